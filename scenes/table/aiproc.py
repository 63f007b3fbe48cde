"""Computer players in a process of their own, so a long search never takes the window's time.

A thread shares the interpreter lock with the window, so a second of search
makes the frames stutter.  The child process rebuilds the game from the same
seed, options and actions (a replay, so exactly the same state), hands its
player ``engine.view(state, seat)`` and sends the chosen action back.  It
keeps each seat's player between decisions, as the window's thread would.
This module never imports pygame: the child needs only the rules.
"""
from __future__ import annotations

import itertools
import multiprocessing
import sys
import time
import traceback

from game.ai import player_seed


def _serve(conn, cards_path, cards_csv=()) -> None:
    from game import engine, games  # noqa: F401
    from game.ai import make_player
    from game.engine.cards import DEFAULT_PATH
    from game.engine.cards_csv import load_card_source
    cards = load_card_source(cards_path or DEFAULT_PATH, cards_csv)
    current = None                  # [key, state, actions applied, players]
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        try:
            actions = [engine.Action.from_dict(a) for a in msg["actions"]]
            if current is None or current[0] != msg["key"] or current[2] > len(actions):
                state = engine.new_game(msg["game"], msg["seats"], msg["seed"], cards, msg["setup"],
                                        uid_secret=msg.get("uid_secret"), **msg["options"])
                current = [msg["key"], state, 0, {}]
            state = current[1]
            for action in actions[current[2]:]:
                engine.apply(state, action)
            current[2] = len(actions)
            seat = msg["seat"]
            player = current[3].get(seat)
            if player is None:
                player = current[3][seat] = make_player(msg["spec"], msg["player_seed"])
            choice = player.choose(engine.view(state, seat))
            conn.send({"id": msg["id"], "action": choice.to_dict()})
        except Exception as err:        # noqa: BLE001 - sent back, said in the window
            conn.send({"id": msg["id"], "error": f"{type(err).__name__}: {err}", "trace": traceback.format_exc()})


class ProcessWorker:
    """Same questions as the thread worker (``start``, ``poll``, ``busy``), answered by a child process."""

    _keys = itertools.count(1)

    def __init__(self, cards_path: str | None = None, cards_csv=()):
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, cards_path, tuple(cards_csv)), name="card-table-ai", daemon=True)
        self.proc.start()
        child.close()
        self.key = f"match-{next(self._keys)}"
        self.ids = itertools.count(1)
        self.waiting = None             # the id of the question asked and not yet answered
        self.result = None
        self.error: str | None = None
        self.step = -1
        self.seat = None
        self.started = 0.0

    @property
    def busy(self) -> bool:
        return self.waiting is not None

    def start_match(self, match, seat: int, step: int) -> None:
        self.step, self.seat = step, seat
        self.result, self.error = None, None
        self.started = time.perf_counter()
        self.waiting = next(self.ids)
        self.conn.send({"id": self.waiting, "key": self.key, "game": match.game, "seats": list(match.names),
                        "seed": match.seed, "uid_secret": match.uid_secret, "options": match.options,
                        "setup": match.setup,
                        "actions": [a.to_dict() for a in match.actions], "seat": seat,
                        "spec": match.specs[seat], "player_seed": player_seed(match.seed, seat)})

    def poll(self):
        """The chosen action once the child has answered (else None)."""
        from game import engine
        if self.waiting is not None and not self.proc.is_alive():
            self.waiting = None
            self.error = "the computer player's process stopped"
            return None
        while self.waiting is not None and self.conn.poll():
            msg = self.conn.recv()
            if msg.get("id") != self.waiting:
                continue                    # an answer to a question since withdrawn
            self.waiting = None
            if "error" in msg:
                print(msg.get("trace", msg["error"]), file=sys.stderr)
                self.error = f"the computer player failed ({msg['error']})"
                return None
            self.result = engine.Action.from_dict(msg["action"])
            return self.result
        return None

    def cancel(self) -> None:
        self.waiting = None
        self.result = None
        self.step = -1

    def close(self) -> None:
        try:
            self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.proc.join(0.5)
        if self.proc.is_alive():
            self.proc.terminate()
        self.conn.close()
