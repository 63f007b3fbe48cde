"""A set-up's ``moment``: what a game in progress holds beyond its cards at rest, so that any position
legal play reaches can be written by hand (docs/REPLAYS.md, "The moment").

A game's set-up format lays out a position between moves.  The moment is written as the difference
between the game a set-up lays out and the game itself: the zones that differ, card by card, the
game's step data (``state.data``), the counters, the turn queue, the abilities on the chain and waiting
to go on it, and a question the rules themselves ask.  A question the chain asks (a choice, "you may",
the order of abilities) is never written: the engine asks it again when the chain settles, from the
chain written.  A card is named by where it lies (``{card: "hand:0#2"}``, the zone and its index from
the bottom), never by its uid.  ``read_moment`` checks every field and raises ``MomentError`` naming it.
"""
from __future__ import annotations

from game.engine.action import Action
from game.engine.pieces import ChainItem, Decision
from game.engine.state import GameError, SharedData

KEYS = ("zones", "data", "data_gone", "counters", "turn_queue", "chain", "waiting", "pending")
TAGS = ("card", "tuple", "set", "frozenset", "shared", "map")


class MomentError(GameError):
    """A moment's field that cannot be: ``path`` (under ``setup.moment``) and what is wrong."""

    def __init__(self, path: tuple, message: str):
        self.path = ("moment",) + tuple(path)
        super().__init__(f"setup.{_dotted(self.path)} {message}")


def _dotted(path) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else (f".{p}" if i else str(p)) for i, p in enumerate(path))


def game_effects(state) -> dict:
    """name -> an ability no card prints that the game puts on the chain (its manifest's ``chain_effects``)."""
    from game.engine.registry import manifest_of
    manifest = manifest_of(state.game)
    make = manifest.chain_effects if manifest is not None else None
    return make(state) if make is not None else {}


# -- writing ------------------------------------------------------------------------------------

def write_moment(state, base) -> dict:
    """What ``state`` holds that ``base`` (the game its set-up lays out, before the chain settles) does not."""
    places, laid = _places(state), _places(base)

    def enc(value):
        return _encode(value, places)

    def laid_enc(value):
        return _encode(value, laid)

    out: dict = {}
    zones = {name: [_card_entry(state, uid, enc) for uid in zone.cards] for name, zone in state.zones.items()
             if name not in base.zones or [_card_entry(state, u, enc) for u in zone.cards]
             != [_card_entry(base, u, laid_enc) for u in base.zones[name].cards]}
    if zones:
        out["zones"] = zones
    remade = {uid for name in zones if name in base.zones for uid in base.zones[name].cards}
    data = {str(k): enc(v) for k, v in state.data.items()
            if k not in base.data or laid_enc(base.data[k]) != enc(v) or _mentions(base.data[k], remade)}
    if data:
        out["data"] = data
    gone = [str(k) for k in base.data if k not in state.data]
    if gone:
        out["data_gone"] = gone
    counters = [[name, seat, value] for (name, seat), value in sorted(state.counters.items(), key=repr)
                if base.counters.get((name, seat), 0) != value]
    counters += [[name, seat, 0] for (name, seat), value in sorted(base.counters.items(), key=repr)
                 if value and (name, seat) not in state.counters]
    if counters:
        out["counters"] = counters
    if list(state.turn_queue) != list(base.turn_queue):
        out["turn_queue"] = [[seat, bool(extra)] for seat, extra in state.turn_queue]
    effects = {id(a): name for name, a in game_effects(state).items()}
    for key in ("chain", "waiting"):
        items = getattr(state, key)
        if items:
            out[key] = [_item_entry(state, item, enc, effects) for item in items]
    pending = state.pending
    if pending is not None and pending.source == "game":
        out["pending"] = {"seat": pending.seat, "kind": pending.kind, "prompt": pending.prompt,
                          "options": [{"kind": a.kind, "seat": a.seat, "args": enc(list(a.args)), "label": a.label,
                                       **({"card": enc(a.card)} if a.card is not None else {}),
                                       **({"to": a.to} if a.to is not None else {})} for a in pending.options],
                          **({"data": enc(pending.data)} if pending.data else {})}
    return out


def _mentions(value, uids) -> bool:
    """Whether ``value`` holds one of ``uids`` (cards a moment's zones make anew: a value naming one is written)."""
    if type(value) is int:
        return value in uids
    if isinstance(value, dict):
        return any(_mentions(k, uids) or _mentions(v, uids) for k, v in value.items())
    if isinstance(value, (list, tuple, set, frozenset)):
        return any(_mentions(v, uids) for v in value)
    return False


def _places(state) -> dict:
    """uid -> "ZONE#INDEX", where each card of ``state`` lies."""
    return {uid: f"{name}#{i}" for name, zone in state.zones.items() for i, uid in enumerate(zone.cards)}


def _card_entry(state, uid, enc) -> list:
    card = state.cards[uid]
    return [card.card_id, card.owner, bool(card.face_up), enc(dict(card.props))]


def _item_entry(state, item: ChainItem, enc, effects) -> dict:
    entry = {"card": enc(item.card), "ability": item.ability, "controller": item.controller,
             "trigger": item.trigger, "pc": item.pc}
    for key in ("info", "memory"):
        if getattr(item, key):
            entry[key] = enc(getattr(item, key))
    if item.answers:
        entry["answers"] = enc(list(item.answers))
    moved = state.cards[item.card].moves - item.moves_at_trigger
    if moved:
        entry["moved"] = moved
    if item.effect is not None:
        if id(item.effect) not in effects:
            raise GameError(f"the ability of {item.card_id} on the chain is one the game does not name")
        entry["effect"] = effects[id(item.effect)]
    return entry


def _encode(value, places):
    """A value as a moment writes it: a card as its place, and each kind of collection said where JSON has none."""
    kind = type(value)
    if kind is int and value in places:
        return {"card": places[value]}
    if value is None or kind in (bool, int, float, str):
        return value
    if kind is list:
        return [_encode(v, places) for v in value]
    if kind is tuple:
        return {"tuple": [_encode(v, places) for v in value]}
    if kind in (set, frozenset):
        return {kind.__name__: sorted((_encode(v, places) for v in value), key=repr)}
    if isinstance(value, dict):
        if kind is SharedData:
            return {"shared": _encode(dict(value), places)}
        if all(type(k) is str for k in value) and not (len(value) == 1 and next(iter(value)) in TAGS):
            return {k: _encode(v, places) for k, v in value.items()}
        return {"map": [[_encode(k, places), _encode(v, places)] for k, v in value.items()]}
    raise GameError(f"a moment cannot write {kind.__name__} values")


# -- reading ------------------------------------------------------------------------------------

def read_moment(state, moment) -> None:
    """Give ``state`` (laid out by its set-up, the chain not yet settled) the ``moment``; MomentError on a bad field."""
    if not isinstance(moment, dict):
        raise MomentError((), "must be a map")
    for key in moment:
        if key not in KEYS:
            raise MomentError((key,), f"is not a field of a moment (the fields are {', '.join(KEYS)})")
    for name, entries in (moment.get("zones") or {}).items():
        _read_zone(state, name, entries)
    places = {f"{name}#{i}": uid for name, zone in state.zones.items() for i, uid in enumerate(zone.cards)}
    for name, entries in (moment.get("zones") or {}).items():
        for i, uid in enumerate(state.zones[name].cards):
            props = _decode(entries[i][3], places, ("zones", name, i, 3))
            if not isinstance(props, dict):
                raise MomentError(("zones", name, i, 3), "must be a map of the card's fields")
            seen = props.get("seen_by", ())
            if not (isinstance(seen, (list, tuple)) and all(_is_seat(state, s) for s in seen)):
                raise MomentError(("zones", name, i, 3), f"its seen_by must list seats 0 to {state.players - 1}")
            if "seen_by" in props:
                props["seen_by"] = tuple(seen)
            state.cards[uid].props = props
    for key, value in (moment.get("data") or {}).items():
        value = _decode(value, places, ("data", key))
        if key in state.data and not same_shape(state.data[key], value):
            raise MomentError(("data", key), f"must be shaped as the game keeps it ({_kind(state.data[key])})")
        state.data[key] = value
    for i, key in enumerate(moment.get("data_gone") or []):
        if key not in state.data:
            raise MomentError(("data_gone", i), f"is {key!r}: the set-up's game has no such data")
        del state.data[key]
    for i, entry in enumerate(moment.get("counters") or []):
        _read_counter(state, entry, ("counters", i))
    if "turn_queue" in moment:
        queue = []
        for i, entry in enumerate(moment["turn_queue"] or []):
            if not (isinstance(entry, list) and len(entry) == 2 and _is_seat(state, entry[0])
                    and isinstance(entry[1], bool)):
                raise MomentError(("turn_queue", i), f"must be [seat 0 to {state.players - 1}, true or false]")
            queue.append((entry[0], entry[1]))
        state.turn_queue = queue
    effects = game_effects(state)
    for key in ("chain", "waiting"):
        setattr(state, key, [_read_item(state, entry, places, effects, (key, i))
                             for i, entry in enumerate(moment.get(key) or [])])
    if moment.get("pending") is not None:
        state.pending = _read_pending(state, moment["pending"], places)
    state._legal_cache = None


def same_shape(old, new) -> bool:
    """Could ``new`` stand where the game keeps ``old``? The same kind of value, and inside a map or a list
    the same kinds again (None, or an empty list or map, takes anything)."""
    if old is None or new is None:
        return True
    if isinstance(old, bool) or isinstance(new, bool):
        return isinstance(old, bool) and isinstance(new, bool)
    if isinstance(old, (int, float)) and isinstance(new, (int, float)):
        return True
    if isinstance(old, dict):
        return isinstance(new, dict) and all(same_shape(old[k], v) for k, v in new.items() if k in old)
    if isinstance(old, (list, tuple, set, frozenset)):
        if not isinstance(new, (list, tuple, set, frozenset)):
            return False
        kinds = list(old)
        return not kinds or all(any(same_shape(k, v) for k in kinds) for v in new)
    return type(old) is type(new)


def _kind(value) -> str:
    return {dict: "a map", list: "a list", tuple: "a list", set: "a set", frozenset: "a set", str: "text",
            bool: "true or false", int: "a number", float: "a number"}.get(type(value), type(value).__name__)


def _is_seat(state, value) -> bool:
    return type(value) is int and 0 <= value < state.players


def _read_zone(state, name, entries) -> None:
    if name not in state.zones:
        raise MomentError(("zones", name), f"is not a zone of this {state.game} game")
    if not isinstance(entries, list):
        raise MomentError(("zones", name), "must list the zone's cards")
    zone = state.writable_zone(name)
    for uid in zone.cards:
        del state.cards[uid]
    zone.cards.clear()
    made = []
    for i, entry in enumerate(entries):
        path = ("zones", name, i)
        if not (isinstance(entry, list) and len(entry) == 4):
            raise MomentError(path, "must be [card id, owner, face up, fields]")
        card_id, owner, face_up, _ = entry
        if card_id not in state.defs.cards:
            raise MomentError(path + (0,), f"is {card_id!r}, not a {state.game} card")
        if owner is not None and not _is_seat(state, owner):
            raise MomentError(path + (1,), f"must be a seat from 0 to {state.players - 1} or null, not {owner!r}")
        if not isinstance(face_up, bool):
            raise MomentError(path + (2,), "must be true or false")
        made.append((card_id, owner, name, {}))
    for uid, entry in zip(state.create_cards(made), entries):
        state.cards[uid].face_up = entry[2]


def _read_counter(state, entry, path) -> None:
    if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], str) and entry[0]):
        raise MomentError(path, "must be [name, seat or null, value]")
    name, seat, value = entry
    if seat is not None and not _is_seat(state, seat):
        raise MomentError(path + (1,), f"must be a seat from 0 to {state.players - 1} or null")
    if type(value) is not int:
        raise MomentError(path + (2,), "must be a whole number")
    if value:
        state.counters[(name, seat)] = value
    else:
        state.counters.pop((name, seat), None)


def _read_item(state, entry, places, effects, path) -> ChainItem:
    if not isinstance(entry, dict):
        raise MomentError(path, "must be a map")
    known = ("card", "ability", "controller", "trigger", "pc", "info", "memory", "answers", "moved", "effect")
    for key in entry:
        if key not in known:
            raise MomentError(path + (key,), f"is not a field of a chain entry (the fields are {', '.join(known)})")
    uid = _decode(entry.get("card"), places, path + ("card",))
    if type(uid) is not int or uid not in state.cards:
        raise MomentError(path + ("card",), "must name a card by where it lies: {card: ZONE#INDEX}")
    card_id = state.cards[uid].card_id
    effect = entry.get("effect")
    ability = entry.get("ability")
    if effect is not None:
        if effect not in effects:
            raise MomentError(path + ("effect",), f"is {effect!r}, not an ability {state.game} puts on the chain "
                                                  f"({', '.join(sorted(effects)) or 'it names none'})")
        if ability != -1:
            raise MomentError(path + ("ability",), "must be -1 for an ability no card prints")
        steps = effects[effect].do
    else:
        printed = state.defs.cards[card_id].abilities
        if type(ability) is not int or not 0 <= ability < len(printed):
            raise MomentError(path + ("ability",), f"must be the number of one of {card_id}'s "
                                                   f"{len(printed)} abilities (0 to {len(printed) - 1})")
        steps = printed[ability].do
        effect = None
    if not _is_seat(state, entry.get("controller")):
        raise MomentError(path + ("controller",), f"must be a seat from 0 to {state.players - 1}")
    pc = entry.get("pc", 0)
    if type(pc) is not int or not 0 <= pc <= len(steps):
        raise MomentError(path + ("pc",), f"must be a step of the ability, 0 to {len(steps)}")
    trigger = entry.get("trigger")
    if not isinstance(trigger, str) or not trigger:
        raise MomentError(path + ("trigger",), "must name the trigger")
    parts = {}
    for key, kind in (("info", dict), ("memory", dict), ("answers", list)):
        parts[key] = _decode(entry.get(key, kind()), places, path + (key,))
        if type(parts[key]) is not kind:
            raise MomentError(path + (key,), f"must be a {'map' if kind is dict else 'list'}")
    moved = entry.get("moved", 0)
    if type(moved) is not int or not 0 <= moved <= state.cards[uid].moves + 10_000:
        raise MomentError(path + ("moved",), "must be how many times the card moved since, 0 or more")
    return ChainItem(uid, card_id, ability, entry["controller"], trigger, parts["info"], pc, parts["memory"],
                     parts["answers"], state.cards[uid].moves - moved,
                     None if effect is None else effects[effect])


def _read_pending(state, entry, places) -> Decision:
    path = ("pending",)
    if not isinstance(entry, dict):
        raise MomentError(path, "must be a map")
    if not _is_seat(state, entry.get("seat")):
        raise MomentError(path + ("seat",), f"must be a seat from 0 to {state.players - 1}")
    for key in ("kind", "prompt"):
        if not isinstance(entry.get(key), str) or not entry[key]:
            raise MomentError(path + (key,), "must be text")
    if state.chain or state.waiting:
        raise MomentError(path, "is the rules' own question: the chain must be empty while they ask it")
    options = []
    for i, opt in enumerate(entry.get("options") or []):
        where = path + ("options", i)
        if not isinstance(opt, dict) or opt.get("seat") != entry["seat"] or not isinstance(opt.get("kind"), str):
            raise MomentError(where, "must be a move of the seat asked: {kind, seat, args, label}")
        args = _decode(opt.get("args", []), places, where + ("args",))
        card = _decode(opt.get("card"), places, where + ("card",))
        if not isinstance(args, list) or (card is not None and card not in state.cards):
            raise MomentError(where, "must list its args and name its card by where it lies")
        options.append(Action(opt["kind"], opt["seat"], tuple(args), str(opt.get("label", "")), card, opt.get("to")))
    if not options:
        raise MomentError(path + ("options",), "must list at least one answer")
    data = _decode(entry.get("data", {}), places, path + ("data",))
    return Decision(entry["seat"], entry["kind"], entry["prompt"], options, "game", data)


def _decode(value, places, path):
    if isinstance(value, list):
        return [_decode(v, places, path + (i,)) for i, v in enumerate(value)]
    if not isinstance(value, dict):
        return value
    if len(value) == 1:
        (tag, inner), = value.items()
        if tag == "card":
            if inner not in places:
                raise MomentError(path, f"names {inner!r}: no card lies there (a card is ZONE#INDEX)")
            return places[inner]
        if tag in ("tuple", "set", "frozenset") and isinstance(inner, list):
            items = [_decode(v, places, path + (tag, i)) for i, v in enumerate(inner)]
            try:
                return {"tuple": tuple, "set": set, "frozenset": frozenset}[tag](items)
            except TypeError:
                raise MomentError(path, f"lists a value a {tag} cannot hold") from None
        if tag == "shared" and isinstance(inner, dict):
            return SharedData(_decode(inner, places, path + (tag,)))
        if tag == "map" and isinstance(inner, list):
            out = {}
            for i, pair in enumerate(inner):
                if not (isinstance(pair, list) and len(pair) == 2):
                    raise MomentError(path + ("map", i), "must be [key, value]")
                key = _decode(pair[0], places, path + ("map", i, 0))
                try:
                    out[key] = _decode(pair[1], places, path + ("map", i, 1))
                except TypeError:
                    raise MomentError(path + ("map", i, 0), "cannot be a key") from None
            return out
    return {k: _decode(v, places, path + (k,)) for k, v in value.items()}
