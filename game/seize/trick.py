"""The flow of a trick: the lead, the response, the Seize and its negation, and who takes the trick."""
from __future__ import annotations

from game import engine
from game.engine import events as ev
from game.seize import events as sev
from game.seize.acts import ask, drain, finish, set_trump, usable
from game.seize.buyback import between_tricks
from game.seize.cardset import table
from game.seize.state import HANDS, WELLS, colored
from game.seize.words import label, naming, told


def play(state, seat, uid, reason) -> None:
    """``uid`` goes to the trick: led, played in response, or seizing; the first colored card sets the Trump."""
    engine.move(state, uid, "trick", reason=reason)
    template = _TOLD.get(reason)
    log = state.log
    if template and log is not None:            # worded when read (a quiet state makes no event)
        log.append(ev.ActionTaken(seat, reason, (told, template, state.seats[seat], naming(state, uid))))
    d = state.data
    d["played"].append(uid)
    if d["trump"] is None and colored(state, uid):
        set_trump(state, state.cards[uid].props["suit"])


# the log's sentence of a play, by its reason
_TOLD = {"lead": "{who} leads {card}.", "play": "{who} plays {card}."}


def can_seize(state, uid) -> str:
    """'' if the responder's card may seize the led card now, else why not."""
    d = state.data
    t = table(state.defs)
    card = state.cards[uid]
    if not d["played"]:
        return "only the card played in response may seize; the card that leads never turns"
    if card.props.get("drained"):
        return "a colorless card cannot seize"
    if not t.seizes[card.card_id]:
        return f"{t.names[card.card_id]} cannot seize"
    if d["trump"] is None or card.props.get("suit") == d["trump"]:
        return "a card of the current Trump suit cannot seize"
    led = t.value[state.cards[d["played"][0]].card_id]
    mine = t.value[card.card_id]
    if mine == led:
        return "equal numbers cannot seize"
    if mine > led:
        return "only the weaker card (the smaller number) may seize"
    return ""


def winner(state):
    """The played card that takes the trick, or None when no card can win."""
    d = state.data
    trump = d["trump"]
    value = table(state.defs).value
    cards = state.cards
    best = None
    best_trump = False
    for uid in d["played"]:
        props = cards[uid].props
        if props.get("drained"):
            continue
        is_trump = props["suit"] == trump
        if best is None or (is_trump and not best_trump) or \
                (is_trump == best_trump and value[cards[uid].card_id] > value[cards[best].card_id]):
            best, best_trump = uid, is_trump
    return best


def declare_seize(state, seat, uid) -> None:
    """The responder seizes with ``uid``: the leader may negate it with a colorless card."""
    d = state.data
    trump = d["trump"]
    play(state, seat, uid, "seize")
    card = state.cards[uid]
    engine.happen(state, sev.SeizeDeclared(seat, uid, card.card_id, card.props["suit"], d["played"][0], trump))
    leader = d["leader"]
    negators = [u for u in state.zones[HANDS[leader]].cards if state.cards[u].props.get("drained")]
    if not negators:
        seize_stands(state)
        return
    d["phase"] = "negation"
    options = [engine.Action("negate", leader, (u,), f"Negate with {label(state, u)}", card=u, to="trick")
               for u in negators]
    options.append(engine.Action("negate", leader, (), "Let the Seize stand"))
    ask(state, leader, "negate", f"{state.seats[seat]} seizes: negate it with a colorless card?", options)


def negate(state, uid) -> None:
    """The leader negates the Seize with the colorless ``uid``: the seizer may answer."""
    d = state.data
    leader = d["leader"]
    engine.move(state, uid, "trick", reason="negate")
    d["discarded"].append(uid)
    d["negator"] = uid
    d["negations"] += 1
    card = state.cards[uid]
    state.emit(sev.NegationPlayed(leader, uid, card.card_id, card.props.get("suit"), d["seizing"]))
    seizer = d["seizer"]
    t = table(state.defs)
    options = []
    for u in state.zones[HANDS[seizer]].cards:
        card_id = state.cards[u].card_id
        for i, _ in usable(state, seizer, u, t.answers[card_id]):
            options.append(engine.Action("answer", seizer, (u, i),
                                         f"Answer with {label(state, u)}: {t.text[(card_id, i)]}",
                                         card=u, to=t.moves_this[(card_id, i)]))
    if not options:
        seize_turned_back(state)
        return
    d["phase"] = "answer"
    options.append(engine.Action("answer", seizer, (), "Let the negation stand"))
    ask(state, seizer, "answer", "Your Seize is negated: answer it?", options)


def seize_turned_back(state) -> None:
    """The negation stands: the Trump stays, and the trick is judged as it lies."""
    d = state.data
    engine.happen(state, sev.SeizeTurnedBack(d["seizer"], d["seizing"], d["trump"]))
    end_trick(state)


def seize_stands(state) -> None:
    """A recognized Seize: the Trump turns, the wheel prices the turn, the Tonic wins, else the trick is judged."""
    d = state.data
    t = table(state.defs)
    seizer, uid = d["seizer"], d["seizing"]
    old = d["trump"]
    new = state.cards[uid].props["suit"]
    set_trump(state, new)
    relation = t.relation[(old, new)]
    price = t.prices[relation]
    state.emit(sev.SeizeRecognized(seizer, uid, old, new, relation, price))
    if price == "led_card":
        drain(state, d["played"][0])
    elif price == "seizing_card":
        drain(state, uid)
    if new == d["tonic"]:
        finish(state, seizer, f"{state.seats[seizer]}'s Seize turned the Trump back to the Tonic")
        return
    end_trick(state, next_leader=seizer)


def end_trick(state, next_leader=None) -> None:
    """The winning card's player takes the trick into the well (or it goes to the flames); then the draw."""
    d = state.data
    best = winner(state)
    trick = list(state.zones["trick"].cards)
    if best is None:
        for uid in trick:
            engine.move(state, uid, "flames", reason="flames")
        d["tricks_to_flames"] += 1
        state.emit(ev.Message("No card can win the trick: it goes to the flames."))
        taker = None
    else:
        taker = d["leader"] if best == d["played"][0] else 1 - d["leader"]
        for uid in trick:
            engine.move(state, uid, WELLS[taker], reason="take")
        log = state.log
        if log is not None:
            log.append(ev.Message((told, "{who} takes the trick with {card}.", state.seats[taker],
                                   naming(state, best)), taker))
    d["tricks"] += 1
    if next_leader is not None:
        d["leader"] = next_leader
    elif taker is not None:
        d["leader"] = taker
    d["played"] = []
    d["discarded"] = []
    d["seizer"] = d["seizing"] = d["negator"] = None
    d["recognized"] = False
    between_tricks(state)
