"""The set-up's offer on the Banished table: the stage where the 4-Value Grim are offered, its title and the
line under it (measured, so the cards lie below them)."""
from __future__ import annotations

from game.banished import progress

from scenes import fonts, theme


class OfferPainting:
    """The offer half of ``BanishedPainting``."""

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
            spot = self.view.spots.get(uid)
            if spot is not None and spot.visible:
                self.mark("pile", f"offer:{uid}", spot.rect)
