"""The sandbox board's geometry: a band per seat and one for the shared zones, a box per zone, the counters,
the card box at the side; where each card lies and what is under the mouse."""
from __future__ import annotations

import pygame

from game import engine

from scenes import cardface, catalog, fonts, theme
from scenes.widgets import Button

TOP = 56
GRID_CARD_W = 82         # the card box's cards, as wide as there is room for two rows of them
SIDE_W = 400



class SandboxBoard:
    """Where the sandbox lays out its zones, cards and counters, and what lies under a point."""

    def _make_buttons(self) -> None:
        self.tabs.set([Button(catalog.title_of(g), lambda g=g: self.new_deal(g), primary=g == self.game, size=14)
                       for g in self.games])
        self.top.set([Button("New deal", self.new_deal, size=14), Button("Open…", self._open, size=14),
                      Button("Save", self.save, size=14), Button("Back", self.back, cancel=True, size=14)])

    def resize(self, size) -> None:
        w, h = size
        self._felt = theme.felt(size)
        narrow = w < 1100
        x = 150 if narrow else 170
        for b, game in zip(self.tabs.buttons, self.games):
            b.label = catalog.title_of(game).split()[-1] if narrow else catalog.title_of(game)
            bw, _ = b.natural_size()
            b.rect = pygame.Rect(x, 10, max(86 if narrow else 110, bw), TOP - 20)
            x += b.rect.w + (6 if narrow else 8)
        x = w - 10
        for b in reversed(self.top.buttons):
            bw, _ = b.natural_size()
            bw = max(66 if narrow else 84, bw - (10 if narrow else 0))
            b.rect = pygame.Rect(x - bw, 10, bw, TOP - 20)
            x = b.rect.x - (6 if narrow else 8)
        side_w = max(290, min(SIDE_W, int(w * 0.33)))
        side = pygame.Rect(w - side_w - 10, TOP + 36, side_w, h - TOP - 46)
        self.side = side
        short = h < 700                 # the level and Play on share a row, and the box's cards are smaller
        used = self.filters.layout(pygame.Rect(side.x + 12, side.y + 36, side.w - 24, 200), flow=short)
        play_h = 90 if short else 128
        self.grid.rect = pygame.Rect(side.x + 4, side.y + 40 + used, side.w - 14,
                                     side.bottom - play_h - side.y - 44 - used)
        self.grid.card_w = GRID_CARD_W
        while self.grid.card_w > 56 and 2 * self.grid.card_h + 3 * self.grid.gap > self.grid.rect.h:
            self.grid.card_w -= 2               # two rows of the box's cards in view
        self.grid.clamp()
        self.players.rect = pygame.Rect(side.x + 12, side.bottom - play_h + 12, side.w - 24, 32)
        self.level.names = [lvl if short else f"Computer: {lvl}" for lvl in self.level.options]
        if short:
            play_w = self.play_button.natural_size()[0] + 8
            self.level.rect = pygame.Rect(side.x + 12, side.bottom - 42, side.w - 32 - play_w, 34)
            self.play_button.rect = pygame.Rect(self.level.rect.right + 8, side.bottom - 42, play_w, 34)
        else:
            self.level.rect = pygame.Rect(side.x + 12, side.bottom - play_h + 50, side.w - 24, 32)
            self.play_button.rect = pygame.Rect(side.x + 12, side.bottom - 42, side.w - 24, 34)
        self.board = pygame.Rect(10, TOP + 36, side.x - 22, h - TOP - 46)
        self._layout_board()

    def _groups(self) -> list[tuple]:
        """(seat or None, zone names): the other seats at the top, the shared zones, then seat 0."""
        n = self.state.players
        by_owner: dict = {}
        for name, zone in self.state.zones.items():
            by_owner.setdefault(zone.owner, []).append(name)
        order = list(range(n - 1, 0, -1)) + [None, 0]
        return [(o, by_owner[o]) for o in order if by_owner.get(o)]

    def _layout_board(self) -> None:
        counters = self.state.rules.settings(self.state)
        counters += sorted(self.state.counters, key=lambda k: (k[1] if k[1] is not None else -1, k[0]))
        strip_h = 44 if counters else 0
        area = pygame.Rect(self.board.x, self.board.y, self.board.w, self.board.h - strip_h)
        groups = self._groups()
        per_row = 8
        rows = [max(1, -(-len(zones) // per_row)) for _, zones in groups]
        unit = (area.h - 22 * len(groups)) / max(1, sum(rows))
        self.boxes, self.bands = {}, []
        y = area.y
        for (owner, zones), nrows in zip(groups, rows):
            band = pygame.Rect(area.x, y, area.w, int(22 + unit * nrows))
            self.bands.append((owner, band))
            cols = min(per_row, len(zones))
            for i, name in enumerate(zones):
                r, c = divmod(i, cols)
                in_row = min(cols, len(zones) - r * cols)
                bw = (band.w - 8) / in_row
                self.boxes[name] = pygame.Rect(int(band.x + 4 + c * bw), int(band.y + 22 + r * unit),
                                               int(bw) - 6, int(unit) - 6)
            y = band.bottom
        self.counter_strip = pygame.Rect(self.board.x, self.board.bottom - strip_h + 6, self.board.w, strip_h - 6)
        self._layout_counters(counters)

    def _layout_counters(self, counters) -> None:
        self.counter_buttons = []
        self.counter_labels = []
        x, y = self.counter_strip.x + 4, self.counter_strip.y + 4
        t = fonts.text("ui", 14)
        for key in counters:
            label = self._counter_label(key)
            bold = fonts.text("ui_bold", 14)
            widest = max((bold.width(text) for _, text in key.choices), default=0) \
                if isinstance(key, engine.Setting) else bold.width("000")
            lw = t.width(label) + widest + 24
            if x + lw + 60 > self.counter_strip.right:
                break
            self.counter_labels.append((pygame.Rect(x, y, lw, 28), key, label))
            minus = pygame.Rect(x + lw + 2, y, 26, 28)
            plus = pygame.Rect(minus.right + 4, y, 26, 28)
            self.counter_buttons += [(minus, key, -1), (plus, key, 1)]
            x = plus.right + 16

    def _value_text(self, key) -> str:
        if isinstance(key, engine.Setting):
            return key.text(self.state.data.get(key.key))
        return str(self.state.counters.get(key, 0))

    def _counter_label(self, key) -> str:
        if isinstance(key, engine.Setting):
            return key.label
        name, seat = key
        who = f"{self.state.seats[seat]} · " if seat is not None and seat < self.state.players else ""
        return f"{who}{name.replace('_', ' ')}"

    def card_width(self, box: pygame.Rect) -> int:
        return max(30, min(110, int((box.h - 24) / cardface.RATIO), int((box.w - 12) * 0.62)))

    def _place_cards(self) -> None:
        """Where each card of each zone is drawn: side by side, overlapping, the top one at the right."""
        self.card_rects = []
        self.hidden_count = {}
        for name, box in self.boxes.items():
            uids = self.state.zones[name].cards
            if not uids:
                continue
            cw = self.card_width(box)
            ch = cardface.card_size(cw)[1]
            room = box.w - 12 - cw
            step = min(cw + 4, room / max(1, len(uids) - 1)) if len(uids) > 1 else 0
            shown = uids
            if len(uids) > 1 and step < 6:
                keep = max(1, room // 6 + 1)
                shown = uids[-keep:]
                self.hidden_count[name] = len(uids) - len(shown)
                step = room / max(1, len(shown) - 1)
            for i, uid in enumerate(shown):
                self.card_rects.append((uid, pygame.Rect(int(box.x + 6 + i * step), box.bottom - ch - 4, cw, ch)))

    def card_at(self, pos):
        for uid, rect in reversed(self.card_rects):
            if rect.collidepoint(pos):
                return uid
        return None

    def zone_at(self, pos):
        return next((name for name, box in self.boxes.items() if box.collidepoint(pos)), None)
