"""How the balance report names things: cards, groups, players, files, numbers."""
from __future__ import annotations

import os
import re

from game.engine.describe import sentence_start
from game.lab.balance import category_title, facts

MEASURE_TEXT = {"bought": "when bought", "played": "when played", "held": "when held at the end"}
MEASURE_HELP = {"bought": "the seat took the card from the market at least once",
                "played": "the seat played the card at least once",
                "held": "the card was among the seat's own cards when the game ended"}


def primary_measure(s) -> str:
    """The measure a game's cards are judged by in a report (bought, played or held)."""
    measures = s.balance.measures() or ["played"]
    preferred = facts(s.game).primary_measure
    return preferred if preferred in measures else measures[0]


def row_label(s, r) -> str:
    if r.category == "card":
        return card_label(s, r.value)
    return f"{category_title(s.game, r.category)} {pretty(r.value)}"


def pretty(value) -> str:
    """A group's value as a label: ``class1`` -> ``Class 1``, ``fire`` -> ``Fire``."""
    return sentence_start(re.sub(r"(?<=[A-Za-z])(?=\d)", " ", str(value).replace("_", " ")))


def card_name(s, cid) -> str:
    return (s.cards.get(cid) or {}).get("name", cid)


def card_label(s, cid) -> str:
    name = card_name(s, cid)
    same = [k for k, v in (s.cards or {}).items() if v.get("name") == name]
    return f"{name} ({cid})" if len(same) > 1 else name


def players(s) -> str:
    return " vs ".join(f"{letter(i)} {spec}" if s.swap else spec for i, spec in enumerate(s.seats))


def letter(i) -> str:
    return chr(ord("A") + i)


def base(path) -> str:
    return os.path.basename(path) if path else "cards"


def pct(x) -> str:
    return "" if x is None else f"{x:.1%}"


def num(x) -> str:
    return "" if x is None else f"{x:.2f}"


def signed(x) -> str:
    return f"{x:+.2f}"


def points(x: float) -> str:
    """A difference of rates in percentage points, one decimal: ``+49.0 pt``."""
    return f"{x * 100:+.1f} pt"


def quantile(sorted_values, q):
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]
