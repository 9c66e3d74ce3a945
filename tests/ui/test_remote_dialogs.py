"""Host a table… and Join a table…: the seats, options and table settings they give, what
they refuse and say, what they remember; the local network's tables listed as they are
found (a browse in the background, faked here); the lobby's words."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog

from bingolino_app.core.game import Decision
from bingolino_app.net.client import SeatUpdate
from bingolino_app.net.discovery import Found
from bingolino_app.net.protocol import SeatInfo, SeatSpec
from bingolino_app.ui.common import i18n
from bingolino_app.ui.common.settings import reset_settings
from bingolino_app.ui.play.remote import host_dialog
from bingolino_app.ui.play.remote.host_dialog import SWITCH, HostDialog, normalized_server
from bingolino_app.ui.play.remote.join_dialog import JoinDialog, server_url


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch, qapp):
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    from bingolino_app.ui.common import player_names

    monkeypatch.setattr(player_names, "account_name", lambda: "")
    reset_settings()
    i18n.install_language(qapp, "en")
    yield tmp_path
    i18n.install_language(qapp, "en")
    reset_settings()


# --- Host a table… -----------------------------------------------------------------------------
def test_the_host_sits_first_and_the_other_humans_are_invited_friends(qtbot):
    dialog = HostDialog("domino_bingo")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Host a table: Domino Bingo"
    me, friend = dialog.rows
    assert me.kind.currentText() == "You" and not me.kind.isEnabled()
    assert not me.remove.isEnabled()
    assert friend.kind.currentText() == "Friend" and not friend.name.isEnabled()
    assert friend.name.text() == "" and friend.name.placeholderText() == "joins with the invite"
    assert not friend.who.isVisibleTo(dialog)  # his profile is his own
    assert not dialog.seed.isVisibleTo(dialog) and not dialog.lesson_link.isVisibleTo(dialog)
    me.name.setText("Anna")
    choice = dialog.host_choice()
    assert choice.game == "domino_bingo"
    assert choice.seats == [SeatSpec("Anna", "human"), SeatSpec("", "human")]
    assert choice.settings.mode == "live" and choice.settings.absence == "wait"
    assert choice.server == "" and choice.announce_as == "Table: Anna"
    friend.kind.setCurrentIndex(1)  # a computer instead
    assert friend.name.isEnabled() and friend.name.text() == "Computer 2"
    dialog.mode.setCurrentIndex(1)
    dialog.absence.setCurrentIndex(1)
    assert dialog.minutes.isEnabled()
    dialog.minutes.setValue(3)
    choice = dialog.host_choice()
    assert choice.seats[1] == SeatSpec("Computer 2", "computer", "normal")
    assert choice.settings.mode == "turn_based"
    assert choice.settings.absence == "computer" and choice.settings.absence_seconds == 180.0


def test_a_server_on_the_internet_needs_an_address(qtbot):
    dialog = HostDialog("lino")
    qtbot.addWidget(dialog)
    dialog.server.setCurrentIndex(1)
    assert dialog.address.isEnabled() and not dialog.table_name.isEnabled()
    dialog.accept()
    assert dialog.result() != QDialog.Accepted and dialog.problem.isVisibleTo(dialog)
    dialog.address.setText("example.org:8765")
    dialog.accept()
    assert dialog.result_host.server == "wss://example.org:8765"
    assert normalized_server("ws://192.168.1.2:8765") == "ws://192.168.1.2:8765"
    assert normalized_server("http://x") is None and normalized_server("a b") is None


def test_the_table_settings_and_seats_are_remembered_per_game(qtbot):
    dialog = HostDialog("qwingo")
    qtbot.addWidget(dialog)
    dialog.add_player(None, "computer", "strong")
    dialog.mode.setCurrentIndex(1)
    dialog.absence.setCurrentIndex(1)
    dialog.minutes.setValue(42)
    dialog.table_name.setText("Friday")
    dialog.accept()
    again = HostDialog("qwingo")
    qtbot.addWidget(again)
    assert [r.kind_value() for r in again.rows] == ["human", "human", "computer"]
    assert again.rows[2].level_value() == "strong"
    assert again.mode.currentIndex() == 1 and again.minutes.value() == 42
    assert again.table_name.text() == "Friday"
    fresh = HostDialog("lino")  # another game: its own seats, the table's settings kept
    qtbot.addWidget(fresh)
    assert len(fresh.rows) == 2 and fresh.minutes.value() == 42


def test_choosing_another_game_asks_again_for_that_game(qtbot, monkeypatch):
    shown = []

    def run(dialog):
        shown.append(dialog.game_id)
        if len(shown) == 1:
            dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("lino"))
            dialog._game_chosen()
            return dialog.result()
        dialog.accept()
        return QDialog.Accepted

    monkeypatch.setattr(HostDialog, "exec", run)
    choice = HostDialog.ask_table(None, "bingolino")
    assert shown == ["bingolino", "lino"] and choice.game == "lino"
    assert SWITCH not in (QDialog.Accepted, QDialog.Rejected)
    assert host_dialog.MODES == ("live", "turn_based")


# --- Join a table… -----------------------------------------------------------------------------
def test_a_link_names_its_server_and_a_code_needs_one(qtbot):
    dialog = JoinDialog(browse=lambda seconds: [])
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.invite.setText("bingolino://join?server=ws%3A%2F%2F10.0.0.5%3A8765&code=ABCDE-FGHJK")
    assert ok.isEnabled() and not dialog.server.isEnabled()
    choice, why = dialog.current_choice()
    assert (choice.server, choice.code, why) == ("ws://10.0.0.5:8765", "ABCDEFGHJK", "")
    dialog.invite.setText("abcde fghjk")  # a code read out, typed as heard
    assert dialog.server.isEnabled()
    dialog.server.clear()
    assert not ok.isEnabled() and "address" in dialog.problem.text()
    dialog.server.setText("192.168.1.20:8765")
    assert ok.isEnabled() and dialog.current_choice()[0].server == "ws://192.168.1.20:8765"
    dialog.invite.setText("not a code")
    assert not ok.isEnabled() and "ABCDE-FGHJK" in dialog.problem.text()
    dialog.invite.setText("ABCDE-FGHJK")
    dialog.name.clear()
    assert not ok.isEnabled() and dialog.problem.text() == "Type your name."
    assert server_url("example.org:8765") == "wss://example.org:8765"
    assert server_url("anna-pc.local:8765") == "ws://anna-pc.local:8765"
    assert server_url("wss://example.org") == "wss://example.org"
    assert server_url("ftp://x") is None and server_url("") is None


def test_tables_on_the_local_network_are_listed_as_they_are_found(qtbot):
    found = [Found("Ann's table", ("192.168.1.5",), 8765, False, 1)]
    looks = []

    def browse(seconds):
        looks.append(seconds)
        time.sleep(0.05)
        return found if len(looks) >= 2 else []

    dialog = JoinDialog(browse=browse)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.nearby.count() == 0  # nothing waits for the network
    qtbot.waitUntil(lambda: dialog.nearby.count() == 1, timeout=10_000)
    assert dialog.nearby.item(0).text() == "Ann's table — 192.168.1.5:8765"
    dialog.nearby.setCurrentRow(0)
    assert dialog.server.text() == "ws://192.168.1.5:8765"
    dialog.invite.setText("ABCDE-FGHJK")
    dialog.accept()
    assert dialog.result_choice.server == "ws://192.168.1.5:8765"
    again = JoinDialog(browse=lambda seconds: [])  # the name and the server are remembered
    qtbot.addWidget(again)
    assert again.server.text() == "ws://192.168.1.5:8765"
    assert again.name.text() == dialog.result_choice.name


# --- the lobby ---------------------------------------------------------------------------------
class StubLink(QObject):
    updated = Signal(object)
    connection = Signal(str)

    def __init__(self, update) -> None:
        super().__init__()
        self.latest = update
        self.state = "connected"
        self.code = "ABCDEFGHJK"


def _update(status: str, taken: bool) -> SeatUpdate:
    seats = (SeatInfo("Ann", "human", "", True, True), SeatInfo("", "human", "", taken, taken),
             SeatInfo("Robo", "computer", "strong", True, True))
    return SeatUpdate("t", 0, 3, "lino", {}, status, "live", seats, 0, None,
                      Decision("play", (0,)), (), (), None)


def test_the_lobby_shows_the_invite_and_who_has_joined_until_the_game_begins(qtbot, qapp):
    from bingolino_app.ui.play.remote.lobby import LobbyPage

    link = StubLink(_update("open", False))
    lobby = LobbyPage(link, hosted=True, invite_link="bingolino://join?x", announced_as="Ann's")
    qtbot.addWidget(lobby)
    assert lobby.title.text() == "Table: Lino"
    assert lobby.code_field.text() == "ABCDE-FGHJK" and lobby.link_field.text()
    assert lobby.players.text().splitlines() == ["1. Ann (you)", "2. waiting for a player…",
                                                 "3. Robo: computer, strong"]
    assert "1 more player" in lobby.waiting.text() and "“Ann's”" in lobby.invite_note.text()
    assert "keep Bingolino open" in lobby.note.text()
    link.state = "reconnecting"
    link.connection.emit("reconnecting")
    assert "Reconnecting" in lobby.banner.text()
    import attrs

    away = _update("open", True)
    away = attrs.evolve(away, seats=(away.seats[0], SeatInfo("Bob", "human", "", True, False),
                                     away.seats[2]))
    link.latest = away
    link.updated.emit(away)
    assert lobby.players.text().splitlines()[1] == "2. Bob: away"
    with qtbot.waitSignal(lobby.begin):
        update = _update("playing", True)
        link.latest = update
        link.updated.emit(update)
    lobby.release_link()
    i18n.install_language(qapp, "ru")
    assert lobby.title.text().startswith("Стол: ")
    assert "(вы)" in lobby.players.text()


def test_a_link_on_the_command_line_opens_the_join_dialog_with_it():
    from bingolino_app.ui.shell.app import build_parser

    link = "bingolino://join?server=ws%3A%2F%2F10.0.0.5%3A8765&code=ABCDE-FGHJK"
    assert build_parser().parse_args([link]).invite == link
    assert build_parser().parse_args([]).invite is None
