"""Many headless games in a row or across processes, summarised."""
from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass, field

from .simulate import play_game


@dataclass
class Summary:
    game: str
    seats: list
    games: int
    wins: list
    draws: int
    seconds: float
    results: list = field(default_factory=list)     # per game: seed, winners, steps, stats
    cards_path: str = ""

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def averages(self) -> dict:
        totals: dict[str, float] = {}
        for r in self.results:
            for k, v in r["stats"].items():
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    totals[k] = totals.get(k, 0) + v
        n = max(1, len(self.results))
        avg = {k: v / n for k, v in totals.items()}
        avg["actions"] = sum(r["steps"] for r in self.results) / n
        return avg

    def text(self) -> str:
        lines = [f"{self.game}: {self.games} games in {self.seconds:.1f}s ({self.games_per_second:.1f} games/s)"]
        for i, seat in enumerate(self.seats):
            share = self.wins[i] / self.games if self.games else 0
            lines.append(f"  seat {i + 1} {seat:<16} wins {self.wins[i]:6}  ({share:6.1%})")
        lines.append(f"  draws {self.draws}")
        for k, v in sorted(self.averages().items()):
            lines.append(f"  average {k.replace('_', ' ')}: {v:.2f}")
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {"game": self.game, "games": self.games, "seats": list(self.seats), "wins": list(self.wins),
                "draws": self.draws, "games_per_second": round(self.games_per_second, 3),
                "averages": self.averages(), "cards": self.cards_path, "results": self.results}


def _one(job):
    game, seats, seed, cards_path, options = job
    from .cards import default_cards, load_cards
    cards = _WORKER_CARDS.get(cards_path)
    if cards is None:
        cards = load_cards(cards_path) if cards_path else default_cards()
        _WORKER_CARDS[cards_path] = cards
    state, result = play_game(game, seats, seed, cards, options)
    return {"seed": seed, "winners": list(result.winners), "steps": result.steps, "stats": result.stats}


_WORKER_CARDS: dict = {}


def run_batch(game, seats, games, seed, cards, options=None, workers=1, progress=True, cards_path="") -> Summary:
    """Play ``games`` games with seeds seed, seed+1, ...; seats are swapped by nothing: seat i is seats[i]."""
    options = options or {}
    start = time.perf_counter()
    results = []
    workers = workers or os.cpu_count() or 1
    jobs = [(game, seats, seed + i, cards_path, options) for i in range(games)]
    if workers > 1 and games > 1:
        import multiprocessing as mp
        with mp.get_context("spawn").Pool(workers) as pool:
            for r in pool.imap(_one, jobs, chunksize=max(1, games // (workers * 20))):
                results.append(r)
                if progress:
                    _progress(len(results), games, start)
    else:
        _WORKER_CARDS[cards_path] = cards
        for job in jobs:
            results.append(_one(job))
            if progress:
                _progress(len(results), games, start)
    if progress:
        sys.stderr.write("\n")
    wins = [0] * len(seats)
    draws = 0
    for r in results:
        if len(r["winners"]) == 1:
            wins[r["winners"][0]] += 1
        else:
            draws += 1
    return Summary(game, list(seats), games, wins, draws, time.perf_counter() - start, results, cards_path)


def _progress(done, total, start):
    elapsed = time.perf_counter() - start
    rate = done / elapsed if elapsed else 0
    eta = (total - done) / rate if rate else 0
    width = 30
    filled = int(width * done / total)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games"
                     f"  {rate:.1f}/s  ETA {eta:.0f}s ")
    sys.stderr.flush()
