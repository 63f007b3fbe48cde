"""A card edit measured in the background, for the window: the paired A/B of the cards just saved against the
last good ones with ``--until-clear``'s stopping, and on demand what one step of each number of a changed
card is worth (``sensitivity``).

Each is a ``BackgroundWork``: it runs in a thread (its games on worker processes when both card texts are known, as
``simulate`` plays them) and is polled by the window: progress while it runs, the per-card
result (the change, the effect with interval, n and q, the verdict and why the run stopped)
when it ends.  A failure is kept as a sentence in ``error``, never raised into the window.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from game.lab.background import BackgroundWork

CAP = 2000              # paired games at most (the fixed A/B it replaces played this many)
SMALLEST = 0.03         # an effect shown within ±3 points of win rate is clear too
SENSITIVITY_CAP = 400   # seeds a number at most (``main.py sensitivity``'s default)
BATCH = 100             # paired games (or seeds) a look
VERDICTS = {"up": "up", "down": "down", "smaller": "smaller", "": "unclear"}


def file_text(cards, path: str) -> str | None:
    """The text of the card file at ``path`` when it holds exactly ``cards`` (every game), else None.

    Taken while the file still says so, it lets the old cards travel to worker processes after a save."""
    from game.engine.cards import parse_cards, read_card_text
    text = read_card_text(path)[0] if path and os.path.exists(path) else None
    if text is None:
        return None
    again, problems = parse_cards(text, path)
    try:
        same = not problems and all(again.game(g).digest == cards.game(g).digest for g in cards.games)
    except (KeyError, AttributeError):
        same = False
    return text if same else None


def edited_games(new, old, games) -> list[str]:
    """The games among ``games`` whose cards differ between the card sets ``new`` and ``old``."""
    from game.lab.ab import changed_cards
    from game.lab.balance import card_info
    return [g for g in games if changed_cards(card_info(new, g), card_info(old, g))]


@dataclass
class Edit:
    """What changed between two card sets in one game: the cards both define (measurable), the added or
    removed ones, and each one's name and change (``Power 3 → 9``)."""
    cards: list
    unmeasured: list
    names: dict
    changes: dict

    @classmethod
    def of(cls, game: str, new, old) -> "Edit":
        from game.lab.ab import changed_cards
        from game.lab.balance import card_info
        from game.lab.edits import change_text, field_changes
        new_info, old_info = card_info(new, game), card_info(old, game)
        changed = changed_cards(new_info, old_info)
        both = [c for c in changed if c in new_info and c in old_info]
        return cls(both, [c for c in changed if c not in both],
                   {c: (new_info.get(c) or old_info.get(c))["name"] for c in changed},
                   {c: change_text(field_changes(new_info, old_info, c)) for c in changed})


@dataclass
class CardResult:
    """One changed card's answer: what changed, its causal effect (interval, n, q), the verdict."""
    card: str
    name: str
    change: str
    delta: float
    low: float
    high: float
    n: int
    q: float | None
    verdict: str            # up, down, smaller or unclear

    def effect_text(self) -> str:
        q = "" if self.q is None else ", q < 0.001" if self.q < 0.001 else f", q {self.q:.3f}"
        return (f"{self.delta * 100:+.1f} pt (95% {self.low * 100:+.1f} to {self.high * 100:+.1f}), "
                f"n {self.n}{q}")


class EditRun(BackgroundWork):
    """``until_clear.play`` of ``new`` against ``old`` (``CardRun``s) in a thread: ``start``, poll, ``stop``; then
    ``results``."""
    thread_name = "edit-until-clear"

    def __init__(self, game, seats, new, old, *, cap=CAP, batch=BATCH,
                 smallest=SMALLEST, seed=1, workers=1, cache=None, options=None, on_end=None):
        self.game, self.seats, self.new, self.old = game, list(seats), new, old
        self.edit = Edit.of(game, new.cards, old.cards)
        self.cards, self.names, self.changes = self.edit.cards, self.edit.names, self.edit.changes
        self.cap, self.batch, self.smallest = cap, batch, smallest
        self.total = cap * (2 + 2 * len(self.cards))
        self.played = self.paired = self.looks = 0
        self.latest: dict = {}              # card -> its last sequential Look
        self.results: list[CardResult] | None = None
        self.stopping = None
        self._kw = dict(seed=seed, workers=workers, cache=cache, options=options)
        super().__init__(on_end)

    def outcome(self):
        return self.results

    def _games(self, played: int) -> None:
        self.played = played

    def _look(self, test, paired: int, looks: int) -> None:
        self.paired, self.looks = paired, looks
        self.latest = {c: test.looks[c][-1] for c in test.cards if test.looks[c]}

    def _work(self) -> None:
        from game.lab import causal, until_clear
        from game.lab.ab import compare, seeded_of
        kw = self._kw
        summaries, stopping = until_clear.play(
            self.game, self.seats, kw["seed"], self.new, self.old, self.cards, self.cap, batch=self.batch,
            smallest=self.smallest, copies=causal.COPIES, progress=False, on_games=self._games,
            on_look=self._look, should_stop=self._stop.is_set, workers=kw["workers"], cache=kw["cache"],
            options=kw["options"])
        by_label = {s.label: s for s in summaries}
        figures = {}
        if by_label[""].games and by_label[self.old.label].games:
            figures = compare(by_label[""], by_label[self.old.label], seeded_of(summaries)).cards
        self.stopping = stopping
        self.results = [self._result(c, figures.get(c), stopping.test.decision(c)) for c in self.cards]

    def _result(self, card: str, r: dict | None, decision: str) -> CardResult:
        r = r or {"delta": 0.0, "low": 0.0, "high": 0.0, "n": 0, "q": None}
        return CardResult(card, self.names[card], self.changes[card], r["delta"], r["low"], r["high"], r["n"],
                          r.get("q"), VERDICTS[decision])

    def why(self) -> str:
        """Why the run stopped and after how many paired games (a sentence), once it has."""
        if self.stopping is None:
            return ""
        s = self.stopping
        return (f"Stopped after {s.games} paired games ({s.looks} look{'s' if s.looks != 1 else ''}, "
                f"{self.played} games in all): {s.reason()}.")


class SensitivityRun(BackgroundWork):
    """``sensitivity.measure`` of one card's numbers in a thread; then ``result`` and ``chart`` (a PNG's path)."""
    thread_name = "edit-sensitivity"

    def __init__(self, game, seats, cards, text: str, path: str, card: str, folder: str, *,
                 cap=SENSITIVITY_CAP, batch=BATCH, seed=1, workers=1, cache=None, options=None, on_end=None):
        self.game, self.seats, self.cards, self.text, self.path = game, list(seats), cards, text, path
        self.card, self.folder = card, folder
        self.cap, self.batch = cap, batch
        self.line = "the first seeds are being played"
        self.result = self.chart = None
        self._kw = dict(seed=seed, workers=workers, cache=cache, options=options)
        super().__init__(on_end)

    def outcome(self):
        return self.result

    def _log(self, line: str) -> None:
        self.line = line.split(": ", 1)[-1]

    def _work(self) -> None:
        from game.lab import sensitivity
        from game.lab.numbers import Numbers
        kw = self._kw
        numbers = Numbers(self.text, self.game, self.path)
        wanted = sensitivity.numbers_of(numbers, [self.card])
        result = sensitivity.measure(self.game, self.seats, kw["seed"], numbers, self.cards, wanted,
                                     self.cap, batch=self.batch, log=self._log, workers=kw["workers"],
                                     cache=kw["cache"], options=kw["options"], should_stop=self._stop.is_set)
        if result.slopes:
            os.makedirs(self.folder, exist_ok=True)
            self.chart = result.chart(os.path.join(self.folder, f"sensitivity-{self.card}.png"))
        self.result = result
