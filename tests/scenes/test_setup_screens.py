"""The seat set-up screens as a new player meets them: text fields, seat levels, Seize profiles per seat."""
import pygame
import pytest

from game.ai import parse_seat
from game.ai.player_levels import PLAYER_LEVELS
from game.seize import profiles
from scenes import dialogs
from scenes.app import App
from scenes.table.scene import TableScene
from tests.scenes.plain_window import CARDS, instant_app, open_setup  # noqa: F401  (instant_app: the app fixture)


# --- text fields ------------------------------------------------------------------------------------------

def test_clicking_into_a_field_selects_its_text_so_typing_replaces_it(app):
    setup, d = open_setup(app, "banished")
    field = setup.rows[0].name
    d.click(field.rect.center)
    d.type_text("Ann")
    d.frames(1)
    assert field.text == "Ann"


def test_tabbing_into_a_field_selects_its_text(app):
    setup, d = open_setup(app, "banished")
    field = setup.rows[0].name
    widgets = setup.widgets()
    before = widgets[widgets.index(field) - 1]
    before.focus = True
    d.key(pygame.K_TAB)
    d.type_text("Bo")
    d.frames(1)
    assert field.focus and field.text == "Bo"


def test_typing_after_a_click_then_a_key_appends(app):
    setup, d = open_setup(app, "banished")
    field = setup.rows[0].name
    d.click(field.rect.center)
    d.key(pygame.K_END)
    d.type_text("x")
    d.frames(1)
    assert field.text == "Playerx"


def test_ctrl_a_selects_all_and_backspace_removes_the_selection(app):
    setup, d = open_setup(app, "banished")
    field = setup.rows[0].name
    d.click(field.rect.center)
    d.type_text("Ann")
    d.key(pygame.K_a, pygame.KMOD_CTRL)
    d.key(pygame.K_BACKSPACE)
    d.frames(1)
    assert field.text == ""
    d.type_text("Cy")
    d.key(pygame.K_a, pygame.KMOD_LCTRL)
    d.key(pygame.K_DELETE)
    d.frames(1)
    assert field.text == ""


def test_a_selected_text_is_drawn_highlighted(app):
    setup, d = open_setup(app, "banished")
    field = setup.rows[0].name
    d.click(field.rect.center)
    d.frames(1)
    selected = app.screen.subsurface(field.rect).copy()
    d.key(pygame.K_END)
    d.frames(1)
    plain = app.screen.subsurface(field.rect).copy()
    colours = lambda s: {s.get_at((x, field.rect.h // 2))[:3] for x in range(8, 40)}  # noqa: E731
    assert colours(selected) != colours(plain)
    assert field.SELECTION in colours(selected)


# --- computer levels --------------------------------------------------------------------------------------

def test_the_seat_chooser_offers_three_plain_levels_each_with_a_line_on_how_it_plays(app):
    setup, d = open_setup(app, "pariahs")
    kind = setup.rows[1].kind
    computers = [name for name in kind.names if name != "A person"]
    assert computers == ["Computer: Easy", "Computer: Medium", "Computer: Hard"]
    assert [lvl.spec for lvl in PLAYER_LEVELS] == [s for s in kind.options if s != "human"]
    for spec in kind.options[1:]:
        kind.set_value(spec)
        setup._after_edit(kind)
        d.frames(1)
        notes = [what for what, _ in setup.form.placed if what.startswith("note ")]
        assert notes and setup.rows[1].how in " ".join(n[5:] for n in notes)
        assert "Computer (" in setup.rows[1].name.text and parse_seat(spec)[1] not in setup.rows[1].name.text


def test_the_lab_baselines_stay_playable_by_their_specs():
    for spec in ("ai:greedy21", "ai:hard0", "ai:greedy0"):
        assert parse_seat(spec)[0] == "ai"


# --- Seize profiles ---------------------------------------------------------------------------------------

def make_profile_from(app, d, setup, seat, name):
    d.click(setup.panel.new_buttons[seat].rect.center)
    d.frames(1)
    assert isinstance(app.top, dialogs.Dialog)
    d.type_text(name)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert app.top is setup, setup.error


def test_a_new_profile_fills_the_seat_it_was_asked_from_and_no_other(app):
    setup, d = open_setup(app, "seize")
    setup.rows[1].kind.set_value("human")
    setup._after_edit(setup.rows[1].kind)
    d.frames(1)
    d.click(setup.rows[0].name.rect.center)
    d.type_text("Ann")
    make_profile_from(app, d, setup, 1, "Bo")
    assert [c.value for c in setup.panel.choosers] == ["", "Bo"]
    assert setup.rows[0].name.text == "Ann"
    make_profile_from(app, d, setup, 0, "Cy")
    assert [c.value for c in setup.panel.choosers] == ["Cy", "Bo"]


def test_a_person_with_a_profile_plays_the_computer_which_plays_the_house(app):
    setup, d = open_setup(app, "seize")
    assert parse_seat(setup.specs()[1])[0] == "ai"
    make_profile_from(app, d, setup, 0, "Ann")
    assert [c.value for c in setup.panel.choosers] == ["Ann", profiles.HOUSE]
    setup.start()
    table = app.top
    assert isinstance(table, TableScene), setup.error
    assert table.match.context["profiles"] == ["Ann", profiles.HOUSE]
    assert profiles.HOUSE in profiles.list_profiles(app.data_dir)


def test_a_person_back_on_a_fresh_deck_takes_the_house_off_the_computer(app):
    profiles.create_profile("Ann", folder=app.data_dir, cards=CARDS)
    setup, d = open_setup(app, "seize")
    setup.panel.choosers[0].set_value("Ann")
    setup.panel._changed()
    assert setup.panel.choosers[1].value == profiles.HOUSE
    d.click(setup.panel.choosers[0]._arrows()[0].center)
    assert [c.value for c in setup.panel.choosers] == ["", ""]


def test_two_people_still_both_play_a_profile_or_neither(app):
    profiles.create_profile("Ann", folder=app.data_dir, cards=CARDS)
    setup, d = open_setup(app, "seize")
    setup.rows[1].kind.set_value("human")
    setup._after_edit(setup.rows[1].kind)
    setup.panel.seats_changed(keep={0: "Ann"})
    setup.start()
    assert app.top is setup and "every seat plays a profile or none" in setup.error


# --- the form fits the window -----------------------------------------------------------------------------

SIZES = ((1280, 800), (1024, 700), (800, 560))


def crowded_setup(app, game, computers):
    """The set-up with its most seats, and every seat but the first a computer (each with its line)."""
    setup, d = open_setup(app, game)
    setup.count.set_value(setup.count.options[-1])
    setup._rows()
    for row in setup.rows[1:]:
        row.kind.set_value(computers)
        setup._after_edit(row.kind)
    setup.error = "Two seats have the same name."
    d.frames(1)
    return setup


@pytest.mark.parametrize("game", ["seize", "banished", "pariahs"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150])
def test_nothing_on_the_set_up_overlaps_or_leaves_the_window(tmp_path, monkeypatch, game, size, scale):
    monkeypatch.setenv("CARD_TABLE_DATA", str(tmp_path / "data"))
    app = App(size, data_dir=str(tmp_path / "data"))
    app._cards = CARDS
    app.settings["scale"] = scale
    from scenes import fonts
    fonts.set_scale(scale / 100)
    try:
        setup = crowded_setup(app, game, PLAYER_LEVELS[-1].spec)
        placed = setup.form.placed
        kinds = {what.split(" ")[0] for what, _ in placed}
        assert {"title", "label", "note", "button", "hint", "seat", "error"} <= kinds
        window = pygame.Rect((0, 0), size)
        for what, rect in placed:
            assert window.contains(rect), f"{what} {rect} leaves the {size} window"
        for i, (what, rect) in enumerate(placed):
            for other, orect in placed[i + 1:]:
                assert not rect.colliderect(orect), f"{what} {rect} overlaps {other} {orect} at {size}, {scale}%"
        labels = {rect.h for what, rect in placed if what.startswith("label ")}
        assert len(labels) == 1, "every label at one size"
    finally:
        fonts.set_scale(1.0)
        app.stack.clear()
