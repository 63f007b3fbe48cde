"""Card faces: every card of every game in cards.yaml renders at any size; art is deterministic,
cached on disk, and a designer's PNG replaces it; Seize's marks show."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes import cardart, cardface
from scenes.cardface import card_size, face_for, render_back, render_face
from scenes.games import TABLES
from tests.pinned import pinned_cards

CARDS = pinned_cards()


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield


def faces():
    for game in (table.name for table in TABLES):        # every game the window draws, its card style installed
        section = CARDS.game(game)
        suits = [s["id"] for s in section.constants.get("suits", ())]
        for defn in section.cards.values():
            props = {"suit": suits[0]} if game == "seize" else {"color": "blue"} if game == "pariahs" else {}
            yield game, defn, face_for(game, defn, props)


@pytest.mark.slow
def test_every_card_of_every_game_renders_at_table_hover_and_print_sizes():
    count = 0
    for game, defn, face in faces():
        for width in (72, 130, 300):
            surf = render_face(face, width)
            assert surf.get_size() == card_size(width), (game, defn.id)
        count += 1
    assert count == sum(len(s.cards) for s in CARDS.games.values()) and count > 0


def test_a_print_size_face_is_drawn_at_the_size_asked():
    _, _, face = next(faces())
    assert render_face(face, (750, 1050)).get_size() == (750, 1050)       # 2.5 x 3.5 in at 300 dpi


def test_every_game_has_its_own_back():
    backs = {g: pygame.image.tobytes(render_back(g, 100), "RGBA") for g in ("seize", "banished", "pariahs")}
    assert len(set(backs.values())) == 3


def test_art_is_deterministic_from_the_card_id_and_differs_between_cards():
    a1 = cardart.make_art("seize", "wisdom").tobytes()
    a2 = cardart.make_art("seize", "wisdom").tobytes()
    b = cardart.make_art("seize", "death").tobytes()
    assert a1 == a2 and a1 != b


def test_art_is_cached_on_disk_and_a_designers_png_replaces_it(tmp_path, monkeypatch):
    monkeypatch.setattr(cardart, "CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cardart, "ART_DIR", str(tmp_path))
    path = cardart.art_path("seize", "youth")
    assert path.startswith(str(tmp_path / "cache")) and os.path.isfile(path)
    own = pygame.Surface((40, 30))
    own.fill((255, 0, 255))
    pygame.image.save(own, str(tmp_path / "youth.png"))
    assert cardart.art_path("seize", "youth") == str(tmp_path / "youth.png")
    cardface.clear_caches()
    defn = CARDS.game("seize").cards["youth"]
    surf = render_face(face_for("seize", defn, {"suit": "demon"}), 300)
    w, h = surf.get_size()
    assert surf.get_at((w // 2, int(h * 0.3)))[:3] == (255, 0, 255)
    cardface.clear_caches()


def _right_edge(surf):
    w, h = surf.get_size()
    return [surf.get_at((x, y))[:3]
            for x in range(int(w * 0.9), w - 4, 3) for y in range(int(h * 0.3), int(h * 0.7), 5)]


def test_a_drained_card_is_defaced_at_an_edge_and_a_restored_one_carries_the_rune_it_left():
    defn = CARDS.game("seize").cards["wisdom"]
    plain = render_face(face_for("seize", defn, {"suit": "demon"}), 240)
    drained = render_face(face_for("seize", defn, {"suit": "demon", "drained": True}), 240)
    restored = render_face(face_for("seize", defn, {"suit": "wild", "restored_from": ("demon",)}), 240)
    dark = lambda pixels: sum(1 for p in pixels if sum(p) < 250)  # noqa: E731
    assert dark(_right_edge(drained)) > dark(_right_edge(plain)) + 10
    assert face_for("seize", defn, {"suit": "wild", "restored_from": ("demon",)}).marks == ("restored", "╲")
    assert _right_edge(restored) != _right_edge(drained)


def test_the_flavour_gives_way_before_the_rules_text_shrinks_below_legible(monkeypatch):
    sizes = []
    text = cardface.fonts.text

    def recording(kind, size):
        if kind == "small":
            sizes.append(size)
        return text(kind, size)
    monkeypatch.setattr(cardface.fonts, "text", recording)
    width = 200
    legible = int(width * 0.05)
    witch = CARDS.game("banished").cards["electric_6"]        # long rules and a flavour line: both do not fit
    assert witch.get("flavor")
    render_face.cache_clear()
    render_face(face_for("banished", witch, {}), card_size(width))
    assert sizes[-1] >= legible
    sizes.clear()
    render_face.cache_clear()
    abbot = CARDS.game("banished").cards["earth_6"]           # short enough: the flavour stays, at a legible size
    render_face(face_for("banished", abbot, {}), card_size(width))
    assert sizes[-1] >= legible
