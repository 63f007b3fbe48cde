"""The parts a game in progress is made of: cards, zones, the decision it waits on and the chain's items."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.visibility import PUBLIC


class Card:
    """One physical card: a stable uid, its definition id, an owner and small mutable props.

    States share Card objects after a clone; only the state named by ``home`` may
    change one (``State.writable`` copies it first otherwise: ``fast.copy_card``).
    """
    __slots__ = ("uid", "card_id", "owner", "zone", "face_up", "props", "moves", "home", "mask")

    def __init__(self, uid, card_id, owner, zone="", face_up=False, props=None, moves=0):
        self.uid = uid
        self.card_id = card_id
        self.owner = owner
        self.zone = zone
        self.face_up = face_up
        self.props = props if props is not None else {}
        self.moves = moves
        self.home = None
        self.mask = None            # what a view shows of it while hidden (game.engine.views), made once

    def __repr__(self):
        return f"Card({self.uid}, {self.card_id!r}, owner={self.owner}, zone={self.zone!r})"




class Zone:
    """An ordered list of card uids; the end of the list is the top.

    visibility: public (everyone sees face-up cards), private (the owner sees them)
    or secret (nobody does: a deck).  States share Zone objects after a clone; only the
    state named by ``home`` may change one (``State.writable_zone`` takes its own first).
    """
    __slots__ = ("name", "owner", "visibility", "ordered", "cards", "home")

    def __init__(self, name, owner=None, visibility=PUBLIC, ordered=True, cards=None):
        self.name = name
        self.owner = owner
        self.visibility = visibility
        self.ordered = ordered
        self.cards = cards if cards is not None else []
        self.home = None

    def copy(self) -> "Zone":
        return Zone(self.name, self.owner, self.visibility, self.ordered, self.cards[:])

    def __len__(self):
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __repr__(self):
        return f"Zone({self.name!r}, {len(self.cards)} cards)"


@dataclass(slots=True)
class Decision:
    """A question the game waits on; the next action answers it with one of ``options``."""
    seat: int
    kind: str
    prompt: str
    options: list
    source: str = "game"        # game | chain | may | order
    data: dict = field(default_factory=dict)


@dataclass(slots=True)
class ChainItem:
    """A triggered ability waiting on the chain, and how far it has resolved."""
    card: int
    card_id: str
    ability: int
    controller: int
    trigger: str
    info: dict = field(default_factory=dict)
    pc: int = 0
    memory: dict = field(default_factory=dict)
    answers: list = field(default_factory=list)
    moves_at_trigger: int = 0
    effect: object = None          # an Ability no card prints (a Location's); None: the card's own

    def copy(self) -> "ChainItem":
        return ChainItem(self.card, self.card_id, self.ability, self.controller, self.trigger, dict(self.info),
                         self.pc, dict(self.memory), list(self.answers), self.moves_at_trigger, self.effect)
