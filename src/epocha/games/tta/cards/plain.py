"""Cards whose printed facts are their whole behaviour: farms, mines, urban buildings, units,
governments, most special technologies, tactics, military bonus cards and territories. Their
texts are written from the facts, in English and Czech."""

from __future__ import annotations

from ..catalog import EDITION_CARDS, CardFacts
from ..rules_base import REGISTRY, CardRules

PLAIN_TYPES = (
    "farm",
    "mine",
    "lab",
    "temple",
    "library",
    "theater",
    "arena",
    "infantry",
    "cavalry",
    "artillery",
    "air_force",
    "government",
    "special",
    "tactic",
    "bonus",
    "territory",
)
WITH_MODULES = ("construction",)  # special technologies with effects of their own

WORDS = {
    "food": ("food", "jídlo"),
    "resources": ("resources", "suroviny"),
    "science": ("science", "věda"),
    "culture": ("culture", "kultura"),
    "strength": ("strength", "síla"),
    "happy": ("happy faces", "šťastné značky"),
}
KIND = {
    "farm": ("Farm", "Farma"),
    "mine": ("Mine", "Důl"),
    "lab": ("Lab", "Laboratoř"),
    "temple": ("Temple", "Chrám"),
    "library": ("Library", "Knihovna"),
    "theater": ("Theater", "Divadlo"),
    "arena": ("Arena", "Aréna"),
    "infantry": ("Infantry", "Pěchota"),
    "cavalry": ("Cavalry", "Jezdectvo"),
    "artillery": ("Artillery", "Dělostřelectvo"),
    "air_force": ("Air force", "Letectvo"),
}


def _yields(values: dict[str, int], lang: int) -> str:
    return ", ".join(f"{'+' if v > 0 else ''}{v} {WORDS[k][lang]}" for k, v in values.items())


ACTION_WORDS = {
    "civil": ("civil action", ("civilní akce", "civilní akce", "civilních akcí")),
    "military": ("military action", ("vojenská akce", "vojenské akce", "vojenských akcí")),
}


def _actions(n: int, kind: str, cz: bool) -> str:
    """ "2 civil actions", "2 civilní akce": the count with its word in the plural it takes."""
    english, czech = ACTION_WORDS[kind]
    if cz:
        return f"{n} {czech[0 if n == 1 else 1 if 2 <= n <= 4 else 2]}"
    return f"{n} {english}{'' if n == 1 else 's'}"


def describe(f: CardFacts, lang: int) -> str:
    cz = lang == 1
    parts: list[str] = []
    if f.type in KIND:
        what = KIND[f.type][lang]
        parts.append(
            f"{what}: {'každý pracovník dává' if cz else 'each worker gives'} {_yields(f.per_worker, lang)}."
        )
        parts.append(
            f"{'Stavba' if cz else 'Building one costs'} {f.resource_cost} {WORDS['resources'][lang]}."
        )
    elif f.type == "government":
        parts.append(
            f"{'Státní zřízení' if cz else 'Government'}: {f.civil_actions} "
            f"{'civilních a' if cz else 'civil and'} {f.military_actions} "
            f"{'vojenských akcí' if cz else 'military actions'}; "
            f"{'nejvýše' if cz else 'at most'} {f.urban_limit} "
            f"{'městských budov každého druhu' if cz else 'urban buildings of each kind'}."
        )
        if f.revolution_cost is not None:
            parts.append(
                f"{'Poklidná změna' if cz else 'Peaceful change'}: {f.science_cost}, "
                f"{'revoluce' if cz else 'revolution'}: {f.revolution_cost} {WORDS['science'][lang]}."
            )
    elif f.type == "tactic":
        t = f.tactic
        units = ", ".join(
            f"{n}x {KIND[k][lang].lower()}"
            for k, n in (
                ("infantry", t["infantry"]),
                ("cavalry", t["cavalry"]),
                ("artillery", t["artillery"]),
            )
            if n
        )
        parts.append(
            f"{'Taktika' if cz else 'Tactic'}: {'každá armáda' if cz else 'each army of'} {units}"
            f"{'' if cz else ' adds'} +{t['value']} {WORDS['strength'][lang]}"
            + (
                f" ({'zastaralá' if cz else 'outdated'}: +{t['outdated']})"
                if t["outdated"] != t["value"]
                else ""
            )
            + "."
        )
    elif f.type == "bonus":
        parts.append(
            f"{'Obrana' if cz else 'Defense'} +{f.defense}, {'kolonizace' if cz else 'colonization'} "
            f"+{f.colonization}."
        )
    elif f.type == "territory":
        parts.append(("Kolonie" if cz else "Colony") + ": " + _territory(f, lang))
    if f.type == "special" or (f.type == "government" and (f.yields or f.tokens)):
        extras = []
        if f.civil_actions and f.type == "special":
            extras.append(f"+{_actions(f.civil_actions, 'civil', cz)}")
        if f.military_actions and f.type == "special":
            extras.append(f"+{_actions(f.military_actions, 'military', cz)}")
        if f.yields:
            extras.append(_yields(f.yields, lang))
        if f.colonization_bonus:
            extras.append(f"+{f.colonization_bonus} {'ke kolonizaci' if cz else 'colonization'}")
        if f.tokens.get("blue"):
            extras.append(f"+{f.tokens['blue']} {'modré žetony' if cz else 'blue tokens'}")
        if extras:
            parts.append(", ".join(extras) + ".")
    if f.science_cost is not None and f.type != "government":
        parts.append(f"{'Vynalezení' if cz else 'Develop for'} {f.science_cost} {WORDS['science'][lang]}.")
    return " ".join(parts)


def _territory(f: CardFacts, lang: int) -> str:
    cz = lang == 1
    lasting = []
    if f.yields:
        lasting.append(_yields(f.yields, lang))
    for color, n in f.tokens.items():
        color_word = {"blue": ("blue", "modré"), "yellow": ("yellow", "žluté")}[color][lang]
        lasting.append(f"{n:+d} {color_word} {'žetony' if cz else 'tokens'}")
    now = []
    for what, n in f.immediate.items():
        if what == "population":
            now.append(f"+{n} {'obyvatel' if cz else 'population'}")
        elif what == "military_cards":
            now.append(f"{n} {'vojenské karty' if cz else 'military cards'}")
        else:
            now.append(f"{n} {WORDS[what][lang]}")
    lasting_word, now_word = ("trvale", "ihned") if cz else ("lasting", "at once")
    return f"{lasting_word} {', '.join(lasting)}; {now_word} {', '.join(now)}."


class PlainCard(CardRules):
    @property
    def text(self) -> str:  # type: ignore[override]
        return describe(self.facts, 0)

    @property
    def text_cs(self) -> str:  # type: ignore[override]
        return describe(self.facts, 1)


# (the 2006 edition's tactics, Defense/Colonization cards and territories are plain too: what
# differs in their use, one tactic each and units sacrificed, is the edition's rules)
for _edition in ("new-story", "2006"):
    for _key, _facts in EDITION_CARDS[_edition].items():
        if _facts.type in PLAIN_TYPES and _facts.special not in WITH_MODULES and _key not in REGISTRY:
            type(f"Plain_{len(REGISTRY)}", (PlainCard,), {"key": _key})
