"""What a batch of simulated games adds up to: wins, rates, lengths, card statistics, failures."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.ai import clock_warning, seat_budgets
from game.engine.primitives import LIMIT
from game.lab.balance import facts as balance_facts
from game.lab.balance import BalanceTable, seat_scores, wilson
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
    reruns: list = field(default_factory=list)    # games played again after their worker was lost: seed, reason
    label: str = ""                 # which card run of a batch: "" (--cards), "against", "seeded:CARD:new|old"
    cached: int = 0                 # of the finished games, those taken from the lab's cache (game/lab/cache.py)
    batch_games: int = 0            # games the whole batch played (every card run: --against, seeded copies)
    batch_seconds: float = 0.0      # the whole batch's wall-clock seconds, as its progress bar counted them

    @property
    def limit_ends(self) -> int:
        """Finished games the engine stopped at its step, stall or chain limit (draws, end_reason "limit")."""
        return sum(1 for r in self.results if r.get("end_reason") == LIMIT)

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
        head = f"{self.game}: {self.games} games; {timing_text(self)}"
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
        if self.limit_ends:
            lines.append(f"  limit ends {self.limit_ends} (games the engine stopped at its step, stall or chain "
                         f"limit, counted as draws): {limit_warning(self)}")
        if not self.reproducible:
            lines.append("  not reproducible: " + clock_warning(self.seats))
        for k, v in sorted(self.averages().items()):
            lines.append(f"  average {k.replace('_', ' ')}: {v:.2f}")
        for e in self.errors[:5]:
            lines.append(f"  ERROR seed {e['seed']}: {e['error']}"
                         + (f" (replay {e['replay']})" if e.get("replay") else ""))
        if len(self.errors) > 5:
            lines.append(f"  ... and {len(self.errors) - 5} more failed games")
        if self.reruns:
            seeds = ", ".join(str(r["seed"]) for r in self.reruns[:8]) + (" ..." if len(self.reruns) > 8 else "")
            lines.append(f"  re-ran {len(self.reruns)} game(s) whose worker was lost (seeds {seeds}): "
                         f"{self.reruns[0]['reason']}")
        if self.cached:
            lines.append(f"  {self.cached} of the {self.games} games were played before with the same code, cards "
                         "and seats, and came from the lab's cache (--no-cache plays them again)")
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {"game": self.game, "games": self.games, "seats": list(self.seats), "wins": list(self.wins),
                "draws": self.draws, "limit_ends": self.limit_ends, "reruns": list(self.reruns),
                "cached": self.cached, "games_per_second": round(self.games_per_second, 3),
                "batch_games": self.batch_games, "batch_seconds": self.batch_seconds,
                "seconds": self.seconds, "seed": self.seed, "swap": self.swap,
                "workers": self.workers, "requested": self.requested, "cancelled": self.cancelled,
                "seat_rates": self.seat_rates(), "player_rates": self.player_rates(),
                "averages": self.averages(), "choices": self.choices(), "cards": self.cards_path,
                "cards_digest": self.cards_digest,
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
                   list(data["budgets"]) if "budgets" in data else seat_budgets(data["seats"]),
                   list(data.get("reruns", [])), batch_games=data.get("batch_games", 0),
                   batch_seconds=data.get("batch_seconds", 0.0))


def _letter(i: int) -> str:
    return chr(ord("A") + i)


def _seat_label(summary: Summary, seat: int) -> str:
    return "(players rotate)" if summary.swap else summary.seats[seat]


def _per_seat_words(values, players: int) -> bool:
    return (isinstance(values, (list, tuple)) and len(values) == players
            and all(v is None or isinstance(v, str) for v in values) and any(isinstance(v, str) for v in values))




def timing_text(summary) -> str:
    """How long the batch took, counted as its progress bar counted: every game played, of every card run."""
    games, seconds = summary.batch_games, summary.batch_seconds
    if not games:
        games, seconds = summary.games + len(summary.errors), summary.seconds
    workers = f"{summary.workers} worker{'s' if summary.workers != 1 else ''}"
    whole = f"{games} games played in {seconds:.1f} s ({games / seconds if seconds else 0.0:.1f} games/s, {workers})"
    if games > summary.games + len(summary.errors):
        whole += " counting the --against and seeded runs"
    if summary.cached:
        whole += f"; {summary.cached} more came from the lab's cache"
    return whole


def limit_warning(summary) -> str:
    """The sentence simulate warns with when games ended at the engine's limits."""
    seeds = [r["seed"] for r in summary.results if r.get("end_reason") == LIMIT]
    shown = ", ".join(map(str, seeds[:8])) + (" ..." if len(seeds) > 8 else "")
    return (f"{len(seeds)} of {summary.games} games hit the engine's limit and ended as draws (seeds {shown}); "
            "their numbers are not a game's result: replay a seed to see why it never ended")
