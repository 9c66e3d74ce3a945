"""A seat at a table served elsewhere (issue 31): the network client in Qt's terms (link.py),
the controller that plays the seat on the normal boards (controller.py) with a stand-in for
the session (mirror.py), the table's banner in the side panel (panel.py), the lobby, the
Host and Join dialogs, the player's tables on the start page, and the words for the server's
error codes (texts.py).

The GUI thread never waits on the network: every request returns at once, and its answer, the
seat's updates and the connection's news come back as queued calls on the GUI thread
(link.post). Imports net (no Qt), play, history and common.
"""
