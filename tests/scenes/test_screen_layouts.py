"""The screens around the tables keep their words and buttons apart at every window size and text size:
the replay list, the menu (the same layout each time it is shown), the set-up's name fields."""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes import fonts, shown
from tests.layout_checks import cut_words, problems, top_items

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


def key(app, k):
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def focused(menu) -> str:
    return menu.bar.buttons[menu.bar.focus].label


def chosen_looks(app, tmp_path) -> list[str]:
    return [b["label"] for b in top_items(frame_of(app, tmp_path), "button") if b["chosen"]]


def test_the_arrows_go_down_the_menu_and_along_its_rows_as_laid_out(app, tmp_path):
    menu = app.reset("menu")
    where = menu.bar.buttons[[b.label for b in menu.bar.buttons].index("Watch a replay")].rect.center
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)))  # where it rests
    seen = [focused(menu)]
    for k in [pygame.K_DOWN] * 5 + [pygame.K_RIGHT] * 2 + [pygame.K_DOWN, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP]:
        key(app, k)
        seen.append(focused(menu))
        assert chosen_looks(app, tmp_path) == [seen[-1]]
    assert seen == ["A Bandit's Seize", "Banished", "Pariahs", "Learn to play", "Watch a replay", "Card gallery",
                    "Sandbox", "Simulator", "Settings", "Records", "Quit", "Records"]


def test_the_arrows_cross_between_the_menus_two_columns(app, tmp_path):
    app._resized((800, 560))
    menu = app.reset("menu")
    assert menu.bar.buttons[0].rect.right < menu.bar.buttons[3].rect.left          # side by side here
    key(app, pygame.K_RIGHT)
    assert focused(menu) == "Learn to play"
    key(app, pygame.K_LEFT)
    assert focused(menu) == "A Bandit's Seize"
    assert chosen_looks(app, tmp_path) == ["A Bandit's Seize"]


def test_the_pointer_moving_onto_a_button_makes_it_the_one_chosen(app, tmp_path):
    menu = app.reset("menu")
    gallery = next(b for b in menu.bar.buttons if b.label == "Card gallery")
    for pos in ((5, 5), gallery.rect.center):
        app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    assert focused(menu) == "Card gallery"
    assert chosen_looks(app, tmp_path) == ["Card gallery"]


def test_the_records_screen_names_opponents_by_the_levels_the_set_up_offers(app):
    from game.store import records
    from scenes.records import PlayerRecordScene, past_label, summary_lines
    for spec, winners in (("ai:greedy", (0,)), ("ai:hard", (1,)), ("ai:greedy0", (0,))):
        records.record_game(app.data_dir, "seize", records.seat_results(["Ann", "Computer"], ["human", spec], winners))
    record = records.record_of(app.data_dir, "Ann")
    words = " ".join(summary_lines(record) + [past_label(p) for p in record.last])
    assert "Medium 1–0" in words and "Hard 0–1" in words and "greedy0 1–0" in words
    assert "against Medium" in words and "against Hard" in words
    assert "greedy " not in words and "hard" not in words
    app.push(PlayerRecordScene(app, record))


@pytest.mark.parametrize("size", SIZES)
def test_every_name_field_draws_its_text_at_one_size_inside_the_field(app, tmp_path, scale, size):
    app._resized(size)
    setup = app.reset("setup", "banished")
    setup.count.set_value(setup.count.options[-1])
    setup._rows()
    for row in setup.rows[1:]:
        row.kind.set_value("ai:greedy")
    setup._default_names()
    setup.rows[0].name.text = "Ann"
    setup.resize(app.size)
    names = [row.name for row in setup.rows]
    assert any(len(f.text) >= len("Computer 2 (Medium)") for f in names)
    frame = frame_of(app, tmp_path)
    for field in names:
        drawn = [t for t in top_items(frame, "text") if t["label"] == field.text]
        assert drawn, field.text
        ink = pygame.Rect(drawn[0]["rect"])
        whole = fonts.render("ui", 17, field.text, (0, 0, 0)).get_bounding_rect()
        assert ink.h == whole.h                          # the field's size, never shrunk
        assert field.rect.contains(ink)


@pytest.mark.parametrize("name", ["gallery", "sandbox"])
def test_the_designer_screens_show_two_rows_of_cards_and_a_whole_line_at_800x560(app, tmp_path, scale, name):
    app._resized((800, 560))
    app.reset("menu")
    scene = app.push(name)
    frame = frame_of(app, tmp_path)
    assert problems(frame) == [] and cut_words(frame) == []
    assert scene.grid.rect.h >= int(1.5 * scene.grid.card_h) + scene.grid.gap
    if name == "sandbox":
        from scenes.designer.sandbox_paint import HINT, status_lines
        t, lines = status_lines(f"From {scene.source}. {HINT}", 760)
        assert " ".join(lines) == f"From {scene.source}. {HINT}" and 2 * t.height <= 36


def test_the_simulators_chart_hint_fits_its_side_panel():
    from scenes.designer.run_report import chart_hint
    for scrolls in (False, True):
        t, lines = chart_hint(scrolls, 326 - 28)
        assert all(t.width(line) <= 298 for line in lines) and not lines[-1].endswith("…")


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_is_laid_out_alike_each_time_it_is_shown(app, scale, size):
    app._resized(size)
    menu = app.reset("menu")
    first = [tuple(b.rect) for b in menu.bar.buttons]
    for name in ("settings", "records", "replays", "learn", "gallery", "sandbox", "simulator"):
        app.push(name)
        app.draw(app.screen)
        app.pop()
        assert [tuple(b.rect) for b in menu.bar.buttons] == first, name
    assert [tuple(b.rect) for b in app.reset("menu").bar.buttons] == first
