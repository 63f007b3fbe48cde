"""Computer players against each other, timing every decision (for benchmarks/ai.py and tests)."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from game import engine
from game.ai import make_player


@dataclass
class Match:
    game: str
    specs: tuple                    # the seats' specs, seat order
    seed: int
    winners: tuple = ()
    steps: int = 0
    times: list = field(default_factory=list)        # per seat: seconds of each real choice (not forced)
    iterations: list = field(default_factory=list)   # per seat: search iterations
    search_seconds: list = field(default_factory=list)


def play_match(game: str, specs, seed: int, cards, options=None, max_steps=20_000, shown=None,
               prepare=None) -> Match:
    """One game; each seat chooses from its own view, and its decision times are kept.

    ``shown`` maps a seat to what it is handed instead of its view, ``fn(state, seat)``:
    a measuring stick for benchmarks (what would knowing more be worth), never a player.
    ``prepare(players)`` may adjust the players before the first move (a fixed search size).
    """
    specs = tuple(specs)
    players = [make_player(spec, seed * 31 + i) for i, spec in enumerate(specs)]
    if prepare is not None:
        prepare(players)
    state = engine.new_game(game, [f"{s} ({i + 1})" for i, s in enumerate(specs)], seed, cards, **(options or {}))
    match = Match(game, specs, seed, times=[[] for _ in specs])
    while not state.over and match.steps < max_steps:
        seat = state.rules.to_move(state)
        if seat is None:
            break
        view = shown[seat](state, seat) if shown and seat in shown else engine.view(state, seat)
        forced = sum(1 for a in engine.legal_actions(view) if a.kind != "concede") <= 1
        start = time.perf_counter()
        action = players[seat].choose(view)
        if not forced:
            match.times[seat].append(time.perf_counter() - start)
        engine.apply(state, action)
        match.steps += 1
    if not state.over:
        raise RuntimeError(f"{game} seed {seed} did not end after {match.steps} actions")
    match.winners = tuple(state.winners)
    match.iterations = [getattr(p, "total_iterations", 0) for p in players]
    match.search_seconds = [getattr(p, "search_seconds", 0.0) for p in players]
    return match
