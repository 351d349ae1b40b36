"""Reserves (Age III action card): gain either 4 resources or 4 food.

Rulings: as Age I Reserves (a chosen direct gain, always playable; a short blue bank gives
what it can).
"""

from __future__ import annotations

from .i_reserves import Reserves


class ReservesIII(Reserves):
    key = "III:Reserves"
    text = "Gain either 4 resources or 4 food."
    text_cs = "Získej buď 4 suroviny, nebo 4 jídla."
    amount = 4
