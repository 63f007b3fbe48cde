"""The main menu: choose a game, watch a replay, set the animation speed, quit."""
from __future__ import annotations

import os

import pygame

from game.engine import GameError
from game.engine.storage import SaveFileError

from scenes import catalog, cardface, fonts, settings as settings_mod, theme
from scenes.dialogs import Dialog
from scenes.replay_label import replay_label
from scenes.scene import Scene
from scenes.table.autosave import saved_games
from scenes.widgets import Button, ButtonBar, draw_title


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = catalog.available()
        buttons = []
        for game in catalog.ORDER:
            why = self.games.get(game, "")
            buttons.append(Button(catalog.title_of(game), lambda g=game: self._choose(g), enabled=not why,
                                  style="title", size=26, tooltip=why or catalog.blurb_of(game)))
        self.saved = saved_games(app.data_dir)
        if self.saved:
            buttons.append(Button("Continue", self._continue, size=17,
                                  tooltip=f"{self.saved[0].id}, step {self.saved[0].step}"))
        buttons.append(Button("Watch a replay", self._replays, size=17))
        self.designer = [Button("Card gallery", self._gallery, size=15, tooltip="Every card, filtered, with its YAML"),
                         Button("Sandbox", self._sandbox, size=15, tooltip="Lay out any position and play on"),
                         Button("Simulator", self._simulator, size=15, tooltip="Computer games and balance charts")]
        buttons += self.designer
        buttons.append(Button(self._speed_label(), self._cycle_speed, size=17))
        buttons.append(Button("Quit", app.quit, cancel=True, size=17))
        buttons[0].primary = True
        self.bar = ButtonBar(buttons, numbered=True)
        self._felt = None

    def _speed_label(self):
        return f"Animation speed: {self.app.settings.get('speed', 'normal')}"

    def _cycle_speed(self):
        names = list(settings_mod.SPEEDS)
        cur = self.app.settings.get("speed", "normal")
        self.app.settings["speed"] = names[(names.index(cur) + 1) % len(names)] if cur in names else "normal"
        settings_mod.save(self.app.data_dir, self.app.settings)
        self.bar.buttons[-2].label = self._speed_label()

    def resize(self, size):
        self._felt = theme.felt(size)
        w, h = size
        n_games = len(catalog.ORDER)
        top = int(h * 0.30)
        self.bar.layout_column((w // 2 - 190, top), 380, 52, gap=12)
        y = self.bar.buttons[n_games - 1].rect.bottom + (44 if h >= 640 else 34)
        rows = len(self.bar.buttons) - n_games - len(self.designer) + 1
        step = min(50, max(32, (h - 40 - y) // rows))
        for b in self.bar.buttons[n_games:]:
            b.rect.h = step - 10
            if b in self.designer:
                i = self.designer.index(b)
                b.rect.x, b.rect.w = w // 2 - 190 + i * 130, 120
                if i < len(self.designer) - 1:
                    b.rect.y = y
                    continue
            b.rect.y = y
            y += step

    def handle_event(self, event):
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()

    def frame_need(self) -> str:
        return "idle"          # nothing moves here by itself

    def back(self):
        self.app.quit()

    def _choose(self, game):
        self.app.push("setup", game)

    def _gallery(self):
        self.app.push("gallery")

    def _sandbox(self):
        try:
            self.app.push("sandbox")
        except GameError as err:
            self.app.push(Dialog(self.app, "The sandbox cannot open", str(err),
                                 [Button("OK", self.app.pop, primary=True)]))

    def _simulator(self):
        self.app.push("simulator")

    def _continue(self):
        try:
            self.app.push("resume", self.saved[0].id)
        except (SaveFileError, GameError) as err:
            self.app.push(Dialog(self.app, "That game cannot be continued", str(err),
                                 [Button("OK", self.app.pop, primary=True, cancel=True)]))

    def _replays(self):
        self.app.push("replays")

    def draw(self, surface):
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        draw_title(surface, "The Card Table", (w // 2, int(h * 0.12)), 72)
        sub = fonts.render("italic", 24, " · ".join(map(catalog.title_of, catalog.ORDER)), theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.12) + 58)))
        n_games = len(catalog.ORDER)
        games = self.bar.buttons[:n_games]
        told = next((b for b in games if b.hover), None) or next((b for b in games if b.focus), None)
        for i, (b, game) in enumerate(zip(games, catalog.ORDER)):
            back = pygame.transform.rotozoom(cardface.render_back(game, 38), (-6, 4, -3)[i % 3], 1.0)
            surface.blit(back, back.get_rect(center=(b.rect.x - 44, b.rect.centery)))
            blurb = self.games.get(game) or catalog.blurb_of(game)
            if b is told:
                t = fonts.fit("italic", blurb, w - 80, 19)
                img = t.render(blurb, theme.TEXT_DIM)
                last = self.bar.buttons[n_games - 1].rect
                surface.blit(img, img.get_rect(midtop=(w // 2, last.bottom + 12)))
        self.bar.draw(surface)
        hint = fonts.render("ui", 13, "Enter chooses · arrows move · F11 full screen · Esc quits", theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 12)))


class ReplayListScene(Scene):
    """The saved replays, newest first; choosing one watches it."""

    def __init__(self, app):
        super().__init__(app)
        folder = settings_mod.replays_dir(app.data_dir)
        try:
            files = [f for f in os.listdir(folder) if f.endswith((".yaml", ".yml", ".json"))]
        except OSError:
            files = []
        files.sort(key=lambda f: os.path.getmtime(os.path.join(folder, f)), reverse=True)
        self.folder = folder
        buttons = [Button(replay_label(os.path.join(folder, f), app.cards), lambda f=f: self._watch(os.path.join(folder, f)),
                          size=15, tooltip=f) for f in files[:12]]
        buttons.append(Button("Back", app.pop, cancel=True))
        if buttons:
            buttons[0].primary = True
        self.bar = ButtonBar(buttons, numbered=True)
        self.empty = not files
        self._felt = None

    def resize(self, size):
        self._felt = theme.felt(size)
        width = min(720, size[0] - 40)
        rows = max(1, len(self.bar.buttons))
        height = max(26, min(38, (size[1] - 170) // rows - 8))
        self.bar.layout_column((size[0] // 2 - width // 2, 150), width, height, gap=8)

    def handle_event(self, event):
        if self.bar.handle(event):
            return
        super().handle_event(event)

    def _watch(self, path):
        try:
            scene = self.app.scene("watch", path)
        except SaveFileError as err:
            self.app.push(Dialog(self.app, "That replay cannot be read", str(err),
                                 [Button("OK", self.app.pop, primary=True, cancel=True)]))
            return
        self.app.push(scene)

    def draw(self, surface):
        surface.blit(self._felt, (0, 0))
        draw_title(surface, "Replays", (self.app.size[0] // 2, 80), 52)
        if self.empty:
            img = fonts.render("ui", 17, f"No replay is saved yet (they go to {self.folder}).", theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=(self.app.size[0] // 2, 140)))
        self.bar.draw(surface)
