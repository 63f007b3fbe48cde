"""``tune GAME --target …``: the fewest number edits that bring a card set within its balance targets.

The search is greedy and checks every step it takes:

1. Play the current set on the search seeds and check the targets (``game/lab/targets.py``).
2. The cards to edit: those a figure out of bounds is about (an Element's Grim, a card above
   the line) and those named with ``--edit``/``--edit-family``.
3. Measure what one step of each of their numbers is worth to the holder (``game/lab/sensitivity.py``,
   the sequential stopping included) and rank them by the size of that slope.
4. Take the first candidate in rank: move the number in the direction that pulls the figure back
   (a card's figure too high: the direction that lowers its holder's chance), by as many steps as
   the slope says the excess needs (at most ``MAX_STEPS``), play the edited set on the same seeds,
   and keep the edit only if the total excess fell; else try the next candidate.
5. Repeat until every target is met, no candidate helps, or ``max_edits`` edits are made.

An edit to a number already edited does not add an edit, so the search prefers it when the slopes
tie.  The result is checked on fresh seeds the search never played (``VERIFY_OFFSET`` on), and the
state (edits, every check, the games played) is saved after every step into the data folder's
``lab-cache/``, so an interrupted run resumes where it was; the games themselves come back from the
lab's game cache.  With ``cluster`` every game is played on that Dask scheduler.
"""
from __future__ import annotations

import difflib
import hashlib
import json
import math
import os
import sys
import time
from dataclasses import dataclass, field

from game.lab import causal, sensitivity, targets as targets_mod
from game.lab.batch import CardRun, run_runs
from game.lab.numbers import EditError, Number, Numbers

MAX_STEPS = 3
VERIFY_OFFSET = 1_000_000
TRIES = 4                # candidates tried a round before the search gives up


@dataclass
class Check:
    """One set's figures against the targets on some seeds, and the games that took."""
    figures: list
    games: int

    @property
    def excess(self) -> float:
        return sum(f.excess for f in self.figures)

    @property
    def met(self) -> bool:
        return not any(f.excess for f in self.figures)

    def out(self) -> list:
        return [f for f in self.figures if f.excess]


@dataclass
class Tuning:
    """What ``tune`` found: the edits, the text they make, every step, and the check on fresh seeds."""
    game: str
    path: str
    edits: dict                     # (card, path) -> new value
    text: str
    start: Check
    end: Check
    verify: Check | None
    steps: list = field(default_factory=list)     # sentences, one per step tried
    games: int = 0                  # every game the search and the check played
    seconds: float = 0.0
    stopped: str = ""

    def diff(self, original: str, new_name: str) -> str:
        return "".join(difflib.unified_diff(original.splitlines(True), self.text.splitlines(True),
                                            self.path, new_name))

    def text_report(self, numbers: Numbers) -> str:
        lines = [f"{self.game}: tune: {len(self.edits)} edit{'s' if len(self.edits) != 1 else ''}; {self.stopped}"]
        lines.append("  before, on the search seeds: " + _summary(self.start))
        lines += [f"    {f.text()}" for f in self.start.out()]
        lines += [f"  step: {s}" for s in self.steps]
        for (card, path), value in self.edits.items():
            label = Number(card, path, 0).label
            lines.append(f"  edit {card} {label}: {numbers.value(card, path)} → {value}")
        lines.append("  after, on the search seeds: " + _summary(self.end))
        if self.verify is not None:
            lines.append(f"  verified on {self.verify.games} games of fresh seeds the search never played: "
                         + ("every target met" if self.verify.met else "NOT every target met"))
            lines += [f"    {f.text()}" for f in self.verify.figures]
        lines.append(f"  {self.games} games in all, {self.seconds:.0f} s")
        return "\n".join(lines)


def _summary(check: Check) -> str:
    out = check.out()
    return ("every target met" if not out else f"{len(out)} figure(s) out, {check.excess * 100:.1f} pt in all") \
        + f" ({check.games} games)"


class Tuner:
    """The search over one card file's numbers; ``run()`` returns a ``Tuning``."""

    def __init__(self, game, seats, text, path, target_list, *, games=200, seed=1, options=None,
                 sensitivity_games=200, batch=100, verify_games=None, editable=(), max_edits=6,
                 state_path=None, log=None, **kw):
        self.game, self.seats, self.path = game, list(seats), path
        self.numbers = Numbers(text, game, path)
        self.targets = target_list
        self.games, self.seed, self.options = games, seed, dict(options or {})
        self.sensitivity_games, self.batch = sensitivity_games, batch
        self.verify_games = verify_games or games
        self.editable = list(editable)
        self.max_edits = max_edits
        self.kw = kw                        # workers, cluster, cache: for run_runs
        self.log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self.state_path = state_path
        self.state = self._load()

    # -- state -----------------------------------------------------------------
    def _load(self) -> dict:
        if self.state_path and os.path.exists(self.state_path):
            with open(self.state_path, encoding="utf-8") as fh:
                state = json.load(fh)
            self.log(f"tune: resuming from {self.state_path}: {len(state['edits'])} edit(s), "
                     f"{state['games']} games played before")
            return state
        return {"edits": [], "steps": [], "games": 0, "seconds": 0.0, "tried": []}

    def _save(self) -> None:
        if self.state_path:
            from game.engine.storage import write_json
            os.makedirs(os.path.dirname(self.state_path), exist_ok=True)
            write_json(self.state_path, self.state, keep_previous=False)

    @property
    def edits(self) -> dict:
        return {(card, tuple(path)): value for card, path, value in self.state["edits"]}

    def _set_edits(self, edits: dict) -> None:
        self.state["edits"] = [[card, list(path), value] for (card, path), value in edits.items()]

    # -- playing ---------------------------------------------------------------
    def check(self, edits: dict, seed: int, games: int, candidates=()) -> Check:
        """Play the set with ``edits`` on ``games`` seeds from ``seed`` and read every target's figures."""
        text, cards = self.numbers.edited(edits)
        names = {cid: d.name for cid, d in cards.game(self.game).cards.items()}
        runs = [CardRun(cards, self.path, text)]
        card_target = any(t.kind == "card" for t in self.targets)
        measured = []
        if card_target:
            edited = Numbers(text, self.game, self.path)
            for card in candidates:
                blank = edited.blanked(card)
                if blank is None:
                    continue
                seeding = causal.CardSeeding(card, 1)
                runs += [CardRun(cards, self.path, text, f"card:{card}:new", seeding),
                         CardRun(blank[1], self.path, blank[0], f"card:{card}:blank", seeding)]
                measured.append(card)
        played = run_runs(self.game, self.seats, games, seed, runs, self.options, progress=False, **self.kw)
        count = sum(s.games + len(s.errors) - s.cached for s in played.summaries)
        self.state["games"] += count
        by_label = {s.label: s for s in played.summaries}
        effects = {card: causal.paired_diffs(by_label[f"card:{card}:new"], by_label[f"card:{card}:blank"])
                   for card in measured}
        figures = []
        for target in self.targets:
            figures += targets_mod.figures(target, played.summaries[0], effects, names)
        return Check(figures, sum(s.games + len(s.errors) for s in played.summaries))

    def slopes(self, edits: dict, cards: list) -> dict:
        """number key -> (Number, its worth a step) for every number of ``cards`` in the set with ``edits``."""
        text, cards_set = self.numbers.edited(edits)
        edited = Numbers(text, self.game, self.path)
        wanted = sensitivity.numbers_of(edited, cards)
        result = sensitivity.measure(self.game, self.seats, self.seed, edited, cards_set, wanted,
                                     self.sensitivity_games, batch=self.batch, progress=False,
                                     options=self.options, **self.kw)
        self.state["games"] += result.played
        return {s.number.key: (s.number, s.delta) for s in result.slopes if s.decision not in ("same",)}

    # -- the search ------------------------------------------------------------
    def run(self) -> Tuning:
        start_time = time.perf_counter() - self.state["seconds"]
        editable = self._editable_cards()
        start = self.check({}, self.seed, self.games, editable)
        current = self.check(self.edits, self.seed, self.games, editable) if self.edits else start
        stopped = ""
        while True:
            if current.met:
                stopped = "every target is met on the search seeds"
                break
            if len(self.edits) >= self.max_edits:
                stopped = f"it made the most edits allowed ({self.max_edits}) with targets still out"
                break
            cards = sorted({f.card for f in current.out() if f.card} | set(editable))
            if not cards:
                stopped = ("no card to edit: the figures out of bounds are about no card; name the cards "
                           "that may change (--edit ID,ID or --edit-family F)")
                break
            self.log(f"tune: {len(current.out())} figure(s) out ({current.excess * 100:.1f} pt); "
                     f"measuring the numbers of {', '.join(cards)}")
            better = self._step(current, cards)
            self.state["seconds"] = time.perf_counter() - start_time
            self._save()
            if better is None:
                stopped = "no step on any candidate number brought the figures closer"
                break
            current = better
        verify = None
        if self.edits or current.met:
            self.log(f"tune: checking on {self.verify_games} fresh seeds")
            verify = self.check(self.edits, self.seed + VERIFY_OFFSET, self.verify_games, editable)
        self.state["seconds"] = time.perf_counter() - start_time
        self.state["done"] = stopped
        self._save()
        text, _ = self.numbers.edited(self.edits)
        return Tuning(self.game, self.path, self.edits, text, start, current, verify, list(self.state["steps"]),
                      self.state["games"], self.state["seconds"], stopped)

    def _editable_cards(self) -> list:
        return [c for c in self.editable if c in self.numbers.definitions]

    def _step(self, current: Check, cards: list) -> Check | None:
        """One greedy step: the best candidate edit that lowers the total excess, kept; None if none does."""
        edits = self.edits
        slopes = self.slopes(edits, cards)
        candidates = []
        for figure in current.out():
            want = -1 if figure.value > figure.high else 1          # the figure must come down, or go up
            for key, (number, slope) in slopes.items():
                if figure.card and number.card != figure.card or not slope:
                    continue
                # a card's own figures move with its holder's chance; a seat or share figure with any number
                direction = want * (1 if slope > 0 else -1) if figure.card else 0
                size = min(MAX_STEPS, max(1, math.ceil(figure.excess / abs(slope))))
                for d in ([direction] if direction else [1, -1]):
                    candidates.append((-abs(slope), (number.card, number.path) not in edits, number, d * size))
        candidates.sort(key=lambda c: (c[0], c[1]))
        tried = 0
        for _, _, number, change in candidates:
            key = (number.card, number.path)
            value = number.value + change
            if value < 0 or [number.card, list(number.path), value] in self.state["tried"]:
                continue
            trial = dict(edits)
            trial[key] = value
            if trial[key] == self.numbers.value(*key):
                del trial[key]
            try:
                result = self.check(trial, self.seed, self.games, self._editable_cards())
            except EditError as err:
                self.state["steps"].append(f"{number.card} {number.label} → {value}: the file refused it ({err})")
                continue
            tried += 1
            self.state["tried"].append([number.card, list(number.path), value])
            said = (f"{number.card} {number.label} {number.value} → {value}: excess "
                    f"{current.excess * 100:.1f} → {result.excess * 100:.1f} pt")
            if result.excess < current.excess:
                self.state["steps"].append(said + ", kept")
                self._set_edits(trial)
                self.log("tune: " + said + ", kept")
                return result
            self.state["steps"].append(said + ", dropped")
            self.log("tune: " + said + ", dropped")
            if tried >= TRIES:
                break
        return None


def state_file(folder: str, game: str, text: str, seats, specs, games: int, seed: int, editable) -> str:
    """Where a run's state is kept: one file per card text, targets, seats, games, seed and editable cards."""
    key = json.dumps([game, text, list(seats), list(specs), games, seed, list(editable)], sort_keys=True)
    return os.path.join(folder, f"tune-{game}-{hashlib.sha1(key.encode()).hexdigest()[:12]}.json")
