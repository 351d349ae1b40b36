"""Development of Civilization (Age A event).

Rulings:
- Clockwise from the player who revealed the event, each civilization may do one of these
  actions, paying no civil action and 1 less of its other cost (seed appendix): increase
  population (1 food less), build a farm, mine or urban building (1 resource less; not a
  military unit), or develop a technology (1 science less; a government by peaceful change
  too). Players with no such legal action are not asked.
- "Develop a technology" allows a revolution at 1 science less, which as usual costs all of
  the player's civil actions, so it is legal only with none spent (§22.12). A player other
  than the current one then starts their next turn without civil actions (§7.5); civil
  actions the new government adds arrive spent.
- Effects of developing (Newton...) apply as with the action.
"""

from epocha.engine.message import msg

from ..behaviours import EachPlayerMayAct
from ..catalog import BUILDINGS


class DevelopmentOfCivilization(EachPlayerMayAct):
    key = "A:Development of Civilization"
    text = (
        "Each civilization may increase its population, build a farm, mine or urban building, or "
        "develop a technology, without a civil action and for 1 food, resource or science less. "
        "A revolution costs 1 science less and all civil actions."
    )
    text_cs = (
        "Každý národ smí zvýšit počet obyvatel, postavit farmu, důl nebo městskou budovu, nebo "
        "vynalézt technologii, bez civilní akce a o 1 jídlo, surovinu nebo bod vědy levněji. "
        "Revoluce stojí o 1 bod vědy méně a všechny civilní akce."
    )

    prompt = msg("Development of Civilization: choose an action")

    def options(self, ctx, q):
        return (
            ctx.offer("population", q=q, discount=1)
            + ctx.offer("build", q=q, kinds=BUILDINGS, discount=1)
            + ctx.offer("develop", q=q, discount=1)
            + ctx.offer("revolution", q=q, discount=1)
        )
