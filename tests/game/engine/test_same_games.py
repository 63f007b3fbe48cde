"""Speed work changes nothing a player meets: the same seed plays the same game, move for move.

The digests were computed with the engine as it was before the speed work (main at 5405f7e); each covers
every legal move (with its label and declared move), every event, every seat's view every 7 steps and
the end, of a random game.  A rule or behaviour that drifts changes one.
The Pariahs digests were recomputed with that same engine (5405f7e) and the tuned Followers
(issue 20, part 6): a change to the designed cards changes the games, not the engine.
The Banished digests likewise (5405f7e) with the tuned 4-Value Grim of part 6 (Cinder Jackal, Drowned
Heron, Barrow Toad, Static Moth, Rime Hare, Leech Wren) and Wand of Storms; the current engine gives the same.
The Pariahs digests were recomputed again for the second part-6 tuning of the Followers (Devotees, Supplicants into
hand; docs/BALANCE.md, set N), with 5405f7e and with this branch's engine alike: both give these.
They moved a third time with the third tuning (set T in docs/BALANCE.md: Ragpicker, Cooper, Cobbler, Fishwife,
Bailiff, Merchant, Knight and Prioress): the card file moved them, not the engine.
Four Banished digests moved again with the 4-Value Grims tuned on 1,100 dealt games (Barrow Toad and Gale Sparrow
+2 Power at Reveal, Dusk Cat without its -1 Power at Reveal, Leech Wren's Banish without its Life; docs/BALANCE.md):
the tree before this session's speed work (12325b2) gives the same digests with these cards.
One Banished digest moved with the 4-Value Grims retuned for the follow-up greedy (Brass Beetle's Dispel-or-Banish
1 Obol instead of 1 Power, Leech Wren's takes 1 Life and gains 1, Static Moth's 3 Obol; docs/BALANCE.md): the cards.
It moved again (seed 3) with the fifteenth session's set X (Gale Sparrow's second +1 Power only with its Swap,
Brass Beetle +1 Power and +1 for each Sword instead of each Bond Card; docs/BALANCE.md): the cards. And again with set
Y3 (The Green Man, The Winter Queen, Swords of Gales and Rime cut; docs/BALANCE.md): the cards. The three two-seat
Banished digests moved once more with set Y5 (Wand of Renewal deals a new Spread and gains 1 Obol instead of Banishing
from the discard for 2 Obol, Sword of Dusk doubles with 15 cards Banished instead of 9; docs/BALANCE.md): the cards.
The two-seat seed-1 digest moved with set Y6 (The Mountain Abbot, The Gilded Saint, Swords of Dawn, Sparks and Veins;
docs/BALANCE.md, seventeenth session): the cards.
All five Banished digests moved with the shield's wording ("Prevent N Combat damage to you this Round"): the
labels and events carry the text; every game's record (its moves) is the same as before.
Four moved again with set Y7 (Cinder Jackal, Barrow Toad, Static Moth and Cup of Iron; docs/BALANCE.md, eighteenth
session): the cards. The two-seat seed-1 digest moved again with set Y8 (Static Moth, Cup of Thorns): the cards. The three-seat
seed-2 digest moved with set Y9 (Cups of Veins and Rime): the cards.
The two-seat seed-1 and both three-seat digests moved with set Y10 (Cup of Veins only without Favor, Drowned Heron,
Rime Hare, Dusk Cat and Brass Beetle without their Dispel triggers, Brass Beetle and Iron Smith without their +1
Power, Sword of Thorns only without Favor; docs/BALANCE.md, twentieth session), by the cards alone: the tree gave the
digests before at the same commit with the cards before. The three-seat seed-2 digest moved again with set Y11
(The Clockwork Duke, Cup of Gales, The Weathervane King, Night Reaper, The Phoenix Bride, The Red Countess;
docs/BALANCE.md, twentieth session), by the cards alone. Four moved with set Y12 (the Dispel-or-Banish effects
of Drowned Heron, Rime Hare, Dusk Cat and Brass Beetle back, smaller; Rime Hare's Reveal only without Favor), by the
cards alone. Four moved with set Y13 (Rime Hare's Reveal with Favor too, Dusk Cat
steals 2 Obol, Bramble Fawn's and Leech Wren's Life cut; docs/BALANCE.md, twenty-first session), by the cards alone.
"""
import pytest

from tests.game.engine.game_digest import game_digest
from tests.pinned import pinned_cards

CARDS = pinned_cards()

BEFORE = {
    ("banished", 2, 1): "f40d5c7fe11d5637a0816986",
    ("banished", 2, 2): "11eec34d975856555ff2bbe4",
    ("banished", 2, 3): "a3c7cb12df2519d83e6bf52a",
    ("banished", 3, 1): "13126a95fdb592a631a889d0",
    ("banished", 3, 2): "3b35bb1a291ba0ca6aafc458",
    ("pariahs", 2, 1): "01766dd703884720d5f7ad75",
    ("pariahs", 2, 2): "a82ee01320d2379d9385bc95",
    ("pariahs", 2, 3): "325a1fef4f3504760468da1d",
    ("seize", 2, 1): "81a9bd38f4c01b187e113cf5",
    ("seize", 2, 2): "7ff1fbb771ec28ec76a76b82",
    ("seize", 2, 3): "26c2d7b6eac6c66395476714",
}


@pytest.mark.parametrize("game,seats,seed", sorted(BEFORE))
def test_a_seeded_random_game_plays_as_it_did_before_the_speed_work(game, seats, seed):
    assert game_digest(game, seed, CARDS, seats) == BEFORE[(game, seats, seed)]


def test_the_digest_sees_a_different_game():
    assert game_digest("seize", 4, CARDS) not in BEFORE.values()
