"""The table's keys: Space skips the animations, the arrows pick a card to play and then the lit place it goes
to, Enter plays it, Esc puts it down; a replay steps with the arrows."""
from __future__ import annotations

import pygame


class Keys:
    """The keyboard at the table; it keeps the lit place the keys have aimed the selected card at."""

    def __init__(self, table):
        self.table = table
        self._aim = None                         # (the selected card, the place aimed at)

    def key(self, event) -> None:
        t, g = self.table, self.table.gestures
        if self.aim is not None and self._aim_key(event):
            return
        if event.key == pygame.K_SPACE and t.playback.animating:
            t.playback.skip()
            return
        if event.key == pygame.K_ESCAPE and (g.dragging is not None or g.selected is not None):
            g.cancel_drag()
            g.selected = None
            return
        if t.watch and event.key in (pygame.K_RIGHT, pygame.K_LEFT):
            t.replay.step() if event.key == pygame.K_RIGHT else t.replay.back()
            return
        if g.drags and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            order = [u for u in self.hand_order() if u in g.drags]
            lit = self._lit_card()
            if order and g.selected not in order and lit in order:
                g.selected = lit                      # the first press takes the card a step or hint lights
            elif order:
                i = order.index(g.selected) if g.selected in order else -1
                i = (i + (1 if event.key == pygame.K_RIGHT else -1)) % len(order)
                g.selected = order[i]
            return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and g.selected in g.drags:
            targets = self.aim_targets()
            if len(targets) > 1:                 # several places: the keys choose among the lit ones
                self.aim = targets[0]
                t.prompt = "← → choose where it goes · Enter puts it there · Esc goes back"
                return
            g.choose([a for _, a in g.drags[g.selected]])
            return
        if t.bar.handle(event):
            return
        if event.key == pygame.K_ESCAPE:
            t.back()

    def _lit_card(self):
        """The card the guided step or the hint lights, if any."""
        light = self.table.light()
        return light.action.card if light is not None else None

    def aim_targets(self) -> list[str]:
        """The lit places the selected card can go, top to bottom, left to right."""
        g, regions = self.table.gestures, self.table.layout.regions
        targets = dict.fromkeys(t for t, _ in g.drags.get(g.selected, []) if t in regions)
        return sorted(targets, key=lambda t: (regions[t].y // 40, regions[t].x))

    def _aim_key(self, event) -> bool:
        """Keys while the selected card aims at a lit place: arrows move, Enter drops it there, Esc goes back."""
        g = self.table.gestures
        targets = self.aim_targets()
        if self.aim not in targets:
            self.aim = None
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            step = -1 if event.key in (pygame.K_LEFT, pygame.K_UP) else 1
            self.aim = targets[(targets.index(self.aim) + step) % len(targets)]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            uid, target = g.selected, self.aim
            self.aim = None
            g.drop(uid, target)
            return True
        if event.key == pygame.K_ESCAPE:
            self.aim = None
            t = self.table
            t.prompt = t.layout.status(t.shown, t.viewer)
            return True
        return False

    def hand_order(self) -> list[int]:
        """The cards that may be dragged, left to right."""
        sprites = self.table.sprites
        return sorted((u for u in self.table.gestures.drags if u in sprites), key=lambda u: sprites[u].x)

    @property
    def aim(self):
        """The lit place the keyboard has chosen for the selected card, or None."""
        aim, selected = self._aim, self.table.gestures.selected
        if aim is None or selected is None or aim[0] != selected:
            return None
        return aim[1]

    @aim.setter
    def aim(self, target):
        self._aim = None if target is None else (self.table.gestures.selected, target)

