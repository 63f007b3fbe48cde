"""Many headless games between computer players, across processes, summarised.

``run_batch`` plays games with seeds ``seed, seed+1, ...``.  With ``swap`` the
players rotate through the seats from one game to the next (game i seats player
``(i + s) % n`` in seat s), so a seat's advantage and a player's strength can be
told apart.  It reports progress to a callback and on stderr, and stops early
when ``should_stop()`` says so (the window drives it from a thread).
"""
from __future__ import annotations

import os
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field

from game import engine
from game import games as _built_in  # noqa: F401  (registers the built-in games, in each worker too)
from game.ai import clock_warning, seat_budgets
from game.lab.balance import facts as balance_facts
from game.lab.balance import BalanceTable, Collector, card_info, seat_scores, wilson
from game.lab.deeds import DeedCollector, holdings
from game.lab.stats import numeric_stats as _numbers


@dataclass
class Summary:
    game: str
    seats: list                     # the players' specs, in the order given
    games: int                      # finished games
    wins: list                      # sole wins per seat
    draws: int                      # games without a sole winner
    seconds: float
    results: list = field(default_factory=list)   # per game: seed, order, winners, steps, turns, stats
    cards_path: str = ""
    seed: int = 1
    swap: bool = False
    workers: int = 1
    requested: int = 0
    cancelled: bool = False
    errors: list = field(default_factory=list)    # games that crashed or never ended: seed, error
    balance: BalanceTable = field(default_factory=BalanceTable)
    cards: dict = field(default_factory=dict)     # card id -> name, family, groups, signature
    cards_digest: str = ""
    budgets: list = field(default_factory=list)   # per player: its search budget ({"kind", "amount"}) or None

    @property
    def reproducible(self) -> bool:
        """Whether the same seeds play the same games again: no player searches by the clock."""
        return all(b is None or b["kind"] != "seconds" for b in self.budgets)

    @property
    def games_per_second(self) -> float:
        return (self.games + len(self.errors)) / self.seconds if self.seconds else 0.0

    @property
    def players(self) -> int:
        return len(self.seats)

    # -- rates -----------------------------------------------------------------
    def seat_rates(self) -> list[dict]:
        """Per seat: wins, score (ties split), rate and its 95% interval."""
        return self._rates(lambda r, s: s)

    def player_rates(self) -> list[dict]:
        """Per player (the i-th spec given), wherever it sat."""
        return self._rates(lambda r, s: r["order"][s])

    def _rates(self, who) -> list[dict]:
        n = self.players
        wins, score = [0] * n, [0.0] * n
        for r in self.results:
            scores = seat_scores(r["winners"], n)
            for s in range(n):
                score[who(r, s)] += scores[s]
            if len(r["winners"]) == 1:
                wins[who(r, r["winners"][0])] += 1
        out = []
        for i in range(n):
            low, high = wilson(score[i], self.games)
            out.append({"index": i, "spec": self.seats[i], "wins": wins[i], "score": round(score[i], 6),
                        "rate": score[i] / self.games if self.games else 0.0, "low": low, "high": high})
        return out

    def choices(self) -> dict[str, list[dict]]:
        """Win rate by the value of each per-seat text statistic (Banished's chosen Grim), best first."""
        n = self.players
        tallies: dict[str, dict] = {}
        for r in self.results:
            scores = seat_scores(r["winners"], n)
            for key, values in (r["stats"] or {}).items():
                if not _per_seat_words(values, n):
                    continue
                for seat, value in enumerate(values):
                    if value is not None:
                        t = tallies.setdefault(key, {}).setdefault(value, [0, 0.0])
                        t[0] += 1
                        t[1] += scores[seat]
        out = {}
        for key, values in tallies.items():
            rows = []
            for value, (count, score) in values.items():
                low, high = wilson(score, count)
                rows.append({"key": value, "n": count, "score": round(score, 6), "rate": score / count,
                             "low": low, "high": high})
            out[key] = sorted(rows, key=lambda r: (-r["rate"], r["key"]))
        return out

    def lengths(self) -> tuple[str, list[int]]:
        """Game lengths in the game's own measure (Seize: tricks), else turns when announced, else actions."""
        stat = balance_facts(self.game).length_stat
        if stat and self.results and all(isinstance(r["stats"].get(stat), int) for r in self.results):
            return stat, [r["stats"][stat] for r in self.results]
        if self.results and all(r.get("turns") for r in self.results):
            return "turns", [r["turns"] for r in self.results]
        return "actions", [r["steps"] for r in self.results]

    def averages(self) -> dict:
        totals: dict[str, float] = {}
        for r in self.results:
            for k, v in _numbers(r["stats"]).items():
                totals[k] = totals.get(k, 0) + v
        n = max(1, len(self.results))
        avg = {k: v / n for k, v in totals.items()}
        avg["actions"] = sum(r["steps"] for r in self.results) / n
        if any(r.get("turns") for r in self.results):
            avg["turns"] = sum(r.get("turns", 0) for r in self.results) / n
        return avg

    # -- output ----------------------------------------------------------------
    def text(self) -> str:
        head = f"{self.game}: {self.games} games in {self.seconds:.1f}s ({self.games_per_second:.1f} games/s"
        head += f", {self.workers} worker{'s' if self.workers != 1 else ''})"
        if self.cancelled:
            head += f"  [stopped after {self.games} of {self.requested}]"
        lines = [head]
        for r in self.seat_rates():
            lines.append(f"  seat {r['index'] + 1} {_seat_label(self, r['index']):<16} wins {r['wins']:6}  "
                         f"({r['rate']:6.1%}, 95% {r['low']:.1%}–{r['high']:.1%})")
        if self.swap:
            for r in self.player_rates():
                lines.append(f"  player {_letter(r['index'])} {r['spec']:<14} wins {r['wins']:6}  "
                             f"({r['rate']:6.1%}, 95% {r['low']:.1%}–{r['high']:.1%})")
        lines.append(f"  draws {self.draws}")
        if not self.reproducible:
            lines.append("  not reproducible: " + clock_warning(self.seats))
        for k, v in sorted(self.averages().items()):
            lines.append(f"  average {k.replace('_', ' ')}: {v:.2f}")
        for e in self.errors[:5]:
            lines.append(f"  ERROR seed {e['seed']}: {e['error']}" + (f" (replay {e['replay']})" if e.get("replay") else ""))
        if len(self.errors) > 5:
            lines.append(f"  ... and {len(self.errors) - 5} more failed games")
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {"game": self.game, "games": self.games, "seats": list(self.seats), "wins": list(self.wins),
                "draws": self.draws, "games_per_second": round(self.games_per_second, 3),
                "seconds": self.seconds, "seed": self.seed, "swap": self.swap,
                "workers": self.workers, "requested": self.requested, "cancelled": self.cancelled,
                "seat_rates": self.seat_rates(), "player_rates": self.player_rates(),
                "averages": self.averages(), "choices": self.choices(), "cards": self.cards_path, "cards_digest": self.cards_digest,
                "card_info": self.cards, "balance": self.balance.to_json(),
                "reproducible": self.reproducible, "budgets": list(self.budgets),
                "errors": self.errors, "results": self.results}

    @classmethod
    def from_json(cls, data: dict) -> "Summary":
        """A summary read back from ``to_json`` (to redraw a report or compare with a past run)."""
        return cls(data["game"], list(data["seats"]), data["games"], list(data["wins"]), data["draws"],
                   data.get("seconds", 0.0), list(data.get("results", [])), data.get("cards", ""),
                   data.get("seed", 1), data.get("swap", False), data.get("workers", 1),
                   data.get("requested", data["games"]), data.get("cancelled", False),
                   list(data.get("errors", [])), BalanceTable.from_json(data.get("balance", {})),
                   dict(data.get("card_info", {})), data.get("cards_digest", ""),
                   list(data["budgets"]) if "budgets" in data else seat_budgets(data["seats"]))


def _letter(i: int) -> str:
    return chr(ord("A") + i)


def _seat_label(summary: Summary, seat: int) -> str:
    return "(players rotate)" if summary.swap else summary.seats[seat]


def _per_seat_words(values, players: int) -> bool:
    return (isinstance(values, (list, tuple)) and len(values) == players
            and all(v is None or isinstance(v, str) for v in values) and any(isinstance(v, str) for v in values))


# -----------------------------------------------------------------------------
# One game
# -----------------------------------------------------------------------------

def seating(players: int, index: int, swap: bool) -> list[int]:
    """Which player sits in each seat in game ``index``."""
    shift = index % players if swap else 0
    return [(shift + s) % players for s in range(players)]


def play_one(game, specs, seed, index, swap, cards, options, max_steps=100_000, replays=None,
             prepare=None) -> dict:
    """Play one game, watching its events; a crash or an endless game is returned as an error.

    With ``replays`` (a folder), the game's replay is saved there, crashed or not.
    ``prepare(state, seed)`` changes the position right after set-up (``causal.CardSeeding``);
    what it returns is kept as the result's ``prepared``.
    """
    from game.ai import make_player
    order = seating(len(specs), index, swap)
    start = time.perf_counter()
    state, actions, seat_specs = None, [], []
    try:
        seat_specs = [specs[p] for p in order]
        players = [make_player(spec, seed * 31 + s) for s, spec in enumerate(seat_specs)]
        names = [f"{spec} ({s + 1})" for s, spec in enumerate(seat_specs)]
        state = engine.new_game(game, names, seed, cards, **(options or {}))
        prepared = prepare(state, seed) if prepare else None
        collector, deeds = Collector(state), DeedCollector(state)
        steps = 0
        while not state.over and steps < max_steps:
            seat = state.rules.to_move(state)
            if seat is None:
                break
            action = players[seat].choose(engine.view(state, seat))
            events = engine.apply(state, action)
            collector.observe(state, events)
            deeds.observe(state, events)
            actions.append(action)
            steps += 1
        if not state.over:
            raise RuntimeError(f"the game did not end after {steps} actions")
        stats = state.rules.stats(state)
        tally = collector.finish(state)
    except engine.GameError:
        raise
    except Exception as err:  # a bug in a game or a player: report its seed, keep the batch going
        return {"index": index, "seed": seed, "order": order,
                "error": f"{type(err).__name__}: {err}",
                "where": traceback.format_exc(limit=-3).strip().splitlines()[-3:],
                "replay": save_replay(replays, index, state, actions, seat_specs, options)}
    extra = {"prepared": prepared} if prepare else {}
    return {**extra, "index": index, "seed": seed, "order": order, "winners": list(state.winners), "steps": steps,
            "turns": collector.turns, "seconds": round(time.perf_counter() - start, 5),
            "stats": dict(stats or {}), "tally": tally, "holdings": holdings(tally), "deeds": deeds.finish(),
            "replay": save_replay(replays, index, state, actions, seat_specs, options)}


def replay_name(game: str, index: int, seed: int) -> str:
    return f"{game}-game{index + 1:05d}-seed{seed}.yaml"


def save_replay(folder, index, state, actions, specs, options) -> str | None:
    """Write one simulated game's replay into ``folder`` (nothing without a folder or a game)."""
    if not folder or state is None:
        return None
    from game.engine.replay import Replay, save
    path = os.path.join(folder, replay_name(state.game, index, state.seed))
    save(path, Replay.of(state, actions, players=specs, options=options))
    return path


# -----------------------------------------------------------------------------
# Worker processes
# -----------------------------------------------------------------------------

_WORKER: dict = {}


def _init_worker(rules, cards_text, cards_file, job):
    """Load the cards once per process (a failure is raised by the first game).

    The built-in games are registered by ``game.games``, imported with this module;
    ``rules``, the game's Rules class, arrives by reference, so a game registered
    elsewhere (a test's) is registered by importing the module that defines it.
    """
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)       # Ctrl-C is the parent's: it stops the batch
    _WORKER["job"] = job
    try:
        if engine.manifest_of(job[0]) is None:
            raise RuntimeError(f"{job[0]} is not registered where {rules.__module__}.{rules.__name__} is defined")
        from game.engine.cards import parse_cards
        cards, problems = parse_cards(cards_text, cards_file)
        if problems:
            raise RuntimeError("\n".join(map(str, problems)))
        _WORKER["cards"] = cards
    except Exception as err:  # a raising initializer would make the pool respawn workers forever
        _WORKER["failure"] = f"a worker could not start: {type(err).__name__}: {err}"


def _work(item):
    if "failure" in _WORKER:
        raise RuntimeError(_WORKER["failure"])
    index, seed = item
    game, specs, swap, options, max_steps, replays, prepare = _WORKER["job"]
    return play_one(game, specs, seed, index, swap, _WORKER["cards"], options, max_steps, replays, prepare)


def _cards_source(cards, cards_path, cards_text, game):
    """The text workers parse: the caller's, or the card file re-read if it still says the same."""
    from game.engine.cards import _read, parse_cards
    if cards_text is not None:
        return cards_text, cards_path or getattr(cards, "path", "cards.yaml")
    path = cards_path or getattr(cards, "path", "")
    if not path or not os.path.exists(path):
        return None, path
    text, problems = _read(path)
    if text is None:
        return None, path
    again, problems = parse_cards(text, path)
    try:
        same = not problems and again.game(game).digest == cards.game(game).digest
    except (KeyError, AttributeError):
        same = False
    return (text if same else None), path


def _context():
    """fork when nothing else runs in this process (fast), spawn otherwise (safe beside a window)."""
    import multiprocessing as mp
    methods = mp.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return mp.get_context("fork")
    return mp.get_context("spawn")


# -----------------------------------------------------------------------------
# The batch
# -----------------------------------------------------------------------------

def run_batch(game, seats, games, seed, cards, options=None, workers=1, progress=True, cards_path="", *,
              swap=None, on_progress=None, should_stop=None, cards_text=None,
              max_steps=100_000, replays=None, prepare=None) -> Summary:
    """Play ``games`` games with seeds seed, seed+1, ...; summarise wins, lengths and card statistics.

    ``workers``: processes (0 or None: every core).  ``progress``: a bar on stderr.
    ``on_progress(done, total)`` after each game; ``should_stop()`` ends the batch early
    (the summary then covers the games finished).  ``swap`` (default: on for two seats)
    rotates the players through the seats.  ``replays``: a folder that gets
    every game's replay (``replay_name``).  ``prepare``: see ``play_one``.
    """
    options = dict(options or {})
    if replays:
        os.makedirs(replays, exist_ok=True)
    seats = list(seats)
    swap = (len(seats) == 2) if swap is None else bool(swap)
    workers = max(1, int(workers or os.cpu_count() or 1))
    workers = min(workers, max(1, games))
    start = time.perf_counter()
    bar = ProgressBar(game, games) if progress else None
    items = [(i, seed + i) for i in range(games)]
    job = (game, seats, swap, options, max_steps, replays, prepare)
    records: list[dict] = []

    def report(record):
        records.append(record)
        if bar:
            bar.update(len(records))
        if on_progress:
            on_progress(len(records), games)

    def stop() -> bool:
        return bool(should_stop and should_stop())

    text = None
    if workers > 1:
        text, cards_file = _cards_source(cards, cards_path, cards_text, game)
        if text is None:
            workers = 1          # cards built in memory: only this process has them
    try:
        if workers > 1:
            ctx = _context()
            pool = ctx.Pool(workers, initializer=_init_worker, initargs=(engine.GAMES[game], text, cards_file, job))
            try:
                chunk = max(1, min(8, games // (workers * 16)))
                for record in pool.imap_unordered(_work, items, chunksize=chunk):
                    report(record)
                    if stop():
                        break
            finally:
                pool.terminate()
                pool.join()
        else:
            for index, game_seed in items:
                if stop():
                    break
                report(play_one(game, seats, game_seed, index, swap, cards, options, max_steps, replays, prepare))
    except KeyboardInterrupt:           # Ctrl-C: the games finished so far still make a summary
        if not records:
            raise
    cancelled = len(records) < games
    if bar:
        bar.done(len(records))
    return summarise(game, seats, records, time.perf_counter() - start, cards, cards_path=cards_path,
                     seed=seed, swap=swap, workers=workers, requested=games, cancelled=cancelled)


def summarise(game, seats, records, seconds, cards, *, cards_path="", seed=1, swap=False, workers=1,
              requested=0, cancelled=False) -> Summary:
    """Fold per-game records (in seed order) into a Summary."""
    records = sorted(records, key=lambda r: r["index"])
    n = len(seats)
    wins, draws = [0] * n, 0
    balance = BalanceTable()
    results, errors = [], []
    for r in records:
        if "error" in r:
            errors.append({"seed": r["seed"], "order": r["order"], "error": r["error"], "where": r.get("where", [])})
            continue
        if len(r["winners"]) == 1:
            wins[r["winners"][0]] += 1
        else:
            draws += 1
        balance.add(r["tally"], seat_scores(r["winners"], n))
        results.append({k: v for k, v in r.items() if k not in ("tally", "index")})
    try:
        digest = cards.game(game).digest
    except (AttributeError, KeyError):
        digest = ""
    return Summary(game, list(seats), len(results), wins, draws, seconds, results, cards_path or getattr(cards, "path", ""),
                   seed, swap, workers, requested or len(records), cancelled, errors, balance,
                   card_info(cards, game), digest, seat_budgets(seats))


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


class BackgroundBatch:
    """``run_batch`` in a thread, for a window: poll ``done``/``total``/``eta``, ``stop()``, then ``summary``.

    ``report_dir``: also write the report there when the batch ends (``report`` is then its path),
    compared with the summary ``compare(summary)`` returns, if any (kept in ``against``).
    A failure is kept in ``error`` (a sentence), never raised into the window.
    """

    def __init__(self, game, seats, games, seed, cards, options=None, workers=None, report_dir=None,
                 compare=None, **kw):
        self.total, self.done = games, 0
        self.summary = self.error = self.report = self.against = None
        self._compare = compare
        self._stop = threading.Event()
        self._start = time.perf_counter()
        self._args = (game, seats, games, seed, cards, options)
        self._kw = dict(kw, workers=workers, progress=False, on_progress=self._progress, should_stop=self._stop.is_set)
        self._report_dir = report_dir
        self.thread = threading.Thread(target=self._run, name="balance-batch", daemon=True)

    def start(self) -> "BackgroundBatch":
        self._start = time.perf_counter()
        self.thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()

    @property
    def finished(self) -> bool:
        return not self.thread.is_alive() and (self.summary is not None or self.error is not None)

    @property
    def eta(self) -> float | None:
        """Seconds left at the rate so far (None before the first game ends)."""
        if not self.done:
            return None
        rate = self.done / max(1e-9, time.perf_counter() - self._start)
        return (self.total - self.done) / rate

    def _progress(self, done, total):
        self.done = done

    def _run(self):
        try:
            self.summary = run_batch(*self._args, **self._kw)
            if self._report_dir:
                from game.lab.report import write_report
                if self._compare is not None and not self.summary.cancelled:
                    self.against = self._compare(self.summary)
                self.report = write_report(self._report_dir, self.summary, against=self.against)
        except Exception as err:
            self.error = f"{type(err).__name__}: {err}"
