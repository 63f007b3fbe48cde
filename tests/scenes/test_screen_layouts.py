"""The screens around the tables keep their words and buttons apart at every window size and text size:
the replay list, the menu (the same layout each time it is shown), the set-up's name fields."""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes import fonts, shown  # noqa: E402
from tests.layout_checks import cut_words, problems, top_items  # noqa: E402

SIZES = [(1280, 800), (1024, 700), (800, 560)]


def frame_of(app, tmp_path) -> dict:
    """What the window shows now, as the desktop record has it."""
    path = str(tmp_path / "shown.json")
    app.recorder = shown.Recorder(path)
    try:
        app.draw(app.screen)
    finally:
        app.recorder = None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture(params=[100, 150], ids=["100%", "150%"])
def scale(request, app):
    app.settings["scale"] = request.param
    fonts.set_scale(request.param / 100)
    yield request.param
    fonts.set_scale(1.0)


@pytest.mark.parametrize("size", SIZES)
def test_the_empty_replay_list_keeps_its_notice_clear_of_back(app, tmp_path, scale, size):
    app._resized(size)
    app.reset("menu")
    scene = app.push("replays")
    frame = frame_of(app, tmp_path)
    assert problems(frame) == [] and cut_words(frame) == []
    notice = [t for t in top_items(frame, "text") if "replay" in t["label"] or "saved" in t["label"]]
    back = next(b for b in top_items(frame, "button") if b["label"] == "Back")
    assert notice
    assert all(pygame.Rect(back["rect"]).top - pygame.Rect(t["rect"]).bottom >= 12 for t in notice)
    assert back["rect"][2] <= scene.back_button.natural_size()[0] + 140     # Back is a button, not a bar


@pytest.mark.parametrize("size", SIZES)
def test_a_full_replay_list_shows_what_fits_and_back_inside_the_window(app, tmp_path, scale, size):
    from scenes.settings import replays_dir
    folder = replays_dir(app.data_dir)
    os.makedirs(folder, exist_ok=True)
    for i in range(12):
        with open(os.path.join(folder, f"game-{i:02d}.json"), "w", encoding="utf-8") as f:
            f.write("not a replay")
    app._resized(size)
    app.reset("menu")
    app.push("replays")
    frame = frame_of(app, tmp_path)
    assert problems(frame) == []
    labels = [b["label"] for b in top_items(frame, "button")]
    assert labels[-1] == "Back" and len(labels) >= 4
