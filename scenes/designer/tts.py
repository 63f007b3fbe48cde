"""A game's decks for Tabletop Simulator: face sheets, backs and a saved-object JSON that loads as the decks.

Tabletop Simulator's custom decks are sheets of at most 10 x 7 cards (at most
4096 pixels a side) with one back image each.  Faces are grouped by their back
(each of Pariahs' Colors has its own) and cut into sheets of at most 70; every
card of a deck is ``CardID`` = sheet number x 100 + its place on the sheet.  The
JSON names the images by ``file:///`` URIs of the files written; to share the
decks, upload the images and give their folder's address as ``url_base``.
"""
from __future__ import annotations

import hashlib
import io
import json
import math
import os
import pathlib

from PIL import Image

MAX_COLUMNS, MAX_ROWS, MAX_SIDE = 10, 7, 4096
PER_SHEET = MAX_COLUMNS * MAX_ROWS
SPACING = 3.0               # between the decks on the table, in its units
DECK_FIELDS = {"GUID", "Name", "Transform", "Nickname", "Description", "GMNotes", "ColorDiffuse", "Locked",
               "Grid", "Snap", "Autoraise", "Sticky", "Tooltip", "GridProjection", "Hands", "SidewaysCard",
               "HideWhenFaceDown", "DeckIDs", "CustomDeck", "ContainedObjects", "CardID", "LuaScript",
               "LuaScriptState", "XmlUI"}
SAVE_FIELDS = {"SaveName", "GameMode", "Date", "VersionNumber", "Gravity", "PlayArea", "Table", "Sky", "Note",
               "Rules", "XmlUI", "LuaScript", "LuaScriptState", "TabStates", "ObjectStates"}
CUSTOM_DECK_FIELDS = {"FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack", "Type"}
TRANSFORM_FIELDS = {"posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"}


def cell_size(trim: tuple) -> tuple[int, int]:
    """The size of a card on a sheet: as large as 10 x 7 of them allow within 4096 pixels, the card's shape kept."""
    ratio = trim[1] / trim[0]
    w = min(MAX_SIDE // MAX_COLUMNS, int(MAX_SIDE / MAX_ROWS / ratio))
    return w, round(w * ratio)


def sheet_grid(count: int) -> tuple[int, int]:
    columns = min(MAX_COLUMNS, count)
    return columns, math.ceil(count / columns)


def _url(path: str, url_base: str | None) -> str:
    if url_base:
        return url_base.rstrip("/") + "/" + os.path.basename(path)
    return pathlib.Path(os.path.abspath(path)).as_uri()


def _guid(*parts) -> str:
    return hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest()[:6]


def _transform(x: float, face_down: bool) -> dict:
    return {"posX": x, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0 if face_down else 0.0,
            "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}


def _trim(png: bytes, bleed: int, size: tuple) -> Image.Image:
    with Image.open(io.BytesIO(png)) as img:
        trimmed = img.convert("RGB").crop((bleed, bleed, img.width - bleed, img.height - bleed))
        return trimmed.resize(size, Image.LANCZOS)


def write_decks(folder: str, game: str, title: str, cards: list, decks: list, faces: dict, backs: dict,
                bleed: int, url_base: str | None = None) -> list:
    """Write the sheets, backs and ``<game>.json`` into ``folder``; returns the paths written.

    ``cards`` are the distinct faces (``name``, ``face.title``, ``face.back``) in print order, ``decks``
    (deck name, [card names]) and ``faces`` / ``backs`` the bleed images as PNG bytes by name / back key."""
    os.makedirs(folder, exist_ok=True)
    used = {name for _, names in decks for name in names}
    by_back: dict[str, list] = {}
    for card in cards:
        if card.name in used:
            by_back.setdefault(card.face.back or game, []).append(card)
    written, sheets, place = [], {}, {}
    some = next(iter(faces.values()))
    with Image.open(io.BytesIO(some)) as img:
        cell = cell_size((img.width - 2 * bleed, img.height - 2 * bleed))
    for key, group in by_back.items():
        back_path = os.path.join(folder, f"{game}-back.png" if key == game else f"{game}-back-{key}.png")
        _trim(backs[key], bleed, cell).save(back_path, "PNG", optimize=True)
        written.append(back_path)
        for start in range(0, len(group), PER_SHEET):
            chunk = group[start:start + PER_SHEET]
            number = len(sheets) + 1
            columns, rows = sheet_grid(len(chunk))
            sheet = Image.new("RGB", (columns * cell[0], rows * cell[1]), "white")
            for i, card in enumerate(chunk):
                row, col = divmod(i, columns)
                sheet.paste(_trim(faces[card.name], bleed, cell), (col * cell[0], row * cell[1]))
                place[card.name] = (number, i, card.face.title)
            path = os.path.join(folder, f"{game}-sheet-{number}.png")
            sheet.save(path, "PNG", optimize=True)
            written.append(path)
            sheets[number] = {"FaceURL": _url(path, url_base), "BackURL": _url(back_path, url_base),
                              "NumWidth": columns, "NumHeight": rows, "BackIsHidden": True,
                              "UniqueBack": False, "Type": 0}
    objects = [_deck(game, i, name, names, place, sheets) for i, (name, names) in enumerate(decks)]
    save = {"SaveName": f"{title} decks", "GameMode": title, "Date": "", "VersionNumber": "", "Gravity": 0.5,
            "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "", "Rules": "", "XmlUI": "", "LuaScript": "",
            "LuaScriptState": "", "TabStates": {}, "ObjectStates": objects}
    path = os.path.join(folder, f"{game}.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(save, f, indent=1, ensure_ascii=False)
    written.append(path)
    return written


def _card(game, deck, index, name, place, sheets, x) -> dict:
    number, cell, title = place[name]
    return {"GUID": _guid(game, deck, index, name), "Name": "Card", "Transform": _transform(x, True),
            "Nickname": title, "Description": "", "GMNotes": name, "CardID": number * 100 + cell,
            "CustomDeck": {str(number): sheets[number]}}


def _deck(game: str, index: int, deck: str, names: list, place: dict, sheets: dict) -> dict:
    x = index * SPACING
    if len(names) == 1:
        return {**_card(game, deck, 0, names[0], place, sheets, x), "Nickname": deck}
    contained = [_card(game, deck, i, name, place, sheets, x) for i, name in enumerate(names)]
    used = sorted({place[name][0] for name in names})
    return {"GUID": _guid(game, deck), "Name": "DeckCustom", "Transform": _transform(x, True), "Nickname": deck,
            "Description": "", "DeckIDs": [c["CardID"] for c in contained],
            "CustomDeck": {str(n): sheets[n] for n in used}, "ContainedObjects": contained}


def read_decks(path: str) -> list[tuple[str, list]]:
    """The decks of a saved-object JSON: (nickname, [(face sheet URL, place on the sheet, GM notes)...])."""
    with open(path, encoding="utf-8") as f:
        save = json.load(f)
    out = []
    for obj in save["ObjectStates"]:
        cards = obj["ContainedObjects"] if obj["Name"] == "DeckCustom" else [obj]
        ids = obj["DeckIDs"] if obj["Name"] == "DeckCustom" else [obj["CardID"]]
        listed = []
        for card_id, card in zip(ids, cards):
            number, cell = divmod(card_id, 100)
            listed.append((card["CustomDeck"][str(number)]["FaceURL"], cell, card.get("GMNotes", "")))
        out.append((obj["Nickname"], listed))
    return out
