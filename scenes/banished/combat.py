"""Combat on the Banished table: each seat's Power as the screen shows it, and the passing effects
that tell a Combat (an ability's caption beside its card, a damage number over a seat)."""
from __future__ import annotations

import pygame

from game.banished import progress

from scenes import fonts, theme
from scenes.table.sprites import Effect

LIFE_RED = (205, 72, 66)
OBOL_GOLD = (226, 186, 84)


def card_power(shown, uid) -> int | None:
    """A card's Power in this Combat (doubled as often as it was), None while its face is hidden."""
    card = shown.cards[uid]
    if card.card_id is None:
        return None
    if "power" in card.props:
        return card.props["power"]
    base = shown.defs.cards[card.card_id].fields.get("power") or 0
    return base * 2 ** progress.doubled(shown).count(uid)


def base_power(shown, uid) -> int | None:
    card = shown.cards[uid]
    if card.card_id is None:
        return None
    return shown.defs.cards[card.card_id].fields.get("power") or 0


def seat_power(shown, seat) -> int | None:
    """The seat's Power as the rules add it: no Grim, no Power; never below 0."""
    grim = shown.zones[f"grim:{seat}"].cards
    if not grim:
        return 0
    total = 0
    for uid in grim + shown.zones[f"bonds:{seat}"].cards:
        if not shown.cards[uid].face_up:
            return None
        p = card_power(shown, uid)
        if p is None:
            return None
        total += p
    return max(0, total + shown.counters.get(("power_bonus", seat), 0))


def outcome(shown) -> dict:
    """seat -> 'won' | 'tied' | 'lost' by the Power on the table now (every Power known), else {}."""
    powers = {s: seat_power(shown, s) for s in range(shown.players)}
    if any(p is None for p in powers.values()):
        return {}
    top = max(powers.values())
    winners = [s for s, p in powers.items() if p == top]
    return {s: ("lost" if s not in winners else "won" if len(winners) == 1 else "tied") for s in powers}


def powers_at_damage(shown, told: dict | None) -> dict | None:
    """Each seat's Power as the Damage step counted it (the cards leave during the Discard step): ``told``, the
    Power the screen noted as that step played (``BanishedTelling``), else the game's own count."""
    step = progress.combat_step(shown)
    if step not in ("damage", "discard", "end"):
        return None
    if told is not None:
        return told
    if step in ("discard", "end"):
        return progress.powers(shown)
    return None


class Caption(Effect):
    """An ability resolving: the card's name and what it does, in a box beside the card."""

    def __init__(self, title: str, text: str, anchor: pygame.Rect, bounds: pygame.Rect, duration=1.1,
                 accent=theme.TARGET):
        super().__init__(duration)
        t = fonts.text("ui", 14)
        head = fonts.text("title_bold", 18)
        width = max(180, min(300, t.width(text) // 2 + 60))
        lines = t.wrap(text, width - 20)
        w = max(head.width(title), max((t.width(line) for line in lines), default=0)) + 24
        h = head.height + len(lines) * t.height + 14
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (anchor.centerx, anchor.y - 8)
        if box.y < bounds.y + 4:
            box.midleft = (anchor.right + 10, anchor.centery)
            if box.right > bounds.right - 4:
                box.midright = (anchor.x - 10, anchor.centery)
        box.clamp_ip(bounds)
        self.box = box
        self.layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(self.layer, (*theme.PANEL, 238), self.layer.get_rect(), border_radius=10)
        pygame.draw.rect(self.layer, (*accent, 255), self.layer.get_rect(), width=2, border_radius=10)
        self.layer.blit(head.render(title, theme.GOLD), (12, 5))
        y = 5 + head.height
        for line in lines:
            self.layer.blit(t.render(line, theme.TEXT), (12, y))
            y += t.height

    def draw(self, surface):
        k = self.t / self.duration
        alpha = int(255 * min(1.0, k * 8, (1 - k) * 5))
        if alpha <= 0:
            return
        self.layer.set_alpha(alpha)
        surface.blit(self.layer, self.box.topleft)


class BigNumber(Effect):
    """Damage over a seat's place: a large number that swells, holds and fades."""

    def __init__(self, text: str, center, color=theme.RED, duration=1.2, size=54):
        super().__init__(duration)
        self.img = fonts.render("title_bold", size, text, color)
        self.shadow = fonts.render("title_bold", size, text, (0, 0, 0))
        self.center = center

    def draw(self, surface):
        k = self.t / self.duration
        scale = 0.6 + 0.4 * min(1.0, k * 5)
        alpha = int(255 * min(1.0, (1 - k) * 3))
        if alpha <= 0:
            return
        for img, off in ((self.shadow, 3), (self.img, 0)):
            part = pygame.transform.smoothscale_by(img, scale) if scale < 0.999 else img.copy()
            part.set_alpha(alpha)
            surface.blit(part, part.get_rect(center=(self.center[0] + off, self.center[1] - 16 * k + off)))
