"""Suits, Elements and Colors stay apart for players who see colour differently: a sign as well as a colour."""
import dataclasses
import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import engine
from game.banished.rules import COLORS as ELEMENT_COLORS, SIGNS as ELEMENT_SIGNS
from game.pariahs.rules import FRAME_COLORS
from scenes import cardface, games, theme
from scenes.pariahs.art import color_sign
from tests.colour_vision import MACHADO, seen_difference
from tests.pinned import pinned_cards

AT_A_GLANCE = 10.0          # ΔE2000 two colours must keep to be told apart by colour alone
VISIONS = (None,) + tuple(MACHADO)
CARDS = pinned_cards()


def palettes() -> dict:
    """Each game's colours that mean something, with the sign drawn beside each."""
    suits = CARDS.game("seize").constants["suits"]
    return {
        "seize suits": {s["id"]: (tuple(s["color"]), s["sign"]) for s in suits},
        "banished elements": {k: (ELEMENT_COLORS[k], ELEMENT_SIGNS[k]) for k in ELEMENT_COLORS},
        "pariahs colors": {seat: (FRAME_COLORS[seat], color_sign(seat)) for seat in FRAME_COLORS},
        "table marks": {"playable": (theme.TARGET, ""), "chosen": (theme.HIGHLIGHT, ""), "refused": (theme.RED, "")},
    }


@pytest.mark.parametrize("palette", list(palettes()))
def test_every_pair_differs_to_every_vision_by_colour_or_by_sign(palette):
    colours = palettes()[palette]
    too_close = []
    for (a, (ca, sa)), (b, (cb, sb)) in itertools.combinations(colours.items(), 2):
        for vision in VISIONS:
            if seen_difference(ca, cb, vision) < AT_A_GLANCE and (not sa or sa == sb):
                too_close.append((a, b, vision or "typical", round(seen_difference(ca, cb, vision), 1)))
    assert not too_close, f"{palette}: told apart neither by colour nor by sign: {too_close}"


def test_the_check_finds_colours_a_deficiency_confuses():
    red, green = (200, 60, 50), (90, 140, 40)           # the classic pair: clear to typical vision ...
    assert seen_difference(red, green, None) > 30
    assert seen_difference(red, green, "deuteranopia") < AT_A_GLANCE      # ... one colour to a deuteranope


@pytest.mark.parametrize("palette", ["seize suits", "banished elements", "pariahs colors"])
def test_each_meaning_has_a_sign_of_its_own(palette):
    signs = [sign for _, sign in palettes()[palette].values()]
    assert all(signs) and len(set(signs)) == len(signs)


def _faces():
    """A face of each game that shows a suit, an Element or a Color."""
    shown = {"seize": {"suit": "demon"}, "banished": {}, "pariahs": {"color": "blue"}}
    for table in games.TABLES:                   # each game's card style, installed by scenes.games
        game, props = table.name, shown[table.name]
        state = engine.new_game(game, ["A", "B"], 2, CARDS)
        for uid, card in state.cards.items():
            face = cardface.face_for(game, state.definition(uid), dict(card.props, **props))
            if face.sign:
                yield game, face
                break


@pytest.mark.parametrize("game,face", list(_faces()), ids=lambda v: v if isinstance(v, str) else "")
def test_the_sign_is_drawn_on_the_card_at_table_size(game, face):
    pygame.display.init()
    plain = dataclasses.replace(face, sign="")
    for width in (70, 200):
        with_sign = pygame.image.tobytes(cardface.render_face(face, width), "RGBA")
        assert with_sign != pygame.image.tobytes(cardface.render_face(plain, width), "RGBA")
    if game == "pariahs":
        assert face.sign.startswith("☾")                 # the Blue sign, before the Class marks
