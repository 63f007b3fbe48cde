"""A finished game's replay is named by game, date and a short id: the seed (39 digits) is in the
file, not in its name nor on the result screen."""
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine.replay import load
from scenes.result import ResultScene
from scenes.table.driver import Driver


def test_the_result_screen_names_the_replay_shortly_and_the_file_keeps_the_seed(app):
    table = app.push("table", "seize", ["human", "ai:random"], 2 ** 127 - 12345)
    d = Driver(app)
    d.until_my_turn(table)
    d.play_first(table)
    d.until_my_turn(table)
    table.act(table.seats.concede_action())
    for _ in range(3000):
        d.frames(1)
        if isinstance(app.top, ResultScene):
            break
    result = app.top
    assert isinstance(result, ResultScene)
    name = os.path.basename(table.replay_path)
    said = next(line for line in result.lines if "replay is saved" in line)
    assert name in said and str(table.match.seed) not in said
    assert re.fullmatch(r"seize-\d{8}-\d{4}-[0-9a-f]{4,}\.yaml", name)
    assert name.rsplit("-", 1)[1][:4] == table.match.save_id.rsplit("-", 1)[1]
    assert load(table.replay_path).seed == table.match.seed
