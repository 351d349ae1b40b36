"""Through the Ages' politics at the web table (the full game): an aggression offered with its
cost on the prompt panel and on its card in the military hand, played, answered by the
defender (the attack shown to both seats while it waits, the defence's options grouped with
what each adds, a bonus card played from the hand) and logged with its card as the cause; and
the common area showing a pending war (its strengths now) and a pact in play (each party's side).
"""

from __future__ import annotations

import re

import pytest

from .pages import Seat, wait_for_seq
from .test_tta import act

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

BONUS_I, BONUS_II = "I:Defense / Colonization", "II:Defense / Colonization"


def civ(warriors: int = 1, **more) -> dict:
    """A civilization with the starting technologies and `warriors` units of Warriors."""
    techs = {"A:Agriculture": 2, "A:Bronze": 2, "A:Philosophy": 1, "A:Religion": 0, "A:Warriors": warriors}
    return {"technologies": {k: {"workers": v} for k, v in techs.items()}, **more}


# Ann (strength 4) may attack Bob (strength 1) with Enslave (2 military actions); Bob holds two
# military bonus cards (+2 and +4)
AGGRESSION = {
    "age": "II",
    "round": 3,
    "players": [civ(4, military_hand=["I:Enslave"]), civ(1, military_hand=[BONUS_I, BONUS_II])],
}

# Ann's war on Bob waits for her next turn; Bob and Cyril have a pact (Bob took side A)
POLITICS = {
    "age": "III",
    "round": 3,
    "players": [civ(4, military_hand=["II:Scientific Cooperation", "II:War over Territory"]), civ(1), civ(2)],
    "wars": [{"card": "III:War over Culture", "by": 0, "on": 1}],
    "pacts": [{"card": "II:Promise of Military Protection", "by": 1, "with": 2, "side": "A"}],
}


def _politics_buttons(page) -> dict[str, list[str]]:
    """The politics group's buttons: each one's words -> the words of its cost chips."""
    return page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll(
          "#prompt .tta-group.g-politics button.choice")].map((b) => [
            b.querySelector(".a-words").textContent,
            [...b.querySelectorAll(".tta-cost")].map((c) => c.title || c.textContent)]))"""
    )


def test_an_aggression_offered_played_answered_and_logged(browser, server, artifacts):
    created = server.create(
        game="tta",
        players=2,
        position=AGGRESSION,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Bob"}],
    )
    gid, tokens = created["id"], created["tokens"]
    ann = Seat(browser, server, gid, tokens["0"])
    bob = Seat(browser, server, gid, tokens["1"])
    page = ann.page

    # the political action on the prompt panel, with its rival and its cost
    assert _politics_buttons(page)["Aggression: Enslave against Bob"] == ["2 military actions"]
    assert page.locator("#prompt .tta-group.g-politics button.choice.aggression").is_visible()
    # ... and on its card in the military hand
    card = page.locator(".tta-player.mine .hand.military .tcard.actionable", has_text="Enslave")
    assert card.get_attribute("aria-label") == "Aggression: Enslave against Bob (2 military actions)"
    assert page.locator(".tta-attack").count() == 0
    act(page, card)

    # both seats see the attack waiting for its answer
    seq = int(page.evaluate("document.body.dataset.seq"))
    bob.wait_seq(seq)
    for seat in (ann, bob):
        banner = seat.page.locator(".tta-common .tta-attack")
        banner.wait_for()
        text = banner.inner_text()
        assert "Enslave" in text and "Ann → Bob" in text and "attacker's strength 4" in text, text
    assert "Waiting for Bob" in page.inner_text("#prompt")

    # the defender's prompt: the attack's strength, the defence so far, what each option adds
    prompt = bob.page.locator("#prompt")
    asked = prompt.locator(".prompt-text").inner_text()
    assert asked == "Ann attacks you with Enslave (strength 4); your defence: 1"
    defence = prompt.locator(".tta-defence")
    assert defence.locator("h3").all_text_contents() == [
        "Play a military bonus card",
        "Discard a military card face down",
        "Your answer",
    ]
    words = defence.locator("button.choice .a-words").all_inner_texts()
    assert "Play Defense / Colonization (+2)" in words and "Play Defense / Colonization (+4)" in words
    assert words.count("Discard Defense / Colonization face down (+1)") == 2
    assert words[-1] == "Do not defend: the aggression succeeds"  # no defence holds yet
    bob.page.screenshot(path=str(artifacts / "tta-defence.png"), full_page=True)

    # the +4 bonus card played from the hand (its menu: play it or discard it), then defend
    bonus = bob.page.locator(".tta-player.mine .hand.military .tcard.actionable").filter(
        has=bob.page.locator(".tc-age", has_text="II")
    )
    bonus.click()
    menu = bob.page.locator(".tta-menu")
    menu.wait_for()
    assert sorted(menu.locator(".tta-menu-actions button .a-words").all_inner_texts()) == [
        "Discard Defense / Colonization face down (+1)",
        "Play Defense / Colonization (+4)",
    ]
    act(bob.page, menu.get_by_role("button", name="Play Defense / Colonization (+4)"))
    defend = prompt.locator(".tta-defence button.choice.primary")
    assert defend.inner_text() == "Defend: strength 5 against 4"
    act(bob.page, defend)

    # the log names the aggression and its outcome, each with its card as the cause
    wait_for_seq(page, server.tables.load(gid).seq)
    assert page.locator(".tta-attack").count() == 0
    for seat in (ann, bob):
        aggression = seat.page.locator("#log li.ev-aggression")
        assert aggression.inner_text() == "Ann plays the aggression Enslave against Bob (strength 4)."
        assert aggression.get_attribute("title") == "Because of Enslave"
        failed = seat.page.locator("#log li.ev-aggression_failed")
        assert "Enslave" in failed.inner_text() and failed.get_attribute("title") == "Because of Enslave"
    assert ann.errors == [] and bob.errors == []
    ann.close()
    bob.close()


def test_the_common_area_shows_wars_and_pacts(browser, server, artifacts):
    created = server.create(
        game="tta",
        players=3,
        position=POLITICS,
        seats=[
            {"kind": "me", "name": "Ann"},
            {"kind": "invite", "name": "Bob"},
            {"kind": "invite", "name": "Cyril"},
        ],
    )
    gid, token = created["id"], created["tokens"]["0"]
    ann = Seat(browser, server, gid, token)
    page = ann.page
    politics = page.locator(".tta-common .tta-politics")
    war = politics.locator(".pol-war")
    assert war.count() == 1
    assert re.sub(r"\s+", " ", war.inner_text()) == "War over Culture Ann → Bob strength 4 vs 1 (+3)"
    assert "involves-me" in war.get_attribute("class")
    pact = politics.locator(".pol-pact")
    assert re.sub(r"\s+", " ", pact.inner_text()) == (
        "Promise of Military Protection Bob (side A) ↔ Cyril (side B)"
    )
    assert politics.locator("h5").all_text_contents() == ["Wars declared · 1", "Pacts in play · 1"]

    # the pact and the war in hand offer their actions, partner by partner, rival by rival
    buttons = _politics_buttons(page)
    assert buttons["Offer Scientific Cooperation to Bob"] == []
    assert "Offer Scientific Cooperation to Cyril" in buttons
    declare = [w for w in buttons if w.startswith("Declare") and "Bob" in w]
    assert len(declare) == 1 and buttons[declare[0]] == ["2 military actions"], buttons
    hand = page.locator(".tta-player.mine .hand.military .tcard.actionable")
    hand.filter(has_text="War over Territory").click()
    menu = page.locator(".tta-menu")
    menu.wait_for()
    assert menu.locator(".tta-menu-actions button").count() == 2
    # declaring a war asks first (it cannot be undone): dismissed, nothing is played
    seq = int(page.evaluate("document.body.dataset.seq"))
    asked: list[str] = []
    page.once("dialog", lambda d: (asked.append(d.message), d.dismiss()))
    menu.locator(".tta-menu-actions button", has_text="Bob").click()
    page.wait_for_timeout(200)
    assert asked == ["Declare war? It is resolved at the start of your next turn."]
    assert int(page.evaluate("document.body.dataset.seq")) == seq
    page.mouse.move(0, 0)
    page.screenshot(path=str(artifacts / "tta-politics.png"), full_page=False)

    # in Czech
    czech = Seat(browser, server, gid, token, locale="cs-CZ")
    heads = czech.page.locator(".tta-politics h5").all_text_contents()
    assert len(heads) == 2 and heads != ["Wars declared · 1", "Pacts in play · 1"], heads
    assert ann.errors == [] and czech.errors == []
    ann.close()
    czech.close()
