"""What a new player met on the Seize and Pariahs tables: the drag caption, the Trump's words, seat names
in the log, cut card names and status lines, driven through real pygame events (SDL's dummy driver)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes import fonts
from scenes.seize.layout import SEIZE_TARGET
from scenes.table.driver import Driver, card_point
from game.seize.cardset import table as seize_cardset
from scenes.seize.layout import SeizeLayout
from scenes.table.match import Match
from scenes.table.scene import TableScene
from tests.scenes.test_ui_table import CARDS, RESPONDING, seize_table, uid_of

NBSP = "\u00a0"
DISSONANT = dict(RESPONDING, trump="unbound", trick=["love unbound"],
                 hands=[["beauty wild", "youth arcane", "strife celestial"], ["wisdom arcane", "death giver"]])


@pytest.fixture(params=[(1280, 800, 1.0), (800, 560, 1.0), (1024, 700, 1.5)], ids=["1280", "800", "1024-150%"])
def sized_app(request, app):
    """The app at a window size and a text size a player may choose."""
    w, h, scale = request.param
    fonts.set_scale(scale)
    Driver(app).post(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
    assert app.size == (w, h)
    yield app
    fonts.set_scale(1.0)


def hold_over(d, table, uid, target):
    start = card_point(table, uid)
    end = table.layout.regions[target].center
    d.move(start)
    d.press(start)
    for i in range(1, 7):
        d.move((start[0] + (end[0] - start[0]) * i / 6, start[1] + (end[1] - start[1]) * i / 6), buttons=(1, 0, 0))
        d.frames(1)
    return end


def test_the_seize_caption_is_whole_and_covers_neither_the_trump_lines_nor_the_spot(sized_app):
    table = seize_table(sized_app, DISSONANT)
    d = Driver(sized_app)
    youth = uid_of(table.match.state, "hand:0", "youth arcane")
    end = hold_over(d, table, youth, SEIZE_TARGET)
    text = table.layout.drop_caption(next(a for t, a in table.gestures.drags[youth] if t == SEIZE_TARGET), table.shown)
    assert "the led card drains" in text
    t, lines, box = table.overlays.drop_caption_box()
    assert " ".join(lines) == text and len(lines) <= 2                      # whole: nothing cut off
    assert all(t.width(line) <= box.w for line in lines)
    assert not box.colliderect(table.layout.wheel.labels_rect())            # the Trump and Tonic lines show
    assert not box.colliderect(table.layout.regions[SEIZE_TARGET])          # and so does the spot
    assert sized_app.screen.get_rect().contains(box)
    d.release(end)


def test_the_first_trump_is_told_as_the_rulebook_tells_it_and_its_sign_keeps_to_its_name(app):
    table = seize_table(app, dict(RESPONDING, trump=None, tonic=None, trick=[], leader=0,
                                  hands=[["love unbound", "youth demon"], ["wisdom arcane", "death giver"]]))
    d = Driver(app)
    love = uid_of(table.match.state, "hand:0", "love unbound")
    d.drag(card_point(table, love), table.layout.regions["trick"].center)
    d.settle()
    sign = seize_cardset(table.shown.defs).sign("unbound")
    turned = [s for s in table.log.sentences(table.viewer) if "Tonic" in s]
    assert turned == [f"The Unbound{NBSP}{sign} is the Trump and the Tonic: a Seize that turns the Trump back "
                      "to it wins."]
    lines = fonts.text("small", 14).wrap(turned[0], 110)
    assert not any(line.strip() in {s["sign"] for s in table.shown.defs.constants["suits"]} for line in lines)


def test_the_log_names_the_seat_as_the_panels_do(app):
    match = Match("seize", ["Player", "Computer (random)"], ["human", "ai:random"], 3, CARDS, setup=RESPONDING)
    table = app.push(TableScene(app, match, SeizeLayout))
    d = Driver(app)
    d.frames(2)
    youth = uid_of(table.match.state, "hand:0", "youth demon")
    d.drag(card_point(table, youth), table.layout.regions["trick"].center)
    d.settle()
    d.frames(3)
    said = table.log.sentences(table.viewer)
    assert not any("Player" in s for s in said), said
    assert any(s.startswith("You play") or s.startswith("You ") for s in said), said
    assert not any(s.startswith("You plays") or s.startswith("You draws") for s in said), said
    assert table.layout.seat_name(table.shown, 0) == "You"


def pariahs_table(app):
    from scenes.table.launch import table_scene
    table = app.push(table_scene(app, "pariahs", ["human", "ai:random"], 5, names=["Player", "Computer (random)"]))
    d = Driver(app)
    d.frames(3)
    d.settle()
    return table


def test_pariahs_hand_cards_show_their_names_whole(sized_app):
    from scenes import cardface
    table = pariahs_table(sized_app)
    hand = table.match.state.zones[f"hand:{table.viewer}"].cards
    assert len(hand) >= 4
    spots = sorted((table.spots[u] for u in hand), key=lambda s: s.x)
    for left, right in zip(spots, spots[1:]):
        assert right.x - left.x >= left.w                   # no card lies over its neighbour's name
    for spot in spots:
        assert table.table_rect.left <= spot.x - spot.w / 2 and spot.x + spot.w / 2 <= table.table_rect.right
    face = table.layout.face(table.shown, hand[0])
    _, room = cardface.title_band(*cardface.card_size(spots[0].w), bool(face.corner), bool(face.corner2))
    with fonts.unscaled():                                   # a card's words are printed at its own size
        for defn in table.match.state.defs.cards.values():
            t, lines = cardface.title_lines(defn.name, room.w, room.h)
            assert " ".join(lines) == defn.name and len(lines) <= 2
            assert all(t.width(line) <= room.w for line in lines), (defn.name, room.w)


def test_pariahs_status_lines_fit_their_plaque_at_every_text_size(sized_app):
    from scenes.pariahs.panel import status_lines
    table = pariahs_table(sized_app)
    room = table.layout.boxes["opp"]["plaque"].w - 18
    for colour in ("Yellow", "Blue"):
        for doing in ("to choose", "to place", ""):
            t, lines = status_lines(colour, doing, room)
            assert " ".join(lines).replace("\u00a0", " ") == (f"{colour} · {doing}" if doing else colour)
            assert all(t.width(line) <= room for line in lines)
            assert not any(line.endswith("to") for line in lines)


@pytest.mark.parametrize("game", ["seize", "pariahs", "banished"])
def test_how_to_play_pages_without_a_picture_give_their_text_the_room(app, game):
    from scenes.learn.howto import HowToScene
    howto = app.push(HowToScene(app, game))
    d = Driver(app)
    d.frames(1)
    bare = [i for i, p in enumerate(howto.pages) if p.picture is None]
    pictured = next(i for i, p in enumerate(howto.pages) if p.picture is not None)
    assert bare, "every page has a picture"
    _, _, beside, _ = howto.text_layout(howto.pages[pictured])
    w = app.size[0]
    for i in bare:
        howto.turn_to(i)
        d.frames(1)
        rect, _, body, blocks = howto.text_layout(howto.pages[i])
        assert abs(rect.centerx - w // 2) <= 2                          # in the middle, not in a left column
        assert body.size >= beside.size                                # no smaller than beside a picture
        lines = [line for b in blocks for line in b]
        assert rect.w > howto.text_rect.w or len(lines) <= 3           # wider than the column beside a picture
        assert max(len(line) for line in lines) <= 80                  # yet a readable measure
        assert rect.bottom <= howto.text_rect.bottom


def test_a_seize_is_told_to_you_with_the_verb_agreeing(app):
    match = Match("seize", ["Player", "Computer (random)"], ["human", "ai:random"], 3, CARDS, setup=RESPONDING)
    table = app.push(TableScene(app, match, SeizeLayout))
    d = Driver(app)
    d.frames(2)
    youth = uid_of(table.match.state, "hand:0", "youth demon")
    d.drag(card_point(table, youth), table.layout.regions[SEIZE_TARGET].center)
    d.settle()
    said = table.log.sentences(table.viewer)
    assert "You seize with the Youth of the Demon!" in said, said
    assert any(s.startswith("Your Seize is recognized") for s in said), said


def test_a_worded_move_is_told_to_you_with_every_verb_agreeing(app):
    from game.engine import events as ev
    from game.engine.describe import describe_to
    match = Match("seize", ["Player", "Computer (random)"], ["human", "ai:random"], 3, CARDS, setup=RESPONDING)
    state = match.state
    told = describe_to(state, ev.ActionTaken(0, "initiative", "Player shuns Gravedigger and goes first."), 0)
    assert told == "You shun Gravedigger and go first."
    told = describe_to(state, ev.ActionTaken(1, "place", "Computer (random) places Player's Beggar and Bob's."), 0)
    assert told == "Computer (random) places your Beggar and Bob's."


def test_a_long_seat_name_is_drawn_whole_on_lines_under_one_another(app):
    from scenes.widgets import draw_wrapped, wrapped
    surface = pygame.Surface((200, 120), pygame.SRCALPHA)
    name = "Bartholomew the Unreasonably Patient"
    t, lines = wrapped("title_bold", name, 120, 17)
    drawn, bottom = draw_wrapped(surface, t, lines, (8, 3), (255, 255, 255))
    assert " ".join(line for line, _ in drawn) == name and len(drawn) == 2
    assert all(rect.x >= 8 and rect.right <= 8 + 120 for _, rect in drawn)
    assert drawn[0][1].bottom <= drawn[1][1].y + 2 and bottom == 3 + 2 * t.height


def test_a_seize_plate_keeps_a_two_word_computer_name_and_its_role_above_the_well(sized_app, tmp_path):
    import json

    from scenes import shown
    from scenes.seize.panel import plate_room
    match = Match("seize", ["Computer 1 (Medium)", "Computer 2 (Medium)"], ["human", "ai:random"], 3, CARDS,
                  setup=RESPONDING)
    table = TableScene(sized_app, match, SeizeLayout)
    sized_app.push(table)
    Driver(sized_app).frames(2)
    path = tmp_path / "shown.json"
    sized_app.recorder = shown.Recorder(str(path))
    sized_app.draw(sized_app.screen)
    sized_app.recorder = None
    texts = [i for i in json.loads(path.read_text(encoding="utf-8"))["items"] if i["kind"] == "text"]
    for seat in (0, 1):
        box = table.layout.regions[f"well:{seat}"]
        card_top = box.y + plate_room()
        role = next(i for i in texts if i["label"].endswith("· well") and pygame.Rect(i["rect"]).colliderect(box))
        words = table.layout.seat_name(table.shown, seat)
        name = [i for i in texts if pygame.Rect(i["rect"]).colliderect(box) and i["label"] in words
                and not i["label"].endswith("· well")]
        assert " ".join(i["label"] for i in name) == words
        assert name and all(pygame.Rect(i["rect"]).bottom <= pygame.Rect(role["rect"]).y + 3 for i in name)
        assert pygame.Rect(role["rect"]).bottom <= card_top, (seat, role, card_top)
