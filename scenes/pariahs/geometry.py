"""Where things lie on the Pariahs table: the Locations two pairs to a row, each side's band of piles,
the ledger strip and the stage of the Initiative card, and where each card is placed in them."""
from __future__ import annotations

import pygame

from game.pariahs import board
from game.pariahs.rules import FRAME_COLORS

from scenes import cardface, fonts

LOCATIONS = 8
PAIR_GAP = 14
HEADER = 24               # the name ribbon over a pair of Locations
BAND_LABEL = 18
MIN_CARD = 32
PLAQUE_NAME_SMALLEST = 13   # a seat's name on its plaque is never printed smaller than this to fit
PLAQUE_NAME_MARGIN = 52     # the plaque's width beside the name: its stripe, edges and the Tie-Breaker's tag
HAND_NAMED = 72           # the smallest hand card whose name shows whole at a readable size
HAND_STEP = 1.05          # your hand's cards this many widths apart: none hides another's name


def location_region(i: int) -> str:
    return board.location_zone(i)


def seat_color(seat: int) -> tuple:
    return FRAME_COLORS[seat]


class PariahsGeometry:
    """The geometry half of ``PariahsLayout``: its rectangles, and a spot for every card."""

    # -- geometry ---------------------------------------------------------------
    def _name_room(self) -> int:
        """The plaque width that shows every seat's name whole (with room for the Tie-Breaker's tag)."""
        t = fonts.text("title_bold", PLAQUE_NAME_SMALLEST)
        return max(t.width(name) for name in self.view.names) + PLAQUE_NAME_MARGIN

    def resize(self, rect):
        super().resize(rect)
        r = self.rect
        gap = max(5, r.h // 110)
        self.strip_h = 34 if r.h < 700 else 38
        fixed = 2 * (BAND_LABEL + 14) + self.strip_h + 2 * (HEADER + 16) + 8 + 6 + 5 * gap
        others = 0.85 * 1.4 + 2 * 1.15 * 1.4 + 1.4             # the heights of the rows, in card widths
        by_height = (r.h - fixed) / (others + 1.45 * 1.4)
        if by_height * 1.45 < HAND_NAMED:                       # the hand keeps its names readable first
            by_height = (r.h - fixed - cardface.card_size(HAND_NAMED)[1]) / others
        self.plaque_w = max(104, min(170, int(r.w * 0.15)), min(int(r.w * 0.22), self._name_room()))
        mine = (r.w - self.plaque_w - 6 * 16 - 6 * 4) / 9.4
        theirs = (r.w - self.plaque_w - 7 * 16 - 7 * 4) / 11.2
        m = max(MIN_CARD, min(by_height, mine, 96))
        self.mw = int(m)                            # your piles and Supplicants
        self.ow = int(max(MIN_CARD * 0.85, min(m * 0.85, theirs)))    # the opponent's
        self.lw = int(m * 1.15)                     # a card at a Location
        self.hw = max(int(m * 1.45), HAND_NAMED)    # your hand
        _, oh = cardface.card_size(self.ow)
        _, mh = cardface.card_size(self.mw)
        _, lh = cardface.card_size(self.lw)
        _, hh = cardface.card_size(self.hw)
        self.oh, self.mh, self.lh, self.hh = oh, mh, lh, hh
        y = r.y
        self.opp_band = pygame.Rect(r.x, y, r.w, BAND_LABEL + oh + 14)
        y = self.opp_band.bottom + gap
        self.strip = pygame.Rect(r.x, y, r.w, self.strip_h)
        y = self.strip.bottom + gap
        used = (self.opp_band.h + self.strip_h + 2 * (HEADER + lh + 16) + 8 + BAND_LABEL + mh + 14 + hh + 6
                + 5 * gap)
        row_h = HEADER + lh + 16 + max(0, min(36, (r.h - used) // 2))     # room to spare goes to the Locations
        self.loc_block = pygame.Rect(r.x, y, r.w, 2 * row_h + 8)
        self._lay_locations(row_h)
        y = self.loc_block.bottom + gap
        self.my_band = pygame.Rect(r.x, y, r.w, BAND_LABEL + mh + 14)
        self.hand_y = r.bottom - hh * 0.5 - 2
        self.fan_w = max(self.hw * 3, min(r.w * 0.62, self.hw * 7))
        self.boxes = {"me": self._band_boxes(self.my_band, self.mw, False),
                      "opp": self._band_boxes(self.opp_band, self.ow, True)}
        self._lay_strip()

    def _lay_locations(self, row_h):
        r = self.loc_block
        pair_w = (r.w - PAIR_GAP) // 2
        self.pairs = []
        self.plaques = {}
        self.slots = {}
        for k in range(4):
            row, col = divmod(k, 2)
            pair = pygame.Rect(r.x + col * (pair_w + PAIR_GAP), r.y + row * (row_h + 8), pair_w, row_h)
            self.pairs.append(pair)
            inner_w = (pair.w - 18) // 2
            for side in range(2):
                i = 2 * k + side
                plaque = pygame.Rect(pair.x + 6 + side * (inner_w + 6), pair.y + HEADER + 2, inner_w,
                                     pair.h - HEADER - 8)
                self.plaques[i] = plaque
                slot = pygame.Rect(0, 0, self.lw + 8, self.lh + 8)
                slot.midleft = (plaque.x + 6, plaque.centery)
                self.slots[i] = slot
        self.regions = {location_region(i): self.plaques[i] for i in range(LOCATIONS)}

    def _band_boxes(self, band, cw, with_hand) -> dict:
        """The boxes of one side's band, left to right: the plaque, (hand), deck, Supplicant Deck,
        Supplicants, Devotees, Converts, Support."""
        one = cw + 16
        kinds = [("plaque", self.plaque_w)]
        if with_hand:
            kinds.append(("hand", int(cw * 1.8) + 16))
        kinds += [("deck", one), ("supdeck", one), ("supplicants", int(cw * 3.2) + 16),
                  ("devotees", int(cw * 2.2) + 16), ("converts", one), ("support", one)]
        total = sum(w for _, w in kinds)
        spare = max(0, band.w - total) // (len(kinds) - 1) if len(kinds) > 1 else 0
        spare = min(spare, 18)
        used = total + spare * (len(kinds) - 1)
        x = band.x + max(0, (band.w - used) // 2)
        boxes = {}
        for kind, w in kinds:
            boxes[kind] = pygame.Rect(x, band.y, w, band.h)
            x += w + spare
        return boxes

    def _lay_strip(self):
        s = self.strip
        small = max(24, int(self.strip_h * 0.62 / cardface.RATIO * 1.0))
        self.init_w = small
        self.init_pos = (s.centerx, s.centery)
        fits = int((self.loc_block.h - 20) / cardface.RATIO)
        self.stage_w = max(self.lw + 10, min(fits, 190))
        sw, sh = cardface.card_size(self.stage_w)
        room = min(self.loc_block.w - 40, sw + 40 + 560)
        left = self.loc_block.centerx - room // 2
        self.stage_pos = (left + sw // 2, self.loc_block.centery)
        self.stage_bar = (min(left + sw + 40 + 270, self.loc_block.right - 270), self.loc_block.centery + 34)

    def card_width(self) -> int:
        return self.mw

    def hand_width(self) -> int:
        return self.hw

    def held_width(self, n: int) -> int:
        """Your hand's card width holding ``n`` cards: side by side, never over one another's names
        (smaller when many would not fit across the table)."""
        return int(max(HAND_NAMED, min(self.hw, (self.rect.w - 16) / max(1, n * HAND_STEP - (HAND_STEP - 1)))))

    def warm_widths(self):
        return [self.hw, self.mw, self.ow, self.lw, self.stage_w]

    def hover_width(self):
        return max(220, min(300, int(self.rect.h * 0.42)))

    # -- the cards ----------------------------------------------------------------
    def spot(self, shown, uid, viewer, x, y, w, angle=0.0, z=0, visible=True, force_back=False):
        s = super().spot(shown, uid, viewer, x, y, w, angle, z, visible, force_back)
        card = shown.cards[uid]
        s.back = "pariahs" if card.zone == "initiative" else board.COLORS[card.owner].lower()
        return s

    def place(self, shown, viewer):
        me = viewer if viewer is not None else 0
        opp = 1 - me
        z = shown.zones
        spots = {}
        for i in range(LOCATIONS):
            slot = self.slots[i]
            for uid in z[location_region(i)].cards:
                spots[uid] = self.spot(shown, uid, viewer, slot.centerx, slot.centery, self.lw, z=500 + i)
        for seat, key, cw in ((me, "me", self.mw), (opp, "opp", self.ow)):
            spots.update(self._side(shown, viewer, seat, self.boxes[key], cw))
        held = z[f"hand:{me}"].cards
        hw = self.held_width(len(held))
        y = self.hand_y + (self.hh - cardface.card_size(hw)[1]) / 2
        spots.update(self.fan(shown, held, viewer, self.rect.centerx, y, self.rect.w - 16, hw, spread=8.0, z0=1000,
                              step_max=HAND_STEP))
        hand = pygame.Rect(0, 0, int(min(self.rect.w - 16, max(self.fan_w + self.hw, len(held) * hw * HAND_STEP))),
                           int(self.hh))
        hand.center = (self.rect.centerx, int(self.hand_y))
        self.regions[f"hand:{me}"] = hand
        self.regions.pop(f"hand:{opp}", None)
        box = self.boxes["opp"]["hand"]
        inner = box.inflate(-10, -BAND_LABEL - 6).move(0, BAND_LABEL // 2)
        spots.update(self.row(shown, z[f"hand:{opp}"].cards, viewer, inner, self.ow, z0=900))
        spots.update(self.stack(shown, z["initiative"].cards, viewer, self.init_pos, self.init_w, z0=1200))
        for uid in z["revealed"].cards:
            spots[uid] = self.spot(shown, uid, viewer, *self.stage_pos, self.stage_w, z=1500)
        return spots

    def _side(self, shown, viewer, seat, boxes, cw) -> dict:
        z = shown.zones
        spots = {}
        for kind in ("deck", "supdeck", "converts", "support"):
            box = boxes[kind]
            self.regions[f"{kind}:{seat}"] = box
            center = (box.centerx, box.y + BAND_LABEL + 4 + cardface.card_size(cw)[1] // 2)
            spots.update(self.stack(shown, z[f"{kind}:{seat}"].cards, viewer, center, cw, z0=100 + 20 * seat))
        for kind in ("supplicants", "devotees"):
            box = boxes[kind]
            self.regions[f"{kind}:{seat}"] = box
            inner = box.inflate(-12, -BAND_LABEL - 8).move(0, BAND_LABEL // 2)
            cards = list(z[f"{kind}:{seat}"].cards)
            if kind == "devotees":
                cards.sort(key=lambda u: (board.class_of(shown, u) if shown.cards[u].card_id else 0, u))
            spots.update(self.row(shown, cards, viewer, inner, cw, z0=300 + 40 * seat + (20 if kind == "devotees"
                                                                                        else 0)))
        return spots
