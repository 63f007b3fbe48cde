"""The set-up form and small windows keep everything inside and legible, driven through real pygame events."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.table.driver import Driver


def test_banished_set_up_keeps_the_favor_row_when_a_second_seat_becomes_a_person(app, shots):
    from scenes.setup import SetupScene
    scene = SetupScene(app, "banished")
    app.push(scene)
    d = Driver(app)
    d.frames(1)
    row = scene.panel.favor.rect.copy()
    assert row.w > 0 and row.y > 100
    second = scene.rows[1]
    assert second.spec.startswith("ai:")
    while second.spec != "human":
        d.click((second.kind.rect.x + 8, second.kind.rect.centery))      # ‹ : down the levels to a person
    d.frames(1)
    favor = scene.panel.favor
    assert (favor.rect.x, favor.rect.size) == (row.x, row.size) and favor in scene.widgets()
    assert favor.rect.y > second.kind.rect.bottom
    assert favor.names[2].startswith("Seat 2")
    d.click((favor.rect.right - 8, favor.rect.centery))                   # the row still answers the pointer
    assert favor.value == 0
    d.screenshot(os.path.join(shots, "setup_banished_two_people.png"))
    corner = app.screen.subsurface(pygame.Rect(0, 0, 120, 40))
    felt = app.screen.get_at((200, 30))
    assert all(abs(a - b) < 40 for a, b in zip(corner.get_at((5, 5)), felt))   # nothing drawn at the corner


# -- 11. small windows: the layout reflows, the log narrows or folds away ------------------------

def resized(app, size):
    d = Driver(app)
    d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    d.frames(2)
    return d


def banished_turn(app):
    app.settings["speed"] = "instant"
    table = app.push(app.scene("table", "banished", ["human", "ai:random", "ai:random"], 5,
                               names=["Ann", "Bob", "Cid"]))
    d = Driver(app)
    for _ in range(3000):
        d.frames(1)
        if table.my_turn() and table.gestures.actions_ready and not table.playback.animating:
            if table.match.state.data.get("phase") == "turn":
                return table
            if table.gestures.clicks:
                d.click(table.sprites[next(iter(table.gestures.clicks))].rect().center)
    raise AssertionError("no turn")


@pytest.mark.slow
def test_in_a_small_window_the_log_folds_to_a_tab_that_opens_over_the_table(app, shots):
    from tests.scenes.test_ui_table import LEADING, seize_table
    table = seize_table(app, LEADING)
    d = resized(app, (800, 560))
    log = table.log
    assert log.folded and not log.open and table.table_rect.w >= 0.9 * 800
    assert table.table_rect.right < log.tab.x
    d.click(log.tab.center)
    assert log.open and table.table_rect.colliderect(log.rect)        # opened over the table
    d.screenshot(os.path.join(shots, "small_log_open.png"))
    d.click(table.table_rect.move(40, 0).midleft)                     # a click elsewhere folds it away
    assert not log.open
    d = resized(app, (1024, 700))
    assert not log.folded and log.rect.w <= 0.22 * 1024 and table.table_rect.right < log.rect.x
    d = resized(app, (1280, 800))
    assert log.rect.w == 270


def test_in_small_windows_the_piles_the_wheel_and_the_status_keep_inside_and_legible(app, shots):
    from tests.scenes.test_ui_table import LEADING, seize_table
    table = seize_table(app, LEADING)
    for size in ((1024, 700), (800, 560)):
        resized(app, size)
        layout = table.layout
        inside = table.table_rect.inflate(2, 2)
        for name in ("deck", "pot", "well:0", "well:1", "trick", "flames"):
            assert inside.contains(layout.regions[name]), (size, name)
        texts = []
        from scenes import fonts
        real = fonts.text

        def spy(style, size_, *a, **k):
            texts.append(size_)
            return real(style, size_, *a, **k)
        fonts.text = spy
        try:
            app.draw(app.screen)
        finally:
            fonts.text = real
        assert min(texts) >= 12, (size, min(texts))                     # no 8 px text
        Driver(app).screenshot(os.path.join(shots, f"small_seize_{size[0]}.png"))


@pytest.mark.slow
def test_in_small_windows_banisheds_end_turn_covers_no_coin(app, shots):
    table = banished_turn(app)
    for size in ((1280, 800), (1024, 700), (800, 560)):
        resized(app, size)
        end = next(b for b in table.bar.buttons if b.label == "End turn")
        box = table.bar.bounds().inflate(28, 24)                         # the panel drawn round it
        st = table.layout.board.stations[0]
        assert not box.colliderect(st.obol) and not box.colliderect(st.life), size
        for other in (1, 2):
            for rect in table.layout.board.stations[other].piles.values():
                assert not box.colliderect(rect), (size, other)
        assert pygame.Rect((0, 0), size).contains(end.rect)
        hand = [table.sprites[u].rect() for u in table.match.state.zones["hand:0"].cards]
        assert not any(box.colliderect(r) for r in hand), size          # nor a card of the hand
        Driver(app).screenshot(os.path.join(shots, f"small_banished_{size[0]}.png"))


# -- 14. faces and small views ---------------------------------------------------------------

def test_a_profiles_collection_enlarges_the_card_under_the_pointer(app, shots):
    from game.seize import profiles
    from scenes.seize.collection import ProfileScene
    profile = profiles.create_profile("Ann", folder=app.data_dir, cards=app.cards)
    scene = app.push(ProfileScene(app, profile))
    d = Driver(app)
    d.frames(1)
    assert scene.enlarged() is None
    rect, face = scene.cards_at[5]
    d.move(rect.center)
    d.frames(1)
    assert scene.enlarged() == face
    big = []
    from scenes import cardface
    real = cardface.render_face
    cardface.render_face = lambda f, w, *a, **k: (big.append((f, w)), real(f, w, *a, **k))[1]
    try:
        app.draw(app.screen)
    finally:
        cardface.render_face = real
    assert (face, 230) in big                                      # drawn large beside the pointer
    d.screenshot(os.path.join(shots, "collection_hover.png"))
    d.move((5, 5))
    d.frames(1)
    assert scene.enlarged() is None


def test_the_gallery_names_each_card_legibly_under_it(app, shots):
    from scenes import fonts
    from scenes.designer.gallery import GalleryScene
    gallery = app.push(GalleryScene(app, "banished"))
    d = Driver(app)
    d.frames(1)
    sizes = []
    real = fonts.fit

    def spy(style, text, width, size, *a, **k):
        t = real(style, text, width, size, *a, **k)
        sizes.append((text, t.size))
        return t
    fonts.fit = spy
    try:
        app.draw(app.screen)
    finally:
        fonts.fit = real
    first = gallery.grid.entries[0].defn.name
    named = [s for text, s in sizes if text == first]
    assert named and min(named) >= 12
    d.screenshot(os.path.join(shots, "gallery_names.png"))


@pytest.mark.slow
def test_banished_says_which_corner_number_is_value_and_which_power(app):
    from scenes.banished import paint
    told = []
    table = banished_turn(app)
    plain = table.layout._corner_legend
    table.layout._corner_legend = lambda surface, rect, title: (told.append(rect), plain(surface, rect, title))
    table.overlays.forget_board()
    app.draw(app.screen)
    assert told and "Value" in paint.CORNER_LEGEND and "Power" in paint.CORNER_LEGEND
    spread = told[-1]
    assert all(spread.colliderect(table.sprites[u].rect()) for u in table.match.state.zones["spread"].cards)
