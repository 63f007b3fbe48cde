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

With a ``keep`` rule (the game's AI settings, ``greedy_keep``) the deals are spent by
sequential halving (``best_by_halving``): every action is scored on the first deal, and only
the leaders the rule keeps go on to the next deal, which is dealt only then.

With ``carry`` (the game's AI settings, ``greedy_carry``) a decision that comes right after the
seat's own action goes on from the last one (``carry``): the answers its follow-up search found
for that action, and its deals with the action played on them.  Scoring quiet actions once, a player
that carries deals also deals each deal only when it is first read, instead of drawing all at once.
"""
from __future__ import annotations

import functools
import math
import random
import re

from game import engine
from game.ai.follow_up import FollowUps
from game.ai.alike import distinct
from game.ai.carry import Carried, Tracker
from game.ai.determinize import Dealer, Memory, hidden_uids
from game.ai.evaluate import evaluate


def _settings(game: str):
    """The game's AI settings (``Settings``), or None for a game that has none."""
    manifest = engine.manifest_of(game)
    return manifest.ai_settings if manifest is not None else None


def scores_quiet_once(game: str) -> bool:
    """Whether `greedy` scores a quiet action on one deal in ``game``: its AI settings say so where that
    measured no weaker (docs/AI.md)."""
    settings = _settings(game)
    return bool(settings is not None and settings.greedy_quiet_once)


def follow_up_depth(game: str) -> int:
    """How many of its own follow-up questions `greedy` answers before it scores an action in ``game``
    (its AI settings' ``greedy_follow_ups``; 0: none, the position right after the action)."""
    settings = _settings(game)
    return settings.greedy_follow_ups if settings is not None else 0


def game_keep_rule(game: str) -> str:
    """The keep rule `greedy` spends its deals by in ``game`` (its AI settings' ``greedy_keep``; "" for
    every action on every deal)."""
    settings = _settings(game)
    return settings.greedy_keep if settings is not None else ""


def game_carry(game: str) -> str:
    """What `greedy` carries from a decision to the same seat's next in ``game`` when nothing happened
    between (its AI settings' ``greedy_carry``: "answers", "deals", both joined by a comma, or "")."""
    settings = _settings(game)
    return settings.greedy_carry if settings is not None else ""


class GreedyPlayer:
    level = "greedy"

    def __init__(self, seed: int = 0, samples: int = 3, quiet_once: bool | None = None,
                 follow_ups: int | None = None, keep: str | None = None, carry: str | None = None):
        self.rng = random.Random(seed)
        self.samples = samples
        self.quiet_once = quiet_once         # None: as the game's AI settings say (scores_quiet_once)
        self.follow_ups = follow_ups         # None: as the game's AI settings say (follow_up_depth)
        self.keep = keep                     # None: as the game's AI settings say (game_keep_rule); "": every deal
        self.carry = carry                   # None: as the game's AI settings say (game_carry); "": nothing
        self.carried: Carried | None = None  # what the last decision left for the next (``carry``)
        self.memory = Memory()

    def choose(self, view: engine.State) -> engine.Action:
        self.memory.observe(view)
        carried, self.carried = self.carried, None
        actions = engine.legal_actions(view)
        playable = [a for a in actions if a.kind != "concede"] or actions
        if len(playable) == 1:
            return playable[0]
        me = view.rules.to_move(view)
        carry = self.carry if self.carry is not None else game_carry(view.game)
        if carried is not None and not carried.follows(view):
            carried = None
        if carried is not None and "answers" in carry:
            answer = carried.answer(view, playable)
            if answer is not None:
                self.carried = carried.after_answer(answer, len(view.record))
                return answer
        actions = distinct(view, playable)
        quiet_once = self.quiet_once if self.quiet_once is not None else scores_quiet_once(view.game)
        keep = self.keep if self.keep is not None else game_keep_rule(view.game)
        if keep and len(actions) == 1:
            return playable[next(iter(actions))]
        hidden = hidden_uids(view)
        tracker = Tracker(len(view.record)) if "deals" in carry else None
        if keep:
            kept = carried.deals(view, self.rng) if carried is not None and tracker is not None else []
            score = self._scorer(hidden, view.game, "answers" in carry)
            deals = Deals(self._dealer_maker(view, hidden), self.rng, view._legal_cache, self.samples, kept=kept)
            key = best_by_halving(deals, actions, me, keep_rule(keep), hidden if quiet_once else None, score, tracker)
            return self._chosen(view, playable, actions, key, score, tracker, carry)
        score = self._scorer(hidden, view.game)
        if quiet_once:
            if tracker is not None:      # each deal fitted or dealt when first read
                kept = carried.fitting(view, self.rng) if carried is not None else ()
                deals = Deals(self._dealer_maker(view, hidden), self.rng, view._legal_cache, self.samples, kept=kept)
            else:
                deals = Deals(Dealer(view, self.memory, hidden=hidden), self.rng, view._legal_cache, self.samples,
                              drawn_now=True)
            key = best_by_change(deals, actions, me, hidden, score, tracker)
            return self._chosen(view, playable, actions, key, score, tracker, carry)
        dealer = Dealer(view, self.memory, hidden=hidden)
        deals = [dealer.deal(self.rng) for _ in range(self.samples)]
        for deal in deals:
            deal._legal_cache = view._legal_cache    # its own moves: what the seat to move sees decides them
        return playable[best_one_step(deals, actions, me, score)]

    def _dealer_maker(self, view: engine.State, hidden: list):
        """A function that makes this decision's ``Dealer`` when its first deal is made (``Deals``)."""
        memory = self.memory
        return lambda: Dealer(view, memory, hidden=hidden)

    def _chosen(self, view: engine.State, playable: list, actions: dict, key, score, tracker, carry: str):
        """The action of candidate ``key``, noting what it leaves for the seat's next decision when carrying."""
        if carry:
            self.carried = self._leftovers(view, key, actions[key], score, tracker)
        return playable[key]

    def _leftovers(self, view: engine.State, key, action: engine.Action, score, tracker) -> Carried:
        """What this decision leaves for the seat's next, if it comes right after ``action``."""
        last = (action.seat, action.kind, action.args)
        path, asked = score.found(last) if isinstance(score, FollowUps) and score.notes else ((), ())
        positions = tracker.positions(key) if tracker is not None else []
        return Carried(len(view.record) + 1, last, path, asked, positions, view.cards)

    def _scorer(self, hidden: list, game: str, notes: bool = False):
        """How a candidate position is scored: after its own follow-up questions where the depth says so (with
        ``notes``, keeping what each answer was chosen from, to give it again: ``carry``)."""
        depth = self.follow_ups if self.follow_ups is not None else follow_up_depth(game)
        return FollowUps(hidden, depth, notes=notes) if depth else evaluate


class AllDealsGreedy(GreedyPlayer):
    """`greedy` scoring every action on every deal, in every game (``ai:greedy3``): a baseline to measure against."""
    level = "greedy3"

    def __init__(self, seed: int = 0, samples: int = 3):
        super().__init__(seed, samples, quiet_once=False, follow_ups=0, keep="", carry="")


class UnsettledGreedy(GreedyPlayer):
    """`greedy` without follow-ups (``ai:greedy1``), a baseline to measure against: each candidate scored right
    after its action, its own follow-up questions unanswered, on every deal."""
    level = "greedy1"

    def __init__(self, seed: int = 0, samples: int = 3):
        super().__init__(seed, samples, follow_ups=0, keep="", carry="")


class FreshDealsGreedy(GreedyPlayer):
    """`greedy` before it carried answers and deals from one decision to the next (``ai:greedy22``)."""
    level = "greedy22"

    def __init__(self, seed: int = 0, samples: int = 3):
        super().__init__(seed, samples, carry="")


class EveryDealGreedy(GreedyPlayer):
    """`greedy` before sequential halving: each action it scores is scored on every deal (``ai:greedy21``)."""
    level = "greedy21"

    def __init__(self, seed: int = 0, samples: int = 3):
        super().__init__(seed, samples, keep="", carry="")


class Deals:
    """A decision's deals, each dealt when first asked for: a decision its first deal settles deals once.

    ``dealer``: a ``Dealer``, or a function that makes one when a deal is first made; ``kept``: deals
    already made (carried from the seat's last decision: ``carry``), used first: a list, or an iterator
    whose next deal is taken when one more is read (``Carried.fitting``).

    With ``drawn_now`` every deal's draws are drawn at once (``Dealer.plan``: the generator moves on as
    if all were dealt) and a deal is made from its draws when first asked for: the same deals as dealing
    them all at once, without making those nobody reads."""

    def __init__(self, dealer, rng: random.Random, moves, count: int, drawn_now: bool = False, kept=()):
        self.dealer, self.rng, self.moves, self.count = dealer, rng, moves, count
        self.kept = None
        if isinstance(kept, (list, tuple)):
            self.dealt: list = list(kept[:count])
        else:
            self.dealt, self.kept = [], kept
        self.plans = None
        if drawn_now:
            if dealer.hands:                     # its deals draw again once made (``Dealer.deal``): made now
                for k in range(count):
                    self[k]
            else:
                self.plans = [dealer.plan(rng) for _ in range(count)]

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, k: int) -> engine.State:
        while len(self.dealt) <= k:
            if self.kept is not None:
                deal = next(self.kept, None)
                if deal is not None:
                    self.dealt.append(deal)
                    continue
                self.kept = None
            if not isinstance(self.dealer, Dealer):
                self.dealer = self.dealer()
            if self.plans is not None:
                deal = self.dealer.build(self.plans[len(self.dealt)])[0]
            else:
                deal = self.dealer.deal(self.rng)
            deal._legal_cache = self.moves       # its own moves: what the seat to move sees decides them
            self.dealt.append(deal)
        return self.dealt[k]


@functools.lru_cache(maxsize=None)
def keep_rule(name: str):
    """``keep(keys, score, dealt) -> the leaders`` after ``dealt`` deals, in the order of ``keys``, from a rule's
    name: ``all``, ``half`` (the better half, rounded up), ``topN`` (the N best) or ``withinX`` (every action
    whose mean score is at most X below the best's); rules joined by ``/`` are used after the first deal, the
    second, ... (the last for the rest): ``top2/top1`` scores the two best of the first deal on a second only."""
    rules = [_one_rule(part) for part in name.split("/")]

    def keep(keys, score, dealt=1):
        return rules[min(dealt, len(rules)) - 1](keys, score)
    return keep


def _one_rule(name: str):
    if name == "all":
        return lambda keys, score: keys
    if name == "half":
        return lambda keys, score: _best(keys, score, (len(keys) + 1) // 2)
    if (top := re.fullmatch(r"top(\d+)", name)) is not None:
        return lambda keys, score: _best(keys, score, int(top.group(1)))
    if (within := re.fullmatch(r"within([0-9.]+)", name)) is not None:
        margin = float(within.group(1))

        def keep(keys, score):
            floor = max(score[k] for k in keys) - margin
            return [k for k in keys if score[k] >= floor]
        return keep
    raise ValueError(f"unknown keep rule {name!r}: use all, half, topN or withinX, or several joined by /")


def _best(keys: list, score: dict, count: int) -> list:
    """The ``count`` best of ``keys`` by ``score`` (the earlier of equals), in the order of ``keys``."""
    if count >= len(keys):
        return keys
    order = sorted(range(len(keys)), key=lambda i: -score[keys[i]])[:count]
    return [keys[i] for i in sorted(order)]


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


def best_by_change(deals: list, actions: dict, seat: int, hidden: list, score=evaluate, tracker=None):
    """The key of the action that raises ``seat``'s evaluation most, on average over its deals (the first of equals).

    Each action is played on the first deal; only one whose play there touched a
    hidden card (``hidden``: their uids) or drew at random is played on the others (``deals[k]`` read
    only then: ``Deals`` makes a deal when first read).  A ``tracker`` (``carry.Tracker``) sees each
    candidate's position on each deal it was played on.
    """
    first, others = deals[0], len(deals) > 1
    start, first_moves = evaluate(first, seat), _moves(first)
    blank = frozenset(hidden)
    rest = None                      # (deal, its evaluation, its moves) of the others, once an action needs them
    best, best_value = None, -math.inf
    for key, action in actions.items():
        after = first.clone()
        after._legal_cache = first_moves
        draws = after._draws
        touched = after._touched = []        # the cards the action copies to change (``Tracker.playing`` too)
        engine.apply(after, action)
        loud = others and (after._draws != draws or not blank.isdisjoint(touched))
        if tracker is not None:
            tracker.played(key, after)
        value = score(after, seat) - start           # (scoring may spend the position: follow-ups)
        if loud:
            if rest is None:
                rest = [(deal, evaluate(deal, seat), _moves(deal)) for deal in (deals[k] for k in range(1, len(deals)))]
            for deal, base, cache in rest:
                other = deal.clone()
                other._legal_cache = cache
                if tracker is not None:
                    tracker.playing(other)
                engine.apply(other, action)
                if tracker is not None:
                    tracker.played(key, other)
                value += score(other, seat) - base
            value /= len(deals)
        if value > best_value:
            best, best_value = key, value
    return best


def best_by_halving(deals, actions: dict, seat: int, keep, hidden: list | None = None, score=evaluate,
                    tracker=None):
    """The key of the action with the best mean score for ``seat`` over the deals it was scored on
    (the first of equals), the deals spent by sequential halving.

    Every action is scored on the first deal; after each deal, ``keep(keys, mean score, deals so far)``
    (``keep_rule``) names the leaders, and only they are scored on the next deal (``deals[k]`` is dealt
    when first read: ``Deals``), so the leaders still in are compared over the same deals.  With ``hidden`` (the
    uids of the hidden cards: scoring quiet actions once) a score is the change of the evaluation
    on its deal, and an action whose play on the first deal touched no hidden card and drew
    nothing is scored on that deal alone.  ``score(position, seat)`` values a candidate position
    (``evaluate``, or ``follow_up.FollowUps``).  A ``tracker`` (``carry.Tracker``) sees each
    candidate's position on each deal.
    """
    alive = list(actions)
    total = dict.fromkeys(alive, 0.0)
    count = dict.fromkeys(alive, 0)
    settled = set()
    for r in range(len(deals)):
        going = [k for k in alive if k not in settled] if settled else alive
        if not going:
            break
        deal = deals[r]
        cache = _moves(deal)
        base = 0.0 if hidden is None else evaluate(deal, seat)
        spend = len(going) - 1 if hidden is None else -1      # the last is played on the deal itself
        for i, key in enumerate(going):
            if i == spend:
                after = deal
            else:
                after = deal.clone()
                after._legal_cache = cache       # the same position at the same step: the same moves
            draws = after._draws
            if tracker is not None:
                tracker.playing(after)
            engine.apply(after, actions[key])
            if hidden is not None and r == 0 and after._draws == draws and not _touched(after, deal, hidden):
                settled.add(key)
            if tracker is not None:
                tracker.played(key, after)
            total[key] += score(after, seat) - base      # (scoring may spend the position: follow-ups)
            count[key] += 1
        if r + 1 < len(deals):
            alive = keep(alive, {k: total[k] / count[k] for k in alive}, r + 1)
            if len(alive) == 1:
                break
    best, best_value = None, -math.inf
    for key in alive:
        value = total[key] / count[key]
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
