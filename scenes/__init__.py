"""Everything pygame: the window, its scenes, the table, card faces and animation."""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
