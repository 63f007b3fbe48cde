"""Cards on screen and the small tweens that move them, plus passing effects (tick, banner)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes import cardface, fonts, theme


@dataclass
class Spot:
    """Where the layout wants a card: centre, width, tilt, drawn or not, and stacking order."""
    x: float
    y: float
    w: int
    angle: float = 0.0
    z: int = 0
    visible: bool = True
    face: object = None          # the Face to draw, or None for the back
    back: str = ""               # which back
    dim: bool = False            # greyed (a card with nothing to do when others have)

    @property
    def rect(self) -> pygame.Rect:
        w, h = cardface.card_size(self.w)
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(self.x), int(self.y))
        return r


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


class Sprite:
    """One card on screen, gliding towards its spot."""

    def __init__(self, uid: int, spot: Spot):
        self.uid = uid
        self.spot = spot
        self.x, self.y, self.w, self.angle = spot.x, spot.y, float(spot.w), spot.angle
        self.face, self.back = spot.face, spot.back
        self._from = None
        self.t = 1.0
        self.dur = 0.0
        self.flip = 1.0            # < 1 while turning over
        self._old_face = None
        self.pulse = 0.0           # > 0 while glowing (a mark drawn, an ability triggering)
        self.pulse_color = theme.HIGHLIGHT
        self.dragging = False

    @property
    def moving(self) -> bool:
        return self.t < 1.0 or self.flip < 1.0 or self.dragging

    def retarget(self, spot: Spot, duration: float) -> bool:
        """Glide to ``spot`` over ``duration``; True if anything visible changes."""
        changed = (abs(spot.x - self.spot.x) > 0.5 or abs(spot.y - self.spot.y) > 0.5
                   or spot.w != self.spot.w or abs(spot.angle - self.spot.angle) > 0.1)
        new_face = spot.face != self.face or spot.back != self.back
        if new_face:
            if duration > 0 and (spot.face is None) != (self.face is None) and spot.visible:
                self._old_face = (self.face, self.back)
                self.flip = 0.0
            self.face, self.back = spot.face, spot.back
        self.spot = spot
        if changed and not self.dragging:
            if duration <= 0:
                self.snap()
            else:
                self._from = (self.x, self.y, self.w, self.angle)
                self.t = 0.0
                self.dur = duration
        return changed or new_face

    def snap(self):
        self.x, self.y, self.w, self.angle = self.spot.x, self.spot.y, float(self.spot.w), self.spot.angle
        self.t = 1.0
        self.flip = 1.0
        self._old_face = None

    def update(self, dt: float, flip_time: float = 0.25):
        if self.dragging:
            return
        if self.t < 1.0 and self._from:
            self.t = min(1.0, self.t + dt / max(1e-6, self.dur))
            k = ease(self.t)
            x0, y0, w0, a0 = self._from
            self.x = x0 + (self.spot.x - x0) * k
            self.y = y0 + (self.spot.y - y0) * k
            self.w = w0 + (self.spot.w - w0) * k
            self.angle = a0 + (self.spot.angle - a0) * k
            if self.t >= 1.0:
                self.snap()
        if self.flip < 1.0:
            self.flip = min(1.0, self.flip + dt / max(1e-6, flip_time))
            if self.flip >= 1.0:
                self._old_face = None
        if self.pulse > 0:
            self.pulse = max(0.0, self.pulse - dt)

    def rect(self) -> pygame.Rect:
        w, h = cardface.card_size(int(round(self.w)))
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(self.x), int(self.y))
        return r

    def contains(self, pos) -> bool:
        if abs(self.angle) < 1:
            return self.rect().collidepoint(pos)
        dx, dy = pos[0] - self.x, pos[1] - self.y
        a = math.radians(self.angle)
        rx = dx * math.cos(a) - dy * math.sin(a)
        ry = dx * math.sin(a) + dy * math.cos(a)
        w, h = cardface.card_size(int(round(self.w)))
        return abs(rx) <= w / 2 and abs(ry) <= h / 2

    def draw(self, surface: pygame.Surface, lifted=False):
        face, back = self.face, self.back
        xscale = 1.0
        if self.flip < 1.0:
            if self.flip < 0.5 and self._old_face is not None:
                face, back = self._old_face
            xscale = abs(math.cos(self.flip * math.pi))
        w = int(round(self.w))
        if w != self.spot.w:          # between two sizes: the drawing at the size it goes to, scaled
            img = card_image(face, back, self.spot.w, self.angle, w / self.spot.w)
        else:
            img = card_image(face, back, w, round(self.angle) if not self.moving else self.angle)
        if xscale < 0.999:
            img = pygame.transform.scale(img, (max(1, int(img.get_width() * xscale)), img.get_height()))
        rect = img.get_rect(center=(int(self.x), int(self.y)))
        shadow = _shadow_of(face, back, w, round(self.angle)) if xscale >= 0.999 and w == self.spot.w else None
        if shadow is not None:
            surface.blit(shadow, rect.move(6, 10) if (lifted or self.dragging) else rect.move(2, 3))
        surface.blit(img, rect)
        if self.pulse > 0:
            glow = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
            alpha = int(200 * min(1.0, self.pulse / 0.25))
            pygame.draw.rect(glow, (*self.pulse_color, alpha), glow.get_rect(), width=5, border_radius=12)
            surface.blit(glow, rect.inflate(16, 16).topleft)


def card_image(face, back: str, width: int, angle: float, zoom: float = 1.0) -> pygame.Surface:
    """A face (or back) drawn once per width, turned by ``angle`` degrees and scaled by ``zoom``."""
    if zoom != 1.0:
        base = _base(face, back, width)
        if abs(angle) > 0.05:
            return pygame.transform.rotozoom(base, -angle, zoom)
        return pygame.transform.scale(base, (max(1, int(base.get_width() * zoom)),
                                             max(1, int(base.get_height() * zoom))))
    if isinstance(angle, float) and not angle.is_integer():
        base = _base(face, back, width)
        return pygame.transform.rotozoom(base, -angle, 1.0) if abs(angle) > 0.05 else base
    return _rotated(face, back, width, int(angle))


def _base(face, back, width):
    if face is not None:
        return cardface.render_face(face, width)
    return cardface.render_back(back or "?", width)


@lru_cache(maxsize=512)
def _rotated(face, back, width, angle):
    base = _base(face, back, width)
    return pygame.transform.rotozoom(base, -angle, 1.0) if angle else base


@lru_cache(maxsize=512)
def _shadow_of(face, back, width, angle) -> pygame.Surface:
    """A soft dark copy of the card's outline, for its shadow."""
    shadow = _rotated(face, back, width, angle).copy()
    shadow.fill((0, 0, 0, 80), special_flags=pygame.BLEND_RGBA_MULT)
    return shadow


class Effect:
    """Something that plays for a while over the table (a counter ticking, a banner)."""

    def __init__(self, duration: float):
        self.duration = max(0.01, duration)
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def update(self, dt: float):
        self.t += dt

    def draw(self, surface):
        pass


class FloatText(Effect):
    """A number rising and fading from a counter: "+1", "−2"."""

    def __init__(self, text: str, pos, color=theme.HIGHLIGHT, duration=0.8, size=24):
        super().__init__(duration)
        self.img = fonts.render("ui_bold", size, text, color)
        self.pos = pos

    def draw(self, surface):
        k = self.t / self.duration
        img = self.img.copy()
        img.set_alpha(int(255 * (1 - k * k)))
        surface.blit(img, img.get_rect(center=(self.pos[0], self.pos[1] - 30 * k)))


class Banner(Effect):
    """A line told in the middle of ``rect`` (the table's free area): the Trump turns, a turn begins, the game
    ends.  Its text sits on a dark, nearly opaque plate with a gold edge, so it reads over cards and cloth."""
    BACKING = (12, 18, 15)

    def __init__(self, text: str, rect: pygame.Rect, duration=1.2, size=34, color=theme.GOLD):
        super().__init__(duration)
        self.text = text
        self.rect = pygame.Rect(rect)
        t = fonts.fit("title", text, max(120, self.rect.w - 48), size, min(size, 20))
        lines = t.wrap(text, max(120, self.rect.w - 48))
        w = max(t.width(line) for line in lines) + 48
        h = len(lines) * t.height + 20
        self.layer = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(self.layer, (*self.BACKING, 242), self.layer.get_rect(), border_radius=14)
        pygame.draw.rect(self.layer, (*theme.GOLD_DARK, 255), self.layer.get_rect(), width=2, border_radius=14)
        for i, line in enumerate(lines):
            img = t.render(line, color)
            self.layer.blit(img, img.get_rect(midtop=(w // 2, 10 + i * t.height)))
        self.box = self.layer.get_rect(center=self.rect.center)

    def draw(self, surface):
        k = self.t / self.duration
        alpha = int(255 * min(1.0, min(k * 6, (1 - k) * 4)))
        if alpha <= 0:
            return
        self.layer.set_alpha(alpha)
        surface.blit(self.layer, self.box)
