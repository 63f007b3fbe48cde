"""Pariahs: six rounds of placing Followers at eight Locations to secure the most Support.

The rulebook is seeds/003 with RULINGS.md ("Pariahs"); docs/rules/PARIAHS.md is
the game as implemented.  The Locations and the 48 Followers are data in
cards.yaml, written in the card language of ``verbs``.
"""
from __future__ import annotations

from operator import itemgetter

from game import engine
from game.engine import events as ev
import game.engine.fast as fast
from game.engine.describe import possessive
import game.pariahs.board as board
import game.pariahs.progress as progress
import game.pariahs.setup as pariahs_setup
from game.pariahs.events import DeckScored, InfluenceScored
from game.engine.faces import Face
from game.pariahs.verbs import location_effects, place

FRAME_COLORS = {0: (214, 170, 40), 1: (52, 102, 178)}


class Pariahs(engine.Rules):
    name = "pariahs"

    # -- set-up ---------------------------------------------------------------------
    @classmethod
    def setup(cls, state, options):
        pariahs_setup.set_up(state, options)

    @classmethod
    def settings(cls, state):
        """The round and who places (a sandbox sets them between placements)."""
        if state.data.get("phase") != "turns":
            return []
        rounds = board.const(state, "rounds")
        colors = tuple((s, board.COLORS[s]) for s in range(2))
        return [engine.Setting("round", "Round", tuple((r, f"{r} of {rounds}") for r in range(1, rounds + 1))),
                engine.Setting("first", "First this round", colors),
                engine.Setting("turn", "To place", colors)]

    # -- rounds ----------------------------------------------------------------------
    @classmethod
    def chain_empty(cls, state):
        phase = state.data["phase"]
        if phase == "round_start":
            cls.begin_round(state)
            return True
        if phase == "turn_over":
            cls.next_turn(state, 1 - state.data["turn"])
            return True
        return False

    @classmethod
    def begin_round(cls, state):
        """Both draw five; the bottom card of the Initiative Deck is revealed for its Color to choose."""
        data = state.data
        data["round"] += 1
        if state.log is not None:
            state.emit(ev.PhaseBegan("round", f"Round {data['round']} of {board.const(state, 'rounds')}"))
        for seat in range(2):
            board.draw(state, seat, board.const(state, "hand_size"))
        initiative = state.zones["initiative"].cards
        if not initiative:
            cls.start_turns(state, 1 - data["first"])
            return
        uid = initiative[0]
        engine.move(state, uid, "revealed", face_up=True, reason="initiative")
        seat, name = state.cards[uid].owner, board.card_name(state, uid)
        data["phase"] = "initiative"
        state.pending = engine.Decision(seat, "initiative", f"{name} is revealed: shun it and go first, "
                                        "or take it and go second?",
                                        [engine.Action("initiative", seat, ("shun",), f"Shun {name}, go first",
                                                       card=uid, to=board.SUPDECK[seat]),
                                         engine.Action("initiative", seat, ("take",), f"Take {name}, go second",
                                                       card=uid, to=board.HAND[seat])])
        if state.log is not None:
            state.emit(ev.DecisionAsked(seat, "initiative", state.pending.prompt))

    @classmethod
    def start_turns(cls, state, first):
        state.data["first"] = first
        cls.next_turn(state, first)

    @classmethod
    def next_turn(cls, state, seat):
        """The round ends when all eight Locations are taken or the player to move cannot place."""
        if not board.can_place(state, seat):            # (all eight taken: no Location is open)
            cls.end_round(state)
            return
        data = state.data
        data["phase"], data["turn"] = "turns", seat
        data["turns"] += 1
        if state.log is not None:
            state.emit(ev.TurnBegan(seat, data["turns"]))

    @classmethod
    def end_round(cls, state):
        data = state.data
        if state.log is not None:
            state.emit(ev.PhaseBegan("round_end", f"Round {data['round']} ends"))
        scores = [board.influence(state, s) for s in range(2)]
        winner = None
        if scores[0] != scores[1]:
            winner = 0 if scores[0] > scores[1] else 1
        else:
            tb = board.tie_breaker(state)
            holder = board.occupant(state, tb) if tb is not None else None
            winner = state.cards[holder].owner if holder is not None else None
        if state.log is not None:
            state.emit(InfluenceScored(tuple(scores), winner))
        data["influence_wins"] = data["influence_wins"] + [(data["first"], winner)]
        if winner is not None:
            board.secure(state, winner, 1, "influence")
        classes, cards = board.facts(state).classes, state.cards
        for seat in range(2):
            if {classes[cards[u].card_id] for u in board.placed(state, seat)} == set(board.CLASSES):
                board.secure(state, seat, 1, "classes")
        for uid in board.placed(state):
            engine.move(state, uid, board.DECK[state.cards[uid].owner], face_up=False, reason="round_end")
        for seat in range(2):
            for uid in list(state.zones[board.HAND[seat]].cards):
                engine.move(state, uid, board.DECK[seat], face_up=False, reason="round_end")
            engine.shuffle(state, board.DECK[seat])
        if data["round"] >= board.const(state, "rounds"):
            cls.end_game(state)
        else:
            data["phase"] = "round_start"

    @classmethod
    def end_game(cls, state):
        """Support for each 10 Influence in the deck; most Support wins, then more cards in deck."""
        for seat in range(2):
            total, gained = board.deck_influence(state, seat), board.deck_support(state, seat)
            if state.log is not None:
                state.emit(DeckScored(seat, total, gained))
            board.secure(state, seat, gained, "deck")
        support = [board.support(state, s) for s in range(2)]
        decks = [len(state.zones[board.DECK[s]]) for s in range(2)]
        if support[0] != support[1]:
            winners, reason = [support.index(max(support))], "the most Support"
        elif decks[0] != decks[1]:
            winners, reason = [decks.index(max(decks))], "equal Support, more cards in deck"
        else:
            winners, reason = [0, 1], "equal Support and decks: a draw"
        state.data["phase"] = "over"
        engine.end_game(state, winners, reason, tuple(support))

    # -- turns -----------------------------------------------------------------------
    @classmethod
    def legal(cls, state):
        data = state.data
        if data["phase"] != "turns":
            return []
        seat = data["turn"]
        where = board.open_locations(state, seat)
        if not where:
            return []
        pick = itemgetter(*where) if len(where) > 1 else None
        known, actions, cards = board.facts(state), [], state.cards
        kept = known.placements
        for uid in state.zones[board.HAND[seat]].cards:
            at = kept.get((seat, uid, cards[uid].card_id))
            if at is None:
                at = _placements(known, state, seat, uid)
            if pick is None:
                actions.append(at[where[0]])
            else:
                actions += pick(at)
        return actions

    @classmethod
    def perform(cls, state, action):
        if action.kind == "initiative":
            cls.choose_initiative(state, action)
            return
        uid, i = action.args
        if state.log is not None:
            state.emit(ev.ActionTaken(action.seat, "place", f"{state.seats[action.seat]} places "
                                      f"{board.card_name(state, uid)} at {board.location_label(state, i)}."))
        place(state, action.seat, uid, i)
        state.data["phase"] = "turn_over"

    @classmethod
    def choose_initiative(cls, state, action):
        state.pending = None
        seat, choice = action.seat, action.args[0]
        uid = state.zones["revealed"].cards[0]
        state.data["initiative"] = state.data["initiative"] + [(seat, choice)]
        if choice == "shun":
            if state.log is not None:
                state.emit(ev.ActionTaken(seat, "initiative", f"{state.seats[seat]} shuns "
                                          f"{board.card_name(state, uid)} and goes first."))
            board.shun(state, [uid])
            cls.start_turns(state, seat)
        else:
            if state.log is not None:
                state.emit(ev.ActionTaken(seat, "initiative", f"{state.seats[seat]} takes "
                                          f"{board.card_name(state, uid)} and goes second."))
            engine.move(state, uid, board.HAND[seat], reason="initiative")
            cls.start_turns(state, 1 - seat)

    @classmethod
    def explain(cls, state, action):
        data = state.data
        if data["phase"] != "turns" or action.kind != "place":
            return "that is not a move now"
        if action.seat != data["turn"]:
            return f"it is {state.seats[data['turn']]}'s turn"
        if len(action.args) != 2:
            return "a placement names a card and a Location"
        uid, i = action.args
        if uid not in state.zones[board.HAND[action.seat]].cards:
            return "you can only place a card from your hand"
        if not isinstance(i, int) or not 0 <= i < 8:
            return "there is no such Location"
        if board.occupant(state, i) is not None:
            return f"a card is already placed at {board.location_label(state, i)}"
        name = state.defs.constants['locations'][i]['name']
        return f"you already have a card at {name}: never your color at both Locations of one name"

    # -- reading -------------------------------------------------------------------
    @classmethod
    def priority_order(cls, state):
        return _PRIORITY[state.data["turn"]]

    @classmethod
    def zone_label(cls, state, zone):
        kind, _, rest = zone.partition(":")
        if kind == "location":
            return board.location_label(state, int(rest))
        if kind == "initiative":
            return "the Initiative Deck"
        if kind == "revealed":
            return "the revealed Initiative card"
        owner = possessive(state.seats[int(rest)]) if rest.isdigit() else "?'s"
        return f"{owner} {board.ZONE_TITLES.get(kind, kind)}"

    @classmethod
    def face(cls, defn, props):
        klass = int(defn.family[-1])
        color = props.get("color", "")
        seat = 1 if color == "blue" else 0
        return Face(title=defn.name, kind=f"Class {klass} Follower", corner=str(defn["influence"]),
                    text=defn.text, family=defn.family, color=FRAME_COLORS[seat], sign="|" * klass,
                    art_key=defn.id, flavor=defn.get("flavor", "") or "", back=color or "pariahs")

    @classmethod
    def describe(cls, state, event):
        from game.pariahs.words import describe
        return describe(state, event)

    @classmethod
    def table_json(cls, state):
        return {"round": progress.round_number(state), "phase": progress.phase(state),
                "placing": progress.placing(state), "first": progress.first(state),
                "support_by_way": progress.ledger(state)}

    @classmethod
    def step_limit(cls, state):
        """Six rounds of a few dozen placements and answers each; ten times that is a game gone wrong."""
        return 3_000

    @classmethod
    def progress(cls, state):
        """A round begun or a card placed: every turn places one."""
        return progress.round_number(state), board.placed_count(state)

    @classmethod
    def stats(cls, state):
        data = state.data
        out = {"rounds": data["round"]}
        for seat, color in enumerate(board.COLORS):
            out[f"support_{color.lower()}"] = board.support(state, seat)
            out[f"{color.lower()}_won"] = int(state.winners == (seat,))
        for way in board.SUPPORT_WAYS:
            out[f"support_from_{way}"] = sum(data["ledger"][way])
        decided = [(first, winner) for first, winner in data["influence_wins"] if winner is not None]
        out["influence_rounds_decided"] = len(decided)
        out["influence_rounds_won_by_first"] = sum(1 for first, winner in decided if first == winner)
        for choice in ("shun", "take"):
            mine = [seat for seat, c in data["initiative"] if c == choice]
            out[f"{choice}_choices"] = len(mine)
            out[f"{choice}_choices_won"] = sum(1 for seat in mine if state.winners == (seat,))
        return out


_PRIORITY = ((0, 1), (1, 0))          # the seat to place first, then the other


_PLACEMENTS_KEPT = 2048         # cards whose placements are kept at most; then they are made afresh


def _placements(known: board.CardFacts, state, seat: int, uid) -> list:
    """The moves placing ``uid`` at each Location, made once per card (every position and copy of the game
    shares them: an Action never changes, and a search finds its own moves among them by identity);
    ``known``, the state's ``board.facts``, keeps them."""
    kept, key = known.placements, (seat, uid, state.cards[uid].card_id)
    moves = kept.get(key)
    if moves is None:
        if len(kept) >= _PLACEMENTS_KEPT:
            kept.clear()
        labels = known.placing_labels.get(key[2])
        if labels is None:
            name = board.card_name(state, uid)
            labels = known.placing_labels[key[2]] = tuple(f"Place {name} at {where}"
                                                          for where in known.location_labels)
        moves = kept[key] = fast.new_moves_to("place", seat, uid, labels, board.LOCATION_ZONES)
    return moves


def location_text(state, i: int) -> str:
    """A Location's effect as printed, generated from its instructions."""
    return location_effects(state)[i].text
