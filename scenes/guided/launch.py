"""The registry's "guided": the guided first game of one game, at the table."""
from __future__ import annotations

from scenes import games
from scenes.guided.guide import Guide
from scenes.guided.script import load_script, resolve
from scenes.table.match import Match
from scenes.table.scene import TableScene


def guided_scene(app, game: str) -> TableScene:
    """The table dealt from the game's guided script, the guide riding along; ScriptError when the script
    cannot be read or no longer fits the rules."""
    script = load_script(game)
    actions = resolve(script, app.cards)
    match = Match(script.game, list(script.seats), list(script.players), script.seed, app.cards, script.options,
                  uid_secret=None)          # the script's moves name the uids its published seed gives
    match.resumable = False                 # a lesson is not saved to be continued
    table = TableScene(app, match, games.layout_for(game))
    table.undo_allowed = False
    table.guide = Guide(table, script, actions)
    table.top_bar.make()
    return table
