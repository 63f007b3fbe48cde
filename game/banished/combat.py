"""Banished's Combat, step by step: Reveal in Favor order, Damage, Discard, then the Round's end."""
from __future__ import annotations

from game import engine
import game.banished.core as core
from game.banished.events import WonAtZeroLife
from game.engine import events as ev


def start(state) -> None:
    d = state.data
    d["phase"] = "combat"
    d["turn"] = None
    d["outcome"] = engine.SharedData()
    if state.log is not None:
        state.emit(ev.PhaseBegan("combat", f"Round {d['round']}"))
    for seat in core.favor_order(state):
        for uid in core.in_play(state, seat):
            engine.set_face(state, uid, True)
    d["combat"] = {"step": "reveal", "queue": tuple(core.favor_order(state))}


def step(state) -> bool:
    """Take Combat one step on; True when it is over and a new Round is to start."""
    d = state.data
    combat = d["combat"]
    now = combat["step"]
    if now == "reveal":
        queue = combat["queue"]
        if not queue:
            d["reveal_current"] = None
            combat["step"] = "damage"
            return False
        seat = queue[0]
        combat["queue"] = queue[1:]
        d["reveal_current"] = seat
        if state.log is not None:
            state.emit(ev.PhaseBegan("reveal", state.seats[seat], seat))
        for uid in core.in_play(state, seat):
            core.fire_card(state, "when_revealed", uid)
    elif now == "damage":
        _damage(state)
        combat.update(step="discard", queue=tuple(core.favor_order(state)))
    elif now == "discard":
        queue = combat["queue"]
        if not queue:
            combat["step"] = "end"
            return False
        seat = queue[0]
        combat["queue"] = queue[1:]
        if state.log is not None:
            state.emit(ev.PhaseBegan("discard", state.seats[seat], seat))
        for uid in core.in_play(state, seat):
            _discard_from_combat(state, uid)
    else:
        return _end(state)
    return False


def _damage(state) -> None:
    d = state.data
    seats = list(range(state.players))
    powers = {s: core.seat_power(state, s) for s in seats}
    top = max(powers.values())
    winners = [s for s in seats if powers[s] == top]
    d["outcome"] = engine.SharedData({s: ("lost" if s not in winners else "won" if len(winners) == 1 else "tied")
                                      for s in seats})
    d["powers"] = engine.SharedData(powers)
    if state.log is not None:
        state.emit(ev.PhaseBegan("damage", ", ".join(f"{state.seats[s]} {powers[s]}" for s in seats)))
    fallen = [s for s in winners if core.life(state, s) == 0]
    if fallen:
        for s in fallen:
            if state.log is not None:
                state.emit(WonAtZeroLife(s))
            core.gain_life(state, s, 1)
        return
    bonus = max(state.counter("damage_bonus", s) for s in winners)
    were_alive = core.alive(state)
    for s in seats:
        if s in winners:
            continue
        damage = max(0, top - powers[s] + bonus - state.counter("shield", s))
        core.lose_life(state, s, damage, "Combat", check=False)
    core.check_end(state, were_alive)


_INSTEAD = "instead_of_combat_discard"    # engine.replace offers a Combat discard to the card's own (scope "self")


def _discard_from_combat(state, uid) -> None:
    if (_INSTEAD in state.defs.cards[state.cards[uid].card_id].by_trigger and not core.silenced(state, uid)
            and engine.replace(state, "combat_discard", uid)):
        return
    core.discard(state, uid, reason="combat")
    core.fire_card(state, "when_discarded_from_combat", uid)


_COMBAT_COUNTERS = ("power_bonus", "damage_bonus", "shield")      # what a Combat's bonuses set


def _end(state) -> bool:
    """This Combat's bonuses end; the game ends at the Round limit, else Favor passes and the Spread renews."""
    d = state.data
    counters = state.counters
    for s in range(state.players):
        for counter in _COMBAT_COUNTERS:
            if counters.get((counter, s), 0):
                engine.set_counter(state, counter, s, 0)
    d.update(silenced=(), doubled=(), wands_played=engine.SharedData(), combat=None)
    limit = core.constant(state, "round_limit")
    if limit and d["round"] >= limit:
        best = max(core.life(state, s) for s in range(state.players))
        engine.end_game(state, [s for s in range(state.players) if core.life(state, s) == best],
                        f"the Round limit ({limit}) was reached: most Life wins")
        return False
    d["favor"] = (d["favor"] + 1) % state.players
    core.renew_spread(state)
    d["round"] += 1
    return True
