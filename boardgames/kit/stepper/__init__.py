"""The search stepper window (Qt): :mod:`.window` over the Qt-free
:mod:`boardgames.core.search.stepper`."""
