"""Banished: a deck builder of Grim, Bond Cards and Combat, for two to four seats.

The rules as implemented, with every ruling, are in docs/rules/BANISHED.md.
A Round is one turn per seat, Favor first and then to the left (seat + 1),
followed by Combat: Reveal, Damage, Discard.  Hands refill and decks reshuffle
whenever the chain is empty (``chain_empty``), which also walks Combat step by
step so that every "When ..." on a card resolves on the chain in order.
"""
from __future__ import annotations

from game.banished import cards as banished_cards  # noqa: F401  (registers the card language)
from game.banished import core
from game.banished import setup as banished_setup
from game import engine
from game.engine import events as ev
from game.engine.describe import card_name
from game.engine.faces import Face

SIGNS = {"fire": "▲", "water": "▼", "earth": "■", "air": "◇", "electric": "ϟ", "ice": "❄", "light": "☀",
         "shadow": "☾", "nature": "♣", "metal": "⚙", "blood": "♥", "hollow": "○", "wand": "✦", "curse": "☠"}
COLORS = {"fire": (205, 75, 40), "water": (45, 105, 190), "earth": (135, 100, 60), "air": (120, 185, 200),
          "electric": (225, 190, 40), "ice": (150, 205, 230), "light": (225, 210, 150), "shadow": (80, 60, 115),
          "nature": (70, 145, 65), "metal": (140, 145, 155), "blood": (150, 25, 45), "hollow": (115, 110, 105),
          "wand": (110, 70, 160), "curse": (45, 40, 45)}
KIND_WORDS = {"grim": "Grim", "spirit": "Spirit", "sword": "Sword", "cup": "Cup", "wand": "Wand", "curse": "Curse"}
ZONE_WORDS = {"deck": "deck", "hand": "hand", "discard": "discard", "banished": "Banished pile",
              "grim": "Grim slot", "bonds": "Bond Cards"}
SHARED_ZONE_WORDS = {"crypt": "the Crypt", "spread": "the Spread", "table": "the table",
                     "choices": "the 4-Value Grim on offer"}
COUNTER_WORDS = {"obol": "Obol", "life": "Life", "power_bonus": "Power bonus this Combat",
                 "damage_bonus": "extra damage this Combat", "shield": "damage prevented this Round"}


@engine.register
class Banished(engine.Rules):
    name = "banished"
    min_seats = 2
    max_seats = 4

    # -- set-up ----------------------------------------------------------------
    @classmethod
    def setup(cls, state, options):
        for seat in range(state.players):
            for kind in core.SEAT_ZONES:
                vis = {"deck": engine.SECRET, "hand": engine.PRIVATE}.get(kind, engine.PUBLIC)
                state.add_zone(f"{kind}:{seat}", seat, vis, ordered=kind != "banished")
        state.add_zone("crypt", None, engine.SECRET)
        state.add_zone("spread", None, engine.PUBLIC)
        state.add_zone("table", None, engine.PUBLIC)
        state.add_zone("choices", None, engine.PUBLIC)
        state.data.update(round=1, turns=0, wands_played={}, silenced=[], doubled=[], outcome={},
                          conjured_ids={}, used=[], dispelled=False, banished_now=False, conjured=0)
        if options.get("setup"):
            banished_setup.exact_position(state, options["setup"])
            return
        for seat in range(state.players):
            engine.set_counter(state, "life", seat, core.constant(state, "life"))
            engine.set_counter(state, "obol", seat, 0)
        favor = options.get("favor")
        if favor is None:
            favor = state.rng.randrange(state.players)
        if not isinstance(favor, int) or not 0 <= favor < state.players:
            raise engine.GameError(f"favor must be a seat number from 0 to {state.players - 1}")
        state.data.update(favor=favor, first_favor=favor, phase="choose", chosen={})
        cls._deal_out(state)
        # the seat last in turn order chooses first, Favor last
        state.data["choosers"] = [(favor - 1 - i) % state.players for i in range(state.players)]
        for seat, card_id in enumerate(options.get("grims") or []):
            cls._preselect(state, seat, card_id)
        if not state.data["choosers"]:
            cls._finish_setup(state)

    @classmethod
    def _deal_out(cls, state):
        defs = state.defs.cards
        spirits = [c.id for c in defs.values() if c.family == "spirit" and c["element"] == "hollow"]
        hollow_grim = [c.id for c in defs.values() if c.family == "grim" and c["element"] == "hollow"]
        for seat in range(state.players):
            for card_id in spirits[:1] * core.constant(state, "starter_hollow_spirits"):
                state.create_card(card_id, seat, f"deck:{seat}", face_up=False)
            for card_id in hollow_grim:
                for _ in range(core.constant(state, "starter_hollow_grim_each")):
                    state.create_card(card_id, seat, f"deck:{seat}", face_up=False)
        for c in defs.values():
            if c["element"] == "hollow":
                continue
            zone = "choices" if c.family == "grim" and c["value"] == 4 else "crypt"
            for _ in range(c.get("copies", 1)):
                state.create_card(c.id, None, zone)

    @classmethod
    def _preselect(cls, state, seat, card_id):
        offer = [u for u in state.zones["choices"].cards if state.cards[u].card_id == card_id]
        if not offer:
            raise engine.GameError(f"{card_id!r} is not a 4-Value Grim still on offer")
        cls._choose(state, seat, offer[0])

    @classmethod
    def _choose(cls, state, seat, uid):
        engine.set_owner(state, uid, seat)
        engine.move(state, uid, f"deck:{seat}", face_up=False, reason="chosen")
        state.data["chosen"][seat] = state.cards[uid].card_id
        state.data["choosers"].remove(seat)

    @classmethod
    def _finish_setup(cls, state):
        for seat in range(state.players):
            engine.shuffle(state, f"deck:{seat}")
        for uid in list(state.zones["choices"].cards):
            engine.move(state, uid, "crypt", face_up=False, reason="set-up")
        engine.shuffle(state, "crypt")
        core.deal_spread(state)
        core.refill_hands(state)
        cls._start_round(state)

    # -- rounds and turns ------------------------------------------------------
    @classmethod
    def _start_round(cls, state):
        d = state.data
        d["phase"] = "turn"
        n = state.players
        state.turn_queue.extend(((d["favor"] + i) % n, False) for i in range(n))
        state.emit(ev.PhaseBegan("round", f"Round {d['round']}, {state.seats[d['favor']]} has Favor"))
        cls._start_next_turn(state)

    @classmethod
    def _start_next_turn(cls, state):
        seat, extra = state.turn_queue.pop(0)
        d = state.data
        d.update(turn=seat, dispelled=False, banished_now=False, conjured=0, used=[])
        d["turns"] += 1
        state.emit(ev.TurnBegan(seat, d["turns"], extra))
        core.gain_obol(state, seat, core.constant(state, "obol_per_turn"))

    @classmethod
    def priority_order(cls, state):
        favor = state.data.get("favor", 0)
        return [(favor + i) % state.players for i in range(state.players)]

    # -- the moves -------------------------------------------------------------
    @classmethod
    def legal(cls, state):
        d = state.data
        if d.get("phase") == "choose":
            seat = d["choosers"][0]
            return [engine.Action("choose_grim", seat, (uid,), label=f"Choose {core.card_name(state, uid)}")
                    for uid in state.zones["choices"].cards]
        if d.get("phase") != "turn":
            return []
        seat = d["turn"]
        hand = state.zones[f"hand:{seat}"].cards
        acts = []
        bonds_full = len(state.zones[f"bonds:{seat}"].cards) >= 2
        grim_full = core.grim_of(state, seat) is not None
        for uid in hand:
            if state.cards[uid].card_id is None:      # another seat's view: its hand is hidden
                continue
            defn = core.definition(state, uid)
            name, fam = defn.name, defn.family
            if not d["dispelled"] and fam != "curse":
                acts.append(engine.Action("dispel", seat, (uid,), label=f"Dispel {name} (+{defn['value']} Obol)"))
            if d["conjured"] and not d["banished_now"]:
                acts.append(engine.Action("banish", seat, (uid,), label=f"Banish {name}"))
            if fam == "grim" and not grim_full:
                acts.append(engine.Action("play_grim", seat, (uid,), label=f"Play {name} as your Grim"))
            if fam in core.BOND_FAMILIES and not bonds_full:
                acts.append(engine.Action("play_bond", seat, (uid,), label=f"Play {name} as a Bond Card"))
            if fam in core.PLAYED_FROM_HAND and uid not in d["used"]:
                acts.append(engine.Action("use", seat, (uid,), label=f"Play {name}"))
        money = core.obol(state, seat)
        for uid in state.zones["spread"].cards:
            defn = core.definition(state, uid)
            value = defn["value"]
            if value > money:
                continue
            if defn.family == "curse":
                for opp in core.opponents(state, seat):
                    acts.append(engine.Action("conjure", seat, (uid, "discard", opp),
                                              label=f"Conjure {defn.name} into {state.seats[opp]}'s discard"
                                                    f" ({value} Obol)"))
                continue
            acts.append(engine.Action("conjure", seat, (uid, "discard", seat),
                                      label=f"Conjure {defn.name} ({value} Obol)"))
            if 2 * value <= money:
                acts.append(engine.Action("conjure", seat, (uid, "hand", seat),
                                          label=f"Conjure {defn.name} to hand ({2 * value} Obol)"))
        if not cls._curse_held(state, seat):
            acts.append(engine.Action("end_turn", seat, (), label="End turn"))
        return acts

    @classmethod
    def _curse_held(cls, state, seat):
        """A Curse in hand not yet played this turn (one already played may come back and wait)."""
        return any(state.cards[u].card_id is not None and core.family(state, u) == "curse"
                   and u not in state.data["used"] for u in state.zones[f"hand:{seat}"].cards)

    @classmethod
    def explain(cls, state, action):
        try:
            return banished_setup.why_illegal(state, action)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            return f"{action} is not a move of Banished."

    @classmethod
    def perform(cls, state, action):
        d = state.data
        seat, kind = action.seat, action.kind
        if kind == "choose_grim":
            state.emit(ev.ActionTaken(seat, kind, f"{state.seats[seat]} chooses "
                                                  f"{core.card_name(state, action.args[0])}."))
            cls._choose(state, seat, action.args[0])
            if not d["choosers"]:
                cls._finish_setup(state)
            return
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
        elif kind in ("play_grim", "play_bond"):
            slot = "grim" if kind == "play_grim" else "bonds"
            state.emit(ev.ActionTaken(seat, kind, f"{who} plays a {'Grim' if slot == 'grim' else 'Bond Card'} "
                                                  f"face down."))
            core.put_in_play(state, seat, uid, slot)
        elif kind == "use":
            d["used"].append(uid)
            fam = core.family(state, uid)
            if fam == "wand":
                wands = d["wands_played"]
                wands[seat] = wands.get(seat, 0) + 1
            state.emit(ev.ActionTaken(seat, kind, f"{who} plays {name}."))
            engine.move(state, uid, "table", reason="play")
            engine.fire(state, "when_played", card=uid)
        elif kind == "end_turn":
            state.emit(ev.ActionTaken(seat, kind, f"{who} ends the turn."))
            if state.turn_queue:
                cls._start_next_turn(state)
            else:
                cls._start_combat(state)

    # -- whenever nothing is resolving ---------------------------------------------
    @classmethod
    def chain_empty(cls, state):
        phase = state.data.get("phase")
        if phase not in ("turn", "combat"):
            return False
        changed = False
        for uid in list(state.zones["table"].cards):
            engine.move(state, uid, f"discard:{state.cards[uid].owner}", reason="resolved")
            changed = True
        changed |= core.refill_hands(state)
        if changed:
            return True
        if phase == "combat":
            cls._combat_step(state)
            return True
        return False

    # -- Combat ----------------------------------------------------------------
    @classmethod
    def _start_combat(cls, state):
        d = state.data
        d["phase"] = "combat"
        d["turn"] = None
        d["outcome"] = {}
        state.emit(ev.PhaseBegan("combat", f"Round {d['round']}"))
        for seat in cls.priority_order(state):
            for uid in core.in_play(state, seat):
                engine.set_face(state, uid, True)
        d["combat"] = {"step": "reveal", "queue": cls.priority_order(state)}

    @classmethod
    def _combat_step(cls, state):
        d = state.data
        combat = d["combat"]
        step = combat["step"]
        if step == "reveal":
            if not combat["queue"]:
                d["reveal_current"] = None
                combat["step"] = "damage"
                return
            seat = combat["queue"].pop(0)
            d["reveal_current"] = seat
            state.emit(ev.PhaseBegan("reveal", state.seats[seat]))
            for uid in core.in_play(state, seat):
                core.fire_card(state, "when_revealed", uid)
        elif step == "damage":
            cls._damage(state)
            combat.update(step="discard", queue=cls.priority_order(state))
        elif step == "discard":
            if not combat["queue"]:
                combat["step"] = "end"
                return
            seat = combat["queue"].pop(0)
            state.emit(ev.PhaseBegan("discard", state.seats[seat]))
            for uid in core.in_play(state, seat):
                cls._discard_from_combat(state, uid)
        else:
            cls._end_combat(state)

    @classmethod
    def _damage(cls, state):
        d = state.data
        seats = list(range(state.players))
        powers = {s: core.seat_power(state, s) for s in seats}
        top = max(powers.values())
        winners = [s for s in seats if powers[s] == top]
        d["outcome"] = {s: ("lost" if s not in winners else "won" if len(winners) == 1 else "tied") for s in seats}
        d["powers"] = dict(powers)
        state.emit(ev.PhaseBegan("damage", ", ".join(f"{state.seats[s]} {powers[s]}" for s in seats)))
        fallen = [s for s in winners if core.life(state, s) == 0]
        if fallen:
            for s in fallen:
                state.emit(ev.Message(f"{state.seats[s]} wins Combat at 0 Life: no one takes damage, "
                                      f"and {state.seats[s]} gains 1 Life.", s))
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

    @classmethod
    def _discard_from_combat(cls, state, uid):
        if not core.silenced(state, uid) and engine.replace(state, "combat_discard", uid):
            return
        core.discard(state, uid, reason="combat")
        core.fire_card(state, "when_discarded_from_combat", uid)

    @classmethod
    def _end_combat(cls, state):
        d = state.data
        for s in range(state.players):
            for counter in ("power_bonus", "damage_bonus", "shield"):
                engine.set_counter(state, counter, s, 0)
        d.update(silenced=[], doubled=[], wands_played={}, combat=None)
        limit = core.constant(state, "round_limit")
        if limit and d["round"] >= limit:
            best = max(core.life(state, s) for s in range(state.players))
            engine.end_game(state, [s for s in range(state.players) if core.life(state, s) == best],
                            f"the Round limit ({limit}) was reached: most Life wins")
            return
        d["favor"] = (d["favor"] + 1) % state.players
        core.renew_spread(state)
        d["round"] += 1
        cls._start_round(state)

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
        if zone in SHARED_ZONE_WORDS:
            return SHARED_ZONE_WORDS[zone]
        kind, _, seat = zone.partition(":")
        if seat.isdigit() and int(seat) < state.players:
            return f"{state.seats[int(seat)]}'s {ZONE_WORDS.get(kind, kind)}"
        return zone

    @classmethod
    def describe(cls, state, event):
        if isinstance(event, ev.CardMoved):
            return cls._moved(state, event)
        if isinstance(event, ev.Shuffled):
            return "The Crypt is shuffled." if event.zone == "crypt" else ""     # a deck: the reshuffle told it
        if isinstance(event, ev.PhaseBegan) and event.phase == "round" and event.detail:
            return f"{event.detail}."
        if isinstance(event, ev.CardPeeked):
            zones = dict.fromkeys([event.zone] + [state.cards[u].zone for u in event.cards if u in state.cards])
            where = " and ".join(cls.zone_label(state, z) for z in zones)
            if any(c is None for c in event.card_ids):
                return f"{state.seats[event.seat]} looks at {where}."
            names = [card_name(state, c) for c in event.card_ids]
            counts = {n: names.count(n) for n in names}
            listed = ", ".join(n if k == 1 else f"{n} ×{k}" for n, k in counts.items())
            return f"{state.seats[event.seat]} looks at {where}: {listed}."
        if isinstance(event, ev.CounterChanged) and event.name == "life" and event.new < event.old:
            return ""       # the Damage event tells it
        if isinstance(event, ev.CounterChanged) and event.name in COUNTER_WORDS and event.seat is not None:
            return f"{state.seats[event.seat]}'s {COUNTER_WORDS[event.name]}: {event.old} → {event.new}."
        if isinstance(event, ev.CardChanged) and event.prop == "power":
            return f"{core.card_name(state, event.card)}'s Power is now {event.new}."
        if isinstance(event, ev.CardChanged) and event.prop == "owner":
            return ""
        if isinstance(event, ev.Damage):
            return f"{state.seats[event.seat]} loses {event.amount} Life" + (
                f" ({event.source})." if event.source else ".")
        return None

    @classmethod
    def _moved(cls, state, e):
        """A card's move in words, worded so that the log can tell several together ("Bob draws 5 cards.")."""
        card = card_name(state, e.card_id)
        card = card[:1].upper() + card[1:]
        dst_seat = core.seat_of_zone(e.dst)
        who = state.seats[dst_seat] if dst_seat is not None and dst_seat < state.players else ""
        if e.reason == "draw":
            return f"{who} draws {card_name(state, e.card_id)}."
        if e.reason == "reshuffle":
            return f"{who} shuffles a card from the discard into a new deck."
        if e.reason == "combat":
            return f"{who} discards {card_name(state, e.card_id)}."
        if e.reason == "deal":
            return f"{card} is dealt to the Spread."
        if e.reason == "return":
            return f"{card} goes back into the Crypt."
        if e.reason in ("chosen", "dispel", "banish"):
            return ""                    # the action has told it
        if e.reason == "play" and (e.dst == "table" or e.card_id is None):
            return ""
        if e.reason in ("set-up", "conjure", "play", "resolved"):
            return f"{card} goes to {cls.zone_label(state, e.dst)}."
        return f"{card} goes from {cls.zone_label(state, e.src)} to {cls.zone_label(state, e.dst)}."

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
    def stats(cls, state):
        d = state.data
        return {"rounds": d.get("round", 0), "turns": d.get("turns", 0),
                "first_favor": f"seat{(d.get('first_favor') or 0) + 1}",
                "chosen": [d.get("chosen", {}).get(s) for s in range(state.players)],
                "conjured": [list(d.get("conjured_ids", {}).get(s, [])) for s in range(state.players)],
                "cards_conjured": [len(d.get("conjured_ids", {}).get(s, [])) for s in range(state.players)],
                "banished_cards": [len(state.zones[f"banished:{s}"].cards) for s in range(state.players)],
                "life": [core.life(state, s) for s in range(state.players)]}
