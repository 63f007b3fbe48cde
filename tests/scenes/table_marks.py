"""A table's layout checked from what it drew: the rectangles of every text, panel, pile, badge, button and
banner of one frame (``scenes/table/marks.py``), at a window size and text scale of the test's choosing."""
from __future__ import annotations

import contextlib

import pygame

from scenes import fonts
from scenes.table.driver import Driver
from scenes.table.marks import Mark, outside, overlaps


@contextlib.contextmanager
def window(app, size, scale=1.0):
    """The app's window at ``size`` with text at ``scale`` (as Settings → text size sets it), put back after."""
    before = app.size, app.settings.get("scale", 100)
    app.settings["scale"] = int(scale * 100)
    Driver(app).post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    fonts.set_scale(scale)
    for scene in app.stack:                          # as the Settings screen does when the text size changes
        scene.resize(app.size)
    try:
        yield
    finally:
        app.settings["scale"] = before[1]
        Driver(app).post(pygame.VIDEORESIZE, size=before[0], w=before[0][0], h=before[0][1])
        fonts.set_scale(before[1] / 100)
        for scene in app.stack:
            scene.resize(app.size)


def drawn_marks(app, table) -> list[Mark]:
    """What one frame of ``table`` drew where, with the app's bars (a broken card file's problems)."""
    table.draw(app.screen)
    marks = list(table.marks)
    for helper in app.helpers:
        bar = getattr(helper, "bar_rect", None)
        rect = bar(app.size) if bar else None
        if rect is not None:
            marks.append(Mark("panel", "problems", rect))
    return marks


def describe(m: Mark) -> str:
    return f"{m.kind} {m.owner} {tuple(m.rect)} {m.text!r}"


def assert_calm(app, table, what="", buttons=("?", "Menu")):
    """Every mark lies inside the window, no two overlap wrongly (``scenes.table.marks.overlaps``), every
    seat's name on its plate is whole, and the top bar keeps ``buttons``."""
    marks = drawn_marks(app, table)
    assert marks, "the table drew nothing it marks"
    shown = [m.text for m in marks if m.kind == "button"]
    assert all(b in shown for b in buttons), f"{what}: the top bar has {shown}, not all of {buttons}"
    for seat in range(len(table.shown.seats)):
        name = table.layout.seat_name(table.shown, seat)
        on_plate = [m.text for m in marks if m.owner == f"plate:{seat}" and m.kind == "text"]
        assert not on_plate or name in on_plate, f"{what}: {name!r} is shown as {on_plate}"
        in_cell = [m.text for m in marks if m.owner == f"cell:{seat}" and m.kind == "text"]
        assert not in_cell or any(name in text for text in in_cell), f"{what}: {name!r} is shown as {in_cell}"
    window_rect = pygame.Rect((0, 0), app.size)
    out = outside(marks, window_rect)
    assert not out, f"{what}: outside the window: " + "; ".join(map(describe, out))
    bad = overlaps(marks)
    assert not bad, f"{what}: overlapping: " + "; ".join(f"{describe(a)} × {describe(b)}" for a, b in bad[:8])
    return marks
