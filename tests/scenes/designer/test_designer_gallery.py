"""The card gallery (SDL's dummy driver): every card of every game drawn as printed, without a
missing glyph; the filters come from the card data and narrow the cards; a click enlarges a card
beside its YAML; the wheel scrolls."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.table.driver import Driver
from scenes.designer.export import print_cards
from scenes.designer.gallery import GalleryScene
from tests.pinned import pinned_cards

CARDS = pinned_cards()


def chip(gallery, label, name):
    """The centre of the chip ``name`` in the filter row ``label``."""
    row = None
    for rect, key, value, text in gallery.filters.chips:
        if value is None:
            row = text
        elif row == label and text == name:
            return rect.center
    raise AssertionError(f"no chip {label}: {name}")


@pytest.mark.parametrize("game", ["seize", "banished", "pariahs"])
def test_every_card_is_drawn_as_printed_without_a_missing_glyph(app, game, tmp_path):
    gallery = GalleryScene(app, game)
    app.push(gallery)
    driver = Driver(app)
    driver.frames(1)
    printed = print_cards(game, CARDS.game(game))
    assert [e.face for e in gallery.all] == [p.face for p in printed]
    assert gallery.missing_glyphs() == set()
    drawn = set()
    grid = gallery.grid
    while True:
        driver.frames(1)
        drawn |= {i for i, r in grid.visible() if r.y >= grid.rect.y and r.bottom <= grid.rect.bottom}
        if grid.scroll >= grid.content_height() - grid.rect.h:
            break
        driver.move(grid.rect.center)
        driver.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    assert drawn == set(range(len(printed)))
    driver.screenshot(os.path.join(os.environ.get("UI_SCREENSHOTS") or str(tmp_path), f"gallery-{game}.png"))


def test_the_filters_come_from_the_card_data_and_combine(app):
    gallery = GalleryScene(app, "banished")
    app.push(gallery)
    driver = Driver(app)
    driver.frames(1)
    labels = [d.label for d in gallery.filters.dims]
    assert labels[0] == "Family" and "Element" in labels and "Value" in labels
    driver.click(chip(gallery, "Family", "Grim"))
    grims = [d for d in CARDS.game("banished").cards.values() if d.family == "grim"]
    assert len(gallery.grid.entries) == len(grims)
    driver.click(chip(gallery, "Element", "Fire"))
    fire = [e.defn.id for e in gallery.grid.entries]
    assert fire and all(CARDS.game("banished").cards[i]["element"] == "fire" for i in fire)
    assert len(fire) == sum(1 for d in grims if d["element"] == "fire")
    driver.click(chip(gallery, "Family", "All"))
    assert len(gallery.grid.entries) == sum(1 for d in CARDS.game("banished").cards.values()
                                            if d.get("element") == "fire")

    gallery.choose_game("pariahs")
    driver.frames(1)
    assert [d.label for d in gallery.filters.dims][:2] == ["Class", "Color"]
    driver.click(chip(gallery, "Class", "2"))
    driver.click(chip(gallery, "Color", "Blue"))
    assert len(gallery.grid.entries) == sum(1 for d in CARDS.game("pariahs").cards.values() if d.family == "class2")
    assert all(dict(e.props)["color"] == "blue" for e in gallery.grid.entries)


def test_a_click_enlarges_the_card_beside_its_yaml(app, tmp_path):
    gallery = GalleryScene(app, "seize")
    app.push(gallery)
    driver = Driver(app)
    driver.frames(1)
    driver.click(gallery.grid.cell(3).center)
    entry = gallery.grid.entries[gallery.detail]
    assert gallery.detail == 3 and f"id: {entry.defn.id}" in entry.defn.source
    driver.key(pygame.K_RIGHT)
    assert gallery.detail == 4
    driver.screenshot(os.path.join(os.environ.get("UI_SCREENSHOTS") or str(tmp_path), "gallery-detail.png"))
    driver.key(pygame.K_ESCAPE)
    assert gallery.detail is None and app.top is gallery
