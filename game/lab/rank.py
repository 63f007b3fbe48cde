"""How strong each computer level is: a round robin of head-to-head games, a win matrix and Elo ratings.

Every pair of entrants (seat specs: ``ai:random``, ``ai:hard@200``...) plays ``games`` two-seat games on
the seeds ``seed, seed+1, ...``, the two swapping seats from one game to the next, so a seat's advantage is
no player's.  A game scores 1 for a sole win and 1/2 each for a draw.

Ratings are a Bradley–Terry fit: P(i beats j) = 1 / (1 + exp(b_j − b_i)), b fitted by maximum likelihood
(Newton's method), shown as Elo (400 / ln 10 · b) with the first entrant at 0.  Each pair also counts one
virtual draw, so a level that won every game still gets a finite rating (the prior BayesElo uses).  The
95% intervals are ±1.96 standard errors from the inverse of the fit's information matrix: each rating's
uncertainty relative to the first entrant's.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.ai import fixed_seat, parse_seat
from game.lab.balance import wilson

ELO = 400 / math.log(10)
VIRTUAL_DRAWS = 1.0        # per pair: half a win each way


def entrant(level: str, game: str) -> str:
    """The seat spec a level names: ``greedy`` -> ``ai:greedy``, ``hard`` -> ``ai:hard@N`` (the game's N)."""
    spec = level.strip()
    spec = spec if spec.startswith("ai:") or spec == "human" else f"ai:{spec}"
    kind, _, _ = parse_seat(spec)             # raises SeatSpecError for a bad one
    if kind == "human":
        from game.ai import SeatSpecError
        raise SeatSpecError("a level is a computer seat (random, greedy, hard@N), not human")
    return fixed_seat(spec, game)


def short(spec: str) -> str:
    """A spec as a level is written: ``ai:hard@50`` -> ``hard@50``."""
    return spec[3:] if spec.startswith("ai:") else spec


@dataclass
class Pairing:
    """Two entrants' head-to-head games: ``score_a`` is a's wins plus half the draws, out of ``games``."""
    a: str
    b: str
    games: int
    score_a: float
    draws: int = 0
    errors: int = 0

    @property
    def score_b(self) -> float:
        return self.games - self.score_a

    def rate(self, who: str) -> dict:
        """``who``'s score rate against the other, with its 95% Wilson interval."""
        score = self.score_a if who == self.a else self.score_b
        low, high = wilson(score, self.games)
        return {"rate": score / self.games if self.games else 0.0, "low": low, "high": high, "n": self.games}

    def to_json(self) -> dict:
        return {"a": self.a, "b": self.b, "games": self.games, "score_a": self.score_a, "draws": self.draws,
                "errors": self.errors}


def head_to_head(game, a: str, b: str, games: int, seed: int, cards, *, cards_path="", options=None,
                 workers=1, progress=False, cache=None) -> Pairing:
    """``games`` games of ``a`` against ``b``, the two swapping seats each game (``game/lab/batch.py``)."""
    from game.lab.batch import CardRun, run_runs
    played = run_runs(game, [a, b], games, seed, [CardRun(cards, cards_path)], options, workers=workers,
                      progress=progress, swap=True, cache=cache)
    summary = played.summaries[0]
    rates = summary.player_rates()
    return Pairing(a, b, summary.games, rates[0]["score"], draws=summary.draws, errors=len(summary.errors))


@dataclass
class Ranking:
    """A round robin's pairings, its win matrix and its Bradley–Terry ratings."""
    game: str
    entrants: list
    pairings: list
    games: int = 0                  # games a pair was asked for
    seed: int = 1
    ratings: list = field(default_factory=list)      # per entrant: {"spec", "elo", "low", "high", "se"}

    def matrix(self) -> list[list]:
        """matrix[i][j]: entrant i's score rate against j (None on the diagonal or for a pair never played)."""
        k = len(self.entrants)
        out = [[None] * k for _ in range(k)]
        index = {spec: i for i, spec in enumerate(self.entrants)}
        for p in self.pairings:
            if p.games:
                i, j = index[p.a], index[p.b]
                out[i][j], out[j][i] = p.score_a / p.games, p.score_b / p.games
        return out

    def order(self) -> list[int]:
        """Entrant indices, strongest first."""
        return sorted(range(len(self.entrants)), key=lambda i: -self.ratings[i]["elo"])

    def to_json(self) -> dict:
        return {"game": self.game, "entrants": self.entrants, "games_per_pair": self.games, "seed": self.seed,
                "pairings": [p.to_json() for p in self.pairings], "matrix": self.matrix(),
                "ratings": self.ratings,
                "method": f"Bradley–Terry maximum likelihood, Elo = {ELO:.1f} · strength, first entrant at 0, "
                          f"{VIRTUAL_DRAWS:g} virtual draw per pair, 95% interval ±1.96 standard errors"}

    def text(self) -> str:
        names = [short(s) for s in self.entrants]
        width = max(8, *(len(n) for n in names))
        lines = [f"rank {self.game}: {len(self.entrants)} entrants, round robin of {self.games} games a pair "
                 f"(seeds {self.seed}–{self.seed + self.games - 1}, the two swap seats each game)",
                 "win matrix: the row's score against the column (wins and half the draws)",
                 "  " + " " * width + "".join(f"{n:>{width + 2}}" for n in names)]
        for i, row in enumerate(self.matrix()):
            cells = "".join(f"{'—' if v is None else f'{v:.0%}':>{width + 2}}" for v in row)
            lines.append(f"  {names[i]:<{width}}{cells}")
        lines.append(f"Elo (Bradley–Terry fit; {names[0]} = 0; 95% interval):")
        for place, i in enumerate(self.order(), 1):
            r = self.ratings[i]
            lines.append(f"  {place}. {names[i]:<{width}} {r['elo']:+6.0f}  "
                         + ("(anchor)" if i == 0 else f"({r['low']:+.0f} to {r['high']:+.0f})")
                         + f"  score {r['score']:.0%} of {r['games']} games")
        errors = sum(p.errors for p in self.pairings)
        if errors:
            lines.append(f"  {errors} game(s) failed and are left out")
        return "\n".join(lines)


def round_robin(game, entrants, games, seed, play_pair) -> Ranking:
    """Every pair of ``entrants`` played by ``play_pair(a, b, games, seed) -> Pairing``; rated."""
    pairings = [play_pair(a, b, games, seed) for i, a in enumerate(entrants) for b in entrants[i + 1:]]
    ranking = Ranking(game, list(entrants), pairings, games, seed)
    ranking.ratings = ratings(ranking.entrants, pairings)
    return ranking


def ratings(entrants, pairings) -> list[dict]:
    """Each entrant's Bradley–Terry rating as Elo, its 95% interval, its total score and games."""
    k = len(entrants)
    index = {spec: i for i, spec in enumerate(entrants)}
    wins = [[0.0] * k for _ in range(k)]      # wins[i][j]: i's score against j, virtual draws included
    score, played = [0.0] * k, [0] * k
    for p in pairings:
        i, j = index[p.a], index[p.b]
        extra = VIRTUAL_DRAWS / 2
        wins[i][j] += p.score_a + extra
        wins[j][i] += p.score_b + extra
        score[i] += p.score_a
        score[j] += p.score_b
        played[i] += p.games
        played[j] += p.games
    b, cov = fit(wins)
    out = []
    for i in range(k):
        se = math.sqrt(cov[i][i]) * ELO if i else 0.0
        elo = b[i] * ELO
        out.append({"spec": entrants[i], "elo": round(elo, 1), "se": round(se, 1), "low": round(elo - 1.96 * se, 1),
                    "high": round(elo + 1.96 * se, 1), "score": score[i] / played[i] if played[i] else 0.0,
                    "games": played[i]})
    return out


def fit(wins) -> tuple[list, list]:
    """Bradley–Terry strengths (entrant 0 fixed at 0) and their covariance, from ``wins[i][j]``."""
    k = len(wins)
    b = [0.0] * k
    cov = [[0.0] * k for _ in range(k)]
    for _ in range(100):
        grad, info = [0.0] * k, [[0.0] * k for _ in range(k)]
        for i in range(k):
            for j in range(k):
                n = wins[i][j] + wins[j][i]
                if i == j or not n:
                    continue
                p = 1 / (1 + math.exp(b[j] - b[i]))
                grad[i] += wins[i][j] - n * p
                info[i][i] += n * p * (1 - p)
                info[i][j] -= n * p * (1 - p)
        free = list(range(1, k))
        if not free:
            return b, cov
        inverse = invert([[info[i][j] for j in free] for i in free])
        step = [sum(inverse[r][c] * grad[free[c]] for c in range(len(free))) for r in range(len(free))]
        for r, i in enumerate(free):
            b[i] += step[r]
            for c, j in enumerate(free):
                cov[i][j] = inverse[r][c]
        if max(abs(s) for s in step) < 1e-9:
            break
    return b, cov


def invert(matrix) -> list[list]:
    """The inverse of a small positive-definite matrix (Gauss–Jordan with partial pivoting)."""
    n = len(matrix)
    a = [list(row) + [1.0 if r == c else 0.0 for c in range(n)] for r, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            raise ValueError("the pairings do not connect every entrant: no rating can be fitted")
        a[col], a[pivot] = a[pivot], a[col]
        lead = a[col][col]
        a[col] = [v / lead for v in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                factor = a[r][col]
                a[r] = [v - factor * w for v, w in zip(a[r], a[col])]
    return [row[n:] for row in a]
