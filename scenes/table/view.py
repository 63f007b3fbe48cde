"""What a game's layout may read of the table: the shown copy, the viewer, the selection, the lit targets,
the pending decision, the cards' sprites and spots; and the few things it may ask (say, mark, lift).

A layout gets a ``TableView``, never the scene: it cannot reach the match, the workers or the parts."""
from __future__ import annotations

from types import MappingProxyType


class TableView:
    """A narrow, read-only window on one ``TableScene`` for its layout."""

    def __init__(self, scene):
        self._scene = scene

    # -- what is shown ------------------------------------------------------------
    @property
    def shown(self):
        """The copy the table shows, moved on one event at a time."""
        return self._scene.shown

    @property
    def truth(self):
        """The match's true state (ahead of ``shown`` while events play)."""
        return self._scene.match.state

    @property
    def pending(self):
        """The decision the true state waits on (None: none)."""
        return self._scene.match.state.pending

    @property
    def names(self) -> list[str]:
        return self._scene.match.names

    @property
    def humans(self) -> list[int]:
        """The seats people play."""
        return self._scene.match.humans

    @property
    def watch(self) -> bool:
        """A replay or a game of computers only: nobody at the table acts."""
        return self._scene.watch

    @property
    def viewer(self):
        """The seat the table is seen from (None: nobody's hidden cards are shown)."""
        return self._scene.viewer

    def you_seat(self):
        """The seat the table calls 'You' (None hot-seat or watching)."""
        return self._scene.you_seat()

    def my_turn(self) -> bool:
        """The viewer is a person and it is their move."""
        return self._scene.my_turn()

    # -- the playback ---------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self._scene.playback.animating

    @property
    def synced(self) -> bool:
        """``shown`` has caught up with the true state."""
        return self._scene.playback.synced

    @property
    def speed(self) -> float:
        """The animation speed factor (0: instant)."""
        return self._scene.speed

    @property
    def queue(self) -> tuple:
        """The events still to play, next first."""
        return tuple(self._scene.playback.queue)

    @property
    def effects(self) -> tuple:
        """The passing effects now on the table (banners, captions)."""
        return tuple(self._scene.playback.effects)

    # -- the cards and the person's hands -------------------------------------------
    @property
    def sprites(self):
        """uid -> the card's sprite on screen."""
        return MappingProxyType(self._scene.sprites)

    @property
    def spots(self):
        """uid -> where the layout last placed the card."""
        return MappingProxyType(self._scene.spots)

    @property
    def selected(self):
        """The card picked up by a click (None: none)."""
        return self._scene.gestures.selected

    @property
    def dragging(self):
        """The card being dragged (None: none)."""
        return self._scene.gestures.dragging

    @property
    def held(self):
        """The card in hand: the one dragged, else the one selected."""
        return self._scene.gestures.held

    @property
    def hovering(self):
        """The card the pointer rests on (None: none)."""
        return self._scene.gestures.hover[0]

    @property
    def mouse(self) -> tuple[int, int]:
        return self._scene.gestures.mouse

    @property
    def actions_ready(self) -> bool:
        """The decision's moves are known: the drags and clicks below are the person's."""
        return self._scene.gestures.actions_ready

    @property
    def drags(self):
        """uid -> [(target, action)] the viewer may drag now."""
        return MappingProxyType(self._scene.gestures.drags)

    @property
    def clicks(self):
        """uid -> [action] the viewer may click now."""
        return MappingProxyType(self._scene.gestures.clicks)

    def lit_targets(self, uid=None) -> list[str]:
        """The drop regions lit for the card in hand (or ``uid``)."""
        return self._scene.gestures.lit_targets(uid)

    # -- what a layout may ask ----------------------------------------------------------
    def say(self, text: str, seconds: float = 3.5) -> None:
        """A line for the person on the status bar."""
        self._scene.say(text, seconds)

    def mark(self, kind: str, owner, rect, text: str = "") -> None:
        """Note an element drawn this frame (``scenes/table/marks.py``)."""
        self._scene.marks.add(kind, owner, rect, text)

    def lift(self, uid) -> None:
        """Pick ``uid`` up as if clicked (None: put the lifted card down)."""
        self._scene.gestures.selected = uid
