"""How the Banished table is drawn: the plates, piles and slots, the tokens, the Spread and the altar,
the set-up's offer, and the arena where Combat is told (each seat's Power, who wins, what is silenced)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.banished import progress

from scenes import fonts, theme
from scenes.banished.arena import ArenaPainting, dashed
from scenes.banished.combat import LIFE_RED, OBOL_GOLD
from scenes.banished.geometry import outline
from scenes.table.visibility import knows
from scenes.widgets import fitted

PILE_WORDS = {"deck": "Deck", "discard": "Discard", "banished": "Banished"}
PILE_SHORT = {"deck": "Deck", "discard": "Disc.", "banished": "Ban."}       # a narrow pile's label
LABEL_ROOM = 1.15
CORNER_LEGEND = "Value (its cost) top left · top right Power"     # between a V and a P, as on the cards


class BanishedPainting(ArenaPainting):
    """The drawing half of ``BanishedLayout`` (which places the cards and reads the gestures)."""

    def draw_static(self, surface):
        b = self.board
        if b is None:
            return
        for seat, st in b.stations.items():
            if self._plate_shown(seat, st):
                theme.panel(surface, st.plate, (14, 22, 19), 200, 12, theme.FELT_LINE)
            for kind, card in st.piles.items():
                self.zone_box(surface, outline(card), "")
            if self._slots_shown(st):
                for i, card in enumerate(st.slots):
                    self._slot_box(surface, outline(card), i == 0)
        if self.phase == "combat":
            self.zone_box(surface, outline(b.mini_crypt).union(outline(b.mini[-1])), "")
            theme.panel(surface, b.arena.inflate(8, 8), (10, 16, 14), 215, 16, theme.GOLD_DARK)
            for cell in self.cells.values():
                theme.panel(surface, cell.rect, (24, 36, 31), 230, 12, theme.FELT_LINE)
        elif self.phase == "choose":
            theme.panel(surface, b.stage, (12, 18, 16), 225, 16, theme.GOLD_DARK)
        else:
            self.zone_box(surface, outline(b.crypt), "")
            self.zone_box(surface, outline(b.spread[0]).union(outline(b.spread[-1])), "")
            self._altar(surface, b.altar)

    def _plate_shown(self, seat, st) -> bool:
        """Every plate, but the viewer's while the set-up's offer lies over it."""
        return seat != self.me or self.phase != "choose" or not st.plate.colliderect(self.board.stage)

    def _slots_shown(self, st) -> bool:
        """A seat's Grim and Bond places, but in Combat (the arena holds them) and under the set-up's offer."""
        if self.phase == "combat":
            return False
        return self.phase != "choose" or not st.field.colliderect(self.board.stage)

    def _slot_box(self, surface, rect, grim):
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        fill = (60, 40, 70, 60) if grim else (0, 0, 0, 40)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=10)
        color = (150, 120, 170) if grim else theme.FELT_LINE
        dashed(layer, layer.get_rect().inflate(-2, -2), (*color, 220))
        surface.blit(layer, rect.topleft)

    def _altar(self, surface, rect):
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.ellipse(layer, (0, 0, 0, 60), layer.get_rect().inflate(-4, -30))
        pygame.draw.ellipse(layer, (*theme.GOLD_DARK, 200), layer.get_rect().inflate(-4, -30), 2)
        surface.blit(layer, rect.topleft)
        if rect.w < 100:
            return
        t = fonts.fit("small", "a Wand or Curse", int(rect.w * 0.62), 13)
        y = rect.centery - t.height
        for line in ("Play", "a Wand or Curse"):
            img = t.render(line, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += t.height

    def draw_under(self, surface, shown, viewer):
        b = self.board
        if b is None:
            return
        to_move = shown.rules.to_move(shown) if not shown.over else None
        turn = progress.turn(shown) if self.phase == "turn" else None
        self.anchors = {}
        for seat, st in b.stations.items():
            if self._plate_shown(seat, st):
                self.mark("panel", f"plate:{seat}", st.plate)
                self._plate(surface, shown, seat, st, seat == turn or (seat == to_move and self.phase != "combat"))
            for kind, card in st.piles.items():
                n = len(shown.zones[f"{kind}:{seat}"].cards)
                word = PILE_WORDS[kind]
                self.mark("pile", f"{kind}:{seat}", outline(card))
                self._label(surface, outline(card), (f"{word} · {n}", f"{PILE_SHORT[kind]} {n}", str(n)) if n else (word, PILE_SHORT[kind]),
                            owner=f"{kind}:{seat}")
            if self._slots_shown(st):
                for i, card in enumerate(st.slots):
                    self.mark("pile", f"slot{i}:{seat}", outline(card))
                    self._label(surface, outline(card), "Grim" if i == 0 else "Bond", owner=f"slot{i}:{seat}")
        if self.phase == "choose":
            self._stage(surface, shown, viewer)
        elif self.phase == "combat":
            mini = outline(b.mini_crypt).union(outline(b.mini[-1]))
            self.mark("pile", "spread", mini)
            self._label(surface, mini, f"The Crypt · {len(shown.zones['crypt'].cards)}   ·   The Spread",
                        owner="spread")
            self._arena(surface, shown)
        else:
            self.mark("pile", "crypt", outline(b.crypt))
            self._label(surface, outline(b.crypt), f"Crypt · {len(shown.zones['crypt'].cards)}", owner="crypt")
            spread = outline(b.spread[0]).union(outline(b.spread[-1]))
            self.mark("pile", "spread", spread)
            self._corner_legend(surface, spread, self._label(surface, spread, "The Spread", owner="spread"))
            self.mark("pile", "altar", b.altar)
            self._label(surface, b.altar, "Altar", center=True, owner="altar")
        self._tokens(surface, shown)
        self._lit_words(surface, shown)

    def _corner_legend(self, surface, rect, title: pygame.Rect):
        """Which corner number is which: the Value (what a card costs) top left, the Power top right; right of
        the Spread's ``title``, left out where there is no room for it beside the title."""
        size = round(13 * min(1.0, LABEL_ROOM / fonts.scale()))
        room = rect.right - 8 - title.right - 16
        d = fonts.text("ui", size).height
        t, text = fitted("ui", CORNER_LEGEND, room - 2 * (d + 4), size, 9)
        if not text.endswith(CORNER_LEGEND[-5:]):
            return
        img = t.render(text, theme.TEXT_DIM)
        d = img.get_height()
        x = rect.right - 8 - img.get_width() - 2 * (d + 4)
        self.mark("text", "spread", pygame.Rect(x, rect.y + 4, rect.right - 8 - x, d), text)
        y = rect.y + 4
        for word, at in (("V", x), ("P", rect.right - 8 - d)):
            pygame.draw.circle(surface, theme.GOLD_DARK, (at + d // 2, y + d // 2), d // 2)
            mark = fonts.render("ui_bold", max(9, d - 5), word, theme.CREAM)
            surface.blit(mark, mark.get_rect(center=(at + d // 2, y + d // 2)))
        surface.blit(img, (x + d + 4, y))

    def _label(self, surface, rect, text, center=False, color=theme.TEXT_DIM, owner="") -> pygame.Rect:
        """A place's label in the strip above its cards: the first of ``text``'s forms (a string or longer to
        shorter forms) that fits, else the shortest cut to fit.  Returns where it was drawn."""
        size = round(13 * min(1.0, LABEL_ROOM / fonts.scale()))     # the strip above the cards holds 115% at most
        room = rect.w - 12
        forms = (text,) if isinstance(text, str) else tuple(text)
        for form in forms:
            t = fonts.fit("ui", form, room, size, smallest=9)
            if t.width(form) <= room:
                break
        else:
            t, form = fitted("ui", forms[-1], room, size, 9)
        img = t.render(form, color)
        at = img.get_rect(midtop=(rect.centerx, rect.y + 4)) if center else img.get_rect(topleft=(rect.x + 8, rect.y + 4))
        surface.blit(img, at)
        self.mark("text", owner, at, form)
        return at

    def _plate(self, surface, shown, seat, st, moving):
        p = st.plate
        if moving:
            pygame.draw.rect(surface, theme.HIGHLIGHT, p, width=2, border_radius=12)
        name = shown.seats[seat]
        x = p.x + 12
        favor = progress.favor(shown) == seat
        t, shown_name = fitted("title_bold", name, p.w - 24 - (64 if favor else 0), 21, smallest=12)
        inline = favor and shown_name == name               # the Favor token beside the name, else lower down
        if favor and not inline:
            t, shown_name = fitted("title_bold", name, p.w - 24, 21, smallest=12)
        name = shown_name
        img = t.render(name, theme.GOLD if moving else theme.CREAM)
        at = img.get_rect(topleft=(x, p.y + 6 if p.h >= 60 else p.centery - img.get_height() // 2))
        surface.blit(img, at)
        self.mark("text", f"plate:{seat}", at, name)
        if inline and p.h >= 60:
            with fonts.unscaled():                    # a token of a fixed size, like the coins
                _favor_token(surface, (p.right - 62, p.y + 6 + img.get_height() // 2))
        elif favor and p.h >= 60:
            below = p.bottom - 18 if seat == self.me else p.y + 22 + img.get_height()
            with fonts.unscaled():
                _favor_token(surface, (p.right - 20, below), word=False)
        y = p.y + 8 + img.get_height()
        if seat == self.me:
            rows, size = self._packed(self._my_line(shown, seat, moving), p.w - 24, p.bottom - 28 - y)
            for i, line in enumerate(rows):
                t = fonts.fit("small", line, p.w - 24, size, smallest=9)
                if y + t.height > p.bottom - 28:          # the lines that fit above the chips
                    break
                surface.blit(t.render(line, theme.TEXT if i == 0 else theme.TEXT_DIM), (x, y))
                y += max(int(18 * size / 14), t.height)
            self._chips(surface, shown, seat, x, p.bottom - 26)
            return
        life, obol = shown.counter("life", seat), shown.counter("obol", seat)
        if p.h < 60:                                  # a strip: everything on one line
            roomy = st.hand.x - p.x > 300
            x, y = p.x + 20 + img.get_width() + ((70 if roomy else 32) if favor else 0), p.centery - 12
            if favor:
                _favor_token(surface, (p.x + 30 + img.get_width(), p.centery), word=roomy)
        x2 = _chip(surface, (x, y + 2), "♥", str(life), LIFE_RED)
        self.anchors[("life", seat)] = (x + 24, y + 12)
        x3 = _chip(surface, (x2 + 10, y + 2), "●", str(obol), OBOL_GOLD)
        self.anchors[("obol", seat)] = (x2 + 34, y + 12)
        n = len(shown.zones[f"hand:{seat}"].cards)
        img = fonts.render("small", 13, f"hand {n}", theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midleft=(st.hand.x, st.hand.centery)))
        self._chips(surface, shown, seat, x3 + 10, y + 6)

    def _my_line(self, shown, seat, moving):
        """The Round, and on the viewer's turn what it may still do."""
        head = f"Round {progress.round_number(shown)}"
        if self.phase == "combat":
            return [f"{head} · Combat"]
        if shown.over or not (moving and progress.turn(shown) == seat):
            return [head]
        dispelled, banished, conjured = progress.dispelled(shown), progress.banished_now(shown), progress.conjured(shown)
        dispel = "done" if dispelled else "once this turn"
        banish = "done" if banished else "once, after a Conjure" if not conjured else "ready"
        return [f"{head} · your turn", (f"Dispel: {dispel}", f"Dispel {'done' if dispelled else 'ready'}"),
                (f"Banish: {banish}", f"Banish {'done' if banished else 'ready' if conjured else 'later'}"),
                (f"Conjured this turn: {conjured}", f"Conjured {conjured}")]

    @staticmethod
    def _packed(lines, width, height):
        """The plate's lines and their text size, as they fit: every line in full when there is room,
        else the short forms joined with " · ", at the largest size that keeps every line (large text,
        a small window)."""
        full = [line if isinstance(line, str) else line[0] for line in lines]
        if len(full) * max(18, fonts.text("small", 14).height) <= height:
            return full, 14
        for size in range(14, 8, -1):
            t = fonts.text("small", size)
            rows = [full[0]]
            for line in lines[1:]:
                short = line if isinstance(line, str) else line[1]
                joined = f"{rows[-1]} · {short}"
                if len(rows) > 1 and t.width(joined) <= width:
                    rows[-1] = joined
                else:
                    rows.append(short)
            if len(rows) * max(int(18 * size / 14), t.height) <= height:
                return rows, size
        return rows, 9

    def _chips(self, surface, shown, seat, x, y):
        """This Combat's bonuses, where a seat has any."""
        for name, word in (("power_bonus", "Power"), ("damage_bonus", "damage"), ("shield", "shield")):
            v = shown.counters.get((name, seat), 0)
            if v:
                img = fonts.render("small", 13, f"{'+' if v > 0 and name != 'shield' else ''}{v} {word}",
                                   theme.HIGHLIGHT if v > 0 else LIFE_RED)
                theme.panel(surface, img.get_rect(topleft=(x, y)).inflate(10, 4), (40, 34, 20), 220, 6)
                surface.blit(img, (x, y))
                self.anchors[(name, seat)] = (x + img.get_width() // 2, y)
                x += img.get_width() + 16

    def _tokens(self, surface, shown):
        """The viewer's Obol (a coin: drop a card on it to Dispel) and Life."""
        if self.phase == "choose":
            return
        st = self.board.stations[self.me]
        for rect, name, value, color, word in ((st.obol, "obol", shown.counter("obol", self.me), OBOL_GOLD,
                                                "Obol"),
                                               (st.life, "life", shown.counter("life", self.me), LIFE_RED, "Life")):
            r = rect.w // 2
            c = (rect.centerx, rect.y + r)
            pygame.draw.circle(surface, (0, 0, 0), (c[0] + 2, c[1] + 3), r)
            pygame.draw.circle(surface, theme.mix(color, (20, 20, 20), 0.35), c, r)
            pygame.draw.circle(surface, color, c, r, 3)
            pygame.draw.circle(surface, theme.mix(color, (255, 255, 255), 0.3), c, r - 7, 1)
            big = fonts.render("title_bold", int(r * 1.05), str(value), theme.CREAM)
            surface.blit(big, big.get_rect(center=(c[0], c[1] - 1)))
            cap = f"{word} · max {shown.defs.constants.get('obol_cap', 9)}" if name == "obol" else word
            if fonts.fit("small", cap, rect.w + 10, 13, 10).width(cap) > rect.w + 10:
                cap = word                             # large text beside a small coin: the word alone
            img = fonts.fit("small", cap, rect.w + 10, 13, 10).render(cap, theme.TEXT_DIM)
            at = img.get_rect(midtop=(c[0], c[1] + r + 4))
            surface.blit(img, at)
            self.mark("panel", name, at.union(pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r)), cap)
            self.anchors[(name, self.me)] = c

    def _lit_words(self, surface, shown):
        """Over each lit place, what dropping the card there does."""
        uid = self.table.dragging if self.table.dragging is not None else self.table.selected
        if uid is None:
            return
        for target, action in self.table.drags.get(uid, []):
            rect = self.regions.get(target)
            if rect is None:
                continue
            text = _short(action)
            img = fonts.render("ui_bold", 13, text, theme.INK)
            box = img.get_rect(midbottom=(rect.centerx, rect.y - 6)).inflate(12, 6)
            box.clamp_ip(self.rect)
            pygame.draw.rect(surface, theme.TARGET, box, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))

    def _stage_words(self, shown, viewer) -> tuple[str, str]:
        """The set-up offer's title and the line under it."""
        choosers = progress.choosers(shown)
        who = choosers[0] if choosers else None
        if who is not None and who == viewer:
            title = "Choose your 4-Value Grim"
            sub = "Click one to take it into your deck · rest the pointer on a card to read it · ← → and Enter work too"
        elif who is not None:
            title = f"{shown.seats[who]} chooses a 4-Value Grim"
            sub = "The seat that plays last chooses first; Favor chooses last."
        else:
            title, sub = "The 4-Value Grim", ""
        return title, sub

    def stage_head(self, shown, viewer) -> int:
        """How far down the stage its title and line reach: the offered cards lie below."""
        title, sub = self._stage_words(shown, viewer)
        t = fonts.text("ui", 14)
        lines = t.wrap(sub, self.board.stage.w - 24) if sub else []
        return 4 + fonts.text("title", 28).height + len(lines) * t.height + 8

    def _stage(self, surface, shown, viewer):
        stage = self.board.stage
        title, sub = self._stage_words(shown, viewer)
        t = fonts.fit("title", title, stage.w - 24, 28, 16)
        img = t.render(title, theme.GOLD)
        surface.blit(img, img.get_rect(midtop=(stage.centerx, stage.y + 4)))
        self.mark("text", "stage", img.get_rect(midtop=(stage.centerx, stage.y + 4)), title)
        y = stage.y + 4 + img.get_height()
        t = fonts.text("ui", 14)
        for line in t.wrap(sub, stage.w - 24) if sub else []:
            small = t.render(line, theme.TEXT_DIM)
            surface.blit(small, small.get_rect(midtop=(stage.centerx, y)))
            self.mark("text", "stage", small.get_rect(midtop=(stage.centerx, y)), line)
            y += t.height
        for uid in shown.zones["choices"].cards:
            spot = self.table.spots.get(uid)
            if spot is not None and spot.visible:
                self.mark("pile", f"offer:{uid}", spot.rect)

    def draw_over(self, surface, shown, viewer):
        b = self.board
        if b is None:
            return
        for uid in self.veiled:
            sprite = self.table.sprites.get(uid)
            if sprite is None or sprite.moving:
                continue
            r = sprite.rect()
            tag = fonts.render("small", 12, "face down", theme.CREAM)
            box = tag.get_rect(midbottom=(r.centerx, r.bottom - 4)).inflate(10, 4)
            theme.panel(surface, box, (20, 14, 30), 215, 6)
            surface.blit(tag, tag.get_rect(center=box.center))
        n = len(shown.zones[f"hand:{self.me}"].cards)
        if n > 5:
            hand = b.stations[self.me].hand
            self.badge(surface, (hand.right - 10, hand.y + 12), f"{n} in hand")
        self._dear(surface, shown)
        if self.phase == "combat":
            self._powers(surface, shown)
        self._selected_face(surface, shown, viewer)
        if self.table.match.state.pending is not None and self.table.actions_ready:
            for uid in self.table.clicks:               # the cards a question may be answered with
                sprite = self.table.sprites.get(uid)
                if sprite is not None and not sprite.moving:
                    pygame.draw.rect(surface, theme.TARGET, sprite.rect().inflate(8, 8), width=3, border_radius=10)

    def _dear(self, surface, shown):
        """On the viewer's turn, the Spread cards it cannot pay for are dimmed, with their price."""
        if self.phase != "turn" or not self.table.actions_ready or not self.table.my_turn():
            return
        if self.table.match.state.pending is not None:
            return
        for uid in shown.zones["spread"].cards:
            sprite = self.table.sprites.get(uid)
            if uid in self.table.drags or sprite is None or sprite.moving:
                continue
            r = sprite.rect()
            surface.blit(_veil(tuple(r.size)), r.topleft)
            value = shown.defs.cards[shown.cards[uid].card_id].fields.get("value", 0)
            tag = fonts.render("ui_bold", 12, f"{value} Obol", theme.CREAM)
            box = tag.get_rect(midbottom=(r.centerx, r.bottom - 6)).inflate(12, 4)
            pygame.draw.rect(surface, (120, 40, 36), box, border_radius=box.h // 2)
            surface.blit(tag, tag.get_rect(center=box.center))

    def _selected_face(self, surface, shown, viewer):
        """A card picked with the keyboard is shown large beside it, as a card under the pointer is."""
        from scenes.cardface import render_face
        uid = self.table.selected
        if uid is None or self.table.dragging is not None or uid not in self.table.sprites:
            return
        if self.table.hover[0] is not None or not knows(shown, uid, viewer):
            return
        img = render_face(self.face(shown, uid), self.hover_width())
        src = self.table.sprites[uid].rect()
        r = img.get_rect(midleft=(src.right + 12, src.centery - 18))
        if r.right > self.rect.right:
            r.midright = (src.left - 12, src.centery - 18)
        r.clamp_ip(self.rect)
        surface.blit(img, r)

def _short(action) -> str:
    """What a drop does, in a few words."""
    kind = action.kind
    if kind == "dispel":
        value = action.label.rpartition("(+")[2].rstrip(")")
        return f"Dispel (+{value})" if value and value[0].isdigit() else "Dispel"
    if kind == "conjure":
        cost = action.label.rpartition("(")[2].rstrip(")")
        return f"Conjure · {cost}" if action.args[1] == "discard" else f"To hand · {cost}"
    return {"banish": "Banish", "play_grim": "Play as Grim", "play_bond": "Play as Bond", "use": "Play it",
            "choose_grim": "Take it"}.get(kind, str(action))


def _chip(surface, pos, sign, value, color) -> int:
    """A small counter: its sign in colour and its number; returns its right edge."""
    s = fonts.render("ui_bold", 15, sign, color)
    v = fonts.render("ui_bold", 17, value, theme.CREAM)
    w = s.get_width() + v.get_width() + 16
    box = pygame.Rect(pos[0], pos[1], w, 24)
    theme.panel(surface, box, (30, 30, 26), 220, 12, theme.mix(color, (0, 0, 0), 0.3))
    surface.blit(s, s.get_rect(midleft=(box.x + 6, box.centery)))
    surface.blit(v, v.get_rect(midleft=(box.x + 10 + s.get_width(), box.centery)))
    return box.right


def _favor_token(surface, center, word=True):
    x, y = int(center[0]), int(center[1])
    pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), 13)
    pygame.draw.circle(surface, theme.GOLD, (x, y), 13)
    pygame.draw.circle(surface, theme.HIGHLIGHT, (x, y), 13, 2)
    sun = fonts.render("ui_bold", 15, "☀", theme.INK)
    surface.blit(sun, sun.get_rect(center=(x, y)))
    if word:
        img = fonts.render("small", 12, "Favor", theme.GOLD)
        surface.blit(img, img.get_rect(midleft=(x + 16, y)))


@lru_cache(maxsize=8)
def _veil(size):
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (10, 12, 10, 120), layer.get_rect(), border_radius=max(4, size[0] // 14))
    return layer
