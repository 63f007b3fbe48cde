"""The Seize table's own furniture: the Trump wheel with its needle, and the dashed Seize spot."""
from __future__ import annotations

import math

import pygame

from game.seize import state as seize
from game.seize.cardset import table as seize_table
from scenes import fonts, theme


def wheel_order(constants) -> list[str]:
    """The suits round the wheel: each kin set a triangle, dissonant pairs opposite."""
    kin = [list(k) for k in constants.get("kin", ())]
    partner = {}
    for a, b in constants.get("dissonant", ()):
        partner[a], partner[b] = b, a
    order = [None] * 6
    if kin and len(kin[0]) == 3:
        for i, suit in enumerate(kin[0]):
            order[2 * i] = suit
            order[(2 * i + 3) % 6] = partner.get(suit)
    if None in order:
        order = [s["id"] for s in constants.get("suits", ())][:6]
    return order


class Wheel:
    """The suits round a circle, the Trump big and the Tonic ringed; the needle turns to the Trump."""

    def __init__(self):
        self.needle = None          # the angle the Trump needle points at now (degrees)
        self.needle_to = None
        self.needle_speed = 0.0
        self.center = (0, 0)
        self.radius = 40
        self.right = None           # the labels keep left of this x (the table's edge)

    def update(self, dt):
        if self.needle_to is None:
            return
        if self.needle is None:
            self.needle = self.needle_to
            return
        diff = (self.needle_to - self.needle + 540) % 360 - 180
        step = 360 * dt * max(0.5, self.needle_speed)
        self.needle = self.needle_to if abs(diff) <= step else self.needle + math.copysign(step, diff)

    def labels_top(self) -> int:
        return self.center[1] + int(self.radius * 1.32) + 6

    def labels_rect(self) -> pygame.Rect:
        """Where the Trump and Tonic lines are written under the wheel."""
        cx = self.center[0]
        half = min(cx - 4, self.right - cx) if self.right is not None else self.radius * 3
        return pygame.Rect(cx - half, self.labels_top(), 2 * half, 2 * label_line_height() + 4)

    def draw(self, surface, shown, speed, seizing_suit=None):
        """The wheel; ``seizing_suit``: the suit of a card being dragged to seize, shown with what the turn costs."""
        c = shown.defs.constants
        suits = {s["id"]: s for s in c.get("suits", ())}
        order = wheel_order(c)
        cx, cy = self.center
        R = self.radius
        trump, tonic = seize.trump(shown), seize.tonic(shown)
        pygame.draw.circle(surface, (12, 24, 20), (cx, cy), R + 16)
        pygame.draw.circle(surface, theme.GOLD_DARK, (cx, cy), R + 16, 2)
        pygame.draw.circle(surface, theme.FELT_LINE, (cx, cy), int(R * 0.62), 1)
        angle_of = {}
        for i, suit in enumerate(order):
            a = -90 + 60 * i
            angle_of[suit] = a
            x = cx + R * math.cos(math.radians(a))
            y = cy + R * math.sin(math.radians(a))
            color = tuple(suits.get(suit, {}).get("color", (120, 120, 120)))
            big = suit == trump
            rad = int(R * (0.3 if big else 0.22))
            pygame.draw.circle(surface, color, (int(x), int(y)), rad)
            pygame.draw.circle(surface, theme.HIGHLIGHT if big else theme.mix(color, (255, 255, 255), 0.3),
                               (int(x), int(y)), rad, 3 if big else 1)
            if suit == tonic:
                pygame.draw.circle(surface, theme.CREAM, (int(x), int(y)), rad + 5, 2)
            if suit == seizing_suit:
                pygame.draw.circle(surface, theme.TARGET, (int(x), int(y)), rad + 9, 3)
            sign = fonts.render("ui_bold", max(12, int(rad * 1.15)), suits.get(suit, {}).get("sign", "?"),
                                (250, 244, 230))
            surface.blit(sign, sign.get_rect(center=(int(x), int(y))))
        if trump in angle_of:
            self.needle_to = angle_of[trump]
            self.needle_speed = 1.0 / max(0.2, speed)
            a = math.radians(self.needle if self.needle is not None else angle_of[trump])
            tip = (cx + R * 0.62 * math.cos(a), cy + R * 0.62 * math.sin(a))
            pygame.draw.line(surface, theme.GOLD, (cx, cy), tip, 4)
            pygame.draw.circle(surface, theme.GOLD, (cx, cy), 6)
        if seizing_suit in angle_of:
            a = math.radians(angle_of[seizing_suit])
            tip = (cx + R * 0.62 * math.cos(a), cy + R * 0.62 * math.sin(a))
            pygame.draw.line(surface, theme.TARGET, (cx, cy), tip, 3)
        names = {k: v.get("name", k) for k, v in suits.items()}
        lines = [("Trump", names.get(trump, "not set yet") if trump else "not set yet"),
                 ("Tonic", names.get(tonic, "not set yet") if tonic else "the first colored card")]
        y = self.labels_top()
        right = self.right if self.right is not None else surface.get_width()
        room = 2 * min(cx - 4, right - cx) if self.right is not None else surface.get_width()
        for label, value in lines:
            head = fonts.text("ui", 14)
            body = fonts.fit("title_bold", value, max(40, room - head.width(f"{label}: ")), 17, 12)
            img = head.render(f"{label}: ", theme.TEXT_DIM)
            val = body.render(value, theme.GOLD if label == "Trump" else theme.CREAM)
            total = img.get_width() + val.get_width()
            x = min(cx - total // 2, right - total)
            surface.blit(img, (x, y + 2))
            surface.blit(val, (x + img.get_width(), y))
            y += label_line_height()


def label_line_height() -> int:
    """One line of the Trump and Tonic labels under the wheel, at the text size in use."""
    return max(fonts.text("ui", 14).height, fonts.text("title_bold", 17).height) + 2


def seize_cost(shown, suit) -> str:
    """What turning the Trump to ``suit`` costs, in words ('kin: costs nothing'); '' when no turn is shown."""
    old = seize.trump(shown)
    if suit is None or old is None or suit == old:
        return ""
    t = seize_table(shown.defs)
    relation = t.relation.get((old, suit))
    if relation is None:
        return ""
    if suit == seize.tonic(shown):
        return "back to the Tonic: you win"
    price = t.prices.get(relation, "nothing")
    cost = {"led_card": "the led card drains", "seizing_card": "this card drains"}.get(price, "costs nothing")
    return f"{relation}, {cost}"


def draw_seize_spot(surface, r, lit, cost=""):
    """The dashed spot beside the trick where a weaker card is dropped to seize; ``cost``: what the turn of the
    card held over it costs (the wheel rings its suit)."""
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    color = theme.HIGHLIGHT if lit else theme.FELT_LINE
    pygame.draw.rect(layer, (0, 0, 0, 50), layer.get_rect(), border_radius=12)
    for i in range(0, 2 * (r.w + r.h), 14):     # a dashed outline
        p = _perimeter(layer.get_rect().inflate(-2, -2), i)
        q = _perimeter(layer.get_rect().inflate(-2, -2), i + 7)
        pygame.draw.line(layer, (*color, 220), p, q, 2)
    surface.blit(layer, r.topleft)
    title = fonts.render("title", 22, "Seize", color)
    surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 6)))
    t = fonts.text("small", 12)
    y = r.y + 36
    text = cost[:1].upper() + cost[1:] + "." if cost else "Drop a weaker card of another suit here to turn the Trump"
    for line in t.wrap(text, r.w - 16):
        img = t.render(line, theme.TARGET if cost else theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += t.height


def _perimeter(rect, d):
    w, h = rect.w, rect.h
    d %= 2 * (w + h)
    if d < w:
        return rect.x + d, rect.y
    d -= w
    if d < h:
        return rect.right, rect.y + d
    d -= h
    if d < w:
        return rect.right - d, rect.bottom
    d -= w
    return rect.x, rect.bottom - d
