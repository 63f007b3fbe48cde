"""The table's gestures: the legal actions of the person to move as drags, clicks and buttons, and the
presses, drags, drops and keys that choose one."""
from __future__ import annotations

import pygame

from game import engine

from scenes.dialogs import Dialog
from scenes.table.visibility import knows
from scenes.widgets import Button

HOVER_DELAY = 0.35         # a card at rest under the pointer this long opens its big preview


class Gestures:
    """From the mouse and the keys to an action: the moves offered (drags, clicks, buttons), and the press,
    drag, drop, click and arrow keys that choose one."""

    def __init__(self, table):
        self.table = table
        self.drags: dict[int, list] = {}         # uid -> [(target, action)]
        self.clicks: dict[int, list] = {}        # uid -> [action]
        self.actions_ready = False               # the drags, clicks and buttons are the person's moves now
        self.press = None                        # (uid, pos, offset) of a card pressed, not yet dragged
        self.dragging = None
        self.selected = None
        self.hover = (None, 0.0)                 # the card resting under the pointer, and for how long
        self.mouse = (0, 0)
        self.quiet = False                       # asking the layout what a drop would mean: no word is said
        self._hover_mouse = None

    def offer_nothing(self) -> None:
        self.drags, self.clicks = {}, {}

    def refresh(self) -> None:
        """Turn the legal actions of the person to move into drags, clicks and buttons."""
        t = self.table
        self.drags, self.clicks = {}, {}
        t.top_bar.make()
        if t.playback.synced:
            t.prompt = t.layout.status(t.shown, t.viewer)
        else:
            t.playback.show_playing()
        buttons = []
        if t.watch:
            t.replay.show_buttons()
            self.actions_ready = True
            return
        if not t.playback.synced or not t.my_turn():
            t.bar.set([])
            self.actions_ready = False
            return
        state = t.match.state
        deciding = state.pending is not None
        lit = t.guide.expected() if t.guide is not None else None
        for action in t.match.legal():
            g = t.layout.gesture(action, state, t.viewer)
            if g.kind == "drag":
                self.drags.setdefault(g.card, []).append((g.target, action))
            if g.kind == "click" or (g.kind == "drag" and g.also_click):
                self.clicks.setdefault(g.card, []).append(action)
            if g.kind == "button" or g.also_button or (deciding and g.kind != "none"):
                buttons.append(self.button(action))
                if action == lit:                # a guided step's lit button is the default: Enter picks it
                    buttons[-1].primary = True
        if buttons and not any(b.primary for b in buttons):
            first = next((b for b in buttons if not b.cancel), None)
            if first is not None and state.pending is not None:
                first.primary = True
        t.bar.set(buttons)
        t.overlays.layout_bar()
        self.actions_ready = True

    def button(self, action: engine.Action) -> Button:
        """The decision panel's button for ``action``."""
        label = self.table.layout.button_label(action)
        return Button(label, lambda a=action: self.table.act(a), cancel=self.table.layout.is_cancel(action),
                      tooltip=str(action) if str(action) != label else "")

    def handle_event(self, event) -> None:
        t = self.table
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if t.curtain is not None:
            t.seats.curtain_event(event)
            return
        if t.peek is not None:
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                   pygame.K_ESCAPE, pygame.K_SPACE)):
                t.peek = t.peek_left = None
            return
        mouse = event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if mouse and t.top_bar.buttons.handle(event) and event.type != pygame.MOUSEMOTION:
            return
        if t.log.handle(event, self.mouse):
            return
        if event.type == pygame.KEYDOWN:
            t.keys.key(event)
            return
        if t.playback.animating and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            t.playback.skip()
            return
        if t.bar.handle(event) and event.type != pygame.MOUSEMOTION:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press_at(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.move_to(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_drag()
            self.selected = None

    def sprite_at(self, pos):
        for sprite in reversed(self.table.overlays.draw_order()):
            if (sprite.spot.visible or sprite.moving) and sprite.contains(pos):
                return sprite
        return None

    def _own_hand_card(self, uid) -> bool:
        t = self.table
        card = t.match.state.cards.get(uid)
        if card is None:
            return False
        zone = t.match.state.zones[card.zone]
        return zone.owner == t.viewer and card.zone.partition(":")[0] in t.layout.hand_kinds

    def press_at(self, pos) -> None:
        sprite = self.sprite_at(pos)
        if self.selected is not None and (sprite is None or sprite.uid != self.selected):
            target = self.target_at(pos)
            card = self.table.match.state.cards.get(self.selected)
            if target is not None and card is not None and target != card.zone:
                self.drop(self.selected, target)
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
        t = self.table
        state = t.match.state
        card = state.cards.get(uid)
        if card is None or state.zones[card.zone].owner is not None or not knows(state, uid, t.viewer):
            return False
        if card.zone in {target for pairs in self.drags.values() for target, _ in pairs}:
            return False
        self.quiet = True
        try:
            return any(t.layout.drop_action(uid, target, state, t.viewer) is not None
                       for target in t.layout.regions if target != card.zone)
        finally:
            self.quiet = False

    def move_to(self, pos) -> None:
        sprites = self.table.sprites
        if self.press and self.dragging is None and self.press[2] is not None:
            uid, start, _ = self.press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > 6:
                self.dragging = uid
                self.selected = None
                sprites[uid].dragging = True
        if self.dragging is not None:
            sprite = sprites[self.dragging]
            off = self.press[2]
            sprite.x, sprite.y = pos[0] - off[0], pos[1] - off[1]
            sprite.angle = 0.0
            return
        self.track_hover(0.0)

    def track_hover(self, dt: float) -> None:
        """The card resting under the pointer and for how long: none while a card is held or the one
        under the pointer glides, so a preview closes when its card leaves the pointer, drops or moves.  A hover
        begins only when the pointer moves onto a card: a card that lands under a resting pointer (a drop)
        opens no preview."""
        moved, self._hover_mouse = self.mouse != self._hover_mouse, self.mouse
        sprite = self.sprite_at(self.mouse) if self.dragging is None and self.press is None else None
        uid = sprite.uid if sprite is not None and not sprite.moving else None
        if uid != self.hover[0] and not moved:
            uid = None
        self.hover = (uid, self.hover[1] + dt if uid == self.hover[0] else 0.0)

    @property
    def hover_pending(self) -> bool:
        """The pointer rests on a card, not yet long enough to open its preview."""
        return self.hover[0] is not None and self.hover[1] < HOVER_DELAY

    def release_at(self, pos) -> None:
        press, self.press = self.press, None
        if self.dragging is not None:
            uid = self.dragging
            self.dragging = None
            self.table.sprites[uid].dragging = False
            self.hover = (None, 0.0)
            target = self.target_at(pos)
            if target is None or not self.drop(uid, target):
                self.spring(uid)
            return
        if press is None:
            return
        uid = press[0]
        sprite = self.sprite_at(pos)
        if sprite is None or sprite.uid != uid:
            return
        if uid in self.clicks:
            self.choose(self.clicks[uid])
        elif uid in self.drags or press[2] is not None:
            self.selected = None if self.selected == uid else uid

    def spring(self, uid) -> None:
        """The card glides back to its place."""
        sprite = self.table.sprites[uid]
        sprite._from = (sprite.x, sprite.y, sprite.w, sprite.angle)
        sprite.t = 0.0
        sprite.dur = 0.25

    def cancel_drag(self) -> None:
        if self.dragging is not None:
            uid = self.dragging
            self.dragging = None
            self.table.sprites[uid].dragging = False
            self.spring(uid)
        self.press = None

    @property
    def held(self):
        """The card in hand: the one dragged, else the one selected."""
        return self.dragging if self.dragging is not None else self.selected

    def lit_targets(self, uid=None) -> list[str]:
        """The drop regions lit for the card in hand (or ``uid``)."""
        uid = self.held if uid is None else uid
        return [t for t, _ in self.drags.get(uid, [])]

    def target_at(self, pos) -> str | None:
        """The drop region under ``pos``: a lit one first, else any region of the layout."""
        regions = self.table.layout.regions
        for name in self.lit_targets(self.held):
            if name in regions and regions[name].collidepoint(pos):
                return name
        for name, rect in sorted(regions.items(), key=lambda kv: kv[1].w * kv[1].h):
            if rect.collidepoint(pos):
                return name
        return None

    def drop(self, uid, target) -> bool:
        """Drop card ``uid`` on region ``target``: play it if that is legal, else say why."""
        t = self.table
        actions = [a for where, a in self.drags.get(uid, []) if where == target]
        if actions:
            zone = t.match.state.cards[uid].zone
            self.choose(actions)
            if t.match.state.cards[uid].zone == zone:        # used where it lies (a look, a question): it goes home
                self.spring(uid)
            return True
        state = t.match.state
        card = state.cards[uid]
        regions = t.layout.regions
        if target == card.zone or (target in regions and regions[target].collidepoint(
                t.spots[uid].x, t.spots[uid].y)):
            return False
        action = t.layout.drop_action(uid, target, state, t.viewer) or self._analogy(uid, target)
        if action is None:
            return False
        return t.act(action)

    def _analogy(self, uid, target):
        """What dropping ``uid`` on ``target`` would mean: the move another card makes by going there."""
        for other, pairs in self.drags.items():
            for where, a in pairs:
                if where == target and other != uid:
                    return engine.Action(a.kind, a.seat, (uid,) + tuple(a.args[1:]), a.label)
        return None

    def choose(self, actions) -> None:
        """Make the move, or ask which when the card has several distinct ones (the same move twice is one)."""
        t = self.table
        actions = list(dict.fromkeys(actions))
        if len(actions) == 1:
            t.act(actions[0])
            return
        buttons = [Button(str(a), lambda a=a: (t.app.pop(), t.act(a))) for a in actions]
        buttons[0].primary = True
        buttons.append(Button("Cancel", t.app.pop, cancel=True))
        t.app.push(Dialog(t.app, "Which move?", "This card can go there in more than one way.", buttons))
