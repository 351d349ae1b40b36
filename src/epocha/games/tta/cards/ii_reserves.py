"""Reserves (Age II action card): gain either 3 resources or 3 food.

Rulings: as Age I Reserves (a chosen direct gain, always playable; a short blue bank gives
what it can).
"""

from __future__ import annotations

from .i_reserves import Reserves


class ReservesII(Reserves):
    key = "II:Reserves"
    text = "Gain either 3 resources or 3 food."
    text_cs = "Získej buď 3 suroviny, nebo 3 jídla."
    amount = 3
