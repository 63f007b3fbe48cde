"""Every glyph the games and the table use renders from the bundled fonts: none falls back to a
missing-glyph box (the Seize suit signs ╲ † ∪ ๑ λ θ included)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes import fonts
from scenes.cardface import face_for
from tests.pinned import pinned_cards

CARDS = pinned_cards()
SEIZE_SIGNS = "╲†∪๑λθ"
UI_STRINGS = ("‹ › … · — – ’ “ ” ↓ × − ⇤ ◀ ❚❚ ▶ Step ▶ ✓",
              "Drop a weaker card of another suit here to turn the Trump",
              "Tab moves between fields · ← → change a choice · Enter starts · Esc goes back")


def every_face():
    for game, section in CARDS.games.items():
        suits = [s["id"] for s in section.constants.get("suits", ())] if game == "seize" else []
        for defn in section.cards.values():
            variants = [{}]
            if game == "seize":
                variants = [{"suit": s} for s in suits]
                variants += [{"suit": suits[0], "drained": True}]
                variants += [{"suit": suits[0], "restored_from": (s,)} for s in suits]
            elif game == "pariahs":
                variants = [{"color": "red"}, {"color": "blue"}]
            for props in variants:
                yield game, face_for(game, defn, props)


def face_strings():
    """(style, text) pairs as the card renderer draws them."""
    for _, face in every_face():
        yield "title_bold", face.title
        yield "italic", face.kind
        yield "small", face.kind
        yield "small", face.text
        yield "italic", face.flavor
        yield "ui_bold", face.sign + face.corner + face.corner2 + "".join(face.marks[1:])


def test_the_seize_suit_signs_are_drawn_by_a_bundled_font():
    for sign in SEIZE_SIGNS:
        for style in ("ui_bold", "title", "small"):
            assert fonts.font_for(style, sign) is not None, f"no bundled font draws {sign!r} in {style}"
    assert fonts.font_for("ui", "๑") == "NotoSansThai-Regular.ttf"     # DejaVu lacks it


def test_the_check_finds_a_missing_glyph():
    assert fonts.missing_glyphs("a\U000F0001b") == {"\U000F0001"}


def test_a_sign_does_not_render_as_the_missing_glyph_box():
    box = fonts.render("ui_bold", 40, "\U000F0001", (0, 0, 0))
    for sign in SEIZE_SIGNS:
        img = fonts.render("ui_bold", 40, sign, (0, 0, 0))
        assert img.get_width() > 4
        assert (pygame.image.tobytes(img, "RGBA") != pygame.image.tobytes(box, "RGBA")
                or img.get_size() != box.get_size())


def test_every_glyph_of_every_card_face_renders():
    missing = {}
    for style, text in face_strings():
        for ch in fonts.missing_glyphs(text, style):
            missing.setdefault(ch, text[:60])
    assert not missing, f"characters no bundled font draws: {missing}"


@pytest.mark.parametrize("text", UI_STRINGS)
def test_the_tables_own_words_render(text):
    for style in ("ui", "ui_bold"):
        assert not fonts.missing_glyphs(text, style)


def test_suit_names_and_the_wheel_render():
    for game, section in CARDS.games.items():
        for suit in section.constants.get("suits", ()):
            text = f"{suit.get('name', '')} {suit.get('sign', '')}"
            assert not fonts.missing_glyphs(text, "title_bold"), text


def test_every_font_has_its_licence():
    folder = fonts.FONT_DIR
    files = os.listdir(folder)
    licences = " ".join(open(os.path.join(folder, f), encoding="utf-8").read()[:400]
                        for f in files if f.endswith(".txt"))
    assert "SIL Open Font License" in licences and "Bitstream" in licences
    for style in fonts.STYLES.values():
        for f in style:
            assert f in files
