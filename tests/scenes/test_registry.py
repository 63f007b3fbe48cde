"""The window's scenes open each other by name, and each game's table is found through its manifest."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game import games as game_list
from scenes import cardstyle, games
from scenes.scene import Scene
from scenes.table.launch import table_scene
from scenes.table.layout import TableLayout


class Probe(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.seen = []

    def enter(self):
        self.seen.append("enter")

    def pause(self):
        self.seen.append("pause")

    def close(self):
        self.seen.append("close")


def test_a_scene_pushed_by_name_is_made_with_its_arguments_and_pauses_the_one_below(app):
    probe = app.push(Probe(app))
    setup = app.push("setup", "pariahs")
    assert app.top is setup and type(setup).__name__ == "SetupScene" and setup.game == "pariahs"
    assert probe.seen == ["enter", "pause"]
    app.pop()
    assert app.top is probe and probe.seen == ["enter", "pause", "enter"]
    app.reset("menu")
    assert type(app.top).__name__ == "MenuScene" and len(app.stack) == 1 and probe.seen[-1] == "close"


def test_the_menu_opens_the_set_up_of_the_game_chosen(app):
    menu = app.push("menu")
    menu._choose("banished")
    assert type(app.top).__name__ == "SetupScene" and app.top.game == "banished"


def test_a_name_nobody_registered_is_refused(app):
    with pytest.raises(KeyError, match="no scene is registered as 'nowhere'"):
        app.push("nowhere")
    assert app.stack == []


def test_the_designer_tools_are_offered_only_when_the_entry_point_hands_them_in(app, tmp_path):
    from scenes.app import App
    from scenes.compose import window_scenes

    assert set(window_scenes()) >= {"gallery", "sandbox", "simulator", "menu", "table"}
    menu = app.push("menu")
    assert [b.label for b in menu.designer] == ["Card gallery", "Sandbox", "Simulator"]
    menu.designer[0].on_click()
    assert type(app.top).__name__ == "GalleryScene"
    app.stack.clear()

    bare = App((1280, 800), data_dir=str(tmp_path / "bare"))
    assert not bare.offers("gallery") and bare.offers("menu")
    with pytest.raises(KeyError, match="no scene is registered as 'sandbox'"):
        bare.push("sandbox")
    labels = [b.label for b in bare.push("menu").bar.buttons]
    assert "Records" in labels and not {"Card gallery", "Sandbox", "Simulator"} & set(labels)
    bare.stack.clear()


def test_every_game_has_a_table_manifest_whose_style_draws_its_cards():
    assert [t.name for t in games.TABLES] == list(game_list.names())
    for table in games.TABLES:
        assert issubclass(table.layout, TableLayout)
        assert cardstyle.style(table.name) is table.style
        assert all(cardstyle.owner(back) == table.name for back in table.style.backs)
    assert games.table_for("no such game").layout.__name__ == "GenericLayout"


def _a_move_from_hand(table):
    state = table.match.state
    for action in table.match.legal():
        uid = table.layout.action_card(action, state)
        if uid is not None and table.layout.destination(action, state) not in (None, state.cards[uid].zone):
            return action
    raise AssertionError("no card move in the opening position")


def test_the_table_reads_where_a_move_goes_from_the_action_without_trying_it(app, monkeypatch):
    table = table_scene(app, "seize", ["human", "human"], 3)
    app.push(table)
    state = table.match.state

    def refuse(*_):
        raise AssertionError("the engine was asked to try the move")
    monkeypatch.setattr("scenes.table.layout.engine.apply", refuse)
    action = _a_move_from_hand(table)
    assert table.layout.action_card(action, state) == action.card
    assert table.layout.destination(action, state) == action.to == "trick"
    gesture = table.layout.gesture(action, state, action.seat)
    assert gesture.kind == "drag" and gesture.card == action.card
    assert gesture.target == table.layout.target_for_zone(action.to)
