"""From a set-up (seats, seed, options), a saved game or a replay file to the table scene (the registry's
"table", "resume" and "watch")."""
from __future__ import annotations

from game import engine
from game.engine.replay import load
from game.engine.storage import SaveFileError

from scenes import catalog, games
from scenes.table import autosave
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
    base_options = dict(options or {})
    table = games.table_for(game)
    options, context = table.prepare(app, game, specs, names, dict(base_options), dict(context or {}))
    match = Match(game, names, specs, seed, app.cards, options)
    return _seated(app, match, table, base_options, context)


def resume_scene(app, save_id=None):
    """The table of the saved game ``save_id`` (None: the newest), at the step it was saved at."""
    saved = autosave.find(app.data_dir, save_id)
    replay = saved.replay
    table = games.table_for(replay.game)
    specs = list(replay.players) or ["human"] * len(replay.seats)
    base_options = dict(saved.context.pop("options", None) or {})
    try:
        _, context = table.prepare(app, replay.game, specs, list(replay.seats), dict(base_options), saved.context)
    except Exception as err:     # what the game refuses now (a profile gone) is said, not raised
        raise SaveFileError(f"{saved.id}: cannot be continued: {err}") from err
    told = []
    try:
        match = Match.from_replay(replay, app.cards, lambda state, event: told.append((state, event)))
    except (engine.IllegalAction, engine.GameError, KeyError, ValueError, TypeError) as err:
        raise SaveFileError(f"{saved.id}: cannot be continued with these cards: {err}") from None
    match.save_id = saved.id
    scene = _seated(app, match, table, base_options, context)
    for state, event in told:                   # the log as it read before the game was left
        scene.log.add(state, event)
    return scene


def _seated(app, match, table, base_options, context):
    match.context = dict(context, options=base_options)
    specs, names = list(match.specs), list(match.names)
    plain = {k: v for k, v in context.items() if k not in ("options",)}

    def rematch():
        return table_scene(app, match.game, specs, None, options=base_options, names=names, context=plain)

    return TableScene(app, match, table.layout, on_over=table.finish, rematch=rematch)


def watch_scene(app, replay_path: str):
    """The table watching the saved replay at ``replay_path``."""
    match = ReplayMatch(load(replay_path), app.cards)
    return TableScene(app, match, games.layout_for(match.game), watch=True)
