"""The score track (digest §5.2): blue points move the marker now, and a bonus space reached or
passed on the first lap gives its reward (a crate or a large artifact) at once; purple points
wait for the final scoring, where bonus spaces give nothing."""

from __future__ import annotations

from epocha.engine.message import rule_cause

from .programs import Context

BONUS = rule_cause("points")  # a bonus space's reward


def score(ctx: Context, points: int, why: dict | None = None) -> None:
    """Blue points (`why`: the cause the log gives, if not the running program's)."""
    if points <= 0:
        return
    p = ctx.p
    before, p.score = p.score, p.score + points
    ctx.emit("scored", {"player": p.seat, "points": points, "score": p.score}, cause=why)
    boards = ctx.c.boards
    for at in sorted(boards.score_bonuses):
        if before < at <= p.score and at <= boards.score_length:  # (the first lap only)
            reward = boards.score_bonuses[at]
            ctx.s.emit("score_bonus", {"player": p.seat, "space": at, "reward": reward})
            # (the track's own reward, whatever scored the points)
            if reward == "crate":
                from .effects import gain_crate

                gain_crate(ctx, BONUS)
            else:
                ctx.queue("artifact", why=BONUS)
