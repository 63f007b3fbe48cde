"""What the sandbox draws: the board's bands and zones with their cards, the counters, the card box, the
card under the mouse enlarged and the card being dragged."""
from __future__ import annotations

import pygame

from game import engine
from game.engine.describe import sentence_start, zone_name

from scenes import cardface, fonts, theme
from scenes.designer.sandbox_board import TOP
from scenes.widgets import wrapped

HINT = ("Drag a card to any zone · drag one in from the card box · right-click a card to take it away · "
        "click a card, then a zone, to move it there")


def status_lines(line: str, width: int):
    """The line under the tabs: one line of ``width`` when it fits, else two smaller ones (the band holds two)."""
    t = fonts.text("ui", 14)
    if t.width(line) <= width:
        return t, [line]
    return wrapped("ui", line, width, 12, smallest=10, max_lines=2)


class SandboxPainting:
    """The sandbox's drawing."""

    def draw(self, surface) -> None:
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        surface.blit(theme.panel_layer((w, TOP), (8, 14, 12), 210, 0, None), (0, 0))
        title = fonts.render("title", 30, "Sandbox", theme.GOLD)
        surface.blit(title, title.get_rect(midleft=(18, TOP // 2)))
        self.tabs.draw(surface)
        self.top.draw(surface)
        self._draw_status(surface)
        self._place_cards()
        self._draw_board(surface)
        self._draw_counters(surface)
        self._draw_side(surface)
        self._draw_drag(surface)
        self._draw_hover(surface)

    def _draw_status(self, surface) -> None:
        text, left = self.message
        line = text if left > 0 and text else f"From {self.source}. {HINT}"
        color = theme.CREAM if left > 0 and text else theme.TEXT_DIM
        t, lines = status_lines(line, self.app.size[0] - 40)
        y = TOP + (36 - len(lines) * t.height) // 2
        for part in lines:
            surface.blit(t.render(part, color), (20, y))
            y += t.height

    def _draw_board(self, surface) -> None:
        lit = self._lit_zone()
        for owner, band in self.bands:
            label = self.state.seats[owner] if owner is not None else "On the table"
            if owner is not None and self.state.rules.to_move(self.state) == owner:
                label += " · to move"
            img = fonts.render("ui_bold", 14, label, theme.GOLD)
            surface.blit(img, (band.x + 6, band.y + 3))
        for name, box in self.boxes.items():
            hot = name == lit
            theme.panel(surface, box, (0, 0, 0), 60 if not hot else 90, 10, theme.TARGET if hot else theme.FELT_LINE)
            count = len(self.state.zones[name].cards)
            label = _short(zone_name(self.state, name)) + (f" · {count}" if count else "")
            t = fonts.fit("ui", label, box.w - 12, 13, smallest=9)
            surface.blit(t.render(label, theme.TEXT if hot else theme.TEXT_DIM), (box.x + 7, box.y + 4))
        dragged = self.drag[1] if self.drag and self.drag[0] == "board" else None
        for uid, rect in self.card_rects:
            card = self.state.cards[uid]
            face = cardface.face_of(self.state, uid)
            img = cardface.render_face(face, rect.w) if face else cardface.render_back(self.state.game, rect.w)
            if uid == dragged:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, rect)
            if not card.face_up and self.state.zones[card.zone].visibility == engine.PUBLIC:
                _face_down_mark(surface, rect)
            if self.selected == ("board", uid):
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), width=3, border_radius=8)

    def _lit_zone(self):
        if self.drag is not None or self.selected is not None:
            return self.zone_at(self.mouse)
        return None

    def _draw_counters(self, surface) -> None:
        if not self.counter_labels:
            return
        t = fonts.text("ui", 14)
        for rect, key, label in self.counter_labels:
            theme.panel(surface, rect, theme.PANEL, 200, 8)
            surface.blit(t.render(label, theme.TEXT), (rect.x + 8, rect.y + 5))
            value = fonts.render("ui_bold", 14, self._value_text(key), theme.GOLD)
            surface.blit(value, value.get_rect(midright=(rect.right - 6, rect.centery)))
        for rect, key, delta in self.counter_buttons:
            pygame.draw.rect(surface, (44, 70, 60), rect, border_radius=6)
            pygame.draw.rect(surface, theme.FELT_LINE, rect, width=1, border_radius=6)
            sign = ("›" if delta > 0 else "‹") if isinstance(key, engine.Setting) else ("+" if delta > 0 else "−")
            img = fonts.render("ui_bold", 16, sign, theme.CREAM)
            surface.blit(img, img.get_rect(center=rect.center))

    def _draw_side(self, surface) -> None:
        theme.panel(surface, self.side, theme.PANEL, 200, 12, theme.GOLD_DARK)
        img = fonts.render("title", 24, "Card box", theme.GOLD)
        surface.blit(img, (self.side.x + 14, self.side.y + 6))
        sel = self.selected[1] if self.selected and self.selected[0] == "box" else None
        self.grid.selected = sel
        self.filters.draw(surface)
        self.grid.draw(surface)
        sep = self.players.rect.y - 10
        pygame.draw.line(surface, theme.GOLD_DARK, (self.side.x + 12, sep), (self.side.right - 12, sep))
        self.players.draw(surface)
        if self.players.value != 1:
            self.level.draw(surface)
        self.play_button.draw(surface)

    def _draw_hover(self, surface) -> None:
        """The card under the mouse, large enough to read, after a moment's rest."""
        if self.drag is not None or self.hover[1] < 0.35 or self.hover[0] is None:
            return
        kind, ref = self.hover[0]
        if kind == "board" and ref in self.state.cards:
            face = cardface.face_of(self.state, ref)
            src = next((r for u, r in self.card_rects if u == ref), None)
        elif kind == "box" and ref < len(self.grid.entries):
            face, src = self.grid.entries[ref].face, self.grid.cell(ref)
        else:
            return
        if face is None or src is None:
            return
        img = cardface.render_face(face, 250)
        rect = img.get_rect(midleft=(src.right + 12, src.centery))
        if rect.right > self.app.size[0] - 4:
            rect.midright = (src.left - 12, src.centery)
        rect.clamp_ip(pygame.Rect(0, TOP, self.app.size[0], self.app.size[1] - TOP))
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=16)
        surface.blit(shadow, rect.move(6, 8))
        surface.blit(img, rect)

    def _draw_drag(self, surface) -> None:
        if self.drag is None:
            return
        kind, ref, _ = self.drag
        if kind == "board":
            face = cardface.face_of(self.state, ref)
        elif ref < len(self.grid.entries):
            face = self.grid.entries[ref].face
        else:
            return
        img = cardface.render_face(face, 110)
        rect = img.get_rect(center=self.mouse)
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 100), shadow.get_rect(), border_radius=10)
        surface.blit(shadow, rect.move(6, 8))
        surface.blit(img, rect)


def _face_down_mark(surface, rect) -> None:
    """A small dark tab in the corner of a card that lies face down in play."""
    tab = pygame.Rect(rect.right - 18, rect.bottom - 14, 16, 12)
    pygame.draw.rect(surface, (20, 24, 22), tab, border_radius=3)
    pygame.draw.line(surface, theme.TEXT_DIM, (tab.x + 3, tab.centery), (tab.right - 3, tab.centery), 2)


def _short(name: str) -> str:
    """'Ann's hand' -> 'Hand', 'the spread' -> 'The spread': the band already names the seat."""
    if "'s " in name:
        name = name.split("'s ", 1)[1]
    return sentence_start(name)
