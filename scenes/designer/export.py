"""Print and play: a game's card faces and backs as 300-dpi PNGs, and print sheets as a PDF.

The faces are drawn by ``scenes.cardface``, the code that draws them on the
table.  Sheets hold 3 x 3 poker-size cards (63 x 88 mm) per A4 or Letter page,
with crop marks outside the cards and a footer; with ``backs`` every page of
faces is followed by its backs, mirrored left to right for long-edge duplex.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

import pygame
from PIL import Image, ImageDraw

from game.engine.faces import Face

from scenes import cardface, fonts, games
from scenes.catalog import title_of

DPI = 300
MM_PER_INCH = 25.4
CARD_MM = (63.0, 88.0)
PAPERS_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
COLUMNS = ROWS = 3
MARK_OFFSET_MM = 1.0          # crop marks start this far outside the cards
MARK_LENGTH_MM = 5.0
MIN_MARGIN_MM = 3.0           # room the crop marks need round the cards
INK = (40, 40, 40)
JPEG_QUALITY = 92             # Pillow stores RGB pages in the PDF as JPEG
MANIFEST = ".exported"        # what the last export wrote into a folder, one name a line


def px(mm: float) -> int:
    return int(round(mm / MM_PER_INCH * DPI))


CARD_PX = (px(CARD_MM[0]), px(CARD_MM[1]))     # 744 x 1039


class ExportError(Exception):
    """Bad input for an export: the message is for the designer."""


@dataclass(frozen=True)
class PrintCard:
    """One distinct card face: its file name, what it shows, and how many the game holds."""
    name: str
    face: Face
    copies: int = 1


@dataclass(frozen=True)
class Sheets:
    paper: str = "a4"
    gap_mm: float = 3.0
    backs: bool = False           # a page of backs after each page of faces
    sets: int = 1                 # how many times every card is printed


@dataclass
class Exported:
    game: str
    folder: str
    pngs: list = field(default_factory=list)
    pdf: str | None = None
    pages: int = 0
    cards_on_sheets: int = 0
    seconds: float = 0.0
    removed: list = field(default_factory=list)     # files of an earlier export whose cards are gone

    def summary(self) -> str:
        faces = sum(1 for p in self.pngs if not os.path.basename(p).startswith("back"))
        backs = len(self.pngs) - faces
        text = f"{self.game}: {faces} faces and {backs} back{'s' if backs != 1 else ''} as PNG in {self.folder}"
        if self.pdf:
            text += f"; {self.cards_on_sheets} cards on {self.pages} pages in {self.pdf}"
        if self.removed:
            text += f"; removed {len(self.removed)} file{'s' if len(self.removed) != 1 else ''} of cards no longer in the set"
        return f"{text} ({self.seconds:.1f} s)"


# -- which cards a game prints ----------------------------------------------------

def printed(game: str, section) -> list[tuple[str, dict, object]]:
    """Every physical version of each card, in print order: (version suffix, its props, the definition).

    The game's table manifest says which versions a card is printed in (a suit, a Color) and their order."""
    table = games.table_for(game)
    defs = sorted(section.cards.values(), key=table.card_order)
    return [(variant, props, defn) for variant, props in table.print_variants(section) for defn in defs]


def print_cards(game: str, section) -> list[PrintCard]:
    """Every distinct card face of a game's section, in the order they are printed."""
    out = []
    for variant, props, defn in printed(game, section):
        name = f"{defn.id}-{variant}" if variant else defn.id
        out.append(PrintCard(_safe(name), cardface.face_for(game, defn, props), int(defn.get("copies", 1))))
    return out


def _safe(name: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in name)


def back_keys(game: str, cards: list[PrintCard]) -> list[str]:
    """The game's own back, then every other back its faces name (a Color's)."""
    keys = [game]
    for card in cards:
        if card.face.back and card.face.back not in keys:
            keys.append(card.face.back)
    return keys


def back_file(game: str, key: str) -> str:
    return "back.png" if key == game else f"back-{_safe(key)}.png"


# -- drawing ------------------------------------------------------------------------

def _image(surface: pygame.Surface) -> Image.Image:
    return Image.frombytes("RGBA", surface.get_size(), pygame.image.tobytes(surface, "RGBA"))


def face_image(face: Face) -> Image.Image:
    """A face at print size, drawn by the table's renderer without filling its cache."""
    draw = getattr(cardface.render_face, "__wrapped__", cardface.render_face)
    return _image(draw(face, CARD_PX))


def back_image(key: str) -> Image.Image:
    draw = getattr(cardface.render_back, "__wrapped__", cardface.render_back)
    return _image(draw(key, CARD_PX))


def save_png(img: Image.Image, path: str) -> None:
    img.save(path, "PNG", dpi=(DPI, DPI), compress_level=1)


@dataclass(frozen=True)
class PageLayout:
    """Where the cards, crop marks and footer sit on a page, in pixels at 300 dpi."""
    size: tuple
    gap: int
    left: int
    top: int

    @classmethod
    def of(cls, paper: str, gap_mm: float) -> "PageLayout":
        if paper not in PAPERS_MM:
            raise ExportError(f"unknown paper {paper!r} (choose {' or '.join(PAPERS_MM)})")
        if not 0 <= gap_mm:
            raise ExportError("the gap between cards cannot be negative")
        size = (px(PAPERS_MM[paper][0]), px(PAPERS_MM[paper][1]))
        gap = px(gap_mm)
        grid = (COLUMNS * CARD_PX[0] + (COLUMNS - 1) * gap, ROWS * CARD_PX[1] + (ROWS - 1) * gap)
        left, top = (size[0] - grid[0]) // 2, (size[1] - grid[1]) // 2
        if min(left, top) < px(MIN_MARGIN_MM):
            raise ExportError(f"3 x 3 cards with {gap_mm:g} mm gaps do not fit on {paper} paper "
                              f"with room for crop marks; use a smaller gap")
        return cls(size, gap, left, top)

    @property
    def grid(self) -> tuple:
        return (COLUMNS * CARD_PX[0] + (COLUMNS - 1) * self.gap, ROWS * CARD_PX[1] + (ROWS - 1) * self.gap)

    def slot(self, index: int, mirrored: bool = False) -> tuple:
        """The top-left corner of the card at ``index`` (row by row); mirrored for the back of the page."""
        row, col = divmod(index, COLUMNS)
        if mirrored:
            col = COLUMNS - 1 - col
        return (self.left + col * (CARD_PX[0] + self.gap), self.top + row * (CARD_PX[1] + self.gap))

    def cut_lines(self) -> tuple[list, list]:
        """The x of every card's left and right edge and the y of every top and bottom edge."""
        xs = sorted({self.left + c * (CARD_PX[0] + self.gap) + d for c in range(COLUMNS) for d in (0, CARD_PX[0])})
        ys = sorted({self.top + r * (CARD_PX[1] + self.gap) + d for r in range(ROWS) for d in (0, CARD_PX[1])})
        return xs, ys


def draw_crop_marks(img: Image.Image, layout: PageLayout) -> None:
    draw = ImageDraw.Draw(img)
    xs, ys = layout.cut_lines()
    gw, gh = layout.grid
    off = px(MARK_OFFSET_MM)
    width = 2
    top, bottom = layout.top, layout.top + gh
    length_v = min(px(MARK_LENGTH_MM), layout.top - off - 2)
    for x in xs:
        draw.line([(x, top - off - length_v), (x, top - off)], fill=INK, width=width)
        draw.line([(x, bottom + off), (x, bottom + off + length_v)], fill=INK, width=width)
    left, right = layout.left, layout.left + gw
    length_h = min(px(MARK_LENGTH_MM), layout.left - off - 2)
    for y in ys:
        draw.line([(left - off - length_h, y), (left - off, y)], fill=INK, width=width)
        draw.line([(right + off, y), (right + off + length_h, y)], fill=INK, width=width)


def draw_footer(img: Image.Image, layout: PageLayout, text: str) -> None:
    """A line of small print in the bottom margin, between the middle column's crop marks."""
    room = CARD_PX[0] - 2 * px(2)
    bottom_margin = layout.size[1] - layout.top - layout.grid[1]
    size = min(px(2.6), int(bottom_margin * 0.55))          # about 7 pt
    line = fonts.fit("ui", text, room, size, smallest=8)
    label = _image(line.render(text, INK))
    x = (layout.size[0] - label.width) // 2
    y = layout.size[1] - bottom_margin // 2 - label.height // 2
    img.paste(label, (x, y), label)


def sheet_page(layout: PageLayout, images: list, mirrored: bool, footer: str) -> Image.Image:
    page = Image.new("RGB", layout.size, "white")
    for i, card in enumerate(images):
        page.paste(card, layout.slot(i, mirrored), card)
    draw_crop_marks(page, layout)
    draw_footer(page, layout, footer)
    return page


def sheet_pages(game: str, cards: list[PrintCard], folder: str, sheets: Sheets):
    """Every page of the print sheets, one at a time: (page image, cards on it)."""
    layout = PageLayout.of(sheets.paper, sheets.gap_mm)
    order = [c for _ in range(sheets.sets) for c in cards for _ in range(c.copies)]
    per_page = COLUMNS * ROWS
    groups = [order[i:i + per_page] for i in range(0, len(order), per_page)]
    total = len(groups) * (2 if sheets.backs else 1)
    title = title_of(game)
    backs: dict[str, Image.Image] = {}
    number = 0
    for group in groups:
        faces = {c.name: Image.open(os.path.join(folder, f"{c.name}.png")) for c in group}
        number += 1
        face_page = number
        yield sheet_page(layout, [faces[c.name] for c in group], False,
                         f"{title} · page {number} of {total} · print at 100%"), len(group)
        if sheets.backs:
            for c in group:
                key = c.face.back or game
                if key not in backs:
                    backs[key] = Image.open(os.path.join(folder, back_file(game, key)))
            number += 1
            yield sheet_page(layout, [backs[c.face.back or game] for c in group], True,
                             f"{title} · page {number} of {total} · backs of page {face_page}"), 0


def write_pdf(path: str, pages, title: str = "") -> tuple[int, int]:
    """Save the pages one by one, so one page at a time is held (Pillow appends to the file): (pages, cards)."""
    tmp = f"{path}.{os.getpid()}.tmp"
    count = cards = 0
    try:
        for page, n in pages:
            extra = {"append": True} if count else {"title": title, "creator": "main.py export"}
            page.save(tmp, "PDF", resolution=DPI, quality=JPEG_QUALITY, subsampling=0, **extra)
            count += 1
            cards += n
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
    return count, cards


# -- the command --------------------------------------------------------------------

def export_game(game: str, card_set, folder: str, pdf: bool = False, sheets: Sheets = Sheets()) -> Exported:
    """Write one game's faces and backs as PNGs into ``folder``, and its print sheets when ``pdf``."""
    if game not in card_set.games:
        known = ", ".join(card_set.games) or "no game"
        raise ExportError(f"unknown game {game!r}: {card_set.path} has cards for {known}")
    if sheets.sets < 1:
        raise ExportError("--sets must be at least 1")
    if pdf:
        PageLayout.of(sheets.paper, sheets.gap_mm)
    start = time.perf_counter()
    result = Exported(game, folder)
    cards = print_cards(game, card_set.game(game))
    try:
        os.makedirs(folder, exist_ok=True)
        for card in cards:
            path = os.path.join(folder, f"{card.name}.png")
            save_png(face_image(card.face), path)
            result.pngs.append(path)
        for key in back_keys(game, cards):
            path = os.path.join(folder, back_file(game, key))
            save_png(back_image(key), path)
            result.pngs.append(path)
        if pdf:
            result.pdf = os.path.join(folder, f"{game}-sheets-{sheets.paper}.pdf")
            title = f"{title_of(game)}: print and play ({sheets.paper})"
            result.pages, result.cards_on_sheets = write_pdf(result.pdf, sheet_pages(game, cards, folder, sheets),
                                                             title)
        result.removed = replace_manifest(folder, result.pngs + ([result.pdf] if result.pdf else []))
    except OSError as err:
        where = err.filename or folder
        raise ExportError(f"cannot write into {folder}: {where}: {err.strerror or err}") from None
    result.seconds = time.perf_counter() - start
    return result


def replace_manifest(folder: str, written: list) -> list:
    """Remove what the folder's last export wrote and this one did not (a card since cut); nothing else.

    Returns the names removed.  Files the exporter never wrote are left alone.
    """
    path = os.path.join(folder, MANIFEST)
    names = [os.path.basename(p) for p in written]
    try:
        with open(path, encoding="utf-8") as f:
            before = [line.strip() for line in f if line.strip()]
    except FileNotFoundError:
        before = []
    stale = [n for n in before if n not in names and os.path.basename(n) == n and not n.startswith(".")]
    for name in stale:
        try:
            os.remove(os.path.join(folder, name))
        except FileNotFoundError:
            pass
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(names) + "\n")
    os.replace(tmp, path)
    return stale


def export(game: str, card_set, folder: str, pdf: bool = False, sheets: Sheets = Sheets(), say=None) -> list:
    """Export one game into ``folder``, or ``all`` of them, each into ``folder/<game>``."""
    chosen = list(card_set.games) if game == "all" else [game]
    results = []
    for name in chosen:
        target = os.path.join(folder, name) if game == "all" else folder
        results.append(export_game(name, card_set, target, pdf, sheets))
        if say:
            say(results[-1].summary())
    return results
