"""The guided game at the table: the step to make lit and explained, every other move refused with the reason,
the computer's replies taken from the script (each waits for Next once it has played, so its words can be
read), every step's words told in the log, and "you're ready" at the end."""
from __future__ import annotations

import pygame

from game import engine
from game.engine import events as ev
from game.ai import make_player, player_seed

from scenes.dialogs import Dialog
from scenes.guided.script import Script, ScriptError
from scenes.table.hint import Spotlight
from scenes.widgets import Button


class ScriptedPlayer:
    """The computer's seat in a guided game: the script's reply while the script lasts, then its own level."""

    def __init__(self, guide, seat: int, spec: str, seed: int):
        self.guide, self.seat = guide, seat
        self.after = make_player(spec, player_seed(seed, seat))

    def choose(self, view: engine.State) -> engine.Action:
        expected = self.guide.expected()
        if expected is not None and expected.seat == self.seat:
            return expected
        return self.after.choose(view)


class Guide:
    """One guided game: which step it has reached; the table asks it before every move and tells it after."""

    def __init__(self, table, script: Script, actions: list[engine.Action]):
        self.table, self.script, self.actions = table, script, actions
        self.step = 0            # the next step to make
        self.showing = 0         # the step whose words are shown (the one that has just played, while it plays)
        self.welcomed = False
        self.finished = False    # "you're ready" said: the game goes on unguided
        self.told = -1           # the last step whose words went to the log
        self.next_button = Button("Next", self.next, primary=True, size=15, tooltip="Enter")
        self._drawn = None
        for seat, spec in enumerate(script.players):
            if seat != script.person:
                table.match.players[seat] = ScriptedPlayer(self, seat, spec, script.seed)

    def expected(self) -> engine.Action | None:
        return self.actions[self.step] if self.step < len(self.actions) and not self.finished else None

    def refusal(self, action: engine.Action) -> str | None:
        """Why ``action`` is not the move to make now (None: it is, or the script no longer leads)."""
        expected = self.expected()
        if expected is None or action.seat != self.script.person or action == expected:
            return None
        state = self.table.match.state
        if action in state.rules.always_legal(state):          # conceding is never refused
            return None
        if expected.seat != action.seat:
            return "Wait a moment: the computer answers first."
        label = self.table.layout.button_label(expected)
        return f"Not this time: in this lesson the move is the lit one, {label}. Step {self.step + 1} says why."

    def acted(self, action: engine.Action) -> None:
        if self.expected() == action:
            self.showing = self.step             # a move made while a step waited for Next: read past it
            self._tell()
            self.step += 1

    def waiting(self) -> bool:
        """A computer's step has played: its words stay, and the game waits, until Next."""
        return (not self.finished and self.showing < self.step and not self.table.playback.animating
                and self.actions[self.showing].seat != self.script.person)

    def holds(self, seat: int) -> bool:
        """Does the computer at ``seat`` wait? Until its step's words are the ones shown."""
        expected = self.expected()
        return expected is not None and expected.seat == seat and self.showing != self.step

    def next(self) -> None:
        if self.waiting():
            self.showing = self.step
            self._tell()

    def handle(self, event) -> bool:
        """Next, by its button or Enter, while a computer's step waits to be read."""
        if not self.waiting() or self.table.app.top is not self.table:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.next()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            light = self.spotlight()
            if light is not None:
                light.banner_rect()                      # places the button where it is drawn
            return self.next_button.handle(event) and event.type != pygame.MOUSEMOTION
        return False

    def _tell(self) -> None:
        """The shown step's words go to the log once, so they can be read again afterwards."""
        if self.showing != self.told and self.showing < len(self.actions):
            self.told = self.showing
            words = self.script.steps[self.showing].say
            t = self.table
            t.log.add(t.shown, ev.Message(f"Step {self.showing + 1} of {len(self.actions)}: {words}"))

    def changed(self) -> bool:
        """Has the guide moved on since the table was last drawn? (A change the idle loop must draw.)"""
        return self._key() != self._drawn

    def _key(self):
        return self.showing, self.step, self.finished, self.waiting()

    def update(self) -> None:
        t = self.table
        if not self.welcomed and t.app.top is t:
            self.welcomed = True
            if self.script.welcome:
                t.app.push(Dialog(t.app, "A guided first game", self.script.welcome,
                                  [Button("Start", t.app.pop, primary=True, cancel=True)]))
            return
        if t.playback.animating:
            return
        if self.showing < self.step and self.actions[self.showing].seat == self.script.person:
            self.showing = self.step                     # the person's own step played: the next one shows
        self._tell()
        if self.showing >= len(self.actions) and not self.finished and t.app.top is t:
            self.finished = True
            t.app.push(Dialog(t.app, "You're ready", self.script.done,
                              [Button("Back to the menu", lambda: t.app.reset("menu"), primary=True),
                               Button("Play this game on", self._play_on, cancel=True)]))

    def _play_on(self):
        """The lesson is over: the table plays on as any game against the computer (hints and all)."""
        t = self.table
        t.app.pop()
        t.guide = None
        t.top_bar.make()

    def spotlight(self) -> Spotlight | None:
        self._drawn = self._key()
        if self.finished or self.showing >= len(self.actions):
            return None
        t = self.table
        title = f"Step {self.showing + 1} of {len(self.actions)}"
        words = self.script.steps[self.showing].say
        action = self.actions[self.showing]
        lit = (not t.playback.animating and action.seat == self.script.person and t.my_turn()
               and self.showing == self.step)
        return Spotlight(t, action if lit else engine.Action("watch", action.seat), title, words,
                         self.next_button if self.waiting() else None)


def open_guided(app, game: str) -> None:
    """Push the guided game of ``game``; a script that cannot be played is said in a dialog, in one line."""
    try:
        app.push("guided", game)
    except ScriptError as err:
        app.push(Dialog(app, "The guided game cannot start", str(err),
                        [Button("OK", app.pop, primary=True, cancel=True)]))
