"""The offers and the piles they are refilled from (digest §5.5): 5 citizen cards, 5 modules,
3 special machines of each colour; and the crates, the crater's large artifacts, the small
artifacts under the end-game tile.

A pile that runs out leaves its offer short (the seed says nothing of it: docs.md, "Decisions").
Every pile is a shuffled pile of the chance API: what is taken from its top is decided when it
is taken.
"""

from __future__ import annotations

from epocha.engine import chance

from .state import Player, ReviveState
from .vocabulary import COLOURS

CARD_OFFER = 5
MODULE_OFFER = 5
MACHINE_OFFER = 3

DECK, MODULES, CRATES = "deck", "modules", "crates"


def machine_pile(colour: str) -> str:
    return f"machines:{colour}"


def draw(s: ReviveState, pile: list[str], name: str) -> str | None:
    """The top of a shuffled pile, taken (None when it is empty)."""
    if not pile:
        return None
    chance.top(s, pile, name)
    return pile.pop()


def refill(s: ReviveState) -> None:
    """Fill every offer back up from its pile (what is revealed is public: a checkpoint)."""
    revealed = False
    while len(s.offer) < CARD_OFFER and s.deck:
        s.offer.append(draw(s, s.deck, DECK))  # type: ignore[arg-type]
        revealed = True
    while len(s.module_offer) < MODULE_OFFER and s.module_stack:
        s.module_offer.append(draw(s, s.module_stack, MODULES))  # type: ignore[arg-type]
        revealed = True
    for colour in COLOURS:
        offer, stack = s.machine_offer[colour], s.machine_stacks[colour]
        while len(offer) < MACHINE_OFFER and stack:
            offer.append(draw(s, stack, machine_pile(colour)))  # type: ignore[arg-type]
            revealed = True
    if revealed:
        s.checkpoint()


def take_offer_card(s: ReviveState, p: Player, card: str, why: dict | None = None) -> None:
    s.offer.remove(card)
    gain_card(s, p, card, "offer", why)
    refill(s)


def take_deck_card(s: ReviveState, p: Player, why: dict | None = None) -> str | None:
    """The top card of the citizen deck into the player's active area (None: the deck is out)."""
    card = draw(s, s.deck, DECK)
    if card is not None:
        gain_card(s, p, card, "deck", why)
        s.checkpoint()
    return card


def gain_card(s: ReviveState, p: Player, card: str, source: str, why: dict | None = None) -> None:
    """`why`: the cause the log gives (the effect or the action that gained it)."""
    p.active.append(card)
    s.emit("card_gained", _told({"player": p.seat, "card": card, "from": source}, why))


def _told(args: dict, why: dict | None) -> dict:
    if why is not None:
        args["cause"] = why
    return args


def draw_crate(s: ReviveState, p: Player, why: dict | None = None) -> str | None:
    """A crate from the stack, closed: only its owner sees it (None: none are left)."""
    crate = draw(s, s.crate_stack, CRATES)
    if crate is None:
        return None
    p.crates.append(crate)
    s.emit("crate_gained", _told({"player": p.seat}, why), secret={"crate": crate}, visible_to=[p.seat])
    s.checkpoint()
    return crate
