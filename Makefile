# One command runs the app, one runs the tests; each sets up .venv itself.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/paciencia

test: $(STAMP)
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check app tests
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python bench/engine_speed.py

clean:
	rm -rf $(VENV)
