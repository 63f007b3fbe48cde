"""What the table draws: the cloth and the cards, the top bar, the decision panel and its buttons, the hover
view, messages, a peek at hidden cards and the hot-seat curtain."""
from __future__ import annotations

import time

import pygame

from game import engine
from game.engine.describe import zone_name

from scenes import cardface, fonts, theme
from scenes.catalog import title_of
from scenes.table.visibility import knows
from scenes.table.playback import HOVER_DELAY, PEEK_TIME
from scenes.table.sprites import Sprite
from scenes.widgets import Button, wrapped

TOP_BAR = 44
LIFT = 18                  # how far the selected card is raised
GUIDE_WAITING = "Read the step, then press Next (or Enter) to go on."


class Overlays:
    """The table's drawing: cards, the top bar, the decision panel, hover, messages, peeks, the curtain."""

    def draw_order(self) -> list[Sprite]:
        return sorted(self.sprites.values(), key=lambda s: (s.dragging, s.t < 1.0, s.spot.z))

    def _background(self) -> pygame.Surface:
        """The felt with what never moves drawn on it, kept until the layout changes."""
        key = (self.app.size, self.layout.static_key())
        if getattr(self, "_board_key", None) != key:
            board = self._felt.copy()
            self.layout.draw_static(board)
            self._board, self._board_key = board, key
        return self._board

    def draw(self, surface):
        self.marks.clear()
        if self.curtain is not None:
            surface.blit(self._felt, (0, 0))
            self._draw_curtain(surface)
            return
        surface.blit(self._background(), (0, 0))
        self.layout.draw_under(surface, self.shown, self.viewer)
        self._draw_targets(surface)
        light = self.light()
        if light is not None:
            light.draw_line(surface)
        selected = self.selected
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
        self.layout.draw_over(surface, self.shown, self.viewer)
        for effect in self.effects:
            effect.draw(surface)
            box = getattr(effect, "box", None)
            if isinstance(box, pygame.Rect):
                self.marks.add("banner", "banner", box, getattr(effect, "text", ""))
        self._draw_top(surface)
        self.log.you = self.you_seat()
        self.log.keep_clear(light.banner_rect() if light is not None else None)
        self.marks.add("panel", "log", self.log.rect if self.log.shown else self.log.tab)
        self.log.draw(surface, self.viewer)
        if self.peek is not None or self.asking():
            self._dim_behind(surface)
        if light is not None:                   # under the question, the drag, the refusal and the peek
            light.draw_lights(surface)
        if self.peek is None:                   # one decision at a time: the look first, then the question
            self._draw_decision(surface)
        if light is not None:
            light.draw_button_glow(surface)
        if self.dragging is not None:
            self.sprites[self.dragging].draw(surface, lifted=True)
            self._draw_drop_caption(surface)
        else:
            self._draw_hover(surface)
        self._draw_message(surface)
        if self.peek is not None:
            self._draw_peek(surface)

    def asking(self) -> bool:
        """A question waits for the viewer in the decision panel (not a move made on the table)."""
        pending = self.match.state.pending
        return (bool(self.bar.buttons) and pending is not None and pending.seat == self.viewer
                and not self.watch and not self.animating)

    def _dim_behind(self, surface):
        """A dialog is open: everything behind it dims, but the cards that answer it stay bright."""
        veil = getattr(self, "_veil", None)
        if veil is None or veil.get_size() != surface.get_size():
            veil = self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        if self.peek is not None:
            return
        answers = set(self.clicks) | set(self.drags)
        for sprite in self.draw_order():
            if sprite.uid in answers and (sprite.spot.visible or sprite.moving) and not sprite.dragging:
                lift = LIFT if sprite.uid == self.selected else 0
                sprite.y -= lift
                sprite.draw(surface, lifted=bool(lift))
                sprite.y += lift

    def _draw_peek(self, surface):
        """The hidden cards a seat looked at (the top of a deck, another's hand), until a click or a moment."""
        zone, uids, seat = self.peek
        deck = zone in self.shown.zones and self.shown.zones[zone].visibility == engine.SECRET
        faces = [self.layout.face(self.shown, u) for u in uids if u in self.shown.cards]
        gap = 24
        room = self.table_rect.w - 40 - gap * (len(faces) + 1)
        width = int(max(60, min(self.layout.hover_width() * 0.8, room / max(1, len(faces)),
                                (self.table_rect.h - 150) / cardface.RATIO)))
        imgs = [cardface.render_face(f, width) if f else cardface.render_back(self.shown.game, width) for f in faces]
        w = sum(i.get_width() for i in imgs) + gap * (len(imgs) + 1)
        h = (imgs[0].get_height() if imgs else 100) + 130
        box = pygame.Rect(0, 0, max(w, 460), h)
        box.center = self.table_rect.center
        theme.panel(surface, box, theme.PANEL, 235, 14, theme.GOLD_DARK)
        title_text = peek_title(self.shown, zone, seat, self.viewer if not self.watch else None, uids)
        title = fonts.fit("title", title_text, box.w - 24, 26).render(title_text, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 12)))
        x = box.centerx - (w - 2 * gap) // 2
        for i, img in enumerate(imgs):
            surface.blit(img, (x, box.y + 56))
            if deck:
                cap = fonts.render("ui", 14, _ordinal(i), theme.TEXT_DIM)
                surface.blit(cap, cap.get_rect(midtop=(x + img.get_width() // 2, box.y + 60 + img.get_height())))
            x += img.get_width() + gap
        if self.peek_left is None:
            hint = fonts.render("ui", 14, "Click or press Enter to go on", theme.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 10)))
        else:
            full = PEEK_TIME * max(0.4, self.speed)
            bar = pygame.Rect(0, 0, int((box.w - 80) * max(0.0, self.peek_left) / full), 4)
            bar.midbottom = (box.centerx, box.bottom - 14)
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=2)

    def _draw_drop_caption(self, surface):
        """Over the dragged card: what dropping it on the lit place under the pointer does."""
        placed = self.drop_caption_box()
        if placed is None:
            return
        t, lines, box = placed
        pygame.draw.rect(surface, theme.TARGET, box, border_radius=min(box.h // 2, 16))
        pygame.draw.rect(surface, theme.INK, box, width=1, border_radius=min(box.h // 2, 16))
        y = box.centery - len(lines) * t.height // 2
        for line in lines:
            img = t.render(line, theme.INK)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += t.height

    def drop_caption_box(self):
        """(Text, lines, box) of the dragged card's caption, or None: the whole words on at most two lines,
        beside the card where they cover neither the place it would drop on nor what the layout keeps clear."""
        if self.dragging is None:
            return None
        target = self.target_at(self.mouse)
        action = next((a for t, a in self.drags.get(self.dragging, []) if t == target), None)
        text = self.layout.drop_caption(action, self.shown) if action is not None else ""
        if not text:
            return None
        t, lines = wrapped("ui_bold", text, min(380, self.table_rect.w - 60), 15, 12)
        box = pygame.Rect(0, 0, max(t.width(line) for line in lines) + 24, len(lines) * t.height + 10)
        card = self.sprites[self.dragging].rect()
        clear = [card] + [r for r in ([self.layout.regions.get(target)] + self.layout.keep_clear()) if r is not None]
        area = pygame.Rect(0, TOP_BAR + 2, self.app.size[0], self.app.size[1] - TOP_BAR - 2)
        gap = 10
        places = [dict(midbottom=(card.centerx, card.top - gap)), dict(midtop=(card.centerx, card.bottom + gap)),
                  dict(midright=(card.left - gap, card.centery)), dict(midleft=(card.right + gap, card.centery))]
        spot = self.layout.regions.get(target)
        if spot is not None:
            places += [dict(midbottom=(spot.centerx, spot.top - gap)), dict(midtop=(spot.centerx, spot.bottom + gap))]
        first = None
        for place in places:
            candidate = box.copy()
            setattr(candidate, *next(iter(place.items())))
            candidate.clamp_ip(area)
            first = first or candidate
            if candidate.collidelist(clear) < 0:
                return t, lines, candidate
        return t, lines, first

    def _draw_targets(self, surface):
        lit = self.lit_targets()
        if not lit:
            return
        under = self.aim if self.aim is not None else self.target_at(self.mouse)
        for name in lit:
            rect = self.layout.regions.get(name)
            if rect is None:
                continue
            hot = name == under
            layer = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.TARGET, 70 if hot else 34), layer.get_rect(), border_radius=14)
            pygame.draw.rect(layer, (*theme.TARGET, 255 if hot else 170), layer.get_rect(), width=3,
                             border_radius=14)
            surface.blit(layer, rect.inflate(12, 12).topleft)

    def _draw_top(self, surface):
        surface.blit(theme.panel_layer((self.app.size[0], TOP_BAR), (8, 14, 12), 210, 0, None), (0, 0))
        title = self.top_title(getattr(self, "top_compact", False)).render(title_of(self.match.game), theme.GOLD)
        surface.blit(title, (14, (TOP_BAR - title.get_height()) // 2))
        self.marks.add("text", "top", title.get_rect(topleft=(14, (TOP_BAR - title.get_height()) // 2)))
        status = self.top_status()
        x = title.get_width() + 14 + 16
        room = max(40, (self.top_buttons.bounds().x if self.top_buttons.bounds() else x + 400) - x - 12)
        t, lines = status_lines(status, room)
        y = (TOP_BAR - len(lines) * t.height) // 2
        for line in lines:
            img = t.render(line, theme.TEXT)
            surface.blit(img, (x, y))
            self.marks.add("text", "top", img.get_rect(topleft=(x, y)), line)
            y += t.height
        self.top_buttons.draw(surface)
        for b in self.top_buttons.buttons:
            self.marks.add("button", f"button:{b.label}", b.rect, b.label)

    def top_status(self) -> str:
        """The top bar's status line: whose move it is and what to do, a computer thinking, a guided
        step waiting to be read, a replay's step."""
        if self.guide is not None and self.guide.waiting():
            return GUIDE_WAITING
        thinking = self.seats.thinking()
        if thinking is not None and time.perf_counter() - thinking.started > 0.3:
            return f"{self.match.names[thinking.seat]} is thinking…"
        return self.replay_status() if self.watch else self.prompt

    def _draw_decision(self, surface):
        if not self.bar.buttons:
            return
        bounds = self.bar.bounds()
        if bounds is None:
            return
        t, lines, box = self.decision_box(bounds)
        theme.panel(surface, box, theme.PANEL, 215, 12, theme.GOLD_DARK)
        self.marks.add("panel", "decision", box)
        y = box.y + 10
        for line in lines:
            img = t.render(line, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += t.height
        self.bar.draw(surface)
        tip = next((b.tooltip for b in self.bar.buttons if b.tooltip and b.hover), "")
        if tip:
            t = fonts.text("ui", 15)
            tip_lines = t.wrap(tip, 460)
            tip_box = pygame.Rect(0, 0, max(t.width(line) for line in tip_lines) + 24, len(tip_lines) * t.height + 14)
            tip_box.midbottom = (box.centerx, box.y - 8)
            theme.panel(surface, tip_box, (40, 34, 20), 235, 8, theme.GOLD_DARK)
            y = tip_box.y + 7
            for line in tip_lines:
                surface.blit(t.render(line, theme.CREAM), (tip_box.x + 12, y))
                y += t.height

    def decision_box(self, bounds: pygame.Rect):
        """(Text, the question's lines, the panel) of the decision panel round buttons at ``bounds``."""
        pending = self.match.state.pending
        t = fonts.text("ui", 17)
        lines = []
        if pending is not None and pending.seat == self.viewer and not self.watch:
            lines = t.wrap(pending.prompt, max(bounds.w + 40, 420))
        box = bounds.inflate(28, 24)
        if lines:
            box.h += len(lines) * t.height + 6
            box.y -= len(lines) * t.height + 6
            box.w = max(box.w, max(t.width(line) for line in lines) + 40)
            box.centerx = bounds.centerx
        return t, lines, box

    def _button(self, action: engine.Action) -> Button:
        label = self.layout.button_label(action)
        return Button(label, lambda a=action: self.act(a), cancel=self.layout.is_cancel(action),
                      tooltip=str(action) if str(action) != label else "")

    def _layout_bar(self):
        anchor = self.layout.decision_anchor()
        if anchor is None:
            anchor = (self.table_rect.centerx, self.table_rect.bottom - int(self.layout.card_width() * 1.75))
        self.bar.layout_row(anchor)
        bounds = self.bar.bounds()
        if bounds is not None and bounds.w > self.table_rect.w - 20:
            cols = max(1, (self.table_rect.w - 20) // 190)
            rows = (len(self.bar.buttons) + cols - 1) // cols
            y0 = anchor[1] - (rows - 1) * 22
            for i, b in enumerate(self.bar.buttons):
                r, c = divmod(i, cols)
                b.rect = pygame.Rect(self.table_rect.centerx - cols * 95 + c * 190, y0 + r * 44 - 18, 180, 38)
        clear_of_the_cards(self)

    def previewed(self):
        """The card whose big preview is open: at rest under the pointer a moment, known to the viewer."""
        uid, t = self.hover
        if uid is None or t < HOVER_DELAY or uid not in self.sprites or self.press is not None:
            return None
        if self.dragging is not None or self.sprites[uid].moving or not knows(self.shown, uid, self.viewer):
            return None
        return uid if self.layout.face(self.shown, uid) is not None else None

    def _draw_hover(self, surface):
        uid = self.previewed()
        if uid is None:
            return
        face = self.layout.face(self.shown, uid)
        sprite = self.sprites[uid]
        img = cardface.render_face(face, self.layout.hover_width())
        r = img.get_rect()
        src = sprite.rect()
        r.midleft = (src.right + 12, src.centery)
        if r.right > self.app.size[0] - 4:
            r.midright = (src.left - 12, src.centery)
        r.clamp_ip(pygame.Rect(0, TOP_BAR + 2, self.table_rect.right + 8, self.app.size[1] - TOP_BAR - 4))
        surface.blit(_big_shadow(r.size), r.move(6, 8))
        surface.blit(img, r)

    def _draw_message(self, surface):
        text, left = self.message
        if left <= 0 or not text:
            return
        t = fonts.text("ui", 17)
        lines = t.wrap(text, min(640, self.table_rect.w - 60))
        h = len(lines) * t.height + 18
        w = max(t.width(line) for line in lines) + 36
        box = pygame.Rect(0, 0, w, h)
        box.center = (self.table_rect.centerx, self.table_rect.centery + self.table_rect.h // 8)
        theme.panel(surface, box, (60, 20, 16), int(230 * min(1.0, left * 2)), 10, theme.RED)
        y = box.y + 9
        for line in lines:
            img = t.render(line, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += t.height

    def _draw_curtain(self, surface):
        name = self.match.names[self.curtain]
        box = pygame.Rect(0, 0, 560, 220)
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        theme.panel(surface, box, theme.PANEL, 235, 16, theme.GOLD_DARK)
        title = fonts.render("title", 40, f"Pass the screen to {name}", theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 30)))
        for i, line in enumerate((f"{name}, click or press Enter when you are ready.",
                                  "Nobody else should see this hand.")):
            img = fonts.render("ui", 17, line, theme.TEXT if i == 0 else theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 110 + i * 30)))


def status_lines(status: str, room: int):
    """The top bar's status line in ``room``: one line when it fits, else two (or three) smaller lines that
    fit the bar's height, cut only when nothing smaller fits.  Returns (the Text, the lines)."""
    if fonts.text("ui", 16).width(status) <= room:
        return fonts.text("ui", 16), [status]
    for lines_most in (2, 3):
        size = 13
        while size > 8 and lines_most * fonts.text("ui", size).height > TOP_BAR - 2:
            size -= 1
        t = fonts.text("ui", size)
        lines = t.wrap(status, room)
        if len(lines) <= lines_most and all(t.width(line) <= room for line in lines):
            return t, lines
    return wrapped("ui", status, room, size, size, max_lines=lines_most)


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
    answers = [table.spots[u].rect.inflate(8, 8) for u in set(table.clicks) | set(table.drags)
               if u in table.spots and table.spots[u].visible]
    about = hand + answers
    box = table.decision_box(bounds)[2]
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
