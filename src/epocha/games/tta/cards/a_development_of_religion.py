"""Development of Religion (Age A event).

Rulings:
- Clockwise from the player who revealed the event, each player with an unused worker may
  build one temple on their Age A temple technology (Religion) for free: no resources and no
  civil action. The normal rules of building apply otherwise, so the government's limit on
  temples still holds (§12.2). Players who cannot build are not asked.
"""

from epocha.engine.message import msg

from ..behaviours import EachPlayerMayAct
from ..catalog import key_of
from ..costs import building_cost

TECH = "Religion"


def free_build(ctx, q, name, kind):
    """The free build of the Age A technology `name` printed on the board (of the game's
    edition) for player q, if legal."""
    p = ctx.player(q)
    key = ctx.s.edition.key("A", name)
    tech = next((t for t in p.techs if key_of(t) == key), None)
    if tech is None:
        return []
    discount = building_cost(ctx.s, p, tech)
    return [o for o in ctx.offer("build", q=q, kinds=(kind,), discount=discount) if o[1][1] == tech]


class DevelopmentOfReligion(EachPlayerMayAct):
    key = "A:Development of Religion"
    text = "Each player with an unused worker may build an Age A temple (Religion) for free."
    text_cs = "Každý hráč s volným pracovníkem smí zdarma postavit chrám věku A (Náboženství)."

    prompt = msg("Development of Religion: build a temple for free?")

    def options(self, ctx, q):
        return free_build(ctx, q, TECH, "temple")
