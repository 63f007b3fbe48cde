"""How the Pariahs table is drawn: the Locations as printed, each side's piles with their counts, the lit
Locations and the cards a decision is about (the plaques and the ledger strip: ``scenes.pariahs.panel``)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.pariahs import board, progress
from game.pariahs.rules import location_text

from scenes import cardface, fonts, theme
from scenes.pariahs.panel import TIE_RED, draw_side_plaque, draw_strip, new_layer
from scenes.pariahs.art import color_sign
from scenes.pariahs.geometry import BAND_LABEL, LOCATIONS, seat_color
from scenes.table.layout import asked_line

STONE = (24, 38, 33)
STONE_LIGHT = (34, 52, 45)
INK_CREAM = (232, 224, 204)
SHORT_LABELS = {"Supplicant Deck": "Supp. Deck", "Supplicants": "Supplic."}


class PariahsPainting:
    """The drawing half of ``PariahsLayout``."""

    def static_key(self):
        return (tuple(self.rect), self.mw)

    def draw_static(self, surface):
        state = self.view.truth
        locations = state.defs.constants["locations"]
        texts = [location_text(state, i) for i in range(LOCATIONS)]
        draw_locations(surface, self.pairs, locations, texts, self.plaques, self.slots)
        for key in ("me", "opp"):
            for kind, box in self.boxes[key].items():
                if kind != "plaque":
                    self.zone_box(surface, box, "")

    def sides(self, viewer):
        me = viewer if viewer is not None else 0
        return ((me, self.boxes["me"], self.mw), (1 - me, self.boxes["opp"], self.ow))

    def draw_under(self, surface, shown, viewer):
        to_move = self.to_move(shown)
        if shown.zones["revealed"].cards:
            theme.panel(surface, self.loc_block.inflate(6, 6), (6, 10, 9), 170, 14)
        lit = set(self.view.lit_targets())
        for i, seconds in self.glow.items():
            glow_rect(surface, self.plaques[i], theme.HIGHLIGHT, min(1.0, seconds * 2))
        ready = self.view.my_turn() and self.view.actions_ready
        kind, movers = self.choice(self.view.truth) if ready else ("other", {})
        if kind == "location" and not lit:
            for i in movers:
                glow_rect(surface, self.plaques[i], theme.TARGET, 0.45)
        tb = board.tie_breaker(shown)
        holder = board.occupant(shown, tb) if tb is not None else None
        tb_seat = shown.cards[holder].owner if holder is not None else None
        for seat, boxes, cw in self.sides(viewer):
            self._draw_side(surface, shown, viewer, seat, boxes, cw, seat == to_move, tb_seat)
        total = board.const(shown, "rounds")
        first = progress.first(shown)
        draw_strip(surface, self.strip, progress.round_number(shown), total, self.init_w, tb_seat, first,
                   tuple(self._names(shown, viewer)))
        if tb is not None and tb_seat is not None:
            tie_tag(surface, self.plaques[tb], seat_color(tb_seat), board.COLORS[tb_seat])

    def _names(self, shown, viewer):
        return [self.seat_name(shown, s) for s in range(2)]

    def _draw_side(self, surface, shown, viewer, seat, boxes, cw, moving, tb_seat):
        z = shown.zones
        rows = {"hand": "Hand", "supplicants": "Supplicants", "devotees": "Devotees"}
        piles = {"deck": "Deck", "supdeck": "Supplicant Deck", "converts": "Converts", "support": "Support"}
        for kind, box in boxes.items():
            if kind in rows:
                draw_pile_label(surface, box, rows[kind], len(z[f"{kind}:{seat}"].cards), BAND_LABEL)
            elif kind in piles:
                draw_pile_label(surface, box, piles[kind], None, BAND_LABEL)
        influence = board.influence(shown, seat)
        name = self._names(shown, viewer)[seat]
        choosing = shown.pending is not None and self.view.synced
        doing = ("to choose" if choosing else "to place") if moving else ""
        self.anchors[("support", seat)] = draw_side_plaque(
            surface, boxes["plaque"], name, board.COLORS[seat], seat_color(seat), influence,
            board.support(shown, seat), doing, tb_seat == seat)

    def draw_over(self, surface, shown, viewer):
        z = shown.zones
        for seat, boxes, cw in self.sides(viewer):
            _, ch = cardface.card_size(cw)
            counts = {"deck": len(z[f"deck:{seat}"].cards), "supdeck": len(z[f"supdeck:{seat}"].cards),
                      "converts": f"{len(z[f'converts:{seat}'].cards)}/{board.const(shown, 'converts_needed')}",
                      "support": board.support(shown, seat)}
            for kind, n in counts.items():
                box = boxes[kind]
                self.badge(surface, (box.centerx, box.y + BAND_LABEL + 4 + ch), str(n),
                           theme.GOLD if kind != "support" else seat_color(seat))
        for i in range(LOCATIONS):
            uid = board.occupant(shown, i)
            if uid is None or shown.cards[uid].card_id is None:
                continue
            slot = self.slots[i]
            total = shown.defs.constants["locations"][i]["influence"] + board.influence_of(shown, uid)
            owner = shown.cards[uid].owner
            self.badge(surface, (slot.centerx, slot.bottom - 2), f"{color_sign(owner)} +{total}", seat_color(owner))
        if self.view.my_turn() and self.view.actions_ready:
            kind, movers = self.choice(self.view.truth)
            rings = [(uid, theme.TARGET) for uid in self.view.clicks]
            rings += [(uid, theme.HIGHLIGHT) for uid in set(movers.values())
                      if uid is not None and uid != self.view.selected]
            for uid, color in rings:
                sprite = self.view.sprites.get(uid)
                if sprite is not None and sprite.spot.visible and not sprite.dragging:
                    ring_card(surface, sprite.rect(), color)
        if z["initiative"].cards:
            self.badge(surface, (self.init_pos[0] + self.init_w * 0.9, self.init_pos[1] + 8),
                       str(len(z["initiative"].cards)))

    def status(self, shown, viewer):
        if shown.over:
            return "The game is over."
        seat = shown.rules.to_move(shown)
        if seat is None:
            return ""
        names = self._names(shown, viewer)
        who = names[seat]
        rnd = f"Round {progress.round_number(shown)} · "
        if shown.pending is not None:
            return rnd + asked_line(self.view, shown, who)
        if seat == viewer:
            return f"{rnd}{who} to place: drag a card from your hand onto a lit Location."
        return f"{rnd}{who} ({board.COLORS[seat]}) to place."


# -- the Locations ---------------------------------------------------------------------

def draw_locations(surface, pairs, locations, texts, plaques, slots) -> None:
    """The Locations two by two under their name's ribbon, each with its Influence and its effect, every
    effect printed at one size (the largest at which all of them fit)."""
    layouts = [_plaque_layout(plaques[i], slots[i]) for i in range(len(locations))]
    roomy = _common_size(texts, [lay["roomy"] for lay in layouts], (0, 0), 10) or 0
    indent = (2 * layouts[0]["medal_r"] + 6, 2 * layouts[0]["medal_r"] + 2)
    beside = _common_size(texts, [lay["area"] for lay in layouts], indent, 8) or 8
    if roomy >= min(12, beside - 1):    # the seal with its word above the text, unless that is cramped
        indent, size = None, roomy
    else:
        size = beside
    for k, pair in enumerate(pairs):
        _pair_frame(surface, pair, locations[2 * k]["name"])
    for i, loc in enumerate(locations):
        lay = layouts[i]
        theme.panel(surface, plaques[i], STONE_LIGHT, 235, 9, theme.FELT_LINE)
        _slot(surface, slots[i])
        _medal(surface, lay["center"], lay["medal_r"], loc["influence"])
        if loc.get("tie_breaker"):
            tie_tag(surface, plaques[i])
        if indent is None:
            label = fonts.fit("small", "Influence", lay["area"].w - 2 * lay["medal_r"] - 8, 13)
            img = label.render("Influence", theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(lay["center"][0] + lay["medal_r"] + 6, lay["center"][1])))
            _effect_text(surface, texts[i], lay["roomy"], size, (0, 0))
        else:
            _effect_text(surface, texts[i], lay["area"], size, indent)


def _plaque_layout(plaque, slot) -> dict:
    area = pygame.Rect(slot.right + 8, plaque.y + 6, plaque.right - slot.right - 14, plaque.h - 10)
    medal_r = max(10, min(14, area.h // 8))
    roomy = pygame.Rect(area.x, area.y + 2 * medal_r + 5, area.w, area.h - 2 * medal_r - 5)
    return {"area": area, "roomy": roomy, "medal_r": medal_r, "center": (area.x + medal_r, area.y + medal_r)}


def _pair_frame(surface, pair, name) -> None:
    theme.panel(surface, pair, (12, 22, 19), 215, 12, theme.GOLD_DARK)
    title = fonts.render("title_bold", 21, name, theme.GOLD)
    cy = pair.y + 13
    surface.blit(title, title.get_rect(center=(pair.centerx, cy)))
    half = title.get_width() // 2 + 12
    for sign in (-1, 1):
        x0 = pair.centerx + sign * half
        x1 = pair.centerx + sign * (pair.w // 2 - 18)
        pygame.draw.line(surface, theme.GOLD_DARK, (x0, cy), (x1, cy), 1)
        pygame.draw.circle(surface, theme.GOLD_DARK, (x1, cy), 2)


def _medal(surface, center, r, value) -> None:
    """The Location's Influence, on a gold seal."""
    pygame.draw.circle(surface, theme.mix(theme.GOLD, (0, 0, 0), 0.35), center, r + 1)
    pygame.draw.circle(surface, theme.GOLD, center, r)
    pygame.draw.circle(surface, theme.HIGHLIGHT, center, r, 1)
    n = fonts.render("ui_bold", int(r * 1.25), str(value), theme.INK)
    surface.blit(n, n.get_rect(center=center))


def _slot(surface, slot) -> None:
    """Where a placed card lies: a dark recess with a dashed edge."""
    surface.blit(_slot_layer(slot.size), slot.topleft)


@lru_cache(maxsize=16)
def _slot_layer(size) -> pygame.Surface:
    layer = new_layer(size)
    rect = layer.get_rect()
    pygame.draw.rect(layer, (0, 0, 0, 70), rect, border_radius=8)
    inner = rect.inflate(-4, -4)
    color = (*theme.FELT_LINE, 255)
    for x in range(inner.x + 8, inner.right - 8, 10):
        pygame.draw.line(layer, color, (x, inner.y), (min(x + 5, inner.right - 8), inner.y))
        pygame.draw.line(layer, color, (x, inner.bottom - 1), (min(x + 5, inner.right - 8), inner.bottom - 1))
    for y in range(inner.y + 8, inner.bottom - 8, 10):
        pygame.draw.line(layer, color, (inner.x, y), (inner.x, min(y + 5, inner.bottom - 8)))
        pygame.draw.line(layer, color, (inner.right - 1, y), (inner.right - 1, min(y + 5, inner.bottom - 8)))
    return layer


def tie_tag(surface, plaque, color=TIE_RED, holder="") -> None:
    """The Tie-Breaker's tag on its Location; in the holder's Color, with their name, once held."""
    text = "TIE-BREAKER" + (f" · {holder.upper()}" if holder else "")
    img = fonts.render("ui_bold", 10, text, theme.CREAM)
    tag = img.get_rect().inflate(10, 4)
    tag.bottomright = (plaque.right - 6, plaque.y + 3)
    pygame.draw.rect(surface, theme.mix(color, (0, 0, 0), 0.15), tag, border_radius=4)
    pygame.draw.rect(surface, theme.mix(color, (255, 255, 255), 0.35), tag, width=1, border_radius=4)
    surface.blit(img, img.get_rect(center=tag.center))


def _sentences(text) -> list:
    return [s.strip() + "." for s in text.rstrip(".").split(". ") if s.strip()]


def _common_size(texts, boxes, indent, smallest):
    """The largest text size from 15 down at which every effect fits its box (None: none does)."""
    for size in range(15, smallest - 1, -1):
        t = fonts.text("small", size)
        if all(_flow(t, _sentences(text), box.w, indent)[1] <= box.h for text, box in zip(texts, boxes)):
            return size
    return None


def _effect_text(surface, text, box, size, indent) -> None:
    """Each sentence of the effect on its own line(s); lines beside the Influence seal (``indent``: its
    width and height) start after it."""
    t = fonts.text("small", size)
    lines, height = _flow(t, _sentences(text), box.w, indent)
    top = box.y + (max(0, (box.h - height) // 3) if not indent[0] else 0)
    for line, x, y in lines:
        surface.blit(t.render(line, INK_CREAM), (box.x + x, top + y))


def _flow(t, sentences, width, indent):
    """Greedy wrapping where lines above ``indent[1]`` start ``indent[0]`` further right (a word too
    long for such a line goes below them); returns (line, x, y) and the height used."""
    lines = []
    y = 0

    def room():
        return width - (indent[0] if y < indent[1] else 0)

    for k, sentence in enumerate(sentences):
        if k:
            y += 3
        line = ""
        for word in sentence.split(" "):
            trial = word if not line else f"{line} {word}"
            if t.width(trial) <= room():
                line = trial
                continue
            if line:
                lines.append((line, width - room(), y))
                y += t.height
            while y < indent[1] and t.width(word) > room():
                y += t.height
            line = word
        lines.append((line, width - room(), y))
        y += t.height
    return lines, y


def glow_rect(surface, rect, color, strength: float) -> None:
    """A soft light round a rect (a Location whose effect resolves, one you may choose)."""
    strength = max(0.0, min(1.0, strength))
    if strength <= 0:
        return
    big = rect.inflate(14, 14)
    layer = new_layer(big.size)
    pygame.draw.rect(layer, (*color, int(50 * strength)), layer.get_rect(), border_radius=14)
    pygame.draw.rect(layer, (*color, int(230 * strength)), layer.get_rect(), width=3, border_radius=14)
    surface.blit(layer, big.topleft)


def ring_card(surface, rect, color) -> None:
    """An outline round a card that may be clicked to answer a choice."""
    pygame.draw.rect(surface, color, rect.inflate(8, 8), width=3, border_radius=10)


def draw_pile_label(surface, box, label, count, label_h) -> None:
    img = _pile_label(label, count, box.w)
    surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + max(1, (label_h - img.get_height()) // 2 + 1))))


@lru_cache(maxsize=256)
def _pile_label(label, count, width) -> pygame.Surface:
    def told(name):
        return name if count is None else f"{name} · {count}"

    text = told(label)
    if fonts.text("small", 11).width(text) > width - 10 and label in SHORT_LABELS:
        text = told(SHORT_LABELS[label])
    t = fonts.fit("small", text, width - 10, 13, smallest=8)
    return t.render(text, theme.TEXT_DIM)
