"""What ``simulate`` prints and writes once its games are played: the text, the A/B comparison, JSON, a report."""
from __future__ import annotations

import os
import sys

from cli.common import write_json_file
from game.engine.errors import CardTableError


def seeded_of(summaries) -> dict:
    from game.lab.ab import seeded_of as of
    return of(summaries)


def report(args, summary, against, seeded, stopping=None) -> int:
    """Print a run's text (and its A/B comparison, and why an --until-clear run stopped); write its JSON
    and report if asked."""
    from game.lab.card_observed import figures as observed_figures
    from game.lab.shares import by_source
    from game.lab.shares import text as shares_text
    from game.lab.summary import limit_warning
    print(summary.text())
    if by_source(summary.results):
        print(shares_text(summary.results))
    for run in (summary, against):
        if run is not None and run.limit_ends:
            print(f"warning: {os.path.basename(run.cards_path) or 'cards'}: {limit_warning(run)}", file=sys.stderr)
    ab = None
    if against is not None:
        from game.lab.ab import compare
        ab = compare(summary, against, seeded)
        print(ab.text())
    if stopping is not None:
        print(stopping.text())
    if args.json:
        data = summary.to_json()
        data["by_source"] = by_source(summary.results)
        data["observed_cards"] = observed_figures(summary)
        if ab is not None:
            data.update(ab.json_fields())
        if stopping is not None:
            data["stopping"] = stopping.to_json()
        write_json_file(args.json, data)
    if getattr(args, "report", None):
        from game.lab.report import write_report
        try:
            path = write_report(args.report, summary, against=against, seeded=seeded, stopping=stopping)
        except OSError as err:
            raise CardTableError(f"cannot write the report into {args.report}: {err.strerror or err}",
                                 file=args.report) from None
        print(f"report: {path} (and summary.md, results.json, charts) in {args.report}")
    seeded_errors = any(run.errors for runs in seeded.values() for run in runs)
    return 1 if summary.errors or (against is not None and against.errors) or seeded_errors else 0
