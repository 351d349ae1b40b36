"""Since your last turn: after the other seat moves, the log marks where the player last acted
and the board marks what changed; moves animate, unless the browser asks for reduced motion."""

from __future__ import annotations

import pytest

from .pages import wait_for_seq

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

POSITION = {
    "players": [
        {"hand": ["Optics", "Translation"], "board": {"red": ["Gunpowder"]}},
        {"hand": ["Paper", "Sailing"], "board": {"blue": ["Pottery"]}},
    ],
}


def _counting(method: str, counter: str) -> str:
    """A page script that counts every call of the elements' `method` in `window[counter]`."""
    return f"""
window.{counter} = 0;
const {counter}_of = Element.prototype.{method};
Element.prototype.{method} = function (...args) {{
  window.{counter} += 1;
  return {counter}_of.apply(this, args);
}};
"""


# every animation the page starts, counted as it starts (they last a quarter of a second: a
# test that looked for them running would race them); every place it measures (a forced layout)
COUNT_ANIMATIONS = _counting("animate", "__animations")
COUNT_LAYOUTS = _counting("getBoundingClientRect", "__layouts")

# the board's marked pieces, each as its seat area and key (or card) and its marks
MARKED = """() => [...document.querySelectorAll("#board .changed")].map((el) => {
  const area = el.closest("[data-seat]");
  return `${area ? area.dataset.seat : ""}|${el.dataset.key || el.dataset.card}|${el.className}`;
}).sort()"""


def _open(browser, server, gid: str, token: str, **options):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, **options)
    context.add_init_script(COUNT_ANIMATIONS)
    context.add_init_script(COUNT_LAYOUTS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.url}/play/{gid}#t={token}")
    wait_for_seq(page, 0)
    return context, page, errors


def _redrawn_in_czech(page) -> None:
    """Switch the page to Czech and wait until it drew the same state again (the turn line is
    drawn right after the board)."""
    english = page.locator("#turn").inner_text()
    page.select_option("#lang", "cs")
    page.wait_for_function(
        "english => document.documentElement.lang === 'cs'"
        " && document.getElementById('turn').innerText !== english",
        arg=english,
        timeout=15000,
    )


def test_the_other_seats_move_is_marked_and_animates_unless_reduced(browser, server, artifacts):
    created = server.create(
        game="innovation",
        players=2,
        position=POSITION,
        seats=[{"kind": "me", "name": "Ann"}, {"kind": "invite", "name": "Ben"}],
    )
    gid, tokens = created["id"], created["tokens"]
    moving, page, errors = _open(browser, server, gid, tokens["0"])
    still, calm, calm_errors = _open(browser, server, gid, tokens["0"], reduced_motion="reduce")
    try:
        # Ann melds both cards on her page: her own moves are not news to her
        for seq, card in enumerate(["Optics", "Translation"]):
            page.locator("#prompt .choice", has_text=card).first.click()
            wait_for_seq(page, seq + 1)
        assert page.locator("#log .since-divider").count() == 0
        assert page.locator("#board .changed").count() == 0

        live = server.tables.load(gid)
        assert live.game.active_players == [1]
        draw = next(a for a in live.game.view(1)["legal_actions"] if a["type"] == "draw")
        wait_for_seq(calm, 2)
        for p in (page, calm):
            p.evaluate("window.__layouts = 0")
        server.act(gid, tokens["1"], draw)  # Ben, on his own device
        for p in (page, calm):
            wait_for_seq(p, 3)
        # the board's pieces are measured (a forced layout) before an update only to glide
        assert page.evaluate("window.__layouts") > 0
        assert calm.evaluate("window.__layouts") == 0

        divider = page.locator("#log .since-divider")
        assert divider.count() == 1 and divider.inner_text().lower() == "since your last turn"
        news = page.locator("#log li.since-new").all_inner_texts()
        assert news and all("Translation" not in line and "Optics" not in line for line in news)
        assert "Ben" in " ".join(news)
        # Ben's hand has one card more, the supply one less; Ann's table is as she left it
        assert page.locator('#board [data-seat="1"] [data-key="hand"].changed').count() == 1
        assert page.locator("#board .supply .changed").count() == 1
        assert page.locator('#board [data-seat="0"] .changed').count() == 0
        assert page.evaluate("window.__animations") > 0  # Ann's cards went from hand to board
        calm.screenshot(path=str(artifacts / "last-move.png"), full_page=True)

        # the page that asks for reduced motion marks the same changes (and Ann's melds, which
        # it did not make) but moves nothing
        assert calm.locator("#log .since-divider").count() == 1
        assert calm.locator('#board [data-seat="1"] [data-key="hand"].changed').count() == 1
        assert calm.locator('#board [data-seat="0"] [data-card="Optics"].changed').count() == 1
        assert calm.evaluate("window.__animations") == 0
        assert calm.evaluate("document.getAnimations().length") == 0

        # the same state drawn again in another language: what was marked still is (what only
        # speaks another language now is not news), and nothing moves or is measured
        for p in (page, calm):
            marked = p.evaluate(MARKED)
            p.evaluate("window.__layouts = 0; window.__animations = 0")
            _redrawn_in_czech(p)
            assert p.evaluate(MARKED) == marked
            assert p.locator('#board [data-seat="1"] [data-key="hand"].changed').count() == 1
            assert p.evaluate("window.__animations") == 0
            assert p.evaluate("window.__layouts") == 0
        assert not errors and not calm_errors
    finally:
        moving.close()
        still.close()
