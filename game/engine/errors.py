"""The card table's one error family: a failure whose message says it all, shown to a person in one line."""
from __future__ import annotations


class CardTableError(Exception):
    """A failure said in one line (``str(err)``), never as a traceback: a bad file, a refused move, a wrong option.

    Each carries what its message is made of, where known: the ``file``, ``line`` and ``column`` it is about,
    the ``step`` of a replay, and the ``reason`` (the message without the place).  The command line prints it
    as ``error: MESSAGE`` (cli/entry.py); the window shows it in a dialog (scenes/app.py).
    """

    file: str = ""
    line: int | None = None
    column: int | None = None
    step: int | None = None

    def __init__(self, message: str = "", *, file: str = "", line: int | None = None, column: int | None = None,
                 step: int | None = None, reason: str | None = None):
        super().__init__(message)
        if file:
            self.file = file
        if line is not None:
            self.line = line
        if column is not None:
            self.column = column
        if step is not None:
            self.step = step
        if reason is not None:
            self.reason = reason

    @property
    def reason(self) -> str:
        """Why, without where: the message itself unless a narrower reason was given."""
        return self.__dict__.get("_reason", str(self))

    @reason.setter
    def reason(self, value: str) -> None:
        self.__dict__["_reason"] = value

    @property
    def where(self) -> str:
        """``FILE:LINE:COLUMN`` as far as it is known ("" when nothing is)."""
        parts = [self.file] + [str(n) for n in (self.line, self.column) if n is not None]
        return ":".join(parts) if self.file else ""

    def __reduce__(self):
        return _rebuilt, (type(self), self.args, self.__dict__)


def _rebuilt(cls, args, attributes):
    """An error unpickled (from a worker process) whatever its class's ``__init__`` asks for."""
    err = cls.__new__(cls, *args)
    err.args = args
    err.__dict__.update(attributes)
    return err
