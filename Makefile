PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test test-fast test-desktop desktop-tools lint bench clean

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py menu

# The desktop tests need a real X server and a pointer: installed here where they are missing and we are root.
desktop-tools:
	@if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb xdotool >/dev/null; \
	  else echo "the desktop tests need Xvfb and xdotool: run 'apt-get install -y xvfb xdotool' as root"; fi; \
	fi

test: $(STAMP) desktop-tools
	$(PY) -m ruff check .
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

test-fast: $(STAMP)
	$(PY) -m ruff check .
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -m "not slow" --ignore=tests/desktop

test-desktop: $(STAMP) desktop-tools
	$(PY) -m pytest tests/desktop

lint: $(STAMP)
	$(PY) main.py lint cards.yaml

bench: $(STAMP)
	$(PY) benchmarks/engine.py

clean:
	rm -rf $(VENV) .pytest_cache
