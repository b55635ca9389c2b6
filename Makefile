# Set-up and checks. `make demo` and `make test` install everything they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install demo test lint typecheck unit clean dot

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP) dot

# Graphviz's `dot` renders SVG/PNG trees; install it when missing and we are root.
dot:
	@command -v dot >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz >/dev/null) \
	      || echo "warning: could not install graphviz; SVG/PNG output will be unavailable"; \
	  else echo "note: Graphviz 'dot' not found; DOT output still works"; fi; }

demo: install
	$(BIN)/adjudicator scenario run examples/scenarios/oars-demand.json
	$(BIN)/adjudicator check logs/full-2p-seed7.json logs/view-alice-3p-seed12.json
	@$(BIN)/adjudicator check logs/illegal-achieve.json \
	  || echo "(exit status $$?: the planted illegal move is found, as logs/expected.json says)"

lint: $(STAMP)
	$(BIN)/ruff check adjudicator tests benchmarks
	$(BIN)/ruff format --check adjudicator tests benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP)
	$(BIN)/pytest

test: install lint typecheck unit

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
