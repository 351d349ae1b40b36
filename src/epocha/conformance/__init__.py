"""One conformance harness for every registered game (see `playouts`): a game gets it by being
registered, and tells it what it has to (`spec.Conformance`)."""

from .knowledge import ConservationError, Judge, Leak
from .playouts import Counts, play_checked, run
from .spec import Conformance, Place, hidden_to_all, public, seen_by_owner

__all__ = [
    "Conformance",
    "ConservationError",
    "Counts",
    "Judge",
    "Leak",
    "Place",
    "hidden_to_all",
    "play_checked",
    "public",
    "run",
    "seen_by_owner",
]
