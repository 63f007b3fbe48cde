"""Reading the other players' hands from what they did at the table.

A search deals the cards hidden from its player.  Between two searches the
other players acted, and a player at the table reads those actions: a
player who keeps a card when it could have played it probably values it.
``Reading`` does that with the same one-step model of the opponent that the
search plays against (``ismcts``, ``opponent_model``):

1. each search keeps its dealer, which deals its own position again;
2. at the next search each of ``particles`` deals of it is first given what the table has shown
   since (the cards played, drawn or revealed, by identity), then every
   action in the public record since is replayed on it: the player's own as
   taken, each other seat's checked against what a one-step player would have
   chosen in that deal.  A deal whose model chose otherwise is dropped, save
   one time in ``1 / eps`` (the model is right about nine times in ten);
3. the cards still hidden in the other seats' hands that were there at the
   kept position take, in each surviving deal, an identity: the hands the
   actions point to.  The next deals are patched toward one of them
   (``determinize.Dealer``'s ``hands``), and the new kept deals come from
   those, so what was read is read on.

Cards drawn since carry no reading: they were not there to be played.
"""
from __future__ import annotations

import math
import time

from game import engine
from game.ai.determinize import card_identity, identity_key, redeal_for, trade
from game.ai.greedy import best_one_step


def action_sign(state: engine.State, seat: int, kind: str, args: tuple, key) -> tuple:
    """An action as the table saw it: its kind, the card it names by what the card is, its other arguments."""
    if args and type(args[0]) is int and args[0] in state.cards:
        card = state.cards[args[0]]
        return (kind, seat, key(card) if card.card_id is not None else None) + tuple(args[1:])
    return (kind, seat) + tuple(args)


def held_zones(view: engine.State, me: int) -> list[str]:
    """The zones other seats hold in private: where a read of their plays applies."""
    return [name for name, zone in view.zones.items()
            if zone.visibility == engine.PRIVATE and zone.owner is not None and zone.owner != me]


class Reading:
    least = 10                                # fewer surviving deals than this read nothing (too sure of too few)

    def __init__(self, particles: int, eps: float = 0.1):
        self.size = particles
        self.eps = eps
        self.dealer = None                    # deals the position kept (the last search's)
        self.since = 0                        # the length of the record at the kept position
        self.held: dict[int, str] = {}        # hidden uids in other seats' hands at the kept position
        self.me = None
        self.last = (0, 0)                    # (deals replayed, deals kept) at the last read

    def keep(self, view: engine.State, me: int, dealer) -> None:
        """Keep the dealer of the position just searched: its deals are dealt when the next actions are read."""
        self.me = me
        self.since = len(view.record)
        self.held = {uid: name for name in held_zones(view, me) for uid in view.zones[name].cards
                     if view.cards[uid].card_id is None}
        self.dealer = dealer if self.held else None

    def hands(self, view: engine.State, me: int, rng, stop: float = math.inf) -> list[dict]:
        """Identities for the other seats' hidden held cards, one dict per deal that explains their actions.

        Reading stops at ``stop`` (a ``time.perf_counter`` reading) with the deals read so far.
        """
        dealer, self.dealer = self.dealer, None
        self.last = (0, 0)
        actions = view.record[self.since:]
        if dealer is None or me != self.me or not any(seat != me for seat, _, _ in actions):
            return []
        key = identity_key(view.game)
        still = [uid for uid, zone in self.held.items()
                 if uid in view.cards and view.cards[uid].zone == zone and view.cards[uid].card_id is None]
        if not still:
            return []
        signs = [action_sign(view, seat, kind, args, key) for seat, kind, args in actions]
        found, tried = [], 0
        deals = deals_since(dealer, view, rng)
        for _ in range(self.size):
            if time.perf_counter() > stop:
                break
            deal = next(deals)
            tried += 1
            if self._replay(deal, actions, signs, me, key, rng):
                cards = deal.cards
                found.append({uid: card_identity(cards[uid]) for uid in still if cards[uid].zone == self.held[uid]})
        self.last = (tried, len(found))
        return found if len(found) >= self.least else []

    def _replay(self, deal, actions, signs, me, key, rng) -> bool:
        """Play the record since on ``deal``; False as soon as the deal cannot explain an action."""
        for (seat, kind, args), sign in zip(actions, signs):
            if deal.over:
                return False
            legal = engine.legal_actions(deal)
            if seat == me or kind == "concede":
                taken = recorded(legal, seat, kind, args)
                if taken is None:
                    return False
                engine.apply(deal, taken)
                continue
            signed = [(action_sign(deal, a.seat, a.kind, a.args, key), a) for a in legal]
            like = [a for s, a in signed if s == sign]
            if not like:
                return False
            if len(legal) > 1:
                options = {}
                for s, a in signed:
                    if a.kind != "concede":
                        options.setdefault(s, a)
                if len(options) > 1:
                    model = best_one_step([redeal_for(deal, seat, rng)], options, seat)
                    if model != sign and rng.random() >= self.eps:
                        return False
            taken = next((a for a in like if a.args == args), None)
            if taken is None:
                taken = like[0]
                if deal.pending is None and args and type(args[0]) is int and taken.args[1:] == args[1:] \
                        and args[0] in deal.cards and deal.cards[args[0]].zone == deal.cards[taken.args[0]].zone:
                    trade(deal, args[0], taken.args[0])      # a hand's cards are interchangeable
                    taken = engine.Action(kind, seat, args)
            engine.apply(deal, taken)
        return True


def deals_since(dealer, view: engine.State, rng):
    """Endless deals of a kept position, each given what the table has shown since (``view``)."""
    key = identity_key(view.game)
    shown = {uid: key(card) for uid, card in view.cards.items() if card.card_id is not None}
    while True:
        deal = dealer.deal(rng)
        _give_shown(deal, shown, key)
        yield deal


def recorded(legal: list, seat: int, kind: str, args: tuple) -> engine.Action | None:
    """The legal action the record names exactly, or None."""
    return next((a for a in legal if a.seat == seat and a.kind == kind and a.args == args), None)


def _give_shown(deal: engine.State, shown: dict, key) -> None:
    """Give a kept deal the identities the table has shown since (each traded with a card unshown now)."""
    cards = deal.cards
    wrong = [uid for uid, k in shown.items() if uid in cards and key(cards[uid]) != k]
    if not wrong:
        return
    free: dict = {}
    for uid, card in cards.items():
        if uid not in shown:
            free.setdefault(key(card), []).append(uid)
    for uid in wrong:
        spots = free.get(shown[uid])
        if spots:
            other = spots.pop()
            had = key(cards[uid])
            trade(deal, uid, other)
            free.setdefault(had, []).append(other)
