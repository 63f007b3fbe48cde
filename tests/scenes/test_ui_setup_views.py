"""Issue 22's set-up and small-view defects, driven through real pygame events."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.table.driver import Driver  # noqa: E402


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
    d.click((second.kind.rect.x + 8, second.kind.rect.centery))          # ‹ : the seat becomes a person
    assert second.spec == "human"
    d.frames(1)
    favor = scene.panel.favor
    assert favor.rect == row and favor in scene.widgets()
    assert favor.names[2].startswith("Seat 2")
    d.click((favor.rect.right - 8, favor.rect.centery))                   # the row still answers the pointer
    assert favor.value == 0
    d.screenshot(os.path.join(shots, "setup_banished_two_people.png"))
    corner = app.screen.subsurface(pygame.Rect(0, 0, 120, 40))
    felt = app.screen.get_at((200, 30))
    assert all(abs(a - b) < 40 for a, b in zip(corner.get_at((5, 5)), felt))   # nothing drawn at the corner
