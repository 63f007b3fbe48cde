"""Setting up the seats: a person or the computer at a level, names, and the game's own options."""
from __future__ import annotations

import pygame

from game.engine import GameError

from game.ai.player_levels import DEFAULT_LEVEL, PLAYER_LEVELS, level_of

from scenes import catalog, fonts, games, theme
from scenes.scene import Scene
from scenes.setup_form import Form
from scenes.table.seating import seat_names
from scenes.widgets import Button, ButtonBar, Chooser, TextField, draw_title, fitted

HINT = "Tab moves between fields · ← → change a choice · Enter starts · Esc goes back"


class SeatRow:
    def __init__(self, index: int, kinds: list[str], kind: str, name: str):
        self.index = index
        labels = ["A person" if k == "human" else f"Computer: {level_of(k).name}" for k in kinds]
        self.kind = Chooser("Who", kinds, kinds.index(kind) if kind in kinds else 0, names=labels)
        self.name = TextField(name, max_len=20)

    @property
    def spec(self) -> str:
        return self.kind.value

    @property
    def how(self) -> str:
        """One line on how the seat's computer plays ("" for a person)."""
        level = level_of(self.spec)
        return level.how if level is not None else ""


class SetupScene(Scene):
    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self._felt = None
        self.kinds = ["human"] + [level.spec for level in PLAYER_LEVELS]
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
        self.form: Form | None = None

    def _rows(self):
        n = self.count.value
        old = self.rows
        rows = []
        for i in range(n):
            if i < len(old):
                rows.append(old[i])
            else:
                kind = "human" if i == 0 else DEFAULT_LEVEL.spec
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

    def labels(self) -> list[str]:
        """Every label the form draws in its label column."""
        out = ["Players"] if len(self.count.options) > 1 else []
        out += [f"Seat {r.index + 1}" for r in self.rows]
        out += self.panel.labels() if self.panel is not None else []
        return out + ["Seed (optional)"]

    def resize(self, size):
        self._felt = theme.felt(size)
        if not self._layout(size, compact=size[1] < 700):
            self._layout(size, compact=True, tight=True)

    def _layout(self, size, compact, tight=False) -> bool:
        """Lay the form out; False when it runs below the window (then a tighter layout is tried)."""
        w, h = size
        self.title_size = 40 if compact else 54
        self.title_y = fonts.text("title", self.title_size).height // 2 + (4 if tight else 8 if compact else 18)
        top = self.title_y * 2 + (0 if compact else 10)
        form = self.form = Form(size, self.labels(), top, gap=2 if tight else 6 if compact else 12)
        y = top
        if len(self.count.options) > 1:
            self.count.rect = form.row(y, min(form.field_w, 200))
            y += form.row_h + form.gap
        widest = max((fonts.text("ui", 17).width(n) for r in self.rows for n in r.kind.names), default=0)
        kind_w = min(max(220, widest + 2 * form.row_h + 16), form.field_w * 55 // 100)
        for r in self.rows:
            r.kind.rect = form.row(y, kind_w)
            r.name.rect = pygame.Rect(r.kind.rect.right + 16, y, form.field_w - kind_w - 16, form.row_h)
            y += form.row_h + form.gap
            if r.how:
                y += form.note_height(r.how) + 2 - form.gap // 2
        if self.panel is not None:
            y = self.panel.layout(form, y + form.gap)
        self.seed.rect = form.row(y, min(form.field_w, 160))
        hint_h = fonts.text("ui", 13).height + 12
        bar_h = max(b.natural_size()[1] for b in self.bar.buttons)
        error_room = fonts.text("ui", 16).height + 8
        wanted = self.seed.rect.bottom + error_room + bar_h // 2 + 4
        lowest = h - hint_h - bar_h // 2 - 6
        self.bar.layout_row((w // 2, min(lowest, wanted)))
        return wanted <= lowest

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
                self.resize(self.app.size)
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
        except Exception as err:     # a set-up the game refuses is said, not raised
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
        form = self.form
        form.placed.clear()
        form.place("title", draw_title(surface, catalog.title_of(self.game), (w // 2, self.title_y),
                                        self.title_size))
        if len(self.count.options) > 1:
            form.label(surface, "Players", self.count.rect)
            self.count.draw(surface)
            form.widget("players", self.count)
        for r in self.rows:
            form.label(surface, f"Seat {r.index + 1}", r.kind.rect)
            r.kind.draw(surface)
            r.name.draw(surface, self._time)
            form.widget(f"seat {r.index + 1} kind", r.kind)
            form.widget(f"seat {r.index + 1} name", r.name)
            if r.how:
                form.note(surface, r.how, r.kind.rect.bottom + 2)
        if self.panel is not None:
            self.panel.draw(surface, self._time, form)
        form.label(surface, "Seed (optional)", self.seed.rect)
        self.seed.draw(surface, self._time)
        form.widget("seed", self.seed)
        self.bar.draw(surface)
        for b in self.bar.buttons:
            form.widget(f"button {b.label}", b)
        if self.error:
            t, line = fitted("ui", self.error, form.width, 16)
            img = t.render(line, (240, 140, 120))
            top = (self.seed.rect.bottom + self.bar.bounds().top - img.get_height()) // 2
            surface.blit(img, form.place("error", img.get_rect(midtop=(w // 2, top))))
        t = fonts.fit("ui", HINT, w - 20, 13)
        hint = t.render(HINT, theme.TEXT_DIM)
        surface.blit(hint, form.place("hint", hint.get_rect(midbottom=(w // 2, h - 8))))
