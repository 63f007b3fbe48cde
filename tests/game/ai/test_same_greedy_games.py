"""Speed work on `greedy` changes no decision: the same seed plays the same greedy-versus-greedy game.

The digests were computed before the speed work of issues 20 and 21 (main at 3e762b9); each covers every
action both seats chose, the winners, the reason the game ended and the public record.  They pin
``ai:greedy3`` (every action scored on all three deals), which is what `greedy` was: leaving out alike
actions and dealing from kept cards (issue 21) did not move them.

Issue 21 then made `greedy` score a quiet action on one deal where that measured no weaker (``greedy_quiet_once``
in the game's AI settings): that changes its decisions on purpose, so those games' `greedy` digests
(``QUIET_ONCE_GAMES``) were computed afresh at that change.  The rest play `greedy` as `greedy3`.
The Banished digests were recomputed on that engine (3e762b9) with the cards tuned in issue 20, part 6
(Cinder Jackal, Drowned Heron, Barrow Toad, Static Moth, Rime Hare, Leech Wren, Wand of Storms): the
cards moved them, not the engine, which gives the same.
The two Pariahs digests follow the tuned Followers (issue 20, part 6, set N in docs/BALANCE.md: Devotees
and Supplicants into hand); the card file changed them, the evaluation did not.  They moved again with the
third tuning (set T: Ragpicker, Cooper, Cobbler, Fishwife, Bailiff, Merchant, Knight, Prioress), again by the
cards alone.  The two Banished digests moved with the 4-Value Grims tuned on 1,100 dealt games (Barrow Toad, Gale
Sparrow, Dusk Cat, Leech Wren); the tree before this session's speed work (12325b2) gives the same with those cards.

Issue 20, part 1 made `greedy` answer its own follow-up questions before it scores an action (``greedy_follow_ups``
in the game's AI settings, every game): that changes its Pariahs and Banished decisions on purpose, so those games'
`greedy` digests (``FOLLOW_UP_GAMES``) were computed afresh at that change; ``ai:greedy1`` (the scoring without
follow-ups) still plays them as `greedy3`.  No Seize card asks its own player a question, so the Seize games
(``QUIET_ONCE_GAMES``) did not move, and `greedy1` plays them the same.

Issue 21 part 2 then made `greedy` spend its deals by sequential halving where that measured no weaker
(``greedy_keep`` in the game's AI settings): only the leaders of a deal are scored on the next, and a deal
is dealt only when a leader needs it, so its decisions and its draws from its generator change on purpose.
With both, `greedy`'s Pariahs and Banished digests (``HALVING_GAMES``) were computed afresh when the two were
merged; ``ai:greedy21`` (follow-ups answered, every action on every deal) plays the ``FOLLOW_UP_GAMES``.
Every Banished seed-2 digest then moved with the 4-Value Grims retuned for that player (Brass Beetle, Leech
Wren, Static Moth; docs/BALANCE.md), by the cards alone.
Every Pariahs digest then moved with the evaluation's price of one placed card of each Class (the rulebook's whole
award while the placements repeat no Class and the hand holds the rest, ``one_of_each_chance``; it was 0.15 a Class)
and the Prince's Ability (a Supplicant into hand before its walk): both decide greedy's Pariahs moves on purpose
(docs/BALANCE.md, "Pariahs, fifteenth session"). The random-game digests (tests/game/engine) did not move.
Every Banished digest (seeds 1 and 2) moved again with the fifteenth session's set X (Gale Sparrow's second +1
Power only with its Swap, Brass Beetle +1 Power and +1 for each Sword instead of each Bond Card; docs/BALANCE.md),
by the cards alone, and once more with set Y3 (The Green Man without its Life when discarded from Combat, The Winter
Queen taking 1 Power, not 2, Sword of Gales doubling at no Obol, Sword of Rime only while also behind on Life;
docs/BALANCE.md "Single Banished cards against a blank copy"), by the cards alone (The Winter Queen plays in none).

Issue 21 part 3 (h6-gcost) then made Banished's `greedy` carry its deals to the seat's next decision when that
comes right after its own action (``greedy_carry`` in the game's AI settings; game/ai/carry.py): the deals, and so
the decisions and the draws from its generator, change on purpose, so its Banished digest (``CARRY_GAMES``) was
computed afresh at that change (53.2% [49.2, 57.1] of 600 games against dealing afresh, docs/AI.md);
``ai:greedy22`` (dealing afresh each decision) still plays the ``HALVING_GAMES``.
Every Banished digest then moved with set Y5 (Wand of Renewal deals a new Spread and gains 1 Obol, Sword of Dusk
doubles with 15 cards Banished; docs/BALANCE.md, sixteenth session), by the cards alone: the tree gave the digests
before at the same commit with the cards before.

The seventeenth session (h7-gseize) then made Seize's `greedy` carry its deals too (``best_by_change``: a decision right
after the seat's own action goes on from the deals its last decision played that action on, and each deal is dealt
only when first read): its deals, and so its decisions and draws, change on purpose, so Seize's `greedy` digests
are pinned afresh in ``CARRY_GAMES`` (seeds 2 and 5, two games the carried deals change; 49.6% [47.8, 51.4] of
3,000 games against dealing afresh, docs/AI.md); ``ai:greedy22``, ``ai:greedy21`` and ``ai:greedy1`` still play the
``QUIET_ONCE_GAMES``.
The Banished digests of seed 1 (``LONGER``) and of ``greedy21`` and ``greedy`` on seed 2 then moved with set Y6 (The
Mountain Abbot prevents 2 and Banishes from the discard only after a lost Combat, The Gilded Saint pays 4 Obol to
Banish from the hand once it holds 7, Sword of Dawn doubles with Favor and 5 Obol, Sword of Sparks gains 1 Power for
each Wand played, Sword of Veins doubles at 7 Life or less; docs/BALANCE.md, seventeenth session), by the cards alone: the tree gave the digests before at the
same commit with the cards before.
Every Banished digest moved again with set Y7 (Cinder Jackal without its +1 Power at Reveal, Barrow Toad preventing 1
not 2, Static Moth +2 Power, Cup of Iron +1 Power and +1 for each Sword in play; docs/BALANCE.md, eighteenth session),
by the cards alone: the tree gave the digests before at the same commit with the cards before.
And again with set Y8 (Static Moth without its +2 Power for a Wand played, Cup of Thorns only while behind on Life),
by the cards alone, and with set Y9 (Cup of Veins +3 Power for 2 Life, Cup of Rime -1 Power), by the cards alone.
Every Banished digest but ``BEFORE``'s seed 2 moved with set Y10 (Cup of Veins only without Favor; Drowned Heron,
Rime Hare, Dusk Cat and Brass Beetle without their Dispel triggers; Brass Beetle and Iron Smith without their +1
Power; Sword of Thorns only without Favor; docs/BALANCE.md, twentieth session), by the cards alone: the tree gave the
digests before at the same commit with the cards before.
``LONGER``, ``FOLLOW_UP_GAMES`` and ``HALVING_GAMES`` moved again with set Y11 (The Clockwork Duke and The Red Countess
only while behind, Cup of Gales only without Favor, The Weathervane King without its new Spread, Night Reaper only
with 3 Banished, The Phoenix Bride only after a lost Combat; docs/BALANCE.md, twentieth session), by the cards alone.
``BEFORE``'s seed 2, ``FOLLOW_UP_GAMES`` and ``HALVING_GAMES`` moved with set Y12 (the Dispel-or-Banish effects of
Drowned Heron, Rime Hare, Dusk Cat and Brass Beetle back, smaller; Rime Hare's Reveal only without Favor;
docs/BALANCE.md, twentieth session), by the cards alone.
``BEFORE``'s seed 2, ``FOLLOW_UP_GAMES`` and ``HALVING_GAMES`` moved with set Y13 (Rime Hare's Reveal with Favor
too, Dusk Cat steals 2 Obol, Bramble Fawn's Banish without its Life, Leech Wren's Dispel-or-Banish without its Life;
docs/BALANCE.md, twenty-first session), by the cards alone: the tree gave the digests before with the cards before.
"""
import pytest

from game import games
from game.ai.greedy import (AllDealsGreedy, EveryDealGreedy, FreshDealsGreedy, UnsettledGreedy,
                             follow_up_depth, game_carry, game_keep_rule, scores_quiet_once)
from tests.game.ai.greedy_digest import greedy_digest
from tests.pinned import pinned_cards

CARDS = pinned_cards()

BEFORE = {
    ("seize", 1): "203562f78f62f9ad738e7961",
    ("seize", 2): "16d12be5d4ef8b52a1ad9cb3",
    ("seize", 3): "d5ca43a66f4162352c14b240",
    ("pariahs", 1): "c3d7d5dad921a3effcb4846c",
    ("banished", 2): "f141d71dad4967207208ce16",
}
LONGER = {
    ("pariahs", 2): "14119d078ebdb4a627ac2b2c",
    ("banished", 1): "a61d896696197eec54008f3f",
}
QUIET_ONCE_GAMES = {          # `greedy21` where it scores quiet actions on one deal (issue 21)
    ("seize", 1): "f6e430f18d86a78b5bb7bb7e",
    ("seize", 2): "380587a6cc71ffa14622ee9c",
    ("seize", 3): "3cd4c42beb5c4ad0fd0e6695",
}
FOLLOW_UP_GAMES = {           # `greedy` where it answers its own follow-up questions (issue 20, part 1)
    ("pariahs", 1): "aff7893960f5f1bf9156660c",
    ("banished", 2): "35113ae0dd795c049dfb113f",
}
HALVING_GAMES = {             # `greedy22`: deals spent by sequential halving, follow-ups answered (issues 20, 21)
    ("pariahs", 1): "e5d1d48f63f15da8c3848d4d",
    ("banished", 2): "d533396f824c3ccc7a04a72a",
}
CARRY_GAMES = {               # `greedy` where it carries its deals to the seat's next decision (issue 21 part 3)
    ("banished", 2): "b163464b80d8cb721608c066",
    ("seize", 2): "dc4af257c87388baab2508d3",
    ("seize", 5): "095527f252647b0918fae9be",
}


@pytest.mark.parametrize("game,seed", sorted(BEFORE))
def test_a_seeded_greedy_game_plays_as_it_did_before_the_speed_work(game, seed):
    assert greedy_digest(game, seed, CARDS, AllDealsGreedy) == BEFORE[(game, seed)]


@pytest.mark.slow
@pytest.mark.parametrize("game,seed", sorted(LONGER))
def test_a_longer_seeded_greedy_game_plays_as_it_did_before_the_speed_work(game, seed):
    assert greedy_digest(game, seed, CARDS, AllDealsGreedy) == LONGER[(game, seed)]


@pytest.mark.parametrize("player", [FreshDealsGreedy, UnsettledGreedy, EveryDealGreedy])
@pytest.mark.parametrize("game,seed", sorted(QUIET_ONCE_GAMES))
def test_a_seeded_greedy_game_that_scores_quiet_actions_once_plays_as_pinned(game, seed, player):
    assert greedy_digest(game, seed, CARDS, player) == QUIET_ONCE_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(FOLLOW_UP_GAMES))
def test_a_seeded_greedy21_game_that_answers_its_follow_ups_plays_as_pinned(game, seed):
    assert greedy_digest(game, seed, CARDS, EveryDealGreedy) == FOLLOW_UP_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(k for k in BEFORE if not scores_quiet_once(k[0])))
def test_greedy1_plays_as_greedy3_where_it_scores_every_action_on_every_deal(game, seed):
    assert greedy_digest(game, seed, CARDS, UnsettledGreedy) == BEFORE[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(HALVING_GAMES))
def test_a_seeded_greedy22_game_that_halves_its_deals_plays_as_pinned(game, seed):
    assert greedy_digest(game, seed, CARDS, FreshDealsGreedy) == HALVING_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(k for k in HALVING_GAMES if not game_carry(k[0])))
def test_greedy_plays_as_greedy22_where_it_carries_nothing(game, seed):
    assert greedy_digest(game, seed, CARDS) == HALVING_GAMES[(game, seed)]


@pytest.mark.parametrize("game,seed", sorted(CARRY_GAMES))
def test_a_seeded_greedy_game_that_carries_its_deals_plays_as_pinned(game, seed):
    assert greedy_digest(game, seed, CARDS) == CARRY_GAMES[(game, seed)]


def test_every_game_that_scores_quiet_actions_once_has_pinned_games():
    assert {g for g in games.names() if scores_quiet_once(g)} == {game for game, _ in QUIET_ONCE_GAMES}


def test_every_other_game_that_answers_follow_ups_has_pinned_games():
    answering = {g for g in games.names() if follow_up_depth(g) and not scores_quiet_once(g)}
    assert answering == {game for game, _ in FOLLOW_UP_GAMES}


def test_every_game_that_halves_its_deals_has_pinned_games():
    assert {g for g in games.names() if game_keep_rule(g)} == {game for game, _ in HALVING_GAMES}


def test_every_game_that_carries_has_pinned_games():
    assert {g for g in games.names() if game_carry(g)} == {game for game, _ in CARRY_GAMES}


def test_the_greedy_digest_sees_a_different_game():
    pinned = {*BEFORE.values(), *QUIET_ONCE_GAMES.values(), *FOLLOW_UP_GAMES.values(), *HALVING_GAMES.values(),
              *CARRY_GAMES.values()}
    assert greedy_digest("seize", 4, CARDS) not in pinned
