"""Print and play: `main.py export` writes every card face and back as a 300-dpi PNG, print sheets as a
PDF (each image stored once; a face's art as a JPEG, the rest of it exactly; a 3 mm bleed) and Tabletop
Simulator decks."""
import hashlib
import io
import os
import pathlib
import re
import struct
import subprocess
import sys
import zlib

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from PIL import Image, ImageChops, ImageStat, PdfParser

ROOT = str(pathlib.Path(__file__).resolve().parents[3])
sys.path.insert(0, ROOT)                     # main.py, when pytest runs from its own script

import main  # noqa: E402
from game.pariahs.board import COLORS  # noqa: E402
from scenes import cardface  # noqa: E402
from scenes.designer import export, print_sheets  # noqa: E402
from tests.pinned import pinned_cards  # noqa: E402

CARDS = pinned_cards()
A4_LANDSCAPE_PT = (841.92, 595.2)
BLEED = print_sheets.BLEED_PX
CARD = re.compile(rb"q ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re W n"
                  rb"((?: q [\d.]+ 0 0 [\d.]+ [\d.]+ [\d.]+ cm /Im\d+ Do Q)+) Q\n")
IMAGE = re.compile(rb"q ([\d.]+) 0 0 ([\d.]+) ([\d.]+) ([\d.]+) cm /(Im\d+) Do Q")
PT_PER_PX = 72 / 300


def expected_files(game):
    section = CARDS.game(game)
    ids = list(section.cards)
    if game == "seize":
        faces = {f"{cid}-{s['id']}.png" for cid in ids for s in section.constants["suits"]}
        backs = {"back.png"}
    elif game == "pariahs":
        faces = {f"{cid}-{c.lower()}.png" for cid in ids for c in COLORS}
        backs = {"back.png"} | {f"back-{c.lower()}.png" for c in COLORS}
    else:
        faces = {f"{cid}.png" for cid in ids}
        backs = {"back.png"}
    return faces, backs


def embedded(pdf, ref):
    """An image XObject of the PDF as a Pillow RGBA image (alpha 0 where its colour-key mask leaves it
    unpainted), decoded by Pillow from its stored bytes."""
    stream = pdf.read_indirect(ref)
    d = stream.dictionary
    w, h = d[b"Width"], d[b"Height"]
    if d[b"Filter"] == b"DCTDecode":
        return Image.open(io.BytesIO(stream.buf)).convert("RGBA")
    if d[b"ColorSpace"] == b"DeviceRGB":
        assert d[b"DecodeParms"][b"Predictor"] == 15

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
               + chunk(b"IDAT", stream.buf) + chunk(b"IEND", b""))
        return Image.open(io.BytesIO(png)).convert("RGBA")
    indexed, base, hival, lookup = d[b"ColorSpace"]
    assert (indexed, base, list(d[b"Mask"])) == (b"Indexed", b"DeviceRGB", [0, 0])
    index = zlib.decompress(stream.buf)
    pic = Image.frombytes("P", (w, h), index)
    pic.putpalette(bytes(lookup))
    out = pic.convert("RGBA")
    out.putalpha(Image.frombytes("L", (w, h), index).point(lambda i: 255 if i else 0))
    return out


def read_sheets(path):
    """Each page of a sheets PDF: its boxes, its cards as (clip box, [(image box, image name)]) in points,
    and every image object it uses by name."""
    pdf = PdfParser.PdfParser(path)
    pages = []
    for ref in pdf.pages:
        page = pdf.read_indirect(ref)
        content = zlib.decompress(pdf.read_indirect(page[b"Contents"]).buf)
        cards = [(tuple(map(float, m[0:4])),
                  [(tuple(map(float, (i[2], i[3], i[0], i[1]))), i[4].decode()) for i in IMAGE.findall(m[4])])
                 for m in CARD.findall(content)]
        images = {k.name.decode(): v for k, v in page[b"Resources"][b"XObject"].items()}
        pages.append({"media": tuple(page[b"MediaBox"]), "trim": tuple(page[b"TrimBox"]),
                      "bleed": tuple(page[b"BleedBox"]), "cards": cards, "images": images, "content": content})
    return pdf, pages


def card_box(card):
    """The box of a card's image with its bleed: its last image, drawn over the whole of it."""
    return card[1][-1][0]


def sheet_card(pdf, page, card):
    """A card as a viewer paints it at 300 dpi: its images in order, each at its place in the card."""
    left, bottom, width, height = card_box(card)
    out = Image.new("RGBA", (round(width / PT_PER_PX), round(height / PT_PER_PX)), (255, 255, 255, 255))
    for (x, y, w, h), name in card[1]:
        img = embedded(pdf, page["images"][name])
        assert img.size == (round(w / PT_PER_PX), round(h / PT_PER_PX))      # drawn at 300 dpi
        out.alpha_composite(img, (round((x - left) / PT_PER_PX), round((bottom + height - y - h) / PT_PER_PX)))
    return out.convert("RGB")


def few_cards(game, n, monkeypatch):
    cards = export.print_cards(game, CARDS.game(game))[:n]
    monkeypatch.setattr(export, "print_cards", lambda g, section: cards)
    return cards


def test_exporting_again_removes_the_faces_of_cut_cards_and_nothing_else(tmp_path, monkeypatch):
    everything = export.print_cards("seize", CARDS.game("seize"))[:3]
    monkeypatch.setattr(export, "print_cards", lambda game, section: everything)
    export.export_game("seize", CARDS, str(tmp_path))
    (tmp_path / "my-notes.png").write_bytes(b"not ours")
    cut = everything[0]
    monkeypatch.setattr(export, "print_cards", lambda game, section: everything[1:])
    again = export.export_game("seize", CARDS, str(tmp_path))
    assert again.removed == [f"{cut.name}.png"]
    assert not (tmp_path / f"{cut.name}.png").exists()
    assert (tmp_path / f"{everything[1].name}.png").exists() and (tmp_path / "my-notes.png").exists()
    assert "removed 1 file" in again.summary()


@pytest.mark.slow
def test_every_face_and_back_of_every_game_is_a_744_by_1039_png_at_300_dpi(tmp_path):
    results = export.export("all", CARDS, str(tmp_path))
    assert [r.game for r in results] == list(CARDS.games) == ["seize", "pariahs", "banished"]
    for game in CARDS.games:
        faces, backs = expected_files(game)
        written = set(os.listdir(tmp_path / game)) - {export.MANIFEST}
        assert written == faces | backs, game
        for name in written:
            with Image.open(tmp_path / game / name) as img:
                assert img.size == (744, 1039), (game, name)
                assert round(img.info["dpi"][0]) == 300
    assert len(expected_files("seize")[0]) == 42


def test_a_face_png_is_a_drawn_card_not_a_blank(tmp_path):
    section = CARDS.game("banished")
    card = next(c for c in export.print_cards("banished", section) if c.face.text)
    path = tmp_path / "face.png"
    export.save_png(export.face_image(card.face), str(path))
    with Image.open(path) as img:
        rgb = img.convert("RGB")
        assert max(ImageStat.Stat(rgb).stddev) > 20
        w, h = rgb.size
        text_box = rgb.crop((w // 8, int(h * 0.62), w - w // 8, int(h * 0.9)))
        assert max(ImageStat.Stat(text_box).stddev) > 10          # the rules text is printed
    other = next(c for c in export.print_cards("banished", section) if c.face.title != card.face.title)
    assert export.face_image(other.face).tobytes() != export.face_image(card.face).tobytes()


def test_sheets_store_every_image_once_and_reuse_it_on_every_page(tmp_path, monkeypatch):
    cards = few_cards("banished", 3, monkeypatch)
    copies = sum(c.copies for c in cards)
    result = export.export_game("banished", CARDS, str(tmp_path), pdf=True, sheets=export.Sheets(backs=True, sets=4))
    pdf, pages = read_sheets(result.pdf)
    assert result.cards_on_sheets == 4 * copies and len(pages) == 2 * -(-4 * copies // 8)
    drawn = [card for page in pages for card in page["cards"]]
    assert len(drawn) == 2 * 4 * copies
    refs = {page["images"][name] for page in pages for _, images in page["cards"] for _, name in images}
    raw = pathlib.Path(result.pdf).read_bytes()
    assert raw.count(b"/Subtype /Image") == len(refs)            # every image stored is drawn
    streams = {hashlib.sha256(pdf.read_indirect(ref).buf).digest() for ref in refs}
    assert len(streams) == len(refs)                               # and none is stored twice
    order = [c.name for _ in range(4) for c in cards for _ in range(c.copies)]
    faces = [tuple(page["images"][n] for _, n in images) for page in pages[::2] for _, images in page["cards"]]
    by_face = {}
    for name, images in zip(order, faces):
        by_face.setdefault(name, set()).add(images)
    assert all(len(images) == 1 for images in by_face.values())   # a face: the same images on every page
    assert len({images for seen in by_face.values() for images in seen}) == len(cards)
    assert raw.count(b"/DCTDecode") == len(cards)                  # Banished's art is tinted: one a face
    assert raw.count(b"/Predictor 15") == 1                        # the back, losslessly


def test_faces_that_show_the_same_art_share_one_jpeg(tmp_path, monkeypatch):
    cards = few_cards("seize", 14, monkeypatch)                    # seven cards in two suits
    assert len({c.face.title for c in cards}) == 7 and len({c.face.family for c in cards}) == 2
    result = export.export_game("seize", CARDS, str(tmp_path), pdf=True)
    pdf, pages = read_sheets(result.pdf)
    arts = {}
    for page in pages:
        for _, images in page["cards"]:
            (_, first), *_ = images
            assert pdf.read_indirect(page["images"][first]).dictionary[b"Filter"] == b"DCTDecode"
            arts.setdefault(page["images"][first], 0)
    assert len(arts) == 7 and pathlib.Path(result.pdf).read_bytes().count(b"/DCTDecode") == 7


def test_a_face_on_the_sheet_is_the_png_face_pixel_for_pixel_at_300_dpi_outside_its_art(tmp_path, monkeypatch):
    cards = few_cards("banished", 2, monkeypatch)
    result = export.export_game("banished", CARDS, str(tmp_path), pdf=True)
    pdf, pages = read_sheets(result.pdf)
    card = pages[0]["cards"][0]
    w, h = export.card_px("poker")
    assert card_box(card)[2:] == (pytest.approx((w + 2 * BLEED) * 0.24), pytest.approx((h + 2 * BLEED) * 0.24))
    face = sheet_card(pdf, pages[0], card)
    assert face.size == (w + 2 * BLEED, h + 2 * BLEED)
    with Image.open(tmp_path / f"{cards[0].name}.png") as png:
        table = png.convert("RGB")
    window = cardface.art_window(cards[0].face, (w, h))
    art = (window.x, window.y, window.right, window.bottom)
    inner = (60, 60, w - 60, h - 60)                    # inside the frame: title, art, rules text
    on_sheet = face.crop((BLEED, BLEED, BLEED + w, BLEED + h))
    for img in (on_sheet, table):
        img.paste((255, 0, 255), art)
    assert on_sheet.crop(inner).tobytes() == table.crop(inner).tobytes()     # text and lines: exact
    with Image.open(tmp_path / f"{cards[0].name}.png") as png:
        shown = face.crop((BLEED + art[0] + 8, BLEED + art[1] + 8, BLEED + art[2] - 8, BLEED + art[3] - 8))
        wanted = png.convert("RGB").crop((art[0] + 8, art[1] + 8, art[2] - 8, art[3] - 8))
    error = ImageStat.Stat(ImageChops.difference(shown, wanted)).mean
    assert max(error) < 5                 # the art: a close JPEG (another card's art: 14 or more)
    frame = table.getpixel((w // 2, 12))
    for band in ((0, 0, face.width, BLEED), (0, face.height - BLEED, face.width, face.height),
                 (0, 0, BLEED, face.height), (face.width - BLEED, 0, face.width, face.height)):
        colors = face.crop(band).getcolors()
        assert colors is not None and len(colors) == 1 and max(
            abs(a - b) for a, b in zip(colors[0][1], frame)) <= 2, band          # the frame runs past every edge


def test_every_card_keeps_its_whole_bleed_on_every_edge_and_marks_sit_on_the_cuts(tmp_path, monkeypatch):
    few_cards("seize", 9, monkeypatch)
    result = export.export_game("seize", CARDS, str(tmp_path), pdf=True)
    _, pages = read_sheets(result.pdf)
    layout = print_sheets.SheetLayout.of("a4")
    assert (layout.columns, layout.rows, layout.landscape) == (4, 2, True)
    page = pages[0]
    assert page["media"] == (0, 0, *A4_LANDSCAPE_PT)
    bleed_pt = BLEED * 0.24
    for card in page["cards"]:
        assert card[0] == pytest.approx(card_box(card), abs=0.01)   # nothing of the bleed is cut away
    trim, bleed = page["trim"], page["bleed"]
    assert bleed == pytest.approx((trim[0] - bleed_pt, trim[1] - bleed_pt, trim[2] + bleed_pt, trim[3] + bleed_pt))
    xs, _ = layout.cut_lines()
    content = page["content"].decode("latin-1")
    for x in xs:
        assert f" {x * 0.24:.3f}".rstrip("0").rstrip(".") + " " in content    # a crop mark on every cut line
    assert "[2 2] 0 d" not in content
    proof = export.export_game("seize", CARDS, str(tmp_path / "proof"), pdf=True, sheets=export.Sheets(proof=True))
    assert "[2 2] 0 d" in read_sheets(proof.pdf)[1][0]["content"].decode("latin-1")     # the safe area, dashed


def test_a_smaller_gap_shares_the_bleed_between_neighbours():
    layout = print_sheets.SheetLayout.of("a4", gap_mm=2)
    assert layout.clip(0)[2] - layout.slot(0)[0] - layout.card[0] == print_sheets.px(1)
    assert layout.slot(0)[0] - layout.clip(0)[0] == BLEED                       # the outer edge keeps it all


@pytest.mark.parametrize("paper, size", [("a4", "poker"), ("letter", "poker"), ("a4", "tarot")])
def test_a_back_sits_where_its_face_is_mirrored_for_duplex(paper, size):
    layout = print_sheets.SheetLayout.of(paper, size)
    for i in range(layout.per_page):
        (fx, fy), (bx, by) = layout.slot(i), layout.slot(i, back=True)
        assert by == fy and bx == layout.page[0] - fx - layout.card[0]
        front, back = layout.clip(i), layout.clip(i, back=True)
        assert back == (layout.page[0] - front[2], front[1], layout.page[0] - front[0], front[3])


def test_backs_pages_place_each_cards_back_behind_it(tmp_path, monkeypatch):
    cards = export.print_cards("pariahs", CARDS.game("pariahs"))
    four = [cards[0], cards[1], cards[-2], cards[-1]]            # two Yellow, two Blue
    monkeypatch.setattr(export, "print_cards", lambda game, section: four)
    result = export.export_game("pariahs", CARDS, str(tmp_path), pdf=True, sheets=export.Sheets(backs=True))
    pdf, pages = read_sheets(result.pdf)
    width = pages[0]["media"][2]
    assert len(pages) == 2
    for face, back in zip(pages[0]["cards"], pages[1]["cards"]):
        face_box, back_box = card_box(face), card_box(back)
        assert back_box[0] == pytest.approx(width - face_box[0] - face_box[2]) and back_box[1] == face_box[1]
    yellow, blue = (embedded(pdf, pages[1]["images"][pages[1]["cards"][i][1][-1][1]]) for i in (0, 3))
    yw, bw = yellow.getpixel((yellow.width // 2, 200)), blue.getpixel((blue.width // 2, 200))
    assert yw[0] > yw[2] and bw[2] > bw[0]
    assert b"flip on the" in pages[1]["content"]


def test_tarot_cards_for_banished_only(tmp_path, monkeypatch, capsys):
    few_cards("banished", 1, monkeypatch)
    result = export.export_game("banished", CARDS, str(tmp_path), pdf=True, sheets=export.Sheets(card_size="tarot"))
    with Image.open(result.pngs[0]) as img:
        assert img.size == (827, 1417)
    _, pages = read_sheets(result.pdf)
    assert card_box(pages[0]["cards"][0])[2:] == (pytest.approx((827 + 2 * BLEED) * 0.24),
                                           pytest.approx((1417 + 2 * BLEED) * 0.24))
    assert main.main(["export", "seize", "--out", str(tmp_path), "--card-size", "tarot"]) == 1
    assert "printed poker, not tarot" in capsys.readouterr().err


def test_unknown_game_and_unwritable_folder_say_so_and_exit_1(tmp_path, capsys):
    assert main.main(["export", "chess", "--out", str(tmp_path)]) == 1
    assert "unknown game 'chess'" in capsys.readouterr().err
    a_file = tmp_path / "file.txt"
    a_file.write_text("not a folder")
    assert main.main(["export", "seize", "--out", str(a_file / "cards")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: cannot write into") and "Not a directory" in err
    assert main.main(["export", "seize", "--out", str(tmp_path), "--pdf", "--paper", "letter", "--gap", "-1"]) == 1
    assert "cannot be negative" in capsys.readouterr().err


def test_a_broken_cards_file_is_reported_without_a_traceback(tmp_path):
    bad = tmp_path / "cards.yaml"
    bad.write_text("seize:\n  - id: [\n")
    proc = subprocess.run([sys.executable, "main.py", "export", "seize", "--out", str(tmp_path / "out"),
                           "--cards", str(bad)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert f"{bad}:3:1: error[E101]" in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("game", ["seize", "pariahs", "banished"])
def test_print_cards_lists_each_distinct_face_once_with_its_copies(game):
    cards = export.print_cards(game, CARDS.game(game))
    faces, _ = expected_files(game)
    assert {f"{c.name}.png" for c in cards} == faces and len(cards) == len(faces)
    variants = 2 if game == "pariahs" else 1
    assert sum(c.copies for c in cards) == variants * sum(d.get("copies", 1) for d in CARDS.game(game).cards.values()) \
        * (6 if game == "seize" else 1)


@pytest.mark.slow
def test_each_games_sheets_with_backs_stay_a_few_mb(tmp_path):
    """At most 75 KB a distinct face (under half of a face stored whole and lossless, about 160 KB:
    its art as a JPEG, the rest one byte a pixel) and 150 KB a back (a whole lossless image)."""
    results = export.export("all", CARDS, str(tmp_path), pdf=True, sheets=export.Sheets(backs=True))
    for result in results:
        faces = len(export.print_cards(result.game, CARDS.game(result.game)))
        backs = sum(1 for p in result.pngs if os.path.basename(p).startswith("back"))
        assert result.pdf_bytes <= faces * 75_000 + backs * 150_000, (result.game, result.pdf_bytes)
        assert result.pdf_bytes < 6_000_000, result.game
