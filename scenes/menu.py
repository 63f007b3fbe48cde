"""The main menu: choose a game, continue one, watch a replay, the records, the settings, quit."""
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
from scenes.widgets import Button, ButtonBar, draw_title, fitted, wrapped

BLURB_SIZE = 19
BLURB_CLEAR = 16       # pixels at least between the blurb and a button, above and below
SHADOW = 3             # a button's shadow below its rect


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = catalog.available(app)
        buttons = []
        for game in catalog.order(self.app):
            why = self.games.get(game, "")
            buttons.append(Button(catalog.title_of(game), lambda g=game: self._choose(g), enabled=not why,
                                  style="title", size=26, tooltip=why or catalog.blurb_of(game)))
        self.saved = saved_games(app.data_dir)
        if self.saved:
            n = len(self.saved)
            buttons.append(Button("Continue", lambda: self.app.push("saves"), size=17,
                                  tooltip=f"{n} game{'s' if n != 1 else ''} in progress: choose one"))
        buttons.append(Button("Learn to play", lambda: self.app.push("learn"), size=17,
                              tooltip="How to play each game, and a guided first game"))
        buttons.append(Button("Watch a replay", self._replays, size=17))
        tools = [("gallery", Button("Card gallery", self._gallery, size=15,
                                    tooltip="Every card, filtered, with its YAML")),
                 ("sandbox", Button("Sandbox", self._sandbox, size=15, tooltip="Lay out any position and play on")),
                 ("simulator", Button("Simulator", self._simulator, size=15,
                                      tooltip="Computer games and balance charts"))]
        self.designer = [button for name, button in tools if app.offers(name)]    # the tools the app was handed
        buttons += self.designer
        self.pair = [Button("Records", lambda: self.app.push("records"), size=17,
                            tooltip="Wins, losses and streaks per player, and the last games"),
                     Button("Settings", lambda: self.app.push("settings"), size=17,
                            tooltip="Speed, sound, text size, undo and hints")]
        buttons += self.pair
        buttons.append(Button("Quit", app.quit, cancel=True, size=17))
        buttons[0].primary = True
        self.bar = ButtonBar(buttons, numbered=True)
        self._felt = None

    def resize(self, size):
        """The games in a column, the rest under them; where the text is too large for that, side by side.
        The blurb of the game under the pointer has a band of its own under the games, clear of every button."""
        self._felt = theme.felt(size)
        w, h = size
        n_games = len(catalog.order(self.app))
        rows = self._rows()
        game_h = max(44, fonts.text("title", 26).height + 12)
        row_h = fonts.text("ui", 17).height + 12
        line = fonts.text("italic", BLURB_SIZE).height
        pad = max(BLURB_CLEAR, line // 2 + 4)
        blurb = line + 2 * pad
        title_bottom = int(h * 0.12) + 80
        free = h - title_bottom - 2 * fonts.text("ui", 13).height - 24
        games, others = n_games * (game_h + 12), len(rows) * (row_h + 10)
        side_by_side = games + blurb + others > free
        if side_by_side:
            width = min(int(380 * fonts.scale()), (w - 140) // 2)
            spare = max(0, free - max(games, others) - blurb)
        else:
            width = min(w - 140, int(380 * fonts.scale()))
            spare = max(0, free - games - blurb - others)
        grow = min(8, spare // (n_games + len(rows) + 2))
        game_h, row_h = game_h + grow, row_h + grow
        spare -= grow * (n_games + len(rows))
        top = title_bottom + min(spare // 2, max(0, int(h * 0.30) - title_bottom))
        x = w // 2 - width // 2 if not side_by_side else w // 2 - width - 10 + 22
        self.bar.layout_column((x, top), width, game_h, gap=12)
        last_game = self.bar.buttons[n_games - 1].rect.bottom + SHADOW
        y = last_game + blurb
        if side_by_side:
            x, y = w // 2 + 10 + 22, top
        for row in rows:
            bw = (width - 10 * (len(row) - 1)) // len(row)
            for i, b in enumerate(row):
                b.rect = pygame.Rect(x + i * (bw + 10), y, bw, row_h)
            y += row_h + 10
        above = max(last_game, y - 10 + SHADOW) if side_by_side else last_game
        self.blurb_y = above + pad

    def blurb_rect(self, text: str) -> pygame.Rect:
        """Where ``text`` (a game's blurb) is drawn."""
        w = self.app.size[0]
        t = fonts.fit("italic", text, w - 80, BLURB_SIZE)
        return pygame.Rect(0, 0, t.width(text), t.height).move(w // 2 - t.width(text) // 2, self.blurb_y)

    def _rows(self) -> list[list[Button]]:
        """The buttons under the games, row by row (the designer's three share one, Records and Settings one)."""
        rows = []
        for b in self.bar.buttons[len(catalog.order(self.app)):]:
            group = next((g for g in (self.designer, self.pair) if b in g), None)
            if group is None:
                rows.append([b])
            elif b is group[0]:
                rows.append(list(group))
        return rows

    def handle_event(self, event):
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()

    def frame_need(self) -> str:
        return "still"          # nothing moves here by itself

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

    def _replays(self):
        self.app.push("replays")

    def draw(self, surface):
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        with fonts.unscaled():                  # the title is large at any text size
            draw_title(surface, "The Card Table", (w // 2, int(h * 0.12)), 72)
            sub = fonts.render("italic", 24, " · ".join(map(catalog.title_of, catalog.order(self.app))), theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.12) + 58)))
        n_games = len(catalog.order(self.app))
        games = self.bar.buttons[:n_games]
        told = next((b for b in games if b.hover), None) or next((b for b in games if b.focus), None)
        for i, (b, game) in enumerate(zip(games, catalog.order(self.app))):
            back = pygame.transform.rotozoom(cardface.render_back(game, 38), (-6, 4, -3)[i % 3], 1.0)
            surface.blit(back, back.get_rect(center=(b.rect.x - 44, b.rect.centery)))
            blurb = self.games.get(game) or catalog.blurb_of(game)
            if b is told:
                img = fonts.fit("italic", blurb, w - 80, BLURB_SIZE).render(blurb, theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midtop=(w // 2, self.blurb_y)))
        self.bar.draw(surface)
        hint = fonts.render("ui", 13, "Enter chooses · arrows move · F11 full screen · Esc quits", theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 12)))
        notice = getattr(self.app.settings, "notice", "")
        if notice:
            t, shown = fitted("ui", notice, w - 40, 13)
            img = t.render(shown, theme.RED)
            surface.blit(img, img.get_rect(midbottom=(w // 2, h - 14 - hint.get_height())))


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
        buttons = [Button(replay_label(os.path.join(folder, f), app.cards),
                          lambda f=f: self._watch(os.path.join(folder, f)), size=15, tooltip=f)
                   for f in files[:12]]
        self.replays = buttons[:]
        self.back_button = Button("Back", app.pop, cancel=True, size=17)
        buttons.append(self.back_button)
        buttons[0].primary = True
        self.bar = ButtonBar(buttons, numbered=True)
        self.empty = not files
        self.notice = (None, [])
        self._felt = None

    def resize(self, size):
        """The notice (when there is no replay) under the title, the replays under it, Back at its own width."""
        self._felt = theme.felt(size)
        w, h = size
        top = 120
        if self.empty:
            t, lines = wrapped("ui", f"No replay is saved yet (they go to {self.folder}).", w - 60, 17)
            self.notice = (t, lines)
            top += len(lines) * t.height
        top += 20
        width = min(720, w - 40)
        back_h = fonts.text("ui", 17).height + 14
        room = h - top - back_h - 30
        shown = self.replays[:max(0, room // (26 + 8))]
        if len(shown) + 1 != len(self.bar.buttons):
            self.bar.set(shown + [self.back_button])
        height = max(26, min(38, room // max(1, len(shown)) - 8))
        y = top
        for b in shown:
            b.rect = pygame.Rect(w // 2 - width // 2, y, width, height)
            y += height + 8
        back_w = max(140, self.back_button.natural_size()[0])
        self.back_button.rect = pygame.Rect(w // 2 - back_w // 2, y + 8, back_w, back_h)

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
        t, lines = self.notice
        y = 120
        for line in lines:
            img = t.render(line, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(self.app.size[0] // 2, y)))
            y += t.height
        self.bar.draw(surface)
