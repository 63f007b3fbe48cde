"""Scoring a position after the questions it puts to its own seat are answered.

An action often opens a question for the seat that chose it: a Follower's Ability asks
"gain which Supplicant?", a Banished trigger asks "you may ..." or which ability resolves
next.  Scored as it stands, such a position has the question unanswered, so the evaluation
cannot see what the Ability will do.  ``settled_value`` answers the seat's own questions
greedily, each answer tried on a copy, up to ``depth`` questions deep, and scores the best
position reached.  ``FollowUps`` does that for one decision's candidates: the answers it
found on the first deal that asked are replayed on the others where they are still legal
and name no card hidden from the player, instead of searched again.
"""
from __future__ import annotations

import math

from game import engine
from game.ai.alike import distinct
from game.ai.evaluate import evaluate


def own_answers(position: engine.State, seat: int) -> list | None:
    """The answers to a question ``position`` puts to ``seat`` itself (an Ability's, not the game's),
    when there is more than one to choose from; None otherwise."""
    pending = position.pending
    if pending is None or pending.seat != seat or pending.source == "game" or position.over:
        return None
    answers = [a for a in engine.legal_actions(position) if a.kind != "concede"]
    return answers if len(answers) > 1 else None


def settled_value(position: engine.State, seat: int, depth: int = 2, score=evaluate) -> float:
    """``seat``'s value of ``position`` once it has answered its own questions greedily, at most ``depth`` deep."""
    return _search(_copy(position, position._legal_cache), seat, depth, score)[0]


def _search(position: engine.State, seat: int, depth: int, score, notes: bool = False,
            answers: list | None = None) -> tuple[float, tuple, tuple]:
    """The best value ``seat`` reaches by answering its own questions, the answers that reach it
    (the first of equals) and, with ``notes``, the answers each of those was chosen from.  It spends
    ``position``: the last answer tried at each question is played on it.  ``answers``: the position's own
    answers (``own_answers``), when the caller has them."""
    if answers is None and depth > 0:
        answers = own_answers(position, seat)
    if answers is None:
        return score(position, seat), (), ()
    moves = position._legal_cache
    best, best_path, best_asked = -math.inf, (), ()
    tried = distinct(position, answers)
    last = len(tried) - 1
    for i, answer in enumerate(tried.values()):
        after = position if i == last else _copy(position, moves)    # the last answer spends the position
        engine.apply(after, answer)
        value, path, asked = _search(after, seat, depth - 1, score, notes)
        if value > best:
            best, best_path = value, (answer, *path)
            if notes:
                best_asked = (answers, *asked)
    return best, best_path, best_asked


def _copy(position: engine.State, moves) -> engine.State:
    """A copy of ``position`` to play one answer on (it shares the position's list of moves to check it)."""
    after = position.clone()
    after._legal_cache = moves
    return after


class FollowUps:
    """``score(position, seat)`` for one decision's candidate positions, each after its own questions.
    Scoring spends the position: its answers are played on it (the last one tried at each question).

    The first deal on which a candidate asks a question searches the answers (``settled_value``);
    the others replay the answers found there while each is legal, and search from where one
    is not, or names a card hidden from the player (``hidden``: its uid stands for another card
    in each deal), or the deal asks more than the first one did.  A candidate is known by the
    action that made it, the last one its position recorded, so the order in which the deals
    are scored does not matter.
    """

    def __init__(self, hidden=(), depth: int = 2, score=evaluate, notes: bool = False):
        self.hidden = frozenset(hidden)
        self.depth = depth
        self.score = score
        self.notes = notes               # keep what each answer found was chosen from (``found``)
        self.answers: dict = {}          # the candidate's action, as recorded -> the answers found for it
        self.asked: dict = {}            # the candidate's action, as recorded -> what each of them was chosen from

    def __call__(self, position: engine.State, seat: int) -> float:
        answers = own_answers(position, seat) if self.depth > 0 else None
        if answers is None:
            return self.score(position, seat)
        key = position.record[-1]
        path = self.answers.get(key)
        if path is None:
            value, path, asked = _search(position, seat, self.depth, self.score, self.notes, answers)
            path = self.answers[key] = self._visible(path)
            self.asked[key] = asked[:len(path)]
            return value
        return self._replay(position, seat, path)

    def _replay(self, position: engine.State, seat: int, path: tuple) -> float:
        depth = self.depth
        for answer in path:
            answers = own_answers(position, seat)
            if answers is None:
                break
            if answer not in answers:
                return _search(position, seat, depth, self.score, False, answers)[0]
            engine.apply(position, answer)
            depth -= 1
        return _search(position, seat, depth, self.score)[0]

    def found(self, key) -> tuple[tuple, tuple]:
        """The answers found for the candidate recorded as ``key`` (up to the first naming a hidden card),
        and (with ``notes``) the answers each was chosen from; empty when it asked nothing."""
        return self.answers.get(key, ()), self.asked.get(key, ())

    def _visible(self, path: tuple) -> tuple:
        """The answers of ``path`` before the first that names a hidden card: the ones to replay."""
        hidden = self.hidden
        for i, answer in enumerate(path):
            if any(type(arg) is int and arg in hidden for arg in answer.args):
                return path[:i]
        return path
