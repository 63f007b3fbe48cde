"""Dialogs: one decision at a time, a peek told alike in the panel and the log, and everything behind a
dialog dimmed.  Driven through real pygame events."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.table.driver import Driver, card_point
from tests.scenes.pariahs.test_ui_pariahs import WELL_1, drop_on, setup_of, table_at, uid_in
from tests.scenes.test_ui_table import LEADING, seize_table, uid_of


def drawn_buttons(table):
    """The decision buttons drawn in the next frame."""
    seen = []
    for b in table.bar.buttons:
        plain = b.draw
        b.draw = lambda surface, b=b, plain=plain: (seen.append(b.label), plain(surface))
    table.app.draw(table.app.screen)
    return seen


@pytest.mark.slow
def test_the_stewards_look_comes_before_her_question_and_no_click_is_lost(app, shots):
    table = table_at(app, setup_of({"hand:0": ["c3_steward", "c1_beggar"]}))
    state = table.match.state
    d = Driver(app)
    drop_on(d, table, uid_in(state, "hand:0", "c3_steward"), WELL_1)
    assert table.peek is not None and state.pending is not None
    labels = sorted(o.label for o in state.pending.options)
    assert drawn_buttons(table) == []                      # the look alone: no question beside it
    d.screenshot(os.path.join(shots, "dialogs_steward_look.png"))
    d.click(table.table_rect.center)                       # the first click ends the look
    assert table.peek is None and state.pending is not None
    assert sorted(drawn_buttons(table)) == labels          # then the question, alone
    d.screenshot(os.path.join(shots, "dialogs_steward_question.png"))
    cobbler = next(b for b in table.bar.buttons if b.label == "Cobbler")
    d.click(cobbler.rect.center)                           # the next click answers it: the Cobbler on top
    d.settle()
    while state.pending is not None and state.pending.seat == 0:   # the rest of the order, as offered
        d.click(table.bar.buttons[0].rect.center)
        d.settle()
    assert "c2_cobbler" in [state.cards[u].card_id for u in state.zones["hand:0"].cards]   # drawn of the top two


def test_the_wisdom_peek_and_the_log_name_the_top_card_alike(app, shots):
    table = seize_table(app, LEADING)
    state = table.match.state
    d = Driver(app)
    use = next(b for b in table.bar.buttons if b.label.startswith("Use Wisdom"))
    d.click(use.rect.center)
    d.settle()
    d.frames(2)
    top = state.zones["deck"].cards[-1]
    second = state.zones["deck"].cards[-2]
    assert table.peek[1][0] == top                          # the panel shows the top first, captioned "top"
    names = {u: state.defs.cards[state.cards[u].card_id].name for u in (top, second)}
    told = [s for s in table.log.sentences(table.viewer) if "at the top of the table deck" in s]
    assert told == [f"You look at the top of the table deck: {names[top]} on top, then {names[second]}."]
    d.screenshot(os.path.join(shots, "dialogs_wisdom_peek.png"))


def brightness(surface, rect):
    sub = surface.subsurface(rect.clip(surface.get_rect()))
    avg = pygame.transform.average_color(sub)
    return sum(avg[:3]) / 3


def test_a_dialog_dims_the_hand_behind_it(app, shots):
    table = seize_table(app, LEADING)
    state = table.match.state
    d = Driver(app)
    bottom = app.screen.get_height()
    strips = [table.sprites[u].rect().clip(pygame.Rect(0, bottom - 30, 2000, 30))    # below the peek's panel
              for u in state.zones["hand:0"].cards]
    app.draw(app.screen)
    before = [brightness(app.screen, r) for r in strips]
    use = next(b for b in table.bar.buttons if b.label.startswith("Use Wisdom"))
    d.click(use.rect.center)
    d.settle()
    d.frames(2)
    assert table.peek is not None
    app.draw(app.screen)
    after = [brightness(app.screen, r) for r in strips]
    assert all(a < 0.7 * b for a, b in zip(after, before)), (after, before)
    d.screenshot(os.path.join(shots, "dialogs_dimmed.png"))
    d.click(table.table_rect.center)                     # the look ends: the hand is bright again
    app.draw(app.screen)
    assert all(abs(brightness(app.screen, r) - b) < 3 for r, b in zip(strips, before))


@pytest.mark.slow
def test_every_extra_has_a_button_and_a_drag(app, shots):
    table = seize_table(app, LEADING)
    state = table.match.state
    d = Driver(app)
    wisdom, youth = uid_of(state, "hand:0", "wisdom demon"), uid_of(state, "hand:0", "youth giver")
    assert any(b.label.startswith("Use Wisdom") for b in table.bar.buttons)
    assert ("deck", "extra") in [(t, a.kind) for t, a in table.gestures.drags[wisdom]]
    d.drag(card_point(table, wisdom), table.layout.regions["deck"].center)      # a drag onto the deck it looks at
    d.settle()
    d.frames(2)
    assert table.peek is not None and state.cards[wisdom].props.get("drained")
    d.key(pygame.K_RETURN)
    d.frames(30)
    spot = table.spots[wisdom]
    assert abs(table.sprites[wisdom].x - spot.x) < 1 and abs(table.sprites[wisdom].y - spot.y) < 1   # back in hand
    restore = next(b for b in table.bar.buttons if b.label.startswith("Use Youth"))      # the restore: a button
    assert ("flames", "extra") in [(t, a.kind) for t, a in table.gestures.drags[youth]]          # and a drag
    d.screenshot(os.path.join(shots, "dialogs_extras.png"))
    d.click(restore.rect.center)
    d.settle()
    assert state.cards[youth].zone == "flames" and not state.cards[wisdom].props.get("drained")


def test_pariahs_by_keyboard_the_lit_locations_are_chosen_directly(app, shots):
    from game.pariahs import board
    table = table_at(app, setup_of())
    state = table.match.state
    d = Driver(app)
    d.key(pygame.K_RIGHT)                                  # a card of the hand is picked up
    card = table.gestures.selected
    assert card in state.zones["hand:0"].cards
    lit = table.keys.aim_targets()
    assert len(lit) > 1
    d.key(pygame.K_RETURN)                                 # Enter: aim at the lit Locations, no dialog
    assert app.top is table and table.keys.aim == lit[0]
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert table.keys.aim == lit[2]
    d.screenshot(os.path.join(shots, "dialogs_pariahs_aim.png"))
    d.key(pygame.K_ESCAPE)                                 # Esc: back to the card, still picked up
    assert table.keys.aim is None and table.gestures.selected == card and app.top is table
    d.key(pygame.K_RETURN)
    d.key(pygame.K_LEFT)                                   # round to the last lit Location
    assert table.keys.aim == lit[-1]
    d.key(pygame.K_RETURN)                                 # Enter: placed there
    d.settle()
    assert state.cards[card].zone == lit[-1] and lit[-1].startswith("location:")
    assert board.location_zone(int(lit[-1].partition(":")[2])) == lit[-1]


def test_a_dialog_with_many_buttons_wraps_them_inside_the_window(app, shots):
    from scenes.dialogs import Dialog
    from scenes.widgets import Button
    d = Driver(app)
    d.post(pygame.VIDEORESIZE, size=(800, 560), w=800, h=560)
    buttons = [Button(f"Place it at The Location number {i}", lambda: None) for i in range(8)]
    dialog = app.push(Dialog(app, "Which move?", "This card can go there in more than one way.", buttons))
    d.frames(1)
    screen = pygame.Rect(0, 0, 800, 560)
    assert all(dialog.rect.contains(b.rect) and screen.contains(b.rect) for b in buttons)
    assert len({b.rect.y for b in buttons}) > 1
    assert all(not a.rect.colliderect(b.rect) for a in buttons for b in buttons if a is not b)
    d.screenshot(os.path.join(shots, "dialogs_many_buttons.png"))
    d.key(pygame.K_RIGHT)
    assert buttons[1].focus                                # the keys go through them in order
