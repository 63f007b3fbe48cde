"""Print and play: a game's card faces and backs as 300-dpi PNGs, its print sheets as a PDF
(``print_sheets``) and its decks for Tabletop Simulator (``tts``).

The faces are drawn by ``scenes.cardface``, the code that draws them on the
table, once each: the PNG is the face as the table shows it, the sheets and the
Tabletop Simulator decks take it with its bleed.
"""
from __future__ import annotations

import io
import os
import time
from dataclasses import dataclass, field

import pygame
from PIL import Image

from game.engine.errors import CardTableError
from game.engine.faces import Face
from scenes import cardart, cardface, games
from scenes.catalog import title_of
from scenes.designer import print_layers, print_sheets, tts
from scenes.designer.print_sheets import BLEED_PX, DPI, LayoutError, SheetLayout, card_px

MANIFEST = ".exported"        # what the last export wrote into a folder, one name a line


class ExportError(CardTableError):
    """Bad input for an export: the message is for the designer."""


@dataclass(frozen=True)
class PrintCard:
    """One distinct card face: its file name, what it shows, and how many the game holds."""
    name: str
    face: Face
    copies: int = 1
    card_id: str = ""
    variant: str = ""


@dataclass(frozen=True)
class Sheets:
    paper: str = "a4"
    gap_mm: float = 2 * print_sheets.BLEED_MM     # between cut lines: each card keeps its whole bleed
    backs: bool = False           # a page of backs after each page of faces
    sets: int = 1                 # how many times every card is printed
    card_size: str = ""           # "poker" or "tarot"; empty: the game's own (its first)
    proof: bool = False           # show each card's cut line and safe area


@dataclass
class Exported:
    game: str
    folder: str
    pngs: list = field(default_factory=list)
    pdf: str | None = None
    pdf_bytes: int = 0
    tts: list = field(default_factory=list)          # the Tabletop Simulator files written
    pages: int = 0
    cards_on_sheets: int = 0
    seconds: float = 0.0
    removed: list = field(default_factory=list)     # files of an earlier export whose cards are gone

    def summary(self) -> str:
        faces = sum(1 for p in self.pngs if not os.path.basename(p).startswith("back"))
        backs = len(self.pngs) - faces
        text = f"{self.game}: "
        if self.pngs:
            text += f"{faces} faces and {backs} back{'s' if backs != 1 else ''} as PNG in {self.folder}"
        if self.pdf:
            text += (f"; {self.cards_on_sheets} cards on {self.pages} pages in {self.pdf} "
                     f"({self.pdf_bytes / 1e6:.1f} MB)")
        if self.tts:
            text += f"{'; ' if self.pngs else ''}a Tabletop Simulator deck in {os.path.dirname(self.tts[0])}"
        if self.removed:
            files = f"{len(self.removed)} file{'s' if len(self.removed) != 1 else ''}"
            text += f"; removed {files} of cards no longer in the set"
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
        out.append(PrintCard(_safe(name), cardface.face_for(game, defn, props), int(defn.get("copies", 1)),
                             defn.id, variant))
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


def face_image(face: Face, size=card_px("poker")) -> Image.Image:
    """A face at print size as the table draws it (rounded corners), without filling the table's cache."""
    draw = getattr(cardface.render_face, "__wrapped__", cardface.render_face)
    return _image(draw(face, size))


def bleed_face(face: Face, size=card_px("poker")) -> Image.Image:
    """A face at print size with its bleed all round (RGB)."""
    draw = getattr(cardface.render_face, "__wrapped__", cardface.render_face)
    return _image(cardface.with_bleed(face, draw(face, size), BLEED_PX)).convert("RGB")


def face_parts(face: Face, name: str, size=card_px("poker")) -> tuple:
    """A face for the print sheets: its art as a JPEG (one for every face showing the same picture), then
    the rest of the face with its bleed, exactly, the art window see-through."""
    b = BLEED_PX
    window = cardface.art_window(face, size)
    source, art = cardface.face_art(face, size)
    without = cardface.face_without_art(face, size)
    rest = _image(cardface.with_bleed(face, without, b))
    alpha = rest.getchannel("A")
    alpha.paste(_image(without).getchannel("A").crop((window.x, window.y, window.right, window.bottom)),
                (window.x + b, window.y + b))
    rest.putalpha(alpha)
    parts = [print_layers.Part(("art", source, window.size), "jpeg", print_layers.jpeg(_image(art)),
                               (window.x + b, window.y + b, window.w, window.h))]
    parts += [print_layers.Part(("face", name, i), "indexed", layer, (0, 0, *rest.size))
              for i, layer in enumerate(print_layers.indexed_layers(rest))]
    return tuple(parts)


def back_image(key: str, size=card_px("poker")) -> Image.Image:
    draw = getattr(cardface.render_back, "__wrapped__", cardface.render_back)
    return _image(draw(key, size))


def bleed_back(key: str, size=card_px("poker")) -> Image.Image:
    """A back drawn at print size, its edge pixels carried out over the bleed (RGB)."""
    w, h = size
    b = BLEED_PX
    art = cardart.make_back(key, (w, h)).convert("RGB")
    out = Image.new("RGB", (w + 2 * b, h + 2 * b))
    out.paste(art.crop((0, 0, w, 1)).resize((w, b)), (b, 0))
    out.paste(art.crop((0, h - 1, w, h)).resize((w, b)), (b, h + b))
    out.paste(art, (b, b))
    out.paste(out.crop((b, 0, b + 1, h + 2 * b)).resize((b, h + 2 * b)), (0, 0))
    out.paste(out.crop((w + b - 1, 0, w + b, h + 2 * b)).resize((b, h + 2 * b)), (w + b, 0))
    return out


def png_bytes(img: Image.Image, level: int = 9) -> bytes:
    out = io.BytesIO()
    img.save(out, "PNG", dpi=(DPI, DPI), compress_level=level)
    return out.getvalue()


def save_png(img: Image.Image, path: str) -> None:
    img.save(path, "PNG", dpi=(DPI, DPI), compress_level=1)


# -- the command --------------------------------------------------------------------

def card_size_of(game: str, sheets: Sheets) -> str:
    """The size the game's cards are printed in: the one asked for, if the game is printed in it."""
    sizes = games.table_for(game).card_sizes
    size = sheets.card_size or sizes[0]
    if size not in sizes:
        raise ExportError(f"{title_of(game)} cards are printed {' or '.join(sizes)}, not {size}")
    return size


def deck_lists(game: str, section, cards: list[PrintCard]) -> list[tuple[str, list]]:
    """The game's decks for a virtual table as (deck name, [face names]); by default every printed card."""
    table = games.table_for(game)
    if table.decks is None:
        return [(title_of(game), [c.name for c in cards for _ in range(c.copies)])]
    named = {(c.card_id, c.variant): c.name for c in cards}
    return [(deck, [named[(card_id, variant)] for card_id, variant in listed])
            for deck, listed in table.decks(section)]


def export_game(game: str, card_set, folder: str | None, pdf: bool = False, sheets: Sheets = Sheets(),
                tts_folder: str | None = None, url_base: str | None = None) -> Exported:
    """Write one game's faces and backs as PNGs into ``folder`` (unless None), its print sheets there when
    ``pdf``, and its Tabletop Simulator decks into ``tts_folder``."""
    if game not in card_set.games:
        known = ", ".join(card_set.games) or "no game"
        raise ExportError(f"unknown game {game!r}: {card_set.path} has cards for {known}")
    if sheets.sets < 1:
        raise ExportError("--sets must be at least 1")
    size_name = card_size_of(game, sheets)
    size = card_px(size_name)
    layout = None
    if pdf:
        try:
            layout = SheetLayout.of(sheets.paper, size_name, sheets.gap_mm)
        except LayoutError as err:
            raise ExportError(str(err)) from None
    start = time.perf_counter()
    result = Exported(game, folder or tts_folder)
    cards = print_cards(game, card_set.game(game))
    keys = back_keys(game, cards)
    bleed = bool(pdf or tts_folder)
    faces, backs, sheet_faces = {}, {}, {}
    target = folder or tts_folder
    try:
        for where in filter(None, (folder, tts_folder)):
            os.makedirs(where, exist_ok=True)
        draw = getattr(cardface.render_face, "__wrapped__", cardface.render_face)
        for card in cards:
            drawn = draw(card.face, size)
            if folder:
                path = os.path.join(folder, f"{card.name}.png")
                save_png(_image(drawn), path)
                result.pngs.append(path)
            if tts_folder:
                faces[card.name] = png_bytes(_image(cardface.with_bleed(card.face, drawn, BLEED_PX)).convert("RGB"))
            if layout is not None:
                sheet_faces[card.name] = face_parts(card.face, card.name, size)
        for key in keys:
            if folder:
                path = os.path.join(folder, back_file(game, key))
                save_png(back_image(key, size), path)
                result.pngs.append(path)
            if bleed:
                backs[key] = png_bytes(bleed_back(key, size))
        if layout is not None:
            result.pdf = os.path.join(folder, f"{game}-sheets-{sheets.paper}.pdf")
            order = [(c.name, c.face.back or game) for _ in range(sheets.sets) for c in cards for _ in range(c.copies)]
            tmp = f"{result.pdf}.{os.getpid()}.tmp"
            result.pages = print_sheets.write_sheets(
                tmp, layout, order, sheet_faces,
                {k: (print_sheets.png_part(("back", k), png),) for k, png in backs.items()} if sheets.backs else None,
                proof=sheets.proof,
                title=f"{title_of(game)}: print and play ({sheets.paper}, {size_name})", game_title=title_of(game))
            os.replace(tmp, result.pdf)
            result.cards_on_sheets = len(order)
            result.pdf_bytes = os.path.getsize(result.pdf)
        if tts_folder:
            result.tts = tts.write_decks(tts_folder, game, title_of(game), cards,
                                         deck_lists(game, card_set.game(game), cards), faces, backs, BLEED_PX,
                                         url_base)
        if folder:
            result.removed = replace_manifest(folder, result.pngs + ([result.pdf] if result.pdf else []))
    except OSError as err:
        where = err.filename or target
        raise ExportError(f"cannot write into {target}: {where}: {err.strerror or err}") from None
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


def export(game: str, card_set, folder: str | None, pdf: bool = False, sheets: Sheets = Sheets(), say=None,
           tts_folder: str | None = None, url_base: str | None = None) -> list:
    """Export one game into ``folder`` (and ``tts_folder``), or ``all`` of them, each into ``<folder>/<game>``."""
    chosen = list(card_set.games) if game == "all" else [game]
    results = []
    for name in chosen:
        def where(base):
            return os.path.join(base, name) if base and game == "all" else base
        results.append(export_game(name, card_set, where(folder), pdf, sheets, where(tts_folder), url_base))
        if say:
            say(results[-1].summary())
    return results
