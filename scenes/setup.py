"""Setting up the seats: a person or the computer at a level, names, and the game's own options."""
from __future__ import annotations

import pygame

from game.engine import GameError

from scenes import catalog, fonts, games, theme
from scenes.catalog import computer_levels
from scenes.scene import Scene
from scenes.table.seating import seat_names
from scenes.widgets import Button, ButtonBar, Chooser, TextField, draw_title, fitted_label


class SeatRow:
    def __init__(self, index: int, kinds: list[str], kind: str, name: str):
        self.index = index
        labels = ["A person" if k == "human" else f"Computer: {k.split(':')[1]}" for k in kinds]
        self.kind = Chooser("Who", kinds, kinds.index(kind) if kind in kinds else 0, names=labels)
        self.name = TextField(name, max_len=20)

    @property
    def spec(self) -> str:
        return self.kind.value


class SetupScene(Scene):
    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self._felt = None
        self.kinds = ["human"] + [f"ai:{lvl}" for lvl in computer_levels()]
        lo, hi = catalog.seat_range(game)
        self.count = Chooser("Seats", list(range(lo, hi + 1)), 0, on_change=lambda _: self._rows())
        self.rows: list[SeatRow] = []
        self._rows()
        self.seed = TextField("", max_len=10)
        make_panel = games.table_for(game).setup_panel
        self.panel = make_panel(self) if make_panel else None
        self.bar = ButtonBar([Button("Start", self.start, primary=True), Button("Back", app.pop, cancel=True)])
        self.error = ""
        self._time = 0

    def _rows(self):
        n = self.count.value
        old = self.rows
        rows = []
        for i in range(n):
            if i < len(old):
                rows.append(old[i])
            else:
                kind = "human" if i == 0 else (self.kinds[1] if len(self.kinds) > 1 else "human")
                rows.append(SeatRow(i, self.kinds, kind, ""))
        self.rows = rows
        self._default_names()
        if getattr(self, "panel", None) is not None:
            self.panel.seats_changed()
        if self._felt is not None:
            self.resize(self.app.size)

    def _default_names(self):
        names = seat_names([r.spec for r in self.rows])
        for row, name in zip(self.rows, names):
            if not row.name.text or getattr(row, "auto_name", True):
                row.name.text = name
                row.auto_name = True

    def specs(self) -> list[str]:
        return [r.spec for r in self.rows]

    def names(self) -> list[str]:
        return [" ".join(r.name.text.split()) for r in self.rows]

    def widgets(self):
        out = []
        if len(self.count.options) > 1:
            out.append(self.count)
        for r in self.rows:
            out += [r.kind, r.name]
        if self.panel is not None:
            out += self.panel.widgets()
        out.append(self.seed)
        return out

    def resize(self, size):
        self._felt = theme.felt(size)
        w, h = size
        x = w // 2 - 330
        y = 150
        if len(self.count.options) > 1:
            self.count.rect = pygame.Rect(x + 160, y, 200, 36)
            y += 56
        self.row_y = y
        for r in self.rows:
            r.kind.rect = pygame.Rect(x + 160, y, 220, 36)
            r.name.rect = pygame.Rect(x + 400, y, 260, 36)
            y += 50
        y += 10
        if self.panel is not None:
            y = self.panel.layout(x, y, 660)
        self.seed.rect = pygame.Rect(x + 160, y + 8, 160, 34)
        self.bar.layout_row((w // 2, min(h - 50, y + 110)))

    def handle_event(self, event):
        if event.type == pygame.TEXTINPUT or event.type == pygame.KEYDOWN:
            focused = [wd for wd in self.widgets() if getattr(wd, "focus", False)]
            for wd in focused:
                if wd.handle(event):
                    self._after_edit(wd)
                    return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                self._tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return
        if self.bar.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for wd in self.widgets():
                wd.focus = False
        for wd in self.widgets():
            if wd.handle(event):
                self._after_edit(wd)
                return
        if self.panel is not None and self.panel.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def _after_edit(self, widget):
        for r in self.rows:
            if widget is r.name:
                r.auto_name = False
            if widget is r.kind:
                self._default_names()
                if self.panel is not None:
                    self.panel.seats_changed()
        self.error = ""

    def _tab(self, step):
        ws = self.widgets()
        i = next((k for k, wd in enumerate(ws) if wd.focus), -1)
        for wd in ws:
            wd.focus = False
        ws[(i + step) % len(ws)].focus = True

    def start(self):
        names = self.names()
        if any(not n for n in names):
            self.error = "Every seat needs a name."
            return
        if len(set(n.lower() for n in names)) != len(names):
            self.error = "Two seats have the same name."
            return
        seed = None
        if self.seed.text.strip():
            try:
                seed = int(self.seed.text.strip())
            except ValueError:
                self.error = "The seed is a whole number (or leave it empty for a random one)."
                return
        options, context = {}, {}
        if self.panel is not None:
            problem = self.panel.check()
            if problem:
                self.error = problem
                return
            options, context = self.panel.options(), self.panel.context()
        try:
            scene = self.app.scene("table", self.game, self.specs(), seed, options=options, names=names,
                                    context=context)
        except Exception as err:     # noqa: BLE001 - a set-up the game refuses is said, not raised
            if not isinstance(err, GameError) and type(err).__name__ not in ("ProfileError", "SeatSpecError"):
                raise
            self.error = str(err)
            return
        self.app.replace(scene)

    def update(self, dt):
        self._time += int(dt * 1000)

    def draw(self, surface):
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        draw_title(surface, catalog.title_of(self.game), (w // 2, 70), 54)
        x = w // 2 - 330
        label = lambda text, y: surface.blit(fitted_label(text), (x, y + 8))  # noqa: E731
        if len(self.count.options) > 1:
            label("Players", self.count.rect.y)
            self.count.draw(surface)
        for r in self.rows:
            label(f"Seat {r.index + 1}", r.kind.rect.y)
            r.kind.draw(surface)
            r.name.draw(surface, self._time)
        if self.panel is not None:
            self.panel.draw(surface, self._time)
        label("Seed (optional)", self.seed.rect.y)
        self.seed.draw(surface, self._time)
        self.bar.draw(surface)
        if self.error:
            t = fonts.text("ui", 16)
            lines = t.wrap(self.error, 700)
            y = self.bar.bounds().y - 12 - len(lines) * t.height
            for line in lines:
                img = t.render(line, (240, 140, 120))
                surface.blit(img, img.get_rect(midtop=(w // 2, y)))
                y += t.height
        hint = fonts.render("ui", 13, "Tab moves between fields · ← → change a choice · Enter starts · Esc goes back",
                            theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 10)))
