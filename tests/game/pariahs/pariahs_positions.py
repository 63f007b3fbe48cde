"""Exact Pariahs positions and the moves tests make in them."""
from game import engine
from tests.pinned import pinned_cards


CARDS = pinned_cards()
WELL_1 = 6          # The Well (1): Draw 1 card. Use the Ability of the card you placed here.

# A position where Yellow (seat 0) is to place; decks list their cards bottom to top.
BASE = {
    "hand:0": ["c1_beggar"],
    "deck:0": ["c1_mudlark", "c2_cobbler", "c1_tinker", "c3_smith"],
    "supdeck:0": ["c4_admiral", "c4_baron", "c4_prince"],
    "supplicants:0": ["c2_weaver", "c3_merchant", "c4_duchess"],
    "hand:1": ["c1_leper", "c1_drifter"],
    "deck:1": ["c1_widow", "c2_herbalist"],
    "supdeck:1": ["c3_knight", "c2_cooper", "c4_oracle"],
    "supplicants:1": ["c2_minstrel", "c3_jester", "c4_bishop"],
}


def game(zones=None, replace=False, **setup):
    """A game from BASE (or only ``zones`` with ``replace``), ``zones`` overriding whole zones."""
    layout = {} if replace else dict(BASE)
    layout.update(zones or {})
    return engine.new_game("pariahs", ("Ann", "Bob"), 7, CARDS, setup={"zones": layout, **setup})


def ids(state, zone) -> list:
    return [state.cards[u].card_id for u in state.zones[zone].cards]


def find(state, card_id, zone=None) -> int:
    for uid, card in state.cards.items():
        if card.card_id == card_id and (zone is None or card.zone == zone):
            return uid
    raise AssertionError(f"no {card_id} in {zone or 'the game'}")


def place(state, card_id, location):
    seat = state.data["turn"]
    return engine.apply(state, engine.Action("place", seat, (find(state, card_id, f"hand:{seat}"), location)))


def answer(state, value):
    """Answer the pending decision: a card id picks that card, an int that Location or option,
    True/False a "you may", a string like "shun"/"take" the Initiative."""
    pending = state.pending
    assert pending is not None, "no decision is pending"
    for action in pending.options:
        arg = action.args[-1] if pending.kind == "may" else action.args[0]
        if isinstance(value, bool):
            if pending.kind == "may" and arg is value:
                return engine.apply(state, action)
        elif isinstance(value, str) and pending.kind == "choose" and isinstance(arg, int) \
                and state.cards[arg].card_id == value:
            return engine.apply(state, action)
        elif arg == value and not isinstance(arg, bool):
            return engine.apply(state, action)
    raise AssertionError(f"{value!r} is not an answer to {pending.prompt!r}: {[a.label for a in pending.options]}")


def support(state, seat) -> int:
    return state.counter("support", seat)


def influence(card_id) -> int:
    return CARDS.game("pariahs").cards[card_id]["influence"]


# Ability scenarios: Yellow places a Follower at The Well (1), which first draws the Smith from the
# top of Yellow's deck; then the Ability resolves.  Yellow's deck, bottom to top: Mudlark, Cobbler, Tinker.
STAGE_3, STAGE_2, CIRCLE_1, WELL_0 = 0, 1, 2, 7
BLUE_AT_STAGE_3 = {"location:0": [["c1_leper", 1]]}


def registrar(scenarios: dict):
    """A decorator filing each scenario in ``scenarios`` under the card whose Ability it uses."""
    def scenario(card_id):
        def wrap(fn):
            scenarios[card_id] = fn
            return fn
        return wrap
    return scenario


def used(card_id, zones=None, **setup):
    """Yellow places ``card_id`` at The Well (1), holding a Beggar besides."""
    state = game({"hand:0": [card_id, "c1_beggar"], **(zones or {})}, **setup)
    place(state, card_id, WELL_1)
    return state


def done(state):
    """The Ability resolved completely and Blue is to place."""
    assert state.pending is None and state.data["turn"] == 1
