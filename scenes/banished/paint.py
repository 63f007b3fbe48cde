"""How the Banished table is drawn: the piles and slots with their labels, the Spread and the altar, what a
dragged card would do where, and the marks over the cards (face down, too dear, a picked card's face).  The
plates are ``plates``, the set-up's offer ``offer``, the Combat arena ``arena``."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.banished import progress

from scenes import fonts, theme
from scenes.banished.arena import ArenaPainting, dashed
from scenes.banished.geometry import outline
from scenes.banished.offer import OfferPainting
from scenes.banished.panel import PlatePainting
from scenes.table.visibility import knows
from scenes.widgets import fitted

PILE_WORDS = {"deck": "Deck", "discard": "Discard", "banished": "Banished"}
PILE_SHORT = {"deck": "Deck", "discard": "Disc.", "banished": "Ban."}       # a narrow pile's label
LABEL_ROOM = 1.15
CORNER_LEGEND = "Value (its cost) top left · top right Power"     # between a V and a P, as on the cards


class BanishedPainting(PlatePainting, OfferPainting, ArenaPainting):
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
                self._label(surface, outline(card),
                            (f"{word} · {n}", f"{PILE_SHORT[kind]} {n}", str(n)) if n else (word, PILE_SHORT[kind]),
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
        at = (img.get_rect(midtop=(rect.centerx, rect.y + 4)) if center
              else img.get_rect(topleft=(rect.x + 8, rect.y + 4)))
        surface.blit(img, at)
        self.mark("text", owner, at, form)
        return at

    def _lit_words(self, surface, shown):
        """Over each lit place, what dropping the card there does."""
        uid = self.view.held
        if uid is None:
            return
        for target, action in self.view.drags.get(uid, []):
            rect = self.regions.get(target)
            if rect is None:
                continue
            text = _short(action)
            img = fonts.render("ui_bold", 13, text, theme.INK)
            box = img.get_rect(midbottom=(rect.centerx, rect.y - 6)).inflate(12, 6)
            box.clamp_ip(self.rect)
            pygame.draw.rect(surface, theme.TARGET, box, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))

    def draw_over(self, surface, shown, viewer):
        b = self.board
        if b is None:
            return
        for uid in self.veiled:
            sprite = self.view.sprites.get(uid)
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
        if self.view.pending is not None and self.view.actions_ready:
            for uid in self.view.clicks:               # the cards a question may be answered with
                sprite = self.view.sprites.get(uid)
                if sprite is not None and not sprite.moving:
                    pygame.draw.rect(surface, theme.TARGET, sprite.rect().inflate(8, 8), width=3, border_radius=10)

    def _dear(self, surface, shown):
        """On the viewer's turn, the Spread cards it cannot pay for are dimmed, with their price."""
        if self.phase != "turn" or not self.view.actions_ready or not self.view.my_turn():
            return
        if self.view.pending is not None:
            return
        for uid in shown.zones["spread"].cards:
            sprite = self.view.sprites.get(uid)
            if uid in self.view.drags or sprite is None or sprite.moving:
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
        uid = self.view.selected
        if uid is None or self.view.dragging is not None or uid not in self.view.sprites:
            return
        if self.view.hovering is not None or not knows(shown, uid, viewer):
            return
        img = render_face(self.face(shown, uid), self.hover_width())
        src = self.view.sprites[uid].rect()
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


@lru_cache(maxsize=8)
def _veil(size):
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (10, 12, 10, 120), layer.get_rect(), border_radius=max(4, size[0] // 14))
    return layer
