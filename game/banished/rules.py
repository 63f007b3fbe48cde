"""Banished: a deck builder of Grim, Bond Cards and Combat, for two to four seats.

The rules as implemented, with every ruling, are in docs/rules/BANISHED.md.
A Round is one turn per seat, Favor first and then to the left (seat + 1),
followed by Combat: Reveal, Damage, Discard.  Hands refill and decks reshuffle
whenever the chain is empty (``chain_empty``), which also walks Combat step by
step so that every "When ..." on a card resolves on the chain in order.
"""
from __future__ import annotations

from game import engine
import game.banished.combat as combat
import game.banished.core as core
import game.banished.words as words
import game.banished.setup as banished_setup
import game.banished.progress as progress
import game.banished.turns as turns
from game.engine import events as ev
from game.engine.faces import Face

SIGNS = {"fire": "▲", "water": "▼", "earth": "■", "air": "◇", "electric": "ϟ", "ice": "❄", "light": "☀",
         "shadow": "☾", "nature": "♣", "metal": "⚙", "blood": "♥", "hollow": "○", "wand": "✦", "curse": "☠"}
COLORS = {"fire": (205, 75, 40), "water": (45, 105, 190), "earth": (135, 100, 60), "air": (120, 185, 200),
          "electric": (225, 190, 40), "ice": (150, 205, 230), "light": (225, 210, 150), "shadow": (80, 60, 115),
          "nature": (70, 145, 65), "metal": (140, 145, 155), "blood": (150, 25, 45), "hollow": (115, 110, 105),
          "wand": (110, 70, 160), "curse": (45, 40, 45)}
LIFE = tuple(("life", s) for s in range(8))
KIND_WORDS = {"grim": "Grim", "spirit": "Spirit", "sword": "Sword", "cup": "Cup", "wand": "Wand", "curse": "Curse"}


def _unresolved(state) -> bool:
    return bool(state.waiting or state.chain)


class Banished(engine.Rules):
    """Banished's hooks for the engine; the set-up, the turns, Combat and the words are modules of their own."""
    name = "banished"
    min_seats = 2
    max_seats = 4
    announced_props = ("power",)    # a doubled Power is worked out from data["doubled"]; the table's copy keeps it

    @classmethod
    def setup(cls, state, options):
        banished_setup.set_up(state, options)

    @classmethod
    def priority_order(cls, state):
        return list(core.favor_order(state))

    @classmethod
    def legal(cls, state):
        phase = state.data.get("phase")
        if phase == "choose":
            return banished_setup.choices(state)
        return turns.legal(state) if phase == "turn" else []

    @classmethod
    def explain(cls, state, action):
        try:
            return why_illegal(state, action)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            return f"{action} is not a move of Banished."

    @classmethod
    def perform(cls, state, action):
        if action.kind == "choose_grim":
            seat, uid = action.seat, action.args[0]
            state.emit(ev.ActionTaken(seat, action.kind, f"{state.seats[seat]} chooses {core.card_name(state, uid)}."))
            banished_setup.choose(state, seat, uid)
            if not state.data["choosers"]:
                banished_setup.finish_setup(state)
            return
        turns.perform(state, action)

    @classmethod
    def chain_empty(cls, state):
        """Whenever nothing is resolving: played cards leave the table, hands refill, Combat steps on.

        In a turn nothing is left once the hands are refilled (a second look would find no hand to
        refill), so the chain is asked again only if something now waits on it."""
        phase = state.data.get("phase")
        if phase != "turn" and phase != "combat":
            return False
        table = state.zones["table"].cards
        if table:
            cards = state.cards
            for uid in table[:]:
                engine.move(state, uid, core.DISCARD[cards[uid].owner], reason="resolved")
            core.refill_hands(state)
            return phase == "combat" or _unresolved(state)
        if core.refill_hands(state):
            return phase == "combat" or _unresolved(state)
        if phase == "combat" and combat.step(state):
            turns.start_round(state)
        return phase == "combat"

    # -- what the table and the log read ---------------------------------------
    @classmethod
    def controller(cls, state, uid):
        owner = state.cards[uid].owner
        return owner if owner is not None else state.data.get("turn") or 0

    @classmethod
    def active_zones(cls, state):
        return [f"{k}:{s}" for s in range(state.players) for k in ("grim", "bonds")]

    @classmethod
    def zone_label(cls, state, zone):
        return words.zone_label(state, zone)

    @classmethod
    def describe(cls, state, event):
        return words.describe(state, event)

    @classmethod
    def face(cls, defn, props=None):
        el = defn["element"]
        fam = defn.family
        word = KIND_WORDS[fam]
        if el == "hollow":
            kind = f"Hollow {word}"
        elif el in core.ELEMENTS:
            kind = f"{word} · {el.title()}"
        else:
            kind = word
        key = el if el not in ("none",) else fam
        has_power = fam not in core.PLAYED_FROM_HAND
        return Face(title=defn.name, kind=kind, corner=str(defn["value"]),
                    corner2=str(defn["power"]) if has_power else "", text=defn.text, family=key,
                    color=COLORS.get(key, (110, 110, 120)), sign=SIGNS.get(key, ""), art_key=defn.id,
                    flavor=defn.get("flavor", "") or "", back="banished")

    @classmethod
    def table_json(cls, state):
        return {"round": progress.round_number(state), "phase": progress.phase(state),
                "turn": progress.turn_seat(state), "favor": progress.favor(state),
                "combat_step": progress.combat_step(state), "silenced": list(progress.silenced(state)),
                "life": [core.life(state, s) for s in range(state.players)]}

    @classmethod
    def progress(cls, state):
        """Life lost or a card taken from the Crypt: a game where neither happens for long is going nowhere."""
        get = state.counters.get
        if state.players == 2:
            lives = (get(LIFE[0], 0), get(LIFE[1], 0))
        else:
            lives = tuple([get(key, 0) for key in LIFE[:state.players]])
        return lives, len(state.zones["crypt"].cards)

    @classmethod
    def stats(cls, state):
        d = state.data
        return {"rounds": d.get("round", 0), "turns": d.get("turns", 0),
                "first_favor": f"seat{(d.get('first_favor') or 0) + 1}",
                "chosen": [d.get("chosen", {}).get(s) for s in range(state.players)],
                "conjured": [list(d.get("conjured_ids", {}).get(s, [])) for s in range(state.players)],
                "cards_conjured": [len(d.get("conjured_ids", {}).get(s, [])) for s in range(state.players)],
                "banished_cards": [len(state.zones[f"banished:{s}"].cards) for s in range(state.players)],
                "life": [core.life(state, s) for s in range(state.players)]}


def why_illegal(state, action) -> str:
    """A sentence for the player: why this move cannot be made now."""
    d = state.data
    names = state.seats
    if state.pending is not None:
        return f"first answer: {state.pending.prompt}"
    if d.get("phase") == "choose":
        chooser = d["choosers"][0]
        if action.kind != "choose_grim":
            return "First each seat chooses its 4-Value Grim."
        if action.seat != chooser:
            return f"It is {names[chooser]}'s turn to choose a 4-Value Grim."
        return "Choose one of the 4-Value Grim on offer."
    if d.get("phase") != "turn":
        return "Combat is resolving; wait for the next turn."
    seat = d["turn"]
    if action.seat != seat:
        return f"It is {names[seat]}'s turn."
    kind = action.kind
    hand = state.zones[f"hand:{seat}"].cards
    if kind == "end_turn":
        if any(core.family(state, u) == "curse" and u not in d["used"] for u in hand):
            return "You must play the Curse in your hand before your turn ends."
        return "You cannot end the turn now."
    if kind == "conjure":
        return _why_not_conjure(state, seat, action)
    if kind not in ("dispel", "banish", "play_grim", "play_bond", "use"):
        return f"'{kind}' is not a move of Banished."
    uid = action.args[0]
    if uid not in hand:
        return "That card is not in your hand."
    fam = core.family(state, uid)
    if kind == "dispel":
        if d["dispelled"]:
            return "You may Dispel only once per turn."
        if fam == "curse":
            return "A Curse cannot be Dispelled: it must be played."
    elif kind == "banish":
        if not d["conjured"]:
            return "You may Banish only after you have Conjured this turn."
        if d["banished_now"]:
            return "You may Banish only once per turn."
    elif kind == "play_grim":
        if fam != "grim":
            return "Only a Grim goes in the Grim slot."
        return "You already have a Grim in play; only a Swap can replace it."
    elif kind == "play_bond":
        if fam in core.PLAYED_FROM_HAND:
            return "Wands and Curses are not Bond Cards: they are played for their effect."
        if fam == "grim":
            return "A Grim is not a Bond Card: play it in the Grim slot."
        return "You already have two Bond Cards in play; only a Swap can replace one."
    elif kind == "use":
        if fam not in core.PLAYED_FROM_HAND:
            return "Only Wands and Curses are played from hand for their effect."
        return "You have already played that card this turn."
    return "That is not a legal move now."


def _why_not_conjure(state, seat, action) -> str:
    uid, where, target = action.args
    if uid not in state.zones["spread"].cards:
        return "That card is not in the Spread."
    defn = core.definition(state, uid)
    if defn.family == "curse":
        if where == "hand":
            return "A Curse cannot be Conjured to hand: it goes to an opponent's discard."
        if target == seat or target not in range(state.players):
            return "A Conjured Curse goes to an opponent's discard."
    elif target != seat or where not in ("hand", "discard"):
        return "A Conjured card goes to your own discard, or to your hand for double."
    cost = defn["value"] * (2 if where == "hand" else 1)
    have = core.obol(state, seat)
    if cost > have:
        return f"{defn.name} costs {cost} Obol{' to hand' if where == 'hand' else ''}; you have {have}."
    return "That is not a legal move now."
