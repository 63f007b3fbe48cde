"""The Combat arena on the Banished table: each seat's cell in reveal order, each card's Power under it,
each seat's total and whether it wins, ties or loses."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.banished import progress

from scenes import fonts, theme
from scenes.banished.combat import LIFE_RED, base_power, card_power, powers_at_damage, seat_power
from scenes.widgets import fitted


class ArenaPainting:
    """The arena half of ``BanishedPainting``."""

    def _arena(self, surface, shown):
        current = progress.reveal_current(shown)
        result = progress.outcome(shown)
        for i, seat in enumerate(self.reveal_order(shown)):
            cell = self.cells.get(seat)
            if cell is None:
                continue
            hot = seat == current
            edge = theme.HIGHLIGHT if hot else {"won": theme.GOLD, "tied": theme.GOLD, "lost": LIFE_RED}.get(
                result.get(seat), theme.FELT_LINE)
            if hot or result.get(seat):
                pygame.draw.rect(surface, edge, cell.rect, width=2, border_radius=12)
            grim = shown.zones[f"grim:{seat}"].cards
            bonds = shown.zones[f"bonds:{seat}"].cards
            for j, card in enumerate(cell.cards):
                if (j == 0 and not grim) or (j > 0 and j > len(bonds)):
                    dashed_rect(surface, card, theme.FELT_LINE)
            if not grim and powers_at_damage(shown, self.told_powers) is None:
                note = "No Grim in play: 0 Power"
                img = fonts.render("small", 13, note, theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midbottom=(cell.rect.centerx, cell.rect.bottom - 3)))
            head = f"{i + 1}. {self.seat_name(shown, seat)}"
            smallest = fonts.text("title_bold", 12).width(head)
            self.power_form[seat] = next((form for form in (0, 1, 2) if smallest <= cell.rect.w - 30
                                          - self._tags_width(shown, seat, form)), 2)
            room = cell.rect.w - 30 - self._tags_width(shown, seat)
            forms = [head + " · Favor", head] if progress.favor(shown) == seat else [head]
            t = None
            for form in forms:
                t = fonts.fit("title_bold", form, room, 18, 12)
                if t.width(form) <= room:
                    head = form
                    break
            else:
                t, head = fitted("title_bold", head, room, 18, 12)
            img = t.render(head, theme.CREAM)
            surface.blit(img, (cell.rect.x + 10, cell.rect.y + 3))
            self.mark("text", f"cell:{seat}", img.get_rect(topleft=(cell.rect.x + 10, cell.rect.y + 3)), head)

    @property
    def power_form(self) -> dict:
        """seat -> how its cell's corner tells its Power, as its name leaves room: 0 "Power 7" and the "wins"
        tag, 1 "7" and the tag, 2 "7" alone (in the colour of the outcome, the cell's edge too)."""
        if not hasattr(self, "_power_form"):
            self._power_form = {}
        return self._power_form

    def _power_label(self, shown, seat, form=None) -> str:
        frozen = powers_at_damage(shown, self.told_powers)
        total = frozen.get(seat) if frozen is not None else seat_power(shown, seat)
        number = "?" if total is None else str(total)
        form = self.power_form.get(seat, 0) if form is None else form
        return f"Power {number}" if form == 0 else number

    def _outcome_word(self, shown, seat, form=None) -> str | None:
        form = self.power_form.get(seat, 0) if form is None else form
        return None if form == 2 else {"won": "wins", "tied": "ties", "lost": "loses"}.get(
            progress.outcome(shown).get(seat))

    def _tags_width(self, shown, seat, form=None) -> int:
        """How wide the cell's Power and its "wins" tag are (as ``_powers`` draws them), room the name keeps."""
        width = fonts.text("ui_bold", 17).width(self._power_label(shown, seat, form))
        word = self._outcome_word(shown, seat, form)
        return width + (fonts.text("ui_bold", 13).width(word) + 28 if word else 0)

    def _powers(self, surface, shown):
        """Each card's Power under it, and each seat's total in its cell's corner."""
        silenced = set(progress.silenced(shown))
        result = progress.outcome(shown)
        for seat, cell in self.cells.items():
            uids = shown.zones[f"grim:{seat}"].cards[:1] + shown.zones[f"bonds:{seat}"].cards[:2]
            for uid in uids:
                sprite = self.view.sprites.get(uid)
                if sprite is None or sprite.moving or not shown.cards[uid].face_up:
                    continue
                p, base = card_power(shown, uid), base_power(shown, uid)
                if p is None:
                    continue
                r = sprite.rect()
                text = f"{base}×{p // base if base else 1} = {p}" if base and p != base else str(p)
                box = self.badge(surface, (r.centerx, r.bottom + 2), text,
                                 theme.HIGHLIGHT if p != base else theme.GOLD)
                self.mark("text", f"cell:{seat}", box, text)
                if seat in silenced and uid in shown.zones[f"grim:{seat}"].cards:
                    tag = fonts.render("ui_bold", 12, "silenced", theme.CREAM)
                    box = tag.get_rect(center=(r.centerx, r.y + r.h // 3)).inflate(10, 4)
                    pygame.draw.rect(surface, (70, 40, 90), box, border_radius=6)
                    surface.blit(tag, tag.get_rect(center=box.center))
            label = self._power_label(shown, seat)
            color = {"won": theme.HIGHLIGHT, "tied": theme.HIGHLIGHT, "lost": LIFE_RED}.get(result.get(seat),
                                                                                       theme.CREAM)
            img = fonts.render("ui_bold", 17, label, color)
            right = cell.rect.right - 10
            surface.blit(img, img.get_rect(topright=(right, cell.rect.y + 5)))
            self.mark("text", f"cell:{seat}", img.get_rect(topright=(right, cell.rect.y + 5)), label)
            right -= img.get_width() + 10
            word = self._outcome_word(shown, seat)
            if word:
                tag = fonts.render("ui_bold", 13, word, theme.INK)
                box = tag.get_rect(topright=(right - 6, cell.rect.y + 7)).inflate(14, 4)
                pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
                surface.blit(tag, tag.get_rect(center=box.center))
                self.mark("text", f"cell:{seat}", box, word)
                right = box.x - 8
            bonus = shown.counters.get(("power_bonus", seat), 0)
            if bonus:
                extra = fonts.render("small", 13, f"{'+' if bonus > 0 else ''}{bonus} this Combat", theme.TEXT_DIM)
                surface.blit(extra, extra.get_rect(topright=(cell.rect.right - 10, cell.rect.y + 8 + img.get_height())))


def dashed(layer, rect, color, dash=9):
    for x in range(rect.x, rect.right, dash * 2):
        pygame.draw.line(layer, color, (x, rect.y), (min(x + dash, rect.right), rect.y), 2)
        pygame.draw.line(layer, color, (x, rect.bottom), (min(x + dash, rect.right), rect.bottom), 2)
    for y in range(rect.y, rect.bottom, dash * 2):
        pygame.draw.line(layer, color, (rect.x, y), (rect.x, min(y + dash, rect.bottom)), 2)
        pygame.draw.line(layer, color, (rect.right, y), (rect.right, min(y + dash, rect.bottom)), 2)


def dashed_rect(surface, rect, color):
    surface.blit(_dashed_layer(tuple(rect.size), tuple(color)), rect.topleft)


@lru_cache(maxsize=32)
def _dashed_layer(size, color):
    layer = pygame.Surface(size, pygame.SRCALPHA)
    dashed(layer, layer.get_rect().inflate(-2, -2), (*color, 200))
    return layer
