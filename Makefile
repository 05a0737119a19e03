# One command runs the app, one runs the tests; each sets up .venv itself.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-locales lint bench clean bundle smoke install translations dist distcheck

# The system libraries Qt's window needs (not in any wheel): installed when run as root where
# apt-get exists, else named with the command that installs them (app/paciencia/system_libs.py).
$(STAMP): pyproject.toml
	-$(PY) app/paciencia/system_libs.py --install
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/paciencia

test: $(STAMP)
	$(BIN)/python -m pytest -q

# Issue 36 §1: a smoke subset (launch, resume from the picture, the table, the CLI) under tr_TR.UTF-8
# (compiled into a temporary folder: no root needed) and under C.
test-locales: $(STAMP)
	sh tools/locale_smoke.sh $(BIN)/python

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

# X-3: the sdist and the wheel (dist/paciencia-*.tar.gz, dist/paciencia-*-py3-none-any.whl), built
# offline with the venv's setuptools (pyproject.toml's build-system asks for setuptools>=77).
dist: $(STAMP)
	$(BIN)/python -c "import build" 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[test,dev,packaging]'
	rm -f dist/paciencia-*.whl dist/paciencia-*.tar.gz
	$(BIN)/python -m build --no-isolation --outdir dist .

# Each installed in a fresh venv outside the checkout (and with pipx, when installed), where
# `paciencia --self-test` must pass; prints their sizes and file counts.
distcheck: dist
	sh packaging/check_dist.sh dist

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
