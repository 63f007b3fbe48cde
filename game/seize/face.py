"""How a seize card looks: its suit's color and sign, its value, and the marks of draining and restoring."""
from __future__ import annotations

from game.engine.faces import Face
from game.seize.cardset import table_of

COLORLESS = (128, 128, 128)


def face(defn, props) -> Face:
    t = table_of(defn)
    suit = props.get("suit") if props else None
    value = defn.get("value", "")
    text = defn.text
    if not defn.get("seizes", True):
        text = (text + "\n" if text else "") + f"{defn.name} cannot Seize."
    if t is None or suit not in t.suits:
        return Face(defn.name, defn.name, str(value), text=text, family="", art_key=defn.id, back="seize")
    info = t.suits[suit]
    marks = ()
    if props.get("drained"):
        marks = ("drained",)
    elif props.get("restored_from"):
        marks = ("restored", t.sign(props["restored_from"][-1]))
    color = tuple(info.get("color", COLORLESS))
    return Face(title=defn.name, kind=f"{defn.name} · {info['name']}", corner=str(value), text=text,
                family=suit, color=color, sign=info["sign"], art_key=defn.id, marks=marks,
                flavor=str(defn.get("flavor", "") or ""), back="seize")
