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
    if state.log is not None:
        state.emit(ev.PhaseBegan("round", f"Round {d['round']}, {state.seats[d['favor']]} has Favor"))
    start_next_turn(state)


def start_next_turn(state) -> None:
    seat, extra = state.turn_queue.pop(0)
    d = state.data
    d.update(turn=seat, dispelled=False, banished_now=False, conjured=0, used=())
    d["turns"] += 1
    if state.log is not None:
        state.emit(ev.TurnBegan(seat, d["turns"], extra))
    core.gain_obol(state, seat, core.constant(state, "obol_per_turn"))


def legal(state) -> list:
    """The turn's moves: each card in hand played or spent, each affordable Spread card conjured, End turn.

    Each card's moves are made once per card file, card and seat (``_Moves``), never per position.
    """
    d = state.data
    seat = d["turn"]
    acts = []
    append = acts.append
    cards, zones = state.cards, state.zones
    moves = _LAST_MOVES[0]
    if moves is None or moves.game_cards is not state.defs:
        moves = _LAST_MOVES[0] = _moves(facts.of(state))
    in_hand, in_spread = moves.hand[seat], moves.spread[seat]
    dispel = not d["dispelled"]
    banish = d["conjured"] and not d["banished_now"]
    playable = (not zones[core.GRIM[seat]].cards, len(zones[core.BONDS[seat]].cards) < 2, True, True, False)
    used = d["used"]
    cursed = False
    for uid in zones[core.HAND[seat]].cards:
        card_id = cards[uid].card_id
        known = in_hand.get(uid)
        if known is None or known[0] != card_id:
            if card_id is None:                 # another seat's view: its hand is hidden
                continue
            known = moves.in_hand(seat, uid, card_id)
        _, kind, dispel_it, banish_it, play_it = known
        if dispel and dispel_it is not None:
            append(dispel_it)
        if banish:
            append(banish_it)
        if playable[kind]:                      # a Grim, a Bond Card with room for it, or a Wand or Curse once a turn
            if kind < FROM_HAND:
                append(play_it)
            elif uid not in used:
                append(play_it)
                cursed = cursed or kind == CURSE
    spread = zones["spread"].cards
    if spread:
        money = state.counters.get(("obol", seat), 0)
        for uid in spread:
            card_id = cards[uid].card_id
            known = in_spread.get(uid)
            if known is None or known[0] != card_id:
                known = moves.in_spread(seat, uid, card_id)
            _, value, to_discard, to_hand = known
            if value > money:
                continue
            if to_discard is None:              # a Curse
                _curses(state, seat, uid, value, acts)
                continue
            append(to_discard)
            if 2 * value <= money:
                append(to_hand)
    if not cursed:
        append(_END_TURN[seat])
    return acts


FROM_HAND, CURSE = 2, 3               # the kinds played from hand (once a turn each card): a Wand, a Curse
KINDS = {"grim": 0, **dict.fromkeys(core.BOND_FAMILIES, 1),                     # a family's kind (else 4: not played)
         **{fam: CURSE if fam == "curse" else FROM_HAND for fam in core.PLAYED_FROM_HAND}}


_END_TURN = tuple(engine.Action("end_turn", s, (), label="End turn") for s in range(8))     # per seat


def _curses(state, seat, uid, value, acts) -> None:
    """A Curse in the Spread is conjured into an opponent's discard."""
    defn = core.definition(state, uid)
    names = state.seats
    for opp in core.opponents(state, seat):
        acts.append(engine.Action("conjure", seat, (uid, "discard", opp),
                                  lambda opp=opp: f"Conjure {defn.name} into {names[opp]}'s discard ({value} Obol)",
                                  uid, core.DISCARD[opp]))


class _Words(dict):
    """card id -> the labels of its moves: Dispel, Banish, Play (as the card's family plays), Conjure,
    Conjure to hand."""

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


class _Moves:
    """A card's moves, per seat by uid (with the card id they were made for: a uid may stand for another
    card in a dealt copy of a position): ``hand`` (card id, kind in ``KINDS``, Dispel, Banish, Play), ``spread``
    (card id, Value, Conjure, Conjure to hand; no Conjure for a Curse).  A move never changes, so one
    object serves every position that offers it."""
    LIMIT = 4_096            # uids differ from game to game: start again past this many (a game lists fewer)

    def __init__(self, table):
        self.game_cards = table.defs
        self.words = _words(table)
        self.family, self.value = table.family, table.value
        self.hand: tuple = tuple({} for _ in range(8))
        self.spread: tuple = tuple({} for _ in range(8))

    def in_hand(self, seat, uid, card_id):
        fam = self.family[card_id]
        said, args, Action = self.words[card_id], (uid,), engine.Action
        dispel = None if fam == "curse" else Action("dispel", seat, args, said[0], uid, core.DISCARD[seat])
        banish = Action("banish", seat, args, said[1], uid, core.BANISHED[seat])
        if fam == "grim":
            play = Action("play_grim", seat, args, said[2], uid, core.GRIM[seat])
        elif fam in core.BOND_FAMILIES:
            play = Action("play_bond", seat, args, said[2], uid, core.BONDS[seat])
        else:
            play = Action("use", seat, args, said[2], uid, "table")
        kept = self.hand[seat]
        if len(kept) > self.LIMIT:
            kept.clear()
        got = kept[uid] = (card_id, KINDS.get(fam, 4), dispel, banish, play)
        return got

    def in_spread(self, seat, uid, card_id):
        said, Action, value = self.words[card_id], engine.Action, self.value[card_id]
        kept = self.spread[seat]
        if len(kept) > self.LIMIT:
            kept.clear()
        if self.family[card_id] == "curse":
            got = kept[uid] = (card_id, value, None, None)
        else:
            got = kept[uid] = (card_id, value,
                               Action("conjure", seat, (uid, "discard", seat), said[3], uid, core.DISCARD[seat]),
                               Action("conjure", seat, (uid, "hand", seat), said[4], uid, core.HAND[seat]))
        return got


def _moves(table) -> _Moves:
    got = table.derived.get("moves")
    if got is None:
        got = table.derived["moves"] = _Moves(table)
    return got


_LAST_MOVES: list = [None]       # the moves last listed: nearly always those of the card file asked for next


def perform(state, action) -> None:
    d = state.data
    seat, kind = action.seat, action.kind
    uid = action.args[0] if action.args else None
    if state.log is not None:
        state.emit(ev.ActionTaken(seat, kind, _taken_text(state, action)))
    if kind == "dispel":
        d["dispelled"] = True
        value = facts.of(state).value[state.cards[uid].card_id]
        engine.move(state, uid, core.DISCARD[seat], reason="dispel")
        core.gain_obol(state, seat, value)
        core.fire_card(state, "when_dispelled", uid)
        core.fire_card(state, "when_dispelled_or_banished", uid)
    elif kind == "conjure":
        _, where, target = action.args
        value = facts.of(state).value[state.cards[uid].card_id]
        core.conjure(state, seat, uid, to_hand=where == "hand",
                     target=target if target != seat else None, cost=value * (2 if where == "hand" else 1))
    elif kind == "banish":
        d["banished_now"] = True
        core.banish(state, uid)
    elif kind in SLOT_OF:
        core.put_in_play(state, seat, uid, SLOT_OF[kind])
    elif kind == "use":
        d["used"] = (*d["used"], uid)
        if core.family(state, uid) == "wand":
            wands = d["wands_played"]
            d["wands_played"] = played = engine.SharedData(wands)
            played[seat] = wands.get(seat, 0) + 1
        engine.move(state, uid, "table", reason="play")
        engine.fire(state, "when_played", card=uid)
    elif kind == "end_turn":
        if state.turn_queue:
            start_next_turn(state)
        else:
            combat.start(state)


def _taken_text(state, action) -> str:
    """A turn's move in words, as the log tells it (read before the move is made)."""
    seat, kind = action.seat, action.kind
    who = state.seats[seat]
    if kind == "end_turn":
        return f"{who} ends the turn."
    uid = action.args[0]
    name = core.card_name(state, uid)
    if kind == "dispel":
        return f"{who} dispels {name}."
    if kind == "conjure":
        cost = facts.of(state).value[state.cards[uid].card_id] * (2 if action.args[1] == "hand" else 1)
        return f"{who} conjures {name} for {cost} Obol."
    if kind == "banish":
        return f"{who} banishes {name}."
    if kind in SLOT_OF:
        return f"{who} plays a {'Grim' if SLOT_OF[kind] == 'grim' else 'Bond Card'} face down."
    return f"{who} plays {name}."
