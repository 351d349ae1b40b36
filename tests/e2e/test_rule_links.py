"""Rules explained in play: the "?" beside a prompt or a log entry shows why it happened — the
card whose effect runs, with its text in the player's language, or the rules section, from
which the whole rules reference opens at that section."""

from __future__ import annotations

import re

import pytest

from epocha.engine.registry import get_manifest

from .pages import Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_a_card_effects_prompt_shows_the_card_and_its_text(browser, server):
    position = {"players": [{"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}}, {}]}
    created = server.create(
        game="innovation", players=2, position=position, seats=[{"kind": "me"}, {"kind": "invite"}]
    )
    seat = Seat(browser, server, created["id"], created["tokens"]["0"], locale="cs-CZ")
    try:
        seat.choose(re.compile("Zemědělství"))  # the dogma of Agriculture asks: "you may return a card"
        seat.wait_seq(1)
        seat.press(seat.page.locator("#prompt button.why"))
        dialog = seat.page.locator("#why-dialog")
        dialog.wait_for(state="visible")
        options = server.tables.load(created["id"]).game.options
        cards = get_manifest("innovation").card_reference_data(options, "cs")["cards"]
        shown = dialog.inner_text()
        assert "Kvůli kartě Zemědělství" in shown
        assert cards["Agriculture"]["effects"][0]["text"] in shown  # its text, in Czech
        dialog.get_by_role("button", name="Zavřít").click()
        dialog.wait_for(state="hidden")
        assert seat.errors == []
    finally:
        seat.close()


def test_a_rule_opens_its_section_of_the_rules_reference(browser, server):
    created = server.create(game="tta", players=2, seats=[{"kind": "me"}, {"kind": "invite"}])
    seat = Seat(browser, server, created["id"], created["tokens"]["0"])
    page = seat.page
    try:
        section = next(s for s in get_manifest("tta").reference.sections if s.id == "turn.first-round")
        seat.press(page.locator("#prompt button.why"))  # "Round 1: take cards from the row"
        why = page.locator("#why-dialog")
        why.wait_for(state="visible")
        assert section.title["en"] in why.inner_text() and section.text["en"] in why.inner_text()
        why.get_by_role("button", name="Open in the rules reference").click()
        rules = page.locator("#rules-dialog")
        rules.wait_for(state="visible")
        focused = rules.locator("section.rule.focused")
        assert focused.get_attribute("id") == "rule-turn.first-round"
        assert focused.is_visible() and section.title["en"] in focused.inner_text()
        # every section is there, in reading order
        ids = rules.locator("section.rule").evaluate_all("(all) => all.map((s) => s.id)")
        assert ids == [f"rule-{s.id}" for s in get_manifest("tta").reference.sections]
        rules.get_by_role("button", name="Close").click()
        # the log's entries say why too, in the same dialog (the log is open on a wide screen)
        entry = page.locator("#log li.has-cause button.why").first
        entry.click()
        why.wait_for(state="visible")
        assert why.inner_text().strip()
        # and in a replay, at any step (the spectator's: no prompt, the log's entries)
        page.goto(f"{server.url}/replay/{created['id']}?at=0")
        page.wait_for_function("() => document.body?.dataset.step === '0'")
        seat.press(page.locator("#log li.has-cause button.why").first)
        page.locator("#why-dialog").wait_for(state="visible")
        titles = {s.title["en"] for s in get_manifest("tta").reference.sections}
        assert page.locator("#why-dialog h3").inner_text() in titles
        assert seat.errors == []
    finally:
        seat.close()
