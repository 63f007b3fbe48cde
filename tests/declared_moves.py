"""The check that a game's moves declare what they do: ``action.card`` goes to ``action.to``, as ``apply`` moves it."""
import random

from game import engine
from game.engine import events as ev


def first_move(state, action):
    """The CardMoved of the action's card when the action is applied to a copy."""
    events = engine.apply(state.clone(), action)
    return next(e for e in events if isinstance(e, ev.CardMoved) and e.card == action.card)


def check_declared_moves(game, names, seeds, cards, moving) -> dict:
    """Random games from ``seeds``: every legal action of a kind in ``moving`` is checked; kind -> how many."""
    checked = {kind: 0 for kind in moving}
    for seed in seeds:
        state = engine.new_game(game, names, seed, cards)
        rng = random.Random(seed)
        while not state.over:
            acts = engine.legal_actions(state)
            for action in acts:
                if action.kind not in moving:
                    continue
                assert action.card is not None and action.to is not None, f"{action} declares no card"
                assert first_move(state, action).dst == action.to, action
                checked[action.kind] += 1
            engine.apply(state, rng.choice(acts))
    return checked
