"""The small acts the trick, the buyback and the card language share: draw, drain, retire, ask, end the game."""
from __future__ import annotations

from game import engine
from game.engine import events as ev
from game.seize import events as sev
from game.seize.cardset import table
from game.seize.state import HANDS, WELLDECKS, colored
from game.seize.words import drew


def drain(state, uid) -> bool:
    if not colored(state, uid):
        return False
    engine.set_prop(state, uid, "drained", True)
    return True


def retire(state, uid) -> None:
    """Retired cards go to the flames, gone from every collection."""
    engine.move(state, uid, "flames", reason="retire")


def draw(state, seat, count) -> int:
    """Draw from the table deck while it has cards, then from your own well-deck."""
    zones = state.zones
    hand = HANDS[seat]
    drawn = 0
    for _ in range(count):
        src = zones["deck"].cards or zones[WELLDECKS[seat]].cards
        if not src:
            break
        engine.move(state, src[-1], hand, reason="draw")
        drawn += 1
    log = state.log
    if drawn and log is not None:
        log.append(ev.Message((drew, state.seats[seat], drawn), seat))
    return drawn


def set_trump(state, new) -> None:
    """The Trump turns to ``new``; the first Trump is the Tonic too."""
    engine.happen(state, sev.TrumpTurned(state.data["trump"], new))


def ask(state, seat, kind, prompt, options) -> None:
    state.pending = engine.Decision(seat, kind, prompt, options)
    state.emit(ev.DecisionAsked(seat, kind, prompt))


def usable(state, seat, uid, abilities):
    """The (index, ability) pairs of ``abilities`` whose condition holds for ``seat``."""
    card_id = state.cards[uid].card_id
    conditions = table(state.defs).conditions
    out = []
    for i, ability in abilities:
        test = conditions[(card_id, i)]
        if test is None or test(state, uid, seat):
            out.append((i, ability))
    return out


def finish(state, winner, reason) -> None:
    """The winner takes the pot: its cards change owner.  Every other card stays its owner's."""
    if winner is not None:
        for uid in list(state.zones["pot"].cards):
            engine.set_owner(state, uid, winner)
        state.emit(ev.Message(f"{state.seats[winner]} takes the pot ({len(state.zones['pot'].cards)} cards).",
                              winner))
    state.data["phase"] = "over"
    state.data["end_reason"] = reason
    engine.end_game(state, [winner] if winner is not None else [], reason)
