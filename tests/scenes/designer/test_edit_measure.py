"""A card edit measured in the simulator (SDL's dummy driver): the save is offered for measuring, the
``--until-clear`` A/B runs in the background to each changed card's verdict, and a changed card's
sensitivity chart is shown; whatever the runs do between an update and a draw, the frame draws."""
import json
import os
import re
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes import shown
from scenes.app import App
from scenes.designer import edit_panel
from scenes.designer.livecards import CardWatcher
from scenes.designer.simulator import SimulatorScene
from scenes.table.driver import Driver
from tests.conftest import wait_until
from tests.layout_checks import cut_words, problems
from tests.pinned import PINNED_PATH

BEGGAR = re.compile(r"(name: Beggar\n      family: class1\n      influence: )(\d+)")


@pytest.fixture
def studio(tmp_path, monkeypatch):
    """The simulator open on a watched copy of the pinned cards, Pariahs with two random seats, small looks."""
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(edit_panel, "CAP", 200)
    monkeypatch.setattr(edit_panel, "BATCH", 20)
    monkeypatch.setattr(edit_panel, "SENSITIVITY_CAP", 40)
    path = str(tmp_path / "cards.yaml")
    shutil.copyfile(PINNED_PATH, path)
    app = App((1280, 800), cards_path=path, data_dir=str(tmp_path / "data"))
    watcher = CardWatcher(app, path, poll=0.05)
    app.helpers.append(watcher)
    sim = SimulatorScene(app, "pariahs")
    for seat in sim.seats:
        seat.set_value("random")
    sim.workers.set_value(1)
    app.push(sim)
    yield app, sim, path
    sim.close()
    app.stack.clear()


def save_beggar_influence(path: str, value: int) -> None:
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    edited = BEGGAR.sub(lambda m: m.group(1) + str(value), text, count=1)
    assert edited != text
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(edited)


def frame(app, tmp_path, name="frame.json") -> dict:
    """Draw one frame through the desktop record and read what it showed."""
    path = str(tmp_path / name)
    app.recorder = shown.Recorder(path)
    app.draw(app.screen)
    app.recorder = None
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def texts(record) -> list[str]:
    return [i["label"] for i in record["items"] if i["kind"] == "text"]


def button(record, label) -> dict:
    return next(i for i in record["items"] if i["kind"] == "button" and i["label"] == label)


def click(driver, record, label) -> None:
    driver.click(pygame.Rect(button(record, label)["rect"]).center)


def test_a_saved_edit_is_measured_until_clear_to_its_verdict_and_a_card_s_worth_is_charted(studio, tmp_path):
    app, sim, path = studio
    driver = Driver(app)
    driver.frames(2)
    assert sim.edit_panel is None
    save_beggar_influence(path, 9)
    wait_until(lambda: sim.edit_panel is not None, lambda: driver.frames(1), "the offer")
    panel = sim.edit_panel
    assert panel.state == "offer" and panel.game == "pariahs" and panel.seats == ["ai:random", "ai:random"]
    assert panel.new.cards_text is not None and panel.old.cards_text is not None     # both go to worker processes
    shot = frame(app, tmp_path)
    assert "Beggar" in texts(shot) and "Influence 2 → 9" in texts(shot)
    assert problems(shot) == [] and cut_words(shot) == []

    click(driver, shot, "Measure the edit")
    assert panel.state in ("running", "done")
    seen_running = []
    wait_until(lambda: panel.state == "done",
               lambda: (driver.frames(1), seen_running.append(panel.progress_at is not None)), "the verdict")
    assert panel.run.error is None and panel.run.stopping is not None
    [result] = panel.run.results
    assert result.card == "c1_beggar" and result.change == "Influence 2 → 9"
    assert result.verdict == "up" and result.low > 0 and 0 < result.n <= panel.run.stopping.games
    assert result.q is not None and result.q < 0.05
    assert panel.run.stopping.games < 200 and panel.run.stopping.games % 20 == 0
    driver.frames(1)
    shot = frame(app, tmp_path)
    shown_text = texts(shot)
    assert "Verdict: up: its holder wins more" in shown_text
    assert any(t.startswith("Effect on its holder's win rate: +") and f"n {result.n}, q" in t for t in shown_text)
    assert any(t.startswith(f"Stopped after {result.n} paired games") for t in shown_text)
    assert any("every changed card's answer is clear" in t for t in shown_text)
    assert problems(shot) == [] and cut_words(shot) == []

    click(driver, shot, "Each number's worth")
    assert panel.sens is not None and panel.sens.card == "c1_beggar"
    wait_until(lambda: panel.sens.finished, lambda: driver.frames(1), "the sensitivity")
    assert panel.sens.error is None and os.path.exists(panel.sens.chart)
    assert panel.sens.chart.startswith(os.path.join(app.data_dir, "reports"))
    assert [s.number.label for s in panel.sens.result.slopes][0] == "influence"
    driver.frames(1)
    shot = frame(app, tmp_path)
    area = panel.chart_area
    assert any(t == "What one step of each of Beggar's numbers is worth" for t in texts(shot))
    assert app.screen.get_at((area.centerx, area.centery))[:3] != app.screen.get_at((area.x - 10, area.y))[:3]
    assert problems(shot) == [] and cut_words(shot) == []
    click(driver, shot, "Back")
    assert sim.edit_panel is None and not panel.busy


def test_a_save_that_changes_no_card_of_any_game_offers_nothing(studio):
    app, sim, path = studio
    driver = Driver(app)
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text + "\n# a comment only\n")
    watcher = app.helpers[0]
    wait_until(lambda: watcher.reloads == 1, lambda: driver.frames(1), "the reload")
    assert sim.edit_panel is None


def test_stop_ends_the_run_and_says_it_was_stopped_by_hand(studio, tmp_path, monkeypatch):
    app, sim, path = studio
    monkeypatch.setattr(edit_panel, "CAP", 2000)
    driver = Driver(app)
    save_beggar_influence(path, 3)             # a step this small is not clear in 20 games
    wait_until(lambda: sim.edit_panel is not None, lambda: driver.frames(1), "the offer")
    panel = sim.edit_panel
    panel.measure()
    driver.frames(1)
    panel.stop()
    wait_until(lambda: panel.state == "done", lambda: driver.frames(1), "the stop")
    assert panel.run.error is None, panel.run.error
    assert panel.run.stopping.stopped_by_hand
    driver.frames(1)
    assert any("it was stopped by hand" in t for t in texts(frame(app, tmp_path)))


class _Run:
    """A run the test drives by hand: its state changes whenever the test says, as a thread's would."""
    def __init__(self, panel):
        from game.lab.edit_run import EditRun
        real = EditRun(panel.game, panel.seats, panel.new, panel.old)
        self.cards, self.names, self.changes = real.cards, real.names, real.changes
        self.looks = self.paired = self.played = 0
        self.latest, self.results, self.stopping, self.error = {}, None, None, None
        self.finished, self.stopping_by_hand, self._start = False, False, 0.0
        self.real = real

    def why(self):
        return "Stopped after 20 paired games (1 look, 80 games in all): every changed card's answer is clear."

    def stop(self):
        self.stopping_by_hand = True


def test_the_panel_draws_whatever_the_run_does_between_an_update_and_a_draw(studio, tmp_path):
    from game.lab.edit_run import CardResult
    from game.lab.sequential import Look
    app, sim, path = studio
    driver = Driver(app)
    save_beggar_influence(path, 9)
    wait_until(lambda: sim.edit_panel is not None, lambda: driver.frames(1), "the offer")
    panel = sim.edit_panel
    run = panel.run = _Run(panel)
    surface = pygame.Surface(app.size)
    moments = [
        lambda: None,
        lambda: setattr(run, "looks", 1),                                   # a look without its figures yet
        lambda: run.latest.update(c1_beggar=Look(20, 0.3, 0.1, 0.5, 2.4, "")),
        lambda: (setattr(run, "paired", 20), setattr(run, "played", 80)),
        lambda: setattr(run, "results", [CardResult("c1_beggar", "Beggar", "Influence 2 → 9", 0.35, 0.13, 0.56,
                                                     20, 0.03, "up")]),
        lambda: setattr(run, "finished", True),                             # the thread ends here
    ]
    for change in moments:
        for order in ("update-draw", "draw-update"):
            change()
            steps = [lambda: sim.update(0.016), lambda: sim.draw(surface)]
            for step in (steps if order == "update-draw" else steps[::-1]):
                step()
    assert panel.state == "done"
    record = frame(app, tmp_path)
    assert "Verdict: up: its holder wins more" in texts(record)
    assert problems(record) == [] and cut_words(record) == []


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_every_state_of_the_panel_lays_out_at_both_window_sizes(studio, tmp_path, size):
    from game.lab.edit_run import CardResult
    from game.lab.sequential import Look
    app, sim, path = studio
    driver = Driver(app)
    app.size = size
    app.screen = pygame.display.set_mode(size)
    sim.resize(size)
    save_beggar_influence(path, 9)
    wait_until(lambda: sim.edit_panel is not None, lambda: driver.frames(1), "the offer")
    panel = sim.edit_panel
    states = [frame(app, tmp_path, "offer.json")]
    run = panel.run = _Run(panel)
    run.looks, run.paired, run.played = 2, 40, 160
    run.latest = {"c1_beggar": Look(40, 0.31, 0.12, 0.5, 2.4, "")}
    panel.layout()
    states.append(frame(app, tmp_path, "running.json"))
    run.results = [CardResult("c1_beggar", "Beggar", "Influence 2 → 9", 0.3125, 0.1304, 0.5621, 40, 0.0304, "up")]
    run.finished = True
    panel.sens_card = "c1_beggar"
    panel.layout()
    states.append(frame(app, tmp_path, "done.json"))
    folder = os.environ.get("UI_SCREENSHOTS") or str(tmp_path)
    pygame.image.save(app.screen, os.path.join(folder, f"edit-measured-{size[0]}x{size[1]}.png"))
    for record in states:
        assert problems(record) == [] and cut_words(record) == [], record["size"]
