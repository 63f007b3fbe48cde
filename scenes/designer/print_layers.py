"""A card for print as the parts a PDF stores compactly: its art once as a JPEG, everything else exactly.

A face's art (shared by every face showing the same picture) is a high-quality
JPEG at the size it is printed: the generated art's fine grain does not
compress losslessly.  The rest of the face (frame, name, numbers, rules text),
with its bleed, is drawn over it losslessly, as indexed images of up to 255
colours each in which index 0 is see-through (a colour-key mask): the first
holds the face's most frequent colours, each further one the next 255, and the
art window is see-through in all of them.  Text has a few hundred colours
(its anti-aliased edges), so this stores each pixel in one byte instead of
three, and what a viewer draws is the face exactly, pixel for pixel, outside
the art window.  A back, having no text, is one lossless image.
"""
from __future__ import annotations

import io
import sys
import zlib
from array import array
from dataclasses import dataclass

from PIL import Image

ART_QUALITY = 85            # JPEG quality of the art (4:2:0): no visible loss at 300 dpi, a third of 95's size
COLORS_PER_LAYER = 255      # index 0 is see-through
NO_LAYER = 255 * 256


@dataclass(frozen=True)
class Indexed:
    """An image of up to 255 colours: ``palette`` holds RGB triples for indices 1..n, ``rows`` the
    Flate-compressed index bytes (one a pixel, row by row, no predictor); index 0 is not painted."""
    width: int
    height: int
    palette: bytes
    rows: bytes


@dataclass(frozen=True)
class Part:
    """One image of a card: ``kind`` "png" (lossless RGB), "jpeg" or "indexed"; ``box`` (x, y, w, h)
    in pixels within the card image with its bleed.  Parts with the same ``key`` are stored once."""
    key: tuple
    kind: str
    data: object
    box: tuple


def jpeg(img: Image.Image, quality: int = ART_QUALITY) -> bytes:
    out = io.BytesIO()
    img.convert("RGB").save(out, "JPEG", quality=quality, subsampling=2, optimize=True)
    return out.getvalue()


def indexed_layers(img: Image.Image) -> list[Indexed]:
    """``img`` (RGBA: alpha 0 where it is see-through, anything else opaque) as indexed layers that,
    drawn in order, paint every opaque pixel its exact colour and leave the see-through ones alone."""
    w, h = img.size
    rgba = img.convert("RGBA")
    alpha = rgba.getchannel("A").point(lambda a: 255 if a else 0)
    rgba.putalpha(alpha)
    counts = rgba.getcolors(w * h)
    opaque = [color for _, color in sorted(counts, key=lambda c: -c[0]) if color[3]]
    pixels = array("I", rgba.tobytes())
    if pixels.itemsize != 4:
        raise RuntimeError("array('I') is not 32 bits wide here")
    keys = array("I", bytes(v for _, color in counts for v in color))
    place = {key: NO_LAYER for key in keys}                 # see-through: in no layer
    for rank, key in enumerate(array("I", bytes(v for color in opaque for v in color))):
        layer, index = divmod(rank, COLORS_PER_LAYER)
        place[key] = layer * 256 + index + 1
    placed = array("H", map(place.__getitem__, pixels)).tobytes()
    low, high = (placed[0::2], placed[1::2]) if sys.byteorder == "little" else (placed[1::2], placed[0::2])
    index_of, layer_of = Image.frombytes("L", (w, h), low), Image.frombytes("L", (w, h), high)
    layers = []
    for start in range(0, len(opaque), COLORS_PER_LAYER):
        layer = start // COLORS_PER_LAYER
        rows = Image.new("L", (w, h), 0)
        rows.paste(index_of, (0, 0), layer_of.point(lambda v: 255 if v == layer else 0))
        colors = opaque[start:start + COLORS_PER_LAYER]
        palette = bytes(v for color in colors for v in color[:3])
        layers.append(Indexed(w, h, palette, zlib.compress(rows.tobytes(), 9)))
    return layers


def drawn(layers: list[Indexed], under: Image.Image) -> Image.Image:
    """What a viewer shows: the layers painted in order over ``under`` (RGB, their size)."""
    out = under.convert("RGB").copy()
    for layer in layers:
        index = zlib.decompress(layer.rows)
        pic = Image.frombytes("P", (layer.width, layer.height), index)
        pic.putpalette(b"\0\0\0" + layer.palette)
        mask = Image.frombytes("L", (layer.width, layer.height), index).point(lambda i: 255 if i else 0)
        out.paste(pic.convert("RGB"), (0, 0), mask)
    return out
