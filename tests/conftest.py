"""What the whole suite shares: the counts the conformance harness reached (tests/conformance),
printed at the end of the run — here, so that the xdist controller, which collects nothing,
prints them too; and no rate limits on the web table (tests make many games from one address)
unless a test sets them (tests/server/test_rate_limits.py); and the preview choices of the
games' options (a game's full rules while they are being built: `epocha.engine.options`)
accepted, unless a test turns them off (tests/engine/test_options.py)."""

from __future__ import annotations

import os

from epocha.server.settings import DEFAULT_RATE_LIMITS

for _name in DEFAULT_RATE_LIMITS:
    os.environ[f"EPOCHA_LIMIT_{_name.upper()}"] = "off"
os.environ["EPOCHA_PREVIEW"] = "1"


def pytest_terminal_summary(terminalreporter) -> None:
    lines = sorted(
        value
        for report in terminalreporter.stats.get("passed", [])
        for key, value in getattr(report, "user_properties", ())
        if key == "conformance"
    )
    if lines:
        terminalreporter.section("conformance harness")
        for line in lines:
            terminalreporter.write_line(line)
