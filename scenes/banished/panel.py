"""The seats' plates on the Banished table: each seat's name, Favor, Life and Obol, the others' hand count,
the viewer's Round and what it may still do this turn, this Combat's bonuses, and the viewer's Obol and Life coins."""
from __future__ import annotations

import pygame

from game.banished import progress

from scenes import fonts, theme
from scenes.banished.combat import LIFE_RED, OBOL_GOLD
from scenes.widgets import fitted


class PlatePainting:
    """The plates half of ``BanishedPainting``."""

    def _plate_shown(self, seat, st) -> bool:
        """Every plate, but the viewer's while the set-up's offer lies over it."""
        return seat != self.me or self.phase != "choose" or not st.plate.colliderect(self.board.stage)

    def _plate(self, surface, shown, seat, st, moving):
        p = st.plate
        if moving:
            pygame.draw.rect(surface, theme.HIGHLIGHT, p, width=2, border_radius=12)
        name = self.seat_name(shown, seat)
        x = p.x + 12
        favor = progress.favor(shown) == seat
        t, shown_name = fitted("title_bold", name, p.w - 24 - (64 if favor else 0), 21, smallest=12)
        inline = favor and shown_name == name               # the Favor token beside the name, else lower down
        if favor and not inline:
            t, shown_name = fitted("title_bold", name, p.w - 24, 21, smallest=12)
        name = shown_name
        img = t.render(name, theme.GOLD if moving else theme.CREAM)
        at = img.get_rect(topleft=(x, p.y + 6 if p.h >= 60 else p.centery - img.get_height() // 2))
        surface.blit(img, at)
        self.mark("text", f"plate:{seat}", at, name)
        if inline and p.h >= 60:
            with fonts.unscaled():                    # a token of a fixed size, like the coins
                _favor_token(surface, (p.right - 62, p.y + 6 + img.get_height() // 2))
        elif favor and p.h >= 60:
            below = p.bottom - 18 if seat == self.me else p.y + 22 + img.get_height()
            with fonts.unscaled():
                _favor_token(surface, (p.right - 20, below), word=False)
        y = p.y + 8 + img.get_height()
        if seat == self.me:
            rows, size = self._packed(self._my_line(shown, seat, moving), p.w - 24, p.bottom - 28 - y)
            for i, line in enumerate(rows):
                t = fonts.fit("small", line, p.w - 24, size, smallest=9)
                if y + t.height > p.bottom - 28:          # the lines that fit above the chips
                    break
                surface.blit(t.render(line, theme.TEXT if i == 0 else theme.TEXT_DIM), (x, y))
                y += max(int(18 * size / 14), t.height)
            self._chips(surface, shown, seat, x, p.bottom - 26)
            return
        life, obol = shown.counter("life", seat), shown.counter("obol", seat)
        if p.h < 60:                                  # a strip: everything on one line
            roomy = st.hand.x - p.x > 300
            x, y = p.x + 20 + img.get_width() + ((70 if roomy else 32) if favor else 0), p.centery - 12
            if favor:
                _favor_token(surface, (p.x + 30 + img.get_width(), p.centery), word=roomy)
        x2 = _chip(surface, (x, y + 2), "♥", str(life), LIFE_RED)
        self.anchors[("life", seat)] = (x + 24, y + 12)
        x3 = _chip(surface, (x2 + 10, y + 2), "●", str(obol), OBOL_GOLD)
        self.anchors[("obol", seat)] = (x2 + 34, y + 12)
        chips = pygame.Rect(x, y + 2, x3 - x, 24)
        self.mark("text", f"plate:{seat}", chips, f"Life {life} Obol {obol}")
        n = len(shown.zones[f"hand:{seat}"].cards)
        img = fonts.render("small", 13, f"hand {n}", theme.TEXT_DIM)
        at = img.get_rect(midleft=(st.hand.x, st.hand.centery))
        after = x3 + 10
        if at.colliderect(chips):                     # a short plate: below the Life and Obol, else beside them
            below = at.move(0, chips.bottom + 2 - at.top)
            if p.contains(below):
                at = below
            else:
                at = img.get_rect(midleft=(x3 + 10, chips.centery))
                after = at.right + 10
        surface.blit(img, at)
        self.mark("text", f"plate:{seat}", at, f"hand {n}")
        self._chips(surface, shown, seat, after, y + 6)

    def _my_line(self, shown, seat, moving):
        """The Round, and on the viewer's turn what it may still do."""
        head = f"Round {progress.round_number(shown)}"
        if self.phase == "combat":
            return [f"{head} · Combat"]
        if shown.over or not (moving and progress.turn(shown) == seat):
            return [head]
        dispelled, banished, conjured = (progress.dispelled(shown), progress.banished_now(shown),
                                         progress.conjured(shown))
        dispel = "done" if dispelled else "once this turn"
        banish = "done" if banished else "once, after a Conjure" if not conjured else "ready"
        return [f"{head} · your turn", (f"Dispel: {dispel}", f"Dispel {'done' if dispelled else 'ready'}"),
                (f"Banish: {banish}", f"Banish {'done' if banished else 'ready' if conjured else 'later'}"),
                (f"Conjured this turn: {conjured}", f"Conjured {conjured}")]

    @staticmethod
    def _packed(lines, width, height):
        """The plate's lines and their text size, as they fit: every line in full when there is room,
        else the short forms joined with " · ", at the largest size that keeps every line (large text,
        a small window)."""
        full = [line if isinstance(line, str) else line[0] for line in lines]
        if len(full) * max(18, fonts.text("small", 14).height) <= height:
            return full, 14
        for size in range(14, 8, -1):
            t = fonts.text("small", size)
            rows = [full[0]]
            for line in lines[1:]:
                short = line if isinstance(line, str) else line[1]
                joined = f"{rows[-1]} · {short}"
                if len(rows) > 1 and t.width(joined) <= width:
                    rows[-1] = joined
                else:
                    rows.append(short)
            if len(rows) * max(int(18 * size / 14), t.height) <= height:
                return rows, size
        return rows, 9

    def _chips(self, surface, shown, seat, x, y):
        """This Combat's bonuses, where a seat has any."""
        for name, word in (("power_bonus", "Power"), ("damage_bonus", "damage"), ("shield", "shield")):
            v = shown.counters.get((name, seat), 0)
            if v:
                img = fonts.render("small", 13, f"{'+' if v > 0 and name != 'shield' else ''}{v} {word}",
                                   theme.HIGHLIGHT if v > 0 else LIFE_RED)
                theme.panel(surface, img.get_rect(topleft=(x, y)).inflate(10, 4), (40, 34, 20), 220, 6)
                surface.blit(img, (x, y))
                self.anchors[(name, seat)] = (x + img.get_width() // 2, y)
                x += img.get_width() + 16

    def _tokens(self, surface, shown):
        """The viewer's Obol (a coin: drop a card on it to Dispel) and Life."""
        if self.phase == "choose":
            return
        st = self.board.stations[self.me]
        for rect, name, value, color, word in ((st.obol, "obol", shown.counter("obol", self.me), OBOL_GOLD,
                                                "Obol"),
                                               (st.life, "life", shown.counter("life", self.me), LIFE_RED, "Life")):
            r = rect.w // 2
            c = (rect.centerx, rect.y + r)
            pygame.draw.circle(surface, (0, 0, 0), (c[0] + 2, c[1] + 3), r)
            pygame.draw.circle(surface, theme.mix(color, (20, 20, 20), 0.35), c, r)
            pygame.draw.circle(surface, color, c, r, 3)
            pygame.draw.circle(surface, theme.mix(color, (255, 255, 255), 0.3), c, r - 7, 1)
            big = fonts.render("title_bold", int(r * 1.05), str(value), theme.CREAM)
            surface.blit(big, big.get_rect(center=(c[0], c[1] - 1)))
            cap = f"{word} · max {shown.defs.constants.get('obol_cap', 9)}" if name == "obol" else word
            if fonts.fit("small", cap, rect.w + 10, 13, 10).width(cap) > rect.w + 10:
                cap = word                             # large text beside a small coin: the word alone
            img = fonts.fit("small", cap, rect.w + 10, 13, 10).render(cap, theme.TEXT_DIM)
            at = img.get_rect(midtop=(c[0], c[1] + r + 4))
            surface.blit(img, at)
            self.mark("panel", name, at.union(pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r)), cap)
            self.anchors[(name, self.me)] = c


def _chip(surface, pos, sign, value, color) -> int:
    """A small counter: its sign in colour and its number; returns its right edge."""
    s = fonts.render("ui_bold", 15, sign, color)
    v = fonts.render("ui_bold", 17, value, theme.CREAM)
    w = s.get_width() + v.get_width() + 16
    box = pygame.Rect(pos[0], pos[1], w, 24)
    theme.panel(surface, box, (30, 30, 26), 220, 12, theme.mix(color, (0, 0, 0), 0.3))
    surface.blit(s, s.get_rect(midleft=(box.x + 6, box.centery)))
    surface.blit(v, v.get_rect(midleft=(box.x + 10 + s.get_width(), box.centery)))
    return box.right


def _favor_token(surface, center, word=True):
    x, y = int(center[0]), int(center[1])
    pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), 13)
    pygame.draw.circle(surface, theme.GOLD, (x, y), 13)
    pygame.draw.circle(surface, theme.HIGHLIGHT, (x, y), 13, 2)
    sun = fonts.render("ui_bold", 15, "☀", theme.INK)
    surface.blit(sun, sun.get_rect(center=(x, y)))
    if word:
        img = fonts.render("small", 12, "Favor", theme.GOLD)
        surface.blit(img, img.get_rect(midleft=(x + 16, y)))
