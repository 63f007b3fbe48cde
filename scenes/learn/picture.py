"""A How to play picture: a real table frame, the position set up from the guided deal and drawn by the
table's own code into a surface (never a stored screenshot), so the pictures follow the table."""
from __future__ import annotations

import pygame

from scenes import games
from scenes.guided.script import Script, played_on
from scenes.learn.pages import Picture
from scenes.table.match import Match
from scenes.table.scene import TableScene


def table_frame(app, script: Script, picture: Picture) -> pygame.Surface:
    """The table at ``picture``'s position as the person of ``script`` sees it: the cloth and the cards, at
    the window's size (without the top bar and the log)."""
    match = Match(script.game, list(script.seats), list(script.players), script.seed, app.cards, script.options,
                  uid_secret=None)          # the script's moves name the uids its published seed gives
    match.resumable = False
    for action in played_on(script, app.cards, picture.steps, picture.then):
        match.apply(action)
    table = TableScene(app, match, games.layout_for(script.game))
    try:
        table.viewer = script.person
        table.curtain = None
        table.relayout(0)
        table.gestures.refresh()
        canvas = pygame.Surface(app.size)
        table.draw(canvas)
        area = table.table_rect
        cloth = pygame.Rect(0, area.y, area.right + 4, area.h + 8)     # the layout may draw up to the edge
        return canvas.subsurface(cloth.clip(canvas.get_rect())).copy()
    finally:
        table.close()


def fitted(image: pygame.Surface, box: pygame.Rect) -> pygame.Surface:
    """``image`` scaled to fit inside ``box``, its shape kept."""
    scale = min(box.w / image.get_width(), box.h / image.get_height())
    size = (max(1, int(image.get_width() * scale)), max(1, int(image.get_height() * scale)))
    return pygame.transform.smoothscale(image, size)
