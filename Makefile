# Set-up and checks. `make demo` and `make test` install everything they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install demo test lint typecheck unit clean dot chromium bytecode

# the modules mypyc compiles (compiled.txt, setup.py); ADJUDICATOR_PURE_PYTHON=1 skips it
COMPILED := $(shell grep -v '^\#' compiled.txt)
BUILT := $(VENV)/.compiled

$(STAMP): pyproject.toml setup.py compiled.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip setuptools wheel
	$(BIN)/pip install --quiet -e '.[dev,dask]'
	touch $(STAMP) $(BUILT)

# a compiled module edited since: compile again (its extension loads in the source's place)
$(BUILT): $(STAMP) $(COMPILED)
	@for so in $$(find adjudicator -name '*.so'); do \
	  grep -qx "$${so%%.cpython*}.py" compiled.txt || rm -f "$$so"; done  # a module no longer listed
	@if [ -z "$$ADJUDICATOR_PURE_PYTHON" ]; then \
	  echo "compiling the engine's modules again (mypyc)"; \
	  $(BIN)/pip install --quiet --no-deps --no-build-isolation -e .; fi
	@# a module's own small .so keeps its time when unchanged (the code is in the shared one)
	@find adjudicator -name '*.so' -exec touch {} +
	touch $(BUILT)

install: $(STAMP) $(BUILT) bytecode dot chromium

# Every module's bytecode cached (__pycache__), so that a process starts without
# compiling the package from source (0.27 s a start, where PYTHONDONTWRITEBYTECODE
# keeps Python from caching it; compileall writes it whatever that says). Files
# already cached and unchanged are skipped.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q adjudicator

# Graphviz's `dot` renders SVG/PNG trees; install it when missing and we are root.
dot:
	@command -v dot >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz >/dev/null) \
	      || echo "warning: could not install graphviz; SVG/PNG output will be unavailable"; \
	  else echo "note: Graphviz 'dot' not found; DOT output still works"; fi; }

# Headless Chromium (Debian's package) runs the replay page's browser tests; they
# skip, saying why, without it. Playwright drives it: never `playwright install`.
chromium:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
	      || echo "warning: could not install chromium; the browser tests will be skipped"; \
	  else echo "note: chromium not found; the replay page's browser tests will be skipped"; fi; }

demo: install
	$(BIN)/adjudicator scenario run examples/scenarios/oars-demand.json
	$(BIN)/adjudicator check logs/full-2p-seed7.json logs/view-alice-3p-seed12.json
	@$(BIN)/adjudicator check logs/illegal-achieve.json \
	  || echo "(exit status $$?: the planted illegal move is found, as logs/expected.json says)"
	$(BIN)/adjudicator check tests/importers/fixtures/complete/sim-seed9-2p-bob-tracker-gamelog.txt
	@if [ -d ../shared/real-logs ]; then \
	  $(BIN)/adjudicator check ../shared/real-logs/bga-table815136179-tracker-gamelog.txt \
	  || echo "(exit status $$?: a real Board Game Arena log that stops mid-game is incomplete)"; fi
	@mkdir -p out
	$(BIN)/adjudicator replay logs/full-2p-seed7.json -o out/replay-full-2p-seed7.html
	@echo "the annotated replay of logs/full-2p-seed7.json: open file://$$(pwd)/out/replay-full-2p-seed7.html"

lint: $(STAMP)
	$(BIN)/ruff check adjudicator tests benchmarks conftest.py setup.py
	$(BIN)/ruff format --check adjudicator tests benchmarks conftest.py setup.py
	$(BIN)/lint-imports --no-cache

typecheck: $(STAMP)
	$(BIN)/mypy

# one pytest worker per core (pytest-xdist); `$(BIN)/pytest` alone runs in one process
unit: $(STAMP) $(BUILT)
	$(BIN)/pytest -n auto

test: install lint typecheck unit

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build
	find adjudicator -name '*.so' -delete
