"""Everything pygame: the window, its scenes, the table, card faces and animation."""
