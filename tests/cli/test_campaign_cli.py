"""`epocha campaign GAME new|show|continue FILE`: a campaign's record kept in a file; a chapter's
cards read before and after its game; the record moves on only when the game was finished."""

from __future__ import annotations

import json
import random

import epocha
from epocha.cli import campaign as campaign_cli
from epocha.cli.main import main


def _played(game_name, players, bots, load, seed, options, console, lang=None):
    """Stands in for the terminal: the chapter's game played at random to its end."""
    g = epocha.new_game(game_name, players=players, seed=seed or 1, options=options)
    pick = random.Random(1)
    while not g.is_over:
        seat = g.active_players[0]
        acts = g.legal_actions(seat)
        busy = [a for a in acts if a["type"] not in ("end_turn", "hibernate", "pass", "end_game")]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.85 else acts))
    return g


def _abandoned(game_name, players, bots, load, seed, options, console, lang=None):
    return epocha.new_game(game_name, players=players, seed=1, options=options)


def test_a_campaign_starts_shows_and_plays_its_first_chapter(tmp_path, capsys, monkeypatch):
    path = tmp_path / "campaign.json"
    assert main(["campaign", "revive", "new", str(path)]) == 0
    assert json.loads(path.read_text())["chapter"] == 1
    assert main(["campaign", "revive", "new", str(path)]) == 2  # (it exists: not replaced)
    assert "exists" in capsys.readouterr().out
    monkeypatch.setattr(campaign_cli, "run_play", _played)
    assert main(["campaign", "revive", "continue", str(path), "--players", "2", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "1. Five thousand winters" in out  # (read before the game)
    assert "5. The first spring" in out  # (read when the game is over)
    record = json.loads(path.read_text())
    assert record["chapter"] == 2 and "switch_rule" in record["unlocks"] and len(record["games"]) == 1


def test_an_unfinished_chapter_leaves_the_campaign_where_it_was(tmp_path, capsys, monkeypatch):
    path = tmp_path / "campaign.json"
    main(["campaign", "revive", "new", str(path)])
    monkeypatch.setattr(campaign_cli, "run_play", _abandoned)
    assert main(["campaign", "revive", "continue", str(path)]) == 0
    assert "not played to its end" in capsys.readouterr().out
    record = json.loads(path.read_text())
    assert record["chapter"] == 1 and record["games"] == []


def test_a_broken_record_is_refused_clearly(tmp_path, capsys):
    path = tmp_path / "campaign.json"
    path.write_text("{not json")
    assert main(["campaign", "revive", "show", str(path)]) == 2
    assert "not a campaign record" in capsys.readouterr().out
    path.write_text(
        json.dumps({"game": "revive", "version": 1, "chapter": 9, "read": [], "unlocks": [], "games": []})
    )
    assert main(["campaign", "revive", "show", str(path)]) == 2
    assert "chapter must be 1-6" in capsys.readouterr().out
