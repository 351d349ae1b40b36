"""The README opens with the two commands, and CI runs exactly its test command."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _commands() -> list[str]:
    text = (ROOT / "README.md").read_text("utf-8")
    blocks = text.split("```sh\n")[1:3]
    return [b.split("\n```")[0].strip() for b in blocks]


def test_readme_starts_with_play_and_test_commands():
    play, test = _commands()
    assert "pip install" in play and "epocha serve" in play
    assert "pytest" in test


def test_ci_runs_the_readme_test_command():
    _, test = _commands()
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert test in ci.splitlines()


def test_readme_links_only_to_files_of_this_repository():
    import re

    text = (ROOT / "README.md").read_text("utf-8")
    for target in re.findall(r"\]\(([^)]+)\)", text):
        path = target.split("#")[0]
        if target.startswith("#") or not path:
            continue
        assert "://" not in target and not path.startswith(".."), target
        assert (ROOT / path).exists(), target


def test_the_python_example_plays_a_real_game(capsys):
    text = (ROOT / "README.md").read_text("utf-8")
    example = text.split("```python\n")[1].split("\n```")[0]
    scope: dict = {}
    exec(compile(example, "README.md", "exec"), scope)  # our own README
    g = scope["g"]
    assert g.is_over and g.result["winners"] and max(g.result["scores"]) > 0
    assert g.result["reason"] != "resignation"
    assert scope["text"] and "winners" in capsys.readouterr().out
