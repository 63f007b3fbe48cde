"""In the guided games the line from the lit hand card to where it goes runs under the other cards in hand,
never across them (checked on the pixels: where the line passes behind a hand card, the card is as drawn
without the light).  The light is one ``Spotlight`` for all three guided games; Banished's script is the one
whose line passes a hand card (its Grim played from the hand's edge to the field)."""
import pygame

from scenes.table.driver import Driver
from tests.conftest import wait_until


def _hidden_stretch(table, card, target, uid):
    """Points of the line from the lit card to its target that lie on another card of the same hand."""
    zone = table.shown.cards[uid].zone
    others = [table.sprites[u].rect().inflate(-8, -8) for u in table.shown.zones[zone].cards
              if u != uid and u in table.sprites]
    points = []
    (x0, y0), (x1, y1) = card.center, target.center
    for i in range(1, 200):
        p = (round(x0 + (x1 - x0) * i / 200), round(y0 + (y1 - y0) * i / 200))
        if any(r.collidepoint(p) for r in others) and not card.inflate(16, 16).collidepoint(p) \
                and not target.inflate(16, 16).collidepoint(p):
            points.append(p)
    return points


def test_the_lit_line_runs_under_the_other_hand_cards(app):
    game = "banished"
    d = Driver(app)
    app.push("menu")
    table = app.push("guided", game)
    d.frames(2)
    d.key(pygame.K_RETURN)
    d.frames(10)
    checked = 0
    for _ in range(40):
        guide = table.guide
        wait_until(lambda: not table.playback.animating, lambda: d.frames(2), "the table at rest")
        if guide.waiting():
            guide.next()
            d.frames(4)
            continue
        move = guide.expected()
        if move is None or table.match.state.over:
            break
        light = table.light()
        card, target, _ = light.parts() if light is not None else (None, None, None)
        if card is not None and target is not None and move.card is not None and \
                table.shown.cards[move.card].zone.startswith("hand"):
            points = _hidden_stretch(table, card, target, move.card)
            if points:
                lit = app.screen.copy()
                app.draw(lit)
                dark = app.screen.copy()
                table.light = lambda: None
                app.draw(dark)
                del table.light
                assert [p for p in points if lit.get_at(p) != dark.get_at(p)] == [], (game, guide.step)
                checked += 1
        table.gestures.choose([move])
        d.frames(4)
    assert checked, "no step's line passed a hand card"
