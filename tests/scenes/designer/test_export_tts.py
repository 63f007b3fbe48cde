"""`main.py export GAME --tts DIR`: Tabletop Simulator face sheets (at most 10 x 7, 4096 px a side), backs and
a saved-object JSON holding the game's decks."""
import json
import os
import pathlib
import sys
import urllib.parse
import urllib.request

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from PIL import Image, ImageChops, ImageStat

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[3]))

import main
from game.engine.cards import load_cards
from scenes.designer import export, tts

CARDS = load_cards()


def check_fields(obj):
    assert set(obj) <= tts.DECK_FIELDS, set(obj) - tts.DECK_FIELDS
    assert set(obj["Transform"]) == tts.TRANSFORM_FIELDS
    for sheet in obj["CustomDeck"].values():
        assert set(sheet) == tts.CUSTOM_DECK_FIELDS
    for card in obj.get("ContainedObjects", []):
        check_fields(card)


def test_a_written_deck_reads_back_to_the_same_cards_in_the_same_order(tmp_path, monkeypatch):
    cards = export.print_cards("seize", CARDS.game("seize"))[:12]
    monkeypatch.setattr(export, "print_cards", lambda game, section: cards)
    result = export.export_game("seize", CARDS, None, tts_folder=str(tmp_path))
    assert result.pngs == [] and not list(tmp_path.glob("*.pdf"))
    decks = tts.read_decks(str(tmp_path / "seize.json"))
    assert [name for name, _ in decks] == ["A Bandit's Seize"]
    listed = decks[0][1]
    assert [notes for _, _, notes in listed] == [c.name for c in cards]
    url, cell, _ = listed[5]
    assert url.startswith("file:///") and cell == 5
    sheet = Image.open(urllib.request.url2pathname(urllib.parse.urlparse(url).path))
    assert sheet.mode == "RGB" and sheet.size[0] <= 4096 and sheet.size[1] <= 4096
    w, h = tts.cell_size(export.card_px("poker"))
    assert sheet.size == (10 * w, 2 * h)
    expected = export.bleed_face(cards[5].face).crop((35, 35, 35 + 744, 35 + 1039)).resize((w, h), Image.LANCZOS)
    got = sheet.crop((5 * w, 0, 6 * w, h))
    assert max(ImageStat.Stat(ImageChops.difference(got, expected)).mean) < 1       # card 5 is at its place
    other = sheet.crop((4 * w, 0, 5 * w, h))
    assert max(ImageStat.Stat(ImageChops.difference(other, expected)).mean) > 5


def test_the_json_uses_only_the_published_field_names_and_ids_name_a_sheet_and_cell(tmp_path, monkeypatch):
    cards = export.print_cards("pariahs", CARDS.game("pariahs"))
    monkeypatch.setattr(export, "print_cards", lambda game, section: cards)
    export.export_game("pariahs", CARDS, None, tts_folder=str(tmp_path), url_base="https://example.org/decks/")
    save = json.loads((tmp_path / "pariahs.json").read_text())
    assert set(save) <= tts.SAVE_FIELDS
    assert [o["Nickname"] for o in save["ObjectStates"]] == ["Yellow Followers", "Blue Followers"]
    for deck in save["ObjectStates"]:
        check_fields(deck)
        assert deck["Name"] == "DeckCustom" and len(deck["DeckIDs"]) == 48
        assert deck["DeckIDs"] == [c["CardID"] for c in deck["ContainedObjects"]]
        (number, sheet), = deck["CustomDeck"].items()          # one Color, one back, one sheet
        assert all(i // 100 == int(number) and i % 100 < sheet["NumWidth"] * sheet["NumHeight"]
                   for i in deck["DeckIDs"])
        assert sheet["FaceURL"].startswith("https://example.org/decks/pariahs-sheet-")
        assert sheet["NumWidth"] <= 10 and sheet["NumHeight"] <= 7 and sheet["BackIsHidden"] is True
    backs = {d["CustomDeck"][next(iter(d["CustomDeck"]))]["BackURL"] for d in save["ObjectStates"]}
    assert backs == {"https://example.org/decks/pariahs-back-yellow.png",
                     "https://example.org/decks/pariahs-back-blue.png"}


def test_banished_decks_are_what_its_set_up_deals():
    section = CARDS.game("banished")
    cards = export.print_cards("banished", section)
    decks = dict(export.deck_lists("banished", section, cards))
    assert list(decks) == ["Starting deck, seat 1", "Starting deck, seat 2", "Starting deck, seat 3",
                           "Starting deck, seat 4", "4-Value Grim on offer", "Crypt"]
    starter = decks["Starting deck, seat 1"]
    assert len(starter) == section.constants["starter_hollow_spirits"] + 3 * section.constants[
        "starter_hollow_grim_each"] and all(section.cards[c].get("element") == "hollow" for c in starter)
    dealt = len(decks["Crypt"]) + len(decks["4-Value Grim on offer"])
    assert dealt == sum(c.get("copies", 1) for c in section.cards.values() if c.get("element") != "hollow")


def test_export_needs_a_folder_and_the_sheets_need_out(tmp_path, capsys):
    assert main.main(["export", "seize"]) == 1
    assert "--out FOLDER, --tts FOLDER" in capsys.readouterr().err
    assert main.main(["export", "seize", "--tts", str(tmp_path), "--pdf"]) == 1
    assert "need --out" in capsys.readouterr().err


@pytest.mark.slow
def test_every_game_writes_its_decks(tmp_path):
    assert main.main(["export", "all", "--tts", str(tmp_path)]) == 0
    sizes = {}
    for game in CARDS.games:
        decks = tts.read_decks(str(tmp_path / game / f"{game}.json"))
        sizes[game] = [len(cards) for _, cards in decks]
        for sheet in (tmp_path / game).glob("*-sheet-*.png"):
            with Image.open(sheet) as img:
                assert img.mode == "RGB" and max(img.size) <= 4096
    assert sizes["seize"] == [42]
    assert sizes["pariahs"] == [48, 48]
    assert sizes["banished"][-1] == 65 and len(sizes["banished"]) == 6
