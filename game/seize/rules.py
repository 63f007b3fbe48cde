"""A Bandit's Seize: two players, one trick at a time, and the Seize that turns the Trump.

The rulebook is ``shared/seeds/001``; RULINGS.md ("A Bandit's Seize") is binding
and ``docs/rules/SEIZE.md`` tells the game as implemented.  Suits, values, the
wheel, the ante, the draw and the special cards' abilities are data in the
``seize`` section of ``cards.yaml`` (``game.seize.cardset``): this module only
knows the turn structure, and hands each step to its module: the trick
(``trick``), between tricks (``buyback``), the set-up (``setup``), the card
language (``verbs``), the words (``words``) and the faces (``face``); what
other code imports from here stays importable from here.

Zones: ``deck`` (the table deck), ``hand:S``, ``trick``, ``well:S`` (taken
tricks), ``welldeck:S`` (a well shuffled at a buyback), ``pot`` and ``flames``.
A card's suit and marks are its props: ``suit``, ``drained`` (colorless) and
``restored_from`` (the suits it left, in order); ``serial`` names a collection's
card across games.
"""
from __future__ import annotations

from game import engine
from game.seize import state as st
from game.seize.acts import finish
from game.seize.buyback import buy_back, retire_chosen
from game.seize.cardset import Table, table
from game.seize.face import face
from game.seize.setup import (add_zones, setup_dealt, setup_position)
from game.seize.state import HANDS
from game.seize.trick import can_seize, declare_seize, end_trick, negate, play, seize_stands, seize_turned_back
from game.seize.words import card_name, describe, zone_label

CONCEDE = (engine.Action("concede", 0, (), "Concede"), engine.Action("concede", 1, (), "Concede"))


class Seize(engine.Rules):
    name = "seize"
    min_seats = 2
    max_seats = 2

    @staticmethod
    def table(state) -> Table:
        return table(state.defs)

    @classmethod
    def setup(cls, state, options):
        add_zones(state)
        if options.get("setup"):
            setup_position(state, options)
        else:
            setup_dealt(state, options)

    @classmethod
    def always_legal(cls, state):
        return [] if state.over else list(CONCEDE)

    @classmethod
    def settings(cls, state):
        t = cls.table(state)
        suits = tuple((s, t.suits[s].get("name", s.title())) for s in t.suit_ids)
        return [engine.Setting("leader", "Leader", tuple(enumerate(state.seats))),
                engine.Setting("tonic", "Tonic", ((None, "not set"),) + suits),
                engine.Setting("trump", "Trump", ((None, "not set"),) + suits)]

    @classmethod
    def change_setting(cls, state, key, value):
        """The first colored card sets both Trump and Tonic: neither is set without the other."""
        d = state.data
        d[key] = value
        if key in ("trump", "tonic"):
            other = "tonic" if key == "trump" else "trump"
            if value is None:
                d[other] = None
            elif d[other] is None:
                d[other] = value

    @classmethod
    def legal(cls, state):
        d = state.data
        phase = d["phase"]
        if phase == "lead":
            seat = d["leader"]
        elif phase == "respond":
            seat = 1 - d["leader"]
        else:
            return []
        t = table(state.defs)
        cards = state.cards
        hand = state.zones[HANDS[seat]].cards
        words = t.move_words
        Action = engine.Action
        kind = "lead" if phase == "lead" else "play"
        trump = d["trump"]
        led = t.value[cards[d["played"][0]].card_id] if phase == "respond" and trump is not None else None
        value, seizes, extras, conditions = t.value, t.seizes, t.extras, t.conditions
        acts, seizing, extra_acts = [], [], []
        for uid in hand:
            c = cards[uid]
            props = c.props
            card_id = c.card_id
            drained = props.get("drained")
            key = (card_id, props.get("suit"), bool(drained))
            texts = words.get(key) or t.move_texts(key, props)
            acts.append(Action(kind, seat, (uid,), texts[0], uid, "trick"))
            if led is not None and not drained and props["suit"] != trump and value[card_id] < led \
                    and seizes[card_id]:
                seizing.append(Action("seize", seat, (uid,), texts[1], uid, "trick"))
            for i, _ in extras[card_id]:
                test = conditions[(card_id, i)]
                if test is None or test(state, uid, seat):
                    extra_acts.append(Action("extra", seat, (uid, i), f"{texts[2]}: {t.text[(card_id, i)]}",
                                             uid, t.moves_this[(card_id, i)]))
        acts += seizing
        acts += extra_acts
        return acts

    @classmethod
    def perform(cls, state, action):
        kind = action.kind
        seat = action.seat
        d = state.data
        if kind == "concede":
            finish(state, 1 - seat, f"{state.seats[seat]} concedes")
        elif kind == "lead":
            play(state, seat, action.args[0], "lead")
            d["phase"] = "respond"
        elif kind == "play":
            play(state, seat, action.args[0], "play")
            end_trick(state)
        elif kind == "seize":
            declare_seize(state, seat, action.args[0])
        elif kind == "extra":
            uid, index = action.args
            engine.reveal(state, uid)
            card = state.cards[uid]
            engine.push_effect(state, table(state.defs).activated[(card.card_id, index)], uid, seat,
                               self_may_move=True, extra=index)
        elif kind == "negate":
            state.pending = None
            if action.args:
                negate(state, action.args[0])
            else:
                seize_stands(state)
        elif kind == "answer":
            state.pending = None
            if action.args:
                uid, index = action.args
                engine.reveal(state, uid)
                d["phase"] = "answered"
                d["answers"] += 1
                engine.push_effect(state, table(state.defs).activated[(state.cards[uid].card_id, index)], uid, seat,
                                   self_may_move=True, answer=index)
            else:
                seize_turned_back(state)
        elif kind == "buy_back":
            state.pending = None
            buy_back(state, seat)
        elif kind == "decline_buyback":
            state.pending = None
            finish(state, 1 - seat, f"{state.seats[seat]} will not buy back and concedes the pot")
        elif kind == "retire":
            state.pending = None
            retire_chosen(state, seat, action.args[0])

    @classmethod
    def chain_empty(cls, state):
        d = state.data
        if d["phase"] != "answered" or state.over:
            return False
        if d["recognized"]:
            seize_stands(state)
        else:
            seize_turned_back(state)
        return True

    @classmethod
    def explain(cls, state, action):
        d = state.data
        if action.seat not in (0, 1):
            return "there are two seats, 0 and 1"
        who = state.seats[action.seat]
        phase = d["phase"]
        mover = d["leader"] if phase == "lead" else 1 - d["leader"]
        if state.pending is not None:
            return f"first answer: {state.pending.prompt}"
        if action.seat != mover:
            return f"it is {state.seats[mover]}'s turn to {'lead' if phase == 'lead' else 'play'}, not {who}'s"
        uid = action.args[0] if action.args else None
        if action.kind in ("lead", "play", "seize", "extra"):
            if uid not in state.cards or state.cards[uid].zone != HANDS[action.seat]:
                return "that card is not in your hand"
        if action.kind == "lead" and phase != "lead":
            return "you are not leading this trick: play in response"
        if action.kind == "play" and phase != "respond":
            return "you lead this trick"
        if action.kind == "seize":
            return "you cannot seize: " + (can_seize(state, uid) or "not now")
        if action.kind == "extra":
            card = state.cards[uid]
            abilities = dict(table(state.defs).extras[card.card_id])
            if len(action.args) < 2 or action.args[1] not in abilities:
                return f"{card_name(state, uid)} has no such ability to use before playing"
            return f"{card_name(state, uid)} cannot be used now: " \
                   f"{abilities[action.args[1]].condition.text if abilities[action.args[1]].condition else ''}"
        return f"'{action.kind}' is not a move now"

    # -- words and faces ---------------------------------------------------------
    @classmethod
    def zone_label(cls, state, zone):
        return zone_label(state, zone)

    @classmethod
    def stats(cls, state):
        d = state.data
        return {"tricks": d["tricks"], "seizes": d["seizes"], "negations": d["negations"],
                "answers": d["answers"], "buybacks": d["bought_back"], "trump_turns": d["turns"],
                "tricks_to_flames": d["tricks_to_flames"], "flames": len(state.zones["flames"].cards)}

    @classmethod
    def describe(cls, state, e):
        return describe(state, e)

    @classmethod
    def card_qualifier(cls, state, uid):
        return state.cards[uid].props.get("suit")

    @classmethod
    def table_json(cls, state):
        d = state.data
        return {"phase": st.phase(state), "leader": st.leader(state), "trump": st.trump(state),
                "tonic": st.tonic(state), "played": list(st.played(state)), "seizing": st.seizing(state),
                "seizer": st.seizer(state), "negator": st.negator(state), "ante": st.ante(state),
                "buybacks": [st.buybacks(state, s) for s in range(2)], "tricks": d.get("tricks", 0)}

    @classmethod
    def step_limit(cls, state):
        return 5_000

    @classmethod
    def progress(cls, state):
        """A trick taken, a card gone to the flames or a buyback: each is the game going somewhere."""
        d = state.data
        return d.get("tricks", 0), d.get("bought_back", 0), len(state.zones["flames"].cards)

    @classmethod
    def face(cls, defn, props):
        return face(defn, props)
