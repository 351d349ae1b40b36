"""One module per distinct card with an effect; cards described by their printed facts alone
(farms, units, governments, tactics...) share `plain.py`."""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
