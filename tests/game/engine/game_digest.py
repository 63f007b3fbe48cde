"""One digest of a whole seeded game: every action, every legal move's label and declared move, every event,
and every seat's view along the way.  Two engines that play the same game give the same digest."""
import hashlib
import random

from game import engine


def canonical(value) -> str:
    """A text for ``value`` that does not depend on dict or set order (nor on string hashing)."""
    if isinstance(value, dict):
        return "{" + ",".join(sorted(f"{canonical(k)}:{canonical(v)}" for k, v in value.items())) + "}"
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(canonical(v) for v in value)) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical(v) for v in value) + "]"
    return repr(value)


def view_text(view) -> str:
    pending = view.pending
    return canonical([
        {name: (z.owner, z.visibility, list(z.cards)) for name, z in view.zones.items()},
        {u: (c.card_id, c.owner, c.zone, c.face_up, c.props) for u, c in view.cards.items()},
        view.data, view.counters,
        None if pending is None else (pending.seat, pending.kind, pending.prompt, pending.source,
                                      [(a.kind, a.seat, a.args, a.label) for a in pending.options])])


def game_digest(game: str, seed: int, cards, seats: int = 2, view_every: int = 7) -> str:
    """Random moves (never conceding) from ``Random(seed)`` on the game dealt from ``seed``."""
    state = engine.new_game(game, [f"P{i + 1}" for i in range(seats)], seed, cards)
    rng = random.Random(seed)
    h = hashlib.sha256()
    while not state.over:
        acts = engine.legal_actions(state)
        h.update(canonical([(a.kind, a.seat, a.args, a.label, a.card, a.to) for a in acts]).encode())
        if state.step % view_every == 0:
            for seat in [*range(state.players), None]:
                h.update(view_text(engine.view(state, seat)).encode())
        playable = [a for a in acts if a.kind != "concede"] or acts
        events = engine.apply(state, rng.choice(playable))
        h.update(canonical([e.to_dict() for e in events]).encode())
    h.update(canonical((state.winners, state.end_reason, state.step, state.record)).encode())
    return h.hexdigest()[:24]
