"""What a new player meets on the Banished table is clear: a computer's card drawn into its hidden hand
is not lit, the status line follows what the table shows, the seat plates keep their chips and hand count
apart, and the set-up's offer keeps its words above its cards (at every size, and at 150% text)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from scenes import fonts
from scenes.table.driver import Driver
from tests.scenes.banished.test_ui_banished import position, table_for, uid_in

SIZES = [(800, 560), (1024, 700), (1280, 800)]


def test_a_computers_card_conjured_into_its_hand_is_not_lit_among_the_backs(app):
    app.settings["speed"] = "normal"
    table = table_for(app, position(turn=1, obol=[0, 9]))
    table.seats.worker.cancel()
    state = table.match.state
    spirit = uid_in(state, "spread", "water_spirit")
    events = table.match.apply(engine.Action("conjure", 1, (spirit, "hand", 1)))
    table.playback.enqueue(events, 1)
    d = Driver(app)
    lit = []
    for _ in range(240):
        d.frames(1)
        if table.shown.cards[spirit].zone == "hand:1":
            lit.append(table.sprites[spirit].pulse)
        if not table.playback.queue and not table.playback.animating:
            break
    assert spirit in state.zones["hand:1"].cards and table.sprites[spirit].face is None    # a back to Ann
    assert max(lit) == 0


def test_while_the_spread_is_dealt_the_status_says_so(app):
    app.settings["speed"] = "normal"
    table = table_for(app, None, seats=("human", "human"), favor=1)
    state = table.match.state
    d = Driver(app)
    for seat in (0, 1):
        uid = state.zones["choices"].cards[0]
        table.playback.enqueue(table.match.apply(engine.Action("choose_grim", seat, (uid,))), seat)
    told = []
    for _ in range(600):
        d.frames(1)
        if table.layout.phase == "turn" and table.shown.data.get("phase") == "choose":
            told.append(table.prompt)
        if not table.playback.queue and not table.playback.animating:
            break
    assert told, "the deal was never shown"
    assert all("Spread" in line and "Choos" not in line for line in told), set(told)


@pytest.fixture(params=[1.0, 1.5], ids=["100%", "150%"])
def scale(request):
    fonts.set_scale(request.param)
    yield request.param
    fonts.set_scale(1.0)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_a_seat_plate_keeps_its_hand_count_clear_of_its_life_and_obol(app, players, size, scale):
    table = table_for(app, None, seats=("human",) + ("ai:random",) * (players - 1), seed=8)
    d = Driver(app)
    d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    d.frames(3)
    marks = [m for m in table.marks if m.owner.startswith("plate:") and m.owner != "plate:0" and m.kind == "text"]
    counts = [m for m in marks if m.text.startswith("hand ")]
    chips = [m for m in marks if m.text.startswith("Life ")]
    assert len(counts) == len(chips) == players - 1
    for count in counts:
        for chip in chips:
            assert not count.rect.colliderect(chip.rect), (count, chip)


@pytest.mark.parametrize("size", SIZES)
def test_the_offer_keeps_its_title_and_line_above_the_cards_when_the_computer_chooses_first(app, size, scale):
    app.settings["speed"] = "normal"
    table = table_for(app, None, seats=("human", "ai:random"), favor=0)    # Bob plays last: he chooses first
    table.seats.worker.cancel()
    d = Driver(app)
    d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    d.frames(3)
    words = [m for m in table.marks if m.owner == "stage" and m.kind == "text"]
    offer = [m for m in table.marks if m.owner.startswith("offer:")]
    assert any("chooses last" in m.text for m in words) and offer
    lowest = max(m.rect.bottom for m in words)
    assert all(m.rect.top >= lowest for m in offer), (lowest, min(m.rect.top for m in offer))


def test_while_the_computer_chooses_its_grim_the_status_names_it(app):
    app.settings["speed"] = "normal"
    table = table_for(app, None, seats=("human", "ai:random"), favor=0)    # Bob chooses first
    table.seats.worker.cancel()
    uid = table.match.state.zones["choices"].cards[0]
    table.playback.enqueue(table.match.apply(engine.Action("choose_grim", 1, (uid,))), 1)
    assert table.prompt == "Bob chooses a 4-Value Grim."
