"""Self-contained HTML pages (the annotated replay). Knows no game: a game's
adapter hands :mod:`adjudicator.html.page` data to :func:`builder.render`."""
