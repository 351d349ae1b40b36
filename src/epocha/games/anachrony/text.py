"""Anachrony's card reference: what every tile and card does, in our own words, in English and
Czech (the Czech rulebook's terms: vědec, technik, správce, génius, zaměření, žeton cesty časem...).

The texts say what OUR engine does where the rules leave a reading open (docs.md): #112's water,
Grand Reservoir's saving, Temporal Tourism's track step, the occupied slots Harmony counts...
Facts (VP, costs, types, evacuation values) are read from `catalog`, `evacuation` and the
Doomsday data; only the words live here. `reference_data` puts both together for one language.
"""

# ruff: noqa: RUF001  (the Czech texts count resources with a multiplication sign on purpose)

from __future__ import annotations

from typing import Any

from .catalog import BUILDINGS as _BUILDING_FACTS
from .catalog import COLLAPSING_TILES as _COLLAPSE_FACTS
from .catalog import ENDGAME_CARD_VP, PATH_FACTS
from .catalog import ENDGAME_CARDS as _ENDGAME_FACTS
from .catalog import SUPERPROJECTS as _SUPERPROJECT_FACTS
from .doomsday import EXPERIMENTS as _EXPERIMENT_FACTS
from .evacuation import CONDITIONS, MAX_VP, PENALTY, REVISED

LANGS = ("en", "cs")
PRINTINGS = ("first-printing", "revised")

Text = dict[str, str]

# -- buildings ----------------------------------------------------------------------------------

BUILDINGS: dict[str, Text] = {
    # power plants
    "b101": {
        "en": "Any worker: set your Focus up to 1 era back.",
        "cs": "Libovolný pracovník: posuňte své zaměření až o 1 epochu zpět.",
    },
    "b102": {
        "en": "Any worker: set your Focus up to 2 eras back.",
        "cs": "Libovolný pracovník: posuňte své zaměření až o 2 epochy zpět.",
    },
    "b103": {
        "en": "Any worker: set your Focus up to 2 eras back.",
        "cs": "Libovolný pracovník: posuňte své zaměření až o 2 epochy zpět.",
    },
    "b104": {
        "en": "Scientist: set your Focus up to 2 eras back.",
        "cs": "Vědec: posuňte své zaměření až o 2 epochy zpět.",
    },
    "b105": {
        "en": "Any worker: set your Focus up to 3 eras back.",
        "cs": "Libovolný pracovník: posuňte své zaměření až o 3 epochy zpět.",
    },
    "b106": {
        "en": "Any worker: set your Focus up to 3 eras back.",
        "cs": "Libovolný pracovník: posuňte své zaměření až o 3 epochy zpět.",
    },
    "b107": {
        "en": "Any worker, 1 uranium: set your Focus up to 3 eras back; gain 1 VP.",
        "cs": "Libovolný pracovník, 1× uran: posuňte své zaměření až o 3 epochy zpět; získejte 1 VB.",
    },
    "b108": {
        "en": "Scientist, stays motivated: set your Focus up to 2 eras back.",
        "cs": "Vědec, zůstává motivovaný: posuňte své zaměření až o 2 epochy zpět.",
    },
    "b109": {
        "en": "Scientist, 1 neutronium: set your Focus up to 3 eras back; gain 2 VP.",
        "cs": "Vědec, 1× neutronium: posuňte své zaměření až o 3 epochy zpět; získejte 2 VB.",
    },
    "b110": {
        "en": "Any worker, 1 water: set your Focus up to 4 eras back.",
        "cs": "Libovolný pracovník, 1 voda: posuňte své zaměření až o 4 epochy zpět.",
    },
    "b111": {
        "en": "Any worker: set your Focus up to 3 eras back. When built: take one of your warp tiles "
        "on the timeline back, if there is one (no Time Travel step).",
        "cs": "Libovolný pracovník: posuňte své zaměření až o 3 epochy zpět. Po postavení: vezměte si "
        "zpět jeden svůj žeton cesty časem z časové osy, pokud tam nějaký je (bez kroku na stupnici "
        "cestování časem).",
    },
    "b112": {
        "en": "Any worker, X water: set your Focus up to X eras back; gain 1 VP. Your range labs "
        "(#401, #402) make X cost that much less water (at least 1) instead of reaching further.",
        "cs": "Libovolný pracovník, X vody: posuňte své zaměření až o X epoch zpět; získejte 1 VB. "
        "Vaše laboratoře s dosahem (#401, #402) tu snižují cenu o tolik vody, o kolik přidávají "
        "dosahu (nejméně 1 voda), dosah neprodlužují.",
    },
    "b113": {
        "en": "Any worker, X titanium/uranium/gold in any mix (X at least 1): set your Focus up to X "
        "eras back, plus your labs' range bonus; gain X VP.",
        "cs": "Libovolný pracovník, X× titan/uran/zlato v libovolném poměru (X alespoň 1): posuňte "
        "své zaměření až o X epoch zpět, k tomu bonus dosahu vašich laboratoří; získejte X VB.",
    },
    "b114": {
        "en": "Scientist, 1 water: set your Focus up to 3 eras back, and then once more (two time travels).",
        "cs": "Vědec, 1 voda: posuňte své zaměření až o 3 epochy zpět, a pak ještě jednou (dvě cesty časem).",
    },
    "b115": {
        "en": "Any worker, 1 gold: set your Focus up to 3 eras back; gain 1 VP.",
        "cs": "Libovolný pracovník, 1× zlato: posuňte své zaměření až o 3 epochy zpět; získejte 1 VB.",
    },
    # factories
    "b201": {
        "en": "Any worker, stays motivated: gain 2 titanium.",
        "cs": "Libovolný pracovník, zůstává motivovaný: získejte 2× titan.",
    },
    "b202": {
        "en": "Any worker, 1 water: gain 3 titanium.",
        "cs": "Libovolný pracovník, 1 voda: získejte 3× titan.",
    },
    "b203": {
        "en": "Any worker, stays motivated, 1 water: gain 1 titanium, uranium or gold.",
        "cs": "Libovolný pracovník, zůstává motivovaný, 1 voda: získejte 1× titan, uran, nebo zlato.",
    },
    "b204": {
        "en": "Any worker, stays motivated: gain 1 gold.",
        "cs": "Libovolný pracovník, zůstává motivovaný: získejte 1× zlato.",
    },
    "b205": {
        "en": "Any worker, 1 water: gain 2 gold.",
        "cs": "Libovolný pracovník, 1 voda: získejte 2× zlato.",
    },
    "b206": {
        "en": "Any worker, stays motivated: gain 1 uranium.",
        "cs": "Libovolný pracovník, zůstává motivovaný: získejte 1× uran.",
    },
    "b207": {
        "en": "Any worker, 1 water: gain 2 uranium.",
        "cs": "Libovolný pracovník, 1 voda: získejte 2× uran.",
    },
    "b208": {
        "en": "Any worker, 1 gold and 1 water: gain 1 neutronium and 1 VP.",
        "cs": "Libovolný pracovník, 1× zlato a 1 voda: získejte 1× neutronium a 1 VB.",
    },
    "b209": {
        "en": "Any worker, 1 uranium and 1 water: gain 1 neutronium and 1 VP.",
        "cs": "Libovolný pracovník, 1× uran a 1 voda: získejte 1× neutronium a 1 VB.",
    },
    "b210": {
        "en": "Engineer, 3 water: gain 3 titanium/uranium/gold in any mix, or 1 neutronium.",
        "cs": "Technik, 3 vody: získejte 3× titan/uran/zlato v libovolném poměru, nebo 1× neutronium.",
    },
    "b211": {
        "en": "Engineer, stays motivated, 1 titanium: gain 1 energy core.",
        "cs": "Technik, zůstává motivovaný, 1× titan: získejte 1 energetický článek.",
    },
    "b212": {
        "en": "Engineer: gain 1 energy core.",
        "cs": "Technik: získejte 1 energetický článek.",
    },
    "b213": {
        "en": "Engineer, 2 titanium/uranium/gold in any mix: gain 2 energy cores.",
        "cs": "Technik, 2× titan/uran/zlato v libovolném poměru: získejte 2 energetické články.",
    },
    "b214": {
        "en": "Engineer, 3 water: gain 2 energy cores.",
        "cs": "Technik, 3 vody: získejte 2 energetické články.",
    },
    "b215": {
        "en": "Free action, 1 water: gain 1 titanium, uranium or gold.",
        "cs": "Volná akce, 1 voda: získejte 1× titan, uran, nebo zlato.",
    },
    # life supports
    "b301": {
        "en": "Free action: gain 1 water. When built: gain 3 water.",
        "cs": "Volná akce: získejte 1 vodu. Po postavení: získejte 3 vody.",
    },
    "b302": {
        "en": "Free action: gain 1 water. When built: gain 3 water.",
        "cs": "Volná akce: získejte 1 vodu. Po postavení: získejte 3 vody.",
    },
    "b303": {
        "en": "Free action: gain 2 water.",
        "cs": "Volná akce: získejte 2 vody.",
    },
    "b304": {
        "en": "Free action: gain 2 water.",
        "cs": "Volná akce: získejte 2 vody.",
    },
    "b305": {
        "en": "Any worker, stays motivated: gain 3 water.",
        "cs": "Libovolný pracovník, zůstává motivovaný: získejte 3 vody.",
    },
    "b306": {
        "en": "Any worker, stays motivated: gain 3 water.",
        "cs": "Libovolný pracovník, zůstává motivovaný: získejte 3 vody.",
    },
    "b307": {
        "en": "Administrator: gain 5 water.",
        "cs": "Správce: získejte 5 vod.",
    },
    "b308": {
        "en": "Administrator: gain 5 water.",
        "cs": "Správce: získejte 5 vod.",
    },
    "b309": {
        "en": "Any worker, 1 neutronium: gain 8 water.",
        "cs": "Libovolný pracovník, 1× neutronium: získejte 8 vod.",
    },
    "b310": {
        "en": "Any worker, dies when retrieved: gain 7 water.",
        "cs": "Libovolný pracovník, po návratu umírá: získejte 7 vod.",
    },
    "b311": {
        "en": "Passive: Supply costs you half its water, rounded up (with #312 too, halve it twice).",
        "cs": "Pasivní: zásobování vás stojí polovinu vody, zaokrouhleno nahoru (máte-li i #312, "
        "půlí se dvakrát).",
    },
    "b312": {
        "en": "Passive: Supply costs you half its water, rounded up (with #311 too, halve it twice).",
        "cs": "Pasivní: zásobování vás stojí polovinu vody, zaokrouhleno nahoru (máte-li i #311, "
        "půlí se dvakrát).",
    },
    "b313": {
        "en": "Any worker, stays motivated, 1 uranium: gain 6 water and 1 VP.",
        "cs": "Libovolný pracovník, zůstává motivovaný, 1× uran: získejte 6 vod a 1 VB.",
    },
    "b314": {
        "en": "Any worker, stays motivated, 1 gold: gain 6 water and 1 VP.",
        "cs": "Libovolný pracovník, zůstává motivovaný, 1× zlato: získejte 6 vod a 1 VB.",
    },
    "b315": {
        "en": "When built: gain 8 water. No action.",
        "cs": "Po postavení: získejte 8 vod. Nemá žádnou akci.",
    },
    # labs
    "b401": {
        "en": "Passive: your power plants reach 1 era further (#112: 1 water cheaper instead).",
        "cs": "Pasivní: dosah vašich elektráren je o 1 epochu větší (u #112 místo toho o 1 vodu levnější).",
    },
    "b402": {
        "en": "Passive: your power plants reach 2 eras further (#112: 2 water cheaper instead).",
        "cs": "Pasivní: dosah vašich elektráren je o 2 epochy větší (u #112 místo toho o 2 vody levnější).",
    },
    "b403": {
        "en": "Any worker, stays motivated, 1 energy core: gain a powered-up exosuit.",
        "cs": "Libovolný pracovník, zůstává motivovaný, 1 energetický článek: získejte aktivovaný exoskelet.",
    },
    "b404": {
        "en": "Scientist: return 1 of your paradoxes to the supply.",
        "cs": "Vědec: vraťte 1 svůj paradox do zásoby.",
    },
    "b405": {
        "en": "Passive: you hold one more paradox before an anomaly strikes you.",
        "cs": "Pasivní: unesete o 1 paradox víc, než vás postihne anomálie.",
    },
    "b406": {
        "en": "Passive: each of your anomalies costs you 1 VP at the end instead of 3.",
        "cs": "Pasivní: každá vaše anomálie vás na konci hry stojí jen 1 VB místo 3.",
    },
    "b407": {
        "en": "Scientist: take one of your warp tiles back from any timeline tile (no VP, no Time Travel "
        "step).",
        "cs": "Vědec: vezměte si zpět jeden svůj žeton cesty časem z kterékoli destičky časové osy (bez VB "
        "a bez kroku na stupnici cestování časem).",
    },
    "b408": {
        "en": "Any worker (an administrator stays motivated): move all your Tired workers to Active.",
        "cs": "Libovolný pracovník (správce zůstává motivovaný): přesuňte všechny své vyčerpané pracovníky "
        "mezi aktivní.",
    },
    "b409": {
        "en": "Administrator, stays motivated, 2 water: gain an Active scientist or engineer.",
        "cs": "Správce, zůstává motivovaný, 2 vody: získejte aktivního vědce, nebo technika.",
    },
    "b410": {
        "en": "Administrator, stays motivated, 2 water: gain an Active genius.",
        "cs": "Správce, zůstává motivovaný, 2 vody: získejte aktivního génia.",
    },
    "b411": {
        "en": "Passive: when you Research, you may pay 1 water to set the second die too.",
        "cs": "Pasivní: při výzkumu můžete za 1 vodu nastavit i druhou kostku.",
    },
    "b412": {
        "en": "Any worker, 1 titanium, uranium or gold: gain 2 VP.",
        "cs": "Libovolný pracovník, 1× titan, uran, nebo zlato: získejte 2 VB.",
    },
    "b413": {
        "en": "Any worker: gain 1 water and 1 VP.",
        "cs": "Libovolný pracovník: získejte 1 vodu a 1 VB.",
    },
    "b414": {
        "en": "Free action: gain 2 VP and 1 paradox.",
        "cs": "Volná akce: získejte 2 VB a 1 paradox.",
    },
    "b415": {
        "en": "Scientist, dies when retrieved: gain 2 water and 2 VP.",
        "cs": "Vědec, po návratu umírá: získejte 2 vody a 2 VB.",
    },
}

# -- superprojects ------------------------------------------------------------------------------

SUPERPROJECTS: dict[str, dict[str, Text]] = {
    "s1": {
        "name": {"en": "Welfare Society", "cs": "Společnost blahobytu"},
        "text": {
            "en": "Administrator, 1 water: move your morale 1 step right (not with morale at the top).",
            "cs": "Správce, 1 voda: posuňte ukazatel morálky o 1 pole doprava (ne na nejvyšší morálce).",
        },
    },
    "s2": {
        "name": {"en": "Archive of Eras", "cs": "Archiv epoch"},
        "text": {
            "en": "Passive: at the end, 1 VP for each step of your Time Travel track.",
            "cs": "Pasivní: na konci hry 1 VB za každý krok na vaší stupnici cestování časem.",
        },
    },
    "s3": {
        "name": {"en": "Continuum Stabilizer", "cs": "Stabilizátor kontinua"},
        "text": {
            "en": "When built: take up to 3 of your warp tiles back from the timeline (no Time Travel step).",
            "cs": "Po postavení: vezměte si z časové osy zpět až 3 své žetony cesty časem (bez kroku na "
            "stupnici cestování časem).",
        },
    },
    "s4": {
        "name": {"en": "Grand Reservoir", "cs": "Obří nádrž"},
        "text": {
            "en": "Passive: in each of your turns, the first water cost you pay (a space's fee, or a "
            "building's or superproject's action cost) is 1 water less. Not for Supply, removing an "
            "anomaly, construction or #112's X.",
            "cs": "Pasivní: v každém vašem tahu je první cena ve vodě, kterou platíte (poplatek za pole, "
            "nebo cena akce vaší stavby či superprojektu), o 1 vodu nižší. Neplatí pro zásobování, "
            "odstranění anomálie, placení za postavení ani X u #112.",
        },
    },
    "s5": {
        "name": {"en": "Anti-gravity Field", "cs": "Antigravitační pole"},
        "text": {
            "en": "Passive: each of your Constructs costs 1 titanium, uranium or gold less (on top of an "
            "engineer's saving).",
            "cs": "Pasivní: každá vaše akce stavba stojí o 1× titan, uran, nebo zlato méně (navíc ke slevě "
            "za technika).",
        },
    },
    "s6": {
        "name": {"en": "Uranium Cores", "cs": "Uranové články"},
        "text": {
            "en": "Free action: gain a powered-up exosuit.",
            "cs": "Volná akce: získejte aktivovaný exoskelet.",
        },
    },
    "s7": {
        "name": {"en": "Particle Collider", "cs": "Urychlovač částic"},
        "text": {
            "en": "Free action: swap 2 titanium/uranium/gold in any mix for 1 neutronium, or back.",
            "cs": "Volná akce: vyměňte 2× titan/uran/zlato v libovolném poměru za 1× neutronium, nebo "
            "naopak.",
        },
    },
    "s8": {
        "name": {"en": "Temporal Tourism", "cs": "Časová turistika"},
        "text": {
            "en": "Free action: set your Focus up to 3 eras back, as a power plant does (repaying a warp "
            "tile there steps your Time Travel track); range labs do not add to it.",
            "cs": "Volná akce: posuňte své zaměření až o 3 epochy zpět jako elektrárna (splacení žetonu "
            "cesty časem tam posune stupnici cestování časem); laboratoře s dosahem se nepřičítají.",
        },
    },
    "s9": {
        "name": {"en": "Outback Conditioner", "cs": "Pracovní skafandr"},
        "text": {
            "en": "Any worker, 2 water: take a standard Construct, Recruit or Research; that action's "
            "worker rules apply (a genius acts as the type it needs).",
            "cs": "Libovolný pracovník, 2 vody: proveďte standardní akci stavba, nábor, nebo výzkum; platí "
            "pro ni pravidla pro pracovníky (génius jedná jako typ, který potřebuje).",
        },
    },
    "s10": {
        "name": {"en": "Synthetic Endorphins", "cs": "Syntetické endorfiny"},
        "text": {
            "en": "Passive: your morale never scores negative VP; forcing workers at the lowest morale "
            "costs you no worker.",
            "cs": "Pasivní: vaše morálka nikdy nedává záporné VB; nucené směny na nejnižší morálce vás "
            "nestojí pracovníka.",
        },
    },
    "s11": {
        "name": {"en": "Exocrawler", "cs": "Exokrauler"},
        "text": {
            "en": "Free action: place a worker in a powered-up exosuit on a main-board space and take "
            "that action (a second placement this turn).",
            "cs": "Volná akce: umístěte pracovníka v aktivovaném exoskeletu na pole herního plánu a "
            "proveďte tu akci (druhé umístění v tomto tahu).",
        },
    },
    "s12": {
        "name": {"en": "Dark Matter Converter", "cs": "Konvertor temné hmoty"},
        "text": {
            "en": "Free action, lose 1 worker (Active or Tired): gain an Active genius, 1 neutronium or "
            "1 energy core.",
            "cs": "Volná akce, ztraťte 1 pracovníka (aktivního, nebo vyčerpaného): získejte aktivního "
            "génia, 1× neutronium, nebo 1 energetický článek.",
        },
    },
    "s13": {
        "name": {"en": "Tectonic Drill", "cs": "Tektonický vrták"},
        "text": {
            "en": "Passive: each time you Mine, also gain 1 titanium, uranium or gold from the supply.",
            "cs": "Pasivní: při každé těžbě získejte navíc 1× titan, uran, nebo zlato ze zásoby.",
        },
    },
    "s14": {
        "name": {"en": "Rescue Pods", "cs": "Záchranné moduly"},
        "text": {
            "en": "Passive: your Path board's evacuation condition counts as met.",
            "cs": "Pasivní: základní podmínka evakuace na desce vaší Cesty se počítá jako splněná.",
        },
    },
    "s15": {
        "name": {"en": "Neutronium Research Center", "cs": "Výzkumné středisko pro neutronium"},
        "text": {
            "en": "When built: take two standard Research actions (as long as breakthroughs are left).",
            "cs": "Po postavení: proveďte dvě standardní akce výzkum (dokud zbývají průlomy).",
        },
    },
    "s16": {
        "name": {"en": "The Ultimate Plan", "cs": "Dokonalý plán"},
        "text": {
            "en": "Passive: at the end, 3 VP for each superproject you own, this one included.",
            "cs": "Pasivní: na konci hry 3 VB za každý váš superprojekt, včetně tohoto.",
        },
    },
    "s17": {
        "name": {"en": "Quantum Chameleon", "cs": "Kvantový chameleon"},
        "text": {
            "en": "Genius: use the worker action of any building or superproject anyone owns, paying "
            "its cost; its motivated or dies rule applies to your genius.",
            "cs": "Génius: využijte akci pro pracovníka kterékoli stavby či superprojektu kteréhokoli "
            "hráče a zaplaťte její cenu; pro vašeho génia platí její pravidlo návratu.",
        },
    },
    "s18": {
        "name": {"en": "Cloning Vat", "cs": "Klonovací kád"},
        "text": {
            "en": "Any worker: gain another worker of the type the placed worker acted as, Tired.",
            "cs": "Libovolný pracovník: získejte dalšího pracovníka toho typu, jako který umístěný "
            "pracovník jednal; přijde mezi vyčerpané.",
        },
    },
}

# -- leaders ------------------------------------------------------------------------------------

_HAULANI = {
    "en": "Free action: place one of your Active workers on a worker slot of your own board and take "
    "that action.",
    "cs": "Volná akce: umístěte jednoho svého aktivního pracovníka na pole pro pracovníka na své desce a "
    "proveďte tu akci.",
}
_WOLFE = {
    "en": "During Power Up: swap 1 energy core for 2 water, or 2 water for 1 energy core, as often as "
    "you like.",
    "cs": "Ve fázi aktivací: kolikrát chcete, vyměňte 1 energetický článek za 2 vody, nebo 2 vody za "
    "1 energetický článek.",
}
_CARATACUS = {
    "en": "Free action: gain 2 water and 1 paradox, or pay 2 water to return 1 paradox.",
    "cs": "Volná akce: získejte 2 vody a 1 paradox, nebo zaplaťte 2 vody a vraťte 1 paradox.",
}
_AMENA = {
    "en": "At the Impact, none of your exosuit slots is covered.",
    "cs": "Při Dopadu se žádné z vašich polí pro exoskelety nezakrývá.",
}

LEADERS: dict[str, dict[str, Any]] = {
    "haulani": {
        "name": {"en": "Patriarch Haulani", "cs": "Patriarcha Haulani"},
        "ability": {"en": "Inspiring Example", "cs": "Povzbuzující vzor"},
        "first-printing": _HAULANI,
        "revised": _HAULANI,
    },
    "zaida": {
        "name": {"en": "Matriarch Zaida", "cs": "Matriarcha Zaida"},
        "ability": {"en": "Mercy", "cs": "Milosrdenství"},
        "first-printing": {
            "en": "In Clean Up: you may pay 2 water to recruit a worker still in the Recruit pool, "
            "without its recruit bonus.",
            "cs": "Ve fázi úklidu: můžete zaplatit 2 vody a naverbovat pracovníka, který zůstal v nabídce "
            "pracovníků, bez bonusu za nábor.",
        },
        "revised": {
            "en": "In Clean Up: you may pay 2 water to take a worker from the supply, of a type on this "
            "era's Recruit card, without a recruit bonus.",
            "cs": "Ve fázi úklidu: můžete zaplatit 2 vody a vzít si ze zásoby pracovníka typu, který je "
            "na kartě s nabídkou pracovníků této epochy, bez bonusu za nábor.",
        },
    },
    "wolfe": {
        "name": {"en": "Captain Wolfe", "cs": "Kapitán Wolfe"},
        "ability": {"en": "Hydrogen Cells", "cs": "Vodíkové články"},
        "first-printing": _WOLFE,
        "revised": _WOLFE,
    },
    "samira": {
        "name": {"en": "Treasure Hunter Samira", "cs": "Lovkyně pokladů Samira"},
        "ability": {"en": "Treasure Hunt", "cs": "Hledání pokladů"},
        "first-printing": {
            "en": "In Clean Up: take 1 resource other than neutronium left in the Mine pool; then you may "
            "pay 2 water for one more.",
            "cs": "Ve fázi úklidu: vezměte si 1 zdroj kromě neutronia, který zbyl v nabídce dolů; pak si "
            "můžete za 2 vody vzít další.",
        },
        "revised": {
            "en": "In Clean Up: gain 1 titanium, uranium or gold at random; then you may pay 2 water for "
            "one more of your choice.",
            "cs": "Ve fázi úklidu: získejte náhodně 1× titan, uran, nebo zlato; pak si můžete za 2 vody "
            "vzít další podle své volby.",
        },
    },
    "valerian": {
        "name": {"en": "Patron Valerian", "cs": "Patron Valerian"},
        "ability": {"en": "Artificial Intelligence", "cs": "Umělá inteligence"},
        "revised_ability": {"en": "Neuroenhancement", "cs": "Neurozesílení"},
        "first-printing": {
            "en": "Free action: this turn you may place a powered-up exosuit with no worker in it; it "
            "acts as if a scientist piloted it.",
            "cs": "Volná akce: v tomto tahu můžete umístit aktivovaný exoskelet bez pracovníka; jedná, "
            "jako by ho řídil vědec.",
        },
        "revised": {
            "en": "Your scientists count as geniuses when you place them and when they come back.",
            "cs": "Vaši vědci se při umísťování i při návratu počítají jako géniové.",
        },
    },
    "cornella": {
        "name": {"en": "Librarian Cornella", "cs": "Knihovnice Cornella"},
        "ability": {"en": "Focused Research", "cs": "Soustředěný výzkum"},
        "first-printing": {
            "en": "When you Research: you may pay 1 water to set the second die too.",
            "cs": "Při výzkumu: můžete za 1 vodu nastavit i druhou kostku.",
        },
        "revised": {
            "en": "In Clean Up: you may pay 3 water to take a Research action.",
            "cs": "Ve fázi úklidu: můžete zaplatit 3 vody a provést akci výzkum.",
        },
    },
    "caratacus": {
        "name": {"en": "Shepherd Caratacus", "cs": "Pastýř Caratacus"},
        "ability": {"en": "Meddling with Time", "cs": "Hrátky s časem"},
        "first-printing": _CARATACUS,
        "revised": _CARATACUS,
    },
    "amena": {
        "name": {"en": "First Explorer Amena", "cs": "První průzkumnice Amena"},
        "ability": {"en": "Reinforced Exosuits", "cs": "Vyztužené exoskelety"},
        "first-printing": _AMENA,
        "revised": _AMENA,
    },
}
REVISED_LEADERS = ("zaida", "samira", "valerian", "cornella")  # the later printing changed these

# -- experiments (Doomsday) ---------------------------------------------------------------------


def _exp(en: str, cs: str, text_en: str, text_cs: str) -> dict[str, Text]:
    return {"name": {"en": en, "cs": cs}, "text": {"en": text_en, "cs": text_cs}}


EXPERIMENTS: dict[str, dict[str, Text]] = {
    "ai_research": _exp(
        "AI Research",
        "Výzkum umělé inteligence",
        "Needs a breakthrough with the technology icon. Pay 1 titanium, uranium or gold.",
        "Potřebujete průlom se symbolem technologie. Zaplaťte 1× titan, uran, nebo zlato.",
    ),
    "time_distortion": _exp(
        "Time Distortion Survey",
        "Průzkum časové distorze",
        "Needs a breakthrough with the time travel icon. Pay 1 titanium, uranium or gold.",
        "Potřebujete průlom se symbolem cestování časem. Zaplaťte 1× titan, uran, nebo zlato.",
    ),
    "hydro_plant": _exp(
        "Hydro Plant Upgrade",
        "Vylepšení hydroelektrárny",
        "Needs a power plant and a life support. Pay 2 water.",
        "Potřebujete elektrárnu a zařízení pro podporu života. Zaplaťte 2 vody.",
    ),
    "ballistic_missiles": _exp(
        "Ballistic Missile System",
        "Balistický raketový systém",
        "Needs a breakthrough with the warfare icon. Pay 1 titanium, uranium or gold.",
        "Potřebujete průlom se symbolem válčení. Zaplaťte 1× titan, uran, nebo zlato.",
    ),
    "life_support_upgrade": _exp(
        "Life Support Upgrade",
        "Vylepšení podpory života",
        "Needs a breakthrough with the society icon. Pay 1 titanium, uranium or gold.",
        "Potřebujete průlom se symbolem společnosti. Zaplaťte 1× titan, uran, nebo zlato.",
    ),
    "quantum_mechanics": _exp(
        "Quantum Mechanics",
        "Kvantová mechanika",
        "Needs a lab and a factory. Pay 2 water.",
        "Potřebujete laboratoř a továrnu. Zaplaťte 2 vody.",
    ),
    "resistant_genotype": _exp(
        "Resistant Genotype",
        "Rezistentní genotyp",
        "Needs a breakthrough with the genetics icon. Pay 1 titanium, uranium or gold.",
        "Potřebujete průlom se symbolem genetiky. Zaplaťte 1× titan, uran, nebo zlato.",
    ),
    "oxygen_synthesis": _exp(
        "Oxygen Synthesis",
        "Syntéza kyslíku",
        "Needs a lab and a life support. Pay 2 water.",
        "Potřebujete laboratoř a zařízení pro podporu života. Zaplaťte 2 vody.",
    ),
    "singularity": _exp(
        "Technological Singularity",
        "Technologická singularita",
        "Needs a power plant and a factory. Pay 2 water.",
        "Potřebujete elektrárnu a továrnu. Zaplaťte 2 vody.",
    ),
    "timeline_doctrine": _exp(
        "Timeline Protection Doctrine",
        "Doktrína ochrany časové osy",
        "Needs at least 6 of your warp tiles off the timeline. Take 1 paradox.",
        "Potřebujete alespoň 6 svých žetonů cesty časem mimo časovou osu. Vezměte si 1 paradox.",
    ),
    "alien_life": _exp(
        "Extraterrestrial Life Research",
        "Výzkumy mimozemského života",
        "Needs at least 3 breakthroughs. Give up 1 of them.",
        "Potřebujete alespoň 3 průlomy. Jeden z nich odevzdejte.",
    ),
    "time_rifts": _exp(
        "Expanded Time Rifts",
        "Rozšířené časové trhliny",
        "Needs your Time Travel track worth at least 8 VP. Pay 1 uranium and 2 water.",
        "Vaše stupnice cestování časem musí mít hodnotu alespoň 8 VB. Zaplaťte 1× uran a 2 vody.",
    ),
    "austerity": _exp(
        "Austerity Measures",
        "Úsporná opatření",
        "Needs your morale on a space worth 0 VP or more. Move your morale 1 step left.",
        "Ukazatel morálky musí stát na poli za 0 nebo více VB. Posuňte ho o 1 pole doleva.",
    ),
    "caste_system": _exp(
        "Caste System",
        "Kastovní systém",
        "Needs a scientist, an engineer, an administrator and a genius. Lose 1 worker (Active or "
        "Tired) and pay 2 water.",
        "Potřebujete vědce, technika, správce i génia. Ztraťte 1 pracovníka (aktivního, nebo "
        "vyčerpaného) a zaplaťte 2 vody.",
    ),
    "colony_protocol": _exp(
        "Colony Operation Protocol",
        "Protokol chodu kolonie",
        "Needs at least 5 buildings. Lose 1 administrator (Active or Tired).",
        "Potřebujete alespoň 5 staveb. Ztraťte 1 správce (aktivního, nebo vyčerpaného).",
    ),
    "lucky_discovery": _exp(
        "Lucky Discovery",
        "Šťastný objev",
        "Needs a superproject. Lose 1 genius (Active or Tired).",
        "Potřebujete superprojekt. Ztraťte 1 génia (aktivního, nebo vyčerpaného).",
    ),
    "hive_mind": _exp(
        "Hive Mind",
        "Skupinová mysl",
        "Needs at least 8 workers. Pay 1 gold and 2 water.",
        "Potřebujete alespoň 8 pracovníků. Zaplaťte 1× zlato a 2 vody.",
    ),
    "irrigation": _exp(
        "Irrigation Systems",
        "Zavlažovací systémy",
        "Needs at least 10 water. Pay 4 water.",
        "Potřebujete alespoň 10 vod. Zaplaťte 4 vody.",
    ),
    "wasteland_mapping": _exp(
        "Wasteland Mapping",
        "Mapování pustiny",
        "Needs at least 3 powered-up exosuits on your board. Pay 1 energy core.",
        "Potřebujete na desce alespoň 3 aktivované exoskelety. Zaplaťte 1 energetický článek.",
    ),
    "pocket_universe": _exp(
        "Pocket Universe",
        "Kapesní vesmír",
        "Needs an anomaly. Take 2 paradoxes.",
        "Potřebujete anomálii. Vezměte si 2 paradoxy.",
    ),
}

# -- Collapsing Capital tiles -------------------------------------------------------------------

COLLAPSING_TILES: dict[int, Text] = {
    11: {"en": "Research; also gain 2 VP.", "cs": "Výzkum; navíc získejte 2 VB."},
    12: {
        "en": "Research; then you may take another standard Research.",
        "cs": "Výzkum; pak můžete provést další standardní výzkum.",
    },
    13: {
        "en": "Research; you may set both dice.",
        "cs": "Výzkum; můžete nastavit obě kostky.",
    },
    14: {
        "en": "Research; also return up to 2 of your paradoxes.",
        "cs": "Výzkum; navíc vraťte až 2 své paradoxy.",
    },
    15: {
        "en": "Research; then you may Construct, a superproject only (a genius may act as an engineer "
        "for it).",
        "cs": "Výzkum; pak můžete provést stavbu, ale jen superprojektu (génius při ní může jednat "
        "jako technik).",
    },
    21: {
        "en": "Construct; then you may take another standard Construct.",
        "cs": "Stavba; pak můžete provést další standardní stavbu.",
    },
    22: {"en": "Construct, paying 1 neutronium less.", "cs": "Stavba, o 1× neutronium levnější."},
    23: {
        "en": "Construct, paying 1 more titanium, uranium or gold less.",
        "cs": "Stavba, o další 1× titan, uran, nebo zlato levnější.",
    },
    24: {
        "en": "Construct; if you build a superproject, gain 2 VP more.",
        "cs": "Stavba; postavíte-li superprojekt, získejte navíc 2 VB.",
    },
    25: {
        "en": "Construct; a building placed in its row's 1st/2nd/3rd slot gains you 1/2/3 VP.",
        "cs": "Stavba; stavba umístěná na 1./2./3. stavební sektor své řady vám dá 1/2/3 VB.",
    },
    31: {
        "en": "Recruit; then you may take another standard Recruit.",
        "cs": "Nábor; pak můžete provést další standardní nábor.",
    },
    32: {
        "en": "Recruit; also gain a powered-up exosuit.",
        "cs": "Nábor; navíc získejte aktivovaný exoskelet.",
    },
    33: {
        "en": "Recruit; also move your morale 1 step right.",
        "cs": "Nábor; navíc posuňte ukazatel morálky o 1 pole doprava.",
    },
    34: {
        "en": "Recruit; take the recruit bonus twice (for a genius, two different ones if you like).",
        "cs": "Nábor; bonus za nábor získejte dvakrát (u génia klidně dva různé).",
    },
    35: {
        "en": "Recruit; then move all your Tired workers to Active.",
        "cs": "Nábor; pak přesuňte všechny své vyčerpané pracovníky mezi aktivní.",
    },
}

# -- endgame cards ------------------------------------------------------------------------------

ENDGAME_CARDS: dict[str, dict[str, Text]] = {
    "most_workers": {
        "name": {"en": "Most workers", "cs": "Nejvíce pracovníků"},
        "text": {
            "en": "3 VP to whoever owns the most workers, in any column.",
            "cs": "3 VB hráči s nejvíce pracovníky, v kterémkoli sloupci.",
        },
    },
    "most_water": {
        "name": {"en": "Most water", "cs": "Nejvíce vody"},
        "text": {"en": "3 VP to whoever has the most water.", "cs": "3 VB hráči s nejvíce vodou."},
    },
    "most_breakthroughs": {
        "name": {"en": "Most breakthroughs", "cs": "Nejvíce průlomů"},
        "text": {
            "en": "3 VP to whoever has the most breakthroughs.",
            "cs": "3 VB hráči s nejvíce vědeckými průlomy.",
        },
    },
    "most_occupied_building_slots": {
        "name": {"en": "Most occupied building slots", "cs": "Nejvíce obsazených sektorů"},
        "text": {
            "en": "3 VP to whoever fills the most building slots: buildings, anomalies, and superprojects "
            "(2 slots each).",
            "cs": "3 VB hráči s nejvíce obsazenými stavebními sektory: stavby, anomálie i superprojekty "
            "(po 2 sektorech).",
        },
    },
    "highest_morale": {
        "name": {"en": "Highest morale", "cs": "Nejvyšší morálka"},
        "text": {
            "en": "3 VP to whoever has morale furthest right.",
            "cs": "3 VB hráči s ukazatelem morálky nejvíce vpravo.",
        },
    },
    "highest_total_time_travel_range": {
        "name": {"en": "Greatest total time-travel range", "cs": "Nejvyšší souhrnný dosah"},
        "text": {
            "en": "3 VP to whoever has the greatest sum of ranges: each power plant its printed range "
            "(#112 and #113: 1), lab #401 1, lab #402 2, Temporal Tourism 3.",
            "cs": "3 VB hráči s nejvyšším součtem dosahů: každá elektrárna svůj vytištěný dosah "
            "(#112 a #113: 1), laboratoř #401 1, laboratoř #402 2, Časová turistika 3.",
        },
    },
    "most_superprojects": {
        "name": {"en": "Most superprojects", "cs": "Nejvíce superprojektů"},
        "text": {
            "en": "3 VP to whoever owns the most superprojects.",
            "cs": "3 VB hráči s nejvíce superprojekty.",
        },
    },
    "most_successful_time_travels": {
        "name": {"en": "Most successful time travels", "cs": "Nejvíce úspěšných cest časem"},
        "text": {
            "en": "3 VP to whoever is furthest along the Time Travel track.",
            "cs": "3 VB hráči, který je na stupnici cestování časem nejdál.",
        },
    },
    "most_completed_experiments": {
        "name": {"en": "Most completed experiments", "cs": "Nejvíce dokončených experimentů"},
        "text": {
            "en": "3 VP to whoever has claimed the most experiments. Doomsday only.",
            "cs": "3 VB hráči s nejvíce získanými experimenty. Jen s modulem Soudný den.",
        },
    },
}
ENDGAME_TIES: Text = {
    "en": "Every tied player scores the card.",
    "cs": "Při shodě získají body všichni shodní hráči.",
}

# -- evacuation conditions ----------------------------------------------------------------------

EVACUATION: dict[tuple[str, int], dict[str, Text]] = {
    ("harmony", 0): {
        "name": {"en": "Welfare and Prosperity", "cs": "Blahobyt a prosperita"},
        "text": {
            "en": "Own 3 life supports: 2 VP, plus 3 VP per genius-and-gold pair.",
            "cs": "Máte-li 3 zařízení pro podporu života: 2 VB a navíc 3 VB za každou dvojici génius "
            "+ zlato.",
        },
    },
    ("harmony", 1): {
        "name": {"en": "Nature's Resurgence", "cs": "Obrození přírody"},
        "text": {
            "en": "At least 6 occupied building slots (buildings, anomalies, a superproject counts 2): "
            "2 VP, plus 3 VP per building-and-administrator pair.",
            "cs": "Máte-li alespoň 6 obsazených stavebních sektorů (stavby, anomálie, superprojekt za 2): "
            "2 VB a navíc 3 VB za každou dvojici stavba + správce.",
        },
    },
    ("dominance", 0): {
        "name": {"en": "Industrial Revolution", "cs": "Průmyslová revoluce"},
        "text": {
            "en": "Own 3 factories: 5 VP, plus 2 VP per engineer-and-titanium pair.",
            "cs": "Máte-li 3 továrny: 5 VB a navíc 2 VB za každou dvojici technik + titan.",
        },
    },
    ("dominance", 1): {
        "name": {"en": "Power of Unity", "cs": "Síla jednoty"},
        "text": {
            "en": "Morale on its rightmost space: 3 VP, plus 1 VP per worker you own.",
            "cs": "Stojí-li ukazatel morálky na poli nejvíce vpravo: 3 VB a navíc 1 VB za každého vašeho "
            "pracovníka.",
        },
    },
    ("progress", 0): {
        "name": {"en": "Technological Superiority", "cs": "Technologická nadřazenost"},
        "text": {
            "en": "Own 3 labs: 5 VP, plus 2 VP per scientist-and-breakthrough pair.",
            "cs": "Máte-li 3 laboratoře: 5 VB a navíc 2 VB za každou dvojici vědec + průlom.",
        },
    },
    ("progress", 1): {
        "name": {"en": "Apex of Humanity", "cs": "Vrchol lidstva"},
        "text": {
            "en": "Own at least 8 water: 3 VP, plus 4 VP per superproject.",
            "cs": "Máte-li alespoň 8 vod: 3 VB a navíc 4 VB za každý superprojekt.",
        },
    },
    ("salvation", 0): {
        "name": {"en": "Overwhelming Power", "cs": "Energie na věčné časy"},
        "text": {
            "en": "Own 3 power plants: 3 VP, plus 3 VP per neutronium.",
            "cs": "Máte-li 3 elektrárny: 3 VB a navíc 3 VB za každé neutronium.",
        },
    },
    ("salvation", 1): {
        "name": {"en": "Masters of Time", "cs": "Páni času"},
        "text": {
            "en": "Own at least 2 anomalies: 6 VP, plus 2 VP per pair of a warp tile off the timeline "
            "and a uranium.",
            "cs": "Máte-li alespoň 2 anomálie: 6 VB a navíc 2 VB za každou dvojici žeton cesty časem mimo "
            "časovou osu + uran.",
        },
    },
}
# the later printing's Path boards (with the "revised" leaders): other values for three
EVACUATION_REVISED: dict[tuple[str, int], Text] = {
    ("progress", 0): {
        "en": "Own 3 labs: 6 VP, plus 4 VP per breakthrough with 2 scientists.",
        "cs": "Máte-li 3 laboratoře: 6 VB a navíc 4 VB za každý průlom se 2 vědci.",
    },
    ("progress", 1): {
        "en": "Own at least 8 water: 3 VP, plus 5 VP per superproject.",
        "cs": "Máte-li alespoň 8 vod: 3 VB a navíc 5 VB za každý superprojekt.",
    },
    ("salvation", 1): {
        "en": "Own at least 2 anomalies: 4 VP, plus 5 VP per 2 time-travel steps with 2 uranium.",
        "cs": "Máte-li alespoň 2 anomálie: 4 VB a navíc 5 VB za každé 2 kroky cestování časem se 2 urany.",
    },
}
EVACUATION_RULES: Text = {
    "en": "Workers count in every column, busy ones too. On the -3 VP spot score 3 less (not below 0); "
    "at most 30 VP.",
    "cs": "Počítají se pracovníci ve všech sloupcích, i zaneprázdnění. Na poli s -3 VB získáte o 3 méně "
    "(ne pod 0); nejvýše 30 VB.",
}


# -- the reference --------------------------------------------------------------------------------


def leader_text(key: str, printing: str, lang: str) -> str:
    return LEADERS[key][printing][lang]


def reference_data(options: dict, lang: str) -> dict:
    """Every component's facts and text in `lang` ("en" or "cs"); leaders as printed in
    `options["leaders"]` ("first-printing", the default, or "revised")."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}")
    printing = options.get("leaders", "first-printing")
    if printing not in PRINTINGS:
        raise ValueError(f"unknown leader printing {printing!r}")
    path_of = {leader: path for path, f in PATH_FACTS.items() for leader in f.leaders}
    collapse_action = {t: action for action, tiles in _COLLAPSE_FACTS.items() for t in tiles}
    buildings = {
        b.key: {"key": b.key, "type": b.type, "vp": b.vp, "worker": b.worker, "text": BUILDINGS[b.key][lang]}
        for b in _BUILDING_FACTS.values()
    }
    superprojects = {
        sp.key: {
            "key": sp.key,
            "name": SUPERPROJECTS[sp.key]["name"][lang],
            "vp": sp.vp,
            "cost": dict(sp.cost),
            "workers": dict(sp.workers),
            "breakthrough": dict(sp.breakthrough),
            "text": SUPERPROJECTS[sp.key]["text"][lang],
        }
        for sp in _SUPERPROJECT_FACTS.values()
    }
    leaders = {}
    for key, t in LEADERS.items():
        ability = t.get("revised_ability", t["ability"]) if printing == "revised" else t["ability"]
        leaders[key] = {
            "key": key,
            "name": t["name"][lang],
            "path": path_of[key],
            "ability": ability[lang],
            "text": t[printing][lang],
        }
    experiments = {
        key: {
            "key": key,
            "name": EXPERIMENTS[key]["name"][lang],
            "level": e["level"],
            "vp": e["vp"],
            "text": EXPERIMENTS[key]["text"][lang],
        }
        for key, e in _EXPERIMENT_FACTS.items()
    }
    collapsing = {
        str(t): {"key": str(t), "id": t, "action": collapse_action[t], "text": COLLAPSING_TILES[t][lang]}
        for t in sorted(collapse_action)
    }
    endgame = {
        key: {
            "key": key,
            "name": ENDGAME_CARDS[key]["name"][lang],
            "vp": ENDGAME_CARD_VP,
            "doomsday": c["doomsday"],
            "text": ENDGAME_CARDS[key]["text"][lang],
        }
        for key, c in _ENDGAME_FACTS.items()
    }
    evacuation = {
        f"{path}:{side}": {
            "key": f"{path}:{side}",
            "path": path,
            "side": side,
            "name": EVACUATION[path, side]["name"][lang],
            "base": c.base,
            "per": c.per,
            "max_vp": MAX_VP,
            "penalty": PENALTY,
            "text": (EVACUATION_REVISED[path, side] if revised else EVACUATION[path, side]["text"])[lang],
        }
        for (path, side), plain in CONDITIONS.items()
        for revised in [printing == "revised" and (path, side) in REVISED]
        for c in [REVISED[path, side] if revised else plain]
    }
    return {
        "game": "anachrony",
        "lang": lang,
        "leader_printing": printing,
        "buildings": buildings,
        "superprojects": superprojects,
        "leaders": leaders,
        "experiments": experiments,
        "collapsing_tiles": collapsing,
        "endgame_cards": endgame,
        "endgame_ties": ENDGAME_TIES[lang],
        "evacuation": evacuation,
        "evacuation_rules": EVACUATION_RULES[lang],
    }
