"""Counting the actions `greedy` plays on its candidate positions."""
import game.ai.greedy as greedy


def counting_applies(monkeypatch) -> dict:
    """action args -> how many times greedy's ``engine.apply`` played it, from now on."""
    counts = {}
    real = greedy.engine.apply

    def apply(state, action):
        counts[action.args] = counts.get(action.args, 0) + 1
        return real(state, action)
    monkeypatch.setattr(greedy.engine, "apply", apply)
    return counts
