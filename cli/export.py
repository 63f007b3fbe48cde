"""``export``: print and play (card PNGs, print sheets as a PDF) and Tabletop Simulator decks."""
from __future__ import annotations

from cli.common import GAMES, load_cards
from game.engine.cards import DEFAULT_PATH


def add_parser(sub) -> None:
    p = sub.add_parser("export", help="print and play: every card face and back as a 300-dpi PNG, print "
                       "sheets as a PDF, decks for Tabletop Simulator")
    p.add_argument("game", help=f"{', '.join(GAMES)} or all (each into OUT/GAME)")
    p.add_argument("--out", help="folder for the PNGs and the print sheets")
    p.add_argument("--pdf", action="store_true", help="also print sheets: lossless faces with a 3 mm bleed, "
                   "crop marks at the cuts")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    p.add_argument("--gap", type=float, default=6.0, help="mm between cut lines on the sheets (default 6: "
                   "every card keeps its whole bleed; 0: neighbours share a cut)")
    p.add_argument("--backs", action="store_true", help="a page of backs after each page (mirrored, for "
                   "duplex); implies --pdf")
    p.add_argument("--proof", action="store_true", help="show each card's cut line and safe area on the sheets")
    p.add_argument("--card-size", choices=("poker", "tarot"), help="poker (63 x 88 mm, every game) or "
                   "tarot (70 x 120 mm, Banished)")
    p.add_argument("--sets", type=int, default=1, help="print every card this many times (Seize: a deck a player)")
    p.add_argument("--tts", metavar="FOLDER", help="write Tabletop Simulator decks there: face sheets, backs "
                   "and a saved-object JSON")
    p.add_argument("--url-base", help="with --tts: the address the images will be uploaded to "
                   "(default: file:/// addresses of the files written)")
    p.add_argument("--cards", default=DEFAULT_PATH)
    p.set_defaults(func=run)


def run(args) -> int:
    from scenes.designer.export import ExportError, Sheets, export
    if not args.out and not args.tts:
        raise ExportError("say where to write: --out FOLDER, --tts FOLDER or both")
    if (args.pdf or args.backs) and not args.out:
        raise ExportError("the print sheets need --out FOLDER")
    cards = load_cards(args.cards)
    sheets = Sheets(paper=args.paper, gap_mm=args.gap, backs=args.backs, sets=args.sets,
                    card_size=args.card_size or "", proof=args.proof)
    export(args.game, cards, args.out, pdf=args.pdf or args.backs, sheets=sheets, say=print,
           tts_folder=args.tts, url_base=args.url_base)
    return 0
