"""`epocha arena` and `epocha analyze`: tiny runs, figures in the expected shape."""

from __future__ import annotations

import html
import json

import pytest

from epocha.bots.arena import GameRecord, binomial_p_value, mean_at_most_max, seat_bots, summarize, wilson
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
    argv += ["--out", str(out), "--min-games", "3"]
    assert main([*argv, "--json"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(figures["by_players"]) == {"2", "3"}
    two = figures["by_players"]["2"]
    assert two["games"] == 3 and len(two["win_rate_by_turn_order"]) == 2
    assert all(p["games"] == 3 for p in two["win_rate_by_turn_order"])
    assert sum(two["ends"].values()) == 3
    assert figures["sections"] and figures["sections"][0]["title"].startswith("Cards whose Dogma")
    page = out.read_text("utf-8")
    assert page.startswith("<!doctype html>")
    headings = (
        "First-player advantage",
        "Game length",
        "How games end",
        "Win rate by card",
        "Cards whose Dogma",
    )
    assert all(heading in page for heading in headings)
    # first player, lengths, ends and the ranked cards; the game's own chart has too few games
    assert page.count("data:image/png;base64,") == 4 and "Not enough games" in page
    assert two["unfinished"] == 0 and len(two["lengths"]) == 3 and two["length"]["mean"] > 5
    assert figures["length_unit"] == "turns" and "Finished games only, in turns." in page
    assert "the cap's" not in page  # no game was stopped: nothing was left out
    # per card: the seats that used it (15 seat-games in all), a Wilson interval, ranked from 3 on
    assert figures["interval"] == "95% Wilson score interval" and "Wilson" in page
    cards = figures["cards"]["dogmas"]
    assert {c["ranked"] for c in cards} == {True, False}
    for c in cards:
        assert c["ranked"] == (c["games"] >= 3) and 1 <= c["games"] <= 15
        assert c["ci95"] == [round(x, 4) for x in wilson(c["wins"], c["games"])]
        assert c["ci95"][0] <= c["win_rate"] <= c["ci95"][1]
    unranked = next(c for c in cards if not c["ranked"])
    assert f"not ranked ({unranked['games']} games)" in page


def test_analyze_rejects_bad_player_counts():
    assert main(["analyze", "innovation", "--games", "1", "--players", "7"]) == 2
    assert main(["analyze", "innovation", "--games", "1", "--min-games", "0"]) == 2


def _record(index: int, winners: list[int], dogmas: list[dict], reason: str = "score") -> GameRecord:
    result = {"winners": winners, "reason": reason}
    return GameRecord(index, 1, ["a", "b"], result, 100, 20, [[], []], {"dogmas": dogmas})


def test_cards_below_the_minimum_sample_are_listed_but_not_ranked():
    from epocha.cli.analyze import card_figures

    # "Often": used by seat 0 in 40 games, 30 of them won; "Rare": by seat 1 in 5 games, all lost;
    # a shared win counts half, a game without winners (stopped) a fair share
    games = [
        {
            "players": 2,
            "winners": [0 if i < 30 else 1],
            "extra": {"dogmas": [{"Often": 2}, {"Rare": 1} if i < 5 else {}]},
        }
        for i in range(40)
    ]
    games.append({"players": 2, "winners": [0, 1], "extra": {"dogmas": [{}, {"Rare": 1}]}})
    games.append({"players": 2, "winners": [], "extra": {"dogmas": [{}, {"Rare": 3}], "first_player": 1}})
    often, rare = card_figures(games, min_games=30)["dogmas"]
    assert often == {
        "card": "Often",
        "games": 40,
        "wins": 30.0,
        "win_rate": 0.75,
        "ci95": [round(x, 4) for x in wilson(30, 40)],
        "fair_share": 0.5,
        "ranked": True,
    }
    assert (rare["card"], rare["games"], rare["wins"], rare["ranked"]) == ("Rare", 7, 1.0, False)
    assert card_figures(games, min_games=7)["dogmas"][0]["card"] == "Often"  # 75% beats 14%
    assert [c["ranked"] for c in card_figures(games, min_games=7)["dogmas"]] == [True, True]
    # entries that are not one collection of names per seat are not cards
    assert card_figures([{"players": 2, "winners": [0], "extra": {"first_player": 1, "x": [1, 2]}}], 1) == {}


def test_the_report_says_why_lengths_are_left_out_only_when_the_cap_stopped_a_game():
    pytest.importorskip("matplotlib")
    from epocha.cli.analyze import _figures as figures
    from epocha.cli.analyze import card_figures, render_html

    finished = [_record(i, [i % 2], [{"X": 1}, {}]) for i in range(3)]
    stopped = [*finished, _record(3, [], [{}, {"X": 1}], reason="unfinished")]

    def page(records: list[GameRecord]) -> str:
        flat = [{"players": 2, "winners": r.result["winners"], "extra": r.extra} for r in records]
        report = {
            "game": "innovation",
            "bots": ["a", "b"],
            "games_per_player_count": len(records),
            "seed": 1,
            "length_unit": "turns",
            "max_decisions": 3000,
            "seconds": 0.1,
            "interval": "95% Wilson score interval",
            "min_games": 30,
            "by_players": {"2": figures(records, 2)},
            "cards": card_figures(flat, 30),
            "sections": [{"title": "Empty", "text": "", "bars": {"labels": [], "values": []}, "table": None}],
        }
        return html.unescape(render_html(report))

    sentence = "their length is the cap's, not the game's, so they are left out here"
    assert sentence not in page(finished)
    assert f"1 game did not end within 3000 decisions and was stopped (see the table); {sentence}." in page(
        stopped
    )
    # the ranked-card chart and the game's empty chart are words, not empty plots
    text = page(finished)
    assert text.count("Not enough games") == 2 and "not ranked (3 games)" in text
    assert text.count("data:image/png;base64,") == 3
    # no finished game: no length chart either
    only_stopped = page([_record(0, [], [{}, {}], reason="unfinished")])
    assert only_stopped.count("Not enough games") == 3 and only_stopped.count("data:image/png;base64,") == 2


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


@pytest.mark.parametrize(("time", "count"), [(2.4999999999999998e-05, 5), (5.4999999999999995e-05, 3)])
def test_the_reported_think_times_keep_the_mean_at_most_the_maximum(time, count):
    # what the arena test compares, on equal times just below a rounding boundary: their float
    # mean lands on the boundary, and rounded on its own it would pass the rounded maximum
    times = [time] * count
    assert round(sum(times) / count, 5) > round(max(times), 5)
    record = GameRecord(0, 1, ["a", "b"], {"winners": [0], "reason": "score"}, 10, 5, [times, times])
    for r in summarize("innovation", ["a", "b"], 2, 1, [record])["results"].values():
        assert r["think_max_seconds"] >= r["think_mean_seconds"] > 0
