"""The 2006 edition's cards with rules of their own, one module per card (keys
"A:Colossus (2006)"). A card that plays as its New Story namesake subclasses that card's rules
with its own key and text; its printed numbers come from the 2006 table. Cards whose printed
facts are their whole behaviour are in `plain.py`, with the New Story's. (This package is
imported before `plain.py`, which gives the plain rules only to cards without rules yet.)"""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
