"""Every prompt and every action label renders in Czech: those of random games (2-4 players),
and every kind of turn action and choice option the words know."""

from __future__ import annotations

import pytest

from epocha.engine.render import PLACEHOLDER
from epocha.games.revive.catalog import content
from epocha.games.revive.words import option_label, turn_label

from .wording import WORDED, play, worded  # noqa: F401  (the fixture)

TURNS = [
    {"type": "play", "card": "c01", "slot": "top1", "half": "top"},
    {"type": "switch", "resource": "food"},
    {"type": "explore", "socket": "a02"},
    {"type": "build", "space": 6, "size": "large"},
    {"type": "populate", "space": 19, "technology": "nadair_s_root"},
    {"type": "hibernate"},
    {"type": "activate", "machine": "std_crystal_press"},
    {"type": "open_crate", "crate": "k01"},
    {"type": "technology", "technology": "nadair_m_c3c"},
    {"type": "crystal", "resource": "book"},
    {"type": "end_turn"},
]


def _options() -> list[tuple[str, object, dict]]:
    c = content()
    return [
        ("resource", "gear", {}),
        ("track", "grey", {}),
        ("card", "c02", {}),
        ("card", "deck", {}),
        ("artifact", c.large_artifacts[0].id, {}),
        ("module", c.modules[0].id, {}),
        ("crate", c.crates[0].id, {}),
        ("machine", "std_long_lens", {}),
        ("machine_token", c.machines[0].id, {}),
        ("effect", 0, {}),
        *(("effect", 0, {"items": [[{}, {kind: 1}]]}) for kind in ("gain", "advance", "reach")),
        ("option", 1, {}),
        ("payment", (("book", 2), ("food", 1)), {}),
        ("convert", ("gear", "food"), {}),
        ("slotted", ("bottom1", "c03"), {}),
        ("module_space", ("top2", 1), {}),
        ("play", ("c04", "right", "bottom"), {}),
        ("map_action", ("explore", "a03"), {}),
        ("map_action", ("build", 6, "small"), {}),
        ("map_action", ("populate", 19, "nadair_s_root"), {}),
        ("space", 4, {}),
        ("move", (15, 38), {}),
        ("orientation", 0, {}),
        ("orientation", 1, {}),
        ("hibernation_reward", 2, {}),
    ]


def _czech(message: dict, where: str) -> str:
    r = WORDED.renderer("cs")
    text = r(message)
    assert not r.missing, f"untranslated ({where}): {sorted(r.missing)}"
    left = PLACEHOLDER.search(text)
    assert left is None, f"{left[0]} left in {text!r} ({where})"
    return text


def test_every_turn_action_and_option_kind_has_czech_words() -> None:
    for action in TURNS:
        _czech(turn_label(action), action["type"])
    for kind, value, data in _options():
        _czech(option_label(kind, value, data), kind)


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
@pytest.mark.usefixtures("worded")
def test_every_prompt_and_label_of_a_game_renders_in_czech(players: int, seed: int) -> None:
    kinds: set[str] = set()

    def each(g) -> None:
        for seat in g.active_players:
            decision = g.decision(seat)
            kinds.add(decision.kind)
            _czech(decision.prompt, decision.kind)
            for action in g.legal_actions(seat):
                _czech(action["message"], decision.kind)

    play(players, seed, each=each)
    assert {"turn", "effect"} <= kinds
