"""Reading a player's board: top cards, piles, splays and visible icon counts."""

from __future__ import annotations

from .catalog import AGE_OF, CARDS, COLORS, ICONS
from .state import InnovationState

ICON_INDEX = {icon: i for i, icon in enumerate(ICONS)}

# Icon counts packed into one integer, a field of 11 bits per icon: 10 for the count (a board
# shows far fewer than 1024 of any icon) and a guard bit above it, always 0, so a board's
# counts are a plain sum of integers and "each icon at least n" one subtraction (Empire):
# counting icons is in every dogma and every special-achievement check.
_BITS = 11
_FIELD = (1 << (_BITS - 1)) - 1
_SHIFTS = tuple(_BITS * i for i in range(len(ICONS)))
_GUARDS = sum(1 << (shift + _BITS - 1) for shift in _SHIFTS)


def _pack(counts: tuple[int, ...]) -> int:
    return sum(n << shift for n, shift in zip(counts, _SHIFTS, strict=True))


_PACKED_TOP = {name: _pack(card.shown["top"]) for name, card in CARDS.items()}
_PACKED_UNDER = {
    splay: {name: _pack(card.shown[splay]) for name, card in CARDS.items()}
    for splay in ("left", "right", "up")
}
ICON_SHIFT = {icon: shift for icon, shift in zip(ICONS, _SHIFTS, strict=True)}
PACKED_TOP, PACKED_UNDER = _PACKED_TOP, _PACKED_UNDER  # (for moves that keep the counts)


def top_cards(s: InnovationState, p: int) -> list[str]:
    """Top cards in colour order."""
    return [pile[-1] for pile in s.boards[p].values() if pile]


def top_card(s: InnovationState, p: int, color: str) -> str | None:
    pile = s.boards[p][color]
    return pile[-1] if pile else None


def colors_on_board(s: InnovationState, p: int) -> list[str]:
    return [c for c in COLORS if s.boards[p][c]]


def highest_top_value(s: InnovationState, p: int) -> int:
    """Value of the highest top card (0 with an empty board)."""
    known = s.tops_cache[p]
    return (known or tops_of(s, p))[1]


def tops_of(s: InnovationState, p: int) -> tuple[tuple[str, ...], int]:
    """`p`'s top cards in colour order and the highest one's value (0 with an empty board),
    kept in the state until their board changes: every turn and every draw action asks."""
    known = s.tops_cache[p]
    if known is None:
        tops = []
        highest = 0
        for pile in s.boards[p].values():  # (a loop: cheaper than a list and max for five piles)
            if pile:
                top = pile[-1]
                tops.append(top)
                age = AGE_OF[top]
                if age > highest:
                    highest = age
        known = s.tops_cache[p] = (tuple(tops), highest)
    return known


def packed_icons(s: InnovationState, p: int) -> int:
    """Visible icons on `p`'s board, packed (read with `unpacked` or `packed_count`): every
    top card shows all of its icons, the cards beneath show what their pile's splay reveals."""
    total = s.icon_cache[p]
    if total is not None:
        return total
    total = 0
    splays = s.splays[p]
    for color, pile in s.boards[p].items():
        if pile:
            total += _PACKED_TOP[pile[-1]]
            splay = splays[color]
            if splay != "none" and len(pile) > 1:
                total += sum(map(_PACKED_UNDER[splay].__getitem__, pile[:-1]))
    s.icon_cache[p] = total
    return total


def packed_count(packed: int, shift: int) -> int:
    """One icon's count (its `ICON_SHIFT`) in packed counts."""
    return (packed >> shift) & _FIELD


def each_at_least(packed: int, n: int) -> bool:
    """Whether every icon's count in packed counts is `n` or more: subtracting n from every
    field with its guard bit set keeps exactly the guard bits of the fields that were >= n."""
    return ((packed | _GUARDS) - n * _ONES) & _GUARDS == _GUARDS


_ONES = sum(1 << shift for shift in _SHIFTS)


def icon_counts(s: InnovationState, p: int) -> tuple[int, ...]:
    """Visible icons on `p`'s board, in ICONS order."""
    total = packed_icons(s, p)
    return tuple([(total >> shift) & _FIELD for shift in _SHIFTS])


def pile_icons(s: InnovationState, p: int, color: str) -> tuple[int, ...]:
    """Visible icons of one pile, in ICONS order."""
    pile = s.boards[p][color]
    if not pile:
        return (0,) * len(ICONS)
    totals = list(CARDS[pile[-1]].shown["top"])
    splay = s.splays[p][color]
    if splay != "none":
        for card in pile[:-1]:
            for i, n in enumerate(CARDS[card].shown[splay]):
                totals[i] += n
    return tuple(totals)


def icon_count(s: InnovationState, p: int, icon: str) -> int:
    return (packed_icons(s, p) >> ICON_SHIFT[icon]) & _FIELD


def score_points(s: InnovationState, p: int) -> int:
    """The values of `p`'s score pile, summed (kept in the state until the pile changes)."""
    points = s.points_cache[p]
    if points is None:
        points = s.points_cache[p] = sum(map(AGE_OF.__getitem__, s.scores[p]))
    return points


def card_count_on_board(s: InnovationState, p: int) -> int:
    return sum(len(pile) for pile in s.boards[p].values())
