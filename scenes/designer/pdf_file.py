"""A small PDF writer: images stored once and drawn on any page, lines and a line of text.

Written here rather than taken from a library: the print sheets need only image
XObjects shared between pages (a PNG's compressed rows go in unchanged, as
FlateDecode with the PNG predictor; a JPEG's bytes as DCTDecode; indexed
images with a colour-key mask), page boxes, a few vector lines and one
built-in font.  Pillow's PDF writer stores a
whole page as one image (each face again on every page); img2pdf does one image
a page; fpdf2 and reportlab would do it but add a dependency for about 150 lines.
Objects are written as they come, so a long document never sits in memory.
"""
from __future__ import annotations

import os
import struct
import zlib

from game.engine.errors import CardTableError

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_COLORS = {0: (1, "/DeviceGray"), 2: (3, "/DeviceRGB")}


class PdfError(CardTableError):
    """An image the writer cannot embed as it is."""


def png_parts(data: bytes) -> tuple[int, int, int, bytes]:
    """(width, height, color type, the compressed rows) of an 8-bit, non-interlaced grey or RGB PNG."""
    if not data.startswith(PNG_SIGNATURE):
        raise PdfError("not a PNG")
    pos, idat, head = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        pos += 12 + length
    if head is None or head[2] != 8 or head[3] not in PNG_COLORS or head[6] != 0:
        raise PdfError("only 8-bit grey or RGB PNGs without interlacing are embedded unchanged")
    return head[0], head[1], head[3], b"".join(idat)


def text_string(text: str) -> bytes:
    """A PDF string in the built-in fonts' encoding (characters outside it become '?')."""
    raw = text.encode("cp1252", errors="replace")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def number(value: float) -> str:
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return text if text not in ("", "-0") else "0"


def box(rect) -> str:
    return "[" + " ".join(number(v) for v in rect) + "]"


class PdfFile:
    """Write a PDF object by object: ``image`` once per picture, then ``page`` as often as needed, then ``close``."""

    FONT = "/F1"

    def __init__(self, path: str):
        self.path = path
        self.file = open(path, "wb")
        self.offsets: dict[int, int] = {}
        self.page_refs: list[int] = []
        self.count = 2                      # 1 is the catalog, 2 the page tree: both written last
        self.file.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        self.font = self._object(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica "
                                 b"/Encoding /WinAnsiEncoding >>")

    def _reserve(self) -> int:
        self.count += 1
        return self.count

    def _object(self, body: bytes, number_: int | None = None, stream: bytes | None = None) -> int:
        num = number_ or self._reserve()
        self.offsets[num] = self.file.tell()
        self.file.write(f"{num} 0 obj\n".encode())
        if stream is None:
            self.file.write(body)
        else:
            self.file.write(body[:-2] + f" /Length {len(stream)} >>\nstream\n".encode())
            self.file.write(stream)
            self.file.write(b"\nendstream")
        self.file.write(b"\nendobj\n")
        return num

    def image(self, png: bytes) -> int:
        """Embed a PNG losslessly (its own compressed rows, FlateDecode); returns the object to draw it by."""
        width, height, color_type, rows = png_parts(png)
        colors, space = PNG_COLORS[color_type]
        head = (f"<< /Type /XObject /Subtype /Image /Width {width} /Height {height} /ColorSpace {space} "
                f"/BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors {colors} "
                f"/BitsPerComponent 8 /Columns {width} >> >>")
        return self._object(head.encode(), stream=rows)

    def jpeg(self, data: bytes, width: int, height: int) -> int:
        """Embed a baseline RGB JPEG as it is (DCTDecode)."""
        head = (f"<< /Type /XObject /Subtype /Image /Width {width} /Height {height} /ColorSpace /DeviceRGB "
                f"/BitsPerComponent 8 /Filter /DCTDecode >>")
        return self._object(head.encode(), stream=data)

    def indexed(self, width: int, height: int, palette: bytes, rows: bytes) -> int:
        """Embed an 8-bit indexed image whose index 0 is see-through (a colour-key mask): ``palette`` holds
        the RGB of indices 1..n, ``rows`` the Flate-compressed index bytes."""
        table = (b"\0\0\0" + palette).hex()
        head = (f"<< /Type /XObject /Subtype /Image /Width {width} /Height {height} "
                f"/ColorSpace [/Indexed /DeviceRGB {len(palette) // 3} <{table}>] /BitsPerComponent 8 "
                f"/Mask [0 0] /Filter /FlateDecode >>")
        return self._object(head.encode(), stream=rows)

    def page(self, size, content: str, images: dict, boxes: dict | None = None) -> None:
        """A page ``size`` (points) drawing ``content``; ``images`` maps the names it uses to image objects,
        ``boxes`` adds e.g. TrimBox and BleedBox."""
        stream = zlib.compress(content.encode("latin-1"), 9)
        contents = self._object(b"<< /Filter /FlateDecode >>", stream=stream)
        xobjects = " ".join(f"/{name} {ref} 0 R" for name, ref in images.items())
        extra = "".join(f" /{name} {box(rect)}" for name, rect in (boxes or {}).items())
        body = (f"<< /Type /Page /Parent 2 0 R /MediaBox {box((0, 0, *size))}{extra} "
                f"/Resources << /Font << {self.FONT} {self.font} 0 R >> /XObject << {xobjects} >> >> "
                f"/Contents {contents} 0 R >>")
        self.page_refs.append(self._object(body.encode()))

    def close(self, title: str = "", creator: str = "") -> None:
        kids = " ".join(f"{ref} 0 R" for ref in self.page_refs)
        self._object(f"<< /Type /Pages /Kids [{kids}] /Count {len(self.page_refs)} >>".encode(), 2)
        self._object(b"<< /Type /Catalog /Pages 2 0 R >>", 1)
        info = self._object(b"<< /Title " + text_string(title) + b" /Creator " + text_string(creator) + b" >>")
        start = self.file.tell()
        total = self.count + 1
        lines = [f"xref\n0 {total}\n", "0000000000 65535 f \n"]
        lines += [f"{self.offsets[n]:010d} 00000 n \n" for n in range(1, total)]
        lines.append(f"trailer\n<< /Size {total} /Root 1 0 R /Info {info} 0 R >>\nstartxref\n{start}\n%%EOF\n")
        self.file.write("".join(lines).encode())
        self.file.close()

    def abandon(self) -> None:
        self.file.close()
        if os.path.exists(self.path):
            os.remove(self.path)
