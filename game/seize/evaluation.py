"""How good an A Bandit's Seize position is for a seat.

The game is won by a recognized Seize that turns the Trump back to the Tonic
(or when the other player runs out and cannot buy back).  So what a position
is worth is mostly *who threatens that Seize, and who can stop it*:

- **Threats.**  While the Trump is off the Tonic, each colored card of the
  Tonic suit that may seize is a ticket to win: played in response to a
  higher led card, it turns the Trump home.  A low card is a better ticket
  (it can seize more leads): weight (highest - value) / (highest - lowest)
  over the set's values, Youth 1.0 down to Kingdom 0.17 in the shipped set.
  While the Trump is the Tonic those cards are latent (the Trump must leave
  first), worth a third.
- **The trick on the table.**  When a card is led and the Trump is off the
  Tonic, a responder holding a Tonic seizer below it wins now unless the
  leader negates with a colorless card and the seizer cannot answer: a large
  term.  When a trick is about to be led, a responder holding a Tonic
  seizer below every card of the leader's wins next (1.5); below some of
  them, the leader is exposed as its low cards run out (0.75 times the
  share of its hand above the seizer).  A
  Seize to the Tonic already declared wins unless the leader can negate and
  the seizer cannot answer (a Death, or a colored Youth): decisive either way.
- **Defence.**  Colorless cards in hand negate a Seize (0.5 each, two at most
  count).  A card answers a negation when it has an ``answer_negation`` ability
  that recognizes the Seize and whose condition holds now (in the shipped set a
  Death, or a colored Youth): each answer is worth what its instructions do
  (``WORTHS``: a recognized Seize 0.3).  A card's other abilities (the extras
  used before a play: a look at a deck, a restored Youth) add what their
  instructions are worth, weighed by their conditions.  So the answers and extras
  come from the abilities in cards.yaml, not from the cards' names.
- **Staying power.**  Cards in the well fund a buyback (0.03 each), and
  cards in hand are moves (0.05 each).

The margin (mine minus the opponent's) is squashed into a win chance.
"""
from __future__ import annotations

import dataclasses

from game.ai.evaluate import evaluator, two_sided
from game.ai.pricing import printed
from game.ai.worth import Worths
from game.seize import state as seize
from game.seize.cardset import table
from game.seize.state import HANDS, WELLS

SCALE = 1.0              # margin for a 73% win chance
LATENT_OFF = 1.0         # a Tonic card's worth while the Trump is off the Tonic
LATENT_HOME = 1 / 3      # and while the Trump is home (it must leave first)

# A buyback antes random cards of the well and shuffles the rest into a well-deck:
# nobody sees which went where.
UNTRACKED_ZONES = ("pot", "welldeck:0", "welldeck:1")
# A card is its value and its suit; draining marks it as it is played (a Wisdom used, a
# complacent Seize), so a reading of the table names cards without the mark.
def card_identity(card) -> tuple:
    return card.card_id, card.props.get("suit")


# What an instruction is worth, in margin points: an answer held is 0.3 (a Seize that stands);
# a look at a deck or a restored card a little; the costs are paid in the abilities' ``cost``.
WORTHS = Worths("seize", {
    "recognize_seize": 0.3, "retire_negating_card": 0.05, "look_at_top": 0.02, "restore_in_hand": 0.1,
    "shuffle_it_into_table_deck": 0.0, "drain_this": 0.0, "retire_this": 0.0, "retire_from_hand": 0.0,
    "discard_this_into_trick": 0.0}, triggers={"answer_negation": 1.0, "turn_extra": 1.0}, condition=0.5)

_PLAYS: dict = {}


def card_plays(t):
    """Per card id: (seize weight, [(condition, worth) of its answers], worth of its extras), once per set."""
    got = _PLAYS.get(id(t))
    if got is None or got[0] is not t:
        values = sorted(t.value.values())
        got = _PLAYS[id(t)] = (t, {cid: (_reach(t.value[cid], values), _answer_worths(t, cid),
                                           sum(WORTHS.ability(a, t.defs.cards[cid]) for _, a in t.extras[cid]))
                                     for cid in t.value})
    return got[1]


def _reach(value, values) -> float:
    """Where ``value`` sits between the set's highest and lowest: 1 for the lowest card (it can seize
    every lead), 0 for the highest (it seizes none)."""
    low, high = values[0], values[-1]
    return (high - value) / (high - low) if high > low else 0.0


def _answer_worths(t, cid) -> list:
    defn = t.defs.cards[cid]
    return [(t.conditions[(cid, i)], WORTHS.ability(dataclasses.replace(a, condition=None), defn))
            for i, a in t.answers[cid] if any(instr.name == "recognize_seize" for instr in a.do)]


def _answer_worth(state, seat, hand, t) -> float:
    """What the hand's answers to a negation are worth: each card whose answer's condition holds now."""
    if printed():
        return 0.3 * _printed_answers(hand)
    plays = card_plays(t)
    total = 0.0
    for c in hand:
        for cond, worth in plays[c.card_id][1]:
            if cond is None or cond(state, c.uid, seat):
                total += worth
                break
    return total


def _has_answer(state, seat, hand, t) -> bool:
    return _answer_worth(state, seat, hand, t) > 0


def _hand(state, seat):
    cards = state.cards
    return [cards[u] for u in state.zones[HANDS[seat]].cards]


def _tonic_seizers(hand, t, tonic, trump, below=99) -> float:
    """The weight of the colored Tonic cards in a hand that could seize a lead of value ``below``."""
    total = 0.0
    reach = None if printed() else card_plays(t)
    for c in hand:
        props = c.props
        if props.get("drained") or props.get("suit") != tonic or tonic == trump or not t.seizes[c.card_id]:
            continue
        v = t.value[c.card_id]
        if v < below:
            total += (14 - v) / 12 if reach is None else reach[c.card_id][0]
    return total


def _lowest_seizer(hand, t, tonic, trump):
    """The value of the lowest colored Tonic card in a hand that may seize, or None."""
    values = [t.value[c.card_id] for c in hand if not c.props.get("drained") and c.props.get("suit") == tonic
              and tonic != trump and t.seizes[c.card_id]]
    return min(values, default=None)


def _printed_answers(hand) -> int:
    """The baseline levels' answers, by card name: a Death or a colored Youth."""
    return sum(1 for c in hand if c.card_id == "death" or (c.card_id == "youth" and not c.props.get("drained")))


def _colorless(hand) -> int:
    return sum(1 for c in hand if c.props.get("drained"))


def strength(state, seat, t) -> float:
    flat = printed()
    return _strength(state, seat, t, flat, None if flat else card_plays(t))


def _strength(state, seat, t, flat: bool, plays) -> float:
    """``strength``, the pricing (``printed``) and the set's ``card_plays`` read once for both seats."""
    cards = state.cards
    hand = state.zones[HANDS[seat]].cards
    data = state.data
    tonic, trump = data.get("tonic"), data.get("trump")
    latent = 0.0
    colorless = 0
    seizes = t.seizes
    abilities = []                   # (uid, its answers, its extras' worth if colored) of the cards that have any
    for uid in hand:
        c = cards[uid]
        props = c.props
        drained = props.get("drained")
        if drained:
            colorless += 1
        elif tonic is not None and props.get("suit") == tonic and seizes[c.card_id]:
            latent += (14 - t.value[c.card_id]) / 12 if flat else plays[c.card_id][0]
        if not flat:
            _, answers, extras = plays[c.card_id]
            if answers or extras and not drained:
                abilities.append((uid, answers, 0 if drained else extras))
    score = 0.0
    if tonic is not None:
        score += latent * (LATENT_OFF if trump != tonic else LATENT_HOME)
    score += 0.5 * min(2, colorless)
    if flat:
        score += 0.3 * _printed_answers([cards[u] for u in hand])
    else:
        for uid, answers, extras in abilities:
            for cond, worth in answers:
                if cond is None or cond(state, uid, seat):
                    score += worth
                    break
            if extras:
                score += extras
    score += 0.03 * len(state.zones[WELLS[seat]].cards) + 0.05 * len(hand)
    return score


def threat(state, t) -> float:
    """The tactical term for the trick at hand: positive when seat 0 is about to win, negative for seat 1."""
    data = state.data
    tonic, trump, phase = data.get("tonic"), data.get("trump"), data.get("phase")
    if phase in ("negation", "answer") and data.get("seizing") is not None:
        return seize_home(state, tonic, t)
    if tonic is None or trump == tonic or phase not in ("lead", "respond"):
        return 0.0
    leader = seize.leader(state)
    responder = 1 - leader
    lead_hand, resp_hand = _hand(state, leader), _hand(state, responder)
    if phase == "respond" and seize.played(state):
        led = t.value[state.cards[seize.led_card(state)].card_id]
        if not _tonic_seizers(resp_hand, t, tonic, trump, led):
            return 0.0
        size = 3.0
    elif lead_hand:
        lowest = _lowest_seizer(resp_hand, t, tonic, trump)
        if lowest is None:
            return 0.0
        exposed = sum(1 for c in lead_hand if t.value[c.card_id] > lowest)
        if not exposed:
            return 0.0
        size = 1.5 if exposed == len(lead_hand) else 0.75 * exposed / len(lead_hand)
    else:
        return 0.0
    if _colorless(lead_hand) and not _has_answer(state, responder, resp_hand, t):
        size /= 4
    return size if responder == 0 else -size


def seize_home(state, tonic, t) -> float:
    """A Seize to the Tonic waiting on a negation or an answer: it wins unless negated and unanswered."""
    seizer = seize.seizer(state)
    if state.cards[seize.seizing(state)].props.get("suit") != tonic:
        return 0.0
    answered = _has_answer(state, seizer, _hand(state, seizer), t)
    if seize.phase(state) == "negation":
        wins = answered or not _colorless(_hand(state, 1 - seizer))
    else:
        wins = answered
    size = 6.0 if wins else -0.5
    return size if seizer == 0 else -size


@evaluator("seize")
def evaluate_seize(state) -> list[float]:
    t = table(state.defs)
    flat = printed()
    plays = None if flat else card_plays(t)
    return two_sided(_strength(state, 0, t, flat, plays) - _strength(state, 1, t, flat, plays) + threat(state, t),
                     SCALE)
