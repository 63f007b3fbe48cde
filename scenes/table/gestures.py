"""The table's gestures: the legal actions of the person to move as drags, clicks and buttons, and the
presses, drags, drops and keys that choose one."""
from __future__ import annotations

import pygame

from game import engine

from scenes.dialogs import Dialog
from scenes.table.visibility import knows
from scenes.widgets import Button


class Gestures:
    """From the mouse and the keys to an action: press, drag, drop, click, the arrow keys."""

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
        lit = self.guide.expected() if self.guide is not None else None
        for action in self.match.legal():
            g = self.layout.gesture(action, state, self.viewer)
            if g.kind == "drag":
                self.drags.setdefault(g.card, []).append((g.target, action))
            if g.kind == "click" or (g.kind == "drag" and g.also_click):
                self.clicks.setdefault(g.card, []).append(action)
            if g.kind == "button" or g.also_button or (deciding and g.kind != "none"):
                buttons.append(self._button(action))
                if action == lit:                # a guided step's lit button is the default: Enter picks it
                    buttons[-1].primary = True
        if buttons and not any(b.primary for b in buttons):
            first = next((b for b in buttons if not b.cancel), None)
            if first is not None and state.pending is not None:
                first.primary = True
        self.bar.set(buttons)
        self._layout_bar()
        self.actions_ready = True

    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if self.curtain is not None:
            self.seats.curtain_event(event)
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
        if self.aim is not None and self._aim_key(event):
            return
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
            lit = self._lit_card()
            if order and self.selected not in order and lit in order:
                self.selected = lit                      # the first press takes the card a step or hint lights
            elif order:
                i = order.index(self.selected) if self.selected in order else -1
                i = (i + (1 if event.key == pygame.K_RIGHT else -1)) % len(order)
                self.selected = order[i]
            return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected in self.drags:
            targets = self._aim_targets()
            if len(targets) > 1:                 # several places: the keys choose among the lit ones
                self.aim = targets[0]
                self.prompt = "← → choose where it goes · Enter puts it there · Esc goes back"
                return
            self._choose([a for _, a in self.drags[self.selected]])
            return
        if self.bar.handle(event):
            return
        if event.key == pygame.K_ESCAPE:
            self.back()

    def _lit_card(self):
        """The card the guided step or the hint lights, if any."""
        light = self.light()
        return light.action.card if light is not None else None

    def _aim_targets(self) -> list[str]:
        """The lit places the selected card can go, top to bottom, left to right."""
        regions = self.layout.regions
        targets = dict.fromkeys(t for t, _ in self.drags.get(self.selected, []) if t in regions)
        return sorted(targets, key=lambda t: (regions[t].y // 40, regions[t].x))

    def _aim_key(self, event) -> bool:
        """Keys while the selected card aims at a lit place: arrows move, Enter drops it there, Esc goes back."""
        targets = self._aim_targets()
        if self.aim not in targets:
            self.aim = None
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            step = -1 if event.key in (pygame.K_LEFT, pygame.K_UP) else 1
            self.aim = targets[(targets.index(self.aim) + step) % len(targets)]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            uid, target = self.selected, self.aim
            self.aim = None
            self._drop(uid, target)
            return True
        if event.key == pygame.K_ESCAPE:
            self.aim = None
            self.prompt = self.layout.status(self.shown, self.viewer)
            return True
        return False

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
        self._track_hover(0.0)

    def _track_hover(self, dt: float) -> None:
        """The card resting under the pointer and for how long: none while a card is held or the one
        under the pointer glides, so a preview closes when its card leaves the pointer, drops or moves.  A hover
        begins only when the pointer moves onto a card: a card that lands under a resting pointer (a drop)
        opens no preview."""
        moved, self._hover_mouse = self.mouse != getattr(self, "_hover_mouse", None), self.mouse
        sprite = self.sprite_at(self.mouse) if self.dragging is None and self.press is None else None
        uid = sprite.uid if sprite is not None and not sprite.moving else None
        if uid != self.hover[0] and not moved:
            uid = None
        self.hover = (uid, self.hover[1] + dt if uid == self.hover[0] else 0.0)

    def _release(self, pos):
        press, self.press = self.press, None
        if self.dragging is not None:
            uid = self.dragging
            self.dragging = None
            self.sprites[uid].dragging = False
            self.hover = (None, 0.0)
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

    @property
    def aim(self):
        """The lit place the keyboard has chosen for the selected card, or None."""
        aim = getattr(self, "_aim", None)
        if aim is None or self.selected is None or aim[0] != self.selected:
            return None
        return aim[1]

    @aim.setter
    def aim(self, target):
        self._aim = None if target is None else (self.selected, target)

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
            zone = self.match.state.cards[uid].zone
            self._choose(actions)
            if self.match.state.cards[uid].zone == zone:        # used where it lies (a look, a question): it goes home
                self._spring(uid)
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
        """Make the move, or ask which when the card has several distinct ones (the same move twice is one)."""
        actions = list(dict.fromkeys(actions))
        if len(actions) == 1:
            self.act(actions[0])
            return
        buttons = [Button(str(a), lambda a=a: (self.app.pop(), self.act(a))) for a in actions]
        buttons[0].primary = True
        buttons.append(Button("Cancel", self.app.pop, cancel=True))
        self.app.push(Dialog(self.app, "Which move?", "This card can go there in more than one way.", buttons))
