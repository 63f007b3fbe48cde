"""A game in progress written back as its exact set-up (``options["setup"]``), for the sandbox.

``position_of(state)`` returns the set-up dict that lays the same cards out in
the same zones with the same counters, what the game's own fields cannot hold (a
decision being asked, the chain, a trick with more than its led card) in its
``moment`` (game.engine.moment), and what it leaves out (nothing, now).  ``check_position``
starts a game from a set-up to prove it loads.  Each game documents its format in
``docs/rules/<GAME>.md``.
"""
from __future__ import annotations

from game import engine
from game.engine.moment import write_moment
from game.engine.play import laid_out
from game.lab import games as lab_games
from game.lab.game_facts import PositionFormat


def _format(game: str) -> PositionFormat | None:
    return lab_games.POSITIONS.get(game)


def position_of(state: engine.State) -> tuple[dict, list[str]]:
    """(set-up, what it leaves out) for ``state``; GameError when the game has no set-up format."""
    form = _format(state.game)
    if form is None:
        raise engine.GameError(f"{state.game} has no position format: its positions cannot be saved")
    left_out: list[str] = []                 # what the set-up's own fields leave out: its moment keeps it
    setup = form.write(state, left_out)
    moment = write_moment(state, laid_out(state.game, state.seats, state.seed or 1, state.defs, setup))
    if moment:
        setup["moment"] = moment
    return setup, []


def check_position(game: str, seats, cards, setup: dict, seed: int = 1) -> engine.State:
    """The game started from ``setup`` (GameError, KeyError or ValueError when it is not a position)."""
    return engine.new_game(game, list(seats), seed, cards, setup)


def position_problem(state: engine.State, cards) -> str | None:
    """Why ``state`` is not a position the game can go on from, or None when it is.

    Every card lies in exactly the one zone it names, the game takes the position back
    as its set-up, and the moves of the side to move can be listed.
    """
    placed: dict = {}
    for name, zone in state.zones.items():
        for uid in zone.cards:
            if uid in placed:
                return f"a card lies in both {placed[uid]} and {name}"
            placed[uid] = name
    for uid, card in state.cards.items():
        if placed.get(uid) != card.zone:
            return f"{state.defs.cards[card.card_id].name} is in no zone"
    if len(placed) != len(state.cards):
        return "a zone holds a card that is not in the game"
    try:
        setup, _ = position_of(state)
        check_position(state.game, state.seats, cards, setup, seed=state.seed or 1)
        if not state.over:
            engine.legal_actions(state)
    except (engine.GameError, KeyError, ValueError, TypeError, IndexError, AttributeError) as err:
        return str(err) or type(err).__name__
    return None


def owner_for(state: engine.State, zone: str, props: dict):
    """Who owns a card put into ``zone`` from outside the game (the sandbox's card box)."""
    owner = state.zones[zone].owner
    form = _format(state.game)
    if form is not None and form.owner is not None:
        return form.owner(state, zone, props, owner)
    return owner


def place(state: engine.State, uid: int, zone: str) -> None:
    """Move card ``uid`` into ``zone`` as the sandbox does: it then belongs to whoever owns a card put there."""
    card = state.cards[uid]
    owner = owner_for(state, zone, card.props)
    engine.move(state, uid, zone, reason="sandbox")
    if owner is not None and owner != card.owner:
        state.writable(uid).owner = owner
