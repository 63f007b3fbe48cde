"""Per-card and per-family statistics, collected from the event stream while a game is played.

A card counts as *bought* by a seat when it moves out of a market zone into a
zone of that seat, *played* when it moves into a play zone (the seat is the play
zone's owner, or else the owner of the zone it came from), and *held* when it
ends the game in a zone its seat keeps.  What each zone kind is for is a small
table in the lab's facts of the game (``BalanceFacts.zone_roles``, game/lab/<game>_facts.py); kinds the table does not
name are guessed from their words (``GUESSES``).

Each seat of each game is one sample.  A seat scores 1 for a sole win, 1/k for
one of k winners, 0 otherwise; "win rate when bought" is the mean score of the
seats that bought the card, against the baseline: the mean score of every seat.
"""
from __future__ import annotations

import math
from sys import intern
from collections import Counter, _count_elements     # Counter's own counting loop, into a plain dict
from itertools import chain
from operator import mul

from game.engine import events as ev
from game.engine.carddefs import game_cards
from game.lab import games as lab_games
from game.lab.edits import card_fields
from game.lab.game_facts import GONE, KEPT, MARKET, PLAY, SCORE, SUPPLY, BalanceFacts

MEASURES = ("bought", "played", "held")

GUESSES = ((MARKET, ("spread", "market", "shop", "supplicant", "offer", "row")),
           (SUPPLY, ("crypt", "supply", "stock", "pile")),
           (PLAY, ("play", "field", "trick", "location", "combat", "arena", "board")),
           (GONE, ("flame", "banish", "exile", "gone", "trash", "void", "removed")),
           (SCORE, ("support", "score", "convert", "pot", "prize")))


def facts(game: str) -> BalanceFacts:
    """The game's balance facts (game/lab/games.py), or the defaults."""
    return lab_games.BALANCE.get(game, _DEFAULTS)


_DEFAULTS = BalanceFacts()


def zone_kind(name: str) -> str:
    return name.split(":", 1)[0]


def zone_role(game: str, name: str) -> str:
    known = facts(game)
    got = _ROLES.get((id(known), name))
    if got is None or got[0] is not known:
        got = _ROLES[(id(known), name)] = (known, _role_of(known, name))
    return got[1]


_ROLES: dict = {}       # (id of a game's BalanceFacts, zone name) -> (the facts, the zone's role), for the process


def _role_of(known: BalanceFacts, name: str) -> str:
    kind = zone_kind(name)
    role = known.zone_roles.get(kind)
    if role:
        return role
    lowered = kind.lower()
    for guessed, words in GUESSES:
        if any(w in lowered for w in words):
            return guessed
    return KEPT


def group_fields(game: str) -> tuple:
    return facts(game).group_fields


def category_title(game: str, category: str) -> str:
    if category == "family":
        return facts(game).family_title
    return category.replace("_", " ").capitalize()


def group_value(definition, props, name, reader):
    if reader is not None:
        value = reader(definition, props)
    else:
        value = props.get(name) if props else None
        if value is None:
            value = definition.get(name)
    if value is None or value == "" or isinstance(value, (tuple, list, dict)):
        return None
    return value


def card_keys(game: str, definition, props) -> list[str]:
    """The statistics keys one card adds to: ``card:ID``, ``family:F`` and ``FIELD:VALUE`` per group."""
    keys = [f"card:{definition.id}", f"family:{definition.family}"]
    for name, reader in group_fields(game):
        value = group_value(definition, props, name, reader)
        if value is not None:
            keys.append(f"{name}:{value}")
    return list(map(intern, keys))          # one object per key: counting them compares no text


def split_key(key: str) -> tuple[str, str]:
    category, _, value = key.partition(":")
    return category, value


class Collector:
    """Watches one game's events and tallies, per seat, what was bought, played and held."""

    def __init__(self, state):
        self.game = state.game
        self.players = state.players
        self.turns = 0
        # measure -> per seat, {card_keys: times} in the order first met
        self._counts: dict = {m: [{} for _ in range(self.players)] for m in MEASURES}
        self._zones: dict[str, tuple] = {}
        self._moves: dict[str, dict] = {}       # src -> dst -> the tallies a card moved between them adds to

    def _zone(self, state, name: str) -> tuple:
        """(role, owning seat or None) of a zone, cached."""
        info = self._zones.get(name)
        if info is None:
            zone = state.zones.get(name)
            owner = zone.owner if zone is not None else None
            info = (zone_role(self.game, name), owner if isinstance(owner, int) else None)
            self._zones[name] = info
        return info

    def move_counts(self, state, src: str, dst: str) -> tuple:
        """What a card moved from zone ``src`` to ``dst`` counts as: ((measure, seat), ...)."""
        src_role, src_seat = self._zone(state, src)
        dst_role, dst_seat = self._zone(state, dst)
        got = []
        if src_role == MARKET and dst_seat is not None and dst_role not in (MARKET, SUPPLY):
            got.append(("bought", dst_seat))
        if dst_role == PLAY and src_role != PLAY:
            got.append(("played", dst_seat if dst_seat is not None else src_seat))
        return tuple((m, seat) for m, seat in got if seat is not None and 0 <= seat < self.players)

    def tallies(self, state, src: str, dst: str) -> tuple:
        """The tallies ({card_keys: times}) a card moved from ``src`` to ``dst`` adds to, cached."""
        got = self._moves.setdefault(src, {})[dst] = tuple(self._counts[m][seat]
                                                            for m, seat in self.move_counts(state, src, dst))
        return got

    def observe(self, state, events) -> None:
        moves, kinds = self._moves, EVENT_KINDS
        for e in events:
            kind = kinds[type(e)]
            if kind == 0:
                tallies = moves.get(e.src, _NONE).get(e.dst)
                if tallies is None:
                    tallies = self.tallies(state, e.src, e.dst)
                if tallies:
                    keys = card_keys_of(state, self.game, e.card, e.card_id)
                    if keys:
                        for tally in tallies:
                            tally[keys] = tally.get(keys, 0) + 1
            elif kind == 1:
                self.turns = max(self.turns + 1, e.turn)

    def finish(self, state) -> list[dict]:
        """Per seat: {measure: {key: count}}, the held cards read from the final state."""
        players = self.players
        held = [[] for _ in range(players)]         # per seat, the uids of the cards it keeps, zone by zone
        for name, zone in state.zones.items():
            role, seat = self._zone(state, name)
            if role == KEPT and seat is not None and 0 <= seat < players and zone.cards:
                held[seat] += zone.cards
        counts = self._counts
        return [{m: _flat(counts[m][seat], kept_keys(state, self.game, held[seat]) if m == "held" else ())
                 for m in MEASURES} for seat in range(players)]


def _flat(tally: dict, more: list) -> dict:
    """{key: count} of a tally ({card_keys: times}) and of the card_keys in ``more``, in the order first met."""
    out: dict = {}
    if tally:
        _count_elements(out, chain.from_iterable(map(mul, tally.keys(), tally.values())))
    if more:
        _count_elements(out, chain.from_iterable(more))
    return out


def kept_keys(state, game: str, uids) -> list[tuple]:
    """``card_keys_of`` each card of ``uids`` as it is now, in order (cards that look alike looked up once)."""
    cards, looks = state.cards, keys_by_look(state)
    return [keys_by_look_of(state, game, looks, uid, cards[uid].card_id) for uid in uids]


def keys_by_look_of(state, game: str, looks: dict, uid: int, card_id) -> tuple:
    """``card_keys_of`` the card ``uid``, looked up in ``looks`` (``keys_by_look``) by how it looks now."""
    try:
        look = look_of(card_id, state.cards[uid].props)
        keys = looks.get(look)
        if keys is None:
            keys = looks[look] = card_keys_of(state, game, uid, card_id)
        return keys
    except (TypeError, KeyError):       # a prop that cannot be hashed, a card not in the state
        return card_keys_of(state, game, uid, card_id)


_NONE: dict = {}


def card_keys_of(state, game: str, uid: int, card_id) -> tuple:
    """``card_keys`` of the card ``uid`` as ``card_id`` with the props it has now, worked out once a process."""
    if card_id is None:
        return ()
    definition = state.defs.cards.get(card_id)
    if definition is None:
        return ()
    card = state.cards.get(uid)
    props = card.props if card else None
    try:
        memo = (id(definition), *props.items(), *map(type, props.values())) if props \
            else (id(definition), props is None)
        got = _CARD_KEYS.get(memo)
    except TypeError:                   # a prop that cannot be hashed: worked out every time
        memo = got = None
    if got is None or got[0] is not definition:
        got = (definition, tuple(card_keys(game, definition, props)))
        if memo is not None:
            if len(_CARD_KEYS) > 100_000:
                _CARD_KEYS.clear()
            _CARD_KEYS[memo] = got
    return got[1]


def look_of(card_id, props):
    """What a card's keys depend on: its id, and its props with their types (``keys_by_look``)."""
    if not props:
        return card_id
    if len(props) == 1:                 # the commonest (a suit, a color): made without unpacking
        for name, value in props.items():
            return card_id, name, value, value.__class__
    return (card_id, *props.items(), *map(type, props.values()))


def keys_by_look(state) -> dict:
    """{a card's look: its ``card_keys_of``} for the cards of ``state``'s game and card file, kept for the process.

    Cards that look alike (``look_of``) have the same keys, and a look costs less to make than
    ``card_keys_of``'s memo."""
    defs, known = state.defs, facts(state.game)
    got = _LOOKS.get((id(defs), id(known)))
    if got is None or got[0] is not defs or got[1] is not known:
        if len(_LOOKS) > 64:
            _LOOKS.clear()
        got = _LOOKS[(id(defs), id(known))] = (defs, known, {})
    return got[2]


_LOOKS: dict = {}          # (id of a game's cards, id of its balance facts) -> (the cards, the facts, {look: keys})


class EventKinds(dict):
    """Type of event -> the index of the first of ``classes`` it is one of (-1: none), worked out once a type."""

    def __init__(self, *classes):
        super().__init__()
        self.classes = classes

    def __missing__(self, kind):
        got = self[kind] = next((i for i, c in enumerate(self.classes) if issubclass(kind, c)), -1)
        return got


EVENT_KINDS = EventKinds(ev.CardMoved, ev.TurnBegan)       # what Collector.observe reads: a move, a turn
_CARD_KEYS: dict = {}       # (id of a definition, a card's props) -> (the definition, card_keys), for the process


def seat_scores(winners, players: int) -> list[float]:
    """1 for a sole winner, 1/k for each of k winners, 0 for the rest; a draw (no winner) is 1/n each."""
    winners = list(winners) or list(range(players))
    return [(1.0 / len(winners) if s in winners else 0.0) for s in range(players)]


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a rate ``score / n``."""
    if n <= 0:
        return 0.0, 1.0
    p = score / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


class Row(dict):
    """One line of a statistics table: key, n, score, rate, low, high, copies, rate_without."""

    @property
    def category(self) -> str:
        return split_key(self["key"])[0]

    @property
    def value(self) -> str:
        return split_key(self["key"])[1]

    def verdict(self, baseline: float) -> int:
        """+1 when the whole interval is above the baseline, -1 below, 0 otherwise."""
        if self["low"] > baseline:
            return 1
        if self["high"] < baseline:
            return -1
        return 0


class BalanceTable:
    """Win rate per card and group, for each measure, over many games."""

    def __init__(self):
        self.samples = 0                 # seat-games
        self.score = 0.0
        self.with_n: dict[str, Counter] = {m: Counter() for m in MEASURES}
        self.with_score: dict[str, Counter] = {m: Counter() for m in MEASURES}
        self.copies: dict[str, Counter] = {m: Counter() for m in MEASURES}

    def add(self, per_seat: list[dict], scores: list[float]) -> None:
        for tally, score in zip(per_seat, scores):
            self.samples += 1
            self.score += score
            for m in MEASURES:
                for key, count in tally.get(m, {}).items():
                    self.with_n[m][key] += 1
                    self.with_score[m][key] += score
                    self.copies[m][key] += count

    @property
    def baseline(self) -> float:
        return self.score / self.samples if self.samples else 0.0

    def measures(self) -> list[str]:
        """The measures with any data (Seize buys nothing)."""
        return [m for m in MEASURES if self.with_n[m]]

    def row(self, measure: str, key: str) -> Row:
        n = self.with_n[measure][key]
        score = self.with_score[measure][key]
        low, high = wilson(score, n)
        rest = self.samples - n
        return Row(key=key, n=n, score=round(score, 6), rate=score / n if n else 0.0, low=low, high=high,
                   copies=self.copies[measure][key] / n if n else 0.0,
                   rate_without=(self.score - score) / rest if rest else None)

    def rows(self, measure: str, category: str | None = None) -> list[Row]:
        """Rows of one category (``card``, ``family``, ``element``...), or of all; best first."""
        keys = [k for k in self.with_n[measure] if category is None or split_key(k)[0] == category]
        out = [self.row(measure, k) for k in keys]
        out.sort(key=lambda r: (-r["rate"], r["key"]))
        return out

    def peer_rows(self, measure: str, game: str, cards: dict) -> list[Row]:
        """Each card's row with its peers' (``BalanceFacts.peer_group``): ``peer`` (the group's key), ``peer_rate``,
        ``vs_peers`` (the difference) and its 95% interval ``vs_low``..``vs_high``; most above first."""
        group = facts(game).peer_group
        out = []
        for row in self.rows(measure, "card") if group else []:
            info = cards.get(row.value, {})
            value = info.get("family") if group == "family" else info.get("groups", {}).get(group)
            if value is None or not row["n"]:
                continue
            peer = self.row(measure, f"{group}:{value}")
            if not peer["n"]:
                continue
            d = row["rate"] - peer["rate"]
            se = math.sqrt(row["rate"] * (1 - row["rate"]) / row["n"] + peer["rate"] * (1 - peer["rate"]) / peer["n"])
            out.append(Row(row, peer=peer["key"], peer_rate=peer["rate"], vs_peers=d,
                           vs_low=d - 1.96 * se, vs_high=d + 1.96 * se))
        out.sort(key=lambda r: (-r["vs_peers"], r["key"]))
        return out

    def categories(self, measure: str) -> list[str]:
        seen = []
        for key in self.with_n[measure]:
            cat = split_key(key)[0]
            if cat not in seen:
                seen.append(cat)
        order = {"card": 0, "family": 1}
        return sorted(seen, key=lambda c: (order.get(c, 2), c))

    def to_json(self) -> dict:
        return {"samples": self.samples, "baseline": self.baseline,
                "measures": {m: [dict(r) for r in self.rows(m)] for m in self.measures()}}

    @classmethod
    def from_json(cls, data: dict) -> "BalanceTable":
        table = cls()
        table.samples = data.get("samples", 0)
        table.score = data.get("baseline", 0.0) * table.samples
        for m, rows in data.get("measures", {}).items():
            for r in rows:
                table.with_n[m][r["key"]] = r["n"]
                table.with_score[m][r["key"]] = r["score"]
                table.copies[m][r["key"]] = r["copies"] * r["n"]
        return table


def card_info(cards, game: str) -> dict:
    """id -> name, family, groups, printable fields and a signature that changes when the card's definition does."""
    out = {}
    try:
        defs = game_cards(cards, game)
    except KeyError:
        return out
    for cid, d in defs.cards.items():
        signature = repr((d.name, d.family, sorted((k, repr(v)) for k, v in d.fields.items()),
                          [a.text for a in d.abilities], d.override))
        out[cid] = {"name": d.name, "family": d.family,
                    "signature": _short_hash(signature), "fields": card_fields(d),
                    "groups": {name: value for name, reader in group_fields(game)
                               if (value := group_value(d, {}, name, reader)) is not None}}
    return out


def _short_hash(text: str) -> str:
    import hashlib
    return hashlib.sha1(text.encode()).hexdigest()[:10]
