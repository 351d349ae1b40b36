"""Plunder (Age II aggression, 2006 edition): as the Age I card (`i_plunder`), worth 5."""

from ..ii_plunder import PlunderII
from .i_plunder import Plunder2006


class PlunderII2006(Plunder2006, PlunderII):
    key = "II:Plunder (2006)"
    amount = 5
    text = (
        "Aggression. The defender loses 5 food and resources in all, split as you choose; "
        "you produce as much."
    )
    text_cs = (
        "Agrese. Napadený ztratí celkem 5 jídel a surovin v poměru podle vaší volby; "
        "vy jich tolik vyprodukujete."
    )
