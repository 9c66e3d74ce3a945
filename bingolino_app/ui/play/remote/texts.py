"""The words for what the network says: every error code of the server
(``net.protocol.ERROR_CODES``) and of the client ("net.*"), in the player's language.

A rule's refusal (``domino.must_follow``, ``game.not_your_turn``...) comes from the server as
the game's own key: the board words it, as it words a refusal at this screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from bingolino_app.core.game import IllegalAction

ERRORS = {
    # The client's own.
    "net.unreachable": QT_TRANSLATE_NOOP(
        "Network", "The table server cannot be reached. Check the address, and that the host's "
                   "Bingolino (or the server) is running."),
    "net.disconnected": QT_TRANSLATE_NOOP(
        "Network", "The connection to the table was lost. Bingolino tries again by itself."),
    "net.timeout": QT_TRANSLATE_NOOP(
        "Network", "The table server did not answer in time. Please try again."),
    "net.closed": QT_TRANSLATE_NOOP("Network", "The connection to the table was closed."),
    # The server's (net/protocol.ERROR_CODES).
    "protocol.malformed": QT_TRANSLATE_NOOP(
        "Network", "The table server did not understand this request."),
    "protocol.unknown_type": QT_TRANSLATE_NOOP(
        "Network", "The table server did not understand this request."),
    "protocol.version": QT_TRANSLATE_NOOP(
        "Network", "The table server runs another version of Bingolino. Both sides need the "
                   "same version."),
    "protocol.hello_first": QT_TRANSLATE_NOOP(
        "Network", "The table server did not understand this request."),
    "protocol.rate_limited": QT_TRANSLATE_NOOP(
        "Network", "Too many requests at once. Wait a moment and try again."),
    "server.busy": QT_TRANSLATE_NOOP(
        "Network", "The table server is full at the moment. Please try again later."),
    "server.internal": QT_TRANSLATE_NOOP(
        "Network", "The table server ran into a problem; nothing was changed. Please try "
                   "again."),
    "table.unknown": QT_TRANSLATE_NOOP(
        "Network", "This table does not exist on the server (any more), or this seat is no "
                   "longer yours."),
    "table.not_started": QT_TRANSLATE_NOOP(
        "Network", "The game has not begun: not every seat is taken yet."),
    "table.finished": QT_TRANSLATE_NOOP("Network", "The game at this table is over."),
    "seat.not_attached": QT_TRANSLATE_NOOP(
        "Network", "This seat is not yours at the moment (was it given up?)."),
    "seat.too_many": QT_TRANSLATE_NOOP(
        "Network", "Too many tables are open on this connection."),
    "invite.unknown": QT_TRANSLATE_NOOP(
        "Network", "No table waits for this code: check it, or the table is full already."),
    "create.bad_game": QT_TRANSLATE_NOOP(
        "Network", "The table server does not offer this game."),
    "create.bad_seats": QT_TRANSLATE_NOOP(
        "Network", "The table server refused these seats (their number, names or levels)."),
    "create.bad_options": QT_TRANSLATE_NOOP(
        "Network", "The table server refused these game options."),
    "create.bad_settings": QT_TRANSLATE_NOOP(
        "Network", "The table server refused the table's settings."),
    "name.bad": QT_TRANSLATE_NOOP(
        "Network", "The table server refused this name: it may be empty or too long."),
    "action.malformed": QT_TRANSLATE_NOOP(
        "Network", "The table server did not understand this move."),
    "action.stale": QT_TRANSLATE_NOOP(
        "Network", "The table has moved on meanwhile: look again and choose once more."),
}
UNKNOWN = QT_TRANSLATE_NOOP("Network", "The table server refused this (%1).")


def _tr(text: str) -> str:
    # Only for strings marked with QT_TRANSLATE_NOOP("Network", ...) above.
    return QCoreApplication.translate("Network", text)  # i18n-ok: marked by NOOP


def error_text(error: BaseException | None, board: Any = None) -> str:
    """What went wrong, in the player's words. ``error``: a NetError (its ``code`` and
    ``details``), an OSError (the embedded server could not start) or anything else."""
    code = getattr(error, "code", None)
    details = getattr(error, "details", {}) or {}
    if not isinstance(code, str):
        if isinstance(error, OSError):
            return QCoreApplication.translate(
                "Network", "Bingolino could not open the table on this computer (%1).") \
                .replace("%1", error.strerror or str(error))
        return QCoreApplication.translate("Network",
                                          "Something went wrong on the way to the table.")
    if code in ERRORS:
        return _tr(ERRORS[code])
    refusal = IllegalAction(code, **{k: v for k, v in details.items() if isinstance(k, str)})
    if code.startswith(("game.", "option.")):
        from bingolino_app.ui.common.messages import illegal_text

        return illegal_text(refusal)
    if board is not None:
        text = board.illegal_text(refusal)
        if text and text != code:
            return text
    return _tr(UNKNOWN).replace("%1", code)

