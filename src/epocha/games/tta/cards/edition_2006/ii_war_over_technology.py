"""War over Technology (Age II war, 2006 edition).

Rulings:
- The winner takes as much science from the loser as its strength advantage (all the loser has
  if less; the winner scores exactly what was lost).
- Instead of part of that science the winner may take special technologies the loser has in play
  (seed appendix: the winner decides), each worth its printed science cost, one at a time while
  the cost fits what is left; not the same card the winner holds in hand or in play. A taken
  technology enters the winner's play; beside one of its kind the higher level stays, the other
  leaves the game (the loser loses it either way). What is left is taken as science.
- Plays as the New Story card.
"""

from ..ii_war_over_technology import WarOverTechnology


class WarOverTechnology2006(WarOverTechnology):
    key = "II:War over Technology (2006)"
    text = (
        "War. The winner takes from the loser as much science as its strength advantage; it may take "
        "the loser's special technologies instead, each for its science cost."
    )
    text_cs = (
        "Válka. Vítěz vezme poraženému tolik bodů vědy, o kolik byl silnější; místo nich mu může vzít "
        "zvláštní technologie, každou za její cenu ve vědě."
    )
