"""Resampling what one seat cannot see (for bots that search honestly).

What is hidden in Anachrony: the order of the building stacks below their top tiles, of the
recruit and mine decks, of the level-2 experiment deck (its top is face up with Planned
Experiments); which superprojects and level-1 experiments lie face down on the future era
tiles (among all not seen); the Collapsing Capital tiles not drawn; what the others chose in
secret (warp tiles, kept cards) and the drafted cards in their hands. Everything else is on
the table.

Each hidden pile is dealt again at random from what the seat has not seen, in a canonical
order (pools sorted before shuffling), so the copy depends only on the seat's view and `rng`.
Secret picks of the others are taken back: in the copy they have not chosen yet. In the drafts
a seat forgets which cards it saw pass through its hands (it never uses what it did not see).
"""

from __future__ import annotations

from epocha.engine import Rng
from epocha.engine.secret import secret_picks

from .catalog import ERAS, SUPERPROJECTS
from .state import AnachronyState


def determinize(s: AnachronyState, seat: int | None, rng: Rng) -> AnachronyState:
    out = s.copy(log=False)
    for kind, stack in out.primary.items():
        below = sorted(stack[:-1])  # (the top tile is face up)
        rng.shuffle(below)
        out.primary[kind] = below + stack[-1:]
    for deck in ("recruit_deck", "mine_deck"):
        cards = sorted(getattr(out, deck))
        rng.shuffle(cards)
        setattr(out, deck, cards)
    _face_down_superprojects(out, rng)
    _experiments(out, rng)
    _secrets(out, seat, rng)
    return out


def _face_down_superprojects(s: AnachronyState, rng: Rng) -> None:
    seen = {t["superproject"] for t in s.timeline if t["face_up"]}
    seen |= {k for p in s.players for k in p.superprojects}
    if s.bot is not None:
        seen |= set(s.bot["superprojects"])
    hidden = [era for era in range(1, ERAS + 1) if not s.tile(era)["face_up"] and s.tile(era)["superproject"]]
    pool = sorted(f"s{k}" for k in SUPERPROJECTS if f"s{k}" not in seen)
    rng.shuffle(pool)
    for era in hidden:
        s.tile(era)["superproject"] = pool.pop()


def _experiments(s: AnachronyState, rng: Rng) -> None:
    if not s.options.get("doomsday"):
        return
    from .doomsday import EXPERIMENTS

    seen = {k for k, up in s.experiments if up and k}
    seen |= {k for p in s.players for k in p.experiments}
    planned = bool(s.options.get("planned_experiments"))
    top = s.level2[-1:] if planned else []
    seen |= set(top)
    hidden = [i for i, (k, up) in enumerate(s.experiments) if k and not up]
    level1 = sorted(k for k, e in EXPERIMENTS.items() if e["level"] == 1 and k not in seen)
    rng.shuffle(level1)
    for i in hidden:
        s.experiments[i][0] = level1.pop()
    # the level-2 deck holds every level-2 card not seen (none leaves the game unseen), in a
    # new order; its open top stays
    level2 = sorted(k for k, e in EXPERIMENTS.items() if e["level"] == 2 and k not in seen)
    rng.shuffle(level2)
    s.level2 = level2 + top


def _secrets(s: AnachronyState, seat: int | None, rng: Rng) -> None:
    s.picks = [p if q == seat else None for q, p in enumerate(s.picks)] if s.picks else secret_picks(s.n)
    s.setup_picks = [p if q == seat else None for q, p in enumerate(s.setup_picks)]
    if s.endgame_hands:
        others = [q for q in range(s.n) if q != seat]
        pool = sorted(k for q in others for k in s.endgame_hands[q]) + sorted(s.endgame_pool)
        rng.shuffle(pool)
        for q in others:
            s.endgame_hands[q] = [pool.pop() for _ in s.endgame_hands[q]]
        s.endgame_pool = pool
    if s.asset_hands:
        others = [q for q in range(s.n) if q != seat]
        pool = sorted(c for q in others for c in s.asset_hands[q] + s.asset_kept[q])
        rng.shuffle(pool)
        for q in others:
            s.asset_hands[q] = [pool.pop() for _ in s.asset_hands[q]]
            s.asset_kept[q] = [pool.pop() for _ in s.asset_kept[q]]
