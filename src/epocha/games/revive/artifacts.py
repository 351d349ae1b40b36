"""Large artifacts, the end-game tile and small artifacts (digest §13, §14).

When the last large artifact leaves the crater (taken, or discarded by a hibernation), the
active player takes the end-game tile and the end is triggered: the active player finishes the
turn, then every other player takes exactly one more turn. After that, any artifact gained is a
small one. Alone, the last artifact ends nothing (§16) and there is no end-game tile.
"""

from __future__ import annotations

from epocha.engine.message import msg

from .programs import Context, program
from .state import ReviveState


@program
class TakeArtifact:
    name = "artifact"

    def start(self, ctx: Context) -> None:
        crater = ctx.s.crater
        if not crater:
            ctx.p.small_artifacts += 1
            ctx.s.emit("small_artifact", {"player": ctx.seat})
            return
        ctx.ask("artifact", sorted(crater), msg("Take a large artifact from the crater"), then=self.took)

    def took(self, ctx: Context, artifact: str) -> None:
        ctx.s.crater.remove(artifact)
        ctx.p.artifacts.append(artifact)  # (a small one of the longer game scores as small)
        ctx.emit("artifact_taken", {"player": ctx.seat, "artifact": artifact})
        crater_emptied(ctx.s, ctx.seat)


@program
class DiscardArtifact:
    """Entering the 4th hibernation space: a large artifact of the player's choice leaves the
    game."""

    name = "discard_artifact"

    def start(self, ctx: Context) -> None:
        # (seed p. 15: "1 libovolný velký artefakt" — a large one; the longer four-player
        # game's small artifacts in the crater are not discarded, they are taken)
        large = {a.id for a in ctx.c.large_artifacts}
        options = sorted(a for a in ctx.s.crater if a in large)
        if options:
            prompt = msg("Discard a large artifact from the crater")
            ctx.ask("artifact", options, prompt, then=self.discarded)

    def discarded(self, ctx: Context, artifact: str) -> None:
        ctx.s.crater.remove(artifact)
        ctx.s.out_of_game.append(artifact)
        ctx.s.emit("artifact_discarded", {"player": ctx.seat, "artifact": artifact})
        crater_emptied(ctx.s, ctx.seat)


def crater_emptied(s: ReviveState, seat: int) -> None:
    """If the crater is now empty: the end-game tile to the active player, the end triggered."""
    if s.crater or s.n == 1 or s.last_turns is not None:
        return
    active = s.turn["player"]
    if s.end_tile_free:
        s.end_tile_free = False
        s.players[active].end_tile = True
    s.last_turns = s.order_from(active)[1:]
    s.emit("end_triggered", {"player": active})
