"""What the whole suite shares: the counts the conformance harness reached (tests/conformance),
printed at the end of the run — here, so that the xdist controller, which collects nothing,
prints them too."""

from __future__ import annotations


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
