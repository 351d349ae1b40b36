"""What one seat may see of the state (`None`: a spectator).

Public: boards (every card of every pile), splays, icon counts, the ages of every hand and
score-pile card, score points, achievement counts and kinds, deck sizes. Private: the faces
of your own hand and score pile. Never shown: deck order, the cards under age achievements,
other players' hand and score faces.
"""

from __future__ import annotations

from epocha.engine.secret import has_chosen

from .board import icon_counts, score_points
from .catalog import CARDS, COLORS, ICONS, SPECIALS, sort_key
from .ending import achievements_to_win
from .state import InnovationState


def _achievement_view(entry: str) -> dict:
    if entry in SPECIALS:
        return {"special": entry}
    return {"age": CARDS[entry].age}


def player_view(s: InnovationState, p: int, seat: int | None) -> dict:
    own = seat == p
    hand = sorted(s.hands[p], key=sort_key)
    score = sorted(s.scores[p], key=sort_key)
    out = {
        "seat": p,
        "hand_ages": sorted(CARDS[c].age for c in hand),
        "score_ages": sorted(CARDS[c].age for c in score),
        "score": score_points(s, p),
        "achievements": [_achievement_view(a) for a in s.achievements[p]],
        "board": {
            c: {"cards": list(reversed(s.boards[p][c])), "splay": s.splays[p][c]}
            for c in COLORS
            if s.boards[p][c]
        },
        "icons": dict(zip(ICONS, icon_counts(s, p), strict=True)),
    }
    shown = [c for c in hand if c in s.revealed]
    if shown:
        out["revealed"] = shown
    if own:
        out["hand"] = hand
        out["score_cards"] = score
    if s.phase == "setup":
        out["has_chosen_meld"] = has_chosen(s.setup_picks, p)
        if own and s.setup_picks[p] is not None:
            out["setup_pick"] = s.setup_picks[p]
    return out


def state_view(s: InnovationState, seat: int | None) -> dict:
    return {
        "phase": s.phase,
        "edition": s.edition,
        "turn": {**s.turn, "counters": {k: v[:] for k, v in s.counters.items()}},
        "players": [player_view(s, p, seat) for p in range(s.players)],
        "decks": {str(a): len(s.decks[a]) for a in range(1, 11)},
        "achievements": {
            "ages": sorted(s.age_achievements),
            "specials": [n for n in SPECIALS if n in s.specials],
        },
        "achievements_to_win": achievements_to_win(s),
        "removed_ages": sorted(CARDS[c].age for c in s.removed),
    }
