"""The contract the shared code calls: start a game, list the legal moves, apply one (a seat's view is
``game.engine.views.view``, also offered as ``engine.view``).

    new_game(game, seats, seed, cards, setup=None) -> State
    legal_actions(state) -> list[Action]
    apply(state, action) -> list[Event]      # illegal: IllegalAction, state untouched
    state.clone()                             # cheap: definitions shared, state is ids
    views.view(state, seat) -> State          # hidden cards redacted
"""
from __future__ import annotations

from types import MappingProxyType

import game.engine.events as ev
from game.engine.cards import CardSet
from game.engine.carddefs import game_cards
from game.engine.chain import settle
from game.engine.eventlog import EventLog
from game.engine.moment import read_moment
from game.engine.primitives import LIMIT, end_game
from game.engine.registry import GAMES
from game.engine.action import Action
from game.engine.pieces import Decision
from game.engine.state import GameError, IllegalAction, State


def new_game(game: str, seats, seed: int, cards, setup: dict | None = None, uid_scheme: int = 2,
             quiet: bool = False, uid_secret: int | None = None, **options) -> State:
    """A game set up and settled; ``quiet``: a state that keeps no log (``State.quiet``), from its set-up on.
    ``uid_secret``: the secret the uid key is drawn from (a game a person plays: ``new_seed()``, kept in its
    save and replay), so a small seed cannot be found from a view's uids; None draws it from the seed."""
    if game not in GAMES:
        raise GameError(f"unknown game {game!r}; the games are {', '.join(sorted(GAMES))}")
    rules = GAMES[game]
    if isinstance(cards, CardSet) and game not in cards.games:
        raise GameError(f"{getattr(cards, 'path', '') or 'the card file'} has no '{game}' section: "
                        f"{game} cannot be played without its cards")
    seats = tuple(seats)
    if not rules.min_seats <= len(seats) <= rules.max_seats:
        raise GameError(f"{game} is played by {rules.min_seats}–{rules.max_seats} seats, not {len(seats)}")
    state = laid_out(game, seats, seed, cards, setup, uid_scheme, uid_secret, **options)
    settle(state)
    state.progress_mark = rules.progress(state)
    if not quiet:
        state.log = []
    return state


def laid_out(game: str, seats, seed: int, cards, setup: dict | None = None, uid_scheme: int = 2,
             uid_secret: int | None = None, **options) -> State:
    """A quiet game as its set-up lays it out (a set-up's ``moment`` given to it: game.engine.moment), before
    the chain first settles."""
    state = State(game, tuple(seats), seed, cards, uid_scheme, uid_secret)
    state.quiet()           # the deal is played quiet: its events would be dropped (a state's log starts empty)
    moment = setup.get("moment") if isinstance(setup, dict) else None
    if moment is not None:
        setup = {k: v for k, v in setup.items() if k != "moment"}
    opts = dict(options)
    if setup:
        opts["setup"] = setup
    GAMES[game].setup(state, opts)
    if moment is not None:
        read_moment(state, moment)
    return state


def swap_cards(state: State, cards) -> list[str]:
    """Go on with new card definitions (a designer saved cards.yaml mid-game).

    Every card whose id still exists takes its new definition; a card whose id
    has gone keeps its old one.  Returns the ids that kept their old definition.
    """
    new = game_cards(cards, state.game)
    in_play = {c.card_id for c in state.cards.values()}
    kept = sorted(cid for cid in in_play if cid is not None and cid not in new.cards)
    if kept:
        merged = dict(new.cards)
        merged.update({cid: state.defs.cards[cid] for cid in kept})
        new = type(new)(new.game, MappingProxyType(merged), new.constants, new.digest)
    state.defs = new
    state._legal_cache = None
    return kept


def legal_actions(state: State) -> list[Action]:
    if state.over:
        return []
    cache = state._legal_cache
    if cache is not None and cache[0] == state.step:
        return cache[1]
    rules = state.rules
    if state.pending is not None:
        acts = list(state.pending.options)
    else:
        acts = rules.legal(state)
    always = None
    if acts:
        lists = _LISTS_ALWAYS.get(rules)
        if lists is None:
            lists = _LISTS_ALWAYS[rules] = _lists_always(rules)
        always = rules.always_legal(state) if lists else _NONE_ALWAYS
        if always:
            mover = acts[0].seat
            for a in always:
                if a.seat == mover:
                    acts.append(a)
    state._legal_cache = (state.step, acts, always)      # always: every seat's always-legal moves, for apply
    return acts


def apply(state: State, action: Action) -> list[ev.Event]:
    if state.over:
        raise IllegalAction("the game is over")
    cache = state._legal_cache
    if cache is None or cache[0] != state.step:
        legal_actions(state)
        cache = state._legal_cache
    always = cache[2]
    if always is None:
        always = state.rules.always_legal(state)
    anytime = _anytime(action, always) if always else False
    listed = anytime
    if not anytime:
        for move in cache[1]:               # most often the very object listed, found without comparing
            if move is action:
                listed = True
                break
        else:
            listed = action in cache[1]
    if not listed:
        if state.pending is not None and action.seat != state.pending.seat:
            raise IllegalAction(f"it is {state.seats[state.pending.seat]}'s decision: {state.pending.prompt}")
        if state.pending is not None:
            raise IllegalAction(f"first answer: {state.pending.prompt}")
        raise IllegalAction(state.rules.explain(state, action))
    log = state.log
    if log is not None:
        state.log = log.__class__(state) if isinstance(log, EventLog) else []
    state.step += 1
    state._record_tail.append((action.seat, action.kind, action.args))
    state._legal_cache = None
    pending = state.pending
    if pending is not None and pending.source != "game" and not anytime:
        state.pending = None
        if pending.source == "chain":       # the commonest answer, in line
            state.chain[-1].answers.append(action.args[0])
        else:
            _answer(state, pending, action)
    else:
        state.rules.perform(state, action)
    settle(state)
    if not state.over:          # past the rules' step limit, or no progress for too long: a draw
        rules = state.rules
        if state.step >= rules.step_limit(state):
            end_game(state, (), LIMIT)
        else:
            mark = rules.progress(state)
            if mark is not None:
                if mark != state.progress_mark:
                    state.progress_mark, state.progress_step = mark, state.step
                elif state.step - state.progress_step >= rules.stall_limit:
                    end_game(state, (), LIMIT)
    state._legal_cache = None
    log = state.log
    if log is None:
        return []
    if isinstance(log, EventLog):
        log.close()
    return log


def tell_changes(state: State) -> None:
    """From its next move on, ``state``'s events carry what else each move changed (``game.engine.eventlog``),
    so that a copy moved on by the events alone stays equal to it: the table's shown copy.  Other logs go
    without: the carrying costs about three times an action's own work."""
    if state.log is not None and not isinstance(state.log, EventLog):
        state.log = EventLog(state)


_NONE_ALWAYS: list = []            # the always-legal moves of rules that keep the default hook: none
_LISTS_ALWAYS: dict = {}           # a Rules class -> whether it has its own always_legal (the default is not called)


def _lists_always(rules) -> bool:
    return not getattr(rules.always_legal, "lists_none", False)


def _anytime(action: Action, always: list) -> bool:
    """Whether ``action`` is one of the always-legal ``always`` (compared only with those of its kind)."""
    kind = action.kind
    for listed in always:
        if listed.kind == kind and listed == action:
            return True
    return False


def _answer(state: State, pending: Decision, action: Action) -> None:
    if pending.source == "chain":
        state.chain[-1].answers.append(action.args[0])
    elif pending.source == "may":
        uid, ability, yes = action.args
        for item in state.waiting:
            if item.card == uid and item.ability == ability and "may" not in item.memory:
                item.memory["may"] = yes
                break
    elif pending.source == "order":
        uid, ability = action.args
        for item in state.waiting:
            if item.card == uid and item.ability == ability and "order" not in item.memory:
                item.memory["order"] = sum(1 for i in state.waiting if "order" in i.memory)
                break


def winner_names(state: State) -> list[str]:
    return [state.seats[w] for w in state.winners]

