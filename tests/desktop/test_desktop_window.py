"""The window as a person meets it: `make play` on a real X display, the mouse and the keys."""
from __future__ import annotations

import pytest

from tests.desktop.desktop import centre, visible_point
from tests.layout_checks import cut_words, problems, table_problems

GAMES = [("seize", "A Bandit's Seize"), ("banished", "Banished"), ("pariahs", "Pariahs")]


def test_make_play_opens_the_menu_in_a_real_window(launch):
    window = launch()
    frame = window.wait_top("MenuScene")
    window.shot("menu")
    labels = [i["label"] for i in frame["items"] if i["kind"] == "button"]
    assert [title for _, title in GAMES] == labels[:3]
    assert frame["size"] == [1280, 800]
    assert problems(frame) == []


def test_settings_and_records_open_from_the_menu_and_esc_comes_back(launch):
    window = launch()
    window.wait_top("MenuScene")
    for button, scene in (("Settings", "SettingsScene"), ("Records", "RecordsScene")):
        window.click(button)
        frame = window.wait_top(scene)
        window.shot(scene)
        assert problems(frame) == []
        window.key("Escape")
        window.wait_top("MenuScene")


def _draggable(frame) -> bool:
    return any(m["rect"] and m["targets"] for m in frame["scene"].get("moves", ()))


def _asked(frame) -> bool:
    """The player is asked a question that only a button answers."""
    scene = frame["scene"]
    return bool(scene.get("ready") and scene.get("my_turn") and scene["choices"] and not _draggable(frame))


def answering_until(window, test, what: str) -> dict:
    """Wait for a frame that passes ``test``, answering any question on the way with its first button."""
    while True:
        frame = window.wait_shown(lambda f: test(f) or _asked(f), what)
        if test(frame):
            return frame
        window.click(frame["scene"]["choices"][0])
        window.wait_shown(lambda f, n=frame["frame"]: f["frame"] != n, "the answer taken")


def _my_move(window) -> dict:
    return answering_until(window, lambda f: f["scene"].get("ready") and f["scene"].get("my_turn")
                           and _draggable(f), "the player's move")


def drag_a_move(window) -> tuple[dict, dict]:
    """Drag the first card that has a move onto its first lit place; the record before, and the move."""
    frame = _my_move(window)
    moves = frame["scene"]["moves"]
    move = next(m for m in moves if m["rect"] and m["targets"])
    window.drag(visible_point(move, moves + frame["scene"]["clicks"]), centre(move["targets"][0]["rect"]))
    return frame, move


@pytest.mark.parametrize("game,title", GAMES)
def test_a_game_started_from_the_menu_takes_a_drag_and_the_computer_answers(launch, game, title):
    window = launch()
    window.wait_top("MenuScene")
    window.click(title)
    window.wait_top("SetupScene")
    window.shot("setup")
    window.click("Start")
    window.wait_top("TableScene")
    before, move = drag_a_move(window)
    seen = len(before["scene"]["log"])
    window.wait_shown(lambda f: any(line.startswith("You") for line in f["scene"].get("log", [])[seen:]),
                      "the player's move told in the log")
    window.shot("dragged")
    after = answering_until(window, lambda f: f["scene"].get("ready") and f["scene"].get("my_turn")
                            and _draggable(f) and any("Computer" in line for line in f["scene"]["log"][seen:]),
                            "the computer's answer")
    window.shot("answered")
    told = after["scene"]["log"][seen:]
    assert any(line.startswith("You") for line in told) and any("Computer" in line for line in told), told


SIZES = [(1024, 700), (800, 560)]


def calm(window, what: str) -> list[str]:
    """The layout problems of the frame now shown (overlaps, and words cut with an ellipsis), with a screenshot
    named ``what``."""
    window.park_mouse()
    frame = window.wait_shown(lambda f: not f["scene"] or f["scene"].get("ready", True), f"{what} settled")
    window.shot(what)
    return ([f"{what}: {p}" for p in problems(frame) + table_problems(frame)]
            + [f"{what}: {words!r} is cut short" for words in cut_words(frame)])


@pytest.mark.parametrize("game,title", GAMES)
def test_a_resized_window_keeps_menu_set_up_and_table_apart(launch, game, title):
    window = launch()
    window.wait_top("MenuScene")
    found = []
    for size in SIZES:
        window.resize(*size)
        found += calm(window, f"menu-{size[0]}")
    window.resize(1280, 800)
    window.click(title)
    window.wait_top("SetupScene")
    for size in SIZES:
        window.resize(*size)
        found += calm(window, f"setup-{size[0]}")
    window.click("Start")
    window.wait_top("TableScene")
    _my_move(window)
    for size in [(1280, 800)] + SIZES:
        window.resize(*size)
        found += calm(window, f"table-{size[0]}")
    assert found == [], "\n".join(found)


def _lit_step(frame) -> dict | None:
    """The guided step the player can act on now: its light, when the table is ready for the player."""
    scene = frame["scene"]
    light = scene.get("light")
    if frame["scenes"][-1] != "TableScene" or light is None:
        return None
    if scene.get("ready") and scene.get("my_turn") and (light["card"] or light["button"]):
        return light
    return None


def _reading_step(window, frame) -> bool:
    return frame["scenes"][-1] == "TableScene" and window.button("Next", frame) is not None


@pytest.mark.slow
@pytest.mark.parametrize("nth,game", list(enumerate(g for g, _ in GAMES)))
def test_a_guided_first_game_is_played_to_you_are_ready_by_clicks_and_drags(launch, nth, game):
    window = launch()
    window.wait_top("MenuScene")
    window.click("Learn to play")
    window.click("Guided first game", nth=nth)
    window.wait_top("Dialog")
    window.shot("welcome")
    window.click("Start")
    steps = 0
    while True:
        frame = window.wait_shown(lambda f: any(t["label"] == "You're ready" for t in window.texts(f))
                                  or _lit_step(f) is not None or _reading_step(window, f), f"step {steps + 1}")
        if any(t["label"] == "You're ready" for t in window.texts(frame)):
            break
        steps += 1
        window.shot(f"step-{steps}")
        if _reading_step(window, frame):
            window.click("Next")
        else:
            light = _lit_step(frame)
            scene = frame["scene"]
            cards = [m for m in scene["moves"] + scene["clicks"] if m["rect"]]
            lit = next((c for c in cards if c["rect"] == light["card"]), {"rect": light["card"]})
            if light["card"] and light["target"]:
                window.drag(visible_point(lit, cards), centre(light["target"]))
            elif light["card"]:
                window.click_at(*visible_point(lit, cards))
            else:
                window.click_at(*centre(light["button"]))
        window.wait_shown(lambda f, n=frame["frame"]: f["frame"] != n, "the step taken")
        assert steps < 60, "the guided game never ends"
    window.shot("ready")
    assert window.top() == "Dialog" and window.button("Back to the menu") is not None
    assert steps >= 5


def _start_from_menu(window, title: str) -> None:
    window.wait_top("MenuScene")
    window.click(title)
    window.wait_top("SetupScene")
    window.click("Start")
    window.wait_top("TableScene")


def test_a_killed_game_is_continued_from_the_menus_list_with_its_log_and_undo(launch, tmp_path):
    data = tmp_path / "data"
    first = launch(data_dir=data, name="kill-continue-before")
    _start_from_menu(first, "A Bandit's Seize")             # a second game in progress, older
    drag_a_move(first)
    first.key("Escape")
    first.click("Leave")
    _start_from_menu(first, "Pariahs")
    before, _ = drag_a_move(first)
    played = answering_until(first, lambda f: f["scene"].get("ready") and f["scene"].get("my_turn")
                             and _draggable(f) and len(f["scene"]["log"]) > len(before["scene"]["log"]) + 2,
                             "the computer's answer")
    first.shot("before-kill")
    assert first.kill() != 0
    undo_before = first.button("Undo", played)["enabled"]

    again = launch(data_dir=data, name="kill-continue-after")
    again.wait_top("MenuScene")
    again.click("Continue")
    listing = again.wait_top("SavedGamesScene")
    again.shot("list")
    rows = [b["label"] for b in listing["items"] if b["kind"] == "button" and " · " in b["label"]]
    assert len(rows) == 2 and rows[0].startswith("Pariahs · ") and rows[1].startswith("A Bandit's Seize · "), rows
    again.click(rows[0])
    resumed = again.wait_shown(lambda f: f["scenes"][-1] == "TableScene" and f["scene"].get("ready"),
                               "the resumed table")
    again.shot("resumed")
    assert resumed["scene"]["game"] == "pariahs"
    assert resumed["scene"]["log"][:len(played["scene"]["log"])] == played["scene"]["log"]
    assert again.button("Undo", resumed)["enabled"] == undo_before


SCREENS = [("Watch a replay", "ReplayListScene"), ("Card gallery", "GalleryScene"), ("Sandbox", "SandboxScene"),
           ("Simulator", "SimulatorScene")]


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)], ids=["1280", "800"])
def test_the_screens_around_the_tables_open_from_the_menu_whole_and_apart(launch, size):
    window = launch()
    window.wait_top("MenuScene")
    window.resize(*size)
    found = []
    for button, scene in SCREENS:
        window.click(button)
        window.wait_top(scene)
        window.park_mouse()
        frame = window.wait_shown(lambda f, s=scene: f["scenes"][-1] == s and f["size"] == list(size), scene)
        window.shot(f"{scene}-{size[0]}")
        found += [f"{scene}: {p}" for p in problems(frame)] + [f"{scene}: cut {c!r}" for c in cut_words(frame)]
        window.key("Escape")
        window.wait_top("MenuScene")
    assert found == []


def _answer_dialog(window, frame) -> None:
    """Take the dialog's first answer; its buttons must say which move each is (no two alike)."""
    top = len(frame["scenes"]) - 1
    labels = [i["label"] for i in frame["items"] if i["kind"] == "button" and i["layer"] == top]
    answers = [label for label in labels if label != "Cancel"]
    assert answers and len(set(answers)) == len(answers), f"a dialog's answers read alike: {labels}"
    window.click(answers[0])


def _act_once(window, frame) -> None:
    """The player's next move by hand: a question's first answer, else the first card dragged to its first
    place, else the first card that answers by a click."""
    scene = frame["scene"]
    cards = [m for m in scene["moves"] + scene["clicks"] if m["rect"]]
    move = next((m for m in scene["moves"] if m["rect"] and m["targets"]), None)
    if move is not None:
        window.drag(visible_point(move, cards), centre(move["targets"][0]["rect"]))
    elif scene["clicks"] and scene["clicks"][0]["rect"]:
        window.click_at(*visible_point(scene["clicks"][0], cards))
    else:
        window.click(scene["choices"][0])


@pytest.mark.slow
@pytest.mark.parametrize("game,title", GAMES)
def test_a_whole_game_is_played_by_mouse_to_the_result_screen(launch, tmp_path, game, title):
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text('{"speed": "fast"}')
    window = launch(data_dir=data)
    _start_from_menu(window, title)
    for acted in range(600):
        frame = window.wait_shown(lambda f: f["scenes"][-1] in ("ResultScene", "Dialog") or (
            f["scenes"][-1] == "TableScene" and f["scene"].get("ready") and f["scene"].get("my_turn")
            and (f["scene"]["moves"] or f["scene"]["clicks"] or f["scene"]["choices"])), f"move {acted + 1}")
        if frame["scenes"][-1] == "ResultScene":
            break
        if frame["scenes"][-1] == "Dialog":             # "Which move?": a card that answers in several ways
            _answer_dialog(window, frame)
        else:
            _act_once(window, frame)
        window.wait_shown(lambda f, n=frame["frame"]: f["frame"] != n, "the move taken")
    window.shot("result")
    result = window.shown()
    assert result["scenes"][-1] == "ResultScene", "the game never ended"
    assert problems(result) == [] and cut_words(result) == []
