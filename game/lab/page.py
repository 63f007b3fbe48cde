"""A one-page document built once and written as Markdown and as HTML (the balance report's summary)."""
from __future__ import annotations

import html
import re


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
h1{font-size:26px;margin:8px 0 4px}
h2{font-size:19px;margin:32px 0 8px;border-bottom:1px solid #e4e7eb;padding-bottom:4px}
figure{margin:12px 0}img{max-width:100%;height:auto;border:1px solid #e4e7eb;border-radius:4px}
table{border-collapse:collapse;margin:10px 0;font-size:14px}
th,td{padding:4px 12px;border-bottom:1px solid #e4e7eb;text-align:left}
th{background:#f5f7fa}td:nth-child(n+2){font-variant-numeric:tabular-nums}
code{background:#f0f2f5;padding:1px 4px;border-radius:3px}
li{margin:4px 0}
"""
