"""A small seeded random number generator whose whole state is one integer.

The game's randomness lives in its state (so `clone`, `dumps` and replay reproduce it) and
must not depend on Python's `random` module, whose algorithms may change between versions.
SplitMix64 is tiny, fast in pure Python and statistically fine for shuffling decks.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _limits(count: int) -> tuple[int, ...]:
    """`below(n)`'s rejection bound for each n below `count` (0 for 0: never used)."""
    return (0, *(_MASK - (_MASK % n) for n in range(1, count)))


_LIMITS = _limits(257)  # (decks and pools are shorter)


class Rng:
    """SplitMix64. `state` is a plain int, so it serializes and copies for free."""

    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0) -> None:
        if isinstance(seed, str):
            seed = int.from_bytes(seed.encode("utf-8")[:8].ljust(8, b"\0"), "little") ^ len(seed)
        self.state = _mix(int(seed) & _MASK)

    def next64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < 257 else _MASK - (_MASK % n)
        # (through `next64`, never inlined: `chance.guarded` catches draws by replacing it)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place: `below(i + 1)` for i from the top down, with the generator
        inlined (the same numbers, about three times faster; bots shuffle on every search)."""
        state = self.state
        top = len(items)
        limits = _LIMITS if top < len(_LIMITS) else _limits(top + 1)
        for i in range(top - 1, 0, -1):
            n = i + 1
            limit = limits[n]  # (below's rejection bound, made once)
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            while z >= limit:  # (almost never: a draw of the last n - 1 values is redrawn)
                state = (state + _GAMMA) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def fork(self, salt: int | str) -> Rng:
        """An independent generator derived from this one's state and a salt (no draw taken)."""
        child = Rng.__new__(Rng)
        extra = salt if isinstance(salt, int) else Rng(salt).state
        child.state = _mix(self.state ^ _mix(extra & _MASK))
        return child

    def copy(self) -> Rng:
        child = Rng.__new__(Rng)
        child.state = self.state
        return child
