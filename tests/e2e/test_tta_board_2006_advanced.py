"""The Advanced game of Through the Ages' 2006 edition at the web table: the
four Age III events that score the game shown to everyone, no common tactics, the player's own
tactic; a hand over the limit discarded after the politics phase (a political action or none,
then the discard, before any other action), all by clicking."""

from __future__ import annotations

import pytest

from .pages import Seat
from .test_tta import act

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ADVANCED = {"edition": "2006", "mode": "advanced"}
SCORING = [
    f"III:{name} (2006)"
    for name in ("Impact of Science", "Impact of Wonders", "Impact of Strength", "Impact of Colonies")
]
HAND = ["I:Legion (2006)", "I:Medieval Army (2006)", "I:Phalanx (2006)", "I:Defense / Colonization (2006)"]
POSITION = {
    "age": "I",
    "round": 3,
    "scoring_events": SCORING,
    # Despotism's 2 military actions: 2 cards over the limit
    "players": [{"military_hand": HAND, "tactic": "I:Fighting Band (2006)"}, {}],
}


def test_the_advanced_board_shows_the_scoring_events_and_the_discard_after_the_politics(
    browser, server, artifacts
):
    created = server.create(
        game="tta",
        players=2,
        options=ADVANCED,
        position=POSITION,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Bob"}],
    )
    ann = Seat(browser, server, created["id"], created["tokens"]["0"])
    page = ann.page
    scoring = page.locator(".pile.scoring")
    assert scoring.locator("h5").text_content() == "Events that score the game"
    assert scoring.locator(".card-chip").all_inner_texts() == [
        "Impact of Science",
        "Impact of Wonders",
        "Impact of Strength",
        "Impact of Colonies",
    ]
    assert page.locator(".pile.tactics").count() == 0  # nothing is shared in 2006
    prompt = page.locator("#prompt")
    # over the limit: a political action or none, nothing else yet
    assert prompt.get_by_role("button", name="End your turn").count() == 0
    act(
        page,
        prompt.get_by_role("button", name="No political action: discard the military cards over your limit"),
    )
    assert "Discard 2 military cards over your limit" in prompt.inner_text()
    page.screenshot(path=str(artifacts / "tta-2006-advanced-discard.png"), full_page=True)
    assert ann.errors == []
    ann.close()
