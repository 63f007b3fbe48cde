"""A batch split by hand over machines: ``simulate --shard I/N`` plays one slice of the seeds and
keeps every game's record in a folder; ``simulate merge DIR…`` folds the slices into the run a
single machine would have made (the same summary, the same A/B comparison)."""
from __future__ import annotations

import json
import os

from game.engine.errors import CardTableError
from game.engine.storage import write_json
from game.lab.batch import fold, shard_indices

SHARD_FILE = "shard.json"
FORMAT = 1
SAME = ("game", "seats", "games", "seed", "swap", "options", "of")   # what every slice of one run shares


class ShardError(CardTableError, ValueError):
    """A slice that cannot be merged; the message says which and why."""


def parse_shard(text: str) -> tuple[int, int]:
    """``"2/5"`` -> (2, 5): the second of five slices."""
    i, slash, n = text.partition("/")
    try:
        i, n = int(i), int(n)
    except ValueError:
        i = n = 0
    if not slash or n < 1 or not 1 <= i <= n:
        raise ShardError(f"--shard {text}: give I/N, a slice I from 1 to N (e.g. 1/4)")
    return i, n


def default_folder(shard) -> str:
    return f"shard-{shard[0]}-of-{shard[1]}"


def write_shard(folder: str, shard, played, *, game, seats, games, seed, swap, options, labels) -> str:
    """Keep one slice's game records (every card run's) in ``folder``; returns the file's path."""
    first = played.summaries[0]
    data = {"format": FORMAT, "kind": "simulate-shard", "shard": shard[0], "of": shard[1], "game": game,
            "seats": list(seats), "games": games, "seed": seed, "swap": swap, "options": dict(options),
            "indices": [shard_indices(games, shard).start, shard_indices(games, shard).stop],
            "cancelled": played.cancelled, "seconds": sum(s.seconds for s in played.summaries),
            "workers": first.workers,
            "runs": [{"label": label, "cards": s.cards_path, "cards_digest": s.cards_digest, "card_info": s.cards,
                      "reruns": s.reruns, "records": records}
                     for label, s, records in zip(labels, played.summaries, played.records)]}
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, SHARD_FILE)
    write_json(path, data, keep_previous=False)
    return path


def read_shard(folder: str) -> dict:
    path = folder if os.path.isfile(folder) else os.path.join(folder, SHARD_FILE)
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except OSError as err:
        raise ShardError(f"{path}: cannot read it: {err.strerror or err}") from None
    except (ValueError, RecursionError) as err:
        raise ShardError(f"{path}: not a shard file: {err}") from None
    if not isinstance(data, dict) or data.get("kind") != "simulate-shard" or data.get("format") != FORMAT:
        raise ShardError(f"{path}: not a shard file from simulate --shard")
    data["path"] = path
    return data


def merge(folders) -> list:
    """The Summary of each card run over every slice (the first run's, then --against's)."""
    shards = sorted((read_shard(f) for f in folders), key=lambda d: d.get("shard", 0))
    if not shards:
        raise ShardError("merge needs the folders of the slices (simulate --shard I/N --out DIR)")
    first = shards[0]
    for d in shards[1:]:
        for key in SAME:
            if d.get(key) != first.get(key):
                raise ShardError(f"{d['path']}: its {key} ({d.get(key)}) differs from {first['path']}'s "
                                 f"({first.get(key)}): not slices of one run")
        if [r.get("cards_digest") for r in d["runs"]] != [r.get("cards_digest") for r in first["runs"]]:
            raise ShardError(f"{d['path']}: played other cards than {first['path']}: not slices of one run")
    have = [d["shard"] for d in shards]
    if len(set(have)) != len(have):
        raise ShardError(f"slice {next(i for i in have if have.count(i) > 1)} of {first['of']} is given twice")
    missing = sorted(set(range(1, first["of"] + 1)) - set(have))
    cancelled = bool(missing) or any(d.get("cancelled") for d in shards)
    summaries = []
    for k, run in enumerate(first["runs"]):
        records = [r for d in shards for r in d["runs"][k]["records"]]
        reruns = [r for d in shards for r in d["runs"][k].get("reruns", [])]
        summary = fold(first["game"], first["seats"], records, sum(d["seconds"] for d in shards) / len(first["runs"]),
                       run["card_info"], run["cards_digest"], cards_path=run["cards"], seed=first["seed"],
                       swap=first["swap"], workers=sum(d.get("workers", 1) for d in shards),
                       requested=first["games"], cancelled=cancelled, reruns=reruns)
        summary.label = run.get("label", "")
        summaries.append(summary)
    return summaries, missing
