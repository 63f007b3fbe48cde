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
import sys
import time

import pygame

from game import engine
from game.engine.describe import zone_name
from game.engine.replay import Replay, ReplayMismatch, load, save
from game.engine.storage import SaveFileError
from game.lab.positions import check_position, owner_for, place, position_of, position_problem

from scenes import catalog, fonts, games, settings as settings_mod, theme
from scenes.designer.card_filters import FilterBar, dimensions, entries_for
from scenes.designer.card_grid import CardGrid
from scenes.designer.playon import SandboxMatch, SandboxTable
from scenes.designer.sandbox_board import GRID_CARD_W, SandboxBoard
from scenes.designer.sandbox_paint import SandboxPainting
from scenes.scene import Scene
from scenes.table.scene import TableScene
from scenes.widgets import Button, ButtonBar, Chooser

DRAG_START = 5
PLAYERS = ("you against the computer", "both seats yourself", "the computer against itself")


def positions_dir(root: str) -> str:
    return os.path.join(root, "positions")


class SandboxScene(SandboxBoard, SandboxPainting, Scene):
    def __init__(self, app, game: str | None = None, state: engine.State | None = None, source: str = ""):
        super().__init__(app)
        self.games = [g for g in catalog.order(app) if g in app.cards.games]
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
        self.grid = CardGrid(card_w=GRID_CARD_W, gap=10)
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
        self.selected = self.press = self.drag = None
        self._palette()
        self._make_buttons()
        if self._felt is not None:
            self.resize(self.app.size)

    def new_deal(self, game: str | None = None) -> None:
        game = game or self.game
        rules = engine.GAMES[game]
        seed = engine.new_seed()
        names = [f"Seat {i + 1}" for i in range(rules.min_seats)]
        state = engine.new_game(game, names, seed, self.app.cards, uid_secret=engine.new_seed())
        self.load_state(state, "a new deal")

    def open_file(self, path: str) -> bool:
        """Start from a replay or position file: its position after its actions (its start if the game ended)."""
        try:
            replay = load(path)
            if replay.game not in self.app.cards.games:
                raise SaveFileError(f"the card file has no cards for {replay.game}")
            if not replay.actions and replay.uid_secret is None:
                replay.uid_secret = engine.new_seed()      # a position's uids are keyed by a secret, not its seed
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
        self._forget_gone()
        self._palette()
        if self._felt is not None:
            self.resize(self.app.size)

    # -- editing -----------------------------------------------------------------------
    def move(self, uid: int, zone: str) -> None:
        if uid not in self.state.cards or self.state.cards[uid].zone == zone:
            return
        self.edit(lambda s: place(s, uid, zone),
                  f"{self._name(uid)} goes to {self._zone_label(zone)}.")

    def add(self, index: int, zone: str) -> int | None:
        entry = self.grid.entries[index]
        props = dict(entry.props)
        made = []
        self.edit(lambda s: made.append(s.create_card(entry.defn.id, owner_for(s, zone, props), zone, **props)),
                  f"{entry.defn.name} is put into {self._zone_label(zone)}.")
        return made[0] if made and made[0] in self.state.cards else None

    def remove(self, uid: int) -> None:
        if uid not in self.state.cards:
            return

        def take_away(state):
            card = state.cards.pop(uid)
            state.writable_zone(card.zone).cards.remove(uid)
        self.edit(take_away, f"{self._name(uid)} is taken away.")

    def change_counter(self, key, delta: int) -> None:
        if isinstance(key, engine.Setting):
            self.change_setting(key, delta)
            return
        name, seat = key
        self.edit(lambda s: engine.add_counter(s, name, seat, delta), "")

    def change_setting(self, setting: engine.Setting, delta: int) -> None:
        value = setting.step(self.state.data.get(setting.key), delta)
        if self.edit(lambda s: s.rules.change_setting(s, setting.key, value), ""):
            self.say(f"{setting.label}: {setting.text(self.state.data.get(setting.key))}.", 2.5)

    def edit(self, change, text: str) -> bool:
        """Make ``change`` on a copy of the position and keep it only if the game can go on from it."""
        candidate = self.state.clone()
        try:
            change(candidate)
            candidate._legal_cache = None
            problem = position_problem(candidate, self.app.cards)
        except (engine.GameError, KeyError, ValueError, TypeError, IndexError) as err:
            problem = str(err) or type(err).__name__
        if problem:
            self.say(f"Not done: {problem}.", 6)
            return False
        self.state = candidate
        self._edited(text)
        return True

    def _edited(self, text: str) -> None:
        self.state._legal_cache = None
        self.state.log = []
        self._forget_gone()
        if text:
            self.say(text, 2.5)

    def _forget_gone(self) -> None:
        """Let go of a pressed, dragged or selected card that is no longer in the position."""
        def gone(what):
            return what is not None and what[0] == "board" and what[1] not in self.state.cards
        if gone(self.press):
            self.press = None
        if gone(self.drag):
            self.drag = None
        if gone(self.selected):
            self.selected = None

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
        except Exception as err:  # never a traceback for the player
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



