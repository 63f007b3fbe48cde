"""From a set-up (seats, seed, options) or a replay file to the table scene."""
from __future__ import annotations

import random

from game.ai import parse_seat

from scenes import catalog
from scenes.table.match import Match, ReplayMatch
from scenes.table.scene import TableScene

DEFAULT_SEATS = ("human", "ai:random")


def seat_names(specs) -> list[str]:
    """Names for seats nobody named: 'You' against the computer, 'Player 1', 'Player 2' hot-seat."""
    humans = sum(1 for s in specs if parse_seat(s)[0] == "human")
    names = []
    for i, spec in enumerate(specs):
        kind, level, _ = parse_seat(spec)
        if kind == "human":
            names.append("Player" if humans == 1 else f"Player {i + 1}")
        else:
            names.append(f"Computer ({level})" if sum(1 for s in specs if s == spec) == 1
                         else f"Computer {i + 1} ({level})")
    return names


def table_scene(app, game: str, seats, seed, replay_path=None, options=None, names=None, context=None):
    """The table for a new game (or for watching ``replay_path``)."""
    if replay_path:
        from game.engine.replay import load
        replay = load(replay_path)
        match = ReplayMatch(replay, app.cards)
        return TableScene(app, match, catalog.layout_for(match.game), watch=True)
    specs = list(seats or DEFAULT_SEATS)
    lo, hi = catalog.seat_range(game)
    if not lo <= len(specs) <= hi:
        specs = (specs + list(DEFAULT_SEATS[1:]) * hi)[:max(lo, min(hi, len(specs)))]
    seed = random.randrange(1, 10 ** 9) if seed is None else int(seed)
    names = list(names) if names else seat_names(specs)
    options = dict(options or {})
    base_options = dict(options)
    prepare = catalog.hook(game, "prepare")
    context = dict(context or {})
    if prepare is not None:
        options, context = prepare(app, game, specs, names, options, context)
    match = Match(game, names, specs, seed, app.cards, options)
    match.context = context

    def rematch():
        return table_scene(app, game, specs, None, options=base_options, names=names, context=context)

    finish = catalog.hook(game, "finish")
    return TableScene(app, match, catalog.layout_for(game), on_over=finish, rematch=rematch)
