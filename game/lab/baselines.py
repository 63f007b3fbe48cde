"""The lab's levels, seat specs to measure against: baselines and earlier shapes of ``greedy``.

``register_lab_levels()`` adds them to the AI's levels (``ai:greedy0``, ``ai:greedy21``...); main.py and
the lab's game runner call it.  The set-up screens offer only game/ai/player_levels.py's levels.
"""
from __future__ import annotations

from game.ai import GreedyPlayer, HardPlayer, register_level
from game.ai.greedy import AllDealsGreedy, EveryDealGreedy, FreshDealsGreedy, UnsettledGreedy
from game.ai.pricing import baseline

LAB_LEVELS = {
    # cards priced by their printed numbers
    "greedy0": baseline(GreedyPlayer, "greedy0"), "hard0": baseline(HardPlayer, "hard0"),
    # every action scored on all three deals, quiet or not
    "greedy3": AllDealsGreedy,
    # follow-up questions unanswered, every action on every deal
    "greedy1": UnsettledGreedy,
    # follow-ups answered, no sequential halving: each action it scores, on every deal
    "greedy21": EveryDealGreedy,
    # halving, but fresh deals at every decision: nothing carried to the seat's next decision
    "greedy22": FreshDealsGreedy,
}
SEARCHING = ("hard0",)


def register_lab_levels() -> None:
    for name, cls in LAB_LEVELS.items():
        register_level(name, cls, searching=name in SEARCHING)
