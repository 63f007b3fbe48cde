"""Learning the games in the app, through real pygame events: How to play opens from the menu and turns its
pages; the guided first game lights each step, refuses another move with the reason and reaches "you're
ready"; the hint lights the move the hard player would make.  The How to play files and guided scripts
are checked against the rules."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from game.ai import make_player, player_seed
from scenes.dialogs import Dialog
from scenes.guided.script import ScriptError, load_script, parse_script, resolve
from scenes.learn.chooser import LearnScene
from scenes.learn.howto import HowToScene
from scenes.learn.pages import HowToError, load_pages, parse_pages
from scenes.menu import MenuScene
from scenes.table.driver import Driver, card_point
from scenes.table.hint import HINT_SPEC
from scenes.table.match import Match
from scenes.table.scene import TableScene
from scenes.seize.layout import SeizeLayout
from tests.conftest import wait_until
from tests.pinned import pinned_cards

GAMES = ("seize", "banished", "pariahs")
CARDS = pinned_cards()


def button(scene, label, nth=0):
    found = [b for b in scene.bar.buttons if b.label == label]
    assert len(found) > nth, (label, [b.label for b in scene.bar.buttons])
    return found[nth]


# -- the files ------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_how_to_play_pages_pictured_from_its_guided_deal(game):
    pages = load_pages(game)
    script = load_script(game)
    assert len(pages) >= 6
    assert all(p.title and p.paragraphs for p in pages)
    pictured = [p.picture for p in pages if p.picture is not None]
    assert len(pictured) >= 3
    assert all(p.steps <= len(script.steps) for p in pictured)


def test_a_how_to_file_without_pages_or_with_a_bad_picture_is_refused_with_its_line():
    with pytest.raises(HowToError, match="no page"):
        parse_pages("just words\n", "x.md")
    with pytest.raises(HowToError, match=r"x\.md:3: "):
        parse_pages("## One\nwords\n<!-- picture: {steps: -1} -->\n", "x.md")
    page = parse_pages("## One\nfirst line\nsame paragraph\n\n- a bullet\n")[0]
    assert page.paragraphs == ["first line same paragraph", "•  a bullet"]


@pytest.mark.parametrize("game", GAMES)
def test_each_guided_script_is_played_through_the_rules(game):
    script = load_script(game)
    actions = resolve(script, CARDS)
    assert len(actions) == len(script.steps) >= 6
    assert sum(a.seat == script.person for a in actions) >= 3          # the person makes several moves
    assert all(step.say for step in script.steps)


def test_a_script_the_rules_no_longer_allow_fails_at_its_step():
    script = load_script("seize")
    data = {"game": "seize", "seed": script.seed, "seats": list(script.seats), "players": list(script.players),
            "options": script.options, "done": "done",
            "steps": [{"seat": 0, "lead": "kingdom/arcane#2", "say": "lead"},
                      {"seat": 1, "play": "kingdom/arcane#2", "say": "not in its hand"}]}
    with pytest.raises(ScriptError, match="step 2"):
        resolve(parse_script(data, "broken.yaml"), CARDS)


def test_a_guided_script_that_no_longer_fits_says_so_in_a_dialog(app, monkeypatch):
    import scenes.guided.launch as launch

    def broken(game):
        raise ScriptError(f"{game}.guided.yaml: step 2: Computer cannot play 'kingdom/arcane#2' now")

    monkeypatch.setattr(launch, "load_script", broken)
    d = Driver(app)
    app.push("menu")
    app.push("learn")
    d.frames(1)
    d.click(button(app.top, "Guided first game").rect.center)
    assert isinstance(app.top, Dialog) and app.top.title == "The guided game cannot start"
    assert "step 2" in app.top.message and "\n" not in app.top.message
    d.key(pygame.K_RETURN)
    assert isinstance(app.top, LearnScene)


# -- How to play ------------------------------------------------------------------------------

def test_how_to_play_opens_from_the_menu_turns_pages_and_esc_goes_back(app, shots):
    d = Driver(app)
    app.push("menu")
    d.frames(2)
    d.click(button(app.top, "Learn to play").rect.center)
    assert isinstance(app.top, LearnScene)
    d.frames(1)
    d.click(button(app.top, "How to play", 0).rect.center)           # the first game: A Bandit's Seize
    howto = app.top
    assert isinstance(howto, HowToScene) and howto.game == "seize" and howto.page == 0
    d.frames(1)
    first = howto.picture()
    assert first is not None
    d.screenshot(os.path.join(shots, "howto_seize_1.png"))
    d.key(pygame.K_RIGHT)
    assert howto.page == 1
    d.key(pygame.K_PAGEDOWN)
    assert howto.page == 2
    d.click(howto.next_button.rect.center)
    assert howto.page == 3
    d.frames(1)
    later = howto.picture()
    assert later is not None and pygame.image.tobytes(later, "RGB") != pygame.image.tobytes(first, "RGB")
    d.key(pygame.K_LEFT)
    assert howto.page == 2
    d.key(pygame.K_END)
    assert howto.page == len(howto.pages) - 1 and not howto.next_button.enabled
    d.key(pygame.K_RIGHT)
    assert howto.page == len(howto.pages) - 1                          # the last page stays the last
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.top, LearnScene)
    d.key(pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_f1_at_the_table_opens_how_to_play_for_that_game_and_esc_returns(app):
    d = Driver(app)
    match = Match("pariahs", ["Ann", "Bob"], ["human", "ai:random"], 3, CARDS)
    table = TableScene(app, match, None)
    app.push(table)
    d.frames(2)
    d.key(pygame.K_F1)
    assert isinstance(app.top, HowToScene) and app.top.game == "pariahs" and app.top.from_table
    assert "Guided first game" not in [b.label for b in app.top.bar.buttons]
    d.key(pygame.K_ESCAPE)
    assert app.top is table


# -- the guided game ------------------------------------------------------------------------------

def _make_lit_move(d, table):
    """Do what the spotlight shows, as a person would: drag the lit card onto the lit place, click the
    lit card, or press the lit button."""
    light = table.guide.spotlight()
    card, target, pressed = light.parts()
    if card is not None and target is not None:
        d.drag(card_point(table, light.action.card), target.center)
    elif card is not None:
        d.click(card_point(table, light.action.card))
    else:
        assert pressed is not None, light.action
        d.click(pressed.center)


def _until_persons_step_or_end(d, table):
    """Run the table, pressing Next whenever a computer's step waits to be read, until the person's step."""
    app = table.app

    def step():
        d.frames(2)
        if app.top is table and table.guide.waiting():
            d.click(table.guide.next_button.rect.center)

    wait_until(lambda: app.top is not table or (not table.playback.animating and table.my_turn()
                                                and table.guide.showing == table.guide.step),
               step, "the person's step")


def play_guided(app, game, shots=None):
    d = Driver(app)
    app.push("menu")
    app.push("learn")
    d.frames(1)
    d.click(button(app.top, "Guided first game", GAMES.index(game)).rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.guide is not None
    d.frames(2)
    assert isinstance(app.top, Dialog) and app.top.title == "A guided first game"
    d.key(pygame.K_RETURN)
    assert app.top is table
    guide = table.guide
    while app.top is table:
        _until_persons_step_or_end(d, table)
        if app.top is not table:
            break
        step = guide.step
        assert guide.expected().seat == guide.script.person
        _make_lit_move(d, table)
        assert guide.step == step + 1 or (guide.step == step and table.match.state.pending is not None), \
            (game, step, table.message)
        if shots and step == 0:
            d.screenshot(os.path.join(shots, f"guided_{game}_2.png"))
    return table, d


def test_the_guided_seize_lights_its_step_refuses_another_move_and_advances_on_the_lit_one(app, shots):
    d = Driver(app)
    app.push("menu")
    table = app.push("guided", "seize")
    d.frames(2)
    d.key(pygame.K_RETURN)                                # the welcome
    d.frames(2)
    guide = table.guide
    light = guide.spotlight()
    first = guide.actions[0]
    assert light.action == first and first.card in table.sprites
    card, target, _ = light.parts()
    assert card == table.sprites[first.card].rect() and target == table.layout.regions["trick"]
    d.screenshot(os.path.join(shots, "guided_seize_1.png"))
    other = next(u for u in table.gestures.drags if u != first.card)           # another card that could be led
    d.drag(card_point(table, other), target.center)
    assert guide.step == 0 and table.match.actions == []
    assert table.message[0].startswith("Not this time") and "Kingdom" in table.message[0]
    d.frames(30)
    assert not table.sprites[other].moving and table.sprites[other].rect() == table.spots[other].rect
    d.drag(card_point(table, first.card), target.center)
    assert guide.step == 1 and table.match.actions == [first]
    assert table.guide.spotlight().title == "Step 1 of 8"          # its words stay while it plays
    d.key(pygame.K_ESCAPE)                                          # a lesson is not saved, and says so
    assert isinstance(app.top, Dialog) and app.top.message == "This game is not kept."


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_each_guided_game_plays_through_to_you_are_ready(app, shots, game):
    table, d = play_guided(app, game, shots)
    assert isinstance(app.top, Dialog) and app.top.title == "You're ready"
    assert table.match.actions == table.guide.actions            # the computer replied as the script says
    d.screenshot(os.path.join(shots, f"guided_{game}_ready.png"))
    if game == "seize":
        d.click(button(app.top, "Back to the menu").rect.center)
        assert isinstance(app.top, MenuScene) and len(app.stack) == 1
        return
    d.click(button(app.top, "Play this game on").rect.center)
    assert app.top is table and table.guide is None
    assert "Hint" in [b.label for b in table.top_bar.buttons.buttons]          # an ordinary game from here on
    wait_until(lambda: table.my_turn() and not table.playback.animating, lambda: d.frames(2), "the person's move")
    assert table.act(table.match.legal()[0])                               # any move is taken now


# -- the hint ------------------------------------------------------------------------------------

LEADING = {"leader": 0, "hands": [["strife demon", "youth giver", "love wild", "death arcane"],
                                  ["beauty arcane", "strife wild"]],
           "deck": ["kingdom celestial", "death unbound", "youth wild", "love arcane"]}


def _seize_table(app):
    match = Match("seize", ["Ann", "Bob"], ["human", "ai:random"], 5, CARDS, setup=LEADING)
    table = TableScene(app, match, SeizeLayout)
    app.push(table)
    Driver(app).frames(2)
    return table


@pytest.mark.slow
def test_the_hint_lights_the_card_the_hard_player_would_play(app, shots):
    table = _seize_table(app)
    d = Driver(app)
    assert "Hint" in [b.label for b in table.top_bar.buttons.buttons]
    d.key(pygame.K_h)
    wait_until(lambda: table.hint.action is not None, lambda: d.frames(1), "the hint")
    state = table.match.state
    hard = make_player(HINT_SPEC, player_seed(table.match.seed, 0)).choose(engine.view(state, 0))
    assert table.hint.action == hard and table.layout.gesture(hard, state, 0).kind == "drag"
    light = table.hint.spotlight()
    card, target, _ = light.parts()
    assert card == table.sprites[hard.card].rect() and target == table.layout.regions[hard.to]
    assert table.layout.button_label(hard) in light.text
    d.screenshot(os.path.join(shots, "hint_seize.png"))
    wait_until(lambda: table.frame_need() == "still", lambda: d.frames(1), "the table at rest")
    assert table.hint.spotlight() is not None                           # a lit hint keeps no frames running
    d.drag(card_point(table, hard.card), target.center)               # playing on clears it
    assert table.hint.spotlight() is None


def test_hints_turned_off_in_the_settings_offer_no_button_and_say_so(app):
    app.settings["hints"] = False
    table = _seize_table(app)
    assert "Hint" not in [b.label for b in table.top_bar.buttons.buttons]
    Driver(app).key(pygame.K_h)
    assert table.hint.worker is None and "turned off" in table.message[0]
