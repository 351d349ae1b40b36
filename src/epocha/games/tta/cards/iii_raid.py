"""Raid (Age III aggression): as the Age I card (`i_raid`), destroying one building of Age III
or older and one of Age II or older."""

from .i_raid import Raid


class RaidIII(Raid):
    key = "III:Raid"
    ages = ("III", "II")
    text = (
        "Aggression. Destroy 1 of the defender's buildings of Age III or older and 1 of Age II or older; "
        "produce resources equal to half their cost."
    )
    text_cs = (
        "Agrese. Zničte napadenému 1 budovu věku III nebo staršího a 1 budovu věku II nebo staršího; "
        "vyprodukujte suroviny ve výši poloviny jejich ceny."
    )
