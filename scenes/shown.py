"""What the window showed in its last frame, for tests that look at it from outside.

With ``CARD_TABLE_SHOWN=FILE`` in the environment the window draws each frame on a
``RecordingSurface``, which notes every line of text blitted on it (the text was made by
``scenes.fonts``) and every button drawn, with their rectangles.  After a frame whose
record differs from the last one, the record is written to FILE as JSON (atomically):

    {"size": [w, h], "scenes": ["MenuScene", ...], "frame": n,
     "items": [{"kind": "text" | "button", "label": ..., "rect": [x, y, w, h],
                "layer": i, "enabled": bool}, ...],
     "scene": {...the top scene's ``shown_state()``: its cards, where they may go, its log...}}

``layer`` is the index of the scene in the stack that drew the item (helpers drawn over
every scene get the top layer).  Without the variable nothing is recorded and the window
draws straight on the screen.
"""
from __future__ import annotations

import json
import os
import weakref

import pygame

ENV = "CARD_TABLE_SHOWN"

_texts: "weakref.WeakKeyDictionary[pygame.Surface, str]" = weakref.WeakKeyDictionary()
_recording: "Record | None" = None


def name_text(surface: pygame.Surface, string: str) -> pygame.Surface:
    """Remember that ``surface`` shows ``string`` (fonts calls this for every line it renders)."""
    _texts[surface] = string
    return surface


def note(kind: str, label: str, rect, **more) -> None:
    """Note an element drawn this frame (a button, a card) when a record is being made."""
    if _recording is not None:
        _recording.add(kind, label, pygame.Rect(rect), **more)


class Record:
    """The items of one frame."""

    def __init__(self):
        self.items: list[dict] = []
        self.layer = 0

    def add(self, kind: str, label: str, rect: pygame.Rect, **more) -> None:
        if rect.w <= 0 or rect.h <= 0:
            return
        self.items.append({"kind": kind, "label": label, "rect": [rect.x, rect.y, rect.w, rect.h],
                           "layer": self.layer, **more})


class RecordingSurface(pygame.Surface):
    """A frame buffer that notes where each line of text lands."""

    def blit(self, source, dest, area=None, special_flags=0):
        placed = super().blit(source, dest, area, special_flags)
        string = _texts.get(source)
        if string and _recording is not None and string.strip():
            ink = source.get_bounding_rect()
            if area is not None:
                ink = ink.clip(pygame.Rect(area)).move(-pygame.Rect(area).x, -pygame.Rect(area).y)
            ox, oy = self.get_abs_offset()
            x, y = (dest.topleft if isinstance(dest, pygame.Rect) else dest[:2])
            rect = ink.move(int(x), int(y)).clip(placed).move(ox, oy)
            if rect.w and rect.h:
                _recording.add("text", string, rect)
        return placed


class Recorder:
    """Draws the app's frames through a ``RecordingSurface`` and writes what each showed to a file."""

    def __init__(self, path: str):
        self.path = os.path.abspath(path)
        self.buffer: RecordingSurface | None = None
        self.last = ""

    @classmethod
    def from_environment(cls) -> "Recorder | None":
        path = os.environ.get(ENV)
        return cls(path) if path else None

    def surface_for(self, screen: pygame.Surface) -> RecordingSurface:
        if self.buffer is None or self.buffer.get_size() != screen.get_size():
            self.buffer = RecordingSurface(screen.get_size())
        return self.buffer

    def start(self) -> Record:
        global _recording
        _recording = Record()
        return _recording

    def finish(self, app, screen: pygame.Surface) -> None:
        """Put the frame on the screen and write its record if it changed."""
        global _recording
        record, _recording = _recording, None
        screen.blit(self.buffer, (0, 0))
        if record is None:
            return
        top = app.top
        extra = getattr(top, "shown_state", None)
        body = {"size": list(screen.get_size()), "scenes": [type(s).__name__ for s in app.stack],
                "items": record.items, "scene": extra() if extra is not None else {}}
        text = json.dumps(body, sort_keys=True, default=str)
        if text == self.last:
            return
        self.last = text
        body["frame"] = app.frames
        tmp = f"{self.path}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as out:
            json.dump(body, out, default=str)
        os.replace(tmp, self.path)


def set_layer(index: int) -> None:
    """Items drawn from now on belong to the scene at ``index`` in the stack."""
    if _recording is not None:
        _recording.layer = index
