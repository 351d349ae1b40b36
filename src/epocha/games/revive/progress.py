"""The progress track (digest §5.3): a marker moves onto its lowest empty space each time a
reward space of the machine tracks opens and each time the tribe ability is used (while the
tribe board has markers left); some spaces reward the marker landing there. At the end the
lowest uncovered space scores (the last space, if every one is covered)."""

from __future__ import annotations

from .catalog import content
from .programs import Context
from .state import Player


def place_marker(ctx: Context, origin: str) -> None:
    """A progress marker from `origin` ("tribe" or a reward space) onto the track."""
    p = ctx.p
    track = ctx.c.boards.progress
    if p.progress >= len(track):
        return
    p.progress += 1
    ctx.s.emit("progress", {"player": p.seat, "space": p.progress, "from": origin})
    reward = track[p.progress - 1][1]
    if reward:
        from .effects import queue_effects

        queue_effects(ctx, reward, {"progress": p.progress})


def value(p: Player) -> int:
    """What the track scores: the lowest uncovered space's value."""
    track = content().boards.progress
    return track[min(p.progress, len(track) - 1)][0]
