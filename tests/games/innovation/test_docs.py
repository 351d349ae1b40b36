import importlib.util
from pathlib import Path

DOCS = Path(__file__).resolve().parents[3] / "docs"


def test_card_rulings_document_is_up_to_date():
    spec = importlib.util.spec_from_file_location("gen", DOCS / "gen_innovation_rulings.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert (DOCS / "innovation-rulings.md").read_text("utf-8") == gen.render(), (
        "run: python docs/gen_innovation_rulings.py"
    )
