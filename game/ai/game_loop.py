"""Headless games between computer players, for tests, benchmarks and balance."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from game import engine
from game.ai import make_player


@dataclass
class GameResult:
    seed: int
    winners: tuple
    steps: int
    seconds: float
    stats: dict = field(default_factory=dict)


def play_game(game: str, seats: list[str], seed: int, cards, options=None, max_steps=100_000,
              players=None) -> tuple[engine.State, GameResult]:
    """One game to the end; each computer seat chooses from its own view."""
    start = time.perf_counter()
    players = players or [make_player(spec, seed * 31 + i) for i, spec in enumerate(seats)]
    names = [f"{spec} ({i + 1})" for i, spec in enumerate(seats)]
    state = engine.new_game(game, names, seed, cards, **(options or {}))
    steps = 0
    while not state.over and steps < max_steps:
        seat = state.rules.to_move(state)
        if seat is None:
            break
        action = players[seat].choose(engine.view(state, seat))
        engine.apply(state, action)
        steps += 1
    if not state.over:
        raise RuntimeError(f"{game} seed {seed} did not end after {steps} actions")
    stats = state.rules.stats(state)
    return state, GameResult(seed, state.winners, steps, time.perf_counter() - start, stats)
