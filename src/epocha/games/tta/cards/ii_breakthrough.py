"""Breakthrough (Age II action card): develop a technology, then score 3 science.

Rulings: as Age I Breakthrough (the science cost is paid first and the bonus never helps;
a revolution may be declared instead, its full action cost replacing the card's civil
action; the bonus is scored after a revolution too).
"""

from __future__ import annotations

from .i_breakthrough import Breakthrough


class BreakthroughII(Breakthrough):
    key = "II:Breakthrough"
    text = (
        "Develop a technology without a civil action; after paying its science, score 3 science. "
        "Or declare a revolution instead, paying its full cost in actions in place of this card's."
    )
    text_cs = (
        "Vyviň technologii bez civilní akce; po zaplacení její ceny získej 3 body vědy. Nebo místo "
        "toho vyhlas revoluci a zaplať její plnou cenu v akcích místo ceny této karty."
    )
    bonus = 3
