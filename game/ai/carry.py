"""What one `greedy` decision leaves for the same seat's next one, when nothing happened in between.

When the next decision comes right after the seat's own action (the record grew by that action
alone), the seat has learnt only what that action showed it, so it can go on from its deals:

- **answers**: the action opened a question to the seat itself, and the follow-up search
  (``follow_up.FollowUps``) already answered it on the first deal that asked; when the question
  offers the same answers, that answer is given again without dealing (and so is the next one);
- **deals**: each deal's position after the action, when its scoring did not play on it, is a
  deal of the new view as long as it shows everything the view shows (``fit``: a card the action
  drew into the seat's hand takes the place of the one the deal drew, and trades identities with a
  hidden card that has the one the view shows); those deals are used again instead of new ones.
"""
from __future__ import annotations

import random

from game import engine
from game.ai.determinize import changed_uids, deal_facts, trade


class Carried:
    """One decision's leftovers: the record the next decision must show, the answers found for the
    chosen action (with what each was chosen from) and the deals' positions after it."""

    def __init__(self, record_length: int, last: tuple, path: tuple = (), asked: tuple = (),
                 positions: list | None = None, shown: dict | None = None):
        self.record_length, self.last = record_length, last
        self.path, self.asked = path, asked
        self.positions = positions or []
        self.shown = shown               # the cards of the view the positions were deals of (``fit``'s ``before``)

    def follows(self, view: engine.State) -> bool:
        """Whether ``view`` comes right after the chosen action, with no other action between."""
        record = view.record
        return len(record) == self.record_length and record[-1] == self.last

    def answer(self, view: engine.State, playable: list) -> engine.Action | None:
        """The answer found for the seat's own question, when the view asks it with the same answers."""
        if not self.path:
            return None
        pending = view.pending
        if pending is None or pending.source == "game":
            return None
        answer, asked = self.path[0], self.asked[0]
        if answer not in playable or len(asked) != len(playable) or any(a not in asked for a in playable):
            return None
        return answer

    def after_answer(self, answer: engine.Action, record_length: int) -> "Carried":
        """What is left for the decision after ``answer``: the rest of the answers."""
        return Carried(record_length + 1, (answer.seat, answer.kind, answer.args), self.path[1:], self.asked[1:])

    def deals(self, view: engine.State, rng: random.Random) -> list:
        """The kept positions that are deals of ``view`` (``fit``), each with the view's moves."""
        return list(self.fitting(view, rng))

    def fitting(self, view: engine.State, rng: random.Random):
        """``deals``, one by one: each kept position is fitted when the next deal is asked for."""
        for position in self.positions:
            if fit(position, view, rng, self.shown):
                position._legal_cache = view._legal_cache
                yield position


class Tracker:
    """Watches ``best_by_halving`` or ``best_by_change`` play the candidates, to keep the chosen one's positions."""

    def __init__(self, record_length: int):
        self.record_length = record_length
        self.after: dict = {}            # candidate key -> its positions

    @staticmethod
    def playing(after: engine.State) -> None:
        """Called before a candidate's action is played on ``after``: the position lists the cards it changes
        (``State._touched``), so that ``fit`` checks only those and the ones the next view changed."""
        after._touched = []

    def played(self, key, after: engine.State) -> None:
        self.after.setdefault(key, []).append(after)

    def positions(self, key) -> list:
        """The positions of candidate ``key`` that are their deal after it alone: scoring played no answer on them."""
        length = self.record_length + 1
        return [p for p in self.after.get(key, ()) if not p.over and len(p.record) == length]


_MISSING = object()
_BLANK: list = [None, []]        # the last view's cards, and the uids it hides in its order (the next fits' view)


def _blank(shown: dict) -> list:
    """The uids whose identity the view's cards ``shown`` hide, in their order; worked out once per view."""
    if _BLANK[0] is not shown:
        _BLANK[:] = shown, [uid for uid, card in shown.items() if card.card_id is None]
    return _BLANK[1]


def fit(position: engine.State, view: engine.State, rng: random.Random, before: dict | None = None) -> bool:
    """Whether ``position`` (a full state) shows ``view``'s seat all that the view shows, once each card the
    view shows as another identity than the position's (a card drawn into the seat's hand) has traded
    identities with a card the view hides that has it (one of its group, at random): the same step,
    counters, questions, chain and data, every zone's cards (a secret zone's in any order) and every card
    where it is, identity and marks too where the view shows them.

    With ``before`` (the cards of the view the position was a deal of, every card of the deal showing what
    that view showed) and the cards the position changed since listed (``Tracker.playing``), only the cards
    changed on either side are looked at: the others still show what they showed."""
    if position.over or position.step != view.step or position.counters != view.counters:
        return False
    if position.pending != view.pending or position.turn_queue != view.turn_queue:
        return False
    if position.chain != view.chain or position.waiting != view.waiting:
        return False
    data, shown = position.data, view.data
    if len(data) != len(shown):
        return False
    if "hidden_pool" in shown and "hidden_pool" in data:
        data = data.copy()               # compared as a whole, the pool aside
        data["hidden_pool"] = shown["hidden_pool"]
        if data != shown:
            return False
    else:
        for key, value in shown.items():
            if key != "hidden_pool" and data.get(key, _MISSING) != value:
                return False
    if not _align(position, view):       # every secret zone now holds the view's cards
        return False
    zones = position.zones
    for name, zone in view.zones.items():
        mine = zones.get(name)
        if mine is None:
            return False
        if zone.visibility != engine.SECRET and mine.cards != zone.cards:
            return False
    cards, shown_cards = position.cards, view.cards
    if len(cards) != len(shown_cards):
        return False
    touched = position._touched
    if before is None or touched is None or position._memos is not None:     # (a view of it lists its own)
        changed = shown_cards.items()
    else:
        uids = changed_uids(shown_cards, before)
        changed = [(uid, shown_cards[uid]) for uid in dict.fromkeys(uids + touched) if uid in shown_cards]
    wrong = []
    for uid, shown_card in changed:
        card = cards.get(uid)
        if card is shown_card:
            continue
        if (card is None or card.zone != shown_card.zone or card.moves != shown_card.moves
                or card.face_up != shown_card.face_up or card.owner != shown_card.owner):
            return False
        if shown_card.card_id is not None and (card.card_id != shown_card.card_id or card.props != shown_card.props):
            wrong.append(uid)
    if len(wrong) > 1 and touched:
        wrong = set(wrong)
        wrong = [uid for uid in shown_cards if uid in wrong]     # in the view's order: they draw in turn
    return not wrong or _mend(position, view, wrong, rng)


def _mend(position: engine.State, view: engine.State, wrong: list, rng: random.Random) -> bool:
    """Give each of ``wrong`` the identity the view shows, traded from a card the view hides (of its group
    under the game's deal constraint); False when no such card has it."""
    keys = deal_facts(view.game).deal_constraint
    group = (lambda uid: keys[0](view, view.cards[uid])) if keys else (lambda uid: None)
    cards, shown_cards = position.cards, view.cards
    blank = _blank(shown_cards)
    for uid in wrong:
        want = shown_cards[uid]
        mine = group(uid)
        donors = [u for u in blank if cards[u].card_id == want.card_id and group(u) == mine]
        if not donors:
            return False
        trade(position, uid, donors[rng.randrange(len(donors))] if len(donors) > 1 else donors[0])
        card = cards[uid]
        if card.card_id != want.card_id:
            return False
        if card.props != want.props:
            position.writable(uid).props = dict(want.props)
    return True


def _align(position: engine.State, view: engine.State) -> bool:
    """Where the position took a card out of a secret zone (a deck's top card drawn) and the view shows
    another card of that zone taken to the same place, the two cards trade places (the deck's order is
    hidden: either could have been on top); False when a secret zone's cards differ otherwise."""
    zones, shown_zones = position.zones, view.zones
    drawn = {}                           # uid the position took out of a secret zone -> that zone
    kept = {}                            # uid the position keeps there that the view shows taken out
    for name, zone in shown_zones.items():
        if zone.visibility != engine.SECRET:
            continue
        mine = zones[name].cards
        if len(mine) != len(zone.cards):
            return False
        if mine == zone.cards:
            continue
        here, there = set(mine), set(zone.cards)
        if here == there:
            continue
        for uid in there - here:
            drawn[uid] = name
        for uid in here - there:
            kept[uid] = name
    if not drawn:
        return True
    cards = position.cards
    for uid, source in drawn.items():
        card = cards[uid]
        shown = shown_zones.get(card.zone)
        if shown is None or shown.visibility == engine.SECRET:
            return False
        spot = zones[card.zone].cards.index(uid)
        if spot >= len(shown.cards):
            return False
        other = shown.cards[spot]
        if kept.pop(other, None) != source:
            return False
        _swap_places(position, uid, other, view.cards)
    return not kept


def _swap_places(position: engine.State, a: int, b: int, shown: dict) -> None:
    """Cards ``a`` and ``b`` trade places (zone, place in it, face), each keeping what it is; each moved
    as often as the view (``shown``: its cards) says."""
    x, y = position.writable(a), position.writable(b)
    xs, ys = position.writable_zone(x.zone).cards, position.writable_zone(y.zone).cards
    i, j = xs.index(a), ys.index(b)
    xs[i], ys[j] = b, a
    x.zone, y.zone = y.zone, x.zone
    x.moves, y.moves = shown[a].moves, shown[b].moves
    x.face_up, y.face_up = y.face_up, x.face_up
    position._legal_cache = None
