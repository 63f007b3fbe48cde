"""Print sheets as a PDF a print shop accepts: every face stored once at 300 dpi, with a 3 mm bleed.

A card is drawn from its parts (``print_layers``): a face's art, stored once
for every face that shows it, as a JPEG, and the rest of the face exactly over
it; a back as one lossless image.

Each card is placed at its cut line with its bleed round it (the frame colour
running past the cut); crop marks in the margin line up with every cut.  The
default gap between cards is twice the bleed, so every edge of every card keeps
its whole bleed; a smaller gap shares it between neighbours.  Pages are
portrait or landscape, whichever holds more cards.  Backs pages mirror their
faces page left to right: print duplex, flipping on the long edge (portrait
pages) or the short edge (landscape pages).  In proof mode each card shows its
cut line and its safe area (3 mm inside the cut, where text is sure to survive).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.errors import CardTableError
from scenes.designer.pdf_file import PdfFile, png_parts, text_string
from scenes.designer.print_layers import Part

DPI = 300
MM_PER_INCH = 25.4
PT_PER_PX = 72 / DPI
CARD_SIZES_MM = {"poker": (63.0, 88.0), "tarot": (70.0, 120.0)}
PAPERS_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
BLEED_MM = 3.0
SAFE_MM = 3.0
MARGIN_MM = 8.0             # from the outermost cut lines to the paper's edge: the bleed, then the crop marks
MARK_OFFSET_MM = 1.0        # crop marks start this far past the bleed
MARK_LENGTH_MM = 4.0
FOOTER_PT = 7


def px(mm: float) -> int:
    return int(round(mm / MM_PER_INCH * DPI))


BLEED_PX = px(BLEED_MM)


class LayoutError(CardTableError):
    """The cards do not fit the paper as asked: the message is for the designer."""


def card_px(size: str) -> tuple[int, int]:
    """A card size's trim at 300 dpi (poker: 744 x 1039)."""
    w, h = CARD_SIZES_MM[size]
    return px(w), px(h)


@dataclass(frozen=True)
class SheetLayout:
    """Where the cards sit on a page, in pixels at 300 dpi from the top left: their cut lines."""
    page: tuple                 # width, height
    card: tuple                 # trim width, height
    columns: int
    rows: int
    gap: int
    left: int
    top: int
    bleed: int = BLEED_PX

    @classmethod
    def of(cls, paper: str, card_size: str = "poker", gap_mm: float = 2 * BLEED_MM) -> "SheetLayout":
        if paper not in PAPERS_MM:
            raise LayoutError(f"unknown paper {paper!r} (choose {' or '.join(PAPERS_MM)})")
        if card_size not in CARD_SIZES_MM:
            raise LayoutError(f"unknown card size {card_size!r} (choose {' or '.join(CARD_SIZES_MM)})")
        if gap_mm < 0:
            raise LayoutError("the gap between cards cannot be negative")
        card, gap, margin = card_px(card_size), px(gap_mm), px(MARGIN_MM)
        best = None
        for page in (tuple(px(v) for v in PAPERS_MM[paper]), tuple(px(v) for v in reversed(PAPERS_MM[paper]))):
            cols = (page[0] - 2 * margin + gap) // (card[0] + gap)
            rows = (page[1] - 2 * margin + gap) // (card[1] + gap)
            if cols >= 1 and rows >= 1 and (best is None or cols * rows > best[1] * best[2]):
                best = (page, cols, rows)
        if best is None:
            raise LayoutError(f"a {card_size} card with {gap_mm:g} mm gaps does not fit on {paper} paper "
                              f"with room for crop marks")
        page, cols, rows = best
        grid = (cols * card[0] + (cols - 1) * gap, rows * card[1] + (rows - 1) * gap)
        return cls(page, card, cols, rows, gap, (page[0] - grid[0]) // 2, (page[1] - grid[1]) // 2)

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    @property
    def landscape(self) -> bool:
        return self.page[0] > self.page[1]

    def slot(self, index: int, back: bool = False) -> tuple[int, int]:
        """The top-left corner of the card at ``index`` (row by row); on a backs page, mirrored left to right."""
        row, col = divmod(index, self.columns)
        x = self.left + col * (self.card[0] + self.gap)
        y = self.top + row * (self.card[1] + self.gap)
        return (self.page[0] - x - self.card[0], y) if back else (x, y)

    def clip(self, index: int, back: bool = False) -> tuple[int, int, int, int]:
        """The card's bleed box (left, top, right, bottom): the whole bleed outside the grid, at most half
        the gap between neighbours."""
        x, y = self.slot(index, back)
        inner = min(self.bleed, self.gap // 2)
        row, col = divmod(index, self.columns)
        if back:
            col = self.columns - 1 - col
        left = self.bleed if col == 0 else inner
        right = self.bleed if col == self.columns - 1 else inner
        top = self.bleed if row == 0 else inner
        bottom = self.bleed if row == self.rows - 1 else inner
        return x - left, y - top, x + self.card[0] + right, y + self.card[1] + bottom

    def cut_lines(self, back: bool = False) -> tuple[list, list]:
        """The x of every card's left and right edge and the y of every top and bottom edge."""
        xs = sorted({self.left + c * (self.card[0] + self.gap) + d for c in range(self.columns)
                     for d in (0, self.card[0])})
        if back:
            xs = sorted(self.page[0] - x for x in xs)
        ys = sorted({self.top + r * (self.card[1] + self.gap) + d for r in range(self.rows)
                     for d in (0, self.card[1])})
        return xs, ys

    def trim_box(self, back: bool = False) -> tuple[int, int, int, int]:
        xs, ys = self.cut_lines(back)
        return xs[0], ys[0], xs[-1], ys[-1]


# -- drawing operators, in points from the bottom left ----------------------------------------------

def _pt(v: float) -> str:
    text = f"{v * PT_PER_PX:.3f}".rstrip("0").rstrip(".")
    return text or "0"


def pdf_rect(layout: SheetLayout, left: int, top: int, right: int, bottom: int) -> tuple:
    """A box in pixels from the top left as a PDF box (x0, y0, x1, y1) in points."""
    h = layout.page[1]
    return (left * PT_PER_PX, (h - bottom) * PT_PER_PX, right * PT_PER_PX, (h - top) * PT_PER_PX)


def draw_card(layout: SheetLayout, index: int, images: list, back: bool) -> str:
    """Draw a card's images (name, (x, y, w, h) in its image of trim plus a whole bleed each side) in order
    at its slot, clipped to its share of the gaps."""
    x, y = layout.slot(index, back)
    b = layout.bleed
    left, top, right, bottom = layout.clip(index, back)
    h = layout.page[1]
    ops = [f"q {_pt(left)} {_pt(h - bottom)} {_pt(right - left)} {_pt(bottom - top)} re W n"]
    for name, (ix, iy, iw, ih) in images:
        ops.append(f"q {_pt(iw)} 0 0 {_pt(ih)} {_pt(x - b + ix)} {_pt(h - (y - b + iy) - ih)} cm /{name} Do Q")
    return " ".join(ops) + " Q\n"


def crop_marks(layout: SheetLayout, back: bool = False) -> str:
    """Short lines in the margin on every cut line, clear of the bleed."""
    xs, ys = layout.cut_lines(back)
    w, h = layout.page
    left, top, right, bottom = layout.trim_box(back)
    start = layout.bleed + px(MARK_OFFSET_MM)
    length = mark_length(layout)
    ops = ["q 0 G 0.5 w"]
    for x in xs:
        for y0 in (top - start - length, bottom + start):
            ops.append(f"{_pt(x)} {_pt(h - y0)} m {_pt(x)} {_pt(h - y0 - length)} l S")
    for y in ys:
        for x0 in (left - start - length, right + start):
            ops.append(f"{_pt(x0)} {_pt(h - y)} m {_pt(x0 + length)} {_pt(h - y)} l S")
    ops.append("Q\n")
    return "\n".join(ops)


def proof_guides(layout: SheetLayout, count: int, back: bool) -> str:
    """Each card's cut line (red) and safe area (dashed blue), for checking a proof by eye."""
    h = layout.page[1]
    safe = px(SAFE_MM)
    ops = ["q 0.35 w"]
    for i in range(count):
        x, y = layout.slot(i, back)
        cw, ch = layout.card
        ops.append(f"1 0 0 RG [] 0 d {_pt(x)} {_pt(h - y - ch)} {_pt(cw)} {_pt(ch)} re S")
        ops.append(f"0 0.3 1 RG [2 2] 0 d {_pt(x + safe)} {_pt(h - y - ch + safe)} "
                   f"{_pt(cw - 2 * safe)} {_pt(ch - 2 * safe)} re S")
    ops.append("Q\n")
    return "\n".join(ops)


def mark_length(layout: SheetLayout) -> int:
    w, h = layout.page
    left, top, right, bottom = layout.trim_box()
    room = min(left, top, w - right, h - bottom) - layout.bleed - px(MARK_OFFSET_MM) - px(1)
    return max(px(1), min(px(MARK_LENGTH_MM), room))


def footer(layout: SheetLayout, text: str, font: str = "/F1") -> str:
    """A line of small print centred below the crop marks (Helvetica's letters are about 0.5 em wide)."""
    w, h = layout.page
    below_marks = h - layout.trim_box()[3] - layout.bleed - px(MARK_OFFSET_MM) - mark_length(layout)
    x = w * PT_PER_PX / 2 - len(text) * FOOTER_PT * 0.25
    y = below_marks * PT_PER_PX / 2 - FOOTER_PT / 3
    return f"BT {font} {FOOTER_PT} Tf 0.16 g {x:.2f} {y:.2f} Td {text_string(text).decode('latin-1')} Tj ET\n"


def embed(pdf: PdfFile, part: Part) -> int:
    if part.kind == "png":
        return pdf.image(part.data)
    if part.kind == "jpeg":
        return pdf.jpeg(part.data, part.box[2], part.box[3])
    layer = part.data
    return pdf.indexed(layer.width, layer.height, layer.palette, layer.rows)


def png_part(key: tuple, png: bytes) -> Part:
    """A whole card image from its PNG bytes, stored losslessly."""
    width, height, _, _ = png_parts(png)
    return Part(key, "png", png, (0, 0, width, height))


def write_sheets(path: str, layout: SheetLayout, order: list, faces: dict, backs: dict | None,
                 proof: bool = False, title: str = "", game_title: str = "") -> int:
    """Write the sheets of ``order`` (one (face name, back key) per printed card) to ``path``: every part
    of the cards in ``faces`` / ``backs`` (name: its ``Part``s) embedded once.  Returns the number of pages."""
    groups = [order[i:i + layout.per_page] for i in range(0, len(order), layout.per_page)]
    total = len(groups) * (2 if backs is not None else 1)
    pdf = PdfFile(path)
    try:
        refs: dict = {}

        def drawn(parts) -> list:
            for part in parts:
                if part.key not in refs:
                    refs[part.key] = embed(pdf, part)
            return [(f"Im{refs[part.key]}", part.box) for part in parts]

        edge = "short" if layout.landscape else "long"
        number = 0
        for group in groups:
            for back in ((False, True) if backs is not None else (False,)):
                number += 1
                cards = [drawn(backs[key] if back else faces[name]) for name, key in group]
                ops = [draw_card(layout, i, images, back) for i, images in enumerate(cards)]
                ops.append(crop_marks(layout, back))
                if proof:
                    ops.append(proof_guides(layout, len(group), back))
                note = (f"backs of page {number - 1}: print duplex, flip on the {edge} edge" if back
                        else "print at 100% (actual size)")
                ops.append(footer(layout, f"{game_title} · page {number} of {total} · {note}"))
                used = {n: int(n[2:]) for images in cards for n, _ in images}
                trim = layout.trim_box(back)
                b = layout.bleed
                boxes = {"TrimBox": pdf_rect(layout, *trim),
                         "BleedBox": pdf_rect(layout, trim[0] - b, trim[1] - b, trim[2] + b, trim[3] + b)}
                pdf.page((layout.page[0] * PT_PER_PX, layout.page[1] * PT_PER_PX), "".join(ops), used, boxes)
        pdf.close(title, "main.py export")
    except BaseException:
        pdf.abandon()
        raise
    return total
