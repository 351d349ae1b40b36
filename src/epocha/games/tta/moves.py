"""Changes to the state, each logged: points, goods, tokens, cards entering and leaving play,
workers, military cards. Cards' effects, actions and phases all change the state through here.
"""

from __future__ import annotations

from epocha.engine import chance

from . import tokens
from .catalog import facts, key_of
from .ratings import sync_actions
from .state import Player, TTAState, deck_pile


def emit(s: TTAState, name: str, args: dict, secret: dict | None = None, to: list[int] | None = None) -> None:
    s.emit(name, args, secret, to or [])


# -- points and goods ---------------------------------------------------------------------------


def score(s: TTAState, p: Player, *, science: int = 0, culture: int = 0, why: str = "") -> None:
    """Add points (negative amounts lose points, never below 0)."""
    if science:
        before = p.science
        p.science = max(0, p.science + science)
        emit(s, "science", {"player": p.seat, "amount": p.science - before, "why": why})
    if culture:
        before = p.culture
        p.culture = max(0, p.culture + culture)
        emit(s, "culture", {"player": p.seat, "amount": p.culture - before, "why": why})


def take_points(s: TTAState, loser: Player, taker: Player, kind: str, amount: int, why: str) -> int:
    """`loser` loses up to `amount` science or culture points (all it has if fewer) and `taker`
    scores exactly what was lost (aggressions and wars: nobody gains more than the other
    loses). Returns the points moved."""
    moved = min(amount, getattr(loser, kind))
    score(s, loser, **{kind: -moved}, why=why)
    score(s, taker, **{kind: moved}, why=why)
    return moved


def gain(s: TTAState, p: Player, kind: str, amount: int, why: str = "") -> int:
    got = tokens.gain(p, kind, amount)
    if got:
        emit(s, "gain", {"player": p.seat, "kind": kind, "amount": got, "why": why})
    return got


def lose(s: TTAState, p: Player, kind: str, amount: int, why: str = "") -> int:
    lost = tokens.lose(p, kind, amount)
    if lost:
        emit(s, "lose", {"player": p.seat, "kind": kind, "amount": lost, "why": why})
    return lost


def change_bank(s: TTAState, p: Player, color: str, delta: int, why: str = "") -> None:
    """Tokens from (or back to) the box: blue or yellow bank (§16.2)."""
    if delta > 0:
        tokens.from_box(p, color, delta)
    elif delta < 0:
        delta = -tokens.to_box(p, color, -delta)
    if delta:
        emit(s, "bank", {"player": p.seat, "color": color, "amount": delta, "why": why})


# -- population and workers ----------------------------------------------------------------------


def increase_population(s: TTAState, p: Player, why: str = "") -> bool:
    if tokens.increase_population(p):
        emit(s, "population", {"player": p.seat, "amount": 1, "why": why})
        return True
    return False


def place_worker(s: TTAState, p: Player, tech: str) -> None:
    p.pool -= 1
    p.workers[tech] = p.workers.get(tech, 0) + 1


def remove_worker(s: TTAState, p: Player, tech: str, *, to_bank: bool = False) -> None:
    p.workers[tech] -= 1
    if not p.workers[tech]:
        del p.workers[tech]
    if to_bank:
        p.yellow += 1
    else:
        p.pool += 1


# -- cards in play ------------------------------------------------------------------------------------


def enter_play(s: TTAState, p: Player, card: str, *, revolution: str | None = None) -> None:
    """Put a card into play in its place (technologies, government, special technology,
    leader, completed wonder, colony), with its bank tokens and its effect. `revolution`:
    the kind of actions a revolution was paid with (its new ones arrive spent)."""
    from .effects import run_hook

    _place(p, card)
    for color, n in facts(card).tokens.items():
        change_bank(s, p, color, n, why=key_of(card))
    sync_actions(s, p, new_spent=revolution)
    run_hook(s, p.seat, card, "on_enter")


def replace(s: TTAState, p: Player, old: str, new: str, *, revolution: str | None = None) -> None:
    """`new` takes the place of `old` (a government, a leader, a special technology of the
    same kind): the old one's effect ends, then the net change of bank tokens and of actions
    is applied in one step (§15: never lose 3 and then gain 3), then the new one's effect."""
    from .effects import run_hook

    run_hook(s, p.seat, old, "on_leave")
    _unplace(p, old)
    _to_pile(s, old)
    _place(p, new)
    old_tokens, new_tokens = facts(old).tokens, facts(new).tokens
    for color in ("yellow", "blue"):
        change_bank(s, p, color, new_tokens.get(color, 0) - old_tokens.get(color, 0), why=key_of(new))
    sync_actions(s, p, new_spent=revolution)
    run_hook(s, p.seat, new, "on_enter")


def _place(p: Player, card: str) -> None:
    f = facts(card)
    if f.type == "government":
        p.government = card
    elif f.type == "special":
        p.specials[f.special] = card
    elif f.type == "leader":
        p.leader = card
    elif f.type == "wonder":
        p.wonders.append(card)
    elif f.type == "territory":
        p.colonies.append(card)
    else:
        p.techs.append(card)


def leave_play(s: TTAState, p: Player, card: str, *, to_removed: bool = True) -> None:
    """Take a card out of play (its bank tokens and lasting effects go with it). A card that
    another one replaces leaves through `replace`."""
    from .effects import run_hook

    run_hook(s, p.seat, card, "on_leave")
    _unplace(p, card)
    for color, n in facts(card).tokens.items():
        change_bank(s, p, color, -n, why=key_of(card))
    if to_removed:
        _to_pile(s, card)
    sync_actions(s, p)


def _to_pile(s: TTAState, card: str) -> None:
    """A card that left play leaves the game face up; a board's own card (Despotism) stays
    printed on the board, out of play."""
    if not facts(card).starting:
        s.removed.append(card)


def _unplace(p: Player, card: str) -> None:
    f = facts(card)
    if p.government == card:
        p.government = ""
    elif p.leader == card:
        p.leader = None
    elif card in p.wonders:
        p.wonders.remove(card)
        if card in p.ruined:
            p.ruined.remove(card)
        if p.homer_under == card:
            p.homer_under = None
    elif card in p.colonies:
        p.colonies.remove(card)
    elif f.type == "special" and p.specials.get(f.special) == card:
        del p.specials[f.special]
    elif card in p.techs:
        p.techs.remove(card)
        p.pool += p.workers.pop(card, 0)


# -- tactics ----------------------------------------------------------------------------------------


def make_tactic_common(s: TTAState, p: Player) -> None:
    """The player's exclusive tactic moves to the common tactics area (the player keeps it as
    their current tactic). If an identical one is already there, they merge: this copy leaves
    the game face up, never to the discards (§7.2), and its users use the common one."""
    card = p.exclusive
    assert card is not None
    p.exclusive = None
    same = [c for c in s.common_tactics if key_of(c) == key_of(card)]
    if same:
        s.removed.append(card)
        for q in s.players:
            if q.tactic == card:
                q.tactic = same[0]
    else:
        s.common_tactics.append(card)
    emit(s, "tactic_common", {"player": p.seat, "card": key_of(card)})


# -- military cards ------------------------------------------------------------------------------------


def draw_military(s: TTAState, p: Player, n: int, why: str = "") -> int:
    """Draw from the current age's military deck (reshuffling its discards when it runs out);
    nothing in Age IV. The cards are seen by their owner only."""
    age = s.age
    drawn = []
    for _ in range(n):
        deck = s.military_decks.get(age)
        if deck is None:
            break
        if not deck:
            discards = s.military_discards.get(age, [])
            if not discards:
                break
            deck.extend(discards)
            discards.clear()
            chance.shuffle(s, deck, deck_pile("military", age))
            emit(s, "reshuffle", {"age": age})
        chance.top(s, deck, deck_pile("military", age))
        drawn.append(deck.pop())
    if drawn:
        p.military_hand.extend(drawn)
        s.checkpoint()
        emit(
            s,
            "draw_military",
            {"player": p.seat, "count": len(drawn), "age": age, "why": why},
            {"cards": [key_of(c) for c in drawn]},
            [p.seat],
        )
    return len(drawn)


def discard_military(s: TTAState, p: Player, card: str) -> None:
    p.military_hand.remove(card)
    to_discards(s, card)


def to_discards(s: TTAState, card: str) -> None:
    """A military card onto its age's discard pile (from a hand, or played: an aggression, a
    war once fought)."""
    s.military_discards.setdefault(facts(card).age, []).append(card)
