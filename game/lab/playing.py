"""One simulated game, played wherever a batch runs it: this process, a pool worker or a cluster worker.

A worker keeps each card file it was sent, parsed once, under the file's digest
(``remember_text``); a task names the digest, the game's index and its seed.  A
game comes back as a plain record: its result, and the texts the caller saves
(its replay, and for a failed game the public state where it failed), so that a
worker never needs the caller's disk.
"""
from __future__ import annotations

import gc
import hashlib
import json
import time
import traceback
from dataclasses import dataclass, field

from game import engine
from game import games          # its import registers the built-in games, in each worker too
from game.engine.primitives import LIMIT
from game.lab.deeds import holdings
from game.lab.baselines import register_lab_levels
from game.lab.watch import Watch

register_lab_levels()           # the lab's seat specs (ai:greedy21...), in each worker too

@dataclass(frozen=True)
class Job:
    """What every game of a batch shares: the game, the players, the seating and what to keep."""
    game: str
    specs: tuple
    swap: bool
    options: dict = field(default_factory=dict)
    max_steps: int = 100_000
    replays: bool = False           # send every game's replay back
    prepares: tuple = ()            # per card run: a hook(state, seed) that seeds cards right after set-up and
                                    # returns {card, copies, holder, ...} (causal.CardSeeding), or None


@dataclass(frozen=True)
class Task:
    """One game: which card file (its digest key), which run of the batch, its index and seed."""
    key: str
    run: int
    index: int
    seed: int
    journal: str = ""               # a file each finished action is written to at once (a game that kills its worker)


def seating(players: int, index: int, swap: bool) -> list[int]:
    """Which player sits in each seat in game ``index``."""
    shift = index % players if swap else 0
    return [(shift + s) % players for s in range(players)]


# -----------------------------------------------------------------------------
# The cards a worker holds
# -----------------------------------------------------------------------------

_CARDS: dict = {}            # key -> parsed cards, or a sentence saying why they could not be parsed


def text_key(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def remember(key: str, cards) -> None:
    _CARDS[key] = cards


def remember_text(key: str, text: str, file: str, game: str) -> None:
    """Parse a card file once in this process (a failure is raised by the first game that needs it)."""
    if key in _CARDS:
        return
    try:
        if games.find(game) is None:
            raise RuntimeError(f"{game} is not registered in this worker")
        from game.engine.cards import parse_cards
        cards, problems = parse_cards(text, file)
        if problems:
            raise RuntimeError("\n".join(map(str, problems)))
        _CARDS[key] = cards
        gc.freeze()         # kept for the worker's life: out of the collector's full passes (as default_cards)
    except Exception as err:
        _CARDS[key] = f"a worker could not read the cards: {type(err).__name__}: {err}"


def cards_for(key: str):
    cards = _CARDS.get(key)
    if cards is None:
        raise RuntimeError(f"this worker was never sent the card file {key}")
    if isinstance(cards, str):
        raise RuntimeError(cards)
    return cards


def play_tasks(job: Job, tasks) -> list[dict]:
    """Play a chunk of games in this process, each with the cards its task names."""
    return [play_one(job, task, cards_for(task.key)) for task in tasks]


# -----------------------------------------------------------------------------
# One game
# -----------------------------------------------------------------------------

def play_one(job: Job, task: Task, cards) -> dict:
    """Play one game, watching its events; a crash or an endless game comes back as an error record."""
    from game.ai import make_player
    order = seating(len(job.specs), task.index, job.swap)
    start = time.perf_counter()
    state, actions, seat_specs, action, prepared = None, [], [], None, None
    try:
        seat_specs = [job.specs[p] for p in order]
        players = [make_player(spec, task.seed * 31 + s) for s, spec in enumerate(seat_specs)]
        state, prepared = _set_up(job, task, seat_specs, cards)
        watch = Watch(state)
        journal = open(task.journal, "w", encoding="utf-8") if task.journal else None
        sees = [needs_view(player) for player in players]
        steps = 0
        while not state.over and steps < job.max_steps:
            seat = state.rules.to_move(state)
            if seat is None:
                break
            action = None
            action = players[seat].choose(engine.view(state, seat) if sees[seat] else state)
            events = engine.apply(state, action)
            watch.observe(state, events)
            actions.append(action)
            steps += 1
            if journal is not None:
                journal.write(json.dumps(action.to_dict()) + "\n")
                journal.flush()
        if journal is not None:
            journal.close()
        if not state.over:
            raise RuntimeError(f"the game did not end after {steps} actions")
        stats = state.rules.stats(state)
        tally = watch.collector.finish(state)
    except engine.GameError:
        raise
    except Exception as err:  # a bug in a game or a player: report its seed, keep the batch going
        record = {"run": task.run, "index": task.index, "seed": task.seed, "order": order,
                  "error": f"{type(err).__name__}: {err}",
                  "where": traceback.format_exc(limit=-3).strip().splitlines()[-3:]}
        if action is not None:
            record["action"] = str(action)
        return dict(record, **_kept(job, task, state, actions, seat_specs, cards, failed=True, prepared=prepared))
    record = {"run": task.run, "index": task.index, "seed": task.seed, "order": order,
              "winners": list(state.winners), "end_reason": state.end_reason or None, "steps": steps,
              "turns": watch.collector.turns, "seconds": round(time.perf_counter() - start, 5),
              "stats": dict(stats or {}), "tally": tally, "holdings": holdings(tally), "deeds": watch.deeds.finish()}
    if prepared is not None:
        record["prepared"] = prepared
    return dict(record, **_kept(job, task, state, actions, seat_specs, cards, failed=state.end_reason == LIMIT,
                                prepared=prepared))


def needs_view(player) -> bool:
    """False for a player that says it reads nothing of its view but the legal actions (``reads_only_legal``):
    it is handed the state, whose legal actions for the seat to move are those its view would list."""
    return not getattr(player, "reads_only_legal", False)


def _set_up(job: Job, task: Task, seat_specs, cards) -> tuple:
    """The game of ``task`` dealt, with its run's cards seeded into it: (state, what the seeding did or None)."""
    names = [f"{spec} ({s + 1})" for s, spec in enumerate(seat_specs)]
    state = engine.new_game(job.game, names, task.seed, cards, **(job.options or {}))
    prepare = job.prepares[task.run] if task.run < len(job.prepares) else None
    return state, (prepare(state, task.seed) if prepare is not None else None)


def _kept(job, task, state, actions, specs, cards, failed: bool, prepared=None) -> dict:
    """With ``job.replays``, the texts the caller saves: the game's replay (with the cards seeded into it,
    if any), and for a failed game its public state at the failing step."""
    if state is None or not job.replays:
        return {}
    from game.engine.replay import Replay, dumps
    seeded = {k: prepared[k] for k in ("card", "copies", "holder")} if prepared else None
    replay = Replay.of(state, actions, players=specs, options=job.options, seeded=seeded)
    out = {"replay_text": dumps(replay)}
    if failed:
        out["position"] = failing_position(state, replay, cards)
    return out


def failing_position(state, replay, cards) -> dict:
    """``replay --json`` of the failed game: the state its replay reaches (a game that raised is
    played again up to the action that raised, since that action may have left it half changed)."""
    from game.engine.state_json import state_json
    try:
        if not state.over:
            state = replay.final_state(cards)
        return state_json(state)
    except Exception as err:
        return {"error": f"the position could not be rebuilt: {type(err).__name__}: {err}"}


def journal_kept(job: Job, task: Task, cards) -> dict:
    """The texts ``_kept`` gives for a game whose worker died: its replay and position up to the last action
    its journal holds, played again here (an action that killed the worker never reached the journal)."""
    from game.engine.action import Action
    try:
        with open(task.journal, encoding="utf-8") as fh:
            actions = [Action.from_dict(json.loads(line)) for line in fh if line.endswith("\n")]
        specs = [job.specs[p] for p in seating(len(job.specs), task.index, job.swap)]
        state, prepared = _set_up(job, task, specs, cards)
        for action in actions:
            engine.apply(state, action)
    except Exception:          # no journal (it died while dealing), or a journal that cannot be played again
        return {}
    return dict(_kept(job, task, state, actions, specs, cards, failed=True, prepared=prepared), steps=len(actions))
