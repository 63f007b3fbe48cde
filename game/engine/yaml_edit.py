"""Change values in YAML text in place: every byte outside the changed values (comments, order, style) stays.

``YamlEdit(text)`` composes the text once; ``set(node, value)`` records the smallest edits that make ``node``
read as ``value`` (a changed scalar is rewritten alone; maps and lists are compared key by key and item by
item, so one changed number is one changed number); ``result()`` applies them.  New values are written in
YAML's flow style on one line, as cards.yaml writes its abilities.
"""
from __future__ import annotations

import difflib
import json

import yaml


def flow(value) -> str:
    """``value`` as YAML on one line (``{trigger: used, do: [draw]}``, ``3``, ``'a: b'``); reads back equal."""
    text = yaml.safe_dump(value, default_flow_style=True, sort_keys=False, allow_unicode=True, width=float("inf"))
    text = text.rstrip("\n")
    return text[:-4].rstrip("\n") if text.endswith("\n...") else text


def same(a, b) -> bool:
    """Equal as YAML values: types count (``true`` is not ``1``), the order of a map's keys does not."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def tight_end(node) -> int:
    """Where ``node``'s own text ends: a block map or list's end mark runs on over comments and blank lines."""
    if isinstance(node, yaml.ScalarNode) or node.flow_style or not node.value:
        return node.end_mark.index
    last = node.value[-1]
    return tight_end(last[1] if isinstance(node, yaml.MappingNode) else last)


def _canon(value) -> str:
    return json.dumps(value, sort_keys=True, default=str)


class YamlEdit:
    def __init__(self, text: str):
        self.text = text
        self.root = yaml.compose(text, Loader=yaml.SafeLoader)
        self.edits: list[tuple[int, int, str]] = []
        self._constructor = yaml.constructor.SafeConstructor()

    # -- reading -------------------------------------------------------------------
    def value(self, node):
        return self._constructor.construct_object(node, deep=True)

    def pairs(self, node) -> list[tuple]:
        """A map node's (key, key node, value node), in the file's order."""
        return [(self.value(k), k, v) for k, v in node.value]

    def _line_start(self, index: int) -> int:
        return self.text.rfind("\n", 0, index) + 1

    def _line_end(self, index: int) -> int:
        """Just past the newline ending the line ``index`` is on (or the text's end)."""
        end = self.text.find("\n", index)
        return len(self.text) if end < 0 else end + 1

    def _blank_before(self, index: int) -> bool:
        return not self.text[self._line_start(index):index].strip()

    # -- recording edits -----------------------------------------------------------
    def set(self, node, new, key=None) -> None:
        """Record the edits that make ``node`` (the value of ``key``'s node, if any) read as ``new``."""
        old = self.value(node)
        if same(old, new):
            return
        if isinstance(node, yaml.MappingNode) and isinstance(new, dict) and node.value and new:
            self._mapping(node, new)
        elif isinstance(node, yaml.SequenceNode) and isinstance(new, list) and node.value and new:
            self._sequence(node, new)
        else:
            self._replace(node, new, key)

    def insert_item(self, seq, text: str) -> None:
        """Add ``text`` (already YAML, its first line unindented) as a new last item of block list ``seq``."""
        last = seq.value[-1]
        start = self._line_start(last.start_mark.index)
        dash = self.text[start:self.text.rfind("-", start, last.start_mark.index)]
        lines = text.split("\n")
        body = "\n".join([lines[0]] + [dash + "  " + line for line in lines[1:]])
        self.edits.append((tight_end(last), tight_end(last), f"\n{dash}- {body}"))

    def _replace(self, node, new, key) -> None:
        text = flow(new)
        if key is not None and (not isinstance(node, yaml.ScalarNode) and not node.flow_style
                                or node.start_mark.index == node.end_mark.index):
            self.edits.append((key.end_mark.index, tight_end(node), ": " + text))
        else:
            self.edits.append((node.start_mark.index, tight_end(node), text))

    def _mapping(self, node, new: dict) -> None:
        pairs = self.pairs(node)
        old_keys = [k for k, _, _ in pairs]
        if not any(k in new for k in old_keys):
            self._replace(node, new, None)
            return
        for i, (k, key_node, value_node) in enumerate(pairs):
            if k in new:
                self.set(value_node, new[k], key_node)
            else:
                self._delete(node, i)
        added: dict[int, list] = {}
        anchor = -1
        for k in new:
            if k in old_keys:
                anchor = old_keys.index(k)
            else:
                added.setdefault(anchor, []).append(k)
        for at, keys in added.items():
            self._insert_pairs(node, at, [(k, new[k]) for k in keys])

    def _insert_pairs(self, node, after: int, items: list) -> None:
        first = node.value[0][0]
        if node.flow_style:
            words = [f"{flow(k)}: {flow(v)}" for k, v in items]
            if after < 0:
                self.edits.append((first.start_mark.index, first.start_mark.index, ", ".join(words) + ", "))
            else:
                at = tight_end(node.value[after][1])
                self.edits.append((at, at, "".join(", " + w for w in words)))
            return
        indent = " " * first.start_mark.column
        words = [f"{flow(k)}:{block_value(v, indent)}" for k, v in items]
        if after < 0:
            at = first.start_mark.index
            self.edits.append((at, at, "".join(w + "\n" + indent for w in words)))
        else:
            at = tight_end(node.value[after][1])
            self.edits.append((at, at, "".join("\n" + indent + w for w in words)))

    def _delete(self, node, i: int) -> None:
        """Remove item ``i`` of a map (its key and value) or of a list."""
        items = node.value
        if len(items) == 1:
            self.edits.append((node.start_mark.index, tight_end(node), "{}" if isinstance(node, yaml.MappingNode)
                               else "[]"))
            return
        start_of = (lambda j: items[j][0].start_mark.index) if isinstance(node, yaml.MappingNode) \
            else (lambda j: items[j].start_mark.index)
        end_of = (lambda j: tight_end(items[j][1])) if isinstance(node, yaml.MappingNode) \
            else (lambda j: tight_end(items[j]))
        if node.flow_style:
            if i > 0:
                self.edits.append((end_of(i - 1), end_of(i), ""))
            else:
                self.edits.append((start_of(0), start_of(1), ""))
            return
        start = start_of(i)
        if isinstance(node, yaml.SequenceNode):
            start = self.text.rfind("-", 0, start)
        if self._blank_before(start):
            self.edits.append((self._line_start(start), self._line_end(end_of(i)), ""))
        else:           # the first key of a list item's map, after its dash: the next key moves up
            self.edits.append((start, start_of(i + 1) if i + 1 < len(items) else end_of(i), ""))

    def _sequence(self, node, new: list) -> None:
        old = [self.value(item) for item in node.value]
        matcher = difflib.SequenceMatcher(None, [_canon(v) for v in old], [_canon(v) for v in new], autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                continue
            common = min(i2 - i1, j2 - j1)
            for k in range(common):
                self.set(node.value[i1 + k], new[j1 + k])
            for i in range(i1 + common, i2):
                self._delete(node, i)
            if j2 - j1 > common:
                self._insert_items(node, i1 + common - 1, new[j1 + common:j2])

    def _insert_items(self, node, after: int, values: list) -> None:
        if node.flow_style:
            if after < 0:
                at = node.value[0].start_mark.index
                self.edits.append((at, at, "".join(flow(v) + ", " for v in values)))
            else:
                at = tight_end(node.value[after])
                self.edits.append((at, at, "".join(", " + flow(v) for v in values)))
            return
        first = node.value[max(after, 0)]
        line = self._line_start(first.start_mark.index)
        dash = self.text[line:self.text.rfind("-", line, first.start_mark.index)]
        if after < 0:
            self.edits.append((line, line, "".join(f"{dash}- {flow(v)}\n" for v in values)))
        else:
            at = tight_end(first)
            self.edits.append((at, at, "".join(f"\n{dash}- {flow(v)}" for v in values)))

    # -- the new text --------------------------------------------------------------
    def result(self) -> str:
        text = self.text
        for start, end, new in sorted(self.edits, key=lambda e: (e[0], e[1]), reverse=True):
            text = text[:start] + new + text[end:]
        return text


def block_value(value, indent: str) -> str:
    """What follows ``key:`` for a new key at ``indent``: `` 3``, or a list of maps one item a line."""
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        return "".join(f"\n{indent}  - {flow(v)}" for v in value)
    return " " + flow(value)
