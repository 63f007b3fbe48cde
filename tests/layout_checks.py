"""Does a frame's layout hold? Overlapping text, text off the window, buttons on buttons.

A frame is the record ``scenes.shown`` makes: items with a kind, a label, a rectangle and the
layer (scene) that drew them.  Only the top layer is judged: a dialog may cover the table.
"""
from __future__ import annotations

import pygame

from scenes.table.marks import Mark, outside, overlaps

SLACK = 2       # pixels two inked rectangles may share (antialiased edges, accents)


def _rect(item) -> pygame.Rect:
    return pygame.Rect(item["rect"])


def top_items(frame, kind=None) -> list[dict]:
    top = len(frame["scenes"]) - 1
    return [i for i in frame["items"] if i["layer"] == top and (kind is None or i["kind"] == kind)]


def _clash(a: pygame.Rect, b: pygame.Rect) -> bool:
    c = a.clip(b)
    return c.w > SLACK and c.h > SLACK


def problems(frame) -> list[str]:
    """Every way the top scene's layout fails: text on text, text off the window, text under a button
    it is not the label of, a button on a button."""
    w, h = frame["size"]
    window = pygame.Rect(0, 0, w, h)
    texts, buttons = top_items(frame, "text"), top_items(frame, "button")
    found = []
    for t in texts:
        if not window.contains(_rect(t)):
            found.append(f"text {t['label']!r} at {t['rect']} leaves the {w}x{h} window")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if a["label"] != b["label"] and _clash(_rect(a), _rect(b)):
                found.append(f"text {a['label']!r} at {a['rect']} overlaps {b['label']!r} at {b['rect']}")
    for i, a in enumerate(buttons):
        if not window.contains(_rect(a)):
            found.append(f"button {a['label']!r} at {a['rect']} leaves the {w}x{h} window")
        for b in buttons[i + 1:]:
            if _clash(_rect(a), _rect(b)):
                found.append(f"button {a['label']!r} at {a['rect']} overlaps button {b['label']!r} at {b['rect']}")
    for t in texts:
        for b in buttons:
            rt, rb = _rect(t), _rect(b)
            if _clash(rt, rb) and not (rb.contains(rt) and t["label"] in b["label"]):
                found.append(f"text {t['label']!r} at {t['rect']} runs under button {b['label']!r} at {b['rect']}")
    return found


def cut_words(frame) -> list[str]:
    """Top-layer texts that end in an ellipsis: a name or line cut short for want of room (a button whose own
    label ends in one, "New…", shown whole, is not cut)."""
    whole = {b["label"] for b in top_items(frame, "button")}
    return [t["label"] for t in top_items(frame, "text")
            if t["label"].rstrip().endswith(("…", "...")) and t["label"] not in whole]


def table_problems(frame) -> list[str]:
    """What the table's own marks (``scenes/table/marks.py``) say is wrong: overlaps across owners, marks off
    the window."""
    marks = [Mark(m["kind"], m["owner"], pygame.Rect(m["rect"]), m["label"]) for m in frame["scene"].get("marks", ())]
    window = pygame.Rect((0, 0), frame["size"])

    def told(m):
        return f"{m.kind} {m.owner} {tuple(m.rect)} {m.text!r}"
    return ([f"{told(m)} leaves the window" for m in outside(marks, window)]
            + [f"{told(a)} overlaps {told(b)}" for a, b in overlaps(marks)])
