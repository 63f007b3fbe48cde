"""Seat specs (human, ai:greedy, ai:hard with a time or an iteration budget) and players that never read the clock."""
import pytest

from game import engine, games
from game.ai import (Budget, SeatSpecError, clock_warning, effective_budget, fixed_seat, make_player,
                     parse_seat, seat_budget)
from game.ai.greedy import GreedyPlayer
from game.ai.ismcts import HardPlayer, Settings
from tests.game.ai.duel import new_duel


# -- seat specs ---------------------------------------------------------------

def test_seat_specs():
    assert parse_seat("human") == ("human", None, None)
    assert parse_seat("ai:greedy") == ("ai", "greedy", None)
    assert parse_seat(" ai:hard:0.05 ") == ("ai", "hard", 0.05)
    assert isinstance(make_player("ai:hard:0.25", seed=3), HardPlayer)
    assert make_player("ai:hard:0.25").budget == 0.25
    assert make_player("ai:hard").budget == 1.0
    assert isinstance(make_player("ai:greedy"), GreedyPlayer)
    assert make_player("human") is None
    for bad in ("ai", "ai:smart", "ai:hard:fast", "ai:hard:0", "ai:hard:-1", "ai:hard:nan",
                "ai:greedy:1", "ai:hard:1:2", "robot", "ai:hard@", "ai:hard@0", "ai:hard@-5", "ai:hard@2.5",
                "ai:greedy@10", "ai:hard:1@10", "human@3"):
        with pytest.raises(SeatSpecError):
            parse_seat(bad)


def test_an_iteration_budget_seat_searches_that_many_iterations():
    assert parse_seat("ai:hard@2000") == ("ai", "hard", None)
    assert seat_budget("ai:hard@2000") == Budget("iterations", 2000) and seat_budget("ai:hard") is None
    assert seat_budget("ai:hard:0.5") == Budget("seconds", 0.5) and not seat_budget("ai:hard:0.5").reproducible
    assert effective_budget("ai:hard") == Budget("seconds", 1.0) and effective_budget("ai:greedy") is None
    player = make_player("ai:hard@40", seed=4)
    view = engine.view(new_duel(11), 0)
    choice = player.choose(view)
    assert player.last_iterations == 40 and player.iterations == 40
    assert make_player("ai:hard@40", seed=4).choose(view) == choice


def test_a_reproducible_run_gives_a_bare_hard_seat_its_game_s_iteration_count():
    for name in games.names():
        n = engine.manifest_of(name).ai_settings.iterations
        assert fixed_seat("ai:hard", name) == f"ai:hard@{n}" and n >= 500
    assert fixed_seat(" ai:hard:0.2 ", "seize") == "ai:hard:0.2"
    assert fixed_seat("ai:hard@9", "seize") == "ai:hard@9" and fixed_seat("ai:greedy", "seize") == "ai:greedy"
    assert clock_warning(["ai:hard@9", "ai:greedy"]) == ""
    assert clock_warning(["ai:hard", "ai:hard:0.1"]).startswith("ai:hard, ai:hard:0.1 search for a time")


def _duel_game(seed) -> list:
    """A whole Duel between a `hard` that reads the table and carries its tree on, at 30 iterations, and `greedy`."""
    settings = Settings(opponent_model=1, read=20, reuse_tree=True, prior_deals=2)
    players = [HardPlayer(seed=seed, iterations=30, settings=settings), GreedyPlayer(seed=seed + 1)]
    state = new_duel(seed)
    taken = []
    while not state.over:
        seat = state.rules.to_move(state)
        action = players[seat].choose(engine.view(state, seat))
        engine.apply(state, action)
        taken.append(action)
    return taken


def test_fixed_iteration_and_greedy_players_never_look_at_the_clock(monkeypatch):
    """A clock that jumps an hour at every reading changes no choice of theirs."""
    import time
    played = [_duel_game(seed) for seed in (1, 2)]
    ticks = iter(range(0, 10 ** 9, 3600))
    for name in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, name, lambda: float(next(ticks)))
    assert [_duel_game(seed) for seed in (1, 2)] == played
