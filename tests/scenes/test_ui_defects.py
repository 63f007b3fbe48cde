"""The table's feel: previews, pacing, focus, hot seat, frames, plaques and the log, through real pygame events."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from scenes.table.driver import Driver, card_point
from tests.scenes.test_ui_table import LEADING, seize_table, uid_of


def rest_on(table, d, pos, seconds=0.6):
    d.move(pos)
    d.frames(int(seconds * 60))


def test_a_dropped_card_closes_its_preview(app):
    table = seize_table(app, LEADING)
    d = Driver(app)
    uid = uid_of(table.match.state, "hand:0", "wisdom demon")
    start = card_point(table, uid)
    rest_on(table, d, start)
    assert table.overlays.previewed() == uid                 # resting on a card opens its preview
    target = table.layout.regions["trick"].center
    d.drag(start, target)
    assert table.match.state.zones["trick"].cards[0] == uid
    seen = set()
    moved = 0
    # the card lands, the computer answers, the trick is taken: no preview rides along
    for _ in range(400):
        d.frames(1)
        if table.sprites[uid].moving:
            moved += 1
            seen.add(table.overlays.previewed())
    assert moved > 10 and seen == {None}
    assert table.overlays.previewed() != uid or table.sprites[uid].rect().collidepoint(target)


def test_a_preview_closes_when_its_card_moves_away_from_the_pointer(app):
    table = seize_table(app, LEADING)
    d = Driver(app)
    uid = uid_of(table.match.state, "hand:0", "youth giver")
    rest_on(table, d, card_point(table, uid))
    assert table.overlays.previewed() == uid
    other = uid_of(table.match.state, "hand:0", "wisdom demon")
    d.drag(card_point(table, other), table.layout.regions["trick"].center)   # the hand closes up under the pointer
    d.move(card_point(table, uid))
    d.frames(1)
    assert table.overlays.previewed() is None


def test_at_normal_speed_a_computers_play_holds_about_a_second_before_the_next_event(app):
    from game.engine import events as ev
    app.settings["speed"] = "normal"
    table = seize_table(app, LEADING)
    d = Driver(app)
    clock = {"t": 0.0}
    played = []
    plain = table.playback.play

    def play(e, speed):
        played.append((clock["t"], e, table.playback.playing[0]))
        return plain(e, speed)

    table.playback.play = play
    uid = uid_of(table.match.state, "hand:0", "wisdom demon")
    d.drag(card_point(table, uid), table.layout.regions["trick"].center)
    for _ in range(600):                            # ten seconds of frame time at most
        d.frames(1)
        clock["t"] += 1 / 60
        if table.match.state.zones["trick"].cards == [] and not table.playback.animating:
            break
    answer = next(i for i, (_, e, seat) in enumerate(played) if seat == 1 and isinstance(e, ev.CardMoved))
    assert played[answer][1].dst == "trick"
    held = played[answer + 1][0] - played[answer][0]
    assert 0.9 <= held <= 1.3, held
    assert table.sprites[played[answer][1].card].pulse == 0     # the glow has gone with the hold


def test_the_menu_has_one_focus_the_pointer_moves_it(app):
    import pygame
    from scenes.menu import MenuScene
    menu = MenuScene(app)
    app.push(menu)
    d = Driver(app)
    d.frames(1)
    d.key(pygame.K_DOWN)                                   # the keyboard's focus is on the second game
    games = menu.bar.buttons[:3]
    assert games[1].focus
    d.move(games[2].rect.midleft)                          # the pointer comes to rest on the third
    d.move(games[2].rect.center)
    d.frames(1)
    lit = [b for b in menu.bar.buttons if b.enabled and (b.hover or b.focus)]
    assert lit == [games[2]]
    d.key(pygame.K_UP)                                     # the keys go on from where the pointer left it
    assert [b for b in menu.bar.buttons if b.enabled and (b.hover or b.focus)] == [games[1]]


def test_hot_seat_a_persons_hand_leaves_the_screen_when_their_move_passes_play_to_a_computer(app):
    import pygame
    app.settings["speed"] = "normal"
    table = app.push(app.scene("table", "banished", ["human", "ai:random", "human"], 5, names=["Ann", "Bob", "Cid"]))
    d = Driver(app)
    state = table.match.state
    watched = 0
    for _ in range(4000):
        if watched >= 60 or state.over:
            break
        seat = table.match.to_move()
        if table.curtain is not None:
            d.key(pygame.K_RETURN)
        elif table.my_turn() and table.gestures.actions_ready:
            if table.bar.buttons:
                d.key(pygame.K_1)
            else:
                table.act(table.match.legal()[0])
        elif seat == 1 and table.playback.animating or seat == 1 and table.viewer is None:
            watched += 1
            assert table.viewer is None                     # nobody's view while the computer plays
            for human in (0, 2):
                hand = [u for u in state.zones[f"hand:{human}"].cards if u in table.spots]
                assert all(table.spots[u].face is None for u in hand)
        d.frames(1)
    assert watched >= 60


@pytest.mark.slow
def test_the_table_asks_for_frames_only_while_something_moves(app):
    from scenes.menu import MenuScene
    table = seize_table(app, LEADING)
    d = Driver(app)
    d.frames(2000)                                  # the faces drawn ahead, nothing left to do
    assert not table.warm and table.frame_need() == "still"      # at rest: it sleeps until input
    uid = uid_of(table.match.state, "hand:0", "wisdom demon")
    d.move(card_point(table, uid))
    assert table.frame_need() == "frames"           # the preview is opening
    d.frames(30)
    assert table.overlays.previewed() == uid and table.frame_need() == "still"
    d.drag(card_point(table, uid), table.layout.regions["trick"].center)
    assert table.frame_need() == "frames"
    needs = set()
    for _ in range(600):
        d.frames(1)
        needs.add(table.frame_need())
        if table.match.to_move() == 0 and not table.playback.animating and table.frame_need() == "still":
            break
    assert "poll" in needs or "frames" in needs     # the computer's answer was waited for and shown
    assert table.frame_need() == "still"
    app.push(MenuScene(app))
    assert app.frame_need() == "still"              # the menu sleeps until input


def test_a_name_too_long_for_its_plaque_shrinks_then_ends_in_an_ellipsis(app):
    from scenes.widgets import fitted
    t, text = fitted("title_bold", "Computer (greedy)", 90, 17)
    assert text == "Computer (greedy)" and t.width(text) <= 90          # smaller, whole
    t, text = fitted("title_bold", "Computer (greedy) of the Long Name", 90, 17)
    assert text.endswith("…") and t.width(text) <= 90


def test_every_games_seat_plaques_hold_a_long_name_at_every_size(app, monkeypatch):
    from scenes import widgets
    drawn = []
    plain = widgets.fitted

    def spy(style, string, width, size, smallest=11):
        t, text = plain(style, string, width, size, smallest)
        drawn.append((string, t.width(text), width))
        return t, text

    from scenes.seize import panel as seize_panel
    plain_lines = seize_panel.plate_name_lines

    def spy_lines(name, width, height):
        t, lines = plain_lines(name, width, height)
        drawn.append((" ".join(lines), max(t.width(line) for line in lines), width))
        return t, lines

    monkeypatch.setattr(seize_panel, "plate_name_lines", spy_lines)          # a name may take two lines there
    for module in ("scenes.pariahs.panel", "scenes.banished.paint"):
        monkeypatch.setattr(f"{module}.fitted", spy)
    for game in ("seize", "pariahs", "banished"):
        for size in ((1280, 800), (800, 560)):
            app._resized(size)
            app.push(app.scene("table", game, ["human", "ai:greedy"], 7,
                               names=["Annabelle Longname", "Annabelle's Computer (greedy)"]))
            d = Driver(app)
            d.frames(3)
            app.draw(app.screen)
            app.stack.clear()
    names = {s for s, _, _ in drawn}
    assert {"You", "Annabelle's Computer (greedy)"} <= names        # the person alone is 'You', as in the log
    assert all(w <= room for _, w, room in drawn)


def test_the_same_sentence_told_again_and_again_is_one_line_with_a_count(app):
    from game.engine import events as ev
    from scenes.table.logpanel import LogPanel
    table = seize_table(app, LEADING)
    log = LogPanel()
    for _ in range(10):
        log.add(table.shown, ev.Message("Blue secures Support."))
    log.add(table.shown, ev.Message("Yellow secures Support."))
    assert log.sentences(None) == ["Blue secures Support. (×10)", "Yellow secures Support."]


def test_scrolled_back_the_log_stays_put_and_counts_the_lines_below(app):
    import pygame
    from game.engine import events as ev
    table = seize_table(app, LEADING)
    log = table.log
    for i in range(60):
        log.add(table.shown, ev.Message(f"Line {i}."))
    d = Driver(app)
    d.frames(1)
    d.move(log.rect.center)
    d.post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    d.frames(1)
    before = log.scroll
    assert before == 6
    for i in range(4):
        log.add(table.shown, ev.Message(f"New {i}."))
    d.frames(1)
    assert log.scroll == before + 4                 # "↓ 10 more lines": the new ones wait below


@pytest.mark.slow
def test_when_nothing_moves_the_loop_updates_without_drawing(app):
    from scenes.scene import Scene

    class Still(Scene):
        """Quits after eight updates in a row with no drawing between them (or after 600 updates)."""
        def __init__(self, app):
            super().__init__(app)
            self.updates = self.streak = self.draws = 0

        def frame_need(self):
            return "idle"

        def update(self, dt):
            self.updates += 1
            self.streak += 1
            if self.streak >= 8 or self.updates >= 600:
                self.app.quit()

        def draw(self, surface):
            self.draws += 1
            self.streak = 0

    still = Still(app)
    app.push(still)
    app.helpers = []
    app.run()
    assert still.streak >= 8 and still.updates < 600     # background work is still looked at, nothing redrawn
