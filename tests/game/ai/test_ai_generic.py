"""The computer players' machinery on a tiny hidden-hand game (Duel): deals, search, fairness."""
import dataclasses
import random

import pytest

from game import engine, games
from game.ai import (Budget, SeatSpecError, clock_warning, effective_budget, fixed_seat, make_player,
                     parse_seat, seat_budget)
from game.ai.determinize import Memory, determinize, hidden_uids, redeal_for
from game.ai.evaluate import two_sided
from game.ai.greedy import GreedyPlayer
from game.ai.ismcts import HardPlayer, Settings, action_key
from game.ai.read import Reading
from game.ai.determinize import Dealer
from game.engine.cards import parse_cards
from game.engine.carddefs import GameSchema
from game.engine.effects import Param
from tests.pinned import pinned_cards



class Duel(engine.Rules):
    """Ten numbers, three in hand; leader plays, the other answers; the higher takes a point."""
    name = "duel"

    @classmethod
    def setup(cls, state, options):
        state.add_zone("deck", None, engine.SECRET)
        state.add_zone("trick", None, engine.PUBLIC)
        state.add_zone("taken", None, engine.PUBLIC)
        for s in range(2):
            state.add_zone(f"hand:{s}", s, engine.PRIVATE)
        for v in range(1, 11):
            state.create_card(f"d{v}", None, "deck")
        engine.shuffle(state, "deck")
        for _ in range(3):
            for s in range(2):
                cls.draw(state, s)
        state.data["leader"] = 0

    @staticmethod
    def draw(state, seat):
        if state.zones["deck"].cards:
            engine.move(state, state.zones["deck"].cards[-1], f"hand:{seat}")

    @classmethod
    def legal(cls, state):
        seat = state.data["leader"] ^ len(state.zones["trick"].cards)
        return [engine.Action("play", seat, (uid,), label=cls.card_name(state, uid))
                for uid in state.zones[f"hand:{seat}"].cards]

    @staticmethod
    def card_name(state, uid):
        card_id = state.cards[uid].card_id
        return state.defs.cards[card_id].name if card_id else "a card"

    @classmethod
    def perform(cls, state, action):
        engine.move(state, action.args[0], "trick")
        trick = state.zones["trick"].cards
        if len(trick) < 2:
            return
        lead, answer = (state.definition(u)["value"] for u in trick)
        winner = state.data["leader"] ^ (answer > lead)
        engine.add_counter(state, "points", winner, 1)
        for uid in list(trick):
            engine.move(state, uid, "taken")
        state.data["leader"] = winner
        cls.draw(state, winner)
        cls.draw(state, 1 - winner)
        if not state.zones["hand:0"].cards:
            p0, p1 = state.counter("points", 0), state.counter("points", 1)
            engine.end_game(state, [0] if p0 > p1 else [1] if p1 > p0 else [0, 1], "points")


def _duel(state):
    """Points ahead, and a little for the numbers in hand."""
    def strength(s):
        return state.counter("points", s) + 0.05 * sum(state.definition(u)["value"]
                                                       for u in state.zones[f"hand:{s}"].cards)
    return two_sided(strength(0) - strength(1), 1.0)


MANIFEST = games.register(engine.GameManifest(
    name="duel", title="Duel", blurb="Ten numbers, the higher takes a point.", rules=Duel,
    schema=GameSchema("duel", ("number",), {"value": Param("int", 0)}), evaluator=_duel))
CARDS, _problems = parse_cards("duel:\n  cards:\n" + "".join(
    f"    - {{id: d{v}, name: Number {v}, value: {v}}}\n" for v in range(1, 11)), "duel.yaml")
assert not _problems



def new_duel(seed):
    return engine.new_game("duel", ("Ann", "Bob"), seed, CARDS)


def hand_values(state, seat):
    return sorted(state.definition(u)["value"] for u in state.zones[f"hand:{seat}"].cards)


# -- deals --------------------------------------------------------------------

def test_a_deal_uses_exactly_the_hidden_pool_and_keeps_what_is_seen():
    state = new_duel(3)
    view = engine.view(state, 0)
    hidden = hidden_uids(view)
    assert len(hidden) == 7 and all(view.cards[u].card_id is None for u in hidden)
    deal = determinize(view, random.Random(1))
    assert sorted(deal.cards[u].card_id for u in hidden) == sorted(c for c, _ in view.data["hidden_pool"])
    for uid in state.zones["hand:0"].cards:
        assert deal.cards[uid].card_id == state.cards[uid].card_id


def test_deals_vary_with_the_players_generator():
    view = engine.view(new_duel(3), 0)
    rng = random.Random(5)
    deals = {tuple(determinize(view, rng).cards[u].card_id for u in view.zones["hand:1"].cards)
             for _ in range(30)}
    assert len(deals) > 5


def test_a_card_seen_going_into_a_deck_stays_in_that_deck_but_not_in_its_place():
    state = new_duel(3)
    mine = state.zones["hand:0"].cards[0]
    memory = Memory()
    memory.observe(engine.view(state, 0))
    engine.move(state, mine, "deck", index=0, face_up=False)      # seen going to the bottom
    view = engine.view(state, 0)
    assert view.cards[mine].card_id is None
    places = set()
    for seed in range(30):
        deal = determinize(view, random.Random(seed), memory)
        where = [u for u in view.zones["deck"].cards if deal.cards[u].card_id == state.cards[mine].card_id]
        assert len(where) == 1
        places.add(where[0])
    assert len(places) > 1          # decks are shuffled: which card of the deck it is, nobody knows


def test_a_card_seen_going_into_a_hand_is_remembered_but_not_once_it_is_shuffled_away():
    state = new_duel(3)
    uid = state.zones["deck"].cards[-1]
    state.zones["deck"].visibility = engine.PUBLIC       # the top card lies face up for a moment
    state.writable(uid).face_up = True
    memory = Memory()
    memory.observe(engine.view(state, 0))
    state.zones["deck"].visibility = engine.SECRET
    engine.move(state, uid, "hand:1")
    view = engine.view(state, 0)
    assert view.cards[uid].card_id is None
    assert memory.known(view, uid) == (state.cards[uid].card_id, ())
    for _ in range(5):
        assert determinize(view, random.Random(_), memory).cards[uid].card_id == state.cards[uid].card_id
    engine.move(state, uid, "deck", index=0, face_up=False)
    assert memory.known(engine.view(state, 0), uid) is None


def test_a_constraint_keeps_each_card_in_its_group():
    view = engine.view(new_duel(4), 0)
    odd_in_hand = (lambda v, card: card.zone == "hand:1", lambda v, entry: int(entry[0][1:]) % 2 == 1)
    games.register(dataclasses.replace(MANIFEST, deal_constraint=odd_in_hand))
    try:
        for seed in range(20):
            deal = determinize(view, random.Random(seed))
            assert all(int(deal.cards[u].card_id[1:]) % 2 == 1 for u in view.zones["hand:1"].cards)
    finally:
        games.register(MANIFEST)


def test_a_position_dealt_again_for_a_seat_keeps_what_it_sees_and_shuffles_the_rest():
    state = new_duel(3)
    engine.apply(state, engine.legal_actions(state)[0])          # a led card lies face up
    before = {u: c.card_id for u, c in state.cards.items()}
    unseen = state.zones["hand:0"].cards + state.zones["deck"].cards
    hands = set()
    for seed in range(20):
        imagined = redeal_for(state, 1, random.Random(seed))
        assert hand_values(imagined, 1) == hand_values(state, 1)
        assert imagined.zones["trick"].cards == state.zones["trick"].cards
        assert imagined.cards[state.zones["trick"].cards[0]].card_id == before[state.zones["trick"].cards[0]]
        assert sorted(imagined.cards[u].card_id for u in unseen) == sorted(before[u] for u in unseen)
        hands.add(tuple(hand_values(imagined, 0)))
    assert len(hands) > 5
    assert {u: c.card_id for u, c in state.cards.items()} == before      # the position itself is untouched


def test_a_position_dealt_again_keeps_each_card_in_its_group():
    state = new_duel(4)
    theirs = sorted(state.cards[u].card_id for u in state.zones["hand:1"].cards)
    games.register(dataclasses.replace(MANIFEST, deal_constraint=(lambda v, card: card.zone == "hand:1",
                                                                  lambda v, entry: None)))
    try:
        for seed in range(10):
            imagined = redeal_for(state, 0, random.Random(seed))
            assert sorted(imagined.cards[u].card_id for u in imagined.zones["hand:1"].cards) == theirs
    finally:
        games.register(MANIFEST)


# -- fairness -----------------------------------------------------------------

def swap_hidden(state, seat):
    """The same position except that the opponent's hand and the deck trade identities."""
    other = state.clone()
    theirs = other.zones[f"hand:{1 - seat}"].cards
    deck = other.zones["deck"].cards
    for a, b in zip(theirs, deck):
        ca, cb = other.writable(a), other.writable(b)
        ca.card_id, cb.card_id = cb.card_id, ca.card_id
    assert hand_values(other, 1 - seat) != hand_values(state, 1 - seat)
    return other


PLAYERS = {"greedy": lambda: GreedyPlayer(seed=9),
           "hard": lambda: HardPlayer(seed=9, iterations=150),
           "hard, modelling its opponent": lambda: HardPlayer(seed=9, iterations=150,
                                                              settings=Settings(opponent_model=2))}


@pytest.mark.parametrize("level", PLAYERS)
def test_hidden_cards_do_not_change_the_decision(level):
    for seed in range(4):
        state = new_duel(seed)
        engine.apply(state, engine.legal_actions(state)[0])    # seat 1 answers a led card
        other = swap_hidden(state, 1)
        views = engine.view(state, 1), engine.view(other, 1)
        assert PLAYERS[level]().choose(views[0]) == PLAYERS[level]().choose(views[1])


def test_what_a_reading_player_read_of_the_table_does_not_see_hidden_cards():
    """A player that read the other seat's plays decides the same whatever the cards hidden from it are."""
    checked = 0
    for seed in range(8):
        state = new_duel(seed)
        reader, twin = (HardPlayer(seed=9, iterations=60,
                                   settings=Settings(opponent_model=1, read=40, reuse_tree=True))
                        for _ in range(2))
        other = GreedyPlayer(seed=4)
        while not (state.record and state.rules.to_move(state) == 0 and state.record[-1][0] == 1
                   and state.counter("points", 0) + state.counter("points", 1)):   # Ann answers, a trick in
            seat = state.rules.to_move(state)
            if seat == 0:
                view = engine.view(state, 0)
                action = reader.choose(view)
                assert twin.choose(view) == action
            else:
                action = other.choose(engine.view(state, 1))
            engine.apply(state, action)
        if len(state.zones["deck"].cards) < 2:
            continue
        choices = reader.choose(engine.view(state, 0)), twin.choose(engine.view(swap_hidden(state, 0), 0))
        assert reader.reading.last[0] > 0 and twin.reading.last[0] > 0
        assert choices[0] == choices[1]
        checked += 1
    assert checked >= 2


def test_a_view_of_another_seats_decision_is_never_searched_from_its_options():
    state = new_duel(2)
    view = engine.view(state, 1)
    assert view.rules.to_move(view) == 0
    deal = determinize(view, random.Random(0))
    assert engine.legal_actions(deal)      # computed on the deal, for the seat that acts


# -- reading the table ----------------------------------------------------------

def test_the_record_lists_every_action_and_every_seat_sees_it():
    state = new_duel(3)
    played = []
    for _ in range(3):
        action = engine.legal_actions(state)[0]
        engine.apply(state, action)
        played.append((action.seat, action.kind, action.args))
    assert state.record == tuple(played)
    assert engine.view(state, 0).record == engine.view(state, 1).record == state.record
    assert state.clone().record == state.record


def set_hands(state, ann, bob):
    """Give each hand the numbers asked for, trading with the deck."""
    for seat, values in ((0, ann), (1, bob)):
        for uid, value in zip(state.zones[f"hand:{seat}"].cards, values):
            other = next(u for u, c in state.cards.items() if c.card_id == f"d{value}")
            a, b = state.writable(uid), state.writable(other)
            a.card_id, b.card_id = b.card_id, a.card_id
    assert hand_values(state, 0) == sorted(ann) and hand_values(state, 1) == sorted(bob)


def high_share(hands, state, above):
    """The share of hands in which some card of Bob's is numbered above ``above``."""
    return sum(any(int(card_id[1:]) > above for card_id, _ in hand.values()) for hand in hands) / len(hands)


def test_a_read_deals_the_opponent_the_hands_its_plays_point_to():
    """Bob answered a 6 with his lowest card and lost: a one-step player holding a higher card
    would have taken the trick, so the read hands mostly hold none, where plain deals often do."""
    state = new_duel(5)
    set_hands(state, [6, 9, 2], [1, 3, 4])
    rng = random.Random(3)
    reading = Reading(200)
    before = engine.view(state, 0)
    reading.keep(before, 0, Dealer(before))
    six = next(u for u in state.zones["hand:0"].cards if state.cards[u].card_id == "d6")
    engine.apply(state, engine.Action("play", 0, (six,)))
    bob = GreedyPlayer(seed=1).choose(engine.view(state, 1))
    assert state.cards[bob.args[0]].card_id == "d1"
    engine.apply(state, bob)
    view = engine.view(state, 0)
    hands = reading.hands(view, 0, rng)
    kept = set(before.zones["hand:1"].cards) & set(view.zones["hand:1"].cards)
    assert hands and all(set(hand) == kept for hand in hands)     # the card drawn since is not read
    plain = [{u: (deal.cards[u].card_id, ()) for u in kept} for deal in (Dealer(view).deal(rng) for _ in range(200))]
    assert high_share(hands, state, 6) < 0.25 < 0.5 < high_share(plain, state, 6)
    read = Dealer(view, hands=hands, plain=0.0)
    dealt = [{u: (deal.cards[u].card_id, ()) for u in kept} for deal in (read.deal(rng) for _ in range(100))]
    assert high_share(dealt, state, 6) < 0.25


def test_deals_patched_toward_read_hands_keep_the_hidden_pool():
    """Each patched deal gives the cards of one read hand their identities, and deals the rest of the pool as before."""
    state = new_duel(4)
    view = engine.view(state, 0)
    bob = view.zones["hand:1"].cards
    pool = sorted(c for c, _ in view.data["hidden_pool"])
    hands = [{bob[0]: (pool[0], ()), bob[1]: (pool[1], ())}, {bob[0]: (pool[1], ()), bob[2]: (pool[0], ())}]
    dealer = Dealer(view, hands=hands, plain=0.0)
    rng = random.Random(7)
    seen = set()
    for _ in range(40):
        deal = dealer.deal(rng)
        got = {u: (deal.cards[u].card_id, ()) for u in bob}
        match = [h for h in hands if all(got[u] == want for u, want in h.items())]
        assert match
        seen.add(id(match[0]))
        assert sorted(deal.cards[u].card_id for u in hidden_uids(view)) == pool
    assert len(seen) == 2


def test_a_read_that_its_own_actions_cannot_explain_is_dropped():
    """Kept deals of another seat's position, or of a position the game has left, read nothing."""
    state = new_duel(5)
    rng = random.Random(3)
    reading = Reading(50)
    view = engine.view(state, 0)
    reading.keep(view, 0, Dealer(view))
    assert reading.hands(engine.view(state, 1), 1, rng) == []        # not the seat that kept them
    reading.keep(view, 0, Dealer(view))
    assert reading.hands(view, 0, rng) == []                         # nobody acted since


# -- carrying the tree on -------------------------------------------------------

def ann_leads_six_bob_answers(bob_value):
    """Ann (searching, her tree kept) leads her 6 against Bob's 1, 3, 4; Bob answers with ``bob_value``.

    Returns the position when Ann decides again, her player and the node her first tree
    holds for that line (None when the tree never took it).
    """
    state = new_duel(5)
    set_hands(state, [6, 9, 2], [1, 3, 4])
    ann = HardPlayer(seed=9, iterations=400, settings=Settings(opponent_model=1, reuse_tree=True))
    view = engine.view(state, 0)
    six = next(u for u in state.zones["hand:0"].cards if state.cards[u].card_id == "d6")
    lead = next(a for a in engine.legal_actions(view) if a.args == (six,))
    root, _ = ann.search(view, engine.legal_actions(view))
    engine.apply(state, lead)
    answer = next(a for a in engine.legal_actions(state) if state.cards[a.args[0]].card_id == f"d{bob_value}")
    node = root.children[action_key(view, lead)].children.get(action_key(state, answer))
    engine.apply(state, answer)
    assert state.rules.to_move(state) == 0                          # Ann took the trick and leads again
    return state, ann, node


def test_the_next_search_goes_on_from_the_node_of_the_line_the_table_took():
    """Bob answered as the modelled opponent does: Ann's second search starts from what her first found there."""
    state, ann, node = ann_leads_six_bob_answers(1)
    assert node is not None and node.visits > 0
    carried = {key: child.visits for key, child in node.children.items()}
    before = node.visits
    view = engine.view(state, 0)
    root, count = ann.search(view, engine.legal_actions(view))
    assert root is node and ann.reused == before >= sum(carried.values()) > 0
    assert root.visits == before + count
    for key, visits in carried.items():
        assert root.children[key].visits >= visits


def test_an_answer_the_tree_never_took_starts_a_fresh_search():
    """Bob threw his 4 where a one-step player throws his 1: the first tree has no node for it."""
    state, ann, node = ann_leads_six_bob_answers(4)
    assert node is None
    view = engine.view(state, 0)
    ann.search(view, engine.legal_actions(view))
    assert ann.reused == 0


def test_a_kept_tree_serves_only_its_seat_and_a_later_position():
    state = new_duel(5)
    view = engine.view(state, 0)
    ann = HardPlayer(seed=9, iterations=50, settings=Settings(reuse_tree=True))
    ann.search(view, engine.legal_actions(view))
    assert ann.kept_tree.follow(view, 0, random.Random(1), action_key) is None     # nobody acted since
    ann.search(view, engine.legal_actions(view))
    engine.apply(state, engine.legal_actions(state)[0])
    assert ann.kept_tree.follow(engine.view(state, 1), 1, random.Random(1), action_key) is None


# -- strength -----------------------------------------------------------------

def test_greedy_takes_the_trick_when_it_can():
    state = new_duel(7)
    led = max(state.zones["hand:0"].cards, key=lambda u: -state.definition(u)["value"])
    engine.apply(state, engine.Action("play", 0, (led,)))
    value = state.definition(led)["value"]
    choice = GreedyPlayer(seed=1).choose(engine.view(state, 1))
    if any(v > value for v in hand_values(state, 1)):
        assert state.definition(choice.args[0])["value"] > value


def test_a_modelled_opponent_answers_as_a_one_step_player_would():
    """In the tree, a modelled opponent takes the trick when it can, as `greedy` does, and not otherwise."""
    player = HardPlayer(seed=2)
    for seed in range(12):
        state = new_duel(seed)
        led = min(state.zones["hand:0"].cards, key=lambda u: state.definition(u)["value"])
        engine.apply(state, engine.Action("play", 0, (led,)))
        keyed = {a.args: a for a in engine.legal_actions(state)}
        answer = keyed[player._modelled_answer(state, keyed, 1, 2)]
        value = state.definition(led)["value"]
        takes = [v for v in hand_values(state, 1) if v > value]
        if takes:
            assert state.definition(answer.args[0])["value"] > value
        else:
            assert state.definition(answer.args[0])["value"] == min(hand_values(state, 1))


def test_hard_is_reproducible_with_an_iteration_budget():
    view = engine.view(new_duel(11), 0)
    first = [HardPlayer(seed=4, iterations=100).choose(view) for _ in range(2)]
    assert first[0] == first[1]


# -- seat specs ---------------------------------------------------------------

def test_seat_specs():
    assert parse_seat("human") == ("human", None, None)
    assert parse_seat("ai:greedy") == ("ai", "greedy", None)
    assert parse_seat(" ai:hard:0.05 ") == ("ai", "hard", 0.05)
    assert isinstance(make_player("ai:hard:0.25", seed=3), HardPlayer)
    assert make_player("ai:hard:0.25").budget == 0.25
    assert make_player("ai:hard").budget == 1.0
    assert isinstance(make_player("ai:greedy"), GreedyPlayer)
    assert make_player("human") is None
    for bad in ("ai", "ai:smart", "ai:hard:fast", "ai:hard:0", "ai:hard:-1", "ai:hard:nan",
                "ai:greedy:1", "ai:hard:1:2", "robot", "ai:hard@", "ai:hard@0", "ai:hard@-5", "ai:hard@2.5",
                "ai:greedy@10", "ai:hard:1@10", "human@3"):
        with pytest.raises(SeatSpecError):
            parse_seat(bad)


def test_an_iteration_budget_seat_searches_that_many_iterations():
    assert parse_seat("ai:hard@2000") == ("ai", "hard", None)
    assert seat_budget("ai:hard@2000") == Budget("iterations", 2000) and seat_budget("ai:hard") is None
    assert seat_budget("ai:hard:0.5") == Budget("seconds", 0.5) and not seat_budget("ai:hard:0.5").reproducible
    assert effective_budget("ai:hard") == Budget("seconds", 1.0) and effective_budget("ai:greedy") is None
    player = make_player("ai:hard@40", seed=4)
    view = engine.view(new_duel(11), 0)
    choice = player.choose(view)
    assert player.last_iterations == 40 and player.iterations == 40
    assert make_player("ai:hard@40", seed=4).choose(view) == choice


def test_a_reproducible_run_gives_a_bare_hard_seat_its_game_s_iteration_count():
    for name in games.names():
        n = engine.manifest_of(name).ai_settings.iterations
        assert fixed_seat("ai:hard", name) == f"ai:hard@{n}" and n >= 500
    assert fixed_seat(" ai:hard:0.2 ", "seize") == "ai:hard:0.2"
    assert fixed_seat("ai:hard@9", "seize") == "ai:hard@9" and fixed_seat("ai:greedy", "seize") == "ai:greedy"
    assert clock_warning(["ai:hard@9", "ai:greedy"]) == ""
    assert clock_warning(["ai:hard", "ai:hard:0.1"]).startswith("ai:hard, ai:hard:0.1 search for a time")


def _duel_game(seed) -> list:
    """A whole Duel between a `hard` that reads the table and carries its tree on, at 30 iterations, and `greedy`."""
    settings = Settings(opponent_model=1, read=20, reuse_tree=True, prior_deals=2)
    players = [HardPlayer(seed=seed, iterations=30, settings=settings), GreedyPlayer(seed=seed + 1)]
    state = new_duel(seed)
    taken = []
    while not state.over:
        seat = state.rules.to_move(state)
        action = players[seat].choose(engine.view(state, seat))
        engine.apply(state, action)
        taken.append(action)
    return taken


def test_fixed_iteration_and_greedy_players_never_look_at_the_clock(monkeypatch):
    """A clock that jumps an hour at every reading changes no choice of theirs."""
    import time
    played = [_duel_game(seed) for seed in (1, 2)]
    ticks = iter(range(0, 10 ** 9, 3600))
    for name in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, name, lambda: float(next(ticks)))
    assert [_duel_game(seed) for seed in (1, 2)] == played



def test_a_measuring_stick_is_handed_the_other_hand_and_a_player_never_is():
    """benchmarks/ai.py's `peek` sees the opponent's hand; the view every player gets does not."""
    from benchmarks.ai import hands_shown
    state = engine.new_game("seize", ["a", "b"], 5, pinned_cards())
    plain, shown = engine.view(state, 0), hands_shown(state, 0)
    other = state.zones["hand:1"].cards
    assert all(plain.cards[u].card_id is None for u in other)
    assert [shown.cards[u].card_id for u in other] == [state.cards[u].card_id for u in other]
    assert len(shown.data["hidden_pool"]) == len(plain.data["hidden_pool"]) - len(other)
    assert all(shown.cards[u].card_id is None for u in state.zones["deck"].cards)
