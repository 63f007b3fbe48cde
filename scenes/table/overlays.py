"""What the table draws: the cloth and the cards, the decision panel and its buttons, the hover view,
messages, a peek at hidden cards and the hot-seat curtain."""
from __future__ import annotations

import pygame

from game import engine
from game.engine.describe import zone_name

from scenes import cardface, fonts, theme
from scenes.table.gestures import HOVER_DELAY
from scenes.table.playback import PEEK_TIME
from scenes.table.sprites import Sprite
from scenes.table.top_bar import TOP_BAR
from scenes.table.visibility import knows
from scenes.widgets import wrapped

LIFT = 18                  # how far the selected card is raised


class Overlays:
    """The table's drawing: the cloth, the cards, the decision panel, hover, messages, peeks, the curtain; it
    keeps the cloth with what never moves drawn on it, and the veil behind a question."""

    def __init__(self, table):
        self.table = table
        self.felt = None
        self._board = self._board_key = None
        self._veil = None

    def resize(self, size) -> None:
        self.felt = theme.felt(size)

    def forget_board(self) -> None:
        """Draw the cloth again next frame (the cards' faces changed)."""
        self._board_key = None

    def draw_order(self) -> list[Sprite]:
        return sorted(self.table.sprites.values(), key=lambda s: (s.dragging, s.t < 1.0, s.spot.z))

    def _background(self) -> pygame.Surface:
        """The felt with what never moves drawn on it, kept until the layout changes."""
        t = self.table
        key = (t.app.size, t.layout.static_key())
        if self._board_key != key:
            board = self.felt.copy()
            t.layout.draw_static(board)
            self._board, self._board_key = board, key
        return self._board

    def draw(self, surface):
        t = self.table
        g = t.gestures
        t.marks.clear()
        if t.curtain is not None:
            surface.blit(self.felt, (0, 0))
            self._draw_curtain(surface)
            return
        surface.blit(self._background(), (0, 0))
        t.layout.draw_under(surface, t.shown, t.viewer)
        self._draw_targets(surface)
        light = t.light()
        if light is not None:
            light.draw_line(surface)
        selected = g.selected
        for sprite in self.draw_order():
            if not sprite.spot.visible and not sprite.moving:
                continue
            if sprite.dragging:
                continue
            lifted = sprite.uid == selected
            if lifted:
                y = sprite.y
                sprite.y -= LIFT
                sprite.draw(surface, lifted=True)
                sprite.y = y
            else:
                sprite.draw(surface)
        t.layout.draw_over(surface, t.shown, t.viewer)
        for effect in t.playback.effects:
            effect.draw(surface)
            box = getattr(effect, "box", None)
            if isinstance(box, pygame.Rect):
                t.marks.add("banner", "banner", box, getattr(effect, "text", ""))
        t.top_bar.draw(surface)
        t.log.you = t.you_seat()
        t.log.keep_clear(light.banner_rect() if light is not None else None)
        t.marks.add("panel", "log", t.log.rect if t.log.shown else t.log.tab)
        t.log.draw(surface, t.viewer)
        if t.peek is not None or self.asking():
            self._dim_behind(surface)
        if light is not None:                   # under the question, the drag, the refusal and the peek
            light.draw_lights(surface)
        if t.peek is None:                      # one decision at a time: the look first, then the question
            self._draw_decision(surface)
        if light is not None:
            light.draw_button_glow(surface)
        if g.dragging is not None:
            t.sprites[g.dragging].draw(surface, lifted=True)
            self._draw_drop_caption(surface)
        else:
            self._draw_hover(surface)
        self._draw_message(surface)
        if t.peek is not None:
            self._draw_peek(surface)

    def asking(self) -> bool:
        """A question waits for the viewer in the decision panel (not a move made on the table)."""
        t = self.table
        pending = t.match.state.pending
        return (bool(t.bar.buttons) and pending is not None and pending.seat == t.viewer
                and not t.watch and not t.playback.animating)

    def _dim_behind(self, surface):
        """A dialog is open: everything behind it dims, but the cards that answer it stay bright."""
        t = self.table
        veil = self._veil
        if veil is None or veil.get_size() != surface.get_size():
            veil = self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        if t.peek is not None:
            return
        answers = set(t.gestures.clicks) | set(t.gestures.drags)
        for sprite in self.draw_order():
            if sprite.uid in answers and (sprite.spot.visible or sprite.moving) and not sprite.dragging:
                lift = LIFT if sprite.uid == t.gestures.selected else 0
                sprite.y -= lift
                sprite.draw(surface, lifted=bool(lift))
                sprite.y += lift

    def _draw_peek(self, surface):
        """The hidden cards a seat looked at (the top of a deck, another's hand), until a click or a moment."""
        t = self.table
        zone, uids, seat = t.peek
        deck = zone in t.shown.zones and t.shown.zones[zone].visibility == engine.SECRET
        faces = [t.layout.face(t.shown, u) for u in uids if u in t.shown.cards]
        gap = 24
        room = t.table_rect.w - 40 - gap * (len(faces) + 1)
        width = int(max(60, min(t.layout.hover_width() * 0.8, room / max(1, len(faces)),
                                (t.table_rect.h - 150) / cardface.RATIO)))
        imgs = [cardface.render_face(f, width) if f else cardface.render_back(t.shown.game, width) for f in faces]
        w = sum(i.get_width() for i in imgs) + gap * (len(imgs) + 1)
        h = (imgs[0].get_height() if imgs else 100) + 130
        box = pygame.Rect(0, 0, max(w, 460), h)
        box.center = t.table_rect.center
        theme.panel(surface, box, theme.PANEL, 235, 14, theme.GOLD_DARK)
        title_text = peek_title(t.shown, zone, seat, t.viewer if not t.watch else None, uids)
        title = fonts.fit("title", title_text, box.w - 24, 26).render(title_text, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
        x = box.centerx - (w - 2 * gap) // 2
        for i, img in enumerate(imgs):
            surface.blit(img, (x, box.y + 56))
            if deck:
                cap = fonts.render("ui", 14, _ordinal(i), theme.TEXT_DIM)
                surface.blit(cap, cap.get_rect(midtop=(x + img.get_width() // 2, box.y + 60 + img.get_height())))
            x += img.get_width() + gap
        if t.peek_left is None:
            hint = fonts.render("ui", 14, "Click or press Enter to go on", theme.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 10)))
        else:
            full = PEEK_TIME * max(0.4, t.speed)
            bar = pygame.Rect(0, 0, int((box.w - 80) * max(0.0, t.peek_left) / full), 4)
            bar.midbottom = (box.centerx, box.bottom - 14)
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=2)

    def _draw_drop_caption(self, surface):
        """Over the dragged card: what dropping it on the lit place under the pointer does."""
        placed = self.drop_caption_box()
        if placed is None:
            return
        text, lines, box = placed
        pygame.draw.rect(surface, theme.TARGET, box, border_radius=min(box.h // 2, 16))
        pygame.draw.rect(surface, theme.INK, box, width=1, border_radius=min(box.h // 2, 16))
        y = box.centery - len(lines) * text.height // 2
        for line in lines:
            img = text.render(line, theme.INK)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += text.height

    def drop_caption_box(self):
        """(Text, lines, box) of the dragged card's caption, or None: the whole words on at most two lines,
        beside the card where they cover neither the place it would drop on nor what the layout keeps clear."""
        t, g = self.table, self.table.gestures
        if g.dragging is None:
            return None
        target = g.target_at(g.mouse)
        action = next((a for where, a in g.drags.get(g.dragging, []) if where == target), None)
        caption = t.layout.drop_caption(action, t.shown) if action is not None else ""
        if not caption:
            return None
        text, lines = wrapped("ui_bold", caption, min(380, t.table_rect.w - 60), 15, 12)
        box = pygame.Rect(0, 0, max(text.width(line) for line in lines) + 24, len(lines) * text.height + 10)
        card = t.sprites[g.dragging].rect()
        clear = [card] + [r for r in ([t.layout.regions.get(target)] + t.layout.keep_clear()) if r is not None]
        area = pygame.Rect(0, TOP_BAR + 2, t.app.size[0], t.app.size[1] - TOP_BAR - 2)
        gap = 10
        places = [dict(midbottom=(card.centerx, card.top - gap)), dict(midtop=(card.centerx, card.bottom + gap)),
                  dict(midright=(card.left - gap, card.centery)), dict(midleft=(card.right + gap, card.centery))]
        spot = t.layout.regions.get(target)
        if spot is not None:
            places += [dict(midbottom=(spot.centerx, spot.top - gap)), dict(midtop=(spot.centerx, spot.bottom + gap))]
        first = None
        for place in places:
            candidate = box.copy()
            setattr(candidate, *next(iter(place.items())))
            candidate.clamp_ip(area)
            first = first or candidate
            if candidate.collidelist(clear) < 0:
                return text, lines, candidate
        return text, lines, first

    def _draw_targets(self, surface):
        t = self.table
        lit = t.gestures.lit_targets()
        if not lit:
            return
        under = t.keys.aim if t.keys.aim is not None else t.gestures.target_at(t.gestures.mouse)
        for name in lit:
            rect = t.layout.regions.get(name)
            if rect is None:
                continue
            hot = name == under
            layer = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.TARGET, 70 if hot else 34), layer.get_rect(), border_radius=14)
            pygame.draw.rect(layer, (*theme.TARGET, 255 if hot else 170), layer.get_rect(), width=3,
                             border_radius=14)
            surface.blit(layer, rect.inflate(12, 12).topleft)

    def _draw_decision(self, surface):
        t = self.table
        if not t.bar.buttons:
            return
        bounds = t.bar.bounds()
        if bounds is None:
            return
        text, lines, box = self.decision_box(bounds)
        theme.panel(surface, box, theme.PANEL, 215, 12, theme.GOLD_DARK)
        t.marks.add("panel", "decision", box)
        y = box.y + 10
        for line in lines:
            img = text.render(line, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += text.height
        t.bar.draw(surface)
        tip = next((b.tooltip for b in t.bar.buttons if b.tooltip and b.hover), "")
        if tip:
            text = fonts.text("ui", 15)
            tip_lines = text.wrap(tip, 460)
            tip_box = pygame.Rect(0, 0, max(text.width(line) for line in tip_lines) + 24,
                                  len(tip_lines) * text.height + 14)
            tip_box.midbottom = (box.centerx, box.y - 8)
            theme.panel(surface, tip_box, (40, 34, 20), 235, 8, theme.GOLD_DARK)
            y = tip_box.y + 7
            for line in tip_lines:
                surface.blit(text.render(line, theme.CREAM), (tip_box.x + 12, y))
                y += text.height

    def decision_box(self, bounds: pygame.Rect):
        """(Text, the question's lines, the panel) of the decision panel round buttons at ``bounds``."""
        t = self.table
        pending = t.match.state.pending
        text = fonts.text("ui", 17)
        lines = []
        if pending is not None and pending.seat == t.viewer and not t.watch:
            lines = text.wrap(pending.prompt, max(bounds.w + 40, 420))
        box = bounds.inflate(28, 24)
        if lines:
            box.h += len(lines) * text.height + 6
            box.y -= len(lines) * text.height + 6
            box.w = max(box.w, max(text.width(line) for line in lines) + 40)
            box.centerx = bounds.centerx
        return text, lines, box

    def layout_bar(self) -> None:
        """Place the decision panel's buttons: in a row at the layout's anchor (in rows when too wide), off the
        cards the question is about."""
        t = self.table
        anchor = t.layout.decision_anchor()
        if anchor is None:
            anchor = (t.table_rect.centerx, t.table_rect.bottom - int(t.layout.card_width() * 1.75))
        t.bar.layout_row(anchor)
        bounds = t.bar.bounds()
        if bounds is not None and bounds.w > t.table_rect.w - 20:
            cols = max(1, (t.table_rect.w - 20) // 190)
            rows = (len(t.bar.buttons) + cols - 1) // cols
            y0 = anchor[1] - (rows - 1) * 22
            for i, b in enumerate(t.bar.buttons):
                r, c = divmod(i, cols)
                b.rect = pygame.Rect(t.table_rect.centerx - cols * 95 + c * 190, y0 + r * 44 - 18, 180, 38)
        clear_of_the_cards(t)

    def previewed(self):
        """The card whose big preview is open: at rest under the pointer a moment, known to the viewer."""
        t = self.table
        uid, rested = t.gestures.hover
        if uid is None or rested < HOVER_DELAY or uid not in t.sprites or t.gestures.press is not None:
            return None
        if t.gestures.dragging is not None or t.sprites[uid].moving or not knows(t.shown, uid, t.viewer):
            return None
        return uid if t.layout.face(t.shown, uid) is not None else None

    def _draw_hover(self, surface):
        t = self.table
        uid = self.previewed()
        if uid is None:
            return
        face = t.layout.face(t.shown, uid)
        sprite = t.sprites[uid]
        img = cardface.render_face(face, t.layout.hover_width())
        r = img.get_rect()
        src = sprite.rect()
        r.midleft = (src.right + 12, src.centery)
        if r.right > t.app.size[0] - 4:
            r.midright = (src.left - 12, src.centery)
        r.clamp_ip(pygame.Rect(0, TOP_BAR + 2, t.table_rect.right + 8, t.app.size[1] - TOP_BAR - 4))
        surface.blit(_big_shadow(r.size), r.move(6, 8))
        surface.blit(img, r)

    def _draw_message(self, surface):
        t = self.table
        text, left = t.message
        if left <= 0 or not text:
            return
        said = fonts.text("ui", 17)
        lines = said.wrap(text, min(640, t.table_rect.w - 60))
        h = len(lines) * said.height + 18
        w = max(said.width(line) for line in lines) + 36
        box = pygame.Rect(0, 0, w, h)
        box.center = (t.table_rect.centerx, t.table_rect.centery + t.table_rect.h // 8)
        theme.panel(surface, box, (60, 20, 16), int(230 * min(1.0, left * 2)), 10, theme.RED)
        y = box.y + 9
        for line in lines:
            img = said.render(line, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += said.height

    def _draw_curtain(self, surface):
        t = self.table
        name = t.match.names[t.curtain]
        box = pygame.Rect(0, 0, 560, 220)
        box.center = (t.app.size[0] // 2, t.app.size[1] // 2)
        theme.panel(surface, box, theme.PANEL, 235, 16, theme.GOLD_DARK)
        title = fonts.render("title", 40, f"Pass the screen to {name}", theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 30)))
        for i, line in enumerate((f"{name}, click or press Enter when you are ready.",
                                  "Nobody else should see this hand.")):
            img = fonts.render("ui", 17, line, theme.TEXT if i == 0 else theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 110 + i * 30)))


def peek_title(shown, zone: str, seat: int, viewer, uids=()) -> str:
    """'You look at the top of the table deck', 'Ann looks at Bob's hand and Bob's Grim slot':
    worded from the zone looked at (and the other places the cards lie)."""
    who = "You look" if viewer is not None and seat == viewer else f"{shown.seats[seat]} looks"
    if zone not in shown.zones:
        return f"{who} at hidden cards"
    where = zone_name(shown, zone)
    if shown.zones[zone].visibility == engine.SECRET:
        return f"{who} at the top of {where}"
    also = dict.fromkeys(shown.cards[u].zone for u in uids if u in shown.cards and shown.cards[u].zone != zone)
    places = [where] + [zone_name(shown, z) for z in also]
    return f"{who} at {', '.join(places[:-1])} and {places[-1]}" if len(places) > 1 else f"{who} at {where}"


def _ordinal(i: int) -> str:
    """The place of the (i+1)-th card from the top: 'top', '2nd', '3rd', '4th'."""
    return "top" if i == 0 else f"{i + 1}{'nd' if i == 1 else 'rd' if i == 2 else 'th'}"


def _big_shadow(size):
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 110), s.get_rect(), border_radius=18)
    return s


def clear_of_the_cards(table) -> None:
    """Move the decision panel off the cards it is about: the viewer's hand (a selected card's lift
    included) and the cards that answer it; to the nearest height on the table where it hides none."""
    bounds = table.bar.bounds()
    if bounds is None:
        return
    hand = [table.spots[u].rect.inflate(0, 2 * LIFT) for z, zone in table.shown.zones.items()
            if z.partition(":")[0] in table.layout.hand_kinds and zone.owner == table.viewer
            for u in zone.cards if u in table.spots and table.spots[u].visible]
    answers = [table.spots[u].rect.inflate(8, 8) for u in set(table.gestures.clicks) | set(table.gestures.drags)
               if u in table.spots and table.spots[u].visible]
    about = hand + answers
    box = table.overlays.decision_box(bounds)[2]
    if not about or box.collidelist(about) < 0:
        return
    area = table.table_rect
    tops = {r.top - 6 - box.h for r in about} | {r.bottom + 6 for r in about}
    for top in sorted(tops, key=lambda y: abs(y - box.top)):
        trial = box.move(0, top - box.top)
        if area.contains(trial) and trial.collidelist(about) < 0:
            for b in table.bar.buttons:
                b.rect.move_ip(0, top - box.top)
            return
