"""The log: every event told in words, as the viewing seat may know it.

Cards that go the same way one after another are told in one line: the game's
sentence for one card, with the cards named together ("Bob draws 5 cards.",
"Ann draws Gale Sparrow and Hollow Spirit ×2.").
"""
from __future__ import annotations

import dataclasses
from collections import Counter

import pygame

from game.engine import events as ev
from game.engine.describe import card_name, describe_to, sentence_start

from scenes import fonts, theme

STYLE, SIZE = "small", 14
LOG_WIDTH, NARROW_WIDTH = 270, 220     # beside the table in a large window, in a smaller one
FOLD_BELOW = 900                       # a window narrower than this folds the log to a tab
TAB_WIDTH = 28
A_CARD = "a card"
PLURAL_VERBS = {"is": "are", "has": "have", "was": "were", "goes": "go", "does": "do"}


@dataclasses.dataclass
class Fold:
    """How one card's sentence reads with the card left out: the words before and after it."""
    key: tuple
    before: str
    after: str
    name: str | None            # None: a card the viewer may not know


@dataclasses.dataclass
class Told:
    """One sentence of the log, and the cards it tells together when it is a fold."""
    text: str
    color: tuple
    fold: Fold | None = None
    names: list = dataclasses.field(default_factory=list)
    said: str = ""              # the sentence once, when the same one is told again and again
    times: int = 1
    counter: tuple | None = None  # (name, seat) when it tells a counter's change


def _sentence(state, e, you=None) -> str:
    """The event's sentence, said to the seat ``you`` when the table calls that seat 'You'."""
    try:
        return describe_to(state, e, you)
    except Exception:       # a sentence that cannot be made is left out
        return ""


def told_by_action(state, e, action_text: str) -> bool:
    """The first card move after an action that tells its move, when the action's sentence names the card
    ('Bob shuns Ragpicker and goes first.' then 'Ragpicker is shunned …'): told again it would read twice."""
    if not action_text or not isinstance(e, ev.CardMoved) or e.card_id is None:
        return False
    try:
        name = card_name(state, e.card_id)
    except Exception:       # a card the definitions no longer hold is told as it comes
        return False
    return bool(name) and _word_at(action_text, name.lower()) >= 0


def fold_key(e) -> tuple | None:
    """Events told together when they follow one another with the same key (and the same words):
    cards going to the same place for the same reason, or revealed on one seat's side."""
    if isinstance(e, ev.CardMoved):
        return ("moved", e.dst, e.reason)
    if isinstance(e, ev.CardRevealed):
        return ("revealed", e.zone.rpartition(":")[2])
    return None


def fold_of(state, e, text: str, you=None) -> Fold | None:
    """The game's sentence for ``e`` split round its card, when the same sentence for an unknown card
    says 'a card' where this one names it."""
    key = fold_key(e)
    if key is None:
        return None
    template = text if e.card_id is None else _sentence(state, dataclasses.replace(e, card_id=None), you)
    at = _word_at(template, A_CARD)
    if at < 0:
        return None
    before, after = template[:at], template[at + len(A_CARD):]
    name = None
    if e.card_id is not None and text != template:
        if not (text.startswith(before) and text.endswith(after)) or len(text) <= len(before) + len(after):
            return None
        name = text[len(before):len(text) - len(after)]
    return Fold(key + (template.lower(),), before, after, name)


def _word_at(text: str, words: str) -> int:
    """Where ``words`` stand as whole words in ``text`` (any case at the start), or -1."""
    low = text.lower()
    at = low.find(words)
    while at >= 0:
        end = at + len(words)
        if (at == 0 or not low[at - 1].isalnum()) and (end == len(low) or not low[end].isalnum()):
            return at
        at = low.find(words, at + 1)
    return -1


def together(names: list) -> str:
    """'Gale Sparrow, Hollow Spirit ×2 and 3 other cards': the cards of a fold, the unknown ones counted."""
    counts = Counter(n for n in names if n is not None)
    parts = [n if counts[n] == 1 else f"{n} ×{counts[n]}" for n in dict.fromkeys(n for n in names if n is not None)]
    hidden = sum(1 for n in names if n is None)
    if hidden:
        if parts:
            parts.append("another card" if hidden == 1 else f"{hidden} other cards")
        else:
            parts.append(A_CARD if hidden == 1 else f"{hidden} cards")
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def folded(fold: Fold, names: list) -> str:
    """The sentence of a fold with all its cards named together (the verb agreeing when they lead it)."""
    if len(names) == 1:
        subject = fold.name if fold.name is not None else A_CARD
        text = fold.before + subject + fold.after
    else:
        after = fold.after
        if not fold.before.strip():
            after = _plural_verb(after)
        text = fold.before + together(names) + after
    return sentence_start(text)


def _plural_verb(text: str) -> str:
    """' moves from …' -> ' move from …': the first word made to agree with a plural subject."""
    lead = len(text) - len(text.lstrip())
    word, sep, rest = text[lead:].partition(" ")
    if word in PLURAL_VERBS:
        word = PLURAL_VERBS[word]
    elif word.endswith(("ches", "shes", "sses", "xes", "zzes")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return text[:lead] + word + sep + rest


class LogPanel:
    def __init__(self, told_moves=frozenset()):
        self.told_moves = frozenset(told_moves)     # action kinds whose own sentence tells their first card move
        self.events: list = []
        self.rect = pygame.Rect(0, 0, 260, 400)
        self.folded = False              # a small window: only a tab shows until it is opened
        self.open = False
        self.tab = pygame.Rect(0, 0, 0, 0)
        self.unread = 0                  # sentences told while folded shut
        self.scroll = 0                  # lines scrolled up from the bottom
        self._lines: list[tuple[str, tuple]] = []
        self._told: list[Told] = []
        self._starts: list[int] = []     # where each sentence's lines begin in ``_lines``
        self._absorb = None              # the counter whose next line replaces its last (see _retold)
        self._count = 0                  # events told so far
        self._action_text = ""           # the last sentence told, when it told an action: its card's move is not retold
        self.you = None                  # the seat the table calls 'You' (a person alone against the computer)
        self._key = None
        self._surface = None
        self.clear_top = 0               # the height at the top a panel lies over (a guided step, a hint)

    def keep_clear(self, over: pygame.Rect | None) -> None:
        """A panel lies over the log's top (or none does): the log's title and lines go below it."""
        clear = max(0, over.bottom - self.rect.y + 4) if over is not None and over.colliderect(self.rect) else 0
        if clear != self.clear_top:
            self.clear_top = clear
            self._surface = None

    def place(self, size, top: int) -> int:
        """Size the log for a window of ``size`` below a bar ``top`` high: beside the table, narrower in a
        smaller window, folded to a tab (opened over the table by a click) in a small one.  Returns the
        width it keeps beside the table."""
        w, h = size
        self.folded = w < FOLD_BELOW
        width = LOG_WIDTH if w >= 1180 else NARROW_WIDTH
        self.rect = pygame.Rect(w - width - 6, top + 4, width, h - top - 12)
        self.tab = pygame.Rect(w - TAB_WIDTH - 4, top + 4, TAB_WIDTH, 92) if self.folded else pygame.Rect(0, 0, 0, 0)
        if self.folded:
            self.rect.right = self.tab.x - 4           # opened, it lies over the table's right side
        self.open = self.open and self.folded
        self._key = None
        return TAB_WIDTH + 2 if self.folded else width

    @property
    def shown(self) -> bool:
        return not self.folded or self.open

    def add(self, state, event) -> None:
        self.events.append((state, event))

    def clear(self) -> None:
        self.events.clear()
        self._key = None
        self.scroll = 0

    def sentences(self, viewer) -> list[str]:
        """The log as ``viewer`` reads it, one sentence each (a fold is one sentence)."""
        self._build(viewer)
        return [t.text for t in self._told]

    def _build(self, viewer) -> None:
        """Tell the events not told yet (all of them again when the viewer or the size changed)."""
        key = (viewer, self.rect.size, self.you)
        if self._key is None or self._key[0] != key:
            self._lines, self._told, self._starts, self._count = [], [], [], 0
            self._action_text = ""
            self._absorb = None
        lines_before = len(self._lines)
        for state, e in self.events[self._count:]:
            seen = e.redacted(viewer)
            text = _sentence(state, seen, self.you)
            action_text = self._action_text
            if isinstance(e, (ev.ActionTaken, ev.CardMoved)):       # only the action's first move may repeat it
                telling = isinstance(e, ev.ActionTaken) and e.action in self.told_moves
                self._action_text = text if telling else ""
            if not text or told_by_action(state, seen, action_text):
                continue
            fold = fold_of(state, seen, text, self.you)
            said = sentence_start(text)
            counter = (e.name, e.seat) if isinstance(e, ev.CounterChanged) else None
            waiting = self._absorb
            if not self._retold(said, fold, counter):
                self._told.append(Told(said, theme.GOLD if e.headline else theme.TEXT, fold,
                                       [fold.name] if fold else [], said, counter=counter))
                self._starts.append(len(self._lines))
            if self._absorb is waiting and counter != waiting:
                self._absorb = None                       # anything else told: the counter's line stands
            del self._lines[self._starts[-1]:]
            self._lines.extend(self._wrap(self._told[-1]))
        self._count = len(self.events)
        if self.scroll and lines_before:               # scrolled back: the lines read stay put, more wait below
            self.scroll = min(self.scroll + len(self._lines) - lines_before, max(0, len(self._lines) - 5))
        self._key = (key, self._count, self.scroll)
        self._surface = None

    def _retold(self, said: str, fold, counter) -> bool:
        """Tell ``said`` by changing what is told already: a fold takes one more card, a sentence said again
        counts (×N), and a sentence said again across a counter's line ('Blue secures Support. Blue has 3
        Support.' twice) counts while the counter's line moves on.  False: it is a new sentence."""
        told = self._told
        last = told[-1] if told else None
        if last is None:
            return False
        if fold is not None and last.fold is not None and last.fold.key == fold.key:
            last.names.append(fold.name)
            last.text = folded(last.fold, last.names)
            return True
        if fold is None and last.fold is None and last.said == said:
            last.times += 1
            last.text = f"{said} (×{last.times})"
            return True
        if counter is not None and counter == self._absorb and last.counter == counter:
            last.text = last.said = said                  # the counter's line says where it stands now
            self._absorb = None
            return True
        before = told[-2] if len(told) > 1 else None
        if fold is None and before is not None and before.fold is None and before.said == said and last.counter:
            before.times += 1
            before.text = f"{said} (×{before.times})"
            self._absorb = last.counter                   # the counter's next line replaces its last one
            del self._lines[self._starts[-2]:]
            self._lines.extend(self._wrap(before))
            self._starts[-1] = len(self._lines)
            return True
        return False

    def _wrap(self, told: Told) -> list[tuple[str, tuple]]:
        t = fonts.text(STYLE, SIZE)
        return [((" " if i else "") + line, told.color) for i, line in enumerate(t.wrap(told.text, self.rect.w - 24))]

    def handle(self, event, mouse=None) -> bool:
        if self.folded and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if self.tab.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.open = not self.open
                    self.unread = 0
                return True
            if self.open and event.type == pygame.MOUSEBUTTONUP and not self.rect.collidepoint(event.pos):
                self.open = False            # a click elsewhere folds it away again
        if not self.shown:
            return False
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse or pygame.mouse.get_pos()):
            self.scroll = max(0, min(max(0, len(self._lines) - 5), self.scroll + event.y * 3))
            return True
        return False

    def draw(self, surface, viewer) -> None:
        if self._key != ((viewer, self.rect.size, self.you), len(self.events), self.scroll):
            told = len(self._told)
            self._build(viewer)
            if self.folded and not self.open:
                self.unread += max(0, len(self._told) - told)
        if self.folded:
            self._draw_tab(surface)
            if not self.open:
                return
        if self._surface is None:
            self._surface = self._render()
        surface.blit(self._surface, self.rect.topleft)

    def _draw_tab(self, surface):
        """The folded log: a tab at the window's edge, with how many sentences came since it was read."""
        tab = self.tab
        pygame.draw.rect(surface, theme.GOLD_DARK if self.open else theme.PANEL, tab, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, tab, width=1, border_radius=8)
        word = pygame.transform.rotate(fonts.render("title", 18, "Log", theme.GOLD if not self.open else theme.INK), 90)
        surface.blit(word, word.get_rect(center=(tab.centerx, tab.y + 30)))
        if self.unread and not self.open:
            n = fonts.render("ui_bold", 12, str(min(99, self.unread)), theme.INK)
            badge = n.get_rect(center=(tab.centerx, tab.bottom - 16)).inflate(8, 4)
            pygame.draw.rect(surface, theme.GOLD, badge, border_radius=badge.h // 2)
            surface.blit(n, n.get_rect(center=badge.center))

    def _render(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        pygame.draw.rect(surf, (*theme.PANEL, 250 if self.folded else 215), surf.get_rect(), border_radius=10)
        if self.folded:                                 # open over the table: edged like a panel
            pygame.draw.rect(surf, theme.GOLD_DARK, surf.get_rect(), width=1, border_radius=10)
        top = self.clear_top
        title = fonts.render("title", 20, "Log", theme.GOLD)
        surf.blit(title, (12, top + 6))
        t = fonts.text(STYLE, SIZE)
        room = max(0, (self.rect.h - 40 - top) // t.height)
        end = len(self._lines) - self.scroll
        start = max(0, end - room)
        y = top + 36
        for text, color in self._lines[start:end]:
            surf.blit(t.render(text, color), (12, y))
            y += t.height
        if self.scroll:
            more = fonts.render("ui", 12, f"↓ {self.scroll} more lines", theme.TEXT_DIM)
            surf.blit(more, (self.rect.w - more.get_width() - 10, top + 10))
        return surf
