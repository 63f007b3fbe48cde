"""Seize's seat set-up with profiles, and the pot changing hands in them after a game played in the window."""
import pygame

from game.seize import profiles
from scenes.result import ResultScene
from scenes.seize.collection import ProfileScene
from scenes.setup import SetupScene
from scenes.table.driver import Driver
from scenes.table.scene import TableScene
from tests.scenes.plain_window import CARDS, instant_app, open_setup  # noqa: F401  (instant_app: the app fixture)


def test_a_conceded_game_moves_the_pot_into_the_winners_collection(app):
    profiles.create_profile("Ann", folder=app.data_dir, cards=CARDS)
    setup, d = open_setup(app, "seize")
    setup.panel.seats_changed(keep={0: "Ann", 1: profiles.HOUSE})
    ante = setup.panel.ante
    ante.set_value(4)
    setup.start()
    table = app.top
    assert isinstance(table, TableScene), setup.error
    assert len(table.match.state.zones["pot"].cards) == 8
    d.frames(2)
    concede = next(b for b in table.top_bar.buttons.buttons if b.label == "Concede")
    d.click(concede.rect.center)
    d.key(pygame.K_RETURN)                   # confirm
    for _ in range(400):
        d.frames(1)
        if isinstance(app.top, ResultScene):
            break
    result = app.top
    assert isinstance(result, ResultScene) and result.title == "The House wins"
    assert any(line.startswith("You lose the pot: 0 cards won, 4 lost") for line in result.lines)   # Ann: "You"
    ann = profiles.load_profile("Ann", app.data_dir, CARDS)
    assert len(ann.collection) == 38 and ann.pots_lost == 1
    assert len(profiles.house(app.data_dir, CARDS).collection) == 46


def test_a_profiles_collection_can_be_looked_at(app):
    profiles.create_profile("Ann", folder=app.data_dir, cards=CARDS)
    setup = SetupScene(app, "seize")
    app.push(setup)
    setup.panel.seats_changed(keep={0: "Ann"})
    setup.panel._view(0)
    assert isinstance(app.top, ProfileScene) and len(app.top.in_deck) == 42
    Driver(app).frames(1)
    Driver(app).key(pygame.K_ESCAPE)
    assert app.top is setup
