"""Raid (Age II aggression): as the Age I card (`i_raid`), destroying one building of Age II or
older and one of Age I or older."""

from .i_raid import Raid


class RaidII(Raid):
    key = "II:Raid"
    ages = ("II", "I")
    text = (
        "Aggression. Destroy 1 of the defender's buildings of Age II or older and 1 of Age I or older; "
        "produce resources equal to half their cost."
    )
    text_cs = (
        "Agrese. Zničte napadenému 1 budovu věku II nebo staršího a 1 budovu věku I nebo staršího; "
        "vyprodukujte suroviny ve výši poloviny jejich ceny."
    )
