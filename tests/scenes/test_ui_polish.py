"""The table's machinery, driven by real pygame events (SDL's dummy driver): no decision is left on screen
while the next move's events play, a peek says what was looked at (and goes by itself when nobody at the
table plays), the log tells cards going the same way in one line, and a card that cannot move says why
when it is dropped.  Screenshots go to $UI_SCREENSHOTS (else a temporary folder) to be looked at."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from game.engine import events as ev
from scenes.banished.layout import BanishedLayout
from scenes.table.driver import Driver, card_point
from scenes.table.logpanel import LogPanel
from scenes.table.match import Match
from scenes.seize.layout import SeizeLayout
from scenes.table.overlays import peek_title
from scenes.table.scene import TableScene
from tests.game.engine.toy_game import toy_cards
from tests.pinned import pinned_cards

CARDS = pinned_cards()
SPIRITS = ["hollow_spirit"] * 5


def banished(**given):
    """A two-seat Banished position on Ann's turn: hands and decks of Hollow Spirits unless given."""
    base = {"favor": 0, "turn": 0, "hands": [SPIRITS, SPIRITS], "decks": [SPIRITS, SPIRITS],
            "spread": ["fire_sword", "water_spirit", "curse_wounds", "metal_6", "light_4"],
            "crypt": ["ice_cup", "earth_sword", "air_cup"]}
    base.update(given)
    return base


def table_for(app, game, layout, setup, seats=("human", "ai:random"), seed=3):
    match = Match(game, ["Ann", "Bob"], list(seats), seed, CARDS, setup=setup)
    table = TableScene(app, match, layout)
    app.push(table)
    Driver(app).frames(2)
    return table


def uid_in(state, zone, card_id):
    return next(u for u in state.zones[zone].cards if state.cards[u].card_id == card_id)


def watch_frames(table, d, limit=3000):
    """Run frames until the table is still; each frame's (buttons, status line) while it animated."""
    seen = []
    for _ in range(limit):
        if not table.playback.animating:
            break
        seen.append(([b.label for b in table.bar.buttons], table.prompt, dict(table.gestures.drags)))
        d.frames(1)
    return seen


# -- 1. no decision on screen while the events of a move play ---------------------------------

@pytest.mark.slow
def test_end_turn_goes_at_once_and_the_status_follows_the_events_to_the_next_question(app, shots):
    app.settings["speed"] = "normal"
    table = table_for(app, "banished", BanishedLayout,
                      banished(favor=1, queue=[], grim=["fire_4", "water_4"],
                               bonds=[["fire_sword", "fire_cup"], ["hollow_spirit"]]))
    state = table.match.state
    d = Driver(app)
    settled = table.prompt
    assert settled.startswith("Your turn") and "End turn" in [b.label for b in table.bar.buttons]
    end = next(b for b in table.bar.buttons if b.label == "End turn")
    d.click(end.rect.center)
    assert table.playback.animating and table.bar.buttons == [] and table.gestures.drags == {}     # gone with the click
    seen = watch_frames(table, d)
    d.screenshot(os.path.join(shots, "ui_polish_combat_question.png"))
    assert seen and all(buttons == [] and drags == {} for buttons, _, drags in seen)
    assert settled not in {prompt for _, prompt, _ in seen}
    assert any(prompt.startswith("Combat, Round 1") for _, prompt, _ in seen)   # the events' position
    assert state.pending is not None and state.pending.kind == "order"
    assert [b.label for b in table.bar.buttons] == ["Cinder Jackal", "Sword of Embers", "Cup of Embers"]
    assert table.prompt == f"You: {state.pending.prompt}"


SEIZE_RESPONDING = {"leader": 1, "trump": "wild", "tonic": "celestial", "trick": ["love wild"],
                    "hands": [["beauty wild", "youth demon", "strife celestial"], ["wisdom arcane", "death giver"]],
                    "deck": ["kingdom celestial", "death unbound", "youth wild", "love arcane"]}


def test_while_the_computers_move_plays_nothing_is_offered_and_the_status_names_it(app):
    app.settings["speed"] = "normal"
    table = table_for(app, "seize", SeizeLayout, SEIZE_RESPONDING)
    state = table.match.state
    d = Driver(app)
    before = table.prompt
    assert before.startswith("You to respond")
    youth = next(u for u in state.zones["hand:0"].cards if state.cards[u].props.get("suit") == "demon")
    d.drag(card_point(table, youth), table.layout.regions["trick"].center)
    assert state.step == 1 and table.playback.animating
    frames = []
    for _ in range(1200):                         # Ann's card, then Bob (the computer) leads
        if table.match.to_move() == 0 and not table.playback.animating:
            break
        if table.playback.animating:
            frames.append(([b.label for b in table.bar.buttons], table.prompt, dict(table.gestures.drags)))
        d.frames(1)
    assert table.match.actions[1].seat == 1
    assert all(buttons == [] and drags == {} for buttons, _, drags in frames)
    prompts = [p for _, p, _ in frames]
    assert "Playing your move…" in prompts and "Playing Bob's move…" in prompts and before not in prompts
    d.frames(2)
    assert table.prompt == table.layout.status(table.shown, 0) and table.gestures.drags      # Ann to move again


# -- 2. the peek says what was looked at; nobody playing, it goes by itself -------------------

@pytest.mark.slow
def test_the_wand_of_sight_shows_the_opponents_hand_not_the_top_of_a_deck(app, shots):
    table = table_for(app, "banished", BanishedLayout,
                      banished(hands=[["wand_sight", "hollow_spirit", "hollow_spirit", "hollow_spirit",
                                       "hollow_spirit"], ["fire_4", "water_cup", "hollow_spirit"]],
                               grim=[None, "water_4"]))
    state = table.match.state
    d = Driver(app)
    d.drag(card_point(table, uid_in(state, "hand:0", "wand_sight")), table.layout.regions["table"].center)
    d.settle()
    assert table.peek is not None and table.peek_left is None            # the person looks until a click
    zone, uids, seat = table.peek
    assert zone == "hand:1" and sorted(uids) == sorted(state.zones["hand:1"].cards + state.zones["grim:1"].cards)
    assert peek_title(table.shown, zone, seat, 0, uids) == "You look at Bob's hand and Bob's Grim slot"
    assert peek_title(table.shown, zone, seat, 0) == "You look at Bob's hand"
    d.screenshot(os.path.join(shots, "ui_polish_peek_hand.png"))
    d.frames(400)
    assert table.peek is not None
    d.key(pygame.K_RETURN)
    assert table.peek is None


def test_a_look_at_a_deck_says_its_top():
    state = engine.new_game("seize", ["Ann", "Bob"], 3, CARDS, setup=SEIZE_RESPONDING)
    assert peek_title(state, "deck", 1, 0) == "Bob looks at the top of the table deck"
    assert peek_title(state, "deck", 0, 0) == "You look at the top of the table deck"


def test_when_only_computers_play_a_peek_goes_by_itself(app, shots):
    table = table_for(app, "banished", BanishedLayout,
                      banished(hands=[["wand_sight", "hollow_spirit", "hollow_spirit", "hollow_spirit",
                                       "hollow_spirit"], SPIRITS]), seats=("ai:random", "ai:random"))
    state = table.match.state
    d = Driver(app)
    assert table.viewer is None
    table.act(engine.Action("use", 0, (uid_in(state, "hand:0", "wand_sight"),)))
    for _ in range(300):
        d.frames(1)
        if table.peek is not None:
            break
    assert table.peek is not None and table.peek_left is not None
    assert peek_title(table.shown, table.peek[0], table.peek[2], table.viewer) == "Ann looks at Bob's hand"
    d.screenshot(os.path.join(shots, "ui_polish_peek_watching.png"))
    d.frames(int(table.peek_left * 60) + 5)                                 # no click: it goes
    assert table.peek is None


# -- 3. the log tells cards going the same way in one line -------------------------------------

def told(state, events, viewer=0):
    log = LogPanel()
    for e in events:
        log.add(state, e)
    return log.sentences(viewer)


def test_banished_draws_reshuffles_and_discards_are_one_line_each():
    state = engine.new_game("banished", ["Ann", "Bob"], 3, CARDS, setup=banished())
    bob, ann = state.zones["hand:1"].cards, state.zones["hand:0"].cards
    names = [state.cards[u].card_id for u in ann]
    draws = [ev.CardMoved(u, state.cards[u].card_id, "deck:1", "hand:1", -1, False, (1,), "draw") for u in bob]
    reshuffle = [ev.CardMoved(u, state.cards[u].card_id, "discard:1", "deck:1", -1, False, (), "reshuffle")
                 for u in bob[:3]]
    mine = [ev.CardMoved(u, cid, "deck:0", "hand:0", -1, False, (0,), "draw") for u, cid in zip(ann[:3], names)]
    lines = told(state, draws + reshuffle + [ev.Shuffled("deck:1")] + mine)
    assert lines == ["Bob draws 5 cards.", "Bob shuffles 3 cards from the discard into a new deck.",
                     "Ann draws Hollow Spirit ×3."]
    assert told(state, draws, viewer=1) == ["Bob draws Hollow Spirit ×5."]     # Bob knows his cards


@pytest.mark.slow
def test_a_real_combat_discard_and_a_new_spread_are_one_line_each(app):
    table = table_for(app, "banished", BanishedLayout,
                      banished(favor=1, queue=[], grim=["fire_4", "water_4"],
                               bonds=[["fire_sword", "fire_cup"], ["hollow_spirit"]]))
    d = Driver(app)
    d.click(next(b for b in table.bar.buttons if b.label == "End turn").rect.center)
    d.settle()
    state = table.match.state
    jackal, sword = uid_in(state, "grim:0", "fire_4"), uid_in(state, "bonds:0", "fire_sword")
    d.click(card_point(table, jackal))
    d.settle()
    d.click(card_point(table, sword))
    d.settle()
    lines = table.log.sentences(0)
    assert "You discard Cinder Jackal, Sword of Embers and Cup of Embers." in lines      # Ann plays alone: "You"
    assert "Bob discards Drowned Heron and Hollow Spirit." in lines
    dealt = [line for line in lines if line.endswith("are dealt to the Spread.")]
    assert dealt and dealt[-1].count(",") == 3                                 # five cards, one line
    assert not any("moves from" in line or "a card moves" in line.lower() for line in lines)


TOY = toy_cards("""
    - {id: alpha, name: Alpha, family: thing}
    - {id: beta, name: Beta, family: thing}
""")


def test_a_game_with_the_default_words_folds_them_with_the_verb_agreeing():
    from tests.game.engine.toy_game import MANIFEST
    state = engine.new_game(MANIFEST.name, ["Ann", "Bob"], 1, TOY, hands=[["alpha", "beta", "alpha"], ["beta"]])
    cards = state.zones["hand:0"].cards
    moves = [ev.CardMoved(u, state.cards[u].card_id, "hand:0", "discard:0", -1, True, (), "") for u in cards]
    assert told(state, moves) == ["Alpha ×2 and Beta move from Ann's hand to Ann's discard."]
    hidden = [ev.CardMoved(u, None, "hand:0", "banished:0", -1, False, (0,), "") for u in cards]
    assert told(state, hidden) == ["3 cards move from Ann's hand to Ann's banished."]
    one = told(state, moves[:1] + [ev.Message("Ann passes.")] + moves[1:2])
    assert one == ["Alpha moves from Ann's hand to Ann's discard.", "Ann passes.",
                   "Beta moves from Ann's hand to Ann's discard."]


# -- 4. a card with no move says why when it is dropped -------------------------------------------

def test_a_spread_card_too_dear_is_picked_up_and_says_its_price(app, shots):
    table = table_for(app, "banished", BanishedLayout, banished(obol=[3, 0]))
    state = table.match.state
    d = Driver(app)
    before = (state.step, {z: list(zone.cards) for z, zone in state.zones.items()}, dict(state.counters))
    metal = uid_in(state, "spread", "metal_6")
    assert metal not in table.gestures.drags                        # no legal move: nothing lights up
    home = (table.sprites[metal].x, table.sprites[metal].y)
    start = card_point(table, metal)
    d.move(start)
    d.press(start)
    d.move((start[0], start[1] + 120), buttons=(1, 0, 0))
    assert table.gestures.dragging == metal                          # but it comes up in the hand
    d.release(table.layout.regions["discard:0"].center)
    assert "costs 6 Obol; you have 3" in table.message[0]
    d.frames(3)
    d.screenshot(os.path.join(shots, "ui_polish_too_dear.png"))
    d.frames(30)
    assert (round(table.sprites[metal].x), round(table.sprites[metal].y)) == (round(home[0]), round(home[1]))
    d.drag(card_point(table, metal), table.layout.regions["hand:0"].center)
    assert "costs 12 Obol to hand; you have 3" in table.message[0]
    table.message = ("", 0.0)
    d.click(card_point(table, metal))                       # a click picks it too; a click on a place drops it
    assert table.gestures.selected == metal
    d.click(table.layout.regions["discard:0"].center)
    assert "costs 6 Obol; you have 3" in table.message[0]
    after = (state.step, {z: list(zone.cards) for z, zone in state.zones.items()}, dict(state.counters))
    assert after == before


def test_cards_that_are_where_moves_go_are_not_picked_up(app):
    table = table_for(app, "seize", SeizeLayout, SEIZE_RESPONDING)
    state = table.match.state
    d = Driver(app)
    led = state.zones["trick"].cards[0]
    start = card_point(table, led)
    d.move(start)
    d.press(start)
    d.move((start[0], start[1] + 120), buttons=(1, 0, 0))
    assert table.gestures.dragging is None and table.gestures.press is None
    d.release((start[0], start[1] + 120))


def test_a_click_on_another_card_of_the_hand_takes_that_one_instead(app):
    table = table_for(app, "seize", SeizeLayout, SEIZE_RESPONDING)
    state = table.match.state
    d = Driver(app)
    first, second = state.zones["hand:0"].cards[:2]
    d.click(card_point(table, first))
    assert table.gestures.selected == first
    d.click(card_point(table, second))
    assert table.gestures.selected == second and state.step == 0
