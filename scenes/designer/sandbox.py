"""The sandbox: lay out any position, then play on from it to try an interaction.

It starts from a new deal, a position or replay file, or the game at the table
(F6 there).  Every zone is open on the board, faces up: drag a card to any zone,
drag one in from the card box, right-click one to take it away, change the
counters; then "Play on" seats people or computers at that very position.  The
position is edited through the engine's primitives on a live state and saved as
a replay file with a ``setup`` and no actions (``game.positions``), which says
what the game's set-up format cannot keep.
"""
from __future__ import annotations

import os
import random
import sys
import time

import pygame

from game import engine
from game.engine.describe import zone_name
from game.lab.positions import check_position, owner_for, position_of

from scenes import cardface, catalog, fonts, games, settings as settings_mod, theme
from scenes.scene import Scene
from scenes.designer.gallery import CardGrid, FilterBar, dimensions, entries_for
from scenes.table.match import Match
from scenes.table.scene import TableScene
from scenes.widgets import Button, ButtonBar, Chooser

TOP = 56
SIDE_W = 400
DRAG_START = 5
HINT = ("Drag a card to any zone · drag one in from the card box · right-click a card to take it away · "
        "click a card, then a zone, to move it there")
PLAYERS = ("you against the computer", "both seats yourself", "the computer against itself")


def positions_dir(root: str) -> str:
    return os.path.join(root, "positions")


class SandboxScene(Scene):
    def __init__(self, app, game: str | None = None, state: engine.State | None = None, source: str = ""):
        super().__init__(app)
        self.games = [g for g in catalog.ORDER if g in app.cards.games]
        self.game = state.game if state is not None else (game if game in self.games else self.games[0])
        self.state: engine.State | None = None
        self.source = ""
        self.message = ("", 0.0)
        self.boxes: dict[str, pygame.Rect] = {}
        self.bands: list[tuple] = []
        self.card_rects: list[tuple] = []          # (uid, rect) in drawing order
        self.counter_buttons: list[tuple] = []     # (rect, counter key or engine.Setting, delta)
        self.press = None                          # ("board", uid, pos) or ("box", index, pos)
        self.drag = None                           # same, once the mouse has moved
        self.selected = None                       # ("board", uid) or ("box", index)
        self.mouse = (0, 0)
        self.hover = (None, 0.0)                   # (what is under the mouse, for how long)
        self.grid = CardGrid(card_w=82, gap=10)
        self.filters = None
        self.tabs = ButtonBar()
        self.top = ButtonBar()
        self.players = Chooser("Players", list(range(len(PLAYERS))), 0, names=[p.capitalize() for p in PLAYERS])
        levels = _levels()
        self.level = Chooser("Level", levels, levels.index("greedy") if "greedy" in levels else 0,
                             names=[f"Computer: {lvl}" for lvl in levels])
        self.play_button = Button("Play on", self.play_on, primary=True, size=16)
        self._felt = None
        if state is not None:
            self.load_state(state, source)
        else:
            self.new_deal()

    # -- where the position comes from -------------------------------------------------
    def load_state(self, state: engine.State, source: str) -> None:
        self.state = state.clone()
        self.state.log = []
        self.game = state.game
        self.source = source
        self.selected = None
        self._palette()
        self._make_buttons()
        if self._felt is not None:
            self.resize(self.app.size)

    def new_deal(self, game: str | None = None) -> None:
        game = game or self.game
        rules = engine.GAMES[game]
        seed = random.randrange(1, 10 ** 6)
        names = [f"Seat {i + 1}" for i in range(rules.min_seats)]
        state = engine.new_game(game, names, seed, self.app.cards)
        self.load_state(state, f"a new deal (seed {seed})")

    def open_file(self, path: str) -> bool:
        """Start from a replay or position file: its position after its actions (its start if the game ended)."""
        from game.engine.replay import ReplayMismatch, load
        from game.engine.storage import SaveFileError
        try:
            replay = load(path)
            if replay.game not in self.app.cards.games:
                raise SaveFileError(f"the card file has no cards for {replay.game}")
            state = replay.new_state(self.app.cards)
            start = state.clone()
            for _ in replay.run_on(state):
                pass
        except (SaveFileError, ReplayMismatch, engine.GameError, KeyError, ValueError, TypeError) as err:
            self.say(f"{os.path.basename(path)} cannot be opened: {err}", 8)
            return False
        which = "after its last action" if replay.actions else "its position"
        if state.over:
            state, which = start, "its start (the game had ended)"
        self.load_state(state, f"{os.path.basename(path)}, {which}")
        return True

    def _palette(self) -> None:
        entries = entries_for(self.game, self.state.defs)
        chosen = self.filters.chosen if self.filters is not None else {}
        self.filters = FilterBar(dimensions(entries), on_change=self._filter, size=12, pad=12, gap=4)
        self.filters.chosen = {k: v for k, v in chosen.items()
                               if any(d.key == k and v in d.values for d in self.filters.dims)}
        self.all_entries = entries
        self._filter()

    def _filter(self) -> None:
        self.grid.entries = [e for e in self.all_entries if self.filters.keep(e)]
        self.grid.scroll = 0
        if self.selected and self.selected[0] == "box":
            self.selected = None
        if self._felt is not None:
            self.grid.clamp()

    def cards_changed(self, cards) -> None:
        engine.swap_cards(self.state, cards)
        self.state._legal_cache = None
        self._palette()
        if self._felt is not None:
            self.resize(self.app.size)

    # -- editing -----------------------------------------------------------------------
    def move(self, uid: int, zone: str) -> None:
        if self.state.cards[uid].zone == zone:
            return
        engine.move(self.state, uid, zone, reason="sandbox")
        self._edited(f"{self._name(uid)} goes to {self._zone_label(zone)}.")

    def add(self, index: int, zone: str) -> int:
        entry = self.grid.entries[index]
        props = dict(entry.props)
        uid = self.state.create_card(entry.defn.id, owner_for(self.state, zone, props), zone, **props)
        self._edited(f"{entry.defn.name} is put into {self._zone_label(zone)}.")
        return uid

    def remove(self, uid: int) -> None:
        name = self._name(uid)
        card = self.state.cards.pop(uid)
        self.state.zones[card.zone].cards.remove(uid)
        if self.selected == ("board", uid):
            self.selected = None
        self._edited(f"{name} is taken away.")

    def change_counter(self, key, delta: int) -> None:
        if isinstance(key, engine.Setting):
            self.change_setting(key, delta)
            return
        name, seat = key
        engine.add_counter(self.state, name, seat, delta)
        self._edited("")

    def change_setting(self, setting: engine.Setting, delta: int) -> None:
        value = setting.step(self.state.data.get(setting.key), delta)
        self.state.rules.change_setting(self.state, setting.key, value)
        self._edited(f"{setting.label}: {setting.text(self.state.data.get(setting.key))}.")

    def _edited(self, text: str) -> None:
        self.state._legal_cache = None
        self.state.log = []
        if text:
            self.say(text, 2.5)

    def _name(self, uid) -> str:
        card = self.state.cards[uid]
        return self.state.defs.cards[card.card_id].name

    def _zone_label(self, zone: str) -> str:
        return zone_name(self.state, zone)

    # -- saving and playing on ---------------------------------------------------------
    def position(self) -> tuple[dict, list[str]]:
        return position_of(self.state)

    def save(self, path: str | None = None) -> str | None:
        """Write the position as a replay file with a ``setup`` and no actions; None when it cannot be."""
        from game.engine.replay import Replay, save
        try:
            setup, notes = self.position()
            check_position(self.game, self.state.seats, self.app.cards, setup)
        except (engine.GameError, KeyError, ValueError, TypeError, IndexError) as err:
            self.say(f"This position cannot be saved: {err}", 8)
            return None
        if path is None:
            folder = positions_dir(self.app.data_dir)
            path = os.path.join(folder, f"{self.game}-{time.strftime('%Y%m%d-%H%M%S')}.yaml")
        replay = Replay(self.game, list(self.state.seats), self.state.seed, {}, setup, [],
                        cards_digest=self.state.defs.digest)
        try:
            os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
            save(path, replay)
        except OSError as err:
            self.say(f"The position could not be saved: {err.strerror or err}", 8)
            return None
        text = f"Saved to {path}."
        if notes:
            text += " Not kept: " + "; ".join(notes) + "."
        self.say(text, 10)
        return path

    def specs(self) -> list[str]:
        ai = f"ai:{self.level.value}"
        n = self.state.players
        mode = self.players.value
        if mode == 0:
            return ["human"] + [ai] * (n - 1)
        if mode == 1:
            return ["human"] * n
        return [ai] * n

    def play_on(self) -> None:
        if self.state.over:
            self.say("This game is over: move a card or open another position to play on.", 5)
            return
        self.app.push(self.table())

    def table(self) -> "SandboxTable":
        match = SandboxMatch(self.state, self.specs(), self.app.cards)
        return SandboxTable(self.app, match, games.layout_for(self.game), sandbox=self)

    # -- layout ------------------------------------------------------------------------
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
        used = self.filters.layout(pygame.Rect(side.x + 12, side.y + 36, side.w - 24, 200))
        play_h = 128
        self.grid.rect = pygame.Rect(side.x + 4, side.y + 40 + used, side.w - 14, side.bottom - play_h - side.y - 44 - used)
        self.grid.clamp()
        self.players.rect = pygame.Rect(side.x + 12, side.bottom - play_h + 12, side.w - 24, 32)
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

    # -- input -------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if self.tabs.handle(event) or self.top.handle(event):
            return
        if self.players.handle(event) or self.level.handle(event) or self.play_button.handle(event):
            return
        if self.filters.handle(event) or self.grid.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.press is not None:
            if self.drag is None and _far(self.press[2], event.pos):
                self.drag = self.press
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            uid = self.card_at(event.pos)
            if uid is not None:
                self.remove(uid)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.selected is not None or self.drag is not None:
                    self.selected, self.drag, self.press = None, None, None
                else:
                    self.back()
            elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.selected and \
                    self.selected[0] == "board":
                self.remove(self.selected[1])

    def _press(self, pos) -> None:
        for rect, key, delta in self.counter_buttons:
            if rect.collidepoint(pos):
                self.change_counter(key, delta)
                return
        uid = self.card_at(pos)
        if uid is not None:
            self.press = ("board", uid, pos)
            return
        i = self.grid.at(pos)
        if i is not None:
            self.press = ("box", i, pos)

    def _release(self, pos) -> None:
        press, drag = self.press, self.drag
        self.press = self.drag = None
        zone = self.zone_at(pos)
        if drag is not None:
            if zone is not None:
                self._drop(drag[:2], zone)
            elif drag[0] == "board" and self.side.collidepoint(pos):
                self.remove(drag[1])
            return
        if press is not None:
            self.selected = None if self.selected == press[:2] else press[:2]
            return
        if zone is not None and self.selected is not None:
            self._drop(self.selected, zone)
            if self.selected[0] == "board":
                self.selected = None

    def _drop(self, what, zone) -> None:
        kind, ref = what
        if kind == "board":
            self.move(ref, zone)
        elif ref < len(self.grid.entries):
            self.add(ref, zone)

    def _open(self) -> None:
        self.app.push(PositionList(self.app, self))

    def say(self, text: str, seconds: float = 4.0) -> None:
        self.message = (text, seconds)

    def update(self, dt: float) -> None:
        under = self.card_at(self.mouse)
        what = ("board", under) if under is not None else None
        if what is None:
            i = self.grid.at(self.mouse)
            what = ("box", i) if i is not None else None
        self.hover = (what, self.hover[1] + dt if what == self.hover[0] else 0.0)
        if self.message[1] > 0:
            self.message = (self.message[0], self.message[1] - dt)

    # -- drawing -----------------------------------------------------------------------
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
        t = fonts.fit("ui", line, self.app.size[0] - 40, 14, smallest=11)
        lines = t.wrap(line, self.app.size[0] - 40)[:1]
        surface.blit(t.render(lines[0] if lines else "", color), (20, TOP + 9))

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


class SandboxMatch(Match):
    """A match that starts from a position laid out in the sandbox rather than from a deal."""

    def __init__(self, state: engine.State, specs, cards):
        from game.ai import make_player
        self.game = state.game
        self.specs = list(specs)
        self.seed = state.seed
        self.options = {}
        self.cards = cards
        self.state = state.clone()
        self.state.log = []
        self.state._legal_cache = None
        try:
            self.setup, notes = position_of(state)
            if notes:
                self.setup = None
        except engine.GameError:
            self.setup = None
        self.players = [make_player(spec, self.seed * 31 + i) for i, spec in enumerate(self.specs)]
        self.actions = []


class SandboxTable(TableScene):
    """The game's own table, playing on from the sandbox; leaving it goes back to the sandbox."""

    def __init__(self, app, match, layout_cls, sandbox):
        self.sandbox = sandbox
        super().__init__(app, match, layout_cls, rematch=lambda: sandbox.table())

    def _process_worker(self):
        return None            # the search process rebuilds games from deals; this one began in the sandbox

    def _save_replay(self):
        return None

    def _leave(self):
        if self.sandbox in self.app.stack:
            while self.app.top is not self.sandbox:
                self.app.pop()
        else:
            self.app.reset(self.sandbox)


class PositionList(Scene):
    """Saved positions and replays, newest first; choosing one starts the sandbox from it."""
    opaque = False

    def __init__(self, app, sandbox: SandboxScene):
        super().__init__(app)
        self.sandbox = sandbox
        files = []
        for folder in (positions_dir(app.data_dir), settings_mod.replays_dir(app.data_dir)):
            try:
                files += [os.path.join(folder, f) for f in os.listdir(folder) if f.endswith((".yaml", ".yml"))]
            except OSError:
                pass
        files.sort(key=lambda f: os.path.getmtime(f), reverse=True)
        buttons = [Button(f"{os.path.basename(os.path.dirname(f))}/{os.path.basename(f)}",
                          lambda f=f: self._open(f), size=14) for f in files[:12]]
        buttons.append(Button("Cancel", app.pop, cancel=True, size=15))
        self.bar = ButtonBar(buttons, numbered=True)
        self.empty = not files
        self.folder = positions_dir(app.data_dir)

    def resize(self, size):
        w, h = size
        n = len(self.bar.buttons)
        self.box = pygame.Rect(0, 0, 640, 120 + n * 42)
        self.box.center = (w // 2, h // 2)
        self.bar.layout_column((self.box.x + 40, self.box.y + 70), self.box.w - 80, 34, gap=8)

    def _open(self, path):
        self.app.pop()
        self.sandbox.open_file(path)

    def handle_event(self, event):
        if not self.bar.handle(event):
            super().handle_event(event)

    def draw(self, surface):
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        theme.panel(surface, self.box, theme.PANEL, 242, 14, theme.GOLD_DARK)
        title = fonts.render("title", 28, "Open a position or a replay", theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + 14)))
        if self.empty:
            img = fonts.render("ui", 14, f"Nothing saved yet: positions go to {self.folder}.", theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, self.box.y + 50)))
        self.bar.draw(surface)


class SandboxKey:
    """F6 at a table opens the sandbox at that table's position (an app-wide helper)."""

    def __init__(self, app):
        self.app = app

    def handle_event(self, event) -> bool:
        if event.type != pygame.KEYDOWN or event.key != pygame.K_F6:
            return False
        table = self.app.top
        match = getattr(table, "match", None)
        if not isinstance(table, TableScene) or match is None:
            return False
        try:
            scene = SandboxScene(self.app, state=match.state,
                                 source=f"the game at the table (step {match.state.step})")
        except Exception as err:  # noqa: BLE001 - never a traceback for the player
            print(f"the sandbox cannot open: {err}", file=sys.stderr)
            return True
        self.app.push(scene)
        return True

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface) -> None:
        pass


def _levels() -> list[str]:
    return catalog.computer_levels() or ["random"]


def _far(a, b) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) >= DRAG_START


def _short(name: str) -> str:
    """'Ann's hand' -> 'Hand', 'the spread' -> 'The spread': the band already names the seat."""
    if "'s " in name:
        name = name.split("'s ", 1)[1]
    return name[:1].upper() + name[1:]


def _face_down_mark(surface, rect) -> None:
    """A small dark tab in the corner of a card that lies face down in play."""
    tab = pygame.Rect(rect.right - 18, rect.bottom - 14, 16, 12)
    pygame.draw.rect(surface, (20, 24, 22), tab, border_radius=3)
    pygame.draw.line(surface, theme.TEXT_DIM, (tab.x + 3, tab.centery), (tab.right - 3, tab.centery), 2)
