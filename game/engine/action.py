"""A move: its kind, who makes it and its arguments, as the rules list it and a replay keeps it."""
from __future__ import annotations


class Action:
    """A move: its kind, who makes it and its arguments (what a replay keeps).

    ``card`` and ``to`` declare what the move does on the table, for the window to
    light and animate it without trying it: the card it moves and the zone it goes to.
    They, and the ``label``, are not part of the move's identity.  Never change one (it is a
    dictionary key in searches).  A slotted class, not a frozen dataclass: ``legal`` makes dozens
    a position, and this is several times cheaper to make.
    """
    __slots__ = ("kind", "seat", "args", "_label", "card", "to")

    def __init__(self, kind: str, seat: int, args: tuple = (), label="", card: int | None = None,
                 to: str | None = None):
        self.kind = kind
        self.seat = seat
        self.args = args
        self._label = label
        self.card = card
        self.to = to

    @property
    def label(self) -> str:
        """The move in words.  ``legal`` may pass a function that words it instead: only the window and the
        logs read labels, so a search or a playout never pays for them; it is called once, when first read."""
        label = self._label
        if label.__class__ is not str:
            label = self._label = label()
        return label

    def __eq__(self, other):
        if other.__class__ is not Action:
            return NotImplemented
        return self.kind == other.kind and self.seat == other.seat and self.args == other.args

    def __hash__(self):
        return hash((self.kind, self.seat, self.args))

    def __repr__(self):
        return (f"Action(kind={self.kind!r}, seat={self.seat!r}, args={self.args!r}, label={self.label!r}, "
                f"card={self.card!r}, to={self.to!r})")

    def __reduce__(self):
        """Pickled with its label worded (a function that words it may not pickle)."""
        return Action, (self.kind, self.seat, self.args, self.label, self.card, self.to)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "args": list(self.args)}

    @classmethod
    def from_dict(cls, data: dict) -> "Action":
        return cls(data["kind"], int(data["seat"]), _tuplify(data.get("args", ())))

    def __str__(self):
        return self.label or f"{self.kind}{self.args}"


def _tuplify(value):
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value

