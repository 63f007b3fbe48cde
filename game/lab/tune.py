"""``tune GAME --target …``: the fewest number edits that bring a card set within its balance targets.

The search is greedy and checks every step it takes:

1. Play the current set on the search seeds and check the targets (``game/lab/targets.py``), each
   bound ``margin`` further in, so the result has room to hold on fresh seeds.
2. Take the figure furthest out first.  The cards that may fix it, nearest first: the card it is
   about (a starting Grim's own figure), then the other cards of that card's Element and those
   named with ``--edit``/``--edit-family`` (a seat or share figure: those named only).
3. Measure what one step of each of their numbers is worth to the holder (``game/lab/sensitivity.py``).
4. Rank the candidate edits by the points of that figure's excess the slope says the edit removes
   (by as many steps as the excess needs, at most ``MAX_STEPS``, or one step), per new edit: a
   number already edited adds no edit, so it costs half.  The direction is the one that brings
   the figure back; an edit that would push a card whose own figure is within its bounds toward
   its edge is never a candidate.  Play the best on the same seeds and keep it if the total excess
   fell; else the next (``TRIES`` in a round, over the figures in turn).
5. Repeat until every target is met, no candidate helps, or ``max_edits`` edits are made; then
   undo each edit in turn and leave it undone when the targets stay met (fewer edits).

The result is checked, against the bounds as given, on fresh seeds the search never played
(``VERIFY_OFFSET`` on).  When that check fails the search goes on from its edits on twice the
search seeds (its noise was what it chased) and checks on a new block of fresh seeds, up to
``retries`` times.  The state (edits, every check, the games played) is saved after
every step into the data folder's ``lab-cache/``, so an interrupted run resumes where it was;
the games themselves come back from the lab's game cache.  With ``cluster`` every game is
played on that Dask scheduler.
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
    margin: float = 0.0             # how far inside each bound the search aimed

    def diff(self, original: str, new_name: str) -> str:
        return "".join(difflib.unified_diff(original.splitlines(True), self.text.splitlines(True),
                                            self.path, new_name))

    def text_report(self, numbers: Numbers) -> str:
        lines = [f"{self.game}: tune: {len(self.edits)} edit{'s' if len(self.edits) != 1 else ''}; {self.stopped}"]
        aim = f", aiming {self.margin * 100:g} pt inside every bound" if self.margin else ""
        lines.append(f"  before, on the search seeds{aim}: " + _summary(self.start))
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
                 state_path=None, log=None, margin=0.0, retries=1, **kw):
        self.game, self.seats, self.path = game, list(seats), path
        self.numbers = Numbers(text, game, path)
        self.targets = target_list                      # the bounds the fresh-seed check reads
        self.margin = margin
        self.retries = retries                          # searches again, on twice the seeds, after a failed check
        self.search_targets = [targets_mod.narrowed(t, margin) for t in target_list]
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
    def check(self, edits: dict, seed: int, games: int, candidates=(), targets=None) -> Check:
        """Play the set with ``edits`` on ``games`` seeds from ``seed`` and read every target's figures (the
        search's targets, ``margin`` inside the bounds, unless ``targets`` are given)."""
        targets = self.search_targets if targets is None else targets
        text, cards = self.numbers.edited(edits)
        names = {cid: d.name for cid, d in cards.game(self.game).cards.items()}
        runs = [CardRun(cards, self.path, text)]
        card_target = any(t.kind == "card" for t in targets)
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
        for target in targets:
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
    @property
    def search_games(self) -> int:
        """The search seeds' count: ``games``, doubled after each fresh-seed check that failed."""
        return self.games * 2 ** self.state.get("attempt", 0)

    def run(self) -> Tuning:
        start_time = time.perf_counter() - self.state["seconds"]
        editable = self._editable_cards()
        start = self.check({}, self.seed, self.games, editable)
        while True:
            current, stopped = self._search(editable)
            verify = None
            if self.edits or current.met:
                fresh = self.seed + VERIFY_OFFSET * (1 + self.state.get("attempt", 0))
                self.log(f"tune: checking on {self.verify_games} fresh seeds ({fresh} on)")
                verify = self.check(self.edits, fresh, self.verify_games, editable, targets=self.targets)
            if verify is None or verify.met or self.state.get("attempt", 0) >= self.retries:
                break
            self.state["attempt"] = self.state.get("attempt", 0) + 1
            self.state["steps"].append(f"the fresh seeds found {len(verify.out())} figure(s) out: searching again "
                                       f"on {self.search_games} seeds, then checking on fresh ones again")
            self.log("tune: " + self.state["steps"][-1])
            self._save()
        self.state["seconds"] = time.perf_counter() - start_time
        self.state["done"] = stopped
        self._save()
        text, _ = self.numbers.edited(self.edits)
        return Tuning(self.game, self.path, self.edits, text, start, current, verify, list(self.state["steps"]),
                      self.state["games"], self.state["seconds"], stopped, self.margin)

    def _search(self, editable) -> tuple:
        """Step until the targets are met on the search seeds, then undo what is not needed.

        Returns (the last check, why it stopped)."""
        current = self.check(self.edits, self.seed, self.search_games, editable)
        while True:
            if current.met:
                stopped = f"every target is met on {self.search_games} search seeds" + (
                    f" with a margin of {self.margin * 100:g} pt" if self.margin else "")
                break
            if len(self.edits) >= self.max_edits:
                return current, f"it made the most edits allowed ({self.max_edits}) with targets still out"
            better = self._step(current)
            self._save()
            if better is None:
                return current, "no step on any candidate number brought the figures closer"
            current = better
        if len(self.edits) > 1:
            current = self._prune(current)
        return current, stopped

    def _editable_cards(self) -> list:
        return [c for c in self.editable if c in self.numbers.definitions]

    def _tiers(self, figure) -> list[list]:
        """The cards that may fix ``figure``, nearest first: the card it is about, then the other cards of
        that card's Element and those named editable; for a figure about no card, the editable ones."""
        editable = self._editable_cards()
        if not figure.card or figure.card not in self.numbers.definitions:
            return [editable] if editable else []
        element = self.numbers.definitions[figure.card].get("element")
        kin = [c for c, d in self.numbers.definitions.items()
               if element and d.get("element") == element and c != figure.card]
        wider = [c for c in dict.fromkeys(kin + editable) if c != figure.card]
        return [[figure.card]] + ([wider] if wider else [])

    def _step(self, current: Check) -> Check | None:
        """One greedy step: for the figure furthest out first, its nearest cards first, the candidate edit with
        the largest expected gain an edit that lowers the total excess, kept; None if none does."""
        edits, tried, measured = self.edits, 0, {}
        for figure in sorted(current.out(), key=lambda f: -f.excess):
            for cards in self._tiers(figure):
                todo = [c for c in cards if c not in measured]
                if todo:
                    self.log(f"tune: {figure.label} is out by {figure.excess * 100:.1f} pt; measuring the numbers "
                             f"of {', '.join(todo)}")
                    got = self.slopes(edits, todo)
                    for card in todo:
                        measured[card] = {k: v for k, v in got.items() if v[0].card == card}
                slopes = {k: v for card in cards for k, v in measured[card].items()}
                for _, number, change in self._candidates(figure, slopes, current, edits):
                    result = self._try(current, edits, number, change)
                    if result is True:
                        continue
                    tried += 1
                    if result is not None:
                        return result
                    if tried >= TRIES:
                        return None
        return None

    def _candidates(self, figure, slopes: dict, current: Check, edits: dict) -> list:
        """``(gain, Number, change)`` for ``figure``, best first: the gain is the points of its excess a step
        of that size is expected to remove (by the slope), per new edit (a number already edited adds none)."""
        want = -1 if figure.value > figure.high else 1
        own = {}
        for f in current.figures:
            if f.card:
                own.setdefault(f.card, []).append(f)
        out = []
        for number, slope in slopes.values():
            if not slope:
                continue
            directions = [want * (1 if slope > 0 else -1)] if figure.card else [1, -1]
            needed = math.ceil(figure.excess / abs(slope))
            for d in directions:
                for size in dict.fromkeys((min(MAX_STEPS, max(1, needed)), 1)):
                    change = d * size
                    if number.value + change < 0 or _pushes_out(own.get(number.card, []), figure, slope * change):
                        continue
                    gain = min(figure.excess, abs(slope) * size)
                    cost = 1.0 if (number.card, number.path) not in edits else 0.5
                    out.append((gain / cost, number, change))
        out.sort(key=lambda c: (-c[0], abs(c[2])))
        return out

    def _try(self, current: Check, edits: dict, number, change: int):
        """Play one candidate: the better check (kept), None (dropped) or True (not playable, or tried before)."""
        key = (number.card, number.path)
        value = number.value + change
        trial = dict(edits)
        trial[key] = value
        if trial[key] == self.numbers.value(*key):
            del trial[key]
        seen = json.dumps([self.search_games] + sorted([c, list(p), v] for (c, p), v in trial.items()))
        if seen in self.state["tried"]:
            return True
        try:
            result = self.check(trial, self.seed, self.search_games, self._editable_cards())
        except EditError as err:
            self.state["steps"].append(f"{number.card} {number.label} → {value}: the file refused it ({err})")
            return True
        self.state["tried"].append(seen)
        gone = sorted({f.label for f in current.figures} - {f.label for f in result.figures})
        said = (f"{number.card} {number.label} {number.value} → {value}: excess "
                f"{current.excess * 100:.1f} → {result.excess * 100:.1f} pt"
                + (f", but {', '.join(gone)} is no longer measured" if gone else ""))
        kept = result.excess < current.excess and not gone     # a figure gone (a Grim no longer dealt) is no fix
        self.state["steps"].append(said + (", kept" if kept else ", dropped"))
        self.log("tune: " + said + (", kept" if kept else ", dropped"))
        if kept:
            self._set_edits(trial)
            return result
        return None

    def _prune(self, current: Check) -> Check:
        """Fewer edits: undo each edit in turn, the last made first, and leave it undone if the targets stay met."""
        for key in reversed(list(self.edits)):
            trial = {k: v for k, v in self.edits.items() if k != key}
            result = self.check(trial, self.seed, self.search_games, self._editable_cards())
            card, path = key
            said = f"without {card} {Number(card, path, 0).label} → {self.edits[key]}: "
            if result.met:
                self._set_edits(trial)
                self.state["steps"].append(said + "every target still met, undone")
                current = result
            else:
                self.state["steps"].append(said + f"{len(result.out())} figure(s) out, kept")
            self.log("tune: " + self.state["steps"][-1])
            self._save()
        return current


def _pushes_out(figures: list, fixing, moved: float) -> bool:
    """Whether moving a card's own figures by ``moved`` pushes one that is within its bounds toward its edge
    (the figure being fixed aside)."""
    return any(not f.excess and f is not fixing and moved * ((f.low + f.high) / 2 - f.value) < 0 for f in figures)


def state_file(folder: str, game: str, text: str, seats, specs, games: int, seed: int, editable,
               margin: float = 0.0) -> str:
    """Where a run's state is kept: one file per card text, targets, seats, games, seed, editable cards and margin."""
    key = json.dumps([game, text, list(seats), list(specs), games, seed, list(editable)] + ([margin] if margin else []),
                     sort_keys=True)
    return os.path.join(folder, f"tune-{game}-{hashlib.sha1(key.encode()).hexdigest()[:12]}.json")
