"""The command line's own mistakes: options that cannot go together or values out of range."""
from game.engine.errors import CardTableError


class UsageError(CardTableError):
    """The command line asks for something that cannot be (exit status 2)."""
