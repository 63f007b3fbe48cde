"""Cards to and from a spreadsheet: one CSV row a card, merged back into cards.yaml in place.

A game's CSV has the columns ``id, name, family``, the game's card fields (every printed number),
``copies``, ``ability1``…``abilityN`` and ``text, flavor``.  An ability cell is the ability as
cards.yaml writes it on one line (YAML flow style: ``{trigger: used, do: [draw, {earn_convert: 2}]}``);
a field cell is a YAML value (``4``, ``true``, ``fire``); id, name, family, text and flavor are plain text.
An empty cell means the key is not written (the field's default).  Rows are counted as a spreadsheet
counts them: the header is row 1.

Merging changes only the cells that changed, each at its place in the YAML text (``yaml_edit``), so the
file keeps its comments and order; a row with a new id is a new card at the end of the game's list; a card
without a row is kept.  The merged text is linted, and every problem in a card from the CSV is reported at
that card's ``CSV:ROW:COLUMN``.
"""
from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass, field

import yaml

from game.engine.carddefs import did_you_mean
from game.engine.cards import (
    SCHEMAS, CardFileError, CardProblem, CardSet, in_order, load_cards, parse_cards, read_card_text, safe_yaml)
from game.engine.storage import write_atomic
from game.engine.yaml_edit import YamlEdit, block_value, flow, same, tight_end

TEXT_COLUMNS = ("id", "name", "family", "text", "flavor")
ABILITY = "ability"


def columns(game: str, most_abilities: int) -> list[str]:
    """The CSV's header for ``game``, with room for ``most_abilities`` abilities (at least one)."""
    fields = list(SCHEMAS[game].fields)
    return (["id", "name", "family", *fields, "copies"]
            + [f"{ABILITY}{k}" for k in range(1, max(1, most_abilities) + 1)] + ["text", "flavor"])


def _key_order(game: str) -> list[str]:
    """The order a card's keys are written in (where a new key goes)."""
    return ["id", "name", "family", *SCHEMAS[game].fields, "copies", "text", "flavor", "abilities"]


def _ability_number(column: str) -> int | None:
    rest = column[len(ABILITY):]
    return int(rest) if column.startswith(ABILITY) and rest.isdigit() and int(rest) > 0 else None


def cell_text(column: str, value) -> str:
    if value is None and column not in TEXT_COLUMNS:
        return "null"
    if column in TEXT_COLUMNS and isinstance(value, str):
        return value
    return flow(value)


# -- export -------------------------------------------------------------------------------

def export_rows(yaml_text: str, game: str, file: str = "cards.yaml") -> list[list[str]]:
    """The header and one row per card of ``game``, as written in ``yaml_text``."""
    data = safe_yaml(yaml_text, file)
    cards = (data.get(game) or {}).get("cards") or []
    header = columns(game, max((len(c.get("abilities") or []) for c in cards), default=0))
    rows = [header]
    for card in cards:
        row = []
        for column in header:
            number = _ability_number(column)
            if number is not None:
                abilities = card.get("abilities") or []
                row.append(flow(abilities[number - 1]) if number <= len(abilities) else "")
            else:
                row.append(cell_text(column, card[column]) if column in card else "")
        rows.append(row)
    return rows


def write_csv(path: str, rows: list[list[str]]) -> None:
    """UTF-8 with a byte-order mark (so spreadsheets read accents right), written atomically."""
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    write_atomic(path, "\ufeff" + out.getvalue(), keep_previous=False)


# -- reading a CSV --------------------------------------------------------------------------

def read_records(path: str) -> list[list[str]]:
    """The CSV's records; a spreadsheet set to separate with ';' or tabs is read too (its header says which)."""
    with open(path, encoding="utf-8-sig", newline="") as fh:
        text = fh.read()
    first = text.split("\n", 1)[0]
    delimiter = max(",;\t", key=first.count)
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))


@dataclass
class Row:
    number: int                  # the spreadsheet's row number (the header is 1)
    card_id: str
    values: dict                 # column -> the value, or None for an empty cell
    where: dict = field(default_factory=dict)       # column -> its 1-based column number


@dataclass
class Sheet:
    path: str
    header: list
    rows: list
    problems: list


def read_sheet(path: str, game: str) -> Sheet:
    """The CSV's rows with each cell read as its column's value; a cell that cannot be read is a problem."""
    problems: list[CardProblem] = []

    def report(row, col, code, message):
        problems.append(CardProblem(path, row, col, code, message))

    try:
        records = read_records(path)
    except (OSError, UnicodeDecodeError, csv.Error) as err:
        report(1, 1, "E100", f"cannot read the CSV: {err}")
        return Sheet(path, [], [], problems)
    if not records:
        report(1, 1, "E203", "the CSV is empty: it needs a header row with 'id'")
        return Sheet(path, [], [], problems)
    header = [h.strip() for h in records[0]]
    known = set(columns(game, 0)) - {f"{ABILITY}1"}
    for col, name in enumerate(header, start=1):
        if name not in known and _ability_number(name) is None:
            report(1, col, "E201", f"unknown column '{name}' for {game}{did_you_mean(name, sorted(known))}")
        elif header.index(name) != col - 1:
            report(1, col, "E205", f"duplicate column '{name}'")
    if "id" not in header:
        report(1, 1, "E203", "the CSV needs an 'id' column")
        return Sheet(path, header, [], problems)
    rows, seen = [], {}
    for number, record in enumerate(records[1:], start=2):
        if not any(cell.strip() for cell in record):
            continue
        if len(record) > len(header):
            report(number, len(header) + 1, "E202", f"the row has {len(record)} cells; the header has {len(header)}")
            continue
        cells = dict(zip(header, record + [""] * (len(header) - len(record))))
        card_id = cells["id"].strip()
        id_col = header.index("id") + 1
        if not card_id:
            report(number, id_col, "E203", "a row needs an 'id'")
            continue
        if card_id in seen:
            report(number, id_col, "E204", f"duplicate card id '{card_id}' (also row {seen[card_id]})")
            continue
        seen[card_id] = number
        cells["id"] = card_id
        row = Row(number, card_id, {}, {name: col for col, name in enumerate(header, start=1)})
        for col, name in enumerate(header, start=1):
            if name not in known and _ability_number(name) is None:
                continue
            value, bad = _cell_value(name, cells[name], path)
            if bad is not None:
                report(number, col, bad.code, f"'{name}': {bad.message}")
            else:
                row.values[name] = value
        rows.append(row)
    return Sheet(path, header, rows, problems)


def _cell_value(column: str, text: str, path: str):
    """(the cell's value, None) or (None, the problem reading it)."""
    if not text.strip():
        return None, None
    if column in TEXT_COLUMNS:
        return text, None
    try:
        return safe_yaml(text, path), None
    except CardFileError as err:
        return None, err.problems[0]


# -- merging ------------------------------------------------------------------------------

@dataclass
class Merge:
    text: str                          # the card file with the CSV merged in
    problems: list                     # errors first; the file may be written only when none is an error
    changes: list                      # "ROW id column: old -> new", one per changed cell

    @property
    def ok(self) -> bool:
        return not any(p.is_error for p in self.problems)


def _section_cards(edit: YamlEdit, game: str):
    """The node of ``game``'s card list, or None."""
    root = edit.root
    if not isinstance(root, yaml.MappingNode):
        return None
    for key, _, value in edit.pairs(root):
        if key == game and isinstance(value, yaml.MappingNode):
            for k, _, cards in edit.pairs(value):
                if k == "cards" and isinstance(cards, yaml.SequenceNode):
                    return cards
    return None


def _card_nodes(edit: YamlEdit, game: str) -> dict:
    seq = _section_cards(edit, game)
    out = {}
    for node in (seq.value if seq is not None else []):
        if isinstance(node, yaml.MappingNode):
            written = dict((k, v) for k, _, v in edit.pairs(node))
            if isinstance(written.get("id"), yaml.ScalarNode):
                out.setdefault(edit.value(written["id"]), node)
    return out


def _new_card(game: str, old: dict, row: Row) -> dict:
    """The card ``old`` (as written) with the row's cells in: keys keep their order, a new key goes after
    the keys written before it."""
    values = dict(old)
    abilities = sorted((n, c) for c in row.values if (n := _ability_number(c)) is not None)
    for column, value in row.values.items():
        if _ability_number(column) is not None:
            continue
        if value is None:
            values.pop(column, None)
        else:
            values[column] = value
    if abilities:
        listed = [row.values[c] for _, c in abilities if row.values[c] is not None]
        if listed:
            values["abilities"] = listed
        else:
            values.pop("abilities", None)
    order = _key_order(game)
    rank = {k: i for i, k in enumerate(order)}
    keys = [k for k in old if k in values]
    for key in values:
        if key in keys:
            continue
        before = [i for i, k in enumerate(keys) if rank.get(k, len(order)) < rank.get(key, len(order))]
        keys.insert(before[-1] + 1 if before else 0, key)
    return {k: values[k] for k in keys}


def _card_text(card: dict) -> str:
    """A new card as a block map, its first line unindented and the rest at two spaces (a list item)."""
    lines = [f"{flow(k)}:{block_value(v, '')}" for k, v in card.items()]
    return "\n".join(lines)


def merge(yaml_text: str, csv_path: str, game: str, yaml_path: str = "cards.yaml") -> Merge:
    """``yaml_text`` with the CSV's cells of ``game`` merged in, and every problem at its CSV cell."""
    sheet = read_sheet(csv_path, game)
    if sheet.problems and not sheet.rows:
        return Merge(yaml_text, in_order(sheet.problems), [])
    base, problems = parse_cards(yaml_text, yaml_path)
    if base is None:
        return Merge(yaml_text, problems, [])
    if game not in base.games:
        return Merge(yaml_text, [CardProblem(yaml_path, 1, 1, "E203", f"the file has no '{game}' section")], [])
    edit = YamlEdit(yaml_text)
    nodes = _card_nodes(edit, game)
    changes, added = [], []
    for row in sheet.rows:
        node = nodes.get(row.card_id)
        if node is None:
            added.append(_new_card(game, {}, row))
            changes.append(f"row {row.number}: new card '{row.card_id}'")
            continue
        old = edit.value(node)
        new = _new_card(game, old, row)
        if not same(old, new):
            edit.set(node, new)
            changes += _changed_cells(row, old, new)
    seq = _section_cards(edit, game)
    for card in added:
        edit.insert_item(seq, _card_text(card))
    text = edit.result()
    return Merge(text, in_order(sheet.problems + _placed(text, yaml_path, csv_path, game, sheet)), changes)


def _changed_cells(row: Row, old: dict, new: dict) -> list[str]:
    out = []
    for column in row.values:
        number = _ability_number(column)
        if number is not None:
            before = (old.get("abilities") or [None] * number)[number - 1:number]
            after = (new.get("abilities") or [None] * number)[number - 1:number]
            before, after = (before or [None])[0], (after or [None])[0]
        else:
            before, after = old.get(column), new.get(column)
        if not same(before, after):
            shown = ["(empty)" if v is None else cell_text(column, v) for v in (before, after)]
            out.append(f"row {row.number} {row.card_id} {column}: {shown[0]} -> {shown[1]}")
    return out


def _placed(text: str, yaml_path: str, csv_path: str, game: str, sheet: Sheet) -> list:
    """The merged file's problems, each in a card from the CSV moved to that row and the cell it is in."""
    cards, problems = parse_cards(text, yaml_path)
    problems = problems or list(cards.warnings)
    if not problems:
        return []
    edit = YamlEdit(text)
    nodes = _card_nodes(edit, game)
    starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    spans = []                           # (start, end, row, column number)
    for row in sheet.rows:
        node = nodes.get(row.card_id)
        if node is None:
            continue
        spans.append((node.start_mark.index, tight_end(node), row.number, row.where.get("id", 1)))
        abilities = [c for _, c in sorted((_ability_number(c), c) for c in row.values
                                          if _ability_number(c) is not None and row.values[c] is not None)]
        for key, key_node, value in edit.pairs(node):
            if key == "abilities" and isinstance(value, yaml.SequenceNode):
                for column, item in zip(abilities, value.value):
                    spans.append((item.start_mark.index, tight_end(item), row.number, row.where[column]))
            elif key in row.where:
                spans.append((key_node.start_mark.index, tight_end(value), row.number, row.where[key]))
    out = []
    for p in problems:
        at = starts[min(p.line, len(starts)) - 1] + p.col - 1
        inside = [s for s in spans if s[0] <= at <= s[1]]
        if inside:
            _, _, row, col = min(inside, key=lambda s: s[1] - s[0])
            out.append(CardProblem(csv_path, row, col, p.code, p.message))
        else:
            out.append(p)
    return out


# -- files ----------------------------------------------------------------------------------

def game_of(yaml_text: str, csv_path: str) -> str | None:
    """The game whose cards the CSV's ids name most (for a CSV given without its game)."""
    data = safe_yaml(yaml_text, "cards.yaml")
    try:
        records = read_records(csv_path)
    except (OSError, UnicodeDecodeError, csv.Error):
        return None
    if not records or "id" not in records[0]:
        return None
    at = records[0].index("id")
    ids = {r[at].strip() for r in records[1:] if len(r) > at}
    counts = {game: len(ids & {c.get("id") for c in (section or {}).get("cards") or [] if isinstance(c, dict)})
              for game, section in data.items() if game in SCHEMAS and isinstance(section, dict)}
    best = max(counts, key=counts.get, default=None)
    return best if best is not None and counts[best] else None


def load_card_source(yaml_path: str, csv_paths=()) -> CardSet:
    """The cards of ``yaml_path`` with each CSV merged in (in memory, the file unchanged); CardFileError with
    every problem, a CSV's at its cells.  Each CSV's game is the one whose card ids it names."""
    if not csv_paths:
        return load_cards(yaml_path)
    text, problems = read_card_text(yaml_path)
    if text is None:
        raise CardFileError(problems)
    for csv_path in csv_paths:
        if not os.path.isfile(csv_path):
            raise CardFileError([CardProblem(csv_path, 1, 1, "E100", "cannot read the file: there is no such file")])
        game = game_of(text, csv_path)
        if game is None:
            raise CardFileError([CardProblem(csv_path, 1, 1, "E203",
                                             f"no game in {os.path.basename(yaml_path)} has the CSV's card ids")])
        merged = merge(text, csv_path, game, yaml_path)
        if not merged.ok:
            raise CardFileError(merged.problems)
        text = merged.text
    cards, problems = parse_cards(text, yaml_path)
    if cards is None:
        raise CardFileError(problems)
    return cards


def import_csv(yaml_path: str, csv_path: str, game: str) -> Merge:
    """Merge the CSV into the card file and write it (atomically) only when the whole CSV is clean."""
    text, problems = read_card_text(yaml_path)
    if text is None:
        return Merge("", problems, [])
    merged = merge(text, csv_path, game, yaml_path)
    if merged.ok and merged.text != text:
        write_atomic(yaml_path, merged.text, keep_previous=False)
    return merged


def export_csv(yaml_path: str, csv_path: str, game: str) -> int:
    """Write ``game``'s cards to the CSV; the number of cards written."""
    text, problems = read_card_text(yaml_path)
    if text is None:
        raise CardFileError(problems)
    rows = export_rows(text, game, yaml_path)
    write_csv(csv_path, rows)
    return len(rows) - 1
