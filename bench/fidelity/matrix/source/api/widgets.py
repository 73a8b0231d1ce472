"""Widgets: coloured tiles packed into frames."""


class Frame:
    """A rectangle of rows that tiles are packed into."""

    def __init__(self, width: int) -> None:
        self.width = width

    def add_tile(self, colour: str, weight: int = 1) -> None:
        """Add one tile of the given colour; a heavier tile takes more room."""

    def render(self, path: str = "") -> str:
        """Render the frame as terminal text, or to a pixmap file when a path is given."""
        return ""

    def close(self) -> None:
        """Release the frame's buffers; a closed frame refuses new tiles."""


def open_frame(width: int) -> Frame:
    """Open an empty frame of the given width in columns."""
    return Frame(width)


def version() -> str:
    """The library's version, as the command line tool prints it."""
    return "1.4"
