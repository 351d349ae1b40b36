"""Anachrony's vocabulary: the words message arguments name, in English (the game's catalog
translates them; see `epocha.engine.render`).

- "path", "leader", "worker" (a worker type), "action" (a main-board or player-board action);
- "space": an action space ("construct:1": Construct's middle space);
- "building": a building tile by key ("b101": "power plant 101");
- "superproject": a superproject by key, its name;
- "good": counted water, energy cores, resources and VP ("{n} water");
- "die": a research die face ("shape:2", "icon:0" for "?");
- "warp": a warp tile by its number ("1" to "9");
- "evacuation": a Path board's evacuation condition ("harmony:0": the side drawn up);
- "workers": counted workers ("{n} scientist"), as the recruit card offers them;
- "bot_action": an action of the Chronobot's board.
"""

from __future__ import annotations

from functools import cache

from .catalog import BUILDINGS, SUPERPROJECTS

PATHS = {
    "harmony": "the Path of Harmony",
    "dominance": "the Path of Dominance",
    "progress": "the Path of Progress",
    "salvation": "the Path of Salvation",
}
LEADERS = {
    "haulani": "Patriarch Haulani",
    "zaida": "Matriarch Zaida",
    "wolfe": "Captain Wolfe",
    "samira": "Treasure Hunter Samira",
    "valerian": "Patron Valerian",
    "cornella": "Librarian Cornella",
    "caratacus": "Shepherd Caratacus",
    "amena": "First Explorer Amena",
}
WORKERS = {
    "scientist": "scientist",
    "engineer": "engineer",
    "administrator": "administrator",
    "genius": "genius",
}
ACTIONS = {
    "construct": "Construct",
    "recruit": "Recruit",
    "research": "Research",
    "council": "World Council",
    "mine": "Mine",
    "purify": "Purify Water",
    "trade": "Trade with the Nomads",
    "evacuate": "Evacuation",
    "supply": "Supply",
    "force": "Force Workers",
    "remove_anomaly": "Remove an anomaly",
    "haulani": "Inspiring Example (Haulani)",
    "valerian": "Artificial Intelligence (Valerian)",
    "caratacus": "Meddle with Time (Caratacus)",
    "experiment": "Experiment",
}
EXPERIMENTS = {
    "ai_research": "AI Research",
    "time_distortion": "Time Distortion Survey",
    "hydro_plant": "Hydro Plant Upgrade",
    "ballistic_missiles": "Ballistic Missile System",
    "life_support_upgrade": "Life Support Upgrade",
    "quantum_mechanics": "Quantum Mechanics",
    "resistant_genotype": "Resistant Genotype",
    "oxygen_synthesis": "Oxygen Synthesis",
    "singularity": "Technological Singularity",
    "timeline_doctrine": "Timeline Protection Doctrine",
    "alien_life": "Extraterrestrial Life Research",
    "time_rifts": "Expanded Time Rifts",
    "austerity": "Austerity Measures",
    "caste_system": "Caste System",
    "colony_protocol": "Colony Operation Protocol",
    "lucky_discovery": "Lucky Discovery",
    "hive_mind": "Hive Mind",
    "irrigation": "Irrigation Systems",
    "wasteland_mapping": "Wasteland Mapping",
    "pocket_universe": "Pocket Universe",
}
GOODS = {
    "W": ["{n} water", "{n} water"],
    "E": ["{n} energy core", "{n} energy cores"],
    "N": ["{n} neutronium", "{n} neutronium"],
    "G": ["{n} gold", "{n} gold"],
    "U": ["{n} uranium", "{n} uranium"],
    "T": ["{n} titanium", "{n} titanium"],
    "VP": ["{n} VP", "{n} VP"],
    "TUG": ["{n} titanium, uranium or gold", "{n} of titanium, uranium and gold, in any mix"],
    "powered_exosuit": ["{n} powered exosuit", "{n} powered exosuits"],
    "genius_active": ["{n} active genius", "{n} active geniuses"],
    "scientist_active": ["{n} active scientist", "{n} active scientists"],
    "engineer_active": ["{n} active engineer", "{n} active engineers"],
    "paradox": ["{n} paradox", "{n} paradoxes"],
}
WARPS = {
    "1": "the neutronium warp tile",
    "2": "the uranium warp tile",
    "3": "the titanium warp tile",
    "4": "the gold warp tile",
    "5": "the water warp tile",
    "6": "the administrator warp tile",
    "7": "the engineer warp tile",
    "8": "the scientist warp tile",
    "9": "the exosuit warp tile",
}
ENDGAME = {
    "most_workers": "Most workers",
    "most_water": "Most water",
    "most_breakthroughs": "Most breakthroughs",
    "most_occupied_building_slots": "Most occupied building slots",
    "highest_morale": "Highest morale",
    "highest_total_time_travel_range": "Greatest total time-travel range",
    "most_superprojects": "Most superprojects",
    "most_successful_time_travels": "Most successful time travels",
    "most_completed_experiments": "Most completed experiments",
}
TIMELINE_EFFECTS = {
    "encouraging_news": "Encouraging News",
    "bright_future": "Bright Future",
    "parallel_timeline": "Parallel Timeline",
    "stable_rift": "Stable Rift",
    "unstable_rift": "Unstable Rift",
    "bad_news": "Bad News",
}
EVACUATIONS = {
    "harmony:0": "Welfare and Prosperity",
    "harmony:1": "Nature's Resurgence",
    "dominance:0": "Industrial Revolution",
    "dominance:1": "Power of Unity",
    "progress:0": "Technological Superiority",
    "progress:1": "Apex of Humanity",
    "salvation:0": "Overwhelming Power",
    "salvation:1": "Masters of Time",
}
COUNTED_WORKERS = {
    "scientist": ["{n} scientist", "{n} scientists"],
    "engineer": ["{n} engineer", "{n} engineers"],
    "administrator": ["{n} administrator", "{n} administrators"],
    "genius": ["{n} genius", "{n} geniuses"],
}
BOT_ACTIONS = {
    "construct_power_plant": "construct a power plant",
    "construct_factory": "construct a factory",
    "construct_life_support": "construct a life support",
    "construct_lab": "construct a lab",
    "construct_superproject": "construct a superproject",
    "time_travel": "time travel",
    "remove_anomaly": "remove an anomaly",
    "supply_or_recruit": "Supply or Recruit",
    "research": "Research",
    "mine": "Mine",
    "recruit": "Recruit",
    "gain_water": "gain water",
}
ROWS = {"power_plant": "power plant", "factory": "factory", "life_support": "life support", "lab": "lab"}
POSITIONS = {
    "construct": ("top", "middle", "bottom"),
    "council": ("left", "right"),
    "mine": ("upper", "middle", "lower"),
}
SHAPE_WORDS = {1: "triangle", 2: "shape 2", 3: "shape 3"}  # (shapes 2 and 3: see docs.md)
ICON_WORDS = {0: "any icon", 1: "icon 1", 2: "icon 2", 3: "icon 3", 4: "icon 4", 5: "icon 5"}


def _spaces() -> dict[str, str]:
    out = {}
    for action in ("construct", "recruit", "research"):
        for i, where in enumerate(POSITIONS["construct"]):
            out[f"{action}:{i}"] = f"{ACTIONS[action]} ({where})"
    for action in ("council", "mine"):
        for i, where in enumerate(POSITIONS[action]):
            out[f"{action}:{i}"] = f"{ACTIONS[action]} ({where})"
    for pool in ("purify", "trade", "evacuate", "supply", "experiment"):
        out[pool] = ACTIONS[pool]
    return out


@cache
def terms() -> dict[str, dict[str, str | list[str]]]:
    return {
        "path": dict(PATHS),
        "leader": dict(LEADERS),
        "worker": dict(WORKERS),
        "action": dict(ACTIONS),
        "space": _spaces(),
        "row": dict(ROWS),
        "building": {f"b{b.id}": f"{ROWS[b.type]} {b.id}" for b in BUILDINGS.values()},
        "superproject": {f"s{sp.id}": sp.name for sp in SUPERPROJECTS.values()},
        "good": dict(GOODS),
        "die": {
            **{f"shape:{k}": f"the shape die on {w}" for k, w in SHAPE_WORDS.items()},
            **{f"icon:{k}": f"the icon die on {w}" for k, w in ICON_WORDS.items() if k},
            "shape": "the shape die",
            "icon": "the icon die",
        },
        "icon": {str(k): w for k, w in ICON_WORDS.items()},
        "column": {"active": "active", "tired": "tired"},
        "experiment": dict(EXPERIMENTS),
        "tracker": {"save": "the Save Earth tracker", "seal": "the Seal Fate tracker"},
        "warp": dict(WARPS),
        "asset": {str(n): f"starting asset card {n}" for n in range(1, 17)},
        "endgame": dict(ENDGAME),
        "timeline_effect": dict(TIMELINE_EFFECTS),
        "evacuation": dict(EVACUATIONS),
        "workers": dict(COUNTED_WORKERS),
        "bot_action": dict(BOT_ACTIONS),
    }
