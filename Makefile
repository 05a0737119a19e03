# One command runs the app, one runs the tests; each sets up .venv itself.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Issue 33 §7: `make run` installs what the app needs, with the sound extra; every other target
# adds the test and dev tools (pytest, hypothesis, ruff, mypy…) on top, once.
APP_STAMP := $(VENV)/.installed-app
DEV_STAMP := $(VENV)/.installed-dev
# make install-data: where the data files go ($(DESTDIR) stages them for a package).
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: run test test-locales lint bench clean bundle smoke install install-data uninstall-data translations \
	dist distcheck

# The system libraries Qt's window needs (not in any wheel): installed when run as root where
# apt-get exists, else named with the command that installs them (app/paciencia/system_libs.py).
# pip prints its progress (a download of Qt takes a while on a slow network).
$(APP_STAMP): pyproject.toml
	-$(PY) app/paciencia/system_libs.py --install
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[sound]'
	touch $(APP_STAMP)

$(DEV_STAMP): $(APP_STAMP)
	$(BIN)/python -m pip install -e '.[sound,test,dev]'
	touch $(DEV_STAMP)

run: $(APP_STAMP)
	$(BIN)/paciencia

test: $(DEV_STAMP)
	$(BIN)/python -m pytest -q -n auto

# Issue 36 §1: a smoke subset (launch, resume from the picture, the table, the CLI) under tr_TR.UTF-8
# (compiled into a temporary folder: no root needed) and under C.
test-locales: $(DEV_STAMP)
	sh tools/locale_smoke.sh $(BIN)/python

lint: $(DEV_STAMP)
	$(BIN)/ruff check app tests bench tools
	$(BIN)/mypy

bench: $(DEV_STAMP)
	$(BIN)/python bench/engine_speed.py

clean:
	rm -rf $(VENV)

# X-2: the one-folder PyInstaller bundle dist/paciencia (packaging/paciencia.spec).
bundle: $(APP_STAMP)
	$(BIN)/pyinstaller --version >/dev/null 2>&1 || $(BIN)/python -m pip install -e '.[sound,packaging]'
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/paciencia.spec

# Headless self-test of the bundle, its size and start time.
smoke:
	sh packaging/smoke.sh dist/paciencia

# X-3: the sdist and the wheel (dist/paciencia-*.tar.gz, dist/paciencia-*-py3-none-any.whl), built
# offline with the venv's setuptools (pyproject.toml's build-system asks for setuptools>=77).
dist: $(DEV_STAMP)
	$(BIN)/python -c "import build" 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[test,dev,packaging]'
	rm -f dist/paciencia-*.whl dist/paciencia-*.tar.gz
	$(BIN)/python -m build --no-isolation --outdir dist .

# Each installed in a fresh venv outside the checkout (and with pipx, when installed), where
# `paciencia --self-test` must pass; prints their sizes and file counts.
distcheck: dist
	sh packaging/check_dist.sh dist

# The bundle, into ~/.local (ARGS=--system: /usr/local; ARGS="--prefix DIR").
install:
	sh packaging/install.sh $(ARGS)

# Issue 33 §5, for distribution packages: the data files from the source tree, no bundle nor venv
# (the menu entry, AppStream data, icons and man page, into $(DESTDIR)$(PREFIX)/share/…; the
# entry runs `paciencia` from the PATH). Caches are rebuilt only when not staging (no DESTDIR).
# The same code as `paciencia --install-desktop` (app/paciencia/desktop_install.py).
INSTALL_DATA = PYTHONPATH=app $(PY) -m paciencia.desktop_install --data-dir '$(PREFIX)/share' \
	$(if $(DESTDIR),--destdir '$(DESTDIR)',--refresh)
install-data:
	$(INSTALL_DATA) --man

uninstall-data:
	$(INSTALL_DATA) --uninstall

# X-1: translations/*.ts are the source of truth (translators edit them in Qt Linguist).
#   make translations    (= .venv/bin/python tools/translate.py)
# runs pyside6-lupdate over app/paciencia (existing translations kept, new messages added as
# unfinished, -locations none), checks every translation and compiles the .qm with lrelease.
# tools/translate.py --todo lists what is left to translate; --check changes nothing.
# Commit the .qm files with the .ts: the app (paths.translations_dir()) and the PyInstaller
# bundle load the compiled .qm, they never compile them.
translations: $(DEV_STAMP)
	$(BIN)/python tools/translate.py
