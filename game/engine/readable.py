"""Replays in words: cards named as in cards.yaml, actions written by kind and those names.

A card's name is its id, with the game's qualifier where ids repeat (a Seize card's
suit: ``wisdom/arcane``) and ``#k`` where even that repeats (the k-th such card the
game made: ``hollow_spirit#2``).  An action is ``{seat: S, KIND: ARG}``: ARG is one
argument, a list of them, or ``[]``; a card argument is its name.  Reading one back
plays the game along and matches each written action against the legal ones, so a
name means the card it names in that position; a name that fits two cards is refused.
"""
from __future__ import annotations

import yaml

from game.engine.errors import CardTableError
from game.engine.play import apply, legal_actions
from game.engine.action import Action
from game.engine.state import IllegalAction, State


class ScenarioError(CardTableError, ValueError):
    """A written replay that cannot be read; the message names the file and line."""


class CardNames:
    """The cards' names in words, worked out only for the cards asked about, so a long replay reads in
    time linear in its length.  One namer follows one state as it plays on (cards made since are added)."""

    def __init__(self, state: State):
        self.state = state
        self.order: dict[int, int] = {}
        self.by_id: dict[str, list[int]] = {}
        self.counted = 1
        self.named: dict[str, tuple[int, dict[int, str]]] = {}

    def _catch_up(self) -> None:
        state = self.state
        while self.counted < state.next_uid:
            uid = state._uid_for(self.counted)
            if uid not in self.order and uid in state.cards:
                self.order[uid] = self.counted
                card_id = state.cards[uid].card_id
                if card_id is not None:
                    self.by_id.setdefault(card_id, []).append(uid)
            self.counted += 1

    def of_id(self, card_id) -> dict[int, str]:
        """uid -> name for every card of ``card_id`` (named as the position stands)."""
        self._catch_up()
        state = self.state
        cached = self.named.get(card_id)
        if cached is not None and cached[0] == state.step:
            return cached[1]
        groups: dict[str, list[int]] = {}
        for uid in self.by_id.get(card_id, ()):
            qualifier = state.rules.card_qualifier(state, uid)
            groups.setdefault(card_id if qualifier is None else f"{card_id}/{qualifier}", []).append(uid)
        names = {uid: base if len(uids) == 1 else f"{base}#{k}"
                 for base, uids in groups.items() for k, uid in enumerate(uids, start=1)}
        self.named[card_id] = (state.step, names)
        return names

    def get(self, uid, default=None):
        card = self.state.cards.get(uid) if isinstance(uid, int) else None
        if card is None or card.card_id is None:
            return default
        return self.of_id(card.card_id).get(uid, default)

    def __contains__(self, uid) -> bool:
        return self.get(uid) is not None

    def __getitem__(self, uid) -> str:
        name = self.get(uid)
        if name is None:
            raise KeyError(uid)
        return name

    def fits(self, word) -> set[int]:
        """The cards ``word`` may name: its full name, or its name without ``#k`` or without ``/qualifier``."""
        if not isinstance(word, str):
            return set()
        names = self.of_id(word.partition("#")[0].partition("/")[0])
        return {uid for uid, name in names.items()
                if word in (name, name.partition("#")[0]) or ("/" in name and name.partition("/")[0] == word)}


def card_names(state: State) -> dict[int, str]:
    """uid -> the card's name in words, unique in the game."""
    namer = CardNames(state)
    return {uid: namer[uid] for uid, card in state.cards.items() if card.card_id is not None}


def _word(value, names):
    if isinstance(value, bool) or not isinstance(value, int):
        return list(value) if isinstance(value, tuple) else value
    return names.get(value, value)


def written_action(action: Action, names: dict[int, str]) -> dict:
    args = [_word(a, names) for a in action.args]
    return {"seat": action.seat, action.kind: args[0] if len(args) == 1 else args}


def _matches(word, value, names, fits) -> bool:
    if isinstance(value, int) and not isinstance(value, bool) and value in names:
        return isinstance(word, str) and value in fits(word)
    if isinstance(value, tuple):
        return isinstance(word, list) and len(word) == len(value) and all(
            _matches(w, v, names, fits) for w, v in zip(word, value))
    return word == value


def read_action(state: State, entry, where: str, namer: CardNames | None = None) -> Action:
    """The legal action ``entry`` writes, in ``state``; ScenarioError says why there is none."""
    if not isinstance(entry, dict) or "seat" not in entry or len(entry) != 2:
        raise ScenarioError(f"{where}: an action is {{seat: N, KIND: ARGUMENT}}, not {entry!r}")
    seat = entry["seat"]
    kind = next(k for k in entry if k != "seat")
    arg = entry[kind]
    words = arg if isinstance(arg, list) else [arg]
    names = namer if namer is not None else CardNames(state)
    fits = names.fits

    for word in words:
        if isinstance(word, str) and len(fits(word)) > 1:
            choices = ", ".join(sorted(names[u] for u in fits(word)))
            raise ScenarioError(f"{where}: '{word}' fits {len(fits(word))} cards ({choices}): say which")
    candidates = [a for a in legal_actions(state) + state.rules.always_legal(state)
                  if a.kind == kind and a.seat == seat and len(a.args) == len(words)]
    found = [a for a in candidates if all(_matches(w, v, names, fits) for w, v in zip(words, a.args))]
    if not found:
        legal = "; ".join(str(written_action(a, names)) for a in legal_actions(state)[:12])
        who = state.seats[seat] if isinstance(seat, int) and 0 <= seat < len(state.seats) else seat
        raise ScenarioError(f"{where}: {who} cannot {kind} {arg!r} now; legal: {legal or 'nothing'}")
    return found[0]


def written_replay(replay, cards) -> str:
    """The replay as YAML in words: the same header, each action by kind and card names."""
    state = replay.new_state(cards)
    out = []
    names = CardNames(state)
    for action in replay.actions:
        out.append(written_action(action, names))
        apply(state, action)
    data = replay.to_dict()
    del data["actions"]
    head = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    lines = [yaml.safe_dump(a, sort_keys=False, allow_unicode=True, width=1000, default_flow_style=True).strip()
             for a in out]
    return head + "actions:\n" + "".join(f"- {line}\n" for line in lines)


def resolve(replay, written: list, where, cards):
    """Fill ``replay.actions`` from the written ones by playing them; ``where(i)`` names entry i's line."""
    state = replay.new_state(cards)
    actions = []
    names = CardNames(state)
    for i, entry in enumerate(written):
        action = read_action(state, entry, where(i), names)
        try:
            apply(state, action)
        except IllegalAction as err:
            raise ScenarioError(f"{where(i)}: {err}") from None
        actions.append(action)
    replay.actions = actions
    return replay

