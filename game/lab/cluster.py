"""A batch's games on a Dask distributed cluster (``simulate --cluster tcp://HOST:8786``).

The card files go to the workers once, as a worker plugin named by their digests:
each worker (and each one that joins later) parses them at start and keeps them.
Games go out in small chunks and come back as they finish.  Dask plays again, on
another worker, the games of a worker that dies; this player reports them (from
the scheduler's ``remove-worker`` events), and a game Dask gives up on
(``KilledWorker``) comes back failed.  Needs ``pip install -e '.[cluster]'``.
"""
from __future__ import annotations

import hashlib
import itertools
import uuid

from game import engine

try:
    from distributed import Client, as_completed
    from distributed.diagnostics.plugin import WorkerPlugin
except ImportError:          # the extra is not installed: DaskCluster says how to install it
    Client = as_completed = None
    WorkerPlugin = object

from game.lab.playing import play_tasks, remember_text
from game.lab.pool import LOST, chunks, lost_record

CONNECT_SECONDS = 20


class CardsPlugin(WorkerPlugin):
    """Each worker parses the batch's card files once, when it starts, and keeps them by digest."""
    idempotent = True

    def __init__(self, rules, game, sources):
        self.rules, self.game, self.sources = rules, game, list(sources)

    def setup(self, worker=None):
        for key, text, file in self.sources:
            remember_text(key, text, file, self.game)


def plugin_name(sources) -> str:
    keys = ",".join(sorted(key for key, _, _ in sources))
    return "card-table-cards-" + hashlib.sha256(keys.encode()).hexdigest()[:16]


class DaskCluster:
    """Games played by the workers of the Dask scheduler at ``address``."""

    def __init__(self, address: str, job, sources, rules):
        if Client is None:
            raise engine.GameError("--cluster needs Dask: pip install -e '.[cluster]' (dask and distributed)")
        self.job = job
        self.reruns: list[dict] = []
        try:
            self.client = Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
        except (OSError, TimeoutError, ValueError) as err:
            raise engine.GameError(f"cannot reach the Dask scheduler at {address}: {err}") from None
        info = self.client.scheduler_info()
        self.workers = sum(w.get("nthreads", 1) for w in info.get("workers", {}).values()) or 1
        self.client.register_plugin(CardsPlugin(rules, job.game, sources), name=plugin_name(sources))

    def play(self, tasks, stop):
        tasks = list(tasks)
        run = uuid.uuid4().hex[:12]
        count = itertools.count()
        futures = {}
        for chunk in chunks(tasks, self.workers):
            future = self.client.submit(play_tasks, self.job, chunk, key=f"card-table-{run}-{next(count)}",
                                        pure=False)
            futures[future] = chunk
        try:
            done = as_completed(list(futures), loop=self.client.loop)
            for future in done:
                chunk = futures[future]
                if future.status not in ("finished", "error", "cancelled"):
                    done.add(future)                 # finished, then lost with its worker: Dask plays it again
                    continue
                if future.status == "finished":
                    yield from future.result()
                elif future.status == "cancelled" or future.exception() is None:
                    for task in chunk:
                        yield lost_record(task, _allowed_failures() + 1)
                elif type(future.exception()).__name__ == "KilledWorker":
                    for task in chunk:
                        yield lost_record(task, _allowed_failures() + 1)
                else:
                    raise future.exception()
                future.release()
                if stop():
                    return
        finally:
            self.client.cancel([f for f in futures if not f.done()])
            self._note_lost_workers(futures)

    def _note_lost_workers(self, futures) -> None:
        """The games Dask played again because a worker died while it played them."""
        by_key = {f.key: chunk for f, chunk in futures.items()}
        seen = set()
        try:
            events = self.client.get_events("all")
        except Exception:           # an old scheduler or a lost connection: nothing more to say
            return
        for _, event in events:
            if not isinstance(event, dict) or event.get("action") != "remove-worker" or event.get("expected"):
                continue
            for key in event.get("processing-tasks", ()):
                for task in by_key.get(key, ()):
                    if task not in seen:
                        seen.add(task)
                        self.reruns.append({"run": task.run, "index": task.index, "seed": task.seed,
                                            "reason": LOST + f" ({event.get('worker', 'a Dask worker')})"})

    def close(self) -> None:
        self.client.close()


def _allowed_failures() -> int:
    import dask
    return int(dask.config.get("distributed.scheduler.allowed-failures", 3))
