"""Revive's card reference: what every component does, in our own words, in English and Czech
(the Czech rulebook's terms: baňka, oblast oddechu, zásuvný modul, lišta stroje...).

The content is data (`data/*.json`, and an owner may replace it), so no component's text is
written here by hand: `effects_text` words any effect list of the content vocabulary
(`vocabulary.EFFECTS`) and `passives_text` any passive list (`vocabulary.PASSIVES`), in both
languages, and `reference_data` puts the words beside each component's facts. Only what the
rules themselves define has words of its own here: the tribe abilities by kind, the scoring
rules of the large locations and the categories of the artifact cards by what they count.
"""

# ruff: noqa: RUF001  (Czech counts times with a multiplication sign on purpose)

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .catalog import Card, Half, content
from .vocabulary import EFFECTS, PASSIVES

LANGS = ("en", "cs")
Text = dict[str, str]

# -- words ---------------------------------------------------------------------------------------

# the goods an effect gains or pays: English (singular, plural); Czech as an object (1, 2-4, 5+)
GOODS_EN = {
    "crystal": ("crystal", "crystals"),
    "gear": ("gear", "gears"),
    "book": ("book", "books"),
    "food": ("food", "food"),
    "any_basic": ("basic resource of your choice", "basic resources of your choice"),
    "energy": ("energy", "energy"),
    "crate": ("crate", "crates"),
    "points": ("point", "points"),
    "purple": ("purple point (at the end)", "purple points (at the end)"),
    "artifact": ("large artifact", "large artifacts"),
}
GOODS_CS = {
    "crystal": ("krystal", "krystaly", "krystalů"),
    "gear": ("součástku", "součástky", "součástek"),
    "book": ("knihu", "knihy", "knih"),
    "food": ("jídlo", "jídla", "jídel"),
    "any_basic": ("základní zdroj dle volby", "základní zdroje dle volby", "základních zdrojů dle volby"),
    "energy": ("energii", "energie", "energií"),
    "crate": ("bednu", "bedny", "beden"),
    "points": ("bod", "body", "bodů"),
    "purple": ("fialový bod (na konci)", "fialové body (na konci)", "fialových bodů (na konci)"),
    "artifact": ("velký artefakt", "velké artefakty", "velkých artefaktů"),
}
# a resource's plain word (Czech: nominative)
RESOURCE = {
    "en": {
        "crystal": "crystal",
        "gear": "gear",
        "book": "book",
        "food": "food",
        "any_basic": "basic resource",
    },
    "cs": {
        "crystal": "krystal",
        "gear": "součástka",
        "book": "kniha",
        "food": "jídlo",
        "any_basic": "základní zdroj",
    },
}
# colours: English; Czech feminine adjective, nominative / accusative / locative (karta, lišta)
COLOUR_EN = {
    "yellow": "yellow",
    "green": "green",
    "grey": "grey",
    "purple": "purple",
    "orange": "orange",
    "white": "white",
}
COLOUR_CS = {
    "yellow": ("žlutá", "žlutou", "žluté"),
    "green": ("zelená", "zelenou", "zelené"),
    "grey": ("šedá", "šedou", "šedé"),
    "purple": ("fialová", "fialovou", "fialové"),
    "orange": ("oranžová", "oranžovou", "oranžové"),
    "white": ("bílá", "bílou", "bílé"),
}
# a colour as a masculine adjective (stroj, modul, artefakt)
COLOUR_CS_M = {
    "yellow": "žlutý",
    "green": "zelený",
    "grey": "šedý",
    "purple": "fialový",
    "orange": "oranžový",
    "white": "bílý",
}
ACTION = {
    "en": {"build": "Build", "explore": "Explore", "populate": "Populate"},
    "cs": {"build": "Stavba", "explore": "Průzkum", "populate": "Osídlení"},
}
SPACE_TYPE = {
    "en": {
        "location": "location",
        "sand": "sand",
        "water": "water",
        "forest": "forest",
        "field": "field",
        "mountains": "mountains",
    },
    "cs": {
        "location": "naleziště",
        "sand": "písčité",
        "water": "vodní",
        "forest": "les",
        "field": "lán",
        "mountains": "hory",
    },
}
PER_COUNT = {
    "en": {
        "population": "per population figure of yours on the board",
        "yellow_slotted": "per yellow card in your slots (this one included)",
        "visible_flasks": "per flask you can see (machines, modules, active and slotted card halves)",
    },
    "cs": {
        "population": "za každou svou figurku populace na herním plánu",
        "yellow_slotted": "za každou žlutou kartu ve svých slotech (včetně této)",
        "visible_flasks": "za každou viditelnou baňku (stroje, moduly, aktivní a zasunuté poloviny karet)",
    },
}


def cs_plural(n: int) -> int:
    return 0 if n == 1 else 1 if 2 <= n <= 4 else 2


def goods_text(items: dict[str, int], lang: str) -> str:
    """ "2 food and 1 book" / "2 jídla a 1 knihu" (Czech as an object)."""
    parts = []
    for key, n in items.items():
        if lang == "en":
            parts.append(f"{n} {GOODS_EN[key][0 if n == 1 else 1]}")
        else:
            parts.append(f"{n} {GOODS_CS[key][cs_plural(n)]}")
    return join(parts, lang)


def join(parts: list[str], lang: str, last: str | None = None) -> str:
    word = last or ("and" if lang == "en" else "a")
    if len(parts) < 2:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} {word} {parts[-1]}"


def _times(n: int, lang: str) -> str:
    if lang == "en":
        return "once" if n == 1 else "twice" if n == 2 else f"{n} times"
    return f"{n}×" if n != 1 else "jednou"


def _colour_card(colour: str, lang: str) -> str:
    """A card of `colour` ("any": of any colour), as an object."""
    if lang == "en":
        return "a card" if colour == "any" else f"a {COLOUR_EN[colour]} card"
    return "kartu" if colour == "any" else f"{COLOUR_CS[colour][1]} kartu"


def _track(colour: str, lang: str) -> str:
    """A machine track, where one advances ("on the yellow track")."""
    if lang == "en":
        return "any machine track" if colour == "any" else f"the {COLOUR_EN[colour]} machine track"
    return "libovolné liště stroje" if colour == "any" else f"{COLOUR_CS[colour][2]} liště stroje"


# -- effects -------------------------------------------------------------------------------------


def _gain(v: dict, lang: str) -> str:
    return ("gain " if lang == "en" else "získej ") + goods_text(v, lang)


def _exchange(v: dict, lang: str) -> str:
    pay, get = goods_text(v["pay"], lang), effects_text(v["get"], lang, capital=False, stop=False)
    times = v.get("times", 1)
    if lang == "en":
        out = f"pay {pay} to {get}"
        return out + (f" (up to {_times(times, lang)})" if times > 1 else "")
    out = f"zaplať {pay} a {get}"
    return out + (f" (až {_times(times, lang)})" if times > 1 else "")


def _convert(v: int, lang: str) -> str:
    if lang == "en":
        return "exchange a basic resource for another basic one" + (
            f", up to {_times(v, lang)}" if v > 1 else ""
        )
    return "vyměň základní zdroj za jiný základní" + (f", až {_times(v, lang)}" if v > 1 else "")


def _choose(v: list, lang: str) -> str:
    options = [effects_text(o, lang, capital=False, stop=False) for o in v]
    if lang == "en":
        return "choose one: " + join(options, lang, "or")
    return "vyber jedno: " + join(options, lang, "nebo")


def _advance(v: str, lang: str) -> str:
    return f"advance on {_track(v, lang)} by 1" if lang == "en" else f"posuň se o 1 na {_track(v, lang)}"


def _per(v: dict, lang: str) -> str:
    r = v["gain"]
    if lang == "en":
        return f"gain 1 {GOODS_EN[r][0]} {PER_COUNT['en'][v['count']]}"
    return f"získej 1 {GOODS_CS[r][0]} {PER_COUNT['cs'][v['count']]}"


def _action(v: dict, lang: str) -> str:
    kind, reach = v["kind"], v.get("reach", 0)
    if lang == "en":
        what = "an Explore, Build or Populate action" if kind == "any" else f"a {ACTION['en'][kind]} action"
        return f"take {what} at no action cost" + (f", with reach +{reach}" if reach else "")
    what = "akci Průzkum, Stavba nebo Osídlení" if kind == "any" else f"akci {ACTION['cs'][kind]}"
    return f"proveď {what} bez započtení akce" + (f", s dosahem +{reach}" if reach else "")


def _discount(v: dict, lang: str) -> str:
    a, n = v["action"], v["amount"]
    if lang == "en":
        return f"{ACTION['en'][a]} costs {n} less (not its distance)"
    return f"{ACTION['cs'][a]} stojí o {n} méně (ne vzdálenost)"


def _fixed(en: str, cs: str) -> Callable[[Any, str], str]:
    return lambda v, lang: en if lang == "en" else cs


EFFECT_WORDS: dict[str, Callable[[Any, str], str]] = {
    "gain": _gain,
    "exchange": _exchange,
    "convert": _convert,
    "choose": _choose,
    "advance": _advance,
    "module": lambda v, lang: (
        "take a module from the offer and place it on one of your module spaces"
        if lang == "en"
        else "vezmi zásuvný modul z nabídky a polož ho na políčko pro zásuvné moduly"
    ),
    "tribe_ability": _fixed("use your tribe ability", "použij kmenovou schopnost"),
    "recover_energy": _fixed(
        "take 1 energy back from one of your machines", "vezmi si 1 energii zpět z jednoho ze svých strojů"
    ),
    "eject": _fixed(
        "move a card from one of your slots to your rest area",
        "přesuň kartu z jednoho ze svých slotů do oblasti oddechu",
    ),
    "retrieve": _fixed(
        "take a card of your rest area back into your active area",
        "vezmi kartu z oblasti oddechu zpět do aktivní oblasti",
    ),
    "reach": lambda v, lang: f"reach +{v} for this action" if lang == "en" else f"dosah +{v} pro tuto akci",
    "per": _per,
    "play_card": lambda v, lang: (
        f"play {_colour_card(v, lang).replace('a ', 'another ', 1)} at no action cost"
        if lang == "en"
        else f"zahraj další {_colour_card(v, lang)} bez započtení akce"
    ),
    "take_card": lambda v, lang: (
        f"take {_colour_card(v, lang)} from the offer"
        if lang == "en"
        else f"vezmi z nabídky {_colour_card(v, lang)}"
    ),
    "action": _action,
    "rest_card_top": _fixed(
        "move a card of your active area to your rest area and resolve its top half",
        "přesuň kartu z aktivní oblasti do oblasti oddechu a vyhodnoť její horní polovinu",
    ),
    "flip": _fixed(
        "while playing a card: use its other half", "při zahrání karty: použij její druhou polovinu"
    ),
    "infinite_reach": _fixed(
        "during Explore: any face-down tile, however far",
        "při Průzkumu: libovolná neodkrytá destička bez ohledu na vzdálenost",
    ),
    "all_colours": _fixed("the card you play counts as every colour", "zahrávaná karta má všechny barvy"),
    "reuse_crate": _fixed(
        "pay 1 gear to resolve one of your opened crates again (each crate once)",
        "zaplať 1 součástku a znovu vyhodnoť jednu ze svých otevřených beden (každou jen jednou)",
    ),
    "discount": _discount,
    "move_population": _fixed(
        "move one of your figures to another small location, paying nobody",
        "přesuň jednu svou figurku na jiné malé naleziště, nikomu nic neplatíš",
    ),
    "reset_switch": _fixed("reset your switch to unused", "vrať svůj spínač do polohy nepoužito"),
}


def effect_text(effect: dict, lang: str) -> str:
    ((kind, value),) = effect.items()
    return EFFECT_WORDS[kind](value, lang)


def _sentence(text: str, capital: bool, stop: bool) -> str:
    if capital and text:
        text = text[0].upper() + text[1:]
    return text + "." if stop and text and not text.endswith(".") else text


def effects_text(effects: Any, lang: str, *, capital: bool = True, stop: bool = True) -> str:
    """A list of effects in words, each optional and in any order ("Gain 2 food; advance...")."""
    if not effects:
        return _sentence("nothing" if lang == "en" else "nic", capital, stop)
    runs: list[list] = []  # the same effect twice in a row is said once, with how many times
    for e in effects:
        if runs and runs[-1][0] == e:
            runs[-1][1] += 1
        else:
            runs.append([e, 1])
    parts = [effect_text(e, lang) + (f" ({_times(n, lang)})" if n > 1 else "") for e, n in runs]
    return _sentence("; ".join(parts), capital, stop)


# -- passive effects -----------------------------------------------------------------------------


def _types(kinds: list[str], lang: str) -> str:
    return join([SPACE_TYPE[lang][k] for k in kinds], lang)


def _by_colour(v: dict, lang: str) -> str:
    if lang == "en":
        pairs = [f"{COLOUR_EN[c]}: 1 {GOODS_EN[r][0]}" for c, r in v.items()]
        return (
            "each card you take from the offer also gives a resource by its colour (" + ", ".join(pairs) + ")"
        )
    pairs = [f"{COLOUR_CS[c][0]}: 1 {GOODS_CS[r][0]}" for c, r in v.items()]
    return "každá karta vzatá z nabídky dá navíc zdroj podle své barvy (" + ", ".join(pairs) + ")"


def _by_landscape(v: dict, lang: str) -> str:
    pairs = [f"{SPACE_TYPE[lang][k]}: {goods_text(g, lang)}" for k, g in v.items()]
    if lang == "en":
        return "each use of your tribe ability also gives goods by the landscape the falcon is on (" + (
            ", ".join(pairs) + ")"
        )
    return (
        "každé použití kmenové schopnosti dá navíc podle krajiny, kde stojí sokol (" + ", ".join(pairs) + ")"
    )


def _per_adjacent(v: dict, lang: str) -> str:
    a, t, n = v["action"], v["type"], v["amount"]
    if lang == "en":
        return f"{ACTION['en'][a]} costs {n} less per adjacent {SPACE_TYPE['en'][t]} space"
    return f"{ACTION['cs'][a]} stojí o {n} méně za každé sousední políčko typu {SPACE_TYPE['cs'][t]}"


PASSIVE_WORDS: dict[str, Callable[[Any, str], str]] = {
    "reach": lambda v, lang: (
        f"reach +{v} for every action that pays distance"
        if lang == "en"
        else f"dosah +{v} pro každou akci, která platí vzdálenost"
    ),
    "discount": lambda v, lang: (
        f"every {_discount(v, lang)}" if lang == "en" else f"každá akce {_discount(v, lang)}"
    ),
    "explore_discount": lambda v, lang: (
        f"every Explore costs {v} resource{'s' if v != 1 else ''} less"
        if lang == "en"
        else f"každý Průzkum stojí o {v} {('zdroj', 'zdroje', 'zdrojů')[cs_plural(v)]} méně"
    ),
    "free_passage": lambda v, lang: (
        f"{_types(v, lang)} spaces you pass through do not count as distance"
        if lang == "en"
        else f"políčka typu {_types(v, lang)} se do vzdálenosti nepočítají"
    ),
    "populate_free_of_others": _fixed(
        "Populate pays nothing to the players already on the location",
        "při Osídlení neplatíš nic hráčům, kteří už na nalezišti jsou",
    ),
    "on_ability": lambda v, lang: (
        "each use of your tribe ability also: " + effects_text(v, lang, capital=False, stop=False)
        if lang == "en"
        else "při každém použití kmenové schopnosti navíc: "
        + effects_text(v, lang, capital=False, stop=False)
    ),
    "on_card_gain": _by_colour,
    "on_crate": lambda v, lang: (
        "each crate you gain also: " + effects_text(v, lang, capital=False, stop=False)
        if lang == "en"
        else "s každou získanou bednou navíc: " + effects_text(v, lang, capital=False, stop=False)
    ),
    "per_adjacent_discount": _per_adjacent,
    "near_falcon_discount": lambda v, lang: (
        f"every action on a space next to your falcon costs {v} less (not its distance)"
        if lang == "en"
        else f"každá akce na políčku sousedícím se sokolem stojí o {v} méně (ne vzdálenost)"
    ),
    "temple_reach": lambda v, lang: (
        f"reach +{v} when distance is counted from one of your temples"
        if lang == "en"
        else f"dosah +{v}, když se vzdálenost počítá od tvého chrámu"
    ),
    "on_ability_by_falcon": _by_landscape,
    "fifth_slot": _fixed(
        "the right-hand (5th) card slot is open; a card played there uses the half you choose",
        "pravý (5.) slot na kartu je otevřený; karta v něm použije polovinu podle tvé volby",
    ),
    "switch_copies_opponent": _fixed(
        "with the campaign's switch rule, your switch may resolve a card in an opponent's slot again "
        "(that player then moves it to their rest area)",
        "podle pravidla spínače z kampaně může tvůj spínač znovu vyhodnotit kartu ve slotu soupeře "
        "(ten ji pak přesune do své oblasti oddechu)",
    ),
}


def passives_text(passives: Any, lang: str, *, capital: bool = True) -> str:
    out = "; ".join(PASSIVE_WORDS[k](v, lang) for p in passives for k, v in p.items())
    return _sentence(out, capital, True)


# -- what the rules define: abilities, scoring rules, categories -----------------------------------


def _cost(cost: dict, lang: str) -> str:
    if not cost:
        return ""
    return f"Pay {goods_text(cost, lang)}: " if lang == "en" else f"Zaplať {goods_text(cost, lang)}: "


def ability_text(ability: dict, lang: str, options: dict | None = None) -> str:
    kind, cost, reach = ability["kind"], ability.get("cost", {}), ability.get("reach", 0)
    sand_owner = (options or {}).get("sand_point") == "owner"
    en = {
        "forest_tile": "place a forest tile on an unoccupied sand space (paying distance). Every building "
        "next to it gives its owner a step on the green track (two for a large building). Gain 1 book "
        "for the tile and 1 for every other space of the forest it joins.",
        "temple": "place a temple on an empty water space (paying distance) and gain that space's reward, "
        "even if you have claimed it with a building. Your temples are origins for distance.",
        "sand_tile": "place a sand tile on an unoccupied landscape space (paying distance): it becomes sand. "
        "Take a card of that landscape's colour from the offer. Building on one of your sand tiles scores 1 "
        + ("point for you." if sand_owner else "point for the builder."),
        "target": "place a target, with no distance, on a sand space or a location where you have no "
        "building and no figure. If you Build or Populate there, it costs 2 less; if another player does, "
        "you receive what they pay for the action itself. Then the target comes back to you.",
        "workshop": "place a workshop on a landscape space (no distance) and advance 1 on the track of its "
        "colour. Build, Populate and Explore on a space next to one of your workshops cost 1 less.",
        "falcon": "move the falcon up to 3 spaces per tribe marker used (this one included) to a landscape "
        "space, then take an Explore, Build or Populate at no action cost"
        + (f", with reach +{reach}" if reach else "")
        + ". Your falcon is an origin for distance.",
        "buy_card": "take any card from the offer into your active area.",
        "water_goods": "gain 1 basic resource of your choice for each water space next to your buildings.",
        "free_action": "take an Explore, Build or Populate at no action cost"
        + (f", with reach +{reach}." if reach else "."),
    }
    cs = {
        "forest_tile": "polož dílek lesa na neobsazené písčité políčko (zaplať vzdálenost). Každá budova "
        "vedle něj dá svému majiteli krok na zelené liště stroje (velká budova dva). Získej 1 knihu "
        "za dílek a 1 za každé další políčko lesa, k němuž se připojí.",
        "temple": "polož žeton chrámu na prázdné vodní políčko (zaplať vzdálenost) a získej jeho odměnu, "
        "i když jsi ji už získal budovou. Od tvých chrámů se počítá vzdálenost.",
        "sand_tile": "polož dílek písku na neobsazené políčko krajiny (zaplať vzdálenost): stane se "
        "písčitým. Vezmi z nabídky kartu barvy zakryté krajiny. Stavba na tvém dílku písku dá 1 bod "
        + ("tobě." if sand_owner else "stavějícímu."),
        "target": "polož terč bez placení vzdálenosti na písčité políčko nebo naleziště, kde nemáš budovu "
        "ani figurku. Když tam stavíš nebo osidluješ ty, stojí to o 2 méně; když jiný hráč, dostaneš, "
        "co zaplatí za samotnou akci. Pak se ti terč vrátí.",
        "workshop": "polož žeton dílny na políčko krajiny (bez vzdálenosti) a posuň se o 1 na liště stroje "
        "její barvy. Stavba, Osídlení a Průzkum na políčku vedle tvé dílny stojí o 1 méně.",
        "falcon": "přesuň sokola až o 3 políčka za každý ukazatel pokroku odebraný z desky kmene (včetně "
        "tohoto) na políčko "
        "krajiny, pak proveď Průzkum, Stavbu nebo Osídlení bez započtení akce"
        + (f", s dosahem +{reach}" if reach else "")
        + ". Od sokola se počítá vzdálenost.",
        "buy_card": "vezmi libovolnou kartu z nabídky do aktivní oblasti.",
        "water_goods": "získej 1 základní zdroj dle volby za každé vodní políčko vedle svých budov.",
        "free_action": "proveď Průzkum, Stavbu nebo Osídlení bez započtení akce"
        + (f", s dosahem +{reach}." if reach else "."),
    }
    words = (en if lang == "en" else cs)[kind]
    prefix = _cost(cost, lang)
    return prefix + words if prefix else words[0].upper() + words[1:]


LOCATION_TEXT: dict[str, Text] = {
    "green_track_value": {
        "en": "Points equal to the value of your green track's space.",
        "cs": "Body ve výši hodnoty políčka tvé zelené lišty stroje.",
    },
    "yellow_track_value": {
        "en": "Points equal to the value of your yellow track's space.",
        "cs": "Body ve výši hodnoty políčka tvé žluté lišty stroje.",
    },
    "grey_track_value": {
        "en": "Points equal to the value of your grey track's space.",
        "cs": "Body ve výši hodnoty políčka tvé šedé lišty stroje.",
    },
    "energy_2": {"en": "2 points per energy.", "cs": "2 body za každou energii."},
    "population_2": {
        "en": "2 points per population figure you have placed.",
        "cs": "2 body za každou umístěnou figurku populace.",
    },
    "water_2": {
        "en": "2 points per water space next to your buildings.",
        "cs": "2 body za každé vodní políčko vedle tvých budov.",
    },
    "module_1": {"en": "1 point per module.", "cs": "1 bod za každý zásuvný modul."},
    "large_location_population_3": {
        "en": "3 points per figure of yours on a large location (this one included).",
        "cs": "3 body za každou svou figurku na velkém nalezišti (včetně tohoto).",
    },
    "large_building_4": {
        "en": "4 points per large building built.",
        "cs": "4 body za každou postavenou velkou budovu.",
    },
    "card_2": {
        "en": "2 points per citizen card you have acquired (starting cards not counted).",
        "cs": "2 body za každou získanou kartu obyvatele (počáteční karty se nepočítají).",
    },
    "tribe_markers_3": {
        "en": "3 points per progress marker taken from your tribe board.",
        "cs": "3 body za každý ukazatel pokroku odebraný z desky kmene.",
    },
    "crystals_adjacent_3": {
        "en": "3 points per crystal symbol next to your buildings.",
        "cs": "3 body za každý symbol krystalu vedle tvých budov.",
    },
    "flask_2": {"en": "2 points per flask.", "cs": "2 body za každou baňku."},
    "crate_2": {
        "en": "2 points per crate, open or closed.",
        "cs": "2 body za každou bednu, otevřenou i zavřenou.",
    },
    "area_tile_presence": {
        "en": "3 / 7 / 12 / 15 points for being on at least 3 / 6 / 8 / 10 area tiles.",
        "cs": "3 / 7 / 12 / 15 bodů za přítomnost na alespoň 3 / 6 / 8 / 10 destičkách oblasti.",
    },
    "energy_on_populate_flask_1": {
        "en": "Populating it gives 1 energy at once; at the end, 1 point per flask.",
        "cs": "Osídlení dá ihned 1 energii; na konci 1 bod za každou baňku.",
    },
}

CATEGORY_TEXT: dict[str, Text] = {
    "cards": {"en": "per acquired citizen card", "cs": "za každou získanou kartu obyvatele"},
    "water_explored": {
        "en": "per water space next to your buildings",
        "cs": "za každé vodní políčko vedle tvých budov",
    },
    "crates": {"en": "per crate", "cs": "za každou bednu"},
    "population_placed": {"en": "per placed population figure", "cs": "za každou umístěnou figurku populace"},
    "crystals_adjacent": {
        "en": "per crystal symbol next to your buildings",
        "cs": "za každý symbol krystalu vedle tvých budov",
    },
    "modules_pairs": {"en": "per 2 modules", "cs": "za každé 2 zásuvné moduly"},
    "energy": {"en": "per energy", "cs": "za každou energii"},
    "tribe_markers_removed": {
        "en": "per progress marker taken from your tribe board",
        "cs": "za každý ukazatel pokroku odebraný z desky kmene",
    },
    "flasks": {"en": "per flask", "cs": "za každou baňku"},
}

TECHNOLOGY_KIND = {
    "passive": {"en": "From now on", "cs": "Od odemčení trvale"},
    "on_unlock": {"en": "When unlocked", "cs": "Při odemčení"},
    "machine": {"en": "Machine (activate with 1 energy)", "cs": "Stroj (aktivace 1 energií)"},
    "free_action": {"en": "Free action, any time in your turn", "cs": "Volná akce, kdykoli ve tvém tahu"},
}


# -- names (the Czech ones are the catalog's words for the same terms) ---------------------------


def module_name(colours: tuple[str, ...], key: str, lang: str) -> str:
    if lang == "en":
        return f"{'/'.join(colours)} module {key}"
    return f"{'/'.join(COLOUR_CS_M[c] for c in colours)} modul {key}"


def machine_name(colour: str, key: str, lang: str) -> str:
    return f"{colour} machine {key}" if lang == "en" else f"{COLOUR_CS_M[colour]} stroj {key}"


def crate_name(key: str, lang: str) -> str:
    return f"crate {key}" if lang == "en" else f"bedna {key}"


def artifact_name(colour: str, key: str, lang: str) -> str:
    n = key.rsplit("_", 1)[-1]
    return f"{colour} artifact {n}" if lang == "en" else f"{COLOUR_CS_M[colour]} artefakt {n}"


def artifact_card_name(key: str, lang: str) -> str:
    return f"artifact card {key}" if lang == "en" else f"karta artefaktu {key}"


# -- the reference -------------------------------------------------------------------------------


def _flasks(n: int, lang: str) -> str:
    if lang == "en":
        return f"{n} flask{'s' if n != 1 else ''}."
    return f"{n} {('baňka', 'baňky', 'baněk')[cs_plural(n)]}."


def half_data(half: Half, lang: str) -> dict:
    extras = []
    if half.slot:
        extras.append(
            "Slot symbol: another card may be played into this slot."
            if lang == "en"
            else "Symbol slotu: do tohoto slotu lze zahrát další kartu."
        )
    if half.while_in_slot:
        extras.append(
            ("While in a slot: " if lang == "en" else "Dokud je ve slotu: ")
            + passives_text(half.while_in_slot, lang, capital=False)
        )
    if half.hibernate_then_remove:
        extras.append(
            "Then hibernate at once; your turn ends and this card leaves the game."
            if lang == "en"
            else "Pak ihned hibernuj; tah končí a tato karta odchází ze hry."
        )
    if half.flasks:
        extras.append(_flasks(half.flasks, lang))
    effects = effects_text(half.effects, lang)
    return {
        "effects": effects,
        "slot": half.slot,
        "flasks": half.flasks,
        "while_in_slot": passives_text(half.while_in_slot, lang) if half.while_in_slot else None,
        "hibernate_then_remove": half.hibernate_then_remove,
        "text": " ".join([effects, *extras]),
    }


def card_data(card: Card, lang: str) -> dict:
    top, bottom = half_data(card.top, lang), half_data(card.bottom, lang)
    head = ("Top: ", "Bottom: ") if lang == "en" else ("Horní: ", "Dolní: ")
    return {
        "key": card.id,
        "name": card.name[lang],
        "colour": card.colour,
        "starting": card.starting,
        "top": top,
        "bottom": bottom,
        "text": f"{head[0]}{top['text']} {head[1]}{bottom['text']}",
    }


def technology_text(kind: str, effects: Any, lang: str) -> str:
    if kind == "passive":
        body = passives_text(effects, lang, capital=False)
    else:
        body = effects_text(effects, lang, capital=False)
    return f"{TECHNOLOGY_KIND[kind][lang]}: {body}"


def reference_data(options: dict, lang: str) -> dict:
    """Every component's facts and text in `lang` ("en" or "cs")."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}")
    c = content()
    cards = {card.id: card_data(card, lang) for card in (*c.starting_cards, *c.deck)}
    modules = {
        m.id: {
            "key": m.id,
            "name": module_name(m.colours, m.id, lang),
            "colours": list(m.colours),
            "flasks": m.flasks,
            "text": " ".join(
                [effects_text(m.effects, lang), *([_flasks(m.flasks, lang)] if m.flasks else [])]
            ),
        }
        for m in c.modules
    }
    machines = {
        m.id: {
            "key": m.id,
            "name": machine_name(m.colour, m.id, lang),
            "colour": m.colour,
            "kind": "special",
            "flasks": m.flasks,
            "text": " ".join(
                [effects_text(m.effects, lang), *([_flasks(m.flasks, lang)] if m.flasks else [])]
            ),
        }
        for m in c.machines
    }
    for r in c.boards.reward_spaces:
        if r.kind == "standard_machine" and r.name:
            machines[r.id] = {
                "key": r.id,
                "name": r.name[lang],
                "colour": None,
                "kind": "standard",
                "needs": dict(r.needs),
                "flasks": 0,
                "text": effects_text(r.effects, lang),
            }
    crates = {
        k.id: {"key": k.id, "name": crate_name(k.id, lang), "text": effects_text(k.effects, lang)}
        for k in c.crates
    }
    artifacts = {
        a.id: {
            "key": a.id,
            "name": artifact_name(a.colour, a.id, lang),
            "colour": a.colour,
            "mark": a.mark,
            "text": (
                f"Large artifact for {a.mark} players; each one multiplies the {a.colour} category of your "
                "artifact card."
                if lang == "en"
                else f"Velký artefakt pro {a.mark} hráče; každý znásobí {COLOUR_CS[a.colour][1]} "
                "kategorii tvé karty artefaktu."
            ),
        }
        for a in c.large_artifacts
    }
    artifact_cards = {}
    for card in c.artifact_cards:
        lines = [
            {
                "colour": cat.colour,
                "counts": cat.counts,
                "points": cat.points,
                "text": (
                    f"{COLOUR_EN[cat.colour]}: {goods_text({'points': cat.points}, lang)} "
                    + CATEGORY_TEXT[cat.counts]["en"]
                    if lang == "en"
                    else f"{COLOUR_CS[cat.colour][0]}: {goods_text({'points': cat.points}, lang)} "
                    + CATEGORY_TEXT[cat.counts]["cs"]
                ),
            }
            for cat in card.categories
        ]
        after = (
            "Each category scores once, and once more per large artifact of its colour."
            if lang == "en"
            else "Každá kategorie se boduje jednou a ještě jednou za každý velký artefakt její barvy."
        )
        artifact_cards[card.id] = {
            "key": card.id,
            "name": artifact_card_name(card.id, lang),
            "categories": lines,
            "text": "; ".join(x["text"] for x in lines) + ". " + after,
        }
    technologies: dict[str, dict] = {}
    tribes: dict[str, dict] = {}
    for tribe in c.tribes.values():
        sides = {}
        for side_name, side in tribe.sides.items():
            sides[side_name] = {
                "ability": ability_text(side.ability, lang, options),
                "kind": side.ability["kind"],
            }
            for t in side.technologies:
                technologies[t.id] = {
                    "key": t.id,
                    "name": t.name[lang] if t.name else t.id,
                    "tribe": tribe.id,
                    "side": side_name,
                    "books": t.books,
                    "points": t.points,
                    "links": list(t.links),
                    "root": t.root,
                    "kind": t.kind,
                    "text": technology_text(t.kind, t.effects, lang),
                }
        tribes[tribe.id] = {
            "key": tribe.id,
            "name": tribe.name[lang],
            "piece": tribe.piece,
            "pieces": tribe.pieces,
            "sides": sides,
        }
    # a tile's spaces in the order of its socket's hexes: what each water space gives
    tiles = {
        t.id: {
            "key": t.id,
            "spaces": [
                {"type": sp["type"], "reward": effects_text(sp["reward"], lang) if sp.get("reward") else None}
                for sp in t.spaces
            ],
        }
        for t in (*c.start_tiles, *c.area_tiles)
    }
    locations = {}
    for tile, rules in (*c.large_tiles, *c.campaign_large_tiles):
        for rule in rules:
            locations[rule] = {"key": rule, "tile": tile, "text": LOCATION_TEXT[rule][lang]}
    return {
        "cards": cards,
        "modules": modules,
        "machines": machines,
        "crates": crates,
        "artifacts": artifacts,
        "artifact_cards": artifact_cards,
        "technologies": technologies,
        "tribes": tribes,
        "locations": locations,
        "tiles": tiles,
    }


def every_kind_worded() -> tuple[set[str], set[str]]:
    """The effect and passive kinds of the vocabulary that have no words here (both empty)."""
    return set(EFFECTS) - set(EFFECT_WORDS), set(PASSIVES) - set(PASSIVE_WORDS)
