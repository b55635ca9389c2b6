"""Everything specific to Innovation (base game) lives in this package.

Generic pieces (decisions, steps, errors, the CLI) live one level up so that
expansions and other games can plug in beside this package.
"""

# The card sets register themselves (cards, effects, special achievements).
from adjudicator.games.innovation import sets as _sets  # noqa: F401
