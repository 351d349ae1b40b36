"""`epocha arena` and `epocha analyze`: tiny runs, figures in the expected shape."""

from __future__ import annotations

import json

import pytest

from epocha.bots.arena import binomial_p_value, mean_at_most_max, seat_bots, summarize, wilson
from epocha.cli.main import main


def test_arena_prints_seat_rotated_win_rates_with_intervals(capsys):
    argv = ["arena", "innovation", "--bots", "greedy,random", "--games", "4", "--seed", "3", "--json"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["games"] == 4 and report["bots"] == ["greedy", "random"]
    for bot in ("greedy", "random"):
        r = report["results"][bot]
        assert r["seats"] == 4
        low, high = r["ci95"]
        assert 0 <= low <= r["win_rate"] <= high <= 1
        assert r["decisions"] > 0 and r["think_max_seconds"] >= r["think_mean_seconds"] >= 0
    total = report["results"]["greedy"]["wins"] + report["results"]["random"]["wins"]
    assert total == pytest.approx(4)
    assert sum(report["ends"].values()) == 4
    # the same seed plays the same games
    assert main(argv) == 0
    again = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert again["results"]["greedy"]["wins"] == report["results"]["greedy"]["wins"]


def test_arena_table_and_bad_input(capsys):
    assert main(["arena", "innovation", "--bots", "random", "--games", "2", "--players", "3"]) == 0
    assert "win rate" in capsys.readouterr().out
    assert main(["arena", "innovation", "--bots", "nobody,random", "--games", "2"]) == 2
    assert main(["arena", "innovation", "--bots", "ismcts:iterations=lots", "--games", "2"]) == 2


def test_analyze_writes_an_html_report_with_plots(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    out = tmp_path / "report.html"
    argv = ["analyze", "innovation", "--games", "3", "--players", "2,3", "--bots", "random"]
    argv += ["--out", str(out)]
    assert main([*argv, "--json"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(figures["by_players"]) == {"2", "3"}
    two = figures["by_players"]["2"]
    assert two["games"] == 3 and len(two["win_rate_by_turn_order"]) == 2
    assert sum(two["ends"].values()) == 3
    assert figures["sections"] and figures["sections"][0]["title"].startswith("Cards whose Dogma")
    page = out.read_text("utf-8")
    assert page.startswith("<!doctype html>")
    for heading in ("First-player advantage", "Game length", "How games end", "Cards whose Dogma"):
        assert heading in page
    assert page.count("data:image/png;base64,") >= 4
    assert two["unfinished"] == 0 and len(two["lengths"]) == 3 and two["length"]["mean"] > 5
    assert figures["length_unit"] == "turns" and "Finished games only, in turns" in page


def test_analyze_rejects_bad_player_counts():
    assert main(["analyze", "innovation", "--games", "1", "--players", "7"]) == 2


def test_statistics_helpers():
    low, high = wilson(50, 100)
    assert low < 0.5 < high and high - low == pytest.approx(0.192, abs=0.005)
    assert wilson(0, 0) == (0.0, 1.0)
    assert binomial_p_value(20, 20) == pytest.approx(0.5**20)
    assert binomial_p_value(0, 10) == pytest.approx(1.0)
    assert binomial_p_value(15, 20) < 0.05 < binomial_p_value(13, 20)
    assert seat_bots(["a", "b"], 3, 1) == ["b", "a", "a"]


def test_unfinished_games_count_as_draws():
    from epocha.bots.arena import GameRecord

    records = [
        GameRecord(0, 1, ["a", "b"], {"winners": [0], "reason": "score"}, 10, 5, [[0.1], [0.2]]),
        GameRecord(1, 1, ["b", "a"], {"winners": [], "reason": "unfinished"}, 3000, 900, [[0.1], [0.2]]),
    ]
    report = summarize("innovation", ["a", "b"], 2, 1, records)
    assert report["results"]["a"]["wins"] == 1.5 and report["results"]["b"]["wins"] == 0.5
    assert report["ends"] == {"score": 1, "unfinished": 1}
    # the stopped game says nothing about how long games are
    assert report["unfinished"] == 1
    assert (report["average_length"], report["average_decisions"], report["length_unit"]) == (5, 10, "turns")


def test_analyze_leaves_unfinished_games_out_of_the_lengths():
    from epocha.bots.arena import GameRecord
    from epocha.cli.analyze import _figures

    records = [
        GameRecord(i, 1, ["a", "b"], {"winners": [i % 2], "reason": "score"}, 100 + i, 20 + i, [[], []])
        for i in range(3)
    ]
    records.append(GameRecord(3, 2, ["b", "a"], {"winners": [], "reason": "unfinished"}, 3000, 998, [[], []]))
    figures = _figures(records, 2)
    assert figures["games"] == 4 and figures["unfinished"] == 1
    assert figures["lengths"] == [20, 21, 22]
    assert figures["length"] == {"mean": 21.0, "median": 21, "min": 20, "max": 22}
    assert figures["decisions"]["max"] == 102
    assert figures["ends"] == {"score": 3, "unfinished": 1}


@pytest.mark.parametrize(("game", "unit"), [("innovation", "turns"), ("tta", "rounds")])
def test_every_game_reports_its_length(game, unit, capsys):
    assert main(["simulate", game, "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["length_unit"] == unit and report["average_length"] > 5
    assert main(["arena", game, "--bots", "random", "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["length_unit"] == unit and report["average_length"] > 5 and report["unfinished"] == 0


def test_random_tta_games_are_decided_by_culture(capsys):
    # the random bot never resigns while it has anything else to do (Rules.concession_types)
    assert main(["simulate", "tta", "--games", "4", "--players", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["ends"] == {"culture": 4}


def test_the_mean_think_time_never_exceeds_the_maximum():
    # the flaky case: a float mean of equal times came out above them, and rounded above the max
    times = [0.1, 0.1, 0.1]
    assert sum(times) / len(times) > max(times)
    assert mean_at_most_max(times) == 0.1
    assert mean_at_most_max([0.25, 0.75]) == 0.5
