"""Every decision of every game is reachable by keyboard alone: a whole game of each, played with key events."""
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.result import ResultScene
from scenes.table.driver import Driver
from scenes.table.launch import table_scene

DIGITS = [pygame.K_1 + i for i in range(9)]


def press_button(d, bar, i):
    """Press button ``i`` of a bar by keys: its number, or Tab to it and Enter."""
    if i < 9:
        d.key(DIGITS[i])
        return
    while bar.focus != i:
        d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)


def play_by_keys(app, table, rng, limit=60000):
    """Play the person's seat with key events only, choosing at random among what the keys reach."""
    d = Driver(app)
    moves = 0
    for _ in range(limit):
        d.frames(1)
        top = app.top
        if isinstance(top, ResultScene):
            return moves
        if top is not table:                            # a dialog over the table ("Which move?")
            options = [i for i, b in enumerate(top.bar.buttons) if b.enabled and not b.cancel]
            assert options, (type(top).__name__, getattr(top, "title", ""), [b.label for b in top.bar.buttons])
            press_button(d, top.bar, rng.choice(options))
            continue
        if table.peek is not None or table.curtain is not None:
            d.key(pygame.K_RETURN)
            continue
        if table.playback.animating or not table.gestures.actions_ready or not table.my_turn():
            continue
        cards = [u for u in table.keys.hand_order() if u in table.gestures.drags]
        buttons = [i for i, b in enumerate(table.bar.buttons) if b.enabled]
        assert cards or buttons, f"the keyboard reaches none of these moves: {table.match.legal()}"
        before = len(table.match.actions)
        route = rng.randrange(len(cards) + len(buttons))
        if route < len(cards):
            for _ in range(len(cards) + 1):             # the arrows walk the hand from wherever they are
                if table.gestures.selected == cards[route]:
                    break
                d.key(pygame.K_RIGHT)
            assert table.gestures.selected == cards[route]
            d.key(pygame.K_RETURN)
            if table.keys.aim is not None:                  # several lit places: the arrows choose, Enter puts it
                for _ in range(rng.randrange(len(table.keys.aim_targets()))):
                    d.key(pygame.K_RIGHT)
                d.key(pygame.K_RETURN)
        else:
            press_button(d, table.bar, buttons[route - len(cards)])
        moves += len(table.match.actions) > before
    raise AssertionError(f"the game did not end in {limit} frames")


@pytest.mark.slow
@pytest.mark.parametrize("game,seed", [("seize", 4), ("pariahs", 5), ("banished", 6)])
def test_a_whole_game_played_with_the_keyboard_alone(app, game, seed):
    app.settings["speed"] = "instant"
    table = table_scene(app, game, ["human", "ai:random"], seed)
    app.push(table)
    moves = play_by_keys(app, table, random.Random(seed))
    assert table.match.state.over and isinstance(app.top, ResultScene)
    assert moves >= 3 and sum(1 for a in table.match.actions if a.seat == 0) >= 3
    assert not any(a.kind == "concede" for a in table.match.actions)
