"""One digest of a whole greedy-versus-greedy game: every action chosen, and how the game ended."""
import hashlib

from game import engine
from game.ai.greedy import GreedyPlayer
from tests.game.engine.game_digest import canonical


def greedy_digest(game: str, seed: int, cards, player=GreedyPlayer) -> str:
    """Both seats ``player`` (seeded as ``arena.play_match`` seeds them) on the game dealt from ``seed``."""
    players = [player(seed * 31 + i) for i in range(2)]
    state = engine.new_game(game, ["P1", "P2"], seed, cards)
    h = hashlib.sha256()
    while not state.over:
        seat = state.rules.to_move(state)
        action = players[seat].choose(engine.view(state, seat))
        h.update(canonical((action.kind, action.seat, action.args)).encode())
        engine.apply(state, action)
    h.update(canonical((state.winners, state.end_reason, state.step, state.record)).encode())
    return h.hexdigest()[:24]
