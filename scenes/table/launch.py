"""From a set-up (seats, seed, options) or a replay file to the table scene (the registry's "table")."""
from __future__ import annotations

from game import engine
from game.engine.replay import load

from scenes import catalog, games
from scenes.table.match import Match, ReplayMatch
from scenes.table.scene import TableScene
from scenes.table.seating import DEFAULT_SEATS, seat_names


def table_scene(app, game: str, seats, seed, replay_path=None, options=None, names=None, context=None):
    """The table for a new game (or for watching ``replay_path``)."""
    if replay_path:
        return watch_scene(app, replay_path)
    specs = list(seats or DEFAULT_SEATS)
    lo, hi = catalog.seat_range(game)
    if not lo <= len(specs) <= hi:
        specs = (specs + list(DEFAULT_SEATS[1:]) * hi)[:max(lo, min(hi, len(specs)))]
    seed = engine.new_seed() if seed is None else int(seed)
    names = list(names) if names else seat_names(specs)
    options = dict(options or {})
    base_options = dict(options)
    table = games.table_for(game)
    context = dict(context or {})
    options, context = table.prepare(app, game, specs, names, options, context)
    match = Match(game, names, specs, seed, app.cards, options)
    match.context = context

    def rematch():
        return table_scene(app, game, specs, None, options=base_options, names=names, context=context)

    return TableScene(app, match, table.layout, on_over=table.finish, rematch=rematch)


def watch_scene(app, replay_path: str):
    """The table watching the saved replay at ``replay_path``."""
    match = ReplayMatch(load(replay_path), app.cards)
    return TableScene(app, match, games.layout_for(match.game), watch=True)
