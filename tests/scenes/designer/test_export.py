"""Print and play: `main.py export` writes every card face and back as a 300-dpi PNG, and print
sheets (3 x 3 poker cards a page, crop marks, backs mirrored for duplex) as a PDF."""
import io
import os
import pathlib
import subprocess
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from PIL import Image, ImageStat, PdfParser  # noqa: E402

ROOT = str(pathlib.Path(__file__).resolve().parents[3])
sys.path.insert(0, ROOT)                     # main.py, when pytest runs from its own script

import main  # noqa: E402
from game.engine.cards import load_cards  # noqa: E402
from game.pariahs.board import COLORS  # noqa: E402
from scenes.designer import export  # noqa: E402
from tests.pinned import pinned_cards

CARDS = pinned_cards()
A4_PT = (595.2, 841.92)
LETTER_PT = (612, 792)


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


def pdf_pages(path):
    """Each page of a PDF written by the exporter: (its size in points, its image)."""
    pdf = PdfParser.PdfParser(path)
    pages = []
    for ref in pdf.pages:
        page = pdf.read_indirect(ref)
        stream = pdf.read_indirect(page[b"Resources"][b"XObject"][b"image"])
        pages.append((tuple(page[b"MediaBox"][2:]), Image.open(io.BytesIO(stream.buf)).convert("RGB")))
    return pages


def filled_slots(page_image, paper, gap_mm=3.0):
    """The slots (0-8, row by row) of a sheet that hold a card: their middle is not blank paper."""
    layout = export.PageLayout.of(paper, gap_mm)
    assert page_image.size == layout.size
    out = []
    w, h = export.CARD_PX
    for i in range(9):
        x, y = layout.slot(i)
        patch = page_image.crop((x + w // 2 - 60, y + h // 2 - 60, x + w // 2 + 60, y + h // 2 + 60))
        if sum(ImageStat.Stat(patch).mean) / 3 < 245:
            out.append(i)
    return out


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


@pytest.mark.slow
def test_seize_letter_sheets_without_gaps_hold_the_42_cards_on_5_pages(tmp_path):
    rc = main.main(["export", "seize", "--out", str(tmp_path), "--pdf", "--paper", "letter", "--gap", "0"])
    assert rc == 0
    pages = pdf_pages(str(tmp_path / "seize-sheets-letter.pdf"))
    assert len(pages) == 5
    assert all(size == LETTER_PT for size, _ in pages)
    slots = [filled_slots(img, "letter", 0) for _, img in pages]
    assert slots[:4] == [list(range(9))] * 4 and slots[4] == list(range(6))


@pytest.mark.slow
def test_banished_sheets_print_every_copy_of_a_card(tmp_path):
    rc = main.main(["export", "banished", "--out", str(tmp_path), "--pdf"])
    assert rc == 0
    section = CARDS.game("banished")
    assert sum(c.get("copies", 1) for c in section.cards.values()) == 100 and len(section.cards) == 80
    pages = pdf_pages(str(tmp_path / "banished-sheets-a4.pdf"))
    assert len(pages) == 12                          # 100 cards, 9 a page
    assert all(size == A4_PT for size, _ in pages)
    slots = [filled_slots(img, "a4") for _, img in pages]
    assert slots[:11] == [list(range(9))] * 11 and slots[11] == [0]


def test_with_backs_each_page_is_followed_by_its_backs_mirrored_for_duplex(tmp_path):
    cards = export.print_cards("pariahs", CARDS.game("pariahs"))
    four = [cards[0], cards[1], cards[-2], cards[-1]]            # two Yellow, two Blue
    for card in four:
        export.save_png(export.face_image(card.face), str(tmp_path / f"{card.name}.png"))
    for key in ("pariahs", "yellow", "blue"):
        export.save_png(export.back_image(key), str(tmp_path / export.back_file("pariahs", key)))
    pages = list(export.sheet_pages("pariahs", four, str(tmp_path), export.Sheets(backs=True)))
    assert [n for _, n in pages] == [4, 0]
    front, back = pages[0][0], pages[1][0]
    assert filled_slots(front, "a4") == [0, 1, 2, 3] and filled_slots(back, "a4") == [0, 1, 2, 5]
    layout = export.PageLayout.of("a4", 3)

    def middle(img, slot):
        x, y = layout.slot(slot)
        return img.getpixel((x + 372, y + 150))
    yellow, blue = middle(back, 2), middle(back, 0)             # card 0's back is top right, card 2's top left
    assert yellow[0] > yellow[2] and blue[2] > blue[0]


def test_sheets_have_crop_marks_outside_the_cards_and_a_footer(tmp_path):
    layout = export.PageLayout.of("a4", 3)
    cards = export.print_cards("seize", CARDS.game("seize"))[:9]
    for card in cards:
        export.save_png(export.face_image(card.face), str(tmp_path / f"{card.name}.png"))
    page, n = next(export.sheet_pages("seize", cards, str(tmp_path), export.Sheets()))
    assert n == 9 and page.size == (2480, 3508)
    xs, ys = layout.cut_lines()
    assert len(xs) == 6 and len(ys) == 6             # both edges of every card, 3 mm apart
    above = layout.top - export.px(3)
    left = layout.left - export.px(3)
    for x in xs:
        assert page.getpixel((x, above))[0] < 100, x
    for y in ys:
        assert page.getpixel((left, y))[0] < 100, y
    between = (xs[1] + xs[2]) // 2                     # in the gap, no mark: marks stay outside the cards
    assert page.getpixel((between, above)) == (255, 255, 255)
    footer = page.crop((xs[2], layout.top + layout.grid[1] + 20, xs[3], page.height))
    assert ImageStat.Stat(footer.convert("L")).extrema[0][0] < 120


def test_sets_print_every_card_that_many_times(tmp_path):
    cards = export.print_cards("seize", CARDS.game("seize"))[:5]
    for card in cards:
        export.save_png(export.face_image(card.face), str(tmp_path / f"{card.name}.png"))
    pages = list(export.sheet_pages("seize", cards, str(tmp_path), export.Sheets(sets=2, gap_mm=0)))
    assert [n for _, n in pages] == [9, 1]
    assert filled_slots(pages[1][0], "a4", 0) == [0]


def test_unknown_game_and_unwritable_folder_say_so_and_exit_1(tmp_path, capsys):
    assert main.main(["export", "chess", "--out", str(tmp_path)]) == 1
    assert "unknown game 'chess'" in capsys.readouterr().err
    a_file = tmp_path / "file.txt"
    a_file.write_text("not a folder")
    assert main.main(["export", "seize", "--out", str(a_file / "cards")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: cannot write into") and "Not a directory" in err
    assert main.main(["export", "seize", "--out", str(tmp_path), "--pdf", "--paper", "letter", "--gap", "6"]) == 1
    assert "do not fit on letter" in capsys.readouterr().err


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
