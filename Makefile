# One command runs the app, one runs the tests; each sets up .venv itself.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean bundle smoke install translations

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/paciencia

test: $(STAMP)
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check app tests
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python bench/engine_speed.py

clean:
	rm -rf $(VENV)

# X-2: the one-folder PyInstaller bundle dist/paciencia (packaging/paciencia.spec).
bundle: $(STAMP)
	$(BIN)/pyinstaller --version >/dev/null 2>&1 || $(BIN)/python -m pip install --quiet -e '.[test,dev,packaging]'
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/paciencia.spec

# Headless self-test of the bundle, its size and start time.
smoke:
	sh packaging/smoke.sh dist/paciencia

# Into ~/.local (ARGS=--system: /usr/local and /usr/share; ARGS="--prefix DIR").
install:
	sh packaging/install.sh $(ARGS)

# X-1: translations/paciencia_pt_BR.ts and paciencia_pt_PT.ts from the sources, filled from the tables in
# tools/translations_table.py and tools/translations_help.py, compiled to .qm. One command:
#   make translations    (= .venv/bin/python tools/translate.py: pyside6-lupdate -no-obsolete, fill, lrelease)
# It stops, listing them, when a message has no translation. Commit the .qm files with the .ts: the app
# (paths.translations_dir()) and the PyInstaller bundle load the compiled .qm, they never compile them.
translations: $(STAMP)
	$(BIN)/python tools/translate.py
