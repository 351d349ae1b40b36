"""Development of Warfare (Age A event).

Rulings:
- Clockwise from the player who revealed the event, each player with an unused worker may
  build one Warriors unit (their Age A infantry technology) for free: no resources and no
  military action. Players who cannot build are not asked.
"""

from epocha.engine.message import msg

from ..behaviours import EachPlayerMayAct
from .a_development_of_religion import free_build

TECH = "Warriors"


class DevelopmentOfWarfare(EachPlayerMayAct):
    key = "A:Development of Warfare"
    text = "Each player with an unused worker may build a Warriors unit for free."
    text_cs = "Každý hráč s volným pracovníkem smí zdarma postavit jednotku Válečníků."

    prompt = msg("Development of Warfare: build Warriors for free?")

    def options(self, ctx, q):
        return free_build(ctx, q, TECH, "infantry")
