"""The simulator in the window (SDL's dummy driver): a tiny batch runs in the background with a
progress bar, then its report's charts are shown one at a time."""
import os
import re
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes import fonts
from scenes.table.driver import Driver
from scenes.designer.run_report import summary_lines
from scenes.designer.simulator import SimulatorScene
from tests.conftest import wait_until
from tests.pinned import PINNED_PATH


@pytest.mark.slow
def test_a_tiny_batch_runs_to_its_charts(app, tmp_path):
    sim = SimulatorScene(app, "pariahs")
    app.push(sim)
    driver = Driver(app)
    driver.frames(1)
    assert [c.value for c in sim.seats] == ["greedy", "greedy"]
    sim.seats[1].set_value("random")
    sim.games.set_value(10)
    sim.start(workers=1)
    driver.frames(1)
    assert sim.running and [b.label for b in sim.bar.buttons] == ["Stop"]
    wait_until(lambda: sim.shown, lambda: driver.frames(1), "the batch's end")
    batch = sim.batch
    assert batch.error is None and batch.summary.games == 10 and batch.done == 10
    assert sim.folder.startswith(os.path.join(app.data_dir, "reports"))
    titles = [t for t, _ in sim.report.charts]
    assert titles[0].startswith("Win rate per seat") and "Game length distribution" in titles
    assert all(os.path.exists(p) for _, p in sim.report.charts)
    driver.frames(1)
    assert sim.report.image(0).get_width() <= sim.report.area.w
    folder = os.environ.get("UI_SCREENSHOTS") or str(tmp_path)
    driver.screenshot(os.path.join(folder, "simulator-charts.png"))
    driver.click(sim.report.chart_buttons[-1].center)
    assert sim.report.chart == len(sim.report.charts) - 1
    driver.key(pygame.K_DOWN)
    assert sim.report.chart == 0


def run(sim, driver):
    sim.start(workers=1)
    wait_until(lambda: sim.shown, lambda: driver.frames(1), "the batch's end")
    assert sim.batch.error is None


@pytest.mark.slow
def test_a_run_after_a_card_edit_is_compared_with_the_run_before_it(app, tmp_path):
    from game.engine.cards import parse_cards
    sim = SimulatorScene(app, "pariahs")
    app.push(sim)
    driver = Driver(app)
    sim.games.set_value(10)
    run(sim, driver)
    assert sim.batch.against is None                     # nothing to compare with yet
    with open(PINNED_PATH, encoding="utf-8") as fh:
        text = fh.read()
    edited = re.sub(r"(name: Beggar\n      family: class1\n      influence: )(\d+)",
                    lambda m: m.group(1) + str(int(m.group(2)) + 2), text, count=1)
    assert edited != text
    app._cards, problems = parse_cards(edited, PINNED_PATH)
    assert not problems
    time.sleep(1.1)                                      # report folders are named to the second
    sim._again()
    run(sim, driver)
    against = sim.batch.against
    assert against is not None and against.games == 10 and against.cards_path.startswith("the cards of")
    lines = summary_lines(sim.batch)
    assert any(line.startswith("Against the cards of") and "1 card changed" in line for line in lines)
    assert any(line.startswith("Beggar: wins") for line in lines)
    with open(os.path.join(sim.folder, "summary.md"), encoding="utf-8") as fh:
        md = fh.read()
    assert "## What the edit did" in md and re.search(r"\*\*Beggar\*\* \(`c1_beggar`\): Influence \d+ → \d+\.", md)
    driver.frames(1)
    driver.screenshot(os.path.join(os.environ.get("UI_SCREENSHOTS") or str(tmp_path), "simulator-compared.png"))


@pytest.mark.slow
def test_stop_ends_the_batch_early_and_still_shows_what_was_played(app):
    sim = SimulatorScene(app, "banished")
    app.push(sim)
    driver = Driver(app)
    sim.games.set_value(500)
    sim.start(workers=1)
    wait_until(lambda: sim.batch.done >= 1, lambda: driver.frames(1), "the first game's end")
    driver.click(sim.bar.buttons[0].rect.center)
    wait_until(lambda: sim.shown, lambda: driver.frames(1), "the stopped batch's report")
    summary = sim.batch.summary
    assert summary.cancelled and 1 <= summary.games < 500
    assert [b.label for b in sim.bar.buttons] == ["Open the report folder", "Run again", "Change the set-up", "Back"]


class _Batch:
    """A batch the test finishes by hand: ``finished`` turns true when the test says so."""

    def __init__(self, summary):
        import threading
        self.total, self.done, self.eta = 10, 3, None
        self.finished = False
        self.error = self.report = self.against = None
        self.summary = summary
        self._stop = threading.Event()

    def stop(self):
        self._stop.set()


def test_a_batch_that_finishes_between_update_and_draw_is_drawn(app):
    from game.lab.batch import summarise
    sim = SimulatorScene(app, "pariahs")
    app.push(sim)
    summary = summarise("pariahs", ["ai:random", "ai:random"], [], 0.0, app.cards)
    sim.batch = _Batch(summary)
    sim.resize(app.size)
    surface = pygame.Surface(app.size)
    sim.update(0.016)
    sim.draw(surface)
    sim.batch.finished = True          # the thread ends here, after update and before draw
    sim.draw(surface)
    sim.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(100, 100)))
    sim.update(0.016)
    assert sim.shown
    sim.draw(surface)
    assert sim.report.side.collidepoint(100, 100)


def finished_with_a_chart(app, tmp_path):
    """The simulator showing a finished batch whose report has one small chart (200x100, white)."""
    from game.lab.batch import summarise
    folder = tmp_path / "reports" / "pariahs-20260101-120000"
    folder.mkdir(parents=True)
    chart = pygame.Surface((200, 100))
    chart.fill((255, 255, 255))
    pygame.image.save(chart, str(folder / "seats.png"))
    (folder / "summary.md").write_text("# Balance\n\n![Win rate per seat](seats.png)\n", encoding="utf-8")
    sim = SimulatorScene(app, "pariahs")
    app.push(sim)
    sim.batch = _Batch(summarise("pariahs", ["ai:random", "ai:random"], [], 0.0, app.cards))
    sim.batch.report = str(folder / "index.html")
    sim.folder = str(folder)
    sim.batch.finished = True
    sim.update(0.016)
    return sim, str(folder)


def test_a_chart_is_drawn_on_white_only_where_the_chart_is(app, tmp_path):
    sim, _ = finished_with_a_chart(app, tmp_path)
    surface = pygame.Surface(app.size)
    sim.draw(surface)
    area = sim.report.area
    assert area.h > 300 and sim.report.image(0).get_height() == 100
    assert surface.get_at((area.centerx, area.y + 50))[:3] == (255, 255, 255)         # the chart
    below = [surface.get_at((area.centerx, y))[:3] for y in range(area.y + 120, area.bottom, 20)]
    assert (255, 255, 255) not in below


def test_the_report_folder_is_named_in_full_and_opens(app, tmp_path, monkeypatch):
    import subprocess
    sim, folder = finished_with_a_chart(app, tmp_path)
    opened = []
    monkeypatch.setattr(subprocess, "Popen", lambda args, **kw: opened.append(args))
    monkeypatch.setattr("sys.platform", "linux")
    text = "".join(sim.report.side_text(fonts.text("ui", 14)))
    assert os.path.isabs(folder) and folder in text
    button = next(b for b in sim.bar.buttons if b.label == "Open the report folder")
    Driver(app).click(button.rect.center)
    assert opened == [["xdg-open", folder]]
    assert folder in sim.message[0]


def test_a_card_file_that_cannot_load_is_said_and_nothing_starts(app, tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("games: [\n", encoding="utf-8")
    sim = SimulatorScene(app, "pariahs")
    app.push(sim)
    sim.pick_card_file(str(broken))
    assert sim.compare.value == str(broken)
    sim.start(workers=1)
    assert sim.batch is None and "broken.yaml cannot be compared against" in sim.message[0]


@pytest.mark.slow
def test_a_second_card_file_is_played_on_the_same_seeds_and_compared(app, tmp_path):
    from game.engine.cards import DEFAULT_PATH
    with open(DEFAULT_PATH, encoding="utf-8") as fh:
        text = fh.read()
    edited = re.sub(r"(name: Beggar\n      family: class1\n      influence: )(\d+)",
                    lambda m: m.group(1) + str(int(m.group(2)) + 2), text, count=1)
    assert edited != text
    old = tmp_path / "older-cards.yaml"
    old.write_text(edited, encoding="utf-8")
    sim = SimulatorScene(app, "pariahs")
    app.push(sim)
    driver = Driver(app)
    for seat in sim.seats:
        seat.set_value("random")
    sim.games.set_value(10)
    sim.pick_card_file(str(old))
    run(sim, driver)
    batch = sim.batch
    assert batch.against is not None and batch.against.cards_path == str(old) and batch.against.games == 10
    assert [r["seed"] for r in batch.against.results] == [r["seed"] for r in batch.summary.results]
    assert list(batch.seeded) and all(a.games == 10 and b.games == 10 for a, b in batch.seeded.values())
    lines = summary_lines(sim.batch)
    assert any(line.startswith("Against older-cards.yaml (1 card changed)") for line in lines)
    with open(os.path.join(sim.folder, "summary.md"), encoding="utf-8") as fh:
        assert "## What the edit did" in fh.read()
    driver.frames(1)
    driver.screenshot(os.path.join(os.environ.get("UI_SCREENSHOTS") or str(tmp_path), "simulator-against.png"))
