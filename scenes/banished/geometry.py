"""Where everything lies on the Banished table, for two to four seats.

The viewer sits at the bottom.  The others follow round the table to the
left: with two seats the opponent sits across; with three, seat + 1 on the
left and seat + 2 on the right; with four, left, across and right.  Turn
order (to the left, seat + 1) so runs clockwise on the screen.

Each seat has a *station*: a plate (name, Favor, Life, Obol, the hand's backs
for the others), a field of three slots (Grim, Bond, Bond) and three piles
(deck, discard, Banished pile).  The viewer's station is larger: the hand
fanned at the bottom, the piles beside it, the field above it, and the Obol
and Life tokens on the right.  The centre holds the Crypt, the Spread and the
altar where Wands and Curses are played; during Combat the Spread shrinks to
a strip and the cards in play meet in the arena below it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes import fonts
from scenes.cardface import card_size

LABEL = 18              # room above a card place for its label
PAD = 6                 # between a card and its outline
END_TURN_W = 124          # the End turn button's room beside the field (at 100% text)
SIDES = {2: ("top",), 3: ("left", "right"), 4: ("left", "top", "right")}


def card_rect(center, width: int) -> pygame.Rect:
    w, h = card_size(width)
    r = pygame.Rect(0, 0, w, h)
    r.center = (int(round(center[0])), int(round(center[1])))
    return r


def outline(card: pygame.Rect, label=LABEL) -> pygame.Rect:
    """The outline round a card place, with its label's room above the card."""
    return pygame.Rect(card.x - PAD, card.y - label - PAD, card.w + 2 * PAD, card.h + label + 2 * PAD)


def row_of(n: int, width: int, center, gap: int) -> list[pygame.Rect]:
    """``n`` card places side by side, centred on ``center``."""
    total = n * width + (n - 1) * gap
    x0 = center[0] - total / 2 + width / 2
    return [card_rect((x0 + i * (width + gap), center[1]), width) for i in range(n)]


@dataclass
class Station:
    seat: int
    side: str                          # bottom | top | left | right
    plate: pygame.Rect
    slots: list                        # card rects: Grim, Bond, Bond
    slot_w: int
    piles: dict                        # deck / discard / banished -> card rect
    pile_w: int
    hand: pygame.Rect                  # where the hand lies
    hand_w: int
    obol: pygame.Rect | None = None    # the viewer's tokens (the others' are on their plates)
    life: pygame.Rect | None = None
    end_turn: tuple | None = None      # where the viewer's End turn button sits

    @property
    def field(self) -> pygame.Rect:
        return self.slots[0].unionall(self.slots[1:])


@dataclass
class Cell:
    """One seat's place in the arena: a header line and three card places."""
    seat: int
    rect: pygame.Rect
    cards: list
    card_w: int


@dataclass
class Board:
    rect: pygame.Rect
    unit: int
    stations: dict = field(default_factory=dict)
    centre: pygame.Rect = None
    crypt: pygame.Rect = None
    spread: list = field(default_factory=list)
    spread_w: int = 0
    crypt_w: int = 0
    altar: pygame.Rect = None          # the altar's outline (a Wand or Curse lies in it)
    mini_crypt: pygame.Rect = None
    mini: list = field(default_factory=list)
    mini_w: int = 0
    arena: pygame.Rect = None
    stage: pygame.Rect = None          # where the 4-Value Grim are offered at set-up
    end_turn: tuple = (0, 0)           # where the End turn button sits
    decision: tuple = (0, 0)           # where a question's buttons sit

    def cells(self, sides: dict) -> dict:
        """seat -> its Cell in the arena, each seat on its own side: the viewer at the bottom, and the
        cells round the arena in turn order (clockwise), as the seats are round the table."""
        grid = ARENA_GRID[len(sides)]
        by_side = {side: seat for seat, side in sides.items()}
        area = self.arena
        gap = 10
        head = 26
        rows = len(grid)
        cols = max(len(row) for row in grid)
        cell_w = (area.w - (cols - 1) * gap) / cols
        cell_h = (area.h - (rows - 1) * gap) / rows
        width = int(max(30, min((cell_h - head - 22) / 1.4, (cell_w - 28) / 3.3, self.unit * 1.05)))
        cell_w = min(cell_w, max(width * 3.3 + 40, 210) + (150 if cols == 1 else 0))     # a name's room
        out = {}
        for r, row in enumerate(grid):
            x0 = area.centerx - (len(row) * cell_w + (len(row) - 1) * gap) / 2
            for c, side in enumerate(row):
                seat = by_side[side]
                rect = pygame.Rect(int(x0 + c * (cell_w + gap)), int(area.y + r * (cell_h + gap)), int(cell_w),
                                   int(cell_h))
                cy = rect.y + head + (rect.h - head - 8) / 2
                out[seat] = Cell(seat, rect, row_of(3, width, (rect.centerx, cy), int(width * 0.12) + 4), width)
        return out


ARENA_GRID = {2: (("top",), ("bottom",)),
              3: (("left", "right"), ("bottom",)),
              4: (("left", "top"), ("bottom", "right"))}


def seats_around(players: int, me: int) -> list[tuple[int, str]]:
    """(seat, side) for every seat, the viewer first at the bottom, then to the left round the table."""
    return [(me, "bottom")] + [((me + i) % players, side) for i, side in enumerate(SIDES[players], start=1)]


def unit_for(rect: pygame.Rect) -> int:
    """The table's card unit at this size: the width of a Spread card."""
    return max(44, min(150, int(min(rect.h / 6.7, rect.w / 8.4))))


def build(rect: pygame.Rect, players: int, me: int) -> Board:
    """The whole table in ``rect`` for ``players`` seats, seen from seat ``me``."""
    r = pygame.Rect(rect)
    u = unit_for(r)
    board = Board(r, u)
    mine = _bottom(r, u, me)
    board.stations[me] = mine
    row_a_top = mine.plate.y
    others = seats_around(players, me)[1:]
    side_w = int(min(r.w * 0.21, max(150, u * 2.2)))
    top_h = 0
    if players == 2:
        seat, _ = others[0]
        board.stations[seat] = _wide(pygame.Rect(r.x, r.y, r.w, 0), u, seat, "top")
        top_h = _depth(board.stations[seat], r)
        centre = pygame.Rect(r.x, r.y + top_h, r.w, row_a_top - r.y - top_h - 8)
    else:
        left = pygame.Rect(r.x, r.y, side_w, row_a_top - r.y - 8)
        right = pygame.Rect(r.right - side_w, r.y, side_w, left.h)
        middle = pygame.Rect(left.right + 8, r.y, right.x - left.right - 16, left.h)
        for seat, side in others:
            if side == "top":
                board.stations[seat] = _wide(pygame.Rect(middle.x, r.y, middle.w, 0), u, seat, "top")
                top_h = _depth(board.stations[seat], r)
            else:
                board.stations[seat] = _column(left if side == "left" else right, u, seat, side)
        centre = pygame.Rect(middle.x, r.y + top_h, middle.w, middle.h - top_h)
    board.centre = centre
    _centre(board, centre, u)
    _combat(board, mine)
    board.stage = pygame.Rect(centre.x, centre.y, centre.w, mine.field.bottom + 4 - centre.y)
    return board


def _depth(st: Station, r: pygame.Rect) -> int:
    """How far down the table the seat across reaches."""
    return max(st.plate.bottom, outline(st.slots[0]).bottom) - r.y + 8


def _bottom(r, u, seat) -> Station:
    """The viewer: the hand fanned at the foot, piles beside it, the field above, tokens on the right."""
    hw = int(u * 1.02)
    _, hh = card_size(hw)
    fw = int(u * 0.84)
    _, fh = card_size(fw)
    hand_cy = r.bottom - hh / 2 - 10
    fan_w = int(min(r.w * 0.44, hw * 4.4))
    hand = pygame.Rect(0, 0, fan_w + hw // 2, hh + 8)
    hand.center = (r.centerx, int(hand_cy))
    pile_cy = hand_cy + LABEL / 2
    gap = max(12, int(u * 0.16))
    deck = card_rect((r.x + PAD + 4 + fw / 2, pile_cy), fw)
    discard = card_rect((deck.right + gap + fw / 2, pile_cy), fw)
    banished = card_rect((r.right - PAD - 4 - fw / 2, pile_cy), fw)
    field_cy = hand.y - 10 - fh / 2
    slots = row_of(3, fw, (r.centerx, field_cy), int(fw * 0.22))
    plate = pygame.Rect(r.x + 2, int(field_cy - fh / 2 - LABEL), slots[0].x - r.x - 30, fh + LABEL)
    plate.w = min(plate.w, 212)
    room = r.right - 8 - slots[-1].right - 20
    end_w = int(END_TURN_W * fonts.scale())
    token = int(min(u * 0.78, (room - end_w - 28) / 2))
    beside = token >= 44
    if not beside:                               # no room beside the field: the button goes above the tokens
        token = int(max(40, min(u * 0.66, (room - 14) / 2)))
    life = pygame.Rect(0, 0, token, token + 22)
    life.midright = (r.right - 8, int(field_cy + (0 if beside else 18)))
    obol = pygame.Rect(0, 0, token, token + 22)
    obol.midright = (life.x - 14, life.centery)
    if beside:
        end_turn = (int((slots[-1].right + obol.x) / 2), int(field_cy))
    else:                                        # no room beside the field: beside the hand, the hand moved over
        box_w = end_w + 36
        limit = banished.x - 30 - box_w
        if hand.right > limit:
            hand.x = max(discard.right + 8, hand.x - (hand.right - limit))
            hand.w = max(int(hw * 2.5), min(hand.w, limit - hand.x))        # still short of room: closer together
        end_turn = (int(min(hand.right + 24 + box_w / 2, banished.x - 6 - box_w / 2)), int(hand_cy))
    return Station(seat, "bottom", plate, slots, fw, {"deck": deck, "discard": discard, "banished": banished},
                   fw, hand, hw, obol, life, end_turn)


def _wide(band, u, seat, side) -> Station:
    """An opponent across the table: plate, field and piles in one row; where the band is narrow
    (between two side seats), the plate becomes a strip above one row of the six card places."""
    plate_w = int(min(230, max(150, band.w * 0.24)))
    ow = int(min(u * 0.62, (band.w - plate_w - 40) / 7.6))
    if ow >= u * 0.5:
        _, oh = card_size(ow)
        h = max(oh + LABEL + 2 * PAD + 6, 104)
        cy = band.y + LABEL + PAD + 2 + oh / 2
        plate = pygame.Rect(band.x + 2, band.y, plate_w, h - 4)
        gap = int(ow * 0.2) + 4
        rest_x = plate.right + 16
        rest_w = band.right - rest_x
        slots = row_of(3, ow, (rest_x + rest_w * 0.3, cy), gap)
        piles = row_of(3, ow, (rest_x + rest_w * 0.76, cy), gap + 6)
        hand = pygame.Rect(plate.x + 8, plate.bottom - 46, plate.w - 16, 40)
    else:
        ow = int(max(30, min(u * 0.62, (band.w - 16 - 6 * 14) / 7)))
        _, oh = card_size(ow)
        plate = pygame.Rect(band.x + 2, band.y, band.w - 4, 40)
        cy = plate.bottom + 6 + LABEL + PAD + oh / 2
        gap = int((band.w - 16 - 7 * ow) / 6)
        cards = row_of(7, ow, (band.centerx, cy), gap)
        slots, piles = cards[:3], cards[4:]
        hand_w = int(min(170, plate.w * 0.34))
        hand = pygame.Rect(plate.right - hand_w, plate.y + 4, hand_w - 6, plate.h - 8)
    return Station(seat, side, plate, slots, ow, dict(zip(("deck", "discard", "banished"), piles)), ow, hand,
                   hand_back_width(hand))


def _column(col, u, seat, side) -> Station:
    """An opponent at the side: plate on top, the field, then the piles, all within ``col`` (the cards
    smaller and the plate lower where the column is short)."""
    plate_h = 96 if col.h >= 96 + 2 * (card_size(int(u * 0.62))[1] + LABEL + 2 * PAD + 6) + 8 else 84
    tall = (col.h - plate_h - 8) / 2 - LABEL - 2 * PAD - 6          # the card height that fits twice below
    ow = int(max(26, min(u * 0.62, (col.w - 4 * 10) / 3, tall / 1.4)))
    _, oh = card_size(ow)
    block = oh + LABEL + 2 * PAD + 6
    plate = pygame.Rect(col.x + 2, col.y, col.w - 4, plate_h)
    gap = int((col.w - 3 * ow) / 4)
    field_cy = plate.bottom + 8 + LABEL + PAD + oh / 2
    slots = row_of(3, ow, (col.centerx, field_cy), gap)
    piles = row_of(3, ow, (col.centerx, field_cy + block), gap)
    strip = 36 if plate_h == 96 else 28
    hand = pygame.Rect(plate.x + 8, plate.bottom - strip - 6, plate.w - 16, strip)
    return Station(seat, side, plate, slots, ow, dict(zip(("deck", "discard", "banished"), piles)), ow, hand,
                   hand_back_width(hand))


def hand_back_width(hand: pygame.Rect) -> int:
    """The small backs of another seat's hand, as tall as their strip."""
    return max(16, int((hand.h - 4) / 1.4))


def _centre(board: Board, c: pygame.Rect, u: int) -> None:
    """The Crypt, the Spread of five and the altar across the centre: in one row where it is wide (the
    Crypt and the altar smaller where it is narrow), or the Spread below them where it is tall."""
    gap = max(8, int(u * 0.12))
    room = LABEL + 2 * PAD
    tall = (c.h - room - 10) / 1.4
    one = min(u, (c.w - 8 * gap - 40) / 7, tall)
    side = 1.0
    if one < u * 0.85:
        one = min(u, (c.w - 8 * gap - 40) / 6.4, tall)
        side = 0.72
    two = min(u, (c.w - 6 * gap) / 5, (c.h - 2 * room - gap - 10) / (1.4 * 1.72))
    if two > one * 1.15:
        sw = int(two)
        ew = int(sw * 0.72)
        _, eh = card_size(ew)
        _, sh = card_size(sw)
        top = c.centery - (eh + sh + 2 * room + gap) / 2
        ey = top + room + eh / 2
        cy = ey + eh / 2 + gap + room + sh / 2
        spread = row_of(5, sw, (c.centerx, cy), gap)
        board.crypt = card_rect((spread[0].centerx, ey), ew)
        board.altar = outline(card_rect((spread[-1].centerx, ey), ew)).inflate(12, 0)
    else:
        sw = int(max(34, one))
        ew = int(sw * side)
        cy = c.centery + LABEL / 2
        spread = row_of(5, sw, (c.centerx, cy), gap)
        board.crypt = card_rect((spread[0].x - gap * 2 - ew / 2, cy + (sw - ew) * 0.7), ew)
        board.altar = outline(card_rect((spread[-1].right + gap * 2 + ew / 2, cy + (sw - ew) * 0.7),
                                        ew)).inflate(12, 0)
    board.spread, board.spread_w, board.crypt_w = spread, sw, ew


def _combat(board: Board, mine: Station) -> None:
    """During Combat the Spread shrinks out of the way (beside the arena when there is room, else in a strip
    at the top of the centre) and the arena takes the centre down to the viewer's field."""
    c = board.centre
    left = max(c.x, mine.plate.right + 8)
    right = min(c.right, mine.obol.x - 8)
    beside = left - c.x - 16
    if beside >= 150:
        mw = int(max(26, min(board.spread_w * 0.62, (beside - 16) / 3, (mine.plate.y - c.y - 2 * LABEL - 30) / 2.8)))
        _, mh = card_size(mw)
        cx = c.x + 8 + beside / 2
        y1 = c.y + LABEL + PAD + mh / 2
        y2 = y1 + mh + LABEL + 2 * PAD
        row1 = row_of(3, mw, (cx, y1), 8)
        board.mini_crypt = row1[0]
        board.mini = row1[1:] + row_of(3, mw, (cx, y2), 8)
        top = c.y
    else:
        mw = int(max(26, min(board.spread_w * 0.5, (c.h * 0.28) / 1.4)))
        _, mh = card_size(mw)
        cy = c.y + LABEL + PAD + mh / 2
        board.mini = row_of(5, mw, (c.centerx, cy), 6)
        board.mini_crypt = card_rect((board.mini[0].x - 24 - mw / 2, cy), mw)
        top = int(cy + mh / 2 + PAD + 6)
    board.mini_w = mw
    board.arena = pygame.Rect(left, top, right - left, mine.field.bottom + PAD - top)
    board.end_turn = mine.end_turn
    board.decision = (mine.hand.centerx, int(mine.hand.y + mine.hand.h * 0.3))
