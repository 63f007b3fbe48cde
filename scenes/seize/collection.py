"""A profile's collection on screen: every card by value and suit, marks and all; the reserve dimmed."""
from __future__ import annotations

import pygame

from game.seize import profiles
from game.seize.cardset import table as seize_table
from scenes import cardface, fonts, theme
from scenes.scene import Scene
from scenes.widgets import Button, ButtonBar

ENLARGED_W = 230            # a card under the pointer is shown this wide beside it


class ProfileScene(Scene):
    """A profile's collection: every card by value and suit, marks and all; the reserve dimmed."""

    def __init__(self, app, profile):
        super().__init__(app)
        self.profile = profile
        self.t = seize_table(app.cards.game("seize"))
        deck = profiles.deck_for_table(profile, cards=app.cards)
        self.in_deck = {r["id"] for r in deck}
        self.bar = ButtonBar([Button("Back", app.pop, primary=True, cancel=True)])
        self._felt = None
        self.mouse = (-1, -1)
        self.cards_at: list = []            # (rect, face) of each cell's cards as last drawn, top one last

    def resize(self, size):
        self._felt = theme.felt(size)
        self.bar.layout_row((size[0] // 2, size[1] - 36))

    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.bar.handle(event):
            return
        super().handle_event(event)

    def draw(self, surface):
        from scenes.cardface import face_for, render_face
        surface.blit(self._felt, (0, 0))
        w, h = self.app.size
        p = self.profile
        title = fonts.render("title", 40, p.name, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(w // 2, 12)))
        sub = (f"Run {p.run} · {len(p.collection)} cards · {len(self.in_deck)} in the deck for the table, "
               f"{len(p.collection) - len(self.in_deck)} in reserve · pots won {p.pots_won}, lost {p.pots_lost} · "
               f"{p.flames} lost to the flames")
        img = fonts.fit("ui", sub, w - 40, 15).render(sub, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(w // 2, 62)))
        t = self.t
        cells = {}
        for rec in p.collection:
            cells.setdefault((rec["card"], rec["suit"]), []).append(rec)
        cols = t.suit_ids
        rows = t.by_value
        top, bottom = 96, h - 80
        cell_h = (bottom - top - 24) // max(1, len(rows))
        card_w = max(30, min(int(cell_h / cardface.RATIO) - 2, 70))
        cell_w = min(150, (w - 160) // max(1, len(cols)))
        x0 = (w - cell_w * len(cols)) // 2 + 40
        for j, suit in enumerate(cols):
            sign = fonts.render("ui_bold", 18, f"{t.sign(suit)} {t.suit_name(suit)}", theme.CREAM)
            surface.blit(sign, sign.get_rect(midtop=(x0 + j * cell_w + cell_w // 2, top)))
        defs = self.app.cards.game("seize").cards
        self.cards_at = []
        for i, cid in enumerate(rows):
            y = top + 24 + i * cell_h
            name = fonts.render("title_bold", 17, f"{t.names[cid]} {t.value[cid]}", theme.TEXT)
            surface.blit(name, name.get_rect(midright=(x0 - 12, y + cell_h // 2)))
            for j, suit in enumerate(cols):
                recs = cells.get((cid, suit), [])
                for k, rec in enumerate(recs[:4]):
                    props = {"suit": rec["suit"]}
                    if rec.get("drained"):
                        props["drained"] = True
                    if rec.get("restored_from"):
                        props["restored_from"] = tuple(rec["restored_from"])
                    face = face_for("seize", defs[cid], props)
                    img = render_face(face, card_w)
                    if rec["id"] not in self.in_deck:
                        img = img.copy()
                        img.set_alpha(110)
                    at = (x0 + j * cell_w + 8 + k * 12, y + 2 + k * 3)
                    surface.blit(img, at)
                    self.cards_at.append((img.get_rect(topleft=at), face))
                if len(recs) > 1:
                    badge = fonts.render("ui_bold", 13, f"×{len(recs)}", theme.GOLD)
                    surface.blit(badge, (x0 + j * cell_w + card_w + 14 + min(3, len(recs) - 1) * 12, y + 4))
        note = fonts.render("ui", 13, "Dimmed cards wait in reserve: a deck holds at most seven of one value.",
                            theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midbottom=(w // 2, h - 64)))
        self.bar.draw(surface)
        self._draw_enlarged(surface)

    def enlarged(self):
        """The face of the card under the pointer (the top one of its cell), or None."""
        return next((face for rect, face in reversed(self.cards_at) if rect.collidepoint(self.mouse)), None)

    def _draw_enlarged(self, surface):
        face = self.enlarged()
        if face is None:
            return
        img = cardface.render_face(face, min(ENLARGED_W, surface.get_width() // 3))
        r = img.get_rect(midleft=(self.mouse[0] + 24, self.mouse[1]))
        if r.right > surface.get_width() - 8:
            r.midright = (self.mouse[0] - 24, self.mouse[1])
        r.clamp_ip(surface.get_rect().inflate(-16, -16))
        shadow = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=14)
        surface.blit(shadow, r.move(6, 8))
        surface.blit(img, r)
