"""The simulator in the window (SDL's dummy driver): a tiny batch runs in the background with a
progress bar, then its report's charts are shown one at a time."""
import os
import re
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.table.driver import Driver  # noqa: E402
from scenes.designer.simulator import SimulatorScene  # noqa: E402
from tests.conftest import wait_until  # noqa: E402
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
    titles = [t for t, _ in sim.charts]
    assert titles[0].startswith("Win rate per seat") and "Game length distribution" in titles
    assert all(os.path.exists(p) for _, p in sim.charts)
    driver.frames(1)
    assert sim.image(0).get_width() <= sim.chart_area.w
    folder = os.environ.get("UI_SCREENSHOTS") or str(tmp_path)
    driver.screenshot(os.path.join(folder, "simulator-charts.png"))
    driver.click(sim.chart_buttons[-1].center)
    assert sim.chart == len(sim.charts) - 1
    driver.key(pygame.K_DOWN)
    assert sim.chart == 0


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
    lines = sim._summary_lines()
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
    assert [b.label for b in sim.bar.buttons] == ["Run again", "Change the set-up", "Back"]
