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
	$(BIN)/ruff check app tests bench tools
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

# X-1: translations/*.ts are the source of truth (translators edit them in Qt Linguist).
#   make translations    (= .venv/bin/python tools/translate.py)
# runs pyside6-lupdate over app/paciencia (existing translations kept, new messages added as
# unfinished, -locations none), checks every translation and compiles the .qm with lrelease.
# tools/translate.py --todo lists what is left to translate; --check changes nothing.
# Commit the .qm files with the .ts: the app (paths.translations_dir()) and the PyInstaller
# bundle load the compiled .qm, they never compile them.
translations: $(STAMP)
	$(BIN)/python tools/translate.py
