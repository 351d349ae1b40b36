"""Optics (age 3, red, crown).

Rulings:
- Without a crown on the melded card, the player first picks an opponent with fewer points
  (compared after the meld), then the score card to give (BGA's order). With no such opponent
  nothing is transferred (this is always so with an empty score pile).
"""

from epocha.engine.message import msg, seat

from ..effects import Card, Effect

card = Card("Optics")


@card.shared(
    "Draw and meld a 3. If it has a crown, draw and score a 4. Otherwise, transfer a card from "
    "your score pile to the score pile of an opponent with fewer points than you.",
    cs="Vezmi si a vylož kartu 3. Pokud má korunu, vezmi si a oboduj kartu 4. Jinak přesuň "
    "kartu ze svého vlivu do vlivu soupeře, který má méně bodů vlivu než ty.",
)
class MeldAThree(Effect):
    def start(self, ctx):
        melded = ctx.draw_and_meld(3)
        if ctx.has(melded, "crown"):
            ctx.draw_and_score(4)
            return
        poorer = [p for p in ctx.opponents if ctx.points(p) < ctx.points()]
        ctx.choose_player(
            poorer,
            prompt=msg("Choose an opponent with fewer points to receive a card from your score pile"),
            then=self.opponent_chosen,
        )

    def opponent_chosen(self, ctx, player):
        if player is None:
            return
        ctx.vars["to"] = player
        ctx.choose_card(
            ctx.score_pile(),
            prompt=msg("Transfer a card from your score pile to {player}'s score pile", player=seat(player)),
            then=self.chosen,
        )

    def chosen(self, ctx, card):
        if card is not None:
            ctx.transfer(card, ctx.vars["to"], "score")
