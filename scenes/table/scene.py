"""The table: cards on the cloth, dragged to play, the resolution animated event by event.

The match holds the true state.  The table shows ``shown``, a copy moved on
one event at a time by the animation queue; the engine never waits for it.
A person acts only when the queue is empty and it is their move; computer
seats think in a worker thread.  In hot-seat games a curtain hides the table
whenever play passes from one person to another.
"""
from __future__ import annotations

import os
import sys
import time

import pygame

from game import engine
from game.engine import events as ev
from game.engine.describe import card_name, zone_name
from game.engine.replay import save

from scenes import cardface, fonts, settings as settings_mod, theme
from scenes.catalog import title_of
from scenes.designer.livecards import refresh_table
from scenes.scene import Scene
from scenes.dialogs import Dialog, confirm
from scenes.table.aiproc import ProcessWorker
from scenes.table.layout import GenericLayout, Gesture
from scenes.table.logpanel import LogPanel
from scenes.table.match import AIWorker, Match, ReplayMatch
from scenes.table.mirror import apply_event, knows
from scenes.table.sprites import Banner, Sprite
from scenes.widgets import Button, ButtonBar

TOP_BAR = 44
LOG_WIDTH = 270
HOVER_DELAY = 0.35
AI_PAUSE = 0.35            # a computer's move waits this long (times the speed) after the last animation
RESULT_DELAY = 1.6
PEEK_TIME = 2.4            # a look at hidden cards nobody at the table must click away stays this long

EVENT_TIME = {
    "card_moved": 0.28, "card_revealed": 0.3, "card_changed": 0.45, "counter_changed": 0.22,
    "trump_turned": 0.8, "shuffled": 0.3, "trigger_queued": 0.3, "trigger_resolved": 0.1,
    "turn_began": 0.2, "phase_began": 0.1, "game_over": 0.9, "message": 0.05, "action_taken": 0.05,
    "replaced": 0.3, "damage": 0.35, "card_peeked": 0.3,
}


class TableScene(Scene):
    def __init__(self, app, match: Match, layout_cls=None, watch=False, on_over=None, rematch=None):
        super().__init__(app)
        self.match = match
        self.watch = watch or isinstance(match, ReplayMatch)
        self.on_over = on_over                  # fn(table) -> None, once when the game ends
        self.rematch = rematch                  # fn() -> a new TableScene, or None
        self.layout = (layout_cls or GenericLayout)(self)
        self.shown = match.state.clone()
        self.sprites: dict[int, Sprite] = {}
        self.spots = {}
        self.queue: list = []
        self.step_left = 0.0
        self.synced = True
        self.effects = []
        self.log = LogPanel()
        self.worker = AIWorker()
        self.proc = self._process_worker()
        self.ai_wait = 0.0
        self.over_wait = 0.0
        self.finished = False
        self.replay_path = None
        self.message = ("", 0.0)
        self.curtain = None                      # the seat the screen must be passed to
        humans = match.humans
        self.viewer = None if self.watch or not humans else humans[0]
        if len(humans) > 1 and not self.watch:
            first = match.to_move()
            self.curtain = first if first in humans else humans[0]
        self.bar = ButtonBar(numbered=True)
        self.top_buttons = ButtonBar()
        self.actions_ready = False
        self.drags: dict[int, list] = {}
        self.clicks: dict[int, list] = {}
        self.press = None                        # (uid, pos, offset) of a card pressed, not yet dragged
        self.dragging = None
        self.selected = None
        self.hover = (None, 0.0)
        self.mouse = (0, 0)
        self.auto = True                         # replays: play on by themselves
        self.auto_wait = 0.0
        self._felt = None
        self.prompt = ""
        self.warm: list = []
        self.peek = None                         # (zone, uids top first, seat) the viewer is looking at
        self.peek_left = None                    # seconds until the peek goes by itself; None: until a click
        self.playing = (None, False)             # whose move the queued events show; True: a turn they began
        self._quiet = False
        self.resize(app.size)

    def _process_worker(self):
        """The hard level searches for a second: it gets a process of its own (a thread if none can start)."""
        if self.watch or not any(_level(s) == "hard" for s in self.match.specs):
            return None
        try:
            return ProcessWorker(self.app.cards_path)
        except (OSError, ValueError, RuntimeError) as err:
            print(f"the computer player runs in a thread: {err}", file=sys.stderr)
            return None

    def _worker_for(self, seat):
        if self.proc is not None and _level(self.match.specs[seat]) == "hard":
            return self.proc
        return self.worker

    # -- geometry -------------------------------------------------------------
    def resize(self, size):
        w, h = size
        log_w = LOG_WIDTH if w >= 1000 else 200
        self.table_rect = pygame.Rect(8, TOP_BAR + 4, w - log_w - 20, h - TOP_BAR - 12)
        self.log.rect = pygame.Rect(w - log_w - 6, TOP_BAR + 4, log_w, h - TOP_BAR - 12)
        self.log._key = None
        self.layout.resize(self.table_rect)
        self._felt = theme.felt(size)
        self._make_top_buttons()
        self.relayout(0)
        self._refresh_actions()
        self._plan_warmup()

    def _plan_warmup(self):
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

    def _make_top_buttons(self):
        speed = self.app.settings.get("speed", "normal")
        buttons = [Button(f"Speed: {speed}", self._cycle_speed, size=14),
                   Button("Menu", self.back, size=14)]
        if self.finished and not self.watch:
            buttons.insert(0, Button("Results", self._show_results, size=14))
        elif self._concede_action() is not None:
            buttons.insert(0, Button("Concede", self._concede, size=14))
        self.top_buttons.set(buttons)
        x = self.app.size[0] - 8
        for b in reversed(buttons):
            bw, _ = b.natural_size()
            b.rect = pygame.Rect(x - bw, 6, bw, TOP_BAR - 12)
            x -= bw + 8
        for b in buttons:
            b.focus = False

    def _concede_action(self):
        state = self.match.state
        if self.watch or state.over or self.viewer is None or not self.match.is_human(self.viewer):
            return None
        anytime = state.rules.always_legal(state)
        return next((a for a in list(anytime) + list(self.match.legal())
                     if a.kind == "concede" and a.seat == self.viewer), None)

    def _concede(self):
        action = self._concede_action()
        if action is not None:
            confirm(self.app, "Concede?", "You give up this game: the other side wins.", "Concede",
                    lambda: self.act(action))

    def results_button(self):
        self._make_top_buttons()

    def _show_results(self):
        self.app.push("result", self)

    def _cycle_speed(self):
        names = list(settings_mod.SPEEDS)
        cur = self.app.settings.get("speed", "normal")
        self.app.settings["speed"] = names[(names.index(cur) + 1) % len(names)] if cur in names else "normal"
        settings_mod.save(self.app.data_dir, self.app.settings)
        self._make_top_buttons()

    @property
    def speed(self) -> float:
        return settings_mod.speed_factor(self.app.settings)

    # -- placing cards ----------------------------------------------------------
    def relayout(self, duration: float) -> bool:
        """Ask the layout where every card goes; sprites glide there over ``duration``."""
        self.spots = self.layout.place(self.shown, self.viewer)
        changed = False
        for uid, spot in self.spots.items():
            sprite = self.sprites.get(uid)
            if sprite is None:
                self.sprites[uid] = Sprite(uid, spot)
                changed = changed or spot.visible
            elif uid != self.dragging:
                changed = sprite.retarget(spot, duration) or changed
        for uid in list(self.sprites):
            if uid not in self.spots:
                del self.sprites[uid]
        return changed

    # -- the animation queue ------------------------------------------------------
    def enqueue(self, events, seat=None) -> None:
        """Queue the events of ``seat``'s move: its question is answered, so its buttons go at once."""
        if events:
            self.queue.extend(events)
            self.synced = False
            self.actions_ready = False
            self.playing = (seat, False)
            self.shown.pending = None
            self._show_playing()

    def _show_playing(self) -> None:
        """While events play: no decision to take, and the status line of the position they have reached."""
        self.drags, self.clicks = {}, {}
        if not self.watch:
            self.bar.set([])
        self.prompt = self.layout.playing_status(self.shown, self.viewer, *self.playing)

    def play(self, e: ev.Event, speed: float) -> float:
        """Show one event: move the shown copy on, start its animation; returns how long it holds."""
        apply_event(self.shown, e, self.match.state)
        if isinstance(e, ev.TurnBegan):
            self.playing = (e.seat, True)
        self.layout.on_event(self.shown, e)
        self._show_playing()
        self.log.add(self.shown, e)
        base = self.layout.event_time(e)
        if base is None:
            base = EVENT_TIME.get(e.kind, 0.0)
        duration = base * speed
        changed = self.relayout(duration)
        if speed > 0:
            for effect in self.layout.effects(e, self.shown, self.viewer):
                effect.duration *= max(0.5, speed)
                if isinstance(effect, Banner):          # one banner at a time: the newer one speaks
                    self.effects = [f for f in self.effects if not isinstance(f, Banner)]
                self.effects.append(effect)
        if isinstance(e, ev.CardPeeked) and (self.viewer is None or e.seat == self.viewer):
            deck = e.zone in self.shown.zones and self.shown.zones[e.zone].visibility == engine.SECRET
            self.peek = (e.zone, list(reversed(e.cards)) if deck else list(e.cards), e.seat)
            nobody_plays = self.watch or self.viewer is None or not self.match.is_human(e.seat)
            self.peek_left = PEEK_TIME * max(0.4, self.speed) if nobody_plays else None
        if isinstance(e, ev.CardChanged) and e.card in self.sprites:
            self.sprites[e.card].pulse = max(0.3, duration)
            changed = True
        if isinstance(e, (ev.TriggerQueued, ev.Replaced)) and e.card in self.sprites:
            self.sprites[e.card].pulse = max(0.3, duration)
            self.sprites[e.card].pulse_color = theme.TARGET
            changed = True
        if isinstance(e, ev.CardMoved) and not changed:
            return 0.0
        return duration

    def skip(self) -> None:
        """Run the whole queue at once (a click during animations)."""
        while self.queue:
            self.play(self.queue.pop(0), 0.0)
        self.step_left = 0.0
        for sprite in self.sprites.values():
            sprite.snap()
        self.effects.clear()
        self._resync()

    def _resync(self) -> None:
        self.shown = self.match.state.clone()
        self.synced = True
        self.relayout(0.15 * self.speed)
        self._refresh_actions()

    def _advance_queue(self, dt: float) -> None:
        self.step_left -= dt
        speed = self.speed
        while self.step_left <= 0 and self.queue:
            self.step_left += self.play(self.queue.pop(0), speed)
        if not self.queue and self.step_left <= 0 and not self.synced:
            self.step_left = 0.0
            self._resync()

    @property
    def animating(self) -> bool:
        return bool(self.queue) or not self.synced

    # -- acting -------------------------------------------------------------------
    def act(self, action: engine.Action) -> bool:
        """Play ``action`` for the seat to move; an illegal one says why and changes nothing."""
        try:
            events = self.match.apply(action)
        except engine.IllegalAction as err:
            self.say(str(err))
            return False
        self.worker.cancel()
        if self.proc is not None:
            self.proc.cancel()
        self.selected = None
        self.enqueue(events, action.seat)
        return True

    def say(self, text: str, seconds: float = 3.5) -> None:
        if not self._quiet:
            self.message = (text[:1].upper() + text[1:], seconds)

    def my_turn(self) -> bool:
        seat = self.match.to_move()
        return (not self.watch and seat is not None and seat == self.viewer and self.match.is_human(seat)
                and self.curtain is None)

    def _refresh_actions(self) -> None:
        """Turn the legal actions of the person to move into drags, clicks and buttons."""
        self.drags, self.clicks = {}, {}
        self._make_top_buttons()
        if self.synced:
            self.prompt = self.layout.status(self.shown, self.viewer)
        else:
            self._show_playing()
        buttons = []
        if self.watch:
            self._replay_buttons()
            self.actions_ready = True
            return
        if not self.synced or not self.my_turn():
            self.bar.set([])
            self.actions_ready = False
            return
        state = self.match.state
        deciding = state.pending is not None
        for action in self.match.legal():
            g = self.layout.gesture(action, state, self.viewer)
            if g.kind == "drag":
                self.drags.setdefault(g.card, []).append((g.target, action))
            elif g.kind == "click":
                self.clicks.setdefault(g.card, []).append(action)
            if g.kind == "button" or (deciding and g.kind != "none"):
                buttons.append(self._button(action))
        if buttons and not any(b.primary for b in buttons):
            first = next((b for b in buttons if not b.cancel), None)
            if first is not None and state.pending is not None:
                first.primary = True
        self.bar.set(buttons)
        self._layout_bar()
        self.actions_ready = True

    def _button(self, action: engine.Action) -> Button:
        label = self.layout.button_label(action)
        return Button(label, lambda a=action: self.act(a), cancel=self.layout.is_cancel(action),
                      tooltip=str(action) if str(action) != label else "")

    def _layout_bar(self):
        anchor = self.layout.decision_anchor()
        if anchor is None:
            anchor = (self.table_rect.centerx, self.table_rect.bottom - int(self.layout.card_width() * 1.75))
        self.bar.layout_row(anchor)
        bounds = self.bar.bounds()
        if bounds is not None and bounds.w > self.table_rect.w - 20:
            cols = max(1, (self.table_rect.w - 20) // 190)
            rows = (len(self.bar.buttons) + cols - 1) // cols
            y0 = anchor[1] - (rows - 1) * 22
            for i, b in enumerate(self.bar.buttons):
                r, c = divmod(i, cols)
                b.rect = pygame.Rect(self.table_rect.centerx - cols * 95 + c * 190, y0 + r * 44 - 18, 180, 38)

    def _replay_buttons(self):
        m = self.match
        done, total = len(m.actions), len(m.recorded)
        buttons = [Button("⇤ Start", self._replay_restart, size=15),
                   Button("◀ Back", self._replay_back, enabled=done > 0, size=15),
                   Button("❚❚ Pause" if self.auto else "▶ Play", self._replay_toggle, primary=True, size=15),
                   Button("Step ▶", self._replay_step, enabled=done < total, size=15)]
        self.bar.set(buttons)
        self._layout_bar()

    # -- replays ------------------------------------------------------------------
    def _replay_step(self):
        if self.animating:
            self.skip()
        action = self.match.next_action()
        if action is None:
            return
        try:
            events = self.match.apply(action)
        except engine.IllegalAction as err:
            self.auto = False
            self.say(f"The replay does not match these cards at step {len(self.match.actions) + 1}: {err}", 8)
            self.match.recorded = self.match.recorded[: len(self.match.actions)]
            return
        self.enqueue(events, action.seat)
        self._replay_buttons()

    def _replay_toggle(self):
        self.auto = not self.auto
        self._replay_buttons()

    def _replay_restart(self):
        self._rebuild_replay(0)

    def _replay_back(self):
        self._rebuild_replay(max(0, len(self.match.actions) - 1))

    def _rebuild_replay(self, steps: int):
        self.queue.clear()
        self.auto = False
        self.match.restart()
        for action in self.match.recorded[:steps]:
            self.match.apply(action)
        self.log.clear()
        self.finished = False
        self.effects.clear()
        self._resync()
        for sprite in self.sprites.values():
            sprite.snap()
        self._replay_buttons()

    # -- the frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        for sprite in self.sprites.values():
            sprite.update(dt, flip_time=max(0.05, 0.25 * self.speed))
        for effect in self.effects:
            effect.update(dt)
        self.effects = [e for e in self.effects if not e.done]
        if self.message[1] > 0:
            self.message = (self.message[0], self.message[1] - dt)
        if self.peek is not None and self.peek_left is not None:
            self.peek_left -= dt
            if self.peek_left <= 0:
                self.peek = self.peek_left = None
        uid, t = self.hover
        self.hover = (uid, t + dt)
        self.layout.update(dt)
        if self.warm and self.dragging is None:
            self._warm_up(0.002 if self.animating else 0.006)
        self._advance_queue(dt)
        if self.animating:
            self._start_ai()
            return
        state = self.match.state
        if state.over:
            self._game_over(dt)
            return
        if self.watch:
            self._watch(dt)
            return
        seat = self.match.to_move()
        humans = self.match.humans
        if seat in humans and seat != self.viewer and self.curtain is None:
            if len(humans) > 1:
                self.curtain = seat
            else:
                self.viewer = seat
                self.relayout(0)
            self._refresh_actions()
        elif seat is not None and not self.match.is_human(seat):
            self._computer(seat, dt)
        elif not self.actions_ready:
            self._refresh_actions()

    def _start_ai(self):
        state = self.match.state
        seat = self.match.to_move() if not state.over and not self.watch else None
        if seat is None or self.match.is_human(seat):
            return
        worker = self._worker_for(seat)
        if worker.step != state.step or worker.seat != seat:
            if worker is self.proc:
                worker.start_match(self.match, seat, state.step)
            else:
                worker.start(self.match.players[seat], engine.view(state, seat), seat, state.step)

    def _computer(self, seat, dt):
        self._start_ai()
        worker = self._worker_for(seat)
        self.ai_wait += dt
        if self.ai_wait < AI_PAUSE * self.speed:
            return
        action = worker.poll()
        if action is None:
            if worker is self.proc and worker.error:        # the process failed: think in a thread instead
                self.say(worker.error)
                self.proc.close()
                self.proc = None
            return
        if worker.error:
            self.say(worker.error)
        self.ai_wait = 0.0
        step = worker.step
        worker.step = -1
        if step != self.match.state.step:
            return
        self.act(next((a for a in self.match.legal() if a == action), action))

    def _watch(self, dt):
        if not self.auto or self.match.next_action() is None:
            return
        self.auto_wait += dt
        if self.auto_wait >= 0.5 * max(0.2, self.speed):
            self.auto_wait = 0.0
            self._replay_step()

    def _game_over(self, dt):
        if self.finished:
            return
        self.over_wait += dt
        if self.over_wait < RESULT_DELAY * max(0.3, self.speed):
            return
        self.finished = True
        self.bar.set([])
        self._make_top_buttons()
        if self.watch:
            self._replay_buttons()
            return
        self.viewer_before_end = self.viewer
        self.replay_path = self._save_replay()
        if self.on_over:
            self.on_over(self)
        self.app.push("result", self)

    def _save_replay(self):
        folder = settings_mod.replays_dir(self.app.data_dir)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = os.path.join(folder, f"{self.match.game}-{stamp}-seed{self.match.seed}.yaml")
        try:
            os.makedirs(folder, exist_ok=True)
            save(path, self.match.replay())
        except OSError as err:
            print(f"the replay could not be saved: {err}", file=sys.stderr)
            return None
        return path

    # -- input --------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if self.curtain is not None:
            self._curtain_event(event)
            return
        if self.peek is not None:
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                   pygame.K_ESCAPE, pygame.K_SPACE)):
                self.peek = self.peek_left = None
            return
        mouse = event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if mouse and self.top_buttons.handle(event) and event.type != pygame.MOUSEMOTION:
            return
        if self.log.handle(event, self.mouse):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if self.animating and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.skip()
            return
        if self.bar.handle(event) and event.type != pygame.MOUSEMOTION:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._cancel_drag()
            self.selected = None

    def _key(self, event):
        if event.key == pygame.K_SPACE and self.animating:
            self.skip()
            return
        if event.key == pygame.K_ESCAPE and (self.dragging is not None or self.selected is not None):
            self._cancel_drag()
            self.selected = None
            return
        if self.watch and event.key in (pygame.K_RIGHT, pygame.K_LEFT):
            self._replay_step() if event.key == pygame.K_RIGHT else self._replay_back()
            return
        if self.drags and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            order = [u for u in self._hand_order() if u in self.drags]
            if order:
                i = order.index(self.selected) if self.selected in order else -1
                i = (i + (1 if event.key == pygame.K_RIGHT else -1)) % len(order)
                self.selected = order[i]
            return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected in self.drags:
            self._choose([a for _, a in self.drags[self.selected]])
            return
        if self.bar.handle(event):
            return
        if event.key == pygame.K_ESCAPE:
            self.back()

    def _hand_order(self):
        return sorted((u for u in self.drags if u in self.sprites), key=lambda u: self.sprites[u].x)

    def sprite_at(self, pos):
        for sprite in reversed(self.draw_order()):
            if (sprite.spot.visible or sprite.moving) and sprite.contains(pos):
                return sprite
        return None

    def _own_hand_card(self, uid) -> bool:
        card = self.match.state.cards.get(uid)
        if card is None:
            return False
        zone = self.match.state.zones[card.zone]
        return zone.owner == self.viewer and card.zone.partition(":")[0] in self.layout.hand_kinds

    def _press(self, pos):
        sprite = self.sprite_at(pos)
        if self.selected is not None and (sprite is None or sprite.uid != self.selected):
            target = self.target_at(pos)
            card = self.match.state.cards.get(self.selected)
            if target is not None and card is not None and target != card.zone:
                self._drop(self.selected, target)
                return
            self.selected = None                 # a press where it already is: another card is taken instead
        if sprite is None or not self.actions_ready:
            return
        uid = sprite.uid
        if uid in self.drags or (self.drags and (self._own_hand_card(uid) or self._means_a_move(uid))):
            self.press = (uid, pos, (pos[0] - sprite.x, pos[1] - sprite.y))
        elif uid in self.clicks:
            self.press = (uid, pos, None)

    def _means_a_move(self, uid) -> bool:
        """Would dropping ``uid`` somewhere mean a move, legal or not? Then it may be picked up, to hear why not.

        Only a card the viewer knows, in a shared zone that is not itself where moves go (the Spread,
        not the trick); the layout's ``drop_action`` says what a drop means, asked without a word.
        """
        state = self.match.state
        card = state.cards.get(uid)
        if card is None or state.zones[card.zone].owner is not None or not knows(state, uid, self.viewer):
            return False
        if card.zone in {t for pairs in self.drags.values() for t, _ in pairs}:
            return False
        self._quiet = True
        try:
            return any(self.layout.drop_action(uid, target, state, self.viewer) is not None
                       for target in self.layout.regions if target != card.zone)
        finally:
            self._quiet = False

    def _motion(self, pos):
        if self.press and self.dragging is None and self.press[2] is not None:
            uid, start, _ = self.press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > 6:
                self.dragging = uid
                self.selected = None
                self.sprites[uid].dragging = True
        if self.dragging is not None:
            sprite = self.sprites[self.dragging]
            off = self.press[2]
            sprite.x, sprite.y = pos[0] - off[0], pos[1] - off[1]
            sprite.angle = 0.0
            return
        sprite = self.sprite_at(pos)
        uid = sprite.uid if sprite else None
        if uid != self.hover[0]:
            self.hover = (uid, 0.0)

    def _release(self, pos):
        press, self.press = self.press, None
        if self.dragging is not None:
            uid = self.dragging
            self.dragging = None
            self.sprites[uid].dragging = False
            target = self.target_at(pos)
            if target is None or not self._drop(uid, target):
                self._spring(uid)
            return
        if press is None:
            return
        uid = press[0]
        sprite = self.sprite_at(pos)
        if sprite is None or sprite.uid != uid:
            return
        if uid in self.clicks:
            self._choose(self.clicks[uid])
        elif uid in self.drags or press[2] is not None:
            self.selected = None if self.selected == uid else uid

    def _spring(self, uid):
        sprite = self.sprites[uid]
        sprite._from = (sprite.x, sprite.y, sprite.w, sprite.angle)
        sprite.t = 0.0
        sprite.dur = 0.25

    def _cancel_drag(self):
        if self.dragging is not None:
            uid = self.dragging
            self.dragging = None
            self.sprites[uid].dragging = False
            self._spring(uid)
        self.press = None

    def lit_targets(self, uid=None) -> list[str]:
        uid = self.dragging if uid is None else uid
        if uid is None:
            uid = self.selected
        return [t for t, _ in self.drags.get(uid, [])]

    def target_at(self, pos) -> str | None:
        """The drop region under ``pos``: a lit one first, else any region of the layout."""
        uid = self.dragging if self.dragging is not None else self.selected
        regions = self.layout.regions
        for name in self.lit_targets(uid):
            if name in regions and regions[name].collidepoint(pos):
                return name
        for name, rect in sorted(regions.items(), key=lambda kv: kv[1].w * kv[1].h):
            if rect.collidepoint(pos):
                return name
        return None

    def _drop(self, uid, target) -> bool:
        """Drop card ``uid`` on region ``target``: play it if that is legal, else say why."""
        actions = [a for t, a in self.drags.get(uid, []) if t == target]
        if actions:
            self._choose(actions)
            return True
        state = self.match.state
        card = state.cards[uid]
        if target == card.zone or (target in self.layout.regions and self.layout.regions[target].collidepoint(
                self.spots[uid].x, self.spots[uid].y)):
            return False
        action = self.layout.drop_action(uid, target, state, self.viewer) or self._analogy(uid, target)
        if action is None:
            return False
        return self.act(action)

    def _analogy(self, uid, target):
        """What dropping ``uid`` on ``target`` would mean: the move another card makes by going there."""
        for other, pairs in self.drags.items():
            for t, a in pairs:
                if t == target and other != uid:
                    return engine.Action(a.kind, a.seat, (uid,) + tuple(a.args[1:]), a.label)
        return None

    def _choose(self, actions):
        if len(actions) == 1:
            self.act(actions[0])
            return
        buttons = [Button(str(a), lambda a=a: (self.app.pop(), self.act(a))) for a in actions]
        buttons[0].primary = True
        buttons.append(Button("Cancel", self.app.pop, cancel=True))
        self.app.push(Dialog(self.app, "Which move?", "This card can go there in more than one way.", buttons))

    def _curtain_event(self, event):
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or \
            (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
        if ready:
            self.viewer = self.curtain
            self.curtain = None
            self.log._key = None
            self.relayout(0)
            for sprite in self.sprites.values():
                sprite.snap()
            self._refresh_actions()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self):
        if self.dragging is not None:
            self._cancel_drag()
            return
        buttons = [Button("Resume", self.app.pop, primary=True, cancel=True)]
        state = self.match.state
        concede = self._concede_action()
        if concede is not None:
            buttons.append(Button("Concede", lambda a=concede: (self.app.pop(), self.act(a))))
        buttons.append(Button("Leave the table", self._leave))
        text = "The game is paused." if not state.over else "The game is over."
        if not self.watch and not state.over:
            text += " Leaving abandons it (nothing is saved)."
        self.app.push(Dialog(self.app, "Paused", text, buttons))

    def _leave(self):
        self.app.reset("menu")

    def cards_changed(self, cards) -> None:
        """The card file was saved: the game goes on with the new definitions, faces redraw."""
        refresh_table(self, cards)

    def close(self):
        self.worker.cancel()
        if self.proc is not None:
            self.proc.close()
            self.proc = None

    # -- drawing ------------------------------------------------------------------
    def draw_order(self) -> list[Sprite]:
        return sorted(self.sprites.values(), key=lambda s: (s.dragging, s.t < 1.0, s.spot.z))

    def _background(self) -> pygame.Surface:
        """The felt with what never moves drawn on it, kept until the layout changes."""
        key = (self.app.size, self.layout.static_key())
        if getattr(self, "_board_key", None) != key:
            board = self._felt.copy()
            self.layout.draw_static(board)
            self._board, self._board_key = board, key
        return self._board

    def draw(self, surface):
        if self.curtain is not None:
            surface.blit(self._felt, (0, 0))
            self._draw_curtain(surface)
            return
        surface.blit(self._background(), (0, 0))
        self.layout.draw_under(surface, self.shown, self.viewer)
        self._draw_targets(surface)
        selected = self.selected
        for sprite in self.draw_order():
            if not sprite.spot.visible and not sprite.moving:
                continue
            if sprite.dragging:
                continue
            lifted = sprite.uid == selected
            if lifted:
                y = sprite.y
                sprite.y -= 18
                sprite.draw(surface, lifted=True)
                sprite.y = y
            else:
                sprite.draw(surface)
        self.layout.draw_over(surface, self.shown, self.viewer)
        for effect in self.effects:
            effect.draw(surface)
        self._draw_top(surface)
        self.log.draw(surface, self.viewer)
        self._draw_decision(surface)
        if self.dragging is not None:
            self.sprites[self.dragging].draw(surface, lifted=True)
        else:
            self._draw_hover(surface)
        self._draw_message(surface)
        if self.peek is not None:
            self._draw_peek(surface)

    def _draw_peek(self, surface):
        """The hidden cards a seat looked at (the top of a deck, another's hand), until a click or a moment."""
        zone, uids, seat = self.peek
        deck = zone in self.shown.zones and self.shown.zones[zone].visibility == engine.SECRET
        faces = [self.layout.face(self.shown, u) for u in uids if u in self.shown.cards]
        gap = 24
        room = self.table_rect.w - 40 - gap * (len(faces) + 1)
        width = int(max(60, min(self.layout.hover_width() * 0.8, room / max(1, len(faces)),
                                (self.table_rect.h - 150) / cardface.RATIO)))
        imgs = [cardface.render_face(f, width) if f else cardface.render_back(self.shown.game, width) for f in faces]
        w = sum(i.get_width() for i in imgs) + gap * (len(imgs) + 1)
        h = (imgs[0].get_height() if imgs else 100) + 130
        box = pygame.Rect(0, 0, max(w, 460), h)
        box.center = self.table_rect.center
        theme.panel(surface, box, theme.PANEL, 235, 14, theme.GOLD_DARK)
        title_text = peek_title(self.shown, zone, seat, self.viewer if not self.watch else None, uids)
        title = fonts.fit("title", title_text, box.w - 24, 26).render(title_text, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
        x = box.centerx - (w - 2 * gap) // 2
        for i, img in enumerate(imgs):
            surface.blit(img, (x, box.y + 56))
            if deck:
                cap = fonts.render("ui", 14, _ordinal(i), theme.TEXT_DIM)
                surface.blit(cap, cap.get_rect(midtop=(x + img.get_width() // 2, box.y + 60 + img.get_height())))
            x += img.get_width() + gap
        if self.peek_left is None:
            hint = fonts.render("ui", 14, "Click or press Enter to go on", theme.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 10)))
        else:
            full = PEEK_TIME * max(0.4, self.speed)
            bar = pygame.Rect(0, 0, int((box.w - 80) * max(0.0, self.peek_left) / full), 4)
            bar.midbottom = (box.centerx, box.bottom - 14)
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=2)

    def _draw_targets(self, surface):
        lit = self.lit_targets()
        if not lit:
            return
        under = self.target_at(self.mouse)
        for name in lit:
            rect = self.layout.regions.get(name)
            if rect is None:
                continue
            hot = name == under
            layer = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.TARGET, 70 if hot else 34), layer.get_rect(), border_radius=14)
            pygame.draw.rect(layer, (*theme.TARGET, 255 if hot else 170), layer.get_rect(), width=3,
                             border_radius=14)
            surface.blit(layer, rect.inflate(12, 12).topleft)

    def _draw_top(self, surface):
        surface.blit(theme.panel_layer((self.app.size[0], TOP_BAR), (8, 14, 12), 210, 0, None), (0, 0))
        title = fonts.render("title", 24, title_of(self.match.game), theme.GOLD)
        surface.blit(title, (14, (TOP_BAR - title.get_height()) // 2))
        status = self.prompt
        thinking = next((w for w in (self.worker, self.proc) if w is not None and w.busy), None)
        if thinking is not None and time.perf_counter() - thinking.started > 0.3:
            status = f"{self.match.names[thinking.seat]} is thinking…"
        elif self.watch:
            status = f"Replay: step {len(self.match.actions)} of {len(self.match.recorded)}"
        room = self.top_buttons.bounds().x - title.get_width() - 60 if self.top_buttons.bounds() else 400
        t = fonts.fit("ui", status, room, 16)
        img = t.render(status, theme.TEXT)
        surface.blit(img, (title.get_width() + 40, (TOP_BAR - img.get_height()) // 2))
        self.top_buttons.draw(surface)

    def _draw_decision(self, surface):
        if not self.bar.buttons:
            return
        bounds = self.bar.bounds()
        if bounds is None:
            return
        pending = self.match.state.pending
        lines = []
        if pending is not None and pending.seat == self.viewer and not self.watch:
            lines = fonts.text("ui", 17).wrap(pending.prompt, max(bounds.w + 40, 420))
        t = fonts.text("ui", 17)
        box = bounds.inflate(28, 24)
        if lines:
            box.h += len(lines) * t.height + 6
            box.y -= len(lines) * t.height + 6
            box.w = max(box.w, max(t.width(l) for l in lines) + 40)
            box.centerx = bounds.centerx
        theme.panel(surface, box, theme.PANEL, 215, 12, theme.GOLD_DARK)
        y = box.y + 10
        for line in lines:
            img = t.render(line, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += t.height
        self.bar.draw(surface)
        tip = next((b.tooltip for b in self.bar.buttons if b.tooltip and b.hover), "")
        if tip:
            t = fonts.text("ui", 15)
            tip_lines = t.wrap(tip, 460)
            tip_box = pygame.Rect(0, 0, max(t.width(l) for l in tip_lines) + 24, len(tip_lines) * t.height + 14)
            tip_box.midbottom = (box.centerx, box.y - 8)
            theme.panel(surface, tip_box, (40, 34, 20), 235, 8, theme.GOLD_DARK)
            y = tip_box.y + 7
            for line in tip_lines:
                surface.blit(t.render(line, theme.CREAM), (tip_box.x + 12, y))
                y += t.height

    def _draw_hover(self, surface):
        uid, t = self.hover
        if uid is None or t < HOVER_DELAY or uid not in self.sprites or self.press is not None:
            return
        if not knows(self.shown, uid, self.viewer):
            return
        face = self.layout.face(self.shown, uid)
        if face is None:
            return
        sprite = self.sprites[uid]
        img = cardface.render_face(face, self.layout.hover_width())
        r = img.get_rect()
        src = sprite.rect()
        r.midleft = (src.right + 12, src.centery)
        if r.right > self.app.size[0] - 4:
            r.midright = (src.left - 12, src.centery)
        r.clamp_ip(pygame.Rect(0, TOP_BAR + 2, self.log.rect.x - 4, self.app.size[1] - TOP_BAR - 4))
        surface.blit(_big_shadow(r.size), r.move(6, 8))
        surface.blit(img, r)

    def _draw_message(self, surface):
        text, left = self.message
        if left <= 0 or not text:
            return
        t = fonts.text("ui", 17)
        lines = t.wrap(text, min(640, self.table_rect.w - 60))
        h = len(lines) * t.height + 18
        w = max(t.width(l) for l in lines) + 36
        box = pygame.Rect(0, 0, w, h)
        box.center = (self.table_rect.centerx, self.table_rect.centery + self.table_rect.h // 8)
        theme.panel(surface, box, (60, 20, 16), int(230 * min(1.0, left * 2)), 10, theme.RED)
        y = box.y + 9
        for line in lines:
            img = t.render(line, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += t.height

    def _draw_curtain(self, surface):
        name = self.match.names[self.curtain]
        box = pygame.Rect(0, 0, 560, 220)
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        theme.panel(surface, box, theme.PANEL, 235, 16, theme.GOLD_DARK)
        title = fonts.render("title", 40, f"Pass the screen to {name}", theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 30)))
        for i, line in enumerate((f"{name}, click or press Enter when you are ready.",
                                  "Nobody else should see this hand.")):
            img = fonts.render("ui", 17, line, theme.TEXT if i == 0 else theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 110 + i * 30)))


def peek_title(shown, zone: str, seat: int, viewer, uids=()) -> str:
    """'You look at the top of the table deck', 'Ann looks at Bob's hand and Bob's Grim slot':
    worded from the zone looked at (and the other places the cards lie)."""
    who = "You look" if viewer is not None and seat == viewer else f"{shown.seats[seat]} looks"
    if zone not in shown.zones:
        return f"{who} at hidden cards"
    where = zone_name(shown, zone)
    if shown.zones[zone].visibility == engine.SECRET:
        return f"{who} at the top of {where}"
    also = dict.fromkeys(shown.cards[u].zone for u in uids if u in shown.cards and shown.cards[u].zone != zone)
    places = [where] + [zone_name(shown, z) for z in also]
    return f"{who} at {', '.join(places[:-1])} and {places[-1]}" if len(places) > 1 else f"{who} at {where}"


def _ordinal(i: int) -> str:
    """The place of the (i+1)-th card from the top: 'top', '2nd', '3rd', '4th'."""
    return "top" if i == 0 else f"{i + 1}{'nd' if i == 1 else 'rd' if i == 2 else 'th'}"


def _level(spec: str):
    parts = spec.split(":")
    return parts[1] if len(parts) > 1 and parts[0] == "ai" else None


def _big_shadow(size):
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 110), s.get_rect(), border_radius=18)
    return s
