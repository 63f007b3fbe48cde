"""The balance report: results as JSON and CSV, charts as PNG, a one-page summary in Markdown and HTML.

``write_report(folder, summary, against=None)`` writes everything into ``folder``
and returns the path of ``index.html``.  With ``against`` (a run of the same seeds
on another card file) the report opens with what the edit did (``edit_report``:
each changed card's change and causal effect, measured by ``seeded``, each changed
card's two seeded runs, ``game/lab/causal.py``), and the observed figures of the
two runs come after it (``observed``).  ``stopping``: a ``--until-clear`` run's stop.
"""
from __future__ import annotations

import csv
import json
import os
import re

from game.ai import clock_warning
from game.lab import card_observed, charts
from game.lab.balance import category_title, facts
from game.lab.edit_report import edit_section, headline
from game.lab.observed import MIN_SAMPLES, comparison, observed_section
from game.lab.page import Document
from game.lab.summary import limit_warning, timing_text
from game.lab.wording import MEASURE_HELP, MEASURE_TEXT
from game.lab.wording import base as _base, card_label as _card_label, card_name as _card_name
from game.lab.wording import letter as _letter, players as _players, pct as _pct, pretty as _pretty
from game.lab.wording import quantile as _quantile, row_label as _row_label

CALL_OUTS = 5


def write_report(folder: str, summary, against=None, seeded=None, stopping=None) -> str:
    os.makedirs(folder, exist_ok=True)
    doc = Document()
    ab = comp = None
    if against is not None and summary.games and against.games:
        from game.lab.ab import compare
        ab, comp = compare(summary, against, seeded), comparison(summary, against)
    files = _write_data(folder, summary, against, ab, comp, stopping)
    _headline(doc, summary, ab, stopping)
    if ab is not None:
        edit_section(doc, folder, ab, comp, stopping)
    if summary.games:
        _seats(doc, folder, summary)
        _cards(doc, folder, summary)
        _seen(doc, summary)
        _choices(doc, folder, summary)
        _length(doc, folder, summary, against)
        _averages(doc, summary)
    if ab is not None:
        observed_section(doc, summary, against, comp)
    doc.p("Files: " + ", ".join(f"[{f}]({f})" for f in files) + ". Every number here is in `results.json`.")
    _write(os.path.join(folder, "summary.md"), doc.markdown())
    page = os.path.join(folder, "index.html")
    _write(page, doc.html(f"Balance: {summary.game}"))
    return page


# -----------------------------------------------------------------------------
# Sections
# -----------------------------------------------------------------------------

def _headline(doc, s, ab, stopping):
    doc.h1(f"Balance report: {s.game}, {s.games} games" if ab is None else
           f"Balance report: {s.game}, {_base(ab.new.cards_path)} against {_base(ab.old.cards_path)}")
    mode = "players rotate through the seats each game" if s.swap else "each player keeps its seat"
    doc.p(f"Cards `{_base(s.cards_path)}`" + (f" (digest {s.cards_digest})" if s.cards_digest else "")
          + f" · players {_players(s)} · seeds {s.seed}–{s.seed + s.requested - 1} · {mode} · "
          f"{timing_text(s)}.")
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
    findings = notes + (headline(ab, stopping) if ab is not None else [])
    observed = _findings(s) if s.games else []
    if ab is not None:
        observed = [f"Observed, not causal: {line[0].lower()}{line[1:]}"
                    for line in observed]
    findings += observed
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
    doc.h2("Cards: observed win rates")
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
            titles = ", ".join(category_title(s.game, g).lower() for g in groups)
            charts.interval_chart(os.path.join(folder, name),
                                  f"{s.game}: win rate per {titles} {MEASURE_TEXT[measure]}",
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


def _seen(doc, s):
    """Every card's holder's win rate when played, kept at the end and never seen (``card_observed``)."""
    rows = card_observed.figures(s)
    order = card_observed.ranked(rows)
    if not order:
        return
    doc.h2("Cards: played, kept, never seen (observed)")
    doc.p(f"Per card, its holder's win rate in these {s.games} games when it played the card, when the card "
          "was among its own cards at the end, and when it never bought, played or kept it; largest "
          f"difference first. These figures are {card_observed.WARNING}.")
    doc.table(card_observed.HEADER, [card_observed.table_row(_card_label(s, c), rows[c]) for c in order])


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
              [[_card_label(s, r.value), f"{r['rate']:.1%}",
                f"{r['peer_rate']:.1%} ({_pretty(r['peer'].partition(':')[2])})",
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
# Data files
# -----------------------------------------------------------------------------

def _write_data(folder, s, against, ab, comp, stopping) -> list[str]:
    data = s.to_json()
    files = ["results.json", "cards.csv"]
    peers = {m: [dict(r) for r in s.balance.peer_rows(m, s.game, s.cards)] for m in s.balance.measures()}
    if any(peers.values()):
        data["peers"] = peers
    data["observed_cards"] = card_observed.figures(s)
    if ab is not None:
        data.update(ab.json_fields())       # both runs' per-game results, the paired figures
        data["comparison"] = comp
    elif against is not None:
        data["against"] = against.to_json()
    if stopping is not None:
        data["stopping"] = stopping.to_json()
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


def _standouts(s, measure, limit=CALL_OUTS):
    base = s.balance.baseline
    rows = [r for r in s.balance.rows(measure) if r["n"] >= MIN_SAMPLES and r["rate_without"] is not None]
    above = [r for r in rows if r.verdict(base) > 0]
    below = sorted((r for r in rows if r.verdict(base) < 0), key=lambda r: r["rate"])
    return (above[:limit], below[:limit]) if limit else (above, below)


def _rate_text(s, r) -> str:
    return f"{_row_label(s, r)} {r['rate']:.0%}"
