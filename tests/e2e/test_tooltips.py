"""A card's tooltip never covers the buttons the player is about to press."""

from __future__ import annotations

import pytest

from .pages import Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

# the tooltip's and the prompt's buttons' rectangles, and what they overlap
COVERED = """() => {
  const tip = document.getElementById("tooltip");
  if (tip.hidden) return null;
  const t = tip.getBoundingClientRect();
  const hit = [];
  for (const b of document.querySelectorAll("#prompt button")) {
    const r = b.getBoundingClientRect();
    if (r.width && Math.min(t.right, r.right) > Math.max(t.left, r.left)
        && Math.min(t.bottom, r.bottom) > Math.max(t.top, r.top)) hit.push(b.textContent);
  }
  return hit;
}"""

HAND = ["Oars", "Tools", "Sailing", "Optics", "Pottery", "Writing", "Masonry", "Clothing", "Archery"]


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_no_tooltip_covers_a_button_of_the_prompt(browser, server, size):
    created = server.create(
        game="innovation",
        players=2,
        position={"players": [{"hand": HAND, "board": {"yellow": ["Agriculture"]}}, {}]},
        seats=[{"kind": "me"}, {"kind": "invite"}],
    )
    seat = Seat(browser, server, created["id"], created["tokens"]["0"])
    seat.page.set_viewport_size({"width": size[0], "height": size[1]})
    buttons = seat.page.locator("#prompt button.choice")
    assert buttons.count() >= len(HAND)
    shown = 0
    for i in range(buttons.count()):
        button = buttons.nth(i)
        button.scroll_into_view_if_needed()
        button.hover()
        covered = seat.page.evaluate(COVERED)
        if covered is None:
            continue  # a button without a card (draw): no tooltip
        shown += 1
        assert covered == [], f"hovering {button.inner_text()!r}, the tooltip covers {covered}"
    assert shown >= len(HAND)  # every meld shows its card
    seat.close()
