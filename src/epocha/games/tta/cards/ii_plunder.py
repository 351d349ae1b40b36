"""Plunder (Age II aggression): as the Age I card (`i_plunder`), taking up to 5."""

from .i_plunder import Plunder


class PlunderII(Plunder):
    key = "II:Plunder"
    amount = 5
    text = "Aggression. Take a total of 5 food and/or resources from the defender (your split)."
    text_cs = "Agrese. Vezměte napadenému celkem 5 jídel a/nebo surovin (rozdělení volíte vy)."
