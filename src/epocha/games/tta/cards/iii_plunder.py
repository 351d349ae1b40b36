"""Plunder (Age III aggression): as the Age I card (`i_plunder`), taking up to 7."""

from .i_plunder import Plunder


class PlunderIII(Plunder):
    key = "III:Plunder"
    amount = 7
    text = "Aggression. Take a total of 7 food and/or resources from the defender (your split)."
    text_cs = "Agrese. Vezměte napadenému celkem 7 jídel a/nebo surovin (rozdělení volíte vy)."
