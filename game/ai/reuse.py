"""Carrying a search tree from one decision to the next.

Between two decisions of a player the table records what everybody did.  The
last search's tree holds, below its root, the line the game actually took:
our action, the other seats' answers, the forced steps between, down to the
node where we decide again.  That node's statistics were gathered on deals
in which the other seats answered as they did (with ``opponent_model``, the
modelled opponent chose exactly those answers), so they are a head start
read from the table, and the new search goes on from there instead of from
nothing.

The line is found by replaying the record since on one deal of the last
position (given what the table has shown since) and keying each action as
the tree keyed it.  A line the tree never explored, or a record the deals
cannot replay, gives no tree and the search starts afresh.
"""
from __future__ import annotations

import itertools

from game import engine
from game.ai.read import deals_since, recorded


class KeptTree:
    tries = 8                     # deals of the last position tried before giving up on its tree

    def __init__(self):
        self.root = None
        self.dealer = None
        self.since = 0
        self.me = None

    def keep(self, view: engine.State, me: int, root, dealer) -> None:
        """Keep the tree just searched and the dealer of its position."""
        self.root, self.dealer, self.since, self.me = root, dealer, len(view.record), me

    def follow(self, view: engine.State, me: int, rng, action_key):
        """The kept tree's node for the position of ``view``, or None; the kept tree is let go either way."""
        root, dealer, self.root, self.dealer = self.root, self.dealer, None, None
        actions = view.record[self.since:]
        if root is None or me != self.me or not actions:
            return None
        for deal in itertools.islice(deals_since(dealer, view, rng), self.tries):
            node = _walk(root, deal, actions, action_key)
            if node is not None:
                return node if node.children and engine.legal_actions(deal) else None
        return None


def _walk(root, deal: engine.State, actions, action_key):
    """Follow ``actions`` down the tree on ``deal`` as the search keyed them; None where the tree or the deal stops."""
    node = root
    for seat, kind, args in actions:
        if deal.over:
            return None
        legal = engine.legal_actions(deal)
        taken = recorded(legal, seat, kind, args)
        if taken is None:
            return None
        playable = [a for a in legal if a.kind != "concede"] or legal
        if node is root or len(playable) > 1:
            node = node.children.get(action_key(deal, taken))
            if node is None:
                return None
        engine.apply(deal, taken)
    return node
