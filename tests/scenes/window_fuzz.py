"""Seeded random window events for the fuzz tests: clicks, drags, right-clicks, keys and resizes,
aimed mostly at what is on the screen (cards, zones, buttons) so that they reach the scene's code."""
from __future__ import annotations

import random

import pygame

KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_DELETE, pygame.K_BACKSPACE,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_z, pygame.K_h, pygame.K_F1, pygame.K_F6)
SIZES = ((1280, 800), (1024, 700), (800, 560))


class Errors:
    """Every exception that reached the app's error screen while fuzzing, with its scene."""

    def __init__(self, app):
        self.seen: list = []
        original = app.report_error

        def record(err, scene=None):
            self.seen.append((type(scene).__name__, repr(err)))
            original(err, scene)
        app.report_error = record


def targets(scene) -> list:
    """Points worth aiming at on ``scene``: its cards, zones, buttons and widgets."""
    points = []
    for attr in ("card_rects",):
        for _, rect in getattr(scene, attr, ()) or ():
            points.append(rect.center)
    for box in (getattr(scene, "boxes", {}) or {}).values():
        points.append(box.center)
    for rect, *_ in getattr(scene, "counter_buttons", ()) or ():
        points.append(rect.center)
    for sprite in (getattr(scene, "sprites", {}) or {}).values():
        try:
            points.append(sprite.rect().center)
        except Exception:   # a sprite without a place yet
            pass
    for name in dir(scene):
        value = getattr(scene, name, None)
        rect = getattr(value, "rect", None)
        if isinstance(rect, pygame.Rect):
            points.append(rect.center)
        buttons = getattr(value, "buttons", None)
        if isinstance(buttons, (list, tuple)):
            points += [b.rect.center for b in buttons if isinstance(getattr(b, "rect", None), pygame.Rect)]
    return points


def random_event(rng: random.Random, app, driver) -> None:
    """One random thing a person might do to the window."""
    w, h = app.size
    aimed = targets(app.top) if app.top is not None else []

    def point():
        if aimed and rng.random() < 0.8:
            x, y = rng.choice(aimed)
            return x + rng.randint(-6, 6), y + rng.randint(-6, 6)
        return rng.randrange(w), rng.randrange(h)
    roll = rng.random()
    if roll < 0.35:
        driver.click(point())
    elif roll < 0.6:
        driver.drag(point(), point(), steps=rng.randint(1, 4))
    elif roll < 0.68:
        pos = point()
        driver.move(pos)
        driver.press(pos, button=3)
        driver.release(pos, button=3)
    elif roll < 0.8:
        driver.move(point())
    elif roll < 0.97:
        driver.key(rng.choice(KEYS), mod=pygame.KMOD_CTRL if rng.random() < 0.2 else 0)
    else:
        size = rng.choice(SIZES)
        driver.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
    driver.frames(rng.randint(1, 3))
