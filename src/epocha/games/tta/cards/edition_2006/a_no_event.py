"""No Event (Age A event, 2006 edition).

Rulings:
- A blank card: revealing it does nothing; it goes to the past events like any event.
- The card data's confidence in it is low: a spreadsheet and a program's deck lists name it
  as the tenth Age A military card (with a home-made image), and the seed only says the deck
  holds ten cards, naming two of them. It has no New Story namesake.
"""

from ...rules_base import CardRules


class NoEvent2006(CardRules):
    key = "A:No Event (2006)"
    text = "Nothing happens."
    text_cs = "Nic se nestane."

    def play(self, ctx):
        pass
