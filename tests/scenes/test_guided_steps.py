"""The guided first games as a new player meets them: a click on the lit card makes its one move, a panel of many
choices fits the window, the computer's steps wait for Next and are told in the log, the keys start on the lit
card and its light follows it up, and the step panel lies under questions and refusals, clear of the log."""
import pygame
import pytest

from scenes.dialogs import Dialog
from scenes.table.driver import Driver, card_point
from scenes.widgets import Button
from tests.conftest import wait_until


def _guided(app, game):
    d = Driver(app)
    app.push("menu")
    table = app.push("guided", game)
    d.frames(2)
    d.key(pygame.K_RETURN)                                  # the welcome
    d.frames(10)                                            # the step is lit and drawn, frame after frame
    return table, d


def _until_waiting(d, table):
    wait_until(lambda: table.guide.waiting(), lambda: d.frames(2), "a computer's step waiting for Next")


def test_a_click_on_the_lit_grim_takes_it_with_no_question(app):
    table, d = _guided(app, "banished")
    jackal = table.guide.expected().card
    d.click(card_point(table, jackal))
    assert app.top is table, getattr(app.top, "title", app.top)
    assert table.guide.step == 1 and table.match.actions[0].card == jackal


def test_the_same_move_twice_is_made_without_asking_which(app):
    table, d = _guided(app, "banished")
    move = table.guide.expected()
    table.gestures.choose([move, move, move])
    assert app.top is table and table.match.actions == [move]


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_a_dialog_of_many_choices_fits_the_window(app, size):
    buttons = [Button(f"Choose option {i}", app.pop) for i in range(30)] + [Button("Cancel", app.pop, cancel=True)]
    dialog = Dialog(app, "Which move?", "This card can go there in more than one way.", buttons)
    dialog.resize(size)
    window = pygame.Rect((0, 0), size)
    assert window.contains(dialog.rect)
    for b in buttons:
        assert dialog.rect.contains(b.rect), (b.label, b.rect, dialog.rect)
    rects = [b.rect for b in buttons]
    assert all(a.colliderect(b) is False for i, a in enumerate(rects) for b in rects[i + 1:])


def test_the_computers_step_waits_for_next_and_is_told_in_the_log(app):
    table, d = _guided(app, "banished")
    guide = table.guide
    d.click(card_point(table, guide.expected().card))      # step 1: the person's Grim
    _until_waiting(d, table)                               # step 2, the computer's Grim, has played
    assert guide.showing == 1 and len(table.match.actions) == 2
    d.frames(200)
    assert guide.showing == 1 and len(table.match.actions) == 2 and guide.waiting()   # it waits, visibly:
    button = guide.next_button
    banner = table.light().banner_rect()
    assert button.rect.w and banner.contains(button.rect) and pygame.Rect((0, 0), app.size).contains(banner)
    assert any(s.startswith("Step 2 of 16: The computer chooses the Static Moth") for s in table.log.sentences(0))
    d.click(button.rect.center)
    assert guide.showing == 2
    wait_until(lambda: len(table.match.actions) == 3, lambda: d.frames(2), "the computer's next step")


def test_the_seize_computers_steps_each_wait_for_next(app):
    table, d = _guided(app, "seize")
    guide = table.guide
    computer = [i for i, a in enumerate(guide.actions) if a.seat != guide.script.person]
    waited = []
    while app.top is table and not guide.finished:
        d.frames(2)
        if guide.waiting():
            waited.append(guide.showing)
            d.frames(60)
            assert guide.waiting() and guide.showing == waited[-1]          # nothing moves on by itself
            d.click(guide.next_button.rect.center)
        elif table.my_turn() and not table.playback.animating and guide.showing == guide.step and guide.expected():
            assert table.act(guide.expected())
    assert waited == computer
    told = [s for s in table.log.sentences(0) if s.startswith("Step ")]
    steps = len(guide.actions)
    assert [s.split(":")[0] for s in told] == [f"Step {i + 1} of {steps}" for i in range(steps)]


def test_the_first_arrow_takes_the_lit_card_and_its_light_follows_it_up(app):
    table, d = _guided(app, "seize")
    lit = table.guide.expected().card
    order = [u for u in table.keys.hand_order() if u in table.gestures.drags]
    assert order[0] != lit                                  # the lit card is not the leftmost one
    d.key(pygame.K_RIGHT)
    assert table.gestures.selected == lit
    card, _, _ = table.light().parts()
    raised = table.sprites[lit].rect().move(0, -18)
    assert card == raised


def test_the_step_panel_lies_under_questions_and_refusals_and_clear_of_the_log(app):
    table, d = _guided(app, "seize")
    order = []
    light = table.light()
    for name in ("_draw_decision", "_draw_message", "_draw_peek"):
        real = getattr(table.overlays, name)
        setattr(table.overlays, name, lambda s, real=real, name=name: (order.append(name), real(s)))
    real_light = table.light

    def traced_light():
        spot = real_light()
        if spot is not None:
            draw = spot.draw_lights if hasattr(spot, "draw_lights") else spot.draw
            spot.draw_lights = spot.draw = lambda s: (order.append("light"), draw(s))
        return spot
    table.light = traced_light
    other = next(u for u in table.gestures.drags if u != table.guide.expected().card)
    d.drag(card_point(table, other), table.layout.regions["trick"].center)     # refused, with the reason
    assert table.message[0].startswith("Not this time")
    order.clear()
    app.draw(app.screen)
    assert "light" in order and order.index("light") < order.index("_draw_message")
    assert order.index("light") < order.index("_draw_decision")
    banner = light.banner_rect()
    assert banner.colliderect(table.log.rect)                               # the panel lies over the log's top:
    assert table.log.rect.y + table.log.clear_top >= banner.bottom            # the log's words start below it


@pytest.mark.parametrize("game", ["pariahs", "banished", "seize"])
def test_a_guided_steps_lit_button_is_the_default_and_a_waiting_step_says_to_press_next(app, game):
    from scenes.table.top_bar import GUIDE_WAITING
    table, d = _guided(app, game)
    guide = table.guide
    asked = waited = 0
    while guide.expected() is not None:
        wait_until(lambda: guide.waiting() or guide.expected() is None or (
            table.gestures.actions_ready and table.my_turn() and not table.playback.animating),
            lambda: d.frames(1), "a step")
        if guide.waiting():
            waited += 1
            assert table.top_bar.status() == GUIDE_WAITING
            d.key(pygame.K_RETURN)
            d.frames(2)
            continue
        if guide.expected() is None:
            break
        expected = guide.expected()
        lit = [b for b in table.bar.buttons if b.label == table.layout.button_label(expected)]
        if lit and len(table.bar.buttons) > 1:
            asked += 1
            default = table.bar.buttons[table.bar.focus]
            assert default.primary and default is lit[0], (guide.step + 1, default.label, lit[0].label)
            assert [b for b in table.bar.buttons if b.primary] == [default]
        assert table.act(expected)
    assert waited
