"""Buttons, choosers and text fields, each usable with the mouse and the keyboard."""
from __future__ import annotations

import pygame

from scenes import fonts, shown, theme


class Button:
    def __init__(self, label: str, on_click, primary=False, cancel=False, enabled=True,
                 style="ui", size=18, tooltip=""):
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.cancel = cancel
        self.enabled = enabled
        self.style = style
        self.size = size
        self.tooltip = tooltip
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.focus = False
        self.in_bar = False         # in a ButtonBar the gold look goes with the focus, so one button looks chosen
        self.lit = False            # the bar's focus, once the bar has a chosen button (see ButtonBar)

    def looks_chosen(self) -> bool:
        """Drawn gold: the focused button of its bar (the one Enter presses), else a primary button alone."""
        return self.enabled and (self.lit if self.in_bar else self.primary)

    def natural_size(self) -> tuple:
        t = fonts.text(self.style, self.size)
        return t.width(self.label) + 2 * max(14, self.size), t.height + self.size

    def draw(self, surface):
        if self.rect.w <= 0:
            return
        if not self.enabled:
            fill, edge, ink = (50, 56, 52), (80, 86, 80), theme.TEXT_DIM
        elif self.looks_chosen():
            fill, edge, ink = theme.GOLD, theme.HIGHLIGHT, theme.INK
        else:
            fill, edge, ink = (44, 70, 60), theme.FELT_LINE, theme.TEXT
        if self.enabled and (self.hover or self.focus):
            fill = theme.mix(fill, (255, 255, 255), 0.18)
        shadow = self.rect.move(0, 3)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.HIGHLIGHT if self.focus else edge, self.rect,
                         width=2 if self.focus else 1, border_radius=8)
        t = fonts.fit(self.style, self.label, self.rect.w - 12, self.size)
        img = t.render(self.label, ink)
        surface.blit(img, img.get_rect(center=self.rect.center))
        shown.note("button", self.label, self.rect, enabled=self.enabled, primary=self.primary,
                   chosen=self.looks_chosen() or (self.enabled and self.focus))

    def handle(self, event) -> bool:
        """True when the event was this button's (a click on it)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.enabled and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        return False


class ButtonBar:
    """A group of buttons with one focus, drawn gold once one is chosen (its primary one, else the first the keys
    or the pointer come to): Tab and Shift+Tab move in the list's order, the arrows
    to the nearest button that way on the window, Enter presses, Esc cancels, 1–9 press the numbered button.
    The pointer takes the focus when it moves onto a button (not when the window only learns where it rests)."""

    def __init__(self, buttons=(), numbered=False):
        self.buttons: list[Button] = []
        self.numbered = numbered
        self.focus = 0
        self.chosen = False          # a button is chosen: the bar has a primary one, or the keys or pointer chose
        self._pointer = None
        self.set(buttons)

    def set(self, buttons):
        self.buttons = list(buttons)
        for b in self.buttons:
            b.in_bar = True
        self.chosen = any(b.primary and b.enabled for b in self.buttons)
        self.focus = next((i for i, b in enumerate(self.buttons) if b.primary and b.enabled), 0)
        self._show_focus()

    def _show_focus(self):
        for i, b in enumerate(self.buttons):
            b.focus = i == self.focus
            b.lit = b.focus and self.chosen

    def layout_row(self, center, gap=12, height=None, min_width=110):
        layout_row(self.buttons, center, gap, height, min_width)

    def layout_column(self, topleft, width, height, gap=10):
        x, y = topleft
        for b in self.buttons:
            b.rect = pygame.Rect(x, y, width, height)
            y += height + gap

    def bounds(self) -> pygame.Rect | None:
        rects = [b.rect for b in self.buttons if b.rect.w]
        return rects[0].unionall(rects[1:]) if rects else None

    def draw(self, surface):
        for b in self.buttons:
            b.draw(surface)

    def handle(self, event) -> bool:
        """True when the event was used (a button was pressed or focus moved).  There is one focus:
        the pointer coming onto a button moves it there."""
        if event.type == pygame.MOUSEMOTION:
            moved = self._pointer is not None and tuple(event.pos) != self._pointer
            self._pointer = tuple(event.pos)
            if not moved:
                return False
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            under = next((i for i, b in enumerate(self.buttons) if b.hover and b.enabled), None)
            if under is not None and (under != self.focus or not self.chosen):
                self.focus, self.chosen = under, True
                self._show_focus()
        if event.type != pygame.KEYDOWN or not self.buttons:
            return False
        key = event.key
        if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) or (event.mod & pygame.KMOD_SHIFT) else 1
            there = None if key == pygame.K_TAB else nearest(self.buttons, self.focus, key)
            if there is not None:
                self.focus = there
            else:
                for _ in self.buttons:
                    self.focus = (self.focus + step) % len(self.buttons)
                    if self.buttons[self.focus].enabled:
                        break
            for b in self.buttons:
                b.hover = False
            self.chosen = True
            self._show_focus()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            b = self.buttons[self.focus]
            if b.enabled:
                b.on_click()
                return True
        if key == pygame.K_ESCAPE:
            for b in self.buttons:
                if b.cancel and b.enabled:
                    b.on_click()
                    return True
        if self.numbered and pygame.K_1 <= key <= pygame.K_9:
            i = key - pygame.K_1
            if i < len(self.buttons) and self.buttons[i].enabled:
                self.buttons[i].on_click()
                return True
        return False


ARROWS = {pygame.K_DOWN: (0, 1), pygame.K_UP: (0, -1), pygame.K_RIGHT: (1, 0), pygame.K_LEFT: (-1, 0)}


def nearest(buttons, at: int, key) -> int | None:
    """The index of the enabled button an arrow ``key`` moves to from ``buttons[at]``: of those beyond it that
    way and across from it, the closest line of them; in that line the first whose centre it spans (a wide
    button above a row goes to the row's first), else the closest.  None when there is none (the list's order
    then goes on)."""
    dx, dy = ARROWS[key]
    here = buttons[at].rect
    if here.w <= 0:
        return None

    def span(r):                         # a rect's extent across the arrow's way, then along it
        return ((r.left, r.right), (r.top, r.bottom)) if dy else ((r.top, r.bottom), (r.left, r.right))
    (a0, a1), (b0, b1) = span(here)
    found = []
    for i, b in enumerate(buttons):
        r = b.rect
        if i == at or not b.enabled or r.w <= 0:
            continue
        (c0, c1), (d0, d1) = span(r)
        gap = d0 - b1 if dx + dy > 0 else b0 - d1
        if gap >= -4 and min(a1, c1) > max(a0, c0):
            found.append((gap, i, (c0 + c1) / 2))
    if not found:
        return None
    closest = min(g for g, _, _ in found)
    line = [(i, mid) for g, i, mid in found if g <= closest + 4]
    spanned = [(mid, i) for i, mid in line if a0 <= mid <= a1]
    if spanned:
        return min(spanned)[1]
    centre = (a0 + a1) / 2
    return min(line, key=lambda im: (abs(im[1] - centre), im[0]))[0]


def layout_row(buttons, center, gap=12, height=None, min_width=110):
    """Buttons side by side, centred on ``center``, each as wide as its label (at least ``min_width``)."""
    sizes = [b.natural_size() for b in buttons]
    h = height or max((s[1] for s in sizes), default=0)
    widths = [max(min_width, s[0]) for s in sizes]
    total = sum(widths) + gap * max(0, len(widths) - 1)
    x = center[0] - total // 2
    for b, w in zip(buttons, widths):
        b.rect = pygame.Rect(x, center[1] - h // 2, w, h)
        x += w + gap


class Chooser:
    """A value picked from a list with ‹ › (click, or arrows while focused)."""

    def __init__(self, label: str, options: list, index=0, on_change=None, names=None):
        self.label = label
        self.options = list(options)
        self.names = list(names) if names else [str(o) for o in self.options]
        self.index = index
        self.on_change = on_change
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focus = False

    @property
    def value(self):
        return self.options[self.index]

    def set_value(self, value):
        if value in self.options:
            self.index = self.options.index(value)

    def step(self, delta):
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def _arrows(self):
        r = self.rect
        return pygame.Rect(r.x, r.y, r.h, r.h), pygame.Rect(r.right - r.h, r.y, r.h, r.h)

    def draw(self, surface):
        r = self.rect
        pygame.draw.rect(surface, (30, 44, 38), r, border_radius=6)
        pygame.draw.rect(surface, theme.HIGHLIGHT if self.focus else theme.FELT_LINE, r,
                         width=2 if self.focus else 1, border_radius=6)
        left, right = self._arrows()
        for rect, sign in ((left, "‹"), (right, "›")):
            img = fonts.render("ui_bold", 20, sign, theme.GOLD)
            surface.blit(img, img.get_rect(center=rect.center))
        t = fonts.fit("ui", self.names[self.index], r.w - 2 * r.h - 8, 17)
        img = t.render(self.names[self.index], theme.TEXT)
        surface.blit(img, img.get_rect(center=r.center))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            left, right = self._arrows()
            if left.collidepoint(event.pos):
                self.step(-1)
                return True
            if right.collidepoint(event.pos) or self.rect.collidepoint(event.pos):
                self.step(1)
                return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.step(-1 if event.y > 0 else 1)
            return True
        if self.focus and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False


class TextField:
    """A one-line text entry, its text always at one size (a text longer than the field shows its end while
    typed, its start otherwise).  Coming into it (a click, Tab) selects its text, as Ctrl+A does: typing then
    replaces the text and Backspace or Delete removes it; an arrow, Home or End keeps it, typing at its end."""

    SELECTION = (120, 160, 220)
    TEXT_SIZE = 17                  # every field's text at one size: a long text is scrolled, never shrunk

    def __init__(self, text="", max_len=24, on_change=None):
        self.text = text
        self.max_len = max_len
        self.on_change = on_change
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.selected = False
        self._focus = False

    @property
    def focus(self) -> bool:
        return self._focus

    @focus.setter
    def focus(self, value: bool):
        if value and not self._focus:
            self.selected = bool(self.text)
        elif not value:
            self.selected = False
        self._focus = bool(value)

    def draw(self, surface, now_ms=0):
        r = self.rect
        pygame.draw.rect(surface, (246, 240, 226) if self.focus else (226, 218, 198), r, border_radius=6)
        pygame.draw.rect(surface, theme.HIGHLIGHT if self.focus else theme.GOLD_DARK, r,
                         width=2 if self.focus else 1, border_radius=6)
        caret = self.focus and not self.selected and (now_ms // 500) % 2 == 0
        shown = self.text + ("|" if caret else "")
        img = fonts.render("ui", self.TEXT_SIZE, shown or " ", theme.INK)
        at = img.get_rect(midleft=(r.x + 8, r.centery))
        room = max(1, r.w - 16)
        area = None
        if img.get_width() > room:         # too long for the field: its end while typing, else its start
            area = pygame.Rect(img.get_width() - room if self.focus else 0, 0, room, img.get_height())
            at.w = room
        if self.selected:
            pygame.draw.rect(surface, self.SELECTION, at.inflate(4, 2).clip(r.inflate(-4, -4)))
        surface.blit(img, at, area)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.focus = self.rect.collidepoint(event.pos)
            return self.focus
        if not self.focus:
            return False
        if event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if ch.isprintable())
            if self.selected:
                self.text, self.selected = "", False
            if typed and len(self.text) < self.max_len:
                self.text = (self.text + typed)[: self.max_len]
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.selected = bool(self.text)
                return True
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                if self.selected or event.key == pygame.K_BACKSPACE:
                    self.text = "" if self.selected else self.text[:-1]
                    self.selected = False
                    self._changed()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focus = False
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_F11):
                return False
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False       # the caret goes to the end (a key that types comes as TEXTINPUT)
            return True
        return False

    def _changed(self):
        if self.on_change:
            self.on_change(self.text)


def draw_title(surface, text, center, size=54, color=theme.GOLD):
    img = fonts.render("title", size, text, color)
    shadow = fonts.render("title", size, text, (0, 0, 0))
    rect = img.get_rect(center=center)
    surface.blit(shadow, rect.move(2, 3))
    surface.blit(img, rect)
    return rect


def draw_lines(surface, lines, topleft, style="ui", size=16, color=theme.TEXT, gap=2):
    x, y = topleft
    t = fonts.text(style, size)
    for line in lines:
        surface.blit(t.render(line, color), (x, y))
        y += t.height + gap
    return y


def fitted(style: str, string: str, width: int, size: int, smallest: int = 11):
    """``string`` drawn to fit ``width``: smaller down to ``smallest``, then cut short with an ellipsis.
    Returns (the Text to render with, the string to render)."""
    t = fonts.fit(style, string, width, size, smallest)
    if t.width(string) <= width:
        return t, string
    cut = string
    while cut and t.width(cut.rstrip() + "…") > width:
        cut = cut[:-1]
    return t, cut.rstrip() + "…"


def fitted_label(text: str, width: int = 152, size: int = 16):
    """A field's label, made smaller when the text size leaves it too wide for its column."""
    t, shown = fitted("ui", text, width, size)
    return t.render(shown, theme.TEXT_DIM)


def wrapped(style: str, string: str, width: int, size: int, smallest: int = 11, max_lines: int = 2):
    """``string`` wrapped to at most ``max_lines`` lines of ``width``: smaller down to ``smallest``, and only
    then the last line cut short with an ellipsis.  Returns (the Text to render with, the lines)."""
    for px in range(size, smallest - 1, -1):
        t = fonts.text(style, px)
        lines = t.wrap(string, width)
        if len(lines) <= max_lines and all(t.width(line) <= width for line in lines):
            return t, lines
    t = fonts.text(style, smallest)
    lines = t.wrap(string, width)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    last = fitted(style, lines[-1], width, smallest, smallest)[1]
    return t, lines[:-1] + [last]


def draw_wrapped(surface, t, lines, topleft, color):
    """``lines`` (as ``wrapped`` gives them, with its Text ``t``) drawn one under the other from ``topleft``:
    returns each (line, the rectangle its ink covers) and the y under the last line."""
    x, y = topleft
    drawn = []
    for line in lines:
        img = t.render(line, color)
        surface.blit(img, (x, y))
        drawn.append((line, img.get_bounding_rect().move(x, y)))
        y += t.height
    return drawn, y
