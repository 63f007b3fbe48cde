"""The balance report: results as JSON and CSV, charts as PNG, a one-page summary in Markdown and HTML.

``write_report(folder, summary, against=None)`` writes everything into ``folder``
and returns the path of ``index.html``.  With ``against`` (a run of the same seeds
on another card file) the summary also shows what the change did: the numbers
side by side and a chart of the differences; ``seeded`` (each changed card's two
seeded runs, ``game/lab/causal.py``) measures the changed cards in ``results.json``.
"""
from __future__ import annotations

import csv
import html
import json
import math
import os
import re
import time

from game.ai import clock_warning
from game.lab import charts
from game.lab.balance import MEASURES, category_title, facts
from game.lab.summary import limit_warning

MEASURE_TEXT = {"bought": "when bought", "played": "when played", "held": "when held at the end"}
MEASURE_HELP = {"bought": "the seat took the card from the market at least once",
                "played": "the seat played the card at least once",
                "held": "the card was among the seat's own cards when the game ended"}
MIN_SAMPLES = 20            # rows with fewer seat-games are drawn but never called out
CALL_OUTS = 5


def write_report(folder: str, summary, against=None, seeded=None) -> str:
    os.makedirs(folder, exist_ok=True)
    doc = Document()
    files = _write_data(folder, summary, against, seeded)
    _headline(doc, summary, against)
    if summary.games:
        _seats(doc, folder, summary)
        _cards(doc, folder, summary)
        _choices(doc, folder, summary)
        _length(doc, folder, summary, against)
        _averages(doc, summary)
    if against is not None and summary.games and against.games:
        _comparison(doc, folder, summary, against)
    doc.p("Files: " + ", ".join(f"[{f}]({f})" for f in files) + ". Every number here is in `results.json`.")
    _write(os.path.join(folder, "summary.md"), doc.markdown())
    page = os.path.join(folder, "index.html")
    _write(page, doc.html(f"Balance: {summary.game}"))
    return page


# -----------------------------------------------------------------------------
# Sections
# -----------------------------------------------------------------------------

def _headline(doc, s, against):
    doc.h1(f"Balance report: {s.game}, {s.games} games")
    mode = "players rotate through the seats each game" if s.swap else "each player keeps its seat"
    doc.p(f"Cards `{_base(s.cards_path)}`" + (f" (digest {s.cards_digest})" if s.cards_digest else "")
          + f" · players {_players(s)} · seeds {s.seed}–{s.seed + s.requested - 1} · {mode} · "
          f"{s.games_per_second:.1f} games/s on {s.workers} worker{'s' if s.workers != 1 else ''}.")
    notes = []
    if s.cancelled:
        notes.append(f"**Stopped early**: {s.games} of {s.requested} games were played; the numbers cover those.")
    if s.errors:
        seeds = ", ".join(str(e["seed"]) for e in s.errors[:8])
        notes.append(f"**{len(s.errors)} game(s) failed** and are left out (seeds {seeds}): "
                     f"{s.errors[0]['error']}. Replay a seed to find the bug.")
    if s.limit_ends:
        notes.append(f"**{s.limit_ends} game(s) hit the engine's limit** (its step, stall or chain bound) and "
                     f"count as draws: {limit_warning(s)}.")
    if s.reruns:
        notes.append(f"{len(s.reruns)} game(s) were played again after their worker was lost; none is missing.")
    if not s.reproducible:
        notes.append(f"**Not reproducible**: {clock_warning(s.seats)}.")
    if s.games == 0:
        notes.append("**No game finished**, so there is nothing to measure.")
    findings = notes + (_findings(s) if s.games else [])
    if against is not None and s.games and against.games:
        findings += _comparison_findings(s, against)
    doc.h2("At a glance")
    doc.ul(findings)


def _findings(s) -> list[str]:
    out = []
    base = 1.0 / s.players if s.players else 0
    seats = s.seat_rates()
    leader = max(seats, key=lambda r: r["rate"]) if seats else None
    if leader:
        ci = f"95% interval {leader['low']:.1%}–{leader['high']:.1%}"
        if leader["low"] > base:
            who = "whoever sits there" if s.swap else leader["spec"]
            out.append(f"**Seat {leader['index'] + 1} wins {leader['rate']:.1%}** ({ci}), more than the fair "
                       f"{base:.0%}: a seat advantage" + ("" if s.swap else f", or {who} is stronger") + ".")
        else:
            out.append(f"No seat wins more than its share: the best, seat {leader['index'] + 1}, wins "
                       f"{leader['rate']:.1%} ({ci}; fair is {base:.0%}).")
    if s.swap and len(set(s.seats)) > 1:
        best = max(s.player_rates(), key=lambda r: r["rate"])
        out.append(f"Player {_letter(best['index'])} ({best['spec']}) wins {best['rate']:.1%} of the games "
                   f"(95% {best['low']:.1%}–{best['high']:.1%}) wherever it sits.")
    if s.draws:
        out.append(f"{s.draws} game(s) ({s.draws / max(1, s.games):.1%}) ended without a sole winner.")
    unit, lengths = s.lengths()
    if lengths:
        q = sorted(lengths)
        out.append(f"Games last {sum(q) / len(q):.1f} {unit} on average (median {_quantile(q, 0.5)}, "
                   f"90% of games between {_quantile(q, 0.05)} and {_quantile(q, 0.95)}).")
    for measure in _measures(s):
        above, below = _standouts(s, measure)
        if above:
            out.append(f"Win more {MEASURE_TEXT[measure]}: " + ", ".join(_rate_text(s, r) for r in above) + ".")
        if below:
            out.append(f"Win less {MEASURE_TEXT[measure]}: " + ", ".join(_rate_text(s, r) for r in below) + ".")
    if any(_standouts(s, m)[0] or _standouts(s, m)[1] for m in _measures(s)):
        out.append("A card stands out when its whole 95% interval is off the baseline; with many cards, "
                   "about one in twenty does so by chance, so confirm with more games.")
    return out


def _seats(doc, folder, s):
    doc.h2("Seats and players")
    base = 1.0 / s.players if s.players else None
    sections = [("By seat", [dict(r, label=f"Seat {r['index'] + 1}" + ("" if s.swap else f" · {r['spec']}"),
                                  n=s.games) for r in s.seat_rates()])]
    if s.swap:
        sections.append(("By player, wherever it sat", [dict(r, label=f"{_letter(r['index'])} · {r['spec']}",
                                                             n=s.games) for r in s.player_rates()]))
    charts.interval_chart(os.path.join(folder, "seats.png"), f"{s.game}: win rate per seat",
                          f"{s.games} games · ties split between the winners · dashed: a fair share "
                          f"({base:.0%})" if base else "", sections, baseline=base, style="bar",
                          count_label="games")
    doc.img("seats.png", "Win rate per seat with 95% intervals")
    rows = [[f"Seat {r['index'] + 1}", r["spec"] if not s.swap else "rotating", r["wins"], f"{r['rate']:.1%}",
             f"{r['low']:.1%}–{r['high']:.1%}"] for r in s.seat_rates()]
    if s.swap:
        rows += [[f"Player {_letter(r['index'])}", r["spec"], r["wins"], f"{r['rate']:.1%}",
                  f"{r['low']:.1%}–{r['high']:.1%}"] for r in s.player_rates()]
    rows.append(["Draws", "", s.draws, f"{s.draws / max(1, s.games):.1%}", ""])
    doc.table(["", "player", "sole wins", "win rate", "95% interval"], rows)


def _cards(doc, folder, s):
    measures = _measures(s)
    if not measures:
        return
    doc.h2("Cards")
    doc.p(f"Each seat of each game is one sample. A row's win rate is over the seats for which it "
          f"holds; the dashed baseline ({s.balance.baseline:.1%}) is every seat's. "
          + " ".join(f"*{MEASURE_TEXT[m].capitalize()}*: {MEASURE_HELP[m]}." for m in measures)
          + (" " + facts(s.game).note if facts(s.game).note else ""))
    for measure in measures:
        rows = [dict(r, label=_card_label(s, r.value)) for r in s.balance.rows(measure, "card")]
        name = f"cards_{measure}.png"
        charts.interval_chart(os.path.join(folder, name), f"{s.game}: win rate per card {MEASURE_TEXT[measure]}",
                              f"{s.games} games · n = seat-games with the card · {MEASURE_HELP[measure]}",
                              [("", rows)], baseline=s.balance.baseline, count_label="n")
        doc.img(name, f"Win rate per card {MEASURE_TEXT[measure]}")
        groups = [c for c in s.balance.categories(measure) if c != "card" and len(s.balance.rows(measure, c)) > 1]
        if groups:
            sections = [(category_title(s.game, g),
                         [dict(r, label=_pretty(r.value)) for r in s.balance.rows(measure, g)]) for g in groups]
            name = f"groups_{measure}.png"
            charts.interval_chart(os.path.join(folder, name),
                                  f"{s.game}: win rate per "
                                  f"{', '.join(category_title(s.game, g).lower() for g in groups)} {MEASURE_TEXT[measure]}",
                                  f"{s.games} games · a seat counts once per group, however many of its cards",
                                  sections, baseline=s.balance.baseline, count_label="n")
            doc.img(name, f"Win rate per group {MEASURE_TEXT[measure]}")
        above, below = _standouts(s, measure, limit=None)
        if above or below:
            doc.table([f"stands out {MEASURE_TEXT[measure]}", "win rate", "95% interval", "without it", "n",
                       "copies"],
                      [[_row_label(s, r), f"{r['rate']:.1%}", f"{r['low']:.1%}–{r['high']:.1%}",
                        _pct(r["rate_without"]), r["n"], f"{r['copies']:.2f}"] for r in above + below])
        _peers(doc, s, measure)


def _peers(doc, s, measure):
    """Cards against the cards of their own cost (``BalanceFacts.peer_group``): what wealth alone does not explain."""
    rows = [r for r in s.balance.peer_rows(measure, s.game, s.cards) if r["n"] >= MIN_SAMPLES]
    if not rows:
        return
    group = facts(s.game).peer_group
    marked = [r for r in rows if r["vs_low"] > 0 or r["vs_high"] < 0]
    title = category_title(s.game, group).lower()
    doc.p(f"Against the cards of the same {title} {MEASURE_TEXT[measure]} (a costlier card goes to a "
          f"richer seat; this separates a card's strength from its owner's wealth): "
          + (f"{len(marked)} of {len(rows)} cards stand out (about 1 in 20 would by chance alone)."
             if marked else "no card stands out from its peers. The three furthest each way:"))
    shown = marked or rows[:3] + [r for r in rows[-3:] if r not in rows[:3]]
    doc.table(["card", "win rate", f"its {title}'s", "difference", "95% interval", "n"],
              [[_card_label(s, r.value), f"{r['rate']:.1%}", f"{r['peer_rate']:.1%} ({_pretty(r['peer'].partition(':')[2])})",
                charts.signed_points(r["vs_peers"]), f"{charts.signed_points(r['vs_low'])} to "
                f"{charts.signed_points(r['vs_high'])}", r["n"]] for r in shown])


def _choices(doc, folder, s):
    """Per-seat choices a game reports in its stats (Banished: the 4-Value Grim each seat chose)."""
    choices = s.choices()
    if not choices:
        return
    doc.h2("Choices")
    base = s.balance.baseline if s.balance.samples else 1.0 / max(1, s.players)
    for key, rows in sorted(choices.items()):
        name = f"choice_{re.sub(r'[^A-Za-z0-9_]+', '_', key)}.png"
        title = key.replace("_", " ")
        charts.interval_chart(os.path.join(folder, name), f"{s.game}: win rate by {title}",
                              f"{s.games} games · each seat's '{title}' from the game's statistics",
                              [("", [dict(r, label=_card_name(s, r["key"])) for r in rows])],
                              baseline=base, count_label="n")
        doc.img(name, f"Win rate by {title}")
        marked = [r for r in rows if r["n"] >= MIN_SAMPLES and (r["low"] > base or r["high"] < base)]
        if marked:
            doc.p(f"By {title}, standing out: " + ", ".join(
                f"{_card_name(s, r['key'])} {r['rate']:.0%} (n {r['n']})" for r in marked) + ".")


def _length(doc, folder, s, against):
    unit, lengths = s.lengths()
    if not lengths:
        return
    doc.h2("Game length")
    overlay = against.lengths()[1] if against is not None and against.lengths()[0] == unit else None
    charts.histogram(os.path.join(folder, "length.png"), f"{s.game}: game length",
                     f"{len(lengths)} games, in {unit}", lengths, axis_label=unit, overlay=overlay)
    doc.img("length.png", "Game length distribution")


def _averages(doc, s):
    avg = s.averages()
    if avg:
        doc.h2("Game statistics (average per game)")
        doc.table(["statistic", "average"], [[k.replace("_", " "), f"{v:.2f}"] for k, v in sorted(avg.items())])


# -----------------------------------------------------------------------------
# Comparison of two card files
# -----------------------------------------------------------------------------

def changed_cards(a, b) -> dict:
    """Card ids whose definition differs between two runs: changed, added (in a only), removed."""
    ca, cb = a.cards or {}, b.cards or {}
    return {"changed": sorted(k for k in ca.keys() & cb.keys() if ca[k]["signature"] != cb[k]["signature"]),
            "added": sorted(ca.keys() - cb.keys()), "removed": sorted(cb.keys() - ca.keys())}


def difference(ra: dict, rb: dict, na: int, nb: int) -> dict:
    """The change of a rate from run b to run a, with a 95% interval (samples taken as independent)."""
    pa, pb = ra["rate"], rb["rate"]
    se = math.sqrt(pa * (1 - pa) / max(1, na) + pb * (1 - pb) / max(1, nb))
    d = pa - pb
    return {"delta": d, "low": d - 1.96 * se, "high": d + 1.96 * se, "a": pa, "b": pb, "n": na, "n_b": nb}


def comparison(a, b) -> dict:
    """Every number of run a next to run b's: seats, players, length, statistics, cards."""
    seats = [dict(difference(x, y, a.games, b.games), label=f"Seat {x['index'] + 1}")
             for x, y in zip(a.seat_rates(), b.seat_rates())]
    players = [dict(difference(x, y, a.games, b.games), label=f"{_letter(x['index'])} · {x['spec']}")
               for x, y in zip(a.player_rates(), b.player_rates())] if a.swap and b.swap else []
    avg_a, avg_b = a.averages(), b.averages()
    stats = [{"name": k, "a": avg_a.get(k), "b": avg_b.get(k)} for k in sorted(set(avg_a) | set(avg_b))]
    cards = {}
    for m in MEASURES:
        keys = set(a.balance.with_n[m]) | set(b.balance.with_n[m])
        rows = []
        for key in sorted(keys):
            ra, rb = a.balance.row(m, key), b.balance.row(m, key)
            if ra["n"] and rb["n"]:
                rows.append(dict(difference(ra, rb, ra["n"], rb["n"]), key=key))
        if rows:
            cards[m] = rows
    return {"seats": seats, "players": players, "stats": stats, "cards": cards, "definitions": changed_cards(a, b)}


def previous_run(reports: str, summary, exclude: str = ""):
    """The newest earlier report in ``reports`` of the same game, seats, seeds and games, played with
    other cards: its Summary (labelled with its time), or None.  It pairs a run with the one before
    the designer's last edit, game by game on the same seeds."""
    try:
        folders = sorted((f for f in os.listdir(reports) if f.startswith(f"{summary.game}-")), reverse=True)
    except OSError:
        return None
    for name in folders:
        path = os.path.join(reports, name)
        if exclude and os.path.abspath(path) == os.path.abspath(exclude):
            continue
        try:
            with open(os.path.join(path, "results.json"), encoding="utf-8") as fh:
                data = json.load(fh)
            other = type(summary).from_json(data)
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if (other.game, list(other.seats), other.seed, other.games, other.swap) != \
                (summary.game, list(summary.seats), summary.seed, summary.games, summary.swap) or other.cancelled:
            continue
        if other.cards_digest == summary.cards_digest:
            continue
        other.cards_path = f"the cards of {_when(name)}"
        return other
    return None


def _when(folder: str) -> str:
    """'pariahs-20261130-142501' -> '30 Nov 14:25'."""
    stamp = folder.rsplit("-", 2)[-2:]
    try:
        return time.strftime("%d %b %H:%M", time.strptime("-".join(stamp), "%Y%m%d-%H%M%S")).lstrip("0")
    except ValueError:
        return folder


def comparison_text(a, b) -> str:
    """A few lines for the terminal: run a against run b (the --against card file)."""
    comp = comparison(a, b)
    lines = [f"compared with {_base(b.cards_path)} (A = {_base(a.cards_path)}, B = {_base(b.cards_path)}):"]
    for r in comp["seats"] + comp["players"]:
        lines.append(f"  {r['label']:<22} A {r['a']:6.1%}  B {r['b']:6.1%}  {charts.signed_points(r['delta'])}")
    for st in comp["stats"]:
        if st["a"] is not None and st["b"] is not None:
            lines.append(f"  {st['name'].replace('_', ' '):<22} A {st['a']:7.2f} B {st['b']:7.2f}  "
                         f"{_signed(st['a'] - st['b'])}")
    defs = comp["definitions"]
    for kind, ids in defs.items():
        for cid in ids:
            rows = [f"{m} {r['b']:.0%}→{r['a']:.0%}" for m, rs in comp["cards"].items() for r in rs
                    if r["key"] == f"card:{cid}"]
            lines.append(f"  {kind} card {_card_label(a if cid in a.cards else b, cid)}: " + (", ".join(rows) or "-"))
    return "\n".join(lines)


def _comparison_findings(a, b) -> list[str]:
    comp = comparison(a, b)
    defs = comp["definitions"]
    out = [f"Compared with `{_base(b.cards_path)}` on the same seeds: "
           + (", ".join(f"{len(v)} card(s) {k}" for k, v in defs.items() if v) or "no card definition differs")
           + "."]
    for r in comp["seats"]:
        if r["low"] > 0 or r["high"] < 0:
            out.append(f"{r['label']} now wins {r['a']:.1%} (was {r['b']:.1%}).")
    measure = primary_measure(a)
    for r in comp["cards"].get(measure, []):
        cid = r["key"].partition(":")[2]
        if r["key"].startswith("card:") and cid in defs["changed"]:
            out.append(f"Changed card {_card_label(a, cid)}: win rate {MEASURE_TEXT[measure]} "
                       f"{r['b']:.1%} → {r['a']:.1%} ({charts.signed_points(r['delta'])}).")
    return out


def _comparison(doc, folder, a, b):
    comp = comparison(a, b)
    na, nb = _base(a.cards_path), _base(b.cards_path)
    doc.h2(f"What changed: {na} against {nb}")
    doc.p(f"Both runs play the same {a.requested} seeds. A = `{na}`, B = `{nb}`; changes are A − B.")
    rows = [["games", a.games, b.games, a.games - b.games]]
    rows += [[r["label"] + " win rate", f"{r['a']:.1%}", f"{r['b']:.1%}", charts.signed_points(r["delta"])]
             for r in comp["seats"] + comp["players"]]
    rows += [[st["name"].replace("_", " "), _num(st["a"]), _num(st["b"]),
              _signed(st["a"] - st["b"]) if st["a"] is not None and st["b"] is not None else ""]
             for st in comp["stats"]]
    doc.table(["", "A", "B", "change"], rows)
    defs = comp["definitions"]
    measure = primary_measure(a)
    card_rows = {r["key"].partition(":")[2]: r for r in comp["cards"].get(measure, []) if r["key"].startswith("card:")}
    sections = [("Seats", comp["seats"])]
    if comp["players"]:
        sections.append(("Players", comp["players"]))
    changed = [dict(card_rows[c], label=_card_label(a, c), note="changed") for c in defs["changed"] if c in card_rows]
    if changed:
        sections.append((f"Changed cards, {MEASURE_TEXT[measure]}", changed))
    others = sorted((r for c, r in card_rows.items() if c not in defs["changed"] and r["n"] >= MIN_SAMPLES),
                    key=lambda r: -abs(r["delta"]))[:12]
    if others:
        sections.append((f"Largest moves of other cards, {MEASURE_TEXT[measure]}",
                         [dict(r, label=_card_label(a, r["key"].partition(":")[2])) for r in others]))
    groups = sorted((r for r in comp["cards"].get(measure, []) if not r["key"].startswith("card:")),
                    key=lambda r: -abs(r["delta"]))[:10]
    if groups:
        sections.append(("Groups", [dict(r, label=f"{category_title(a.game, r['key'].partition(':')[0])}: "
                                                  f"{_pretty(r['key'].partition(':')[2])}") for r in groups]))
    charts.delta_chart(os.path.join(folder, "delta.png"), f"{a.game}: what the change did",
                       f"A = {na}, B = {nb} · same {a.requested} seeds · bars: A − B", sections)
    doc.img("delta.png", "Change in win rates between the two card files")
    if any(defs.values()):
        doc.table(["card", "definition", "measure", "A", "B", "change"],
                  [[_card_label(a if c in a.cards else b, c), kind, MEASURE_TEXT[m],
                    f"{r['a']:.1%}", f"{r['b']:.1%}", charts.signed_points(r["delta"])]
                   for kind in ("changed", "added", "removed") for c in defs[kind]
                   for m, rows in comp["cards"].items() for r in rows if r["key"] == f"card:{c}"]
                  or [[c, kind, "", "", "", ""] for kind in ("changed", "added", "removed") for c in defs[kind]])


# -----------------------------------------------------------------------------
# Data files
# -----------------------------------------------------------------------------

def _write_data(folder, s, against, seeded=None) -> list[str]:
    data = s.to_json()
    files = ["results.json", "cards.csv"]
    peers = {m: [dict(r) for r in s.balance.peer_rows(m, s.game, s.cards)] for m in s.balance.measures()}
    if any(peers.values()):
        data["peers"] = peers
    if against is not None:
        from game.lab.ab import compare
        data.update(compare(s, against, seeded).json_fields())      # both runs' per-game results, the paired figures
        data["comparison"] = comparison(s, against)
    _write(os.path.join(folder, "results.json"), json.dumps(data, indent=1, ensure_ascii=False, default=str))
    with open(os.path.join(folder, "cards.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["measure", "category", "value", "name", "n", "wins", "win_rate", "low", "high",
                    "win_rate_without", "copies", "baseline"])
        for m in s.balance.measures():
            for r in s.balance.rows(m):
                w.writerow([m, r.category, r.value, _card_name(s, r.value) if r.category == "card" else r.value,
                            r["n"], r["score"], f"{r['rate']:.4f}", f"{r['low']:.4f}", f"{r['high']:.4f}",
                            "" if r["rate_without"] is None else f"{r['rate_without']:.4f}",
                            f"{r['copies']:.3f}", f"{s.balance.baseline:.4f}"])
    return files


def _write(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)


# -----------------------------------------------------------------------------
# Helpers
# -----------------------------------------------------------------------------

def _measures(s) -> list[str]:
    return s.balance.measures()


def primary_measure(s) -> str:
    """The measure a game's cards are judged by in a report (bought, played or held)."""
    measures = _measures(s) or ["played"]
    preferred = facts(s.game).primary_measure
    return preferred if preferred in measures else measures[0]


def _standouts(s, measure, limit=CALL_OUTS):
    base = s.balance.baseline
    rows = [r for r in s.balance.rows(measure) if r["n"] >= MIN_SAMPLES and r["rate_without"] is not None]
    above = [r for r in rows if r.verdict(base) > 0]
    below = sorted((r for r in rows if r.verdict(base) < 0), key=lambda r: r["rate"])
    return (above[:limit], below[:limit]) if limit else (above, below)


def _rate_text(s, r) -> str:
    return f"{_row_label(s, r)} {r['rate']:.0%}"


def _row_label(s, r) -> str:
    if r.category == "card":
        return _card_label(s, r.value)
    return f"{category_title(s.game, r.category)} {_pretty(r.value)}"


def _pretty(value) -> str:
    """A group's value as a label: ``class1`` -> ``Class 1``, ``fire`` -> ``Fire``."""
    text = re.sub(r"(?<=[A-Za-z])(?=\d)", " ", str(value).replace("_", " "))
    return text[:1].upper() + text[1:]


def _card_name(s, cid) -> str:
    return (s.cards.get(cid) or {}).get("name", cid)


def _card_label(s, cid) -> str:
    name = _card_name(s, cid)
    same = [k for k, v in (s.cards or {}).items() if v.get("name") == name]
    return f"{name} ({cid})" if len(same) > 1 else name


def _players(s) -> str:
    return " vs ".join(f"{_letter(i)} {spec}" if s.swap else spec for i, spec in enumerate(s.seats))


def _letter(i) -> str:
    return chr(ord("A") + i)


def _base(path) -> str:
    return os.path.basename(path) if path else "cards"


def _pct(x) -> str:
    return "" if x is None else f"{x:.1%}"


def _num(x) -> str:
    return "" if x is None else f"{x:.2f}"


def _signed(x) -> str:
    return f"{x:+.2f}"


def _quantile(sorted_values, q):
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


class Document:
    """A one-page summary built once and written as Markdown and as HTML."""

    def __init__(self):
        self.blocks = []

    def h1(self, text):
        self.blocks.append(("h1", text))

    def h2(self, text):
        self.blocks.append(("h2", text))

    def p(self, text):
        self.blocks.append(("p", text))

    def ul(self, items):
        if items:
            self.blocks.append(("ul", list(items)))

    def img(self, src, alt):
        self.blocks.append(("img", src, alt))

    def table(self, header, rows):
        if rows:
            self.blocks.append(("table", header, rows))

    def markdown(self) -> str:
        out = []
        for b in self.blocks:
            kind = b[0]
            if kind == "h1":
                out.append(f"# {b[1]}")
            elif kind == "h2":
                out.append(f"## {b[1]}")
            elif kind == "p":
                out.append(b[1])
            elif kind == "ul":
                out.append("\n".join(f"- {item}" for item in b[1]))
            elif kind == "img":
                out.append(f"![{b[2]}]({b[1]})")
            elif kind == "table":
                out.append("\n".join(["| " + " | ".join(map(_cell, b[1])) + " |",
                                      "|" + "|".join("---" for _ in b[1]) + "|"]
                                     + ["| " + " | ".join(map(_cell, row)) + " |" for row in b[2]]))
        return "\n\n".join(out) + "\n"

    def html(self, title) -> str:
        body = []
        for b in self.blocks:
            kind = b[0]
            if kind in ("h1", "h2"):
                body.append(f"<{kind}>{_inline(b[1])}</{kind}>")
            elif kind == "p":
                body.append(f"<p>{_inline(b[1])}</p>")
            elif kind == "ul":
                body.append("<ul>" + "".join(f"<li>{_inline(i)}</li>" for i in b[1]) + "</ul>")
            elif kind == "img":
                body.append(f'<figure><img src="{html.escape(b[1])}" alt="{html.escape(b[2])}"></figure>')
            elif kind == "table":
                head = "".join(f"<th>{_inline(str(h))}</th>" for h in b[1])
                rows = "".join("<tr>" + "".join(f"<td>{_inline(str(c))}</td>" for c in row) + "</tr>"
                               for row in b[2])
                body.append(f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")
        return (f"<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                f"<title>{html.escape(title)}</title><style>{_CSS}</style></head>\n<body><main>\n"
                + "\n".join(body) + "\n</main></body></html>\n")


def _cell(value) -> str:
    return str(value).replace("|", "\\|")


def _inline(text: str) -> str:
    """Markdown's **bold**, *italic*, `code` and [links](x) as HTML; everything else escaped."""
    out = html.escape(text)
    out = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", out)
    out = re.sub(r"(?<![\w*])\*(.+?)\*(?![\w*])", r"<em>\1</em>", out)
    out = re.sub(r"`(.+?)`", r"<code>\1</code>", out)
    out = re.sub(r"\[(.+?)\]\((.+?)\)", r'<a href="\2">\1</a>', out)
    return out


_CSS = """
body{margin:0;background:#f5f7fa;color:#1f2933;font:15px/1.5 "DejaVu Sans",system-ui,sans-serif}
main{max-width:980px;margin:0 auto;padding:24px 28px 48px;background:#fff;box-shadow:0 0 0 1px #e4e7eb}
h1{font-size:26px;margin:8px 0 4px}h2{font-size:19px;margin:32px 0 8px;border-bottom:1px solid #e4e7eb;padding-bottom:4px}
figure{margin:12px 0}img{max-width:100%;height:auto;border:1px solid #e4e7eb;border-radius:4px}
table{border-collapse:collapse;margin:10px 0;font-size:14px}th,td{padding:4px 12px;border-bottom:1px solid #e4e7eb;text-align:left}
th{background:#f5f7fa}td:nth-child(n+2){font-variant-numeric:tabular-nums}code{background:#f0f2f5;padding:1px 4px;border-radius:3px}
li{margin:4px 0}
"""
