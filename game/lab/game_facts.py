"""What the lab knows of a game, the vocabulary ``game/lab/<game>_facts.py`` write it in: how its cards are counted
(``BalanceFacts``) and how a position is written back as its set-up (``PositionFormat``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

MARKET = "market"      # cards are bought out of it (Banished's Spread, Pariahs' Supplicants)
SUPPLY = "supply"      # refills a market; never a seat's (the Crypt, a Supplicant Deck)
PLAY = "play"          # a card moved in here is played
GONE = "gone"          # out of the game (the flames, Banishment)
SCORE = "score"        # cards used as counters (Pariahs' Support, Converts)
KEPT = "kept"          # a seat's own cards: deck, hand, discard, well

DEFAULT_GROUP_FIELDS = (("element", None), ("suit", None), ("class", None))


@dataclass(frozen=True)
class BalanceFacts:
    """What the lab needs to know of a game to count its cards (``game.lab.balance``)."""
    zone_roles: dict = field(default_factory=dict)   # zone kind -> MARKET, SUPPLY, PLAY, GONE, SCORE or KEPT
    # card groups besides the family: (name, reader(definition, props) or None); without a
    # reader the card's prop wins over its definition's field
    group_fields: tuple = DEFAULT_GROUP_FIELDS
    family_title: str = "Family"                     # what the game calls its families
    primary_measure: str | None = None               # the measure a comparison leads with
    # the group a card is fairly compared with: a costly card is bought by a richer seat,
    # so its win rate is read against the cards of its own cost, not against everyone
    peer_group: str | None = None
    length_stat: str | None = None                   # a Rules.stats entry that tells a game's length best
    note: str = ""                                   # a sentence the report adds on how cards are counted
    targets: tuple = ()                              # docs/BALANCE.md's targets (``tune --target balance``)
    # the game options a target reads well only with: target kind and name, e.g. "stat:chosen" -> options
    target_options: dict = field(default_factory=dict)


@dataclass(frozen=True)
class PositionFormat:
    """How a game writes a position as its set-up, for the sandbox (``game.lab.positions``)."""
    write: Callable                    # fn(state, notes) -> set-up dict; appends what it leaves out to notes
    kept_counters: tuple = ()          # counters the set-up keeps (the others are noted as lost)
    owner: Callable | None = None      # fn(state, zone, props, owner) -> the owner of a card put into zone


def zone_ids(state, zone) -> list:
    """The card ids in ``zone``, bottom to top."""
    return [state.cards[u].card_id for u in state.zones[zone].cards]


def pending_note(state, notes) -> None:
    """Note the open question and the waiting chain, which no set-up keeps."""
    if state.pending is not None:
        notes.append(f"the question being asked ({state.pending.prompt}) is not kept")
    if state.chain or state.waiting:
        notes.append("abilities waiting on the chain are not kept")
