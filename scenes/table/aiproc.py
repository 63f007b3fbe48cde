"""Computer players in a process of their own, so a long search never takes the window's time.

A thread shares the interpreter lock with the window, so a second of search
makes the frames stutter.  The child process rebuilds the game from the same
seed, options and actions (a replay, so exactly the same state), hands its
player ``engine.view(state, seat)`` and sends the chosen action back.  It
keeps each seat's player between decisions, as the window's thread would, and
starts the game again whenever the actions asked about do not go on from the
ones it has applied.  A one-off question (the hint) sends the view itself
(``ask_view``): it is answered for exactly that position, whether or not the
game could be dealt again from its seed (a sandbox's position cannot).
The child imports the game list the app was handed (``app.game_list``, by name), which registers the games.
This module never imports pygame: the child needs only the rules.
"""
from __future__ import annotations

import copyreg
import importlib
import io
import itertools
import multiprocessing
import pickle
import sys
import time
import traceback
from types import MappingProxyType

from game.ai import player_seed


def _serve(conn, cards_path, cards_csv=(), game_list: str | None = None) -> None:
    from game import engine
    from game.ai import make_player
    from game.engine.cards import DEFAULT_PATH
    from game.engine.cards_csv import load_card_source

    def read_cards():
        return load_card_source(cards_path or DEFAULT_PATH, cards_csv)
    if game_list:
        importlib.import_module(game_list)
    cards = read_cards()
    current = None                  # [key, state, the actions applied (as dicts), players]
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        try:
            if "view" in msg:
                cards, view = _view_of(msg, cards, read_cards)
                choice = make_player(msg["spec"], msg["player_seed"]).choose(view)
                conn.send({"id": msg["id"], "action": choice.to_dict()})
                continue
            done = current[2] if current is not None else []
            if current is None or current[0] != msg["key"] or msg["actions"][:len(done)] != done:
                state = engine.new_game(msg["game"], msg["seats"], msg["seed"], cards, msg["setup"],
                                        uid_secret=msg.get("uid_secret"), **msg["options"])
                current = [msg["key"], state, [], {}]
            state = current[1]
            for data in msg["actions"][len(current[2]):]:
                engine.apply(state, engine.Action.from_dict(data))
                current[2].append(data)
            seat = msg["seat"]
            player = current[3].get(seat)
            if player is None:
                player = current[3][seat] = make_player(msg["spec"], msg["player_seed"])
            choice = player.choose(engine.view(state, seat))
            conn.send({"id": msg["id"], "action": choice.to_dict()})
        except Exception as err:        # sent back, said in the window
            conn.send({"id": msg["id"], "error": f"{type(err).__name__}: {err}", "trace": traceback.format_exc()})


def frozen(mapping: dict) -> MappingProxyType:
    return MappingProxyType(mapping)


def _frozen_mapping(proxy):
    return frozen, (dict(proxy),)


def dumps_view(view) -> bytes:
    """``view`` pickled without its card definitions (the child has them), the card rules' frozen
    mappings (an effect's arguments on the chain) pickled as mappings."""
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = {**copyreg.dispatch_table, MappingProxyType: _frozen_mapping}
    defs, view.defs = view.defs, None
    try:
        pickler.dump(view)
    finally:
        view.defs = defs
    return buffer.getvalue()


def _view_of(msg, cards, read_cards):
    """(the cards, the view sent) with its card definitions restored from the card files (read again by
    ``read_cards()`` when the window's cards have changed since they were last read)."""
    from game import engine
    view = pickle.loads(msg["view"])
    if cards.game(view.game).digest != msg["digest"]:
        cards = read_cards()
        if cards.game(view.game).digest != msg["digest"]:
            raise engine.GameError("the card file no longer holds the cards this position was played with")
    view.defs = cards.game(view.game)
    return cards, view


class ProcessWorker:
    """Same questions as the thread worker (``start``, ``poll``, ``busy``), answered by a child process."""

    _keys = itertools.count(1)

    def __init__(self, cards_path: str | None = None, cards_csv=(), game_list: str | None = None):
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, cards_path, tuple(cards_csv), game_list),
                                name="card-table-ai", daemon=True)
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

    def ask_view(self, view, seat: int, spec: str, seed: int, step: int) -> None:
        """Ask a fresh ``spec`` player (seeded ``seed``) for ``seat``'s move on ``view``, the position itself."""
        self.step, self.seat = step, seat
        self.result, self.error = None, None
        self.started = time.perf_counter()
        self.waiting = next(self.ids)
        self.conn.send({"id": self.waiting, "view": dumps_view(view), "digest": view.defs.digest, "spec": spec,
                        "player_seed": seed})

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
