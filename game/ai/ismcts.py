"""The `hard` level: information-set Monte Carlo tree search (single observer).

Each iteration deals the cards hidden from the player at random, consistently
with its view (``determinize``), and walks one shared tree with that deal:

- selection: among the actions legal in this deal, UCB1 with availability
  counts (an action's parent count is how often it was available);
- expansion: one untried action;
- playout: a few random actions (``Settings.playout``), then the game's
  evaluation of the position for every seat (``evaluate``);
- backpropagation: each node keeps the value of the seat that chose its action.

Forced steps (a single legal action) are played through without a node.
Another seat's actions are keyed by the identity of the cards they name when
those cards are hidden from the searching seat, so "the opponent plays a
Death" is one branch whichever uid the deal put the Death on.

The player decides when its time budget (seconds, default 1) or its iteration
budget runs out, and plays the most visited action.  Given its seed and an
iteration budget it is deterministic.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from .. import engine
from .determinize import Memory, determinize, hidden_uids
from .evaluate import evaluate_all


@dataclass(frozen=True)
class Settings:
    exploration: float = 0.7     # UCB constant, for values in [0, 1]
    playout: int = 0             # random actions after the tree before evaluating


# Per game, measured with benchmarks/ai.py: the evaluations' values sit close to
# 0.5, so a small exploration constant keeps the search from spreading evenly.
SETTINGS: dict[str, Settings] = {
    "seize": Settings(exploration=0.15),
}


class Node:
    __slots__ = ("seat", "children", "visits", "value", "avail")

    def __init__(self, seat: int | None):
        self.seat = seat               # who chose the action leading here
        self.children: dict = {}
        self.visits = 0
        self.value = 0.0
        self.avail = 1


def action_key(state: engine.State, action: engine.Action, root_seat: int, hidden: frozenset):
    """What identifies an action across deals: another seat's hidden cards by identity."""
    if action.seat == root_seat or not hidden:
        return action.kind, action.seat, action.args
    args = tuple(_identity(state, a) if isinstance(a, int) and a in hidden else a for a in action.args)
    return action.kind, action.seat, args


def _identity(state, uid):
    card = state.cards[uid]
    return "card", card.card_id, tuple(sorted(card.props.items()))


class HardPlayer:
    level = "hard"

    def __init__(self, seed: int = 0, budget: float = 1.0, iterations: int | None = None,
                 settings: Settings | None = None):
        self.rng = random.Random(seed)
        self.budget = budget
        self.iterations = iterations
        self.settings = settings
        self.memory = Memory()
        self.last_iterations = 0
        self.total_iterations = 0
        self.search_seconds = 0.0

    def choose(self, view: engine.State) -> engine.Action:
        self.memory.observe(view)
        actions = engine.legal_actions(view)
        playable = [a for a in actions if a.kind != "concede"] or actions
        if len(playable) == 1:
            self.last_iterations = 0
            return playable[0]
        start = time.perf_counter()
        root, count = self.search(view, playable)
        self.last_iterations = count
        self.total_iterations += count
        self.search_seconds += time.perf_counter() - start
        best = max(playable, key=lambda a: _rank(root.children.get((a.kind, a.seat, a.args))))
        return best

    def search(self, view: engine.State, playable: list) -> tuple[Node, int]:
        me = view.rules.to_move(view)
        settings = self.settings or SETTINGS.get(view.game, Settings())
        hidden = frozenset(hidden_uids(view))
        allowed = {(a.kind, a.seat, a.args) for a in playable}
        root = Node(None)
        deadline = time.perf_counter() + self.budget if self.iterations is None else math.inf
        limit = self.iterations if self.iterations is not None else math.inf
        count = 0
        while count < limit and (count == 0 or time.perf_counter() < deadline):
            state = determinize(view, self.rng, self.memory)
            self._iterate(root, state, me, hidden, allowed, settings)
            count += 1
        return root, count

    def _iterate(self, root, state, me, hidden, allowed, settings) -> None:
        rng = self.rng
        path = [root]
        node = root
        expanded = False
        while not state.over and not expanded:
            actions = engine.legal_actions(state)
            if not actions:
                break
            if node is root:
                actions = [a for a in actions if (a.kind, a.seat, a.args) in allowed]
            else:
                actions = [a for a in actions if a.kind != "concede"] or actions
            if len(actions) == 1 and node is not root:
                engine.apply(state, actions[0])
                continue
            keyed = {}
            for a in actions:
                keyed.setdefault(action_key(state, a, me, hidden), a)
            untried = []
            for key in keyed:
                child = node.children.get(key)
                if child is None:
                    untried.append(key)
                else:
                    child.avail += 1
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
            if state.over:
                break
            actions = engine.legal_actions(state)
            if not actions:
                break
            playable = [a for a in actions if a.kind != "concede"] or actions
            engine.apply(state, playable[rng.randrange(len(playable))])
        values = evaluate_all(state)
        for n in path[1:]:
            n.visits += 1
            n.value += values[n.seat]
        root.visits += 1


def _select(node: Node, keyed: dict, c: float):
    best, best_score = None, -math.inf
    for key in keyed:
        child = node.children[key]
        score = child.value / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = key, score
    return best


def _rank(child: Node | None) -> tuple:
    if child is None:
        return (-1, 0.0)
    return (child.visits, child.value / child.visits if child.visits else 0.0)
