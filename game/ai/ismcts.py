"""The `hard` level: information-set Monte Carlo tree search (single observer).

Each iteration deals the cards hidden from the player at random, consistently
with what it has seen (``determinize``), and walks one shared tree with that
deal:

- selection: among the actions legal in this deal, UCB1 with availability
  counts (an action's parent count is how often it was available); with
  ``opponent_model``, an opponent's node instead takes what a one-step player
  would choose in this deal without seeing the searcher's cards;
- expansion: one untried action, or, with ``node_priors``, every action of a
  new node scored at once on this deal (the search starts from the
  one-step view instead of from noise);
- playout: optionally a few random actions, then the game's evaluation of
  the position for every seat (``evaluate``);
- backpropagation: each node keeps the value of the seat that chose its action.

The root's actions can start from a prior: each scored on the same few deals,
as `greedy` would (``prior_deals``).  With ``baseline``, each leaf is measured
against its own deal's value at the root, which cancels most of the luck of
the deal (the opponent's hand, the next draws) from the comparison of siblings.

Forced steps (a single legal action) are played through without a node.  An
action that names a card is keyed by what the card is (``action_key``), so
"the opponent plays a Death" is one branch whichever uid a deal put the Death
on, and two copies of a card are one choice.

With ``read``, the deals lean toward the hands the other seats' actions since
the last search point to (``read.Reading``, at most an eighth of the budget).

The player decides when its time budget (seconds, default 1) or its iteration
budget runs out, and plays the most visited action.  Given its seed and an
iteration budget it is deterministic: no clock is read that could change what
it does (``reading`` then has no deadline either), whatever the machine's load.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from game import engine
from game.ai.determinize import Dealer, Memory, redeal_for
from game.ai.read import Reading
from game.ai.reuse import KeptTree
from game.ai.evaluate import evaluate, evaluate_all
from game.ai.greedy import best_one_step, copy_position


@dataclass(frozen=True)
class Settings:
    exploration: float = 0.7     # UCB constant, for values in [0, 1]
    playout: int = 0             # random actions after the tree before evaluating
    prior_deals: int = 0         # deals on which every first action is scored before the search
    prior_weight: float = 4.0    # how many visits that score counts for
    baseline: bool = True        # subtract each deal's own value at the root (see _iterate)
    node_priors: bool = False    # score every action of a new node on its deal, as priors
    reuse_legal: bool = False    # the copies on which actions are scored keep the position's list of moves
    # deal with the game's constraint that reads memory (its manifest's remembered_constraint)
    remembered_deals: bool = False
    opponent_model: int = 0      # >0: an opponent in the tree answers as a one-step player, on this many deals
    # >0: read the other seats' actions since the last search on this many of its deals (read.py)
    read: int = 0
    reuse_tree: bool = False     # go on from the last search's node for the position reached (reuse.py)
    iterations: int = 1000       # what a bare `ai:hard` searches in a reproducible run: about what 1 s reaches
    greedy_quiet_once: bool = False  # `greedy` scores a quiet action on one deal (where that measured no weaker)
    # `greedy` answers this many of its own follow-up questions before it scores (follow_up.py)
    greedy_follow_ups: int = 0
    greedy_keep: str = ""        # `greedy` spends its deals by sequential halving with this keep rule ("": every deal)
    greedy_carry: str = ""       # what `greedy` carries to the seat's next decision: "answers", "deals" (carry.py)


class Node:
    __slots__ = ("seat", "children", "visits", "value", "avail")

    def __init__(self, seat: int | None):
        self.seat = seat               # who chose the action leading here
        self.children: dict = {}
        self.visits = 0
        self.value = 0.0
        self.avail = 1


def raw_key(action: engine.Action) -> tuple:
    return action.kind, action.seat, action.args


def action_key(state: engine.State, action: engine.Action) -> tuple:
    """What identifies an action across deals and among copies: the card it names, by identity.

    An action's first argument names a card when it is a card's uid and the
    action's label says that card's name; it is replaced by what the card is
    (id, marks, zone).  So "the opponent plays a Death" is one branch whatever
    uid a deal gave the Death, and two copies of a card in hand are one choice.
    """
    args = action.args
    if args and type(args[0]) is int:
        card = state.cards.get(args[0])
        if card is not None and card.card_id is not None \
                and state.defs.cards[card.card_id].name in action.label:
            props = tuple(sorted((k, v) for k, v in card.props.items() if k != "seen_by"))
            return action.kind, action.seat, (("card", card.card_id, props, card.zone),) + args[1:]
    return action.kind, action.seat, args


class HardPlayer:
    level = "hard"

    def __init__(self, seed: int = 0, budget: float = 1.0, iterations: int | None = None,
                 settings: Settings | None = None):
        self.rng = random.Random(seed)
        self.budget = budget
        self.iterations = iterations
        self.settings = settings
        self.memory = Memory()
        self.reading: Reading | None = None
        self.kept_tree = KeptTree()
        self.reused = 0                   # visits the last search's root carried over from the one before
        self.last_iterations = 0
        self.total_iterations = 0
        self.search_seconds = 0.0

    def choose(self, view: engine.State) -> engine.Action:
        self.memory.observe(view)
        actions = engine.legal_actions(view)
        playable = [a for a in actions if a.kind != "concede"] or actions
        if len(playable) == 1:
            self.last_iterations = 0
            choice = playable[0]
        else:
            start = time.perf_counter()
            root, count = self.search(view, playable)
            self.last_iterations = count
            self.total_iterations += count
            self.search_seconds += time.perf_counter() - start
            choice = max(playable, key=lambda a: _rank(root.children.get(action_key(view, a))))
        return choice

    def search(self, view: engine.State, playable: list) -> tuple[Node, int]:
        deadline = time.perf_counter() + self.budget if self.iterations is None else math.inf
        me = view.rules.to_move(view)
        settings = self.settings or _settings_of(view.game)
        root_keys = {raw_key(a): action_key(view, a) for a in playable}
        root = (self.kept_tree.follow(view, me, self.rng, action_key) if settings.reuse_tree else None) or Node(None)
        self.reused = root.visits
        limit = self.iterations if self.iterations is not None else math.inf
        count = 0
        hands = None
        if settings.read:
            self.reading = self.reading or Reading(settings.read)
            hands = self.reading.hands(view, me, self.rng, time.perf_counter() + self.budget / 8
                                       if self.iterations is None else math.inf)
        dealer = Dealer(view, self.memory, remembered=settings.remembered_deals, hands=hands)
        if settings.prior_deals:
            self._seed_root(root, dealer, playable, root_keys, me, settings)
        while count < limit and (count == 0 or time.perf_counter() < deadline):
            state = dealer.deal(self.rng)
            self._iterate(root, state, root_keys, settings, me)
            count += 1
        if settings.read:
            self.reading.keep(view, me, dealer)
        if settings.reuse_tree:
            self.kept_tree.keep(view, me, root, dealer)
        return root, count

    def _seed_root(self, root, dealer, playable, root_keys, me, settings) -> None:
        """Score each first action on the same few deals (like `greedy`), as the children's prior."""
        deals = [dealer.deal(self.rng) for _ in range(settings.prior_deals)]
        offsets = [evaluate(deal, me) - 0.5 if settings.baseline else 0.0 for deal in deals]
        weight = settings.prior_weight
        seeded = set()
        for action in playable:
            key = root_keys[raw_key(action)]
            if key in seeded:
                continue
            seeded.add(key)
            total = 0.0
            for deal, offset in zip(deals, offsets):
                after = copy_position(deal, settings.reuse_legal)
                engine.apply(after, action)
                total += evaluate(after, me) - offset
            child = root.children.get(key)
            if child is None:
                child = root.children[key] = Node(me)
                child.avail = 0
            child.visits += weight
            child.value += weight * total / len(deals)
            child.avail += weight

    def _iterate(self, root, state, root_keys, settings, me) -> None:
        rng = self.rng
        path = [root]
        node = root
        expanded = False
        leaf = None
        # A deal's luck (the opponent's hand, the next draws) moves every leaf below it
        # alike; measuring leaves against the deal's own value at the root cancels it,
        # so siblings compare with far less noise.  The expectation is unchanged.
        base = [b - 0.5 for b in evaluate_all(state)] if settings.baseline else None
        while not state.over and not expanded:
            actions = engine.legal_actions(state)
            if not actions:
                break
            keyed = {}
            if node is root:
                for a in actions:
                    key = root_keys.get(raw_key(a))
                    if key is not None:
                        keyed.setdefault(key, a)
            else:
                actions = [a for a in actions if a.kind != "concede"] or actions
                if len(actions) == 1:
                    engine.apply(state, actions[0])
                    continue
                for a in actions:
                    keyed.setdefault(action_key(state, a), a)
            if not keyed:
                break
            if settings.opponent_model and node is not root:
                mover = next(iter(keyed.values())).seat
                if mover != me:
                    key = self._modelled_answer(state, keyed, mover, settings.opponent_model)
                    child = node.children.get(key)
                    if child is None:
                        child = node.children[key] = Node(mover)
                        expanded = True
                    engine.apply(state, keyed[key])
                    node = child
                    path.append(node)
                    continue
            untried = []
            for key in keyed:
                child = node.children.get(key)
                if child is None:
                    untried.append(key)
                else:
                    child.avail += 1
            if untried and settings.node_priors and node is not root and not node.children:
                leaf = self._seed_node(node, state, keyed, base, settings.prior_weight,
                                       settings.reuse_legal and not settings.playout)
                break
            if untried:
                key = untried[rng.randrange(len(untried))]
                child = Node(keyed[key].seat)
                node.children[key] = child
                expanded = True
            else:
                key = _select(node, keyed, settings.exploration)
                child = node.children[key]
            engine.apply(state, keyed[key])
            node = child
            path.append(node)
        for _ in range(settings.playout):
            actions = [] if state.over else engine.legal_actions(state)
            playable = [a for a in actions if a.kind != "concede"] or actions
            if not playable:
                break
            engine.apply(state, playable[rng.randrange(len(playable))])
        values = leaf if leaf is not None else _measured(state, base)
        for n in path[1:]:
            n.visits += 1
            n.value += values[n.seat]
        root.visits += 1

    def _modelled_answer(self, state, keyed, seat, deals):
        """What a one-step player in ``seat`` would choose here, not seeing what it cannot see (as `greedy`)."""
        if len(keyed) == 1:
            return next(iter(keyed))
        return best_one_step([redeal_for(state, seat, self.rng) for _ in range(deals)], keyed, seat)

    @staticmethod
    def _seed_node(node, state, keyed, base, weight, fast=False) -> list | None:
        """Score each action of a node reached for the first time on this deal: its children's priors.

        With ``fast`` the copies keep the position's list of moves and the last action is
        played on ``state`` itself; the node's own values are returned, as ``state`` is spent.
        """
        here = _measured(state, base) if fast else None
        last = len(keyed) - 1
        for i, (key, action) in enumerate(keyed.items()):
            after = state if fast and i == last else copy_position(state, fast)
            engine.apply(after, action)
            value = evaluate_all(after)[action.seat]
            if base is not None:
                value -= base[action.seat]
            child = Node(action.seat)
            child.visits = child.avail = weight
            child.value = weight * value
            node.children[key] = child
        return here


def _measured(state: engine.State, base: list | None) -> list:
    """Every seat's value of the position, less the deal's own value at the root when there is a baseline."""
    values = evaluate_all(state)
    return values if base is None else [v - b for v, b in zip(values, base)]


def _select(node: Node, keyed: dict, c: float):
    best, best_score = None, -math.inf
    for key in keyed:
        child = node.children[key]
        if not child.visits:
            return key
        score = child.value / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = key, score
    return best


def _rank(child: Node | None) -> tuple:
    if child is None:
        return (-1, 0.0)
    return (child.visits, child.value / child.visits if child.visits else 0.0)


def default_iterations(game: str) -> int:
    """The iterations a decision of the game's `hard` player searches in a reproducible run."""
    return _settings_of(game).iterations


def _settings_of(game: str) -> Settings:
    """The game's own search settings (its manifest's ``ai_settings``), or the defaults."""
    manifest = engine.manifest_of(game)
    return manifest.ai_settings if manifest is not None and manifest.ai_settings is not None else Settings()
