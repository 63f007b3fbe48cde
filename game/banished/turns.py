"""Banished's Rounds and turns: one turn per seat from Favor on, and the moves a turn is made of.

Every move that moves a card declares it (``Action.card``, ``Action.to``): the
zone named is the one the rules move the card to.
"""
from __future__ import annotations

from game import engine
import game.banished.combat as combat
import game.banished.core as core
import game.banished.facts as facts
from game.engine import events as ev

SLOT_OF = {"play_grim": "grim", "play_bond": "bonds"}


def start_round(state) -> None:
    d = state.data
    d["phase"] = "turn"
    n = state.players
    state.turn_queue.extend(((d["favor"] + i) % n, False) for i in range(n))
    state.emit(ev.PhaseBegan("round", f"Round {d['round']}, {state.seats[d['favor']]} has Favor"))
    start_next_turn(state)


def start_next_turn(state) -> None:
    seat, extra = state.turn_queue.pop(0)
    d = state.data
    d.update(turn=seat, dispelled=False, banished_now=False, conjured=0, used=[])
    d["turns"] += 1
    state.emit(ev.TurnBegan(seat, d["turns"], extra))
    core.gain_obol(state, seat, core.constant(state, "obol_per_turn"))


def legal(state) -> list:
    """The turn's moves: each card in hand played or spent, each affordable Spread card conjured, End turn.

    The labels are worded once per card file and card (``_words``), never per move.
    """
    d = state.data
    seat = d["turn"]
    acts = []
    append, Action = acts.append, engine.Action
    cards, zones = state.cards, state.zones
    table = facts.of(state)
    family, words = table.family, _words(table)
    dispel = not d["dispelled"]
    banish = d["conjured"] and not d["banished_now"]
    grim_open = not zones[core.GRIM[seat]].cards
    bond_room = len(zones[core.BONDS[seat]].cards) < 2
    used = d["used"]
    discard, banished, grim, bonds = core.DISCARD[seat], f"banished:{seat}", core.GRIM[seat], core.BONDS[seat]
    cursed = False
    for uid in zones[core.HAND[seat]].cards:
        card_id = cards[uid].card_id
        if card_id is None:                     # another seat's view: its hand is hidden
            continue
        fam = family[card_id]
        said = words[card_id]
        args = (uid,)
        if dispel and fam != "curse":
            append(Action("dispel", seat, args, said[0], uid, discard))
        if banish:
            append(Action("banish", seat, args, said[1], uid, banished))
        if fam == "grim":
            if grim_open:
                append(Action("play_grim", seat, args, said[2], uid, grim))
        elif fam in core.BOND_FAMILIES:
            if bond_room:
                append(Action("play_bond", seat, args, said[2], uid, bonds))
        elif fam in core.PLAYED_FROM_HAND and uid not in used:
            append(Action("use", seat, args, said[2], uid, "table"))
            cursed = cursed or fam == "curse"
    spread = zones["spread"].cards
    if spread:
        money = state.counters.get(("obol", seat), 0)
        values = table.value
        for uid in spread:
            card_id = cards[uid].card_id
            value = values[card_id]
            if value > money:
                continue
            if family[card_id] == "curse":
                _curses(state, seat, uid, value, acts)
                continue
            said = words[card_id]
            append(Action("conjure", seat, (uid, "discard", seat), said[3], uid, discard))
            if 2 * value <= money:
                append(Action("conjure", seat, (uid, "hand", seat), said[4], uid, core.HAND[seat]))
    if not cursed:
        append(Action("end_turn", seat, (), label="End turn"))
    return acts


def _curses(state, seat, uid, value, acts) -> None:
    """A Curse in the Spread is conjured into an opponent's discard."""
    defn = core.definition(state, uid)
    names = state.seats
    for opp in core.opponents(state, seat):
        acts.append(engine.Action("conjure", seat, (uid, "discard", opp),
                                  lambda opp=opp: f"Conjure {defn.name} into {names[opp]}'s discard ({value} Obol)",
                                  uid, core.DISCARD[opp]))


class _Words(dict):
    """card id -> the labels of its moves: Dispel, Banish, Play (as the card's family plays), Conjure, Conjure to hand."""

    def __init__(self, defs):
        super().__init__()
        self.defs = defs

    def __missing__(self, card_id):
        defn = self.defs[card_id]
        name, value, fam = defn.name, defn["value"], defn.family
        play = (f"Play {name} as your Grim" if fam == "grim" else
                f"Play {name} as a Bond Card" if fam in core.BOND_FAMILIES else f"Play {name}")
        got = self[card_id] = (f"Dispel {name} (+{value} Obol)", f"Banish {name}", play,
                               f"Conjure {name} ({value} Obol)", f"Conjure {name} to hand ({2 * value} Obol)")
        return got


def _words(table) -> _Words:
    got = table.derived.get("words")
    if got is None:
        got = table.derived["words"] = _Words(table.defs.cards)
    return got


def perform(state, action) -> None:
    d = state.data
    seat, kind = action.seat, action.kind
    uid = action.args[0] if action.args else None
    name = core.card_name(state, uid) if uid is not None else ""
    who = state.seats[seat]
    if kind == "dispel":
        d["dispelled"] = True
        value = core.definition(state, uid)["value"]
        state.emit(ev.ActionTaken(seat, kind, f"{who} dispels {name}."))
        engine.move(state, uid, f"discard:{seat}", reason="dispel")
        core.gain_obol(state, seat, value)
        core.fire_card(state, "when_dispelled", uid)
        core.fire_card(state, "when_dispelled_or_banished", uid)
    elif kind == "conjure":
        _, where, target = action.args
        value = core.definition(state, uid)["value"]
        cost = value * (2 if where == "hand" else 1)
        state.emit(ev.ActionTaken(seat, kind, f"{who} conjures {name} for {cost} Obol."))
        core.conjure(state, seat, uid, to_hand=where == "hand",
                     target=target if target != seat else None, cost=cost)
    elif kind == "banish":
        d["banished_now"] = True
        state.emit(ev.ActionTaken(seat, kind, f"{who} banishes {name}."))
        core.banish(state, uid)
    elif kind in SLOT_OF:
        slot = SLOT_OF[kind]
        state.emit(ev.ActionTaken(seat, kind, f"{who} plays a {'Grim' if slot == 'grim' else 'Bond Card'} "
                                              f"face down."))
        core.put_in_play(state, seat, uid, slot)
    elif kind == "use":
        d["used"].append(uid)
        if core.family(state, uid) == "wand":
            wands = d["wands_played"]
            wands[seat] = wands.get(seat, 0) + 1
        state.emit(ev.ActionTaken(seat, kind, f"{who} plays {name}."))
        engine.move(state, uid, "table", reason="play")
        engine.fire(state, "when_played", card=uid)
    elif kind == "end_turn":
        state.emit(ev.ActionTaken(seat, kind, f"{who} ends the turn."))
        if state.turn_queue:
            start_next_turn(state)
        else:
            combat.start(state)
