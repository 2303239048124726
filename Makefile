# Set-up commands: `make run` starts the app, `make test` runs the whole test suite headless.
# Both create the virtual environment in .venv on first use.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint bench clean bundle install-desktop

$(STAMP): pyproject.toml
	@$(PYTHON) -m venv $(VENV) || { echo "Could not create a virtual environment: on Debian or Ubuntu run 'sudo apt install python3-venv'" >&2; exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/paigow-desktop $(ARGS)

# pytest exits 5 when it collects nothing: that means the suite went missing, so fail loudly.
test: $(STAMP)
	@QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q $(PYTEST_ARGS); status=$$?; \
	if [ $$status -eq 5 ]; then echo "pytest collected no tests: the test suite is missing" >&2; exit 1; fi; \
	exit $$status

lint: $(STAMP)
	$(BIN)/ruff check paigow_desktop tests bench tools packaging
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python bench/bench_engine.py
	$(BIN)/python bench/bench_table.py
	$(BIN)/python bench/bench_simulate.py

# The one-folder app dist/paigow-desktop/ (PyInstaller, in its own venv build/bundle-venv; the
# dev venv is not touched), then run headless to check it. BUNDLE_ARGS=--force rebuilds.
bundle:
	PYTHON=$(PYTHON) bash packaging/build-bundle.sh $(BUNDLE_ARGS)

# The bundle (built if needed) in ~/.local/lib/paigow-desktop, linked from ~/.local/bin, with its
# menu entry, AppStream metainfo and icons. INSTALL_ARGS="--prefix DIR" installs under DIR;
# packaging/linux/install.sh --uninstall removes it all again.
install-desktop: bundle
	bash packaging/linux/install.sh --bundle dist/paigow-desktop $(INSTALL_ARGS)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
