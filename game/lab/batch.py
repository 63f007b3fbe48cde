"""Many headless games between computer players, in this process, a process pool or a cluster, summarised.

``run_batch`` plays games with seeds ``seed, seed+1, ...``.  With ``swap`` the
players rotate through the seats from one game to the next (game i seats player
``(i + s) % n`` in seat s), so a seat's advantage and a player's strength can be
told apart.  ``run_runs`` plays the same seeds with several card files as one
batch (``simulate --against``): one progress bar, one ETA.  Progress goes to a
callback and to stderr; ``should_stop()`` ends a batch early (the window drives it
from a thread).  Where the games run is ``game.lab.pool`` (this machine) or
``game.lab.cluster`` (Dask); what one game does is ``game.lab.playing``.
"""
from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass

from game import engine
from game.ai import seat_budgets
from game.engine.storage import write_atomic, write_json
from game.lab.ab import changed_cards, seeded_of
from game.lab.background import BackgroundWork
from game.lab.balance import BalanceTable, card_info, seat_scores
from game.lab.causal import CardSeeding
from game.lab.playing import Job, Task, text_key
from game.lab.pool import InProcess, ProcessPool, start_context
from game.lab.summary import Summary


@dataclass
class CardRun:
    """One card file a batch plays its seeds with; ``label`` names its replay folder (the first has none)."""
    cards: object
    cards_path: str = ""
    cards_text: str | None = None
    label: str = ""
    prepare: object = None          # fn(state, seed) -> what it did: changes each game right after set-up
    games: int | None = None        # play only the first this many seeds (None: all of them)


def seeded_runs(game: str, new, old, games: int, copies: int = 3) -> list:
    """Two ``CardRun`` per changed card both files define, the card seeded into one seat (game/lab/causal.py):
    what ``ab.compare``'s ``seeded`` is played from.  ``new`` and ``old`` are the two files' CardRuns."""
    if not games:
        return []
    new_info, old_info = card_info(new.cards, game), card_info(old.cards, game)
    runs = []
    for cid in changed_cards(new_info, old_info):
        if cid in new_info and cid in old_info:
            seeding = CardSeeding(cid, copies)
            runs += [CardRun(new.cards, new.cards_path, label=f"seeded:{cid}:new", prepare=seeding, games=games),
                     CardRun(old.cards, old.cards_path, label=f"seeded:{cid}:old", prepare=seeding, games=games)]
    return runs


@dataclass
class Played:
    """What ``run_runs`` gives back: a Summary per card run, and every game's record (for shards)."""
    summaries: list
    records: list              # per run: the game records, in seed order
    cancelled: bool


def shard_indices(games: int, shard=None) -> range:
    """The game indices shard ``(i, n)`` plays: the i-th of n contiguous slices (all of them without one)."""
    if not shard:
        return range(games)
    i, n = shard
    return range(games * (i - 1) // n, games * i // n)


def replay_name(game: str, index: int, seed: int) -> str:
    return f"{game}-game{index + 1:05d}-seed{seed}.yaml"


def run_batch(game, seats, games, seed, cards, options=None, workers=1, progress=True, cards_path="", *,
              swap=None, on_progress=None, should_stop=None, cards_text=None,
              max_steps=100_000, replays=None, cluster=None, shard=None, prepare=None) -> Summary:
    """Play ``games`` games with seeds seed, seed+1, ...; summarise wins, lengths and card statistics.

    ``workers``: processes (0 or None: every core).  ``progress``: a bar on stderr.
    ``on_progress(done, total)`` after each game; ``should_stop()`` ends the batch early
    (the summary then covers the games finished).  ``swap`` (default: on for two seats)
    rotates the players through the seats.  ``replays``: a folder that gets
    every game's replay (``replay_name``), and a failed game's position as JSON beside it.
    ``cluster``: a Dask scheduler's address (``tcp://host:8786``).  ``shard``: ``(i, n)``.
    ``prepare(state, seed)`` changes each game right after set-up (``causal.CardSeeding``); what it
    returns is kept as the game's ``prepared``.
    """
    run = CardRun(cards, cards_path, cards_text, prepare=prepare)
    return run_runs(game, seats, games, seed, [run], options, workers, progress, swap=swap,
                    on_progress=on_progress, should_stop=should_stop, max_steps=max_steps,
                    replays=replays, cluster=cluster, shard=shard).summaries[0]


def run_runs(game, seats, games, seed, runs, options=None, workers=1, progress=True, *, swap=None,
             on_progress=None, should_stop=None, max_steps=100_000, replays=None, cluster=None,
             shard=None, cache=None, first=0) -> Played:
    """The same seeds played with each ``CardRun``'s cards, as one batch.

    ``first``: play only the games from this index on (``--until-clear`` plays its batches so;
    a game's index decides its seed and seating, so batch after batch plays what one run would).

    ``cache``: a ``cache.GameCache``; the games it kept from an earlier run of the same play are taken
    from it (and counted as ``cached``), and the others are kept in it as they finish.
    """
    options = dict(options or {})
    seats = list(seats)
    swap = (len(seats) == 2) if swap is None else bool(swap)
    folders = [_replay_folder(replays, k, run) for k, run in enumerate(runs)]
    for folder in folders:
        if folder:
            os.makedirs(folder, exist_ok=True)
    job = Job(game, tuple(seats), swap, options, max_steps, bool(replays), tuple(run.prepare for run in runs))
    keys = _keys(runs, game)
    counts = [games if run.games is None else run.games for run in runs]
    indices = [i for i in shard_indices(max(counts), shard) if i >= first]
    tasks = [Task(keys[k][0], k, i, seed + i) for i in indices for k in range(len(runs)) if i < counts[k]]
    records: list[list] = [[] for _ in runs]
    cache_keys = _cache_keys(cache, job, keys, seats, replays)
    tasks = _from_cache(cache, game, cache_keys, tasks, records)
    cached = [len(r) for r in records]
    start = time.perf_counter()
    bar = ProgressBar(game, len(tasks)) if progress else None
    done = 0

    def stop() -> bool:
        return bool(should_stop and should_stop())

    player = _player(game, job, runs, keys, workers, cluster, len(tasks))
    games_played = player.play(tasks, stop)
    try:
        for record in ([] if stop() else games_played):
            records[record["run"]].append(_save_kept(record, folders[record["run"]], game))
            if cache_keys[record["run"]]:
                cache.keep(game, cache_keys[record["run"]], record)
            done += 1
            if bar:
                bar.update(done)
            if on_progress:
                on_progress(done, len(tasks))
    except KeyboardInterrupt:           # Ctrl-C: the games finished so far still make a summary
        if not done:
            raise
    finally:
        games_played.close()
        player.close()
        if cache is not None:
            cache.close()
    if bar:
        bar.done(done)
    seconds = time.perf_counter() - start
    cancelled = done < len(tasks)
    reruns = player.reruns
    summaries = []
    for k, run in enumerate(runs):
        share = seconds * (len(records[k]) - cached[k]) / done if done else 0.0
        wanted = sum(1 for i in indices if i < counts[k])
        summary = summarise(game, seats, records[k], share, run.cards, cards_path=run.cards_path,
                            seed=seed, swap=swap, workers=player.workers, requested=wanted,
                            cancelled=cancelled, reruns=[r for r in reruns if r["run"] == k])
        summary.label = run.label
        summary.cached = cached[k]
        summary.batch_games, summary.batch_seconds = done, seconds
        summaries.append(summary)
    return Played(summaries, [sorted(r, key=lambda x: x["index"]) for r in records], cancelled)


def _cache_keys(cache, job, keys, seats, replays) -> list:
    """Each run's cache key, or None where its games cannot be cached (see game/lab/cache.py)."""
    from game.ai import clock_warning
    if cache is None or replays or clock_warning(seats):
        return [None] * len(keys)
    from game.lab.cache import run_key
    return [run_key(job, k, key) if text is not None else None for k, (key, text, _) in enumerate(keys)]


def _from_cache(cache, game, cache_keys, tasks, records) -> list:
    """The tasks whose games the cache does not hold; the games it holds go straight into ``records``."""
    kept = {k: cache.load(game, key) for k, key in enumerate(cache_keys) if key}
    if not kept:
        return tasks
    left = []
    for task in tasks:
        record = kept.get(task.run, {}).get((task.index, task.seed))
        if record is None:
            left.append(task)
        else:
            records[task.run].append(dict(record, run=task.run))
    return left


def _replay_folder(replays, k, run) -> str | None:
    if not replays:
        return None
    return replays if k == 0 else os.path.join(replays, (run.label or f"run{k + 1}").replace(":", "-"))


def _keys(runs, game) -> list:
    """Each run's ``_key``; a card file several runs play (plain and seeded) is read and checked once."""
    seen: dict = {}
    for run in runs:
        ident = (id(run.cards), run.cards_path, run.cards_text)
        if ident not in seen:
            seen[ident] = _key(run, game)
    return [seen[(id(run.cards), run.cards_path, run.cards_text)] for run in runs]


def _key(run, game) -> tuple:
    """The digest key a run's cards travel under, and their text (None: only this process has them)."""
    text, path = _cards_source(run.cards, run.cards_path, run.cards_text, game)
    if text is None:
        return f"memory:{id(run.cards)}", None, path
    return text_key(text), text, path


def _player(game, job, runs, keys, workers, cluster, tasks):
    """Where the games are played: the cluster named, a process pool, or this process."""
    sources = [(key, text, path) for key, text, path in keys]
    if cluster:
        if any(text is None for _, text, _ in sources):
            raise engine.GameError("a cluster needs a card file: these cards were built in memory")
        from game.lab.cluster import DaskCluster
        return DaskCluster(cluster, job, sources, engine.GAMES.get(game))
    workers = max(1, min(int(workers or os.cpu_count() or 1), max(1, tasks)))
    if workers > 1 and all(text is not None for _, text, _ in sources):
        if engine.manifest_of(game) is None:
            raise engine.GameError(f"unknown game {game!r}")
        return ProcessPool(job, sources, workers, engine.GAMES[game], start_context(),
                           parsed={key: run.cards for (key, _, _), run in zip(keys, runs)})
    return InProcess(job, {key: run.cards for (key, _, _), run in zip(keys, runs)})


def _save_kept(record: dict, folder, game) -> dict:
    """Write the texts a game sent back (its replay; a failed game's position) and keep their paths."""
    replay, position = record.pop("replay_text", None), record.pop("position", None)
    record["replay"] = None
    if folder and replay is not None:
        path = os.path.join(folder, replay_name(game, record["index"], record["seed"]))
        write_atomic(path, replay, keep_previous=False)
        record["replay"] = path
        if position is not None:
            record["position"] = path[:-len(".yaml")] + ".json"
            write_json(record["position"], position, keep_previous=False)
    return record


def summarise(game, seats, records, seconds, cards, *, cards_path="", **kw) -> Summary:
    """Fold per-game records (in any order) into a Summary of games played with ``cards``."""
    try:
        digest = cards.game(game).digest
    except (AttributeError, KeyError):
        digest = ""
    return fold(game, seats, records, seconds, card_info(cards, game), digest,
                cards_path=cards_path or getattr(cards, "path", ""), **kw)


def fold(game, seats, records, seconds, info: dict, digest: str, *, cards_path="", seed=1, swap=False,
         workers=1, requested=0, cancelled=False, reruns=()) -> Summary:
    """Fold per-game records into a Summary, the cards known by their ``card_info`` and digest."""
    records = sorted(records, key=lambda r: r["index"])
    n = len(seats)
    wins, draws = [0] * n, 0
    balance = BalanceTable()
    results, errors = [], []
    for r in records:
        if "error" in r:
            errors.append({k: r[k] for k in ("seed", "order", "error", "where", "replay", "position", "action", "lost")
                           if k in r})
            continue
        if len(r["winners"]) == 1:
            wins[r["winners"][0]] += 1
        else:
            draws += 1
        balance.add(r["tally"], seat_scores(r["winners"], n))
        results.append({k: v for k, v in r.items() if k not in ("tally", "index", "run")})
    return Summary(game, list(seats), len(results), wins, draws, seconds, results, cards_path,
                   seed, swap, workers, requested or len(records), cancelled, errors, balance,
                   info, digest, seat_budgets(seats),
                   [{k: v for k, v in r.items() if k != "run"} for r in reruns])


def _cards_source(cards, cards_path, cards_text, game):
    """The text workers parse: the caller's, or the card file re-read if it still says the same."""
    from game.engine.cards import parse_cards, read_card_text
    if cards_text is not None:
        return cards_text, cards_path or getattr(cards, "path", "cards.yaml")
    path = cards_path or getattr(cards, "path", "")
    if not path or not os.path.exists(path):
        return None, path
    text, problems = read_card_text(path)
    if text is None:
        return None, path
    again, problems = parse_cards(text, path)
    try:
        same = not problems and again.game(game).digest == cards.game(game).digest
    except (KeyError, AttributeError):
        same = False
    return (text if same else None), path



class ProgressBar:
    """``seize [#######.....] 412/1000  41%  23.4 games/s  ETA 0:25`` on stderr, redrawn at most 10 times a second."""

    def __init__(self, label: str, total: int, stream=None):
        self.label = label
        self.total = max(1, total)
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self.last = 0.0
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.step = max(1, self.total // 10)

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if self.tty:
            if now - self.last < 0.1 and done < self.total:
                return
            self.last = now
            self.stream.write("\r" + self.line(done, now) + " ")
        elif done % self.step == 0 or done == self.total:
            self.stream.write(self.line(done, now) + "\n")
        self.stream.flush()

    def line(self, done: int, now: float) -> str:
        elapsed = now - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        eta = (self.total - done) / rate if rate else 0.0
        width = 30
        filled = int(width * done / self.total)
        return (f"{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
                f"{done / self.total:4.0%}  {rate:.1f} games/s  "
                f"{'ETA ' + _clock(eta) if done < self.total else 'took ' + _clock(elapsed)}")

    def done(self, done: int) -> None:
        if self.tty:
            self.stream.write("\r" + self.line(done, time.perf_counter()) + " \n")
            self.stream.flush()


def _clock(seconds: float) -> str:
    seconds = int(round(seconds))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02}:{s:02}" if h else f"{m}:{s:02}"


class BackgroundBatch(BackgroundWork):
    """``run_batch`` in a thread, for a window: poll ``done``/``total``/``eta``, ``stop()``, then ``summary``.

    ``report_dir``: also write the report there when the batch ends (``report`` is then its path),
    compared with the summary ``compare(summary)`` returns, if any (kept in ``against``).
    ``against_run``: a second card file's ``CardRun``, played on the same seeds in the same batch with the
    seeded runs of each changed card (``simulate --against``); its summary is then ``against``.
    A failure is kept in ``error`` (a sentence), never raised into the window.
    """
    thread_name = "balance-batch"

    def __init__(self, game, seats, games, seed, cards, options=None, workers=None, report_dir=None,
                 compare=None, against_run=None, on_end=None, **kw):
        super().__init__(on_end)
        self.total, self.done = games, 0
        self.summary = self.report = self.against = None
        self.seeded: dict = {}
        self._compare = compare
        self._against_run = against_run
        self._args = (game, seats, games, seed, cards, options)
        self._kw = dict(kw, workers=workers, progress=False, on_progress=self._progress, should_stop=self._stop.is_set)
        self._report_dir = report_dir

    def outcome(self):
        return self.summary

    @property
    def eta(self) -> float | None:
        """Seconds left at the rate so far (None before the first game ends)."""
        if not self.done:
            return None
        rate = self.done / max(1e-9, time.perf_counter() - self._start)
        return (self.total - self.done) / rate

    def _progress(self, done, total):
        self.total, self.done = total, done

    def _work(self):
        if self._against_run is None:
            self.summary = run_batch(*self._args, **self._kw)
            if self._compare is not None and not self.summary.cancelled:
                self.against = self._compare(self.summary)
        else:
            self._run_against()
        if self._report_dir:
            from game.lab.report import write_report
            self.report = write_report(self._report_dir, self.summary, against=self.against,
                                       seeded=self.seeded)

    def _run_against(self):
        game, seats, games, seed, cards, options = self._args
        kw = dict(self._kw)
        new = CardRun(cards, kw.pop("cards_path", ""), kw.pop("cards_text", None))
        runs = [new, self._against_run] + seeded_runs(game, new, self._against_run, games)
        played = run_runs(game, seats, games, seed, runs, options, **kw)
        self.summary = played.summaries[0]
        if not played.cancelled:
            self.against = played.summaries[1]
            self.seeded = seeded_of(played.summaries)
