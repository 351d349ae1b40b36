"""The terminal table of Through the Ages shows the full game's politics: an aggression being
answered, the wars declared with today's strengths, the pacts in play with their sides."""

from __future__ import annotations

import io

from rich.console import Console

from epocha.games.tta import terminal
from epocha.games.tta.scenario import Scenario

from .cards.shared_events import civ


def shown(s: Scenario, seat: int) -> str:
    console = Console(file=io.StringIO(), width=160)
    terminal.render(console, s.game.view(seat), ["Ann", "Bob", "Cyril"], [])
    return console.file.getvalue()


def test_wars_pacts_and_an_aggression_being_answered():
    s = Scenario(
        players=[
            civ(**{"A:Warriors": 4}, military_hand=["III:Plunder"]),
            civ(military_hand=["III:Defense / Colonization"]),
            civ(),
        ],
        age="III",
        wars=[{"card": "III:War over Culture", "by": 2, "on": 1}],
        pacts=[{"card": "II:Acceptance of Supremacy", "by": 1, "with": 2, "side": "A"}],
    )
    text = shown(s, 0)
    assert "War War over Culture: Cyril -> Bob, fought at Cyril's next turn; strength now 1 vs 1 (+0)" in text
    assert "Pact Acceptance of Supremacy: Bob (side A) and Cyril (side B)" in text
    s.act("aggression", card="III:Plunder", rival=1)
    assert s.decision().seat == 1  # the defender answers
    assert "Aggression Plunder: Ann attacks Bob with strength 4" in shown(s, 0)
    assert "Defense" not in shown(s, 0)  # the defender's hand stays hidden
