"""A seeded fuzz of cards.yaml: every mutation ends in clean lint problems, or in games that play to the end."""
import random
import re
import traceback
from collections import Counter, defaultdict

import pytest

from game.ai.game_loop import play_game
from game.engine.cards import lint, load_cards
from tests.pinned import PINNED_PATH

BASE = open(PINNED_PATH, encoding="utf-8").read()
LINES = BASE.splitlines(keepends=True)
VALUE_LINES = [i for i, line in enumerate(LINES)
               if re.match(r"^\s+[-\w ]*\w: \S", line) and not line.lstrip().startswith("#")]
NUMBER_LINES = [i for i, line in enumerate(LINES) if re.search(r": -?\d+\s*$", line)]
NAME_LINES = [i for i, line in enumerate(LINES) if re.search(r"\bname: ", line)]
PROBLEM = re.compile(r"^(?P<file>.+):(?P<line>\d+):(?P<col>\d+): (error\[E|warning\[W)\d{3}\]: \S[^\n]*$")
MAX_STEPS = 4000

def _delete_line(rng):
    i = rng.randrange(len(LINES))
    return "".join(LINES[:i] + LINES[i + 1:])


def _swap_values(rng):
    a, b = rng.sample(VALUE_LINES, 2)
    lines = list(LINES)
    ka, va = lines[a].rstrip("\n").split(": ", 1)
    kb, vb = lines[b].rstrip("\n").split(": ", 1)
    lines[a], lines[b] = f"{ka}: {vb}\n", f"{kb}: {va}\n"
    return "".join(lines)


def _set_value(rng, choices, where=None):
    lines = list(LINES)
    i = rng.choice(where or VALUE_LINES)
    key = lines[i].rstrip("\n").split(": ", 1)[0]
    lines[i] = f"{key}: {rng.choice(choices)}\n"
    return "".join(lines)


TAGS = ['!!int "abc"', '!!int ""', '!!float "."', '!!bool "maybe"', "!!str 5", "!!null x", "!!binary aGk=",
        "!!python/object/apply:os.system ['true']", "!!set {a, b}", "!!timestamp 2001-01-01", "!!float 1e400"]
NUMBERS = ["0", "-1", "-7", "1", "2", "999", "1000", "1000000000", "1e9", "1.5", ".inf", "-.inf", ".nan",
           "0x10", "0o7", "yes", "no", "~", "null", "[]", "{}", "[1, 2]", '""', "true"]
TEXTS = ['"A\\x01B"', '"\\u202eevil"', '"\\ud800"', '"\\x7f"', '"two\\nlines"', '"' + "W" * 300 + '"',
         '"\\t"', '""', "[a]", "{a: b}", "12", '"\\u200fx"', '"\\x85"', '"ok name"']


def _deep(rng):
    depth = rng.choice([33, 60, 400, 2000, 10000])
    opener, closer = rng.choice([("[", "]"), ("{a: ", "}")])
    lines = list(LINES)
    i = rng.choice(VALUE_LINES)
    key = lines[i].rstrip("\n").split(": ", 1)[0]
    lines[i] = f"{key}: {opener * depth}1{closer * depth}\n"
    return "".join(lines)


def _block_deep(rng):
    depth = rng.choice([40, 400, 3000])
    return BASE + "extra:\n" + "".join(" " * (i + 1) + f"k{i}:\n" for i in range(depth)) + " " * (depth + 1) + "v\n"


def _bad_bytes(rng):
    raw = bytearray(BASE.encode("utf-8"))
    at = rng.randrange(len(raw))
    raw[at:at] = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80", b"\x00", b"\x01", b"\x1b[31m"])
    return bytes(raw)


def _control_raw(rng):
    at = rng.randrange(len(BASE))
    return BASE[:at] + rng.choice(["\x01", "\x07", "\x1b", "\x7f", "\u202e", "\x85", "\ufeff", "\r"]) + BASE[at:]


MUTATIONS = {
    "delete a line": _delete_line,
    "swap two values": _swap_values,
    "a YAML tag": lambda rng: _set_value(rng, TAGS),
    "a strange number": lambda rng: _set_value(rng, NUMBERS, NUMBER_LINES),
    "a strange value": lambda rng: _set_value(rng, NUMBERS + TEXTS),
    "a strange name": lambda rng: _set_value(rng, TEXTS, NAME_LINES),
    "deep flow nesting": _deep,
    "deep block nesting": _block_deep,
    "bad bytes": _bad_bytes,
    "a raw control character": _control_raw,
    "a key that reads as a boolean":
        lambda rng: BASE.replace("    hand_size:", f"    {rng.choice(['yes', 'no', 'on', 'null'])}:", 1),
}


def _check_problems(path, problems):
    assert problems or problems == []
    for p in problems:
        text = str(p)
        match = PROBLEM.match(text)
        assert match and match["file"] == str(path), text
        assert int(match["line"]) >= 1 and int(match["col"]) >= 1, text


def _plays(cards, seed):
    for game in cards.games:
        seats = ["ai:random"] * random.Random(seed).choice([2, 2, 3, 4] if game == "banished" else [2])
        state, _ = play_game(game, seats, seed, cards, max_steps=MAX_STEPS)
        assert state.over


def fuzz(tmp_path, rounds_per_kind, seed=20240):
    """Each mutation kind, ``rounds_per_kind`` times: what it ended in, by kind."""
    outcome = defaultdict(Counter)
    failures = []
    for k, (kind, mutate) in enumerate(MUTATIONS.items()):
        for n in range(rounds_per_kind):
            rng = random.Random(seed + 1000 * k + n)
            data = mutate(rng)
            path = tmp_path / f"m{k}_{n}.yaml"
            path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"))
            try:
                problems = lint(str(path))
                _check_problems(path, problems)
                if any(p.is_error for p in problems):
                    outcome[kind]["lint error"] += 1
                    continue
                _plays(load_cards(str(path)), seed + n)
                outcome[kind]["warnings, played" if problems else "clean, played"] += 1
            except Exception:
                outcome[kind]["FAILED"] += 1
                failures.append(f"{kind} #{n} ({path.name}):\n{traceback.format_exc()}")
    return outcome, failures


@pytest.mark.slow
def test_every_mutation_ends_in_clean_problems_or_a_played_game(tmp_path):
    outcome, failures = fuzz(tmp_path, rounds_per_kind=30)
    summary = "\n".join(f"{kind}: {dict(c)}" for kind, c in outcome.items())
    print(summary)
    assert not failures, summary + "\n\n" + "\n".join(failures[:5])
    assert sum(sum(c.values()) for c in outcome.values()) == 30 * len(MUTATIONS)
    assert all(c["lint error"] for c in outcome.values()), summary
    assert sum(c["warnings, played"] for c in outcome.values()), summary
