"""Where a batch's games are played on this machine: in this process, or in a pool of processes.

A player of games (``InProcess``, ``ProcessPool``, and ``cluster.DaskCluster``) has
``workers``, ``reruns`` and ``play(tasks, stop)``, which yields each game's record
as it finishes.  A pool whose worker process dies (killed, out of memory) loses
the games its workers were playing: they are played again in a new pool, one at
a time, and a game that kills its worker ``MAX_LOSSES`` times alone comes back failed.
"""
from __future__ import annotations

import os
import shutil
import tempfile
import threading
from collections import deque
from dataclasses import replace
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from game.lab.playing import cards_for, journal_kept, play_one, play_tasks, remember, remember_text

MAX_LOSSES = 3
LOST = "a worker process was lost (killed or out of memory) while the game was played or queued"


def chunks(tasks, workers: int) -> list[tuple]:
    """Tasks in chunks small enough to spread evenly and to stop soon, big enough to cost little."""
    size = max(1, min(8, len(tasks) // (workers * 16)))
    return [tuple(tasks[i:i + size]) for i in range(0, len(tasks), size)]


def lost_record(task, losses: int, kept: dict | None = None) -> dict:
    """A game that took its worker down ``losses`` times; ``kept``: its replay up to its last finished action."""
    kept = dict(kept or {})
    steps = kept.pop("steps", None)
    told = (f"its replay keeps the {steps} action(s) it finished" if kept.get("replay_text") is not None
            else "no replay could be kept")
    return dict({"run": task.run, "index": task.index, "seed": task.seed, "order": [], "lost": True,
                 "error": f"WorkerLost: its worker process died {losses} times while playing it "
                          f"(killed or out of memory); {told}", "where": []}, **kept)


class InProcess:
    """Every game in this process, one after another, with the caller's own cards."""
    workers = 1

    def __init__(self, job, cards_by_key: dict):
        self.job = job
        self.reruns: list[dict] = []
        for key, cards in cards_by_key.items():
            remember(key, cards)

    def play(self, tasks, stop):
        for task in tasks:
            if stop():
                return
            yield play_one(self.job, task, cards_for(task.key))

    def close(self) -> None:
        pass


def start_context():
    """fork when nothing else runs in this process (fast), spawn otherwise (safe beside a window)."""
    import multiprocessing as mp
    methods = mp.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return mp.get_context("fork")
    return mp.get_context("spawn")


def _init_worker(rules, game, sources):
    """Parse each card file once per process.

    ``rules``, the game's Rules class, arrives by reference, so a game registered
    elsewhere (a test's) is registered by importing the module that defines it.
    """
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)       # Ctrl-C is the parent's: it stops the batch
    for key, text, file in sources:
        remember_text(key, text, file, game)


class ProcessPool:
    """Games spread over ``workers`` processes, each sent the card files' text once.

    ``parsed``: the caller's cards of each key, the very cards the texts give; forked workers are born
    holding them and parse nothing (spawned ones parse each text once).
    """

    def __init__(self, job, sources, workers: int, rules, context=None, parsed=None):
        self.job, self.sources, self.workers, self.rules = job, list(sources), workers, rules
        self.context = context or start_context()
        if self.context.get_start_method() == "fork":
            for key, cards in (parsed or {}).items():
                remember(key, cards)
        self.reruns: list[dict] = []
        self._pool = None
        self._journals = None           # a folder for the journals of games that killed their workers

    def _start(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(self.workers, mp_context=self.context, initializer=_init_worker,
                                   initargs=(self.rules, self.job.game, self.sources))

    def play(self, tasks, stop):
        pending = deque(chunks(list(tasks), self.workers))
        suspects: deque = deque()          # games a dead worker took with it: played again one at a time
        losses: dict = {}
        running: dict = {}
        self._pool = self._start()
        try:
            while pending or suspects or running:
                if suspects and not running:
                    task = suspects.popleft()
                    running[self._submit((task,))] = (task,)
                while not suspects and pending and len(running) < self.workers * 3:
                    chunk = pending.popleft()
                    running[self._submit(chunk)] = chunk
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                if any(isinstance(f.exception(), BrokenProcessPool) for f in done):
                    done = set(running)           # the whole pool is gone: keep what finished, re-run the rest
                lost = []
                for future in done:
                    chunk = running.pop(future)
                    if future.done() and future.exception() is None:
                        yield from future.result()
                        if stop():
                            return
                    elif future.done() and not isinstance(future.exception(), BrokenProcessPool):
                        raise future.exception()
                    else:
                        lost += chunk
                if lost:
                    self._restart()
                    yield from self._suspect(lost, losses, suspects)
        finally:
            self.close()

    def _submit(self, chunk) -> Future:
        """The chunk on its way; a pool already broken gives a future that says so."""
        try:
            return self._pool.submit(play_tasks, self.job, chunk)
        except BrokenProcessPool as err:
            future = Future()
            future.set_exception(err)
            return future

    def _suspect(self, lost, losses, suspects):
        """Games a dead worker took with it go back to be played alone; a game that was alone when
        its worker died ``MAX_LOSSES`` times comes back failed. Its last time alone it writes each
        action it finishes to a journal, so that its replay up to its death is kept."""
        alone = len(lost) == 1
        for task in sorted(lost, key=lambda t: (t.run, t.index), reverse=True):
            game = (task.run, task.index)
            if game not in losses:
                losses[game] = 0
                self.reruns.append({"run": task.run, "index": task.index, "seed": task.seed, "reason": LOST})
            losses[game] += alone
            if losses[game] >= MAX_LOSSES:
                yield lost_record(task, losses[game], self._journal_kept(task))
            elif losses[game] == MAX_LOSSES - 1 and self.job.replays:
                suspects.appendleft(replace(task, journal=self._journal_path(task)))
            else:
                suspects.appendleft(task)

    def _journal_path(self, task) -> str:
        if self._journals is None:
            self._journals = tempfile.mkdtemp(prefix="card-table-journal-")
        return os.path.join(self._journals, f"{task.run}-{task.index}.jsonl")

    def _journal_kept(self, task) -> dict:
        """The replay of a lost game up to its death, from its journal, with this run's cards parsed here."""
        if not task.journal:
            return {}
        from game.engine.cards import parse_cards
        for key, text, file in self.sources:
            if key == task.key:
                cards, problems = parse_cards(text, file)
                return {} if problems else journal_kept(self.job, task, cards)
        return {}

    def _restart(self) -> None:
        self._shutdown()
        self._pool = self._start()

    def close(self) -> None:
        self._shutdown()
        if self._journals is not None:
            shutil.rmtree(self._journals, ignore_errors=True)
            self._journals = None

    def _shutdown(self) -> None:
        pool, self._pool = self._pool, None
        if pool is None:
            return
        for process in list(getattr(pool, "_processes", {}).values()):
            process.terminate()
        pool.shutdown(wait=True, cancel_futures=True)
