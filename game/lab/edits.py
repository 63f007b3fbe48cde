"""What an edit changed: each changed card's fields, old → new, found by comparing two card sets field by field."""
from __future__ import annotations


def card_fields(definition) -> dict:
    """A card's printable fields: name, family, its numbers and words, and each ability's text in order."""
    out = {"name": definition.name, "family": definition.family}
    out.update({k: v for k, v in definition.fields.items()})
    for i, ability in enumerate(definition.abilities, 1):
        out[f"ability {i}"] = ability.text
    if definition.override is not None:
        out["override"] = repr(definition.override)
    return out


def field_changes(new_info: dict, old_info: dict, card_id: str) -> list[dict]:
    """The fields of ``card_id`` that differ between two ``card_info``s: field, old, new (None: absent)."""
    new, old = new_info.get(card_id), old_info.get(card_id)
    if old is None:
        return [{"field": "card", "old": None, "new": "added"}]
    if new is None:
        return [{"field": "card", "old": "present", "new": "removed"}]
    a, b = old.get("fields") or {}, new.get("fields") or {}
    keys = list(a) + [k for k in b if k not in a]
    return [{"field": k, "old": a.get(k), "new": b.get(k)} for k in keys if a.get(k) != b.get(k)]


def change_text(changes: list[dict]) -> str:
    """``Power 3 → 9; ability 1 "…2 Life." → "…6 Life."`` (or "added", "removed")."""
    parts = []
    for c in changes:
        if c["field"] == "card":
            parts.append(f"card {c['new']}")
        else:
            parts.append(f"{c['field'].capitalize()} {_value(c['old'])} → {_value(c['new'])}")
    return "; ".join(parts) or "its definition changed"


def _value(v) -> str:
    if v is None:
        return "(none)"
    if isinstance(v, str) and (" " in v or not v):
        return f"“{v}”"
    return str(v)
