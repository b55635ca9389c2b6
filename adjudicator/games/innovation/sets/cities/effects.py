"""Cities have no dogma effects (CITY-4, CITY-5): each is registered with none,
so a Dogma or Endorse action on a top city runs and does nothing."""

from __future__ import annotations

from adjudicator.games.innovation.engine.registry import register_effects
from adjudicator.games.innovation.sets.cities.data import city_data

for _city in city_data():
    register_effects(_city.name)
