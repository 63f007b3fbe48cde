"""A game being played at the table: the engine state, who sits where, the actions so far.

The match is the only owner of the true state.  Computer seats choose from
``engine.view(state, seat)`` in a worker thread, so the window never waits on
them; their answer is applied on the main thread, and only if the game has not
moved on meanwhile.
"""
from __future__ import annotations

import sys
import threading
import time
import traceback

from game import engine
from game.ai import make_player, parse_seat, player_seed
from game.engine.replay import Replay

from scenes.table.undo import TAKEN_BACK, Knowledge


FRESH = object()           # a new game's uid secret: drawn afresh


class Match:
    resumable = False          # saved after every action and Continued: a game dealt from its seed (not a sandbox's)
    knowledge = None           # what each seat has seen (scenes/table/undo.py), for taking moves back
    save_id: str | None = None
    context: dict = {}
    taken_back: tuple | list = ()

    uid_secret: int | None = None

    def __init__(self, game: str, names, specs, seed: int, cards, options=None, setup=None, uid_secret=FRESH):
        self.resumable = True
        self.uid_secret = engine.new_seed() if uid_secret is FRESH else uid_secret
        self.game = game
        self.specs = list(specs)
        self.seed = seed
        self.options = dict(options or {})
        self.setup = setup
        self.cards = cards
        self.context: dict = {}
        self.save_id: str | None = None          # the autosave's name (scenes/table/autosave.py)
        self.taken_back: list[dict] = []         # [{step, actions}] undone, kept in the replay
        self._start(list(names))

    def _start(self, names) -> None:
        self.state = engine.new_game(self.game, names, self.seed, self.cards, self.setup, uid_secret=self.uid_secret,
                                     **self.options)
        self.players = [make_player(spec, player_seed(self.seed, i)) for i, spec in enumerate(self.specs)]
        self.actions: list[engine.Action] = []
        self.knowledge = Knowledge(self.state)

    @classmethod
    def from_replay(cls, replay: Replay, cards, told=None) -> "Match":
        """The game a replay (an autosave) recorded, at its last step, to be played on.  It is played as it
        was, moves taken back and all, so what each seat has seen is as before; ``told(state, event)`` hears
        every event in that order, and TAKEN_BACK where a move was taken back."""
        match = cls(replay.game, replay.seats, replay.players or ["human"] * len(replay.seats), replay.seed,
                    cards, replay.options, replay.setup,
                    uid_secret=replay.uid_secret if replay.actions or replay.uid_secret is not None else FRESH)
        told = told or (lambda state, event: None)
        for i, (keep, actions) in enumerate(played_order(replay.actions, replay.taken_back)):
            if i:
                match.take_back(keep)
                told(match.state, TAKEN_BACK)
            for action in actions:
                for event in match.apply(action):
                    told(match.state, event)
        return match

    @property
    def names(self):
        return self.state.seats

    def is_human(self, seat) -> bool:
        return seat is not None and parse_seat(self.specs[seat])[0] == "human"

    @property
    def humans(self) -> list[int]:
        return [s for s in range(len(self.specs)) if self.is_human(s)]

    def to_move(self):
        return self.state.rules.to_move(self.state)

    def legal(self) -> list[engine.Action]:
        return engine.legal_actions(self.state)

    def apply(self, action: engine.Action) -> list:
        """Play ``action``; an illegal one raises IllegalAction and changes nothing.  Its events carry what
        else the move changed, so the table's shown copy moves on by them alone."""
        engine.tell_changes(self.state)
        events = list(engine.apply(self.state, action))
        self.actions.append(action)
        if self.knowledge is not None:
            self.knowledge.feed(self.state, len(self.actions), events)
        return events

    def take_back(self, keep: int) -> None:
        """Undo every action after the first ``keep``: the game is played again from its seed without them."""
        kept, undone = self.actions[:keep], self.actions[keep:]
        if not undone:
            return
        self.taken_back.append({"step": keep + 1, "actions": list(undone)})
        self._start(list(self.state.seats))
        for action in kept:
            self.apply(action)

    def replay(self) -> Replay:
        return Replay.of(self.state, self.actions, self.specs, self.options, self.setup, self.taken_back)


def played_order(actions, taken_back) -> list[tuple[int, list]]:
    """The moves in the order they were played: runs of (actions kept from before, actions played next).
    The first run keeps nothing; each later one follows a take-back, so ``taken_back`` is read from its last
    entry back (what one take-back undid is what was played after the take-back before it)."""
    runs = []
    played = list(actions)
    for undone in reversed(list(taken_back)):
        keep = int(undone["step"]) - 1
        runs.append((keep, played[keep:]))
        played = played[:keep] + list(undone["actions"])
    runs.append((0, played))
    return runs[::-1]


class ReplayMatch(Match):
    """A saved game watched step by step: nobody chooses, the file's actions are applied in turn."""

    def __init__(self, replay: Replay, cards):
        self.game = replay.game
        self.specs = ["ai:replay"] * len(replay.seats)
        self.seed = replay.seed
        self.uid_secret = replay.uid_secret
        self.options = dict(replay.options)
        self.setup = replay.setup
        self.cards = cards
        self.recorded = list(replay.actions)
        self.source = replay
        self.state = replay.new_state(cards)
        self.players = [None] * len(replay.seats)
        self.actions = []
        self.taken_back = list(replay.taken_back)

    def is_human(self, seat) -> bool:
        return False

    def next_action(self):
        return self.recorded[len(self.actions)] if len(self.actions) < len(self.recorded) else None

    def restart(self):
        """Back to the start as the file lays it out: its uid scheme and the profiles' decks included."""
        self.state = self.source.new_state(self.cards)
        self.actions = []


class AIWorker:
    """Runs one computer player's choice in a thread; ``poll`` gives the answer when it is ready."""

    def __init__(self):
        self.thread: threading.Thread | None = None
        self._answer: dict = {}
        self.result = None
        self.error: str | None = None
        self.step = -1
        self.seat = None
        self.started = 0.0

    @property
    def busy(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def start(self, player, view: engine.State, seat: int, step: int) -> None:
        self.result = None
        self.error = None
        self.step = step
        self.seat = seat
        self.started = time.perf_counter()
        answer: dict = {}              # this question's own: a withdrawn question's thread writes only here

        def think():
            try:
                answer["result"] = player.choose(view)
            except Exception as err:       # reported, then a legal move is played
                traceback.print_exc(file=sys.stderr)
                answer["error"] = f"the computer player failed ({type(err).__name__}: {err})"
                acts = engine.legal_actions(view)
                answer["result"] = next((a for a in acts if a.kind != "concede"), acts[0] if acts else None)

        self._answer = answer
        self.thread = threading.Thread(target=think, name=f"ai-seat-{seat}", daemon=True)
        self.thread.start()

    def poll(self):
        """The chosen action once the thread has finished (else None)."""
        if self.thread is None or self.thread.is_alive():
            return None
        self.thread = None
        self.result, self.error = self._answer.get("result"), self._answer.get("error")
        return self.result

    def cancel(self) -> None:
        """Forget the running choice (the thread finishes on its own and is ignored)."""
        self.thread = None
        self.result = None
        self.step = -1
