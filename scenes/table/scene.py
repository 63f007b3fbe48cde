"""The table: cards on the cloth, dragged to play, the resolution animated event by event.

The match holds the true state.  The table shows ``shown``, a copy moved on
one event at a time by the animation queue; the engine never waits for it.
A person acts only when the queue is empty and it is their move; computer
seats think in a worker thread.  In hot-seat games a curtain hides the table
whenever play passes from one person to another.
"""
from __future__ import annotations

import time

import pygame

from game import engine
from game.engine.describe import sentence_start

from game.store import records

from scenes import cardface, settings as settings_mod
from scenes.dialogs import Dialog
from scenes.table import autosave
from scenes.scene import Scene, reserved_foot
from scenes.table.gestures import Gestures
from scenes.table.hint import Hint
from scenes.table.keys import Keys
from scenes.table.layout import GenericLayout
from scenes.table.logpanel import LogPanel
from scenes.table.marks import Marks
from scenes.table.match import Match, ReplayMatch
from scenes.table.new_cards import go_on_with
from scenes.table.overlays import Overlays
from scenes.table.playback import Playback
from scenes.table.replay_controls import ReplayControls
from scenes.table.saving import save_replay
from scenes.table.seats import Seats
from scenes.table.sprites import Sprite
from scenes.table.top_bar import TOP_BAR, TopBar
from scenes.table.undo import TAKEN_BACK, undo_point
from scenes.table.view import TableView
from scenes.widgets import Button, ButtonBar

RESULT_DELAY = 1.6


class TableScene(Scene):
    """One game at the table: the match, the shown copy and the cards' sprites, and the parts that own the
    rest: the playback, the gestures and keys, the drawing, the top bar, the seats, a replay's controls."""
    process_search = True                       # a hard computer seat may search in a process of its own

    def __init__(self, app, match: Match, layout_cls=None, watch=False, on_over=None, rematch=None):
        super().__init__(app)
        self.match = match
        self.watch = watch or isinstance(match, ReplayMatch)
        self.on_over = on_over                  # fn(table) -> None, once when the game ends
        self.rematch = rematch                  # fn() -> a new TableScene, or None
        self.layout = (layout_cls or GenericLayout)(TableView(self))
        self.shown = match.state.clone()
        self.sprites: dict[int, Sprite] = {}
        self.spots = {}
        self.marks = Marks()                     # what the last frame drew where
        self.log = LogPanel(self.layout.told_moves)
        self.over_wait = 0.0
        self.finished = False
        self.replay_path = None
        self.message = ("", 0.0)
        self.prompt = ""
        self.warm: list = []
        self.peek = None                         # (zone, uids top first, seat) the viewer is looking at
        self.peek_left = None                    # seconds until the peek goes by itself; None: until a click
        self.curtain = None                      # the seat the screen must be passed to
        self.bar = ButtonBar(numbered=True)      # the decision panel's buttons
        self.playback = Playback(self)
        self.gestures = Gestures(self)
        self.keys = Keys(self)
        self.overlays = Overlays(self)
        self.top_bar = TopBar(self)
        self.replay = ReplayControls(self)
        self.seats = Seats(self)
        humans = match.humans
        self.viewer = None if self.watch or not humans else humans[0]
        if len(humans) > 1 and not self.watch:
            first = match.to_move()
            self.curtain = first if first in humans else humans[0]
        stakes = (getattr(match, "context", None) or {}).get("stakes")
        self.undo_allowed = (not self.watch and bool(humans) and not stakes       # docs/rules/UNDO.md
                             and match.knowledge is not None and app.settings.get("undo", True))
        self.guide = None                        # a guided first game's script (scenes/guided/guide.py)
        self.hint = Hint(self)                   # "What would you do?" (H)
        self.resize(app.size)

    @property
    def speed(self) -> float:
        """The animation speed factor (0: instant)."""
        return settings_mod.speed_factor(self.app.settings)

    # -- geometry -------------------------------------------------------------
    def resize(self, size):
        w, h = size
        h -= reserved_foot(self.app)                    # a bar at the foot (the card file's problems)
        beside = self.log.place((w, h), TOP_BAR)        # the width the log keeps beside the table (it may fold)
        self.table_rect = pygame.Rect(8, TOP_BAR + 4, w - beside - 20, h - TOP_BAR - 12)
        self.layout.resize(self.table_rect)
        self.overlays.resize(size)
        self.top_bar.make()
        self.relayout(0)
        self.gestures.refresh()
        self.plan_warmup()

    def plan_warmup(self):
        """Faces to draw ahead, a few each quiet frame, so no animation waits on a first drawing."""
        widths = self.layout.warm_widths()
        faces = []
        seen = set()
        for uid in self.match.state.cards:
            face = self.layout.face(self.match.state, uid)
            if face is not None and face not in seen:
                seen.add(face)
                faces.append(face)
        self.warm = [(f, w) for w in widths for f in faces]

    def _warm_up(self, budget=0.004):
        start = time.perf_counter()
        while self.warm and time.perf_counter() - start < budget:
            face, width = self.warm.pop()
            cardface.render_face(face, width)

    def results_button(self):
        self.top_bar.make()

    # -- placing cards ----------------------------------------------------------
    def relayout(self, duration: float) -> bool:
        """Ask the layout where every card goes; sprites glide there over ``duration``."""
        self.spots = self.layout.place(self.shown, self.viewer)
        changed = False
        dragging = self.gestures.dragging
        for uid, spot in self.spots.items():
            sprite = self.sprites.get(uid)
            if sprite is None:
                self.sprites[uid] = Sprite(uid, spot)
                changed = changed or spot.visible
            elif uid != dragging:
                changed = sprite.retarget(spot, duration) or changed
        for uid in list(self.sprites):
            if uid not in self.spots:
                del self.sprites[uid]
        return changed

    # -- acting -------------------------------------------------------------------
    def act(self, action: engine.Action) -> bool:
        """Play ``action`` for the seat to move; an illegal one says why and changes nothing."""
        refusal = self.guide.refusal(action) if self.guide is not None else None
        if refusal:
            self.say(refusal)
            if action.card in self.sprites and action.card != self.gestures.dragging:
                self.gestures.spring(action.card)
            return False
        try:
            events = self.match.apply(action)
        except engine.IllegalAction as err:
            self.say(str(err))
            return False
        self.seats.cancel()
        self.gestures.selected = None
        self.playback.enqueue(events, action.seat)
        self.hint.clear()
        if self.guide is not None:
            self.guide.acted(action)
        if self.match.resumable and not self.watch:
            autosave.write(self.app.data_dir, self.match)
        self.top_bar.make()
        return True

    def undo(self) -> bool:
        """Take back the viewer's last decision (docs/rules/UNDO.md); says why when it cannot."""
        if not self.undo_allowed:
            self.say("Moves cannot be taken back in this game.")
            return False
        if self.playback.animating:
            self.playback.skip()
        point = undo_point(self.match, self.viewer)
        if point.keep is None:
            self.say(point.why)
            return False
        self.seats.taken_back(len(self.match.taken_back))
        self.match.take_back(point.keep)
        self.gestures.selected = self.peek = self.peek_left = None
        self.log.add(self.match.state, TAKEN_BACK)
        self.playback.resync()
        for sprite in self.sprites.values():
            sprite.snap()
        self.top_bar.make()
        if self.match.resumable:
            autosave.write(self.app.data_dir, self.match)
        self.say("Move taken back.", 2.0)
        return True

    def handle_event(self, event) -> None:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
                and self.curtain is None and not self.watch):
            self.undo()
            return
        if self.guide is not None and self.curtain is None and self.guide.handle(event):
            return
        if event.type == pygame.KEYDOWN and self.curtain is None and event.key in (pygame.K_h, pygame.K_F1):
            self.hint.ask() if event.key == pygame.K_h else self.how_to_play()
            return
        self.gestures.handle_event(event)

    def how_to_play(self):
        self.app.push("howto", self.match.game, from_table=True)

    def you_seat(self):
        return self.seats.you_seat()

    def my_turn(self) -> bool:
        return self.seats.my_turn()

    def say(self, text: str, seconds: float = 3.5) -> None:
        if not self.gestures.quiet:
            self.message = (sentence_start(text), seconds)

    # -- the frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.hint.update()
        if self.guide is not None:
            self.guide.update()
        for sprite in self.sprites.values():
            sprite.update(dt, flip_time=max(0.05, 0.25 * self.speed))
        if self.message[1] > 0:
            self.message = (self.message[0], self.message[1] - dt)
        if self.peek is not None and self.peek_left is not None:
            self.peek_left -= dt
            if self.peek_left <= 0:
                self.peek = self.peek_left = None
        self.gestures.track_hover(dt)
        self.layout.update(dt)
        if self.warm and self.gestures.dragging is None:
            self._warm_up(0.002 if self.playback.animating else 0.006)
        self.playback.advance(dt)
        if self.playback.animating:
            self.seats.start_ai()
            return
        if self.match.state.over:
            self._game_over(dt)
            return
        if self.watch:
            self.replay.update(dt)
            return
        seat = self.match.to_move()
        humans = self.match.humans
        if seat in humans and seat != self.viewer and self.curtain is None:
            if len(humans) > 1:
                self.curtain = seat
            else:
                self.viewer = seat
                self.relayout(0)
            self.gestures.refresh()
        elif seat is not None and not self.match.is_human(seat):
            self.seats.computer(seat, dt)
        elif not self.gestures.actions_ready:
            self.gestures.refresh()

    def _game_over(self, dt):
        if self.finished:
            return
        self.over_wait += dt
        if self.over_wait < RESULT_DELAY * max(0.3, self.speed):
            return
        self.finished = True
        self.bar.set([])
        self.top_bar.make()
        if self.watch:
            self.replay.show_buttons()
            return
        self.viewer_before_end = self.viewer
        self.replay_path = save_replay(self.app.data_dir, self.match)
        if self.replay_path is not None:
            autosave.discard(self.app.data_dir, self.match)
        if self.match.resumable:
            self.record_id = records.record_match(self.app.data_dir, self.match, self.replay_path)
        if self.on_over:
            self.on_over(self)
        self.app.push("result", self)

    def draw(self, surface):
        self.overlays.draw(surface)

    def light(self):
        """The guided step's or the hint's spotlight to draw now (None: nothing is lit)."""
        if self.curtain is not None or self.peek is not None:
            return None
        return self.guide.spotlight() if self.guide is not None else self.hint.spotlight()

    def shown_state(self) -> dict:
        """For ``scenes.shown``: whose move it is, the cards that may be dragged or clicked and where to, the log."""
        return shown_record(self)

    def frame_need(self) -> str:
        """As ``_motion_need``, but a guided step that moved on is drawn, a hint being searched is polled, and a
        table at rest with no guide sleeps until input ("still")."""
        need = self._motion_need()
        if need != "idle":
            return need
        if self.guide is not None:
            return "frames" if self.guide.changed() else "idle"
        return "poll" if self.hint.busy else "still"

    def _motion_need(self) -> str:
        """"frames" while anything on the table moves or fades, "poll" while a computer is to move, else "idle"."""
        g = self.gestures
        if self.playback.moving or g.dragging is not None or self.message[1] > 0 or self.warm:
            return "frames"
        if self.peek_left is not None or g.hover_pending:
            return "frames"
        if any(s.moving or s.pulse > 0 for s in self.sprites.values()):
            return "frames"
        if self.watch:
            return "frames" if self.replay.playing_on else "idle"
        if self.match.state.over:
            return "idle" if self.finished else "frames"
        seat = self.match.to_move()
        if self.curtain is None and seat is not None and not self.match.is_human(seat):
            return "poll"
        return "idle" if g.actions_ready or self.curtain is not None else "frames"

    # -- leaving ------------------------------------------------------------------
    def back(self):
        if self.gestures.dragging is not None:
            self.gestures.cancel_drag()
            return
        self._ask_leave(self._leave)

    def _in_progress(self) -> bool:
        return not self.watch and not self.match.state.over

    def _ask_leave(self, leave):
        """The pause dialog: a game in progress says it is saved before it is left."""
        state = self.match.state
        if self._in_progress():
            title, text = "Leave this game?", ("It is saved: Continue on the menu brings it back as it is."
                                               if self.match.resumable else "This game is not kept.")
            buttons = [Button("Stay", self.app.pop, primary=True, cancel=True)]
        elif self.watch:
            title = "The replay is over" if self.match.next_action() is None else "Replay paused"
            text = f"Step {len(self.match.actions)} of {len(self.match.recorded)}."
            buttons = [Button("Back to the replay", self.app.pop, primary=True, cancel=True)]
        else:
            title, text = "Paused", "The game is paused." if not state.over else "The game is over."
            buttons = [Button("Resume", self.app.pop, primary=True, cancel=True)]
        concede = self.seats.concede_action()
        if concede is not None:
            buttons.append(Button("Concede", lambda a=concede: (self.app.pop(), self.act(a))))
        buttons.append(Button("Leave", leave) if self._in_progress() else Button("Leave the table", leave))
        self.app.push(Dialog(self.app, title, text, buttons))

    def holds_quit(self) -> bool:
        """The window is being closed: a game in progress asks first (closing again quits)."""
        if not self._in_progress() or self.app.top is not self:
            return False
        self.gestures.cancel_drag()
        self._ask_leave(self.app.quit)
        return True

    def _leave(self):
        self.app.reset("menu")

    def cards_changed(self, cards) -> None:
        """The card file was saved: the game goes on with the new definitions, faces redraw."""
        go_on_with(self, cards)

    def close(self):
        self.hint.close()
        self.seats.close()


def shown_record(table) -> dict:
    """What ``scenes.shown`` records of the table: whose move it is, the cards that may be dragged or clicked
    and where to, the choices, the log, the lit step and the marks."""
    state = table.match.state
    g = table.gestures

    def card(uid):
        sprite, known = table.sprites.get(uid), state.cards.get(uid)
        return {"uid": uid, "card": known.card_id if known is not None else "",
                "rect": list(sprite.rect()) if sprite is not None else None}

    light = table.light()
    lit = None
    if light is not None:
        parts = light.parts()
        lit = {"title": light.title, "text": light.text,
               **{k: list(r) if r is not None else None for k, r in zip(("card", "target", "button"), parts)}}
    regions = table.layout.regions
    moves = []
    for uid, pairs in g.drags.items():
        targets = dict.fromkeys(t for t, _ in pairs if t in regions)
        moves.append({**card(uid), "targets": [{"name": t, "rect": list(regions[t])} for t in targets]})
    ready = bool(g.actions_ready and not table.playback.animating and table.curtain is None)
    return {"game": table.match.game, "ready": ready,
            "my_turn": bool(table.playback.synced and table.my_turn()), "over": bool(state.over),
            "prompt": table.prompt, "moves": moves, "choices": [b.label for b in table.bar.buttons if b.enabled],
            "clicks": [card(uid) for uid in g.clicks],
            "log": table.log.sentences(table.viewer), "light": lit,
            "marks": [{"kind": m.kind, "owner": m.owner, "rect": list(m.rect), "label": m.text}
                      for m in table.marks]}
