"""The simulator's answer to a saved card edit: the offer to measure it, the ``--until-clear`` run's progress,
then per changed card the change, its effect with interval, n and q, the verdict and why the run stopped,
and on demand what one step of each of a changed card's numbers is worth, as a chart.

The runs are ``game/lab/edit_run.py``'s, in a thread; the panel only polls them.  ``layout()`` places
everything from one reading of their state, and ``draw`` draws that reading, so a run that ends between
an update and a draw is drawn as it was until the next layout.
"""
from __future__ import annotations

import os
import time

import pygame

from game.engine.cards import DEFAULT_PATH
from game.lab import edit_run
from scenes import catalog, fonts, theme
from scenes.widgets import Button, ButtonBar, draw_title, fitted

CAP = edit_run.CAP
BATCH = edit_run.BATCH
SENSITIVITY_CAP = edit_run.SENSITIVITY_CAP
MARGIN = 20
VERDICT_TEXT = {"up": ("up: its holder wins more", theme.TARGET),
                "down": ("down: its holder wins less", theme.RED),
                "smaller": (f"smaller than ±{edit_run.SMALLEST * 100:g} points: too small to matter", theme.GOLD),
                "unclear": ("unclear: the games so far cannot tell", theme.TEXT_DIM)}


def clock(seconds: float) -> str:
    m, s = divmod(int(round(seconds)), 60)
    return f"{m}:{s:02}"


class EditOffers:
    """The last good cards and their file's text (read while the file still holds them); ``saved`` turns a
    save that changed a game's cards into an offer to measure it."""

    def __init__(self, app):
        self.app = app
        self.path = app.cards_path or DEFAULT_PATH
        self.good = (app.cards, edit_run.file_text(app.cards, self.path))

    def saved(self, cards, games, preferred, seats_of, workers, close) -> "EditPanel | None":
        """The offer for the first of ``games`` (``preferred`` if it is one) whose cards changed; None if none did."""
        from game.lab.batch import CardRun
        old_cards, old_text = self.good
        self.good = (cards, edit_run.file_text(cards, self.path))
        changed = edit_run.edited_games(cards, old_cards, games)
        if not changed:
            return None
        game = preferred if preferred in changed else changed[0]
        panel = EditPanel(self.app, game, seats_of(game), CardRun(cards, self.path, self.good[1]),
                          CardRun(old_cards, self.path, old_text, label="against"), workers, close)
        panel.layout()
        return panel


class EditPanel:
    """One saved edit of one game: ``offer`` → ``running`` → ``done``; ``close`` hands the scene back."""

    def __init__(self, app, game: str, seats: list, new, old, workers: int, close):
        self.app, self.game, self.seats = app, game, list(seats)
        self.new, self.old, self.workers, self.close = new, old, workers, close
        self.run: edit_run.EditRun | None = None
        self.sens: edit_run.SensitivityRun | None = None
        self.sens_card = None
        self.first = 0                       # the first changed card shown (the wheel moves it)
        self.bar = ButtonBar()
        self.card_buttons: list[Button] = []
        self.items: list = []                # (surface, position) drawn as laid out
        self.chart_area = pygame.Rect(0, 0, 0, 0)
        self.progress_at = None              # where the running line goes, and how wide it may be
        self._chart = (None, None)           # (path, scaled image)
        self._seen = None
        self.folder = os.path.join(app.data_dir, "reports", f"{game}-edit-{time.strftime('%Y%m%d-%H%M%S')}")
        self.edit = edit_run.Edit.of(game, new.cards, old.cards)

    # -- state -----------------------------------------------------------------
    @property
    def state(self) -> str:
        if self.run is None:
            return "offer"
        return "done" if self.run.finished else "running"

    @property
    def busy(self) -> bool:
        """A thread of this panel is playing games."""
        return (self.run is not None and not self.run.finished) or (self.sens is not None and not self.sens.finished)

    def measure(self) -> None:
        self.stop()
        self.run = edit_run.EditRun(self.game, self.seats, self.new, self.old, cap=CAP, batch=BATCH,
                                    workers=self.workers, cache=self._cache()).start()
        self.sens = self.sens_card = None
        self._chart = (None, None)
        self.layout()

    def worth(self, card: str) -> None:
        """What one step of each of ``card``'s numbers is worth, with the new cards."""
        if self.new.cards_text is None:
            self.sens, self.sens_card = None, card
            self.layout()
            return
        if self.sens is not None:
            self.sens.stop()
        self.sens_card = card
        self.sens = edit_run.SensitivityRun(self.game, self.seats, self.new.cards, self.new.cards_text,
                                            self.new.cards_path or "cards.yaml", card, self.folder,
                                            cap=SENSITIVITY_CAP, batch=BATCH, workers=self.workers,
                                            cache=self._cache()).start()
        self._chart = (None, None)
        self.layout()

    def _cache(self):
        from game.lab.cache import GameCache
        return GameCache(os.path.join(self.app.data_dir, "lab-cache"))

    def stop(self) -> None:
        for run in (self.run, self.sens):
            if run is not None:
                run.stop()

    def leave(self) -> None:
        self.stop()
        self.close()

    def update(self) -> None:
        """Lay out again when what the runs say has changed (a look, an end)."""
        key = (self.state, self.run and self.run.looks, self.sens and self.sens.finished, self.sens_card,
               self.sens and self.sens.line)
        if key != self._seen:
            self.layout()

    # -- layout ----------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.app.size
        self._seen = (self.state, self.run and self.run.looks, self.sens and self.sens.finished, self.sens_card,
                      self.sens and self.sens.line)
        state = self.state
        self.bar.set(self._buttons(state))
        self.bar.layout_row((w // 2, h - 34))
        foot = self.bar.bounds().top - 10
        split = self.sens_card is not None
        left = pygame.Rect(MARGIN, 0, (max(330, int(w * 0.44)) if split else w - 2 * MARGIN), 0)
        self.chart_area = pygame.Rect(left.right + 20, 96, w - left.right - 20 - MARGIN, foot - 96)
        self.items, self.card_buttons = [], []
        y = self._heading(state, w)
        if state == "running":
            self.progress_at = (left.x, y, left.w)
            y += fonts.text("ui", 15).height + 14
        else:
            self.progress_at = None
        if state == "done":
            y = self._lines(self.run.error and f"The run failed: {self.run.error}" or self.run.why(),
                            "ui", 15, theme.RED if self.run.error else theme.TEXT, left, y) + 8
        self._cards(state, left, y, foot)
        if split:
            self._sensitivity(self.chart_area)

    def _buttons(self, state: str) -> list[Button]:
        if state == "offer":
            measure = Button("Measure the edit", self.measure, primary=True, enabled=bool(self.edit.cards),
                             tooltip="The new cards against the last good ones, on the same seeds, until clear")
            return [measure, Button("Not now", self.leave, cancel=True)]
        out = []
        if state == "running":
            out.append(Button("Stop", self.stop, cancel=True))
        else:
            out += [Button("Measure again", self.measure), Button("Back", self.leave, cancel=True)]
        if self.sens is not None and not self.sens.finished:
            out.insert(0, Button("Stop the sensitivity", self.sens.stop))
        return out

    def _text(self, surface_text, style, size, color, pos) -> None:
        self.items.append((fonts.render(style, size, surface_text, color), pos))

    def _lines(self, string, style, size, color, rect, y, max_lines=4) -> int:
        t = fonts.text(style, size)
        lines = t.wrap(string, rect.w)
        if len(lines) > max_lines:
            lines = lines[:max_lines - 1] + [fitted(style, " ".join(lines[max_lines - 1:]), rect.w, size, size)[1]]
        for line in lines:
            self._text(line, style, size, color, (rect.x, y))
            y += t.height
        return y

    def _heading(self, state, w) -> int:
        title = {"offer": "Measure the edit?", "running": "Measuring the edit", "done": "What the edit did"}[state]
        self.items.append(("title", title, (w // 2, 34)))
        name = os.path.basename(self.new.cards_path) or "the cards"
        sub = (f"{catalog.title_of(self.game)}: {name} as saved against the cards before the save, "
               f"same seeds · {', '.join(self.seats)}")
        y = self._lines(sub, "italic", 16, theme.TEXT_DIM, pygame.Rect(MARGIN, 0, w - 2 * MARGIN, 0), 64, 2) + 8
        if state == "offer":
            rule = (f"Plays {BATCH} paired games a look and stops when each changed card is clearly up or down, "
                    f"or shown within ±{edit_run.SMALLEST * 100:g} points, or at {CAP} paired games.")
            y = self._lines(rule, "ui", 15, theme.TEXT, pygame.Rect(MARGIN, 0, w - 2 * MARGIN, 0), y) + 8
        return y

    def _cards(self, state, rect, y, foot) -> None:
        edit = self.edit
        ids = edit.cards + edit.unmeasured
        if not ids:
            self._lines("No card of this game changed.", "ui", 16, theme.TEXT, rect, y)
            return
        results = {r.card: r for r in (self.run.results or [])} if state == "done" else {}
        more_h = fonts.text("ui", 14).height
        self.first = max(0, min(self.first, len(ids) - 1))
        shown = 0
        for i, cid in enumerate(ids[self.first:], self.first):
            rows, button = self._block(cid, state, results.get(cid), rect)
            height = sum(row_h for _, _, _, row_h in rows)
            if y + height + (0 if i == len(ids) - 1 else more_h) > foot and shown:
                break
            if button is not None:
                below = getattr(button, "below", None)
                button.rect.topleft = (rect.x, y + below) if below is not None else (rect.right - button.rect.w, y)
                self.card_buttons.append(button)
            for line, t, colour, row_h in rows:
                if line:
                    self.items.append((t.render(line, colour), (rect.x, y)))
                y += row_h
            y += 10
            shown += 1
        hidden = len(ids) - self.first - shown
        if self.first or hidden:
            note = f"{self.first + 1}–{self.first + shown} of {len(ids)} changed cards · the wheel shows the others"
            self._text(note, "ui", 14, theme.TEXT_DIM, (rect.x, y))

    def _card_lines(self, cid, state, result) -> list:
        """(text, style, size, colour) of one changed card's block, after its name."""
        edit = self.edit
        out = [(edit.changes[cid], "ui", 15, theme.TEXT)]
        if cid in edit.unmeasured:
            out.append(("added or removed: only a card both files have can be measured", "ui", 14, theme.TEXT_DIM))
        elif state == "running":
            look = self.run.latest.get(cid)
            if look:
                clear = f"clear: {look.decision}" if look.decision else "not clear yet"
                line = (f"after {look.n} paired games: {look.delta * 100:+.1f} pt, "
                        f"interval {look.low * 100:+.1f} to {look.high * 100:+.1f}, {clear}")
            else:
                line = f"the first look comes after {BATCH} paired games"
            out.append((line, "ui", 14, theme.TEXT_DIM))
        elif result is not None:
            words, colour = VERDICT_TEXT[result.verdict]
            out += [(f"Effect on its holder's win rate: {result.effect_text()}", "ui", 15, theme.TEXT),
                    (f"Verdict: {words}", "ui_bold", 15, colour)]
        return out

    def _block(self, cid, state, result, rect) -> tuple:
        """One changed card's rows, (line, Text, colour, height) each, wrapped to ``rect``; and its button."""
        button = None
        if state == "done" and cid not in self.edit.unmeasured:
            button = Button("Each number's worth", lambda c=cid: self.worth(c), size=14,
                            enabled=not (self.sens is not None and not self.sens.finished),
                            tooltip="What one step down or up of each of its numbers does to its holder's win rate")
            button.rect = pygame.Rect((0, 0), button.natural_size())
        name = self.edit.names[cid]
        beside = button is not None and rect.w - button.rect.w >= 360      # else it goes under the block
        width = rect.w - (button.rect.w + 12 if beside else 0)
        t = fonts.fit("title_bold", name, width, 18, 12)
        rows = [(name, t, theme.GOLD, t.height)]
        for line, style, size, colour in self._card_lines(cid, state, result):
            t = fonts.text(style, size)
            rows += [(part, t, colour, t.height) for part in t.wrap(line, width)]
        if beside and sum(r[3] for r in rows) < button.rect.h:
            rows[-1] = rows[-1][:3] + (rows[-1][3] + button.rect.h - sum(r[3] for r in rows),)
        elif button is not None:
            rows.append(("", fonts.text("ui", 14), theme.TEXT, button.rect.h + 6))
            button.below = sum(r[3] for r in rows[:-1]) + 4
        return rows, button

    def _sensitivity(self, area) -> None:
        name = self.edit.names.get(self.sens_card, self.sens_card)
        top = pygame.Rect(area.x, area.y, area.w, 0)
        y = self._lines(f"What one step of each of {name}'s numbers is worth", "title_bold", 18, theme.GOLD, top,
                        area.y, 2)
        if self.sens is None:
            self._lines("The sensitivity needs the card file itself (these cards were merged from CSVs).",
                        "ui", 15, theme.TEXT, top, y)
        elif not self.sens.finished:
            self._lines(f"Playing… {self.sens.line}", "ui", 15, theme.TEXT, top, y)
        elif self.sens.error:
            self._lines(f"The sensitivity failed: {self.sens.error}", "ui", 15, theme.RED, top, y)
        elif self.sens.chart is None:
            self._lines("None of its numbers could be moved a step.", "ui", 15, theme.TEXT, top, y)
        else:
            self._place_chart(pygame.Rect(area.x, y + 8, area.w, area.bottom - y - 8))

    def _place_chart(self, area) -> None:
        path = self.sens.chart
        if self._chart[0] != (path, area.size):
            try:
                img = pygame.image.load(path)
            except (pygame.error, FileNotFoundError):
                return
            scale = min(1.0, (area.w - 8) / img.get_width(), (area.h - 8) / img.get_height())
            size = (max(1, int(img.get_width() * scale)), max(1, int(img.get_height() * scale)))
            self._chart = ((path, area.size), pygame.transform.smoothscale(img, size))
        self.items.append(("chart", self._chart[1], area))

    # -- input and drawing ---------------------------------------------------------
    def handle(self, event) -> bool:
        if self.bar.handle(event):
            return True
        for b in self.card_buttons:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, self.first - event.y)
            self.layout()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        return False

    def draw(self, surface) -> None:
        for item in self.items:
            if item[0] == "title":
                draw_title(surface, item[1], item[2], 40)
            elif item[0] == "chart":
                img, area = item[1], item[2]
                at = img.get_rect(midtop=(area.centerx, area.y + 4))
                pygame.draw.rect(surface, (255, 255, 255), at.inflate(8, 8), border_radius=8)
                surface.blit(img, at)
            else:
                surface.blit(*item)
        if self.progress_at is not None and self.run is not None:
            x, y, width = self.progress_at
            run = self.run
            line = (f"{run.looks} look{'s' if run.looks != 1 else ''} so far · {run.paired} paired games · "
                    f"{run.played} games played · {clock(time.perf_counter() - run._start)}"
                    + (" · stopping after the games in play" if run.stopping_by_hand else ""))
            t, line = fitted("ui", line, width, 15, 11)
            surface.blit(t.render(line, theme.TEXT), (x, y))
        for b in self.card_buttons:
            b.draw(surface)
        self.bar.draw(surface)
