"""The `greedy` level: try each legal action, keep the one whose position evaluates best.

It looks one decision ahead: each action is played on a few deals of the
cards hidden from it (``determinize``) and the resulting positions are scored
with the game's evaluation (``evaluate``), averaged over the deals.  Ties go
to the earlier action in the legal list, so the choice is reproducible.

With ``quiet_once`` an action is first played on one deal only; when that play
moved, changed or drew no hidden card it is scored on that deal alone, and
every action is scored by how much it changed each deal's evaluation (after
minus before), so that one deal and three compare fairly.

With ``follow_ups`` (a depth), a candidate position that asks its own seat a question is
scored after the seat answers it greedily (``follow_up.FollowUps``).
"""
from __future__ import annotations

import math
import random

from game import engine
from game.ai import follow_up
from game.ai.determinize import Dealer, Memory
from game.ai.evaluate import evaluate


def scores_quiet_once(game: str) -> bool:
    """Whether `greedy` scores a quiet action on one deal in ``game``: its AI settings say so where that
    measured no weaker (docs/AI.md)."""
    manifest = engine.manifest_of(game)
    settings = manifest.ai_settings if manifest is not None else None
    return bool(settings is not None and settings.greedy_quiet_once)


def follow_up_depth(game: str) -> int:
    """How many of its own follow-up questions `greedy` answers before it scores an action in ``game``
    (its AI settings' ``greedy_follow_ups``; 0: none, the position right after the action)."""
    manifest = engine.manifest_of(game)
    settings = manifest.ai_settings if manifest is not None else None
    return settings.greedy_follow_ups if settings is not None else 0


class GreedyPlayer:
    level = "greedy"

    def __init__(self, seed: int = 0, samples: int = 3, quiet_once: bool | None = None,
                 follow_ups: int | None = None):
        self.rng = random.Random(seed)
        self.samples = samples
        self.quiet_once = quiet_once         # None: as the game's AI settings say (scores_quiet_once)
        self.follow_ups = follow_ups         # None: as the game's AI settings say (follow_up_depth)
        self.memory = Memory()

    def choose(self, view: engine.State) -> engine.Action:
        self.memory.observe(view)
        actions = engine.legal_actions(view)
        playable = [a for a in actions if a.kind != "concede"] or actions
        if len(playable) == 1:
            choice = playable[0]
        else:
            me = view.rules.to_move(view)
            dealer = Dealer(view, self.memory)
            deals = [dealer.deal(self.rng) for _ in range(self.samples)]
            for deal in deals:
                deal._legal_cache = view._legal_cache    # its own moves: what the seat to move sees decides them
            actions = distinct(view, playable)
            quiet_once = self.quiet_once if self.quiet_once is not None else scores_quiet_once(view.game)
            depth = self.follow_ups if self.follow_ups is not None else follow_up_depth(view.game)
            score = follow_up.FollowUps(dealer.hidden, depth) if depth else evaluate
            if quiet_once:
                choice = playable[best_by_change(deals, actions, me, dealer.hidden, score)]
            else:
                choice = playable[best_one_step(deals, actions, me, score)]
        return choice


class AllDealsGreedy(GreedyPlayer):
    """`greedy` as it played before issue 21: every action on every deal, in every game (``ai:greedy3``)."""
    level = "greedy3"

    def __init__(self, seed: int = 0, samples: int = 3):
        super().__init__(seed, samples, quiet_once=False, follow_ups=0)


class UnsettledGreedy(GreedyPlayer):
    """`greedy` as it played before issue 20, part 1: each candidate scored right after its action, its own
    follow-up questions unanswered (``ai:greedy1``)."""
    level = "greedy1"

    def __init__(self, seed: int = 0, samples: int = 3):
        super().__init__(seed, samples, follow_ups=0)


def distinct(view: engine.State, actions: list) -> dict:
    """index -> action, leaving out each action that does what an earlier one does to a copy of its card.

    Two actions are alike when they have the same kind, seat and arguments but for
    naming two cards the view shows alike (the same identity and marks, owner, zone
    and face); their positions then score the same, and the first of equals is kept
    anyway.  A card the view hides is never alike another.
    """
    out, seen = {}, set()
    cards = view.cards
    for i, action in enumerate(actions):
        key = _likeness(cards, action)
        if key is not None:
            if key in seen:
                continue
            seen.add(key)
        out[i] = action
    return out


def _likeness(cards: dict, action: engine.Action):
    """What ``action`` does with its cards named by what they are, not by uid; None if it names none
    (nothing to merge) or names a hidden card."""
    args, named = [], False
    for arg in action.args:
        card = cards.get(arg) if arg.__class__ is int else None
        if card is None:
            args.append(arg)
            continue
        if card.card_id is None:
            return None
        named = True
        props = card.props
        args.append((card.card_id, repr(sorted(props.items())) if props else "[]", card.owner, card.zone,
                     card.face_up))
    return (action.kind, action.seat, tuple(args)) if named else None


def best_one_step(deals: list, actions: dict, seat: int, score=evaluate):
    """The key of the action whose position scores best for ``seat``, summed over ``deals`` (the first of equals).

    ``score(position, seat)`` values a candidate position (``evaluate``, or ``follow_up.FollowUps``).

    Each action is played on a copy of each deal that keeps the deal's list of
    moves; the last action is played on the deal itself, so the deals are spent.
    """
    best, best_value = None, -math.inf
    last = len(actions) - 1
    moves = [_moves(deal) for deal in deals]
    for i, (key, action) in enumerate(actions.items()):
        value = 0.0
        for deal, cache in zip(deals, moves):
            if i == last:
                after = deal
            else:
                after = deal.clone()
                after._legal_cache = cache       # the same position at the same step: the same moves
            engine.apply(after, action)
            value += score(after, seat)
        if value > best_value:
            best, best_value = key, value
    return best


def best_by_change(deals: list, actions: dict, seat: int, hidden: list, score=evaluate):
    """The key of the action that raises ``seat``'s evaluation most, on average over its deals (the first of equals).

    Each action is played on the first deal; only one whose play there touched a
    hidden card (``hidden``: their uids) or drew at random is played on the others.
    """
    first, rest = deals[0], deals[1:]
    before = [evaluate(deal, seat) for deal in deals]
    moves = [_moves(deal) for deal in deals]
    start = before[0]
    best, best_value = None, -math.inf
    for key, action in actions.items():
        after = first.clone()
        after._legal_cache = moves[0]
        draws = after._draws
        engine.apply(after, action)
        value = score(after, seat) - start
        if rest and (after._draws != draws or _touched(after, first, hidden)):
            for deal, base, cache in zip(rest, before[1:], moves[1:]):
                other = deal.clone()
                other._legal_cache = cache
                engine.apply(other, action)
                value += score(other, seat) - base
            value /= len(deals)
        if value > best_value:
            best, best_value = key, value
    return best


def _moves(deal: engine.State):
    """The deal's legal-moves cache, filled: what each copy of it to play one action on shares."""
    engine.legal_actions(deal)
    return deal._legal_cache


def _touched(after: engine.State, before: engine.State, uids: list) -> bool:
    """Whether any of ``uids`` is not the card it was (moved or changed: copied on write)."""
    a, b = after.cards, before.cards
    for uid in uids:
        if a.get(uid) is not b[uid]:
            return True
    return False


def copy_position(state: engine.State, keep_moves: bool) -> engine.State:
    """A copy of the position to play one action on; with ``keep_moves`` it keeps the list of moves."""
    after = state.clone()
    if keep_moves:
        engine.legal_actions(state)
        after._legal_cache = state._legal_cache      # the same position at the same step: the same moves
    return after
