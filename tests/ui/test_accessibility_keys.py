"""The main window's screen reader keys and what it says unasked: F2 reads the whole position,
F6 goes from the board to the game log and back, Tab reaches the log, whose lines are read
whole; a refusal is said at once; a log written again (Undo, another language) is not said a
second time; Help → Keyboard and screen reader in both languages."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from a11y import Heard, name
from bingolino_app.core.session import Seat
from bingolino_app.games.bingolino.state import ChooseDice
from bingolino_app.ui.common import i18n
from bingolino_app.ui.play.announce import MESSAGE, MOVE, POSITION, PROMPT


def start(window, qtbot, names=("Ann Long-Name Petrovna", "Bot")):
    window.start_game("bingolino", [Seat(names[0]), Seat(names[1], "computer", "greedy")],
                      {}, 5)
    session = window.controller.session
    qtbot.waitUntil(lambda: bool(session.pending_humans()), timeout=10_000)
    return session


def test_f2_reads_the_position_and_f6_goes_to_the_log(window, qtbot, monkeypatch):
    heard = Heard(monkeypatch, window.announcer)
    session = start(window, qtbot)
    QTest.keyClick(window.view, Qt.Key_A)  # arrange for me, and done
    QTest.keyClick(window.view, Qt.Key_D)
    qtbot.waitUntil(lambda: 0 in session.pending_humans(), timeout=10_000)
    assert heard.kind(MOVE) == window.side_panel.lines()  # the opening and the moves so far
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key_F2)
    (position,) = heard.kind(POSITION)
    assert "Ann Long-Name Petrovna: 0 stars" in position  # the scores, names whole
    assert window.side_panel.turn_text() in position  # whose turn
    assert window.side_panel.last_line() in position  # the last move
    assert window.board.prompt() in position  # what to do now
    assert heard.events[-1] == (position, "Assertive")
    assert window.statusBar().currentMessage() == position

    QTest.keyClick(window.view, Qt.Key_F6)
    log = window.side_panel.log
    assert log.hasFocus()
    assert log.currentRow() == log.count() - 1  # the latest line first
    iface = QAccessible.queryAccessibleInterface(log)
    assert name(iface) == "Game log"
    lines = [name(iface.child(i)) for i in range(iface.childCount())]
    assert window.side_panel.lines()[-1] in lines  # read whole, long names and all
    QTest.keyClick(log, Qt.Key_F6)
    assert window.view.hasFocus()
    # Tab reaches the log from the board (through the side panel's controls).
    for _ in range(20):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        if log.hasFocus():
            break
    assert log.hasFocus()


def test_a_refusal_is_said_and_a_rewritten_log_is_not(window, qtbot, monkeypatch):
    heard = Heard(monkeypatch, window.announcer)
    session = start(window, qtbot)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key_3)  # rolling while tiles are laid out
    assert heard.kind(MESSAGE) == ["You cannot roll now."]
    assert heard.events[-1] == ("You cannot roll now.", "Assertive")
    QTest.keyClick(window.view, Qt.Key_A)
    QTest.keyClick(window.view, Qt.Key_D)
    qtbot.waitUntil(lambda: 0 in session.pending_humans(), timeout=10_000)
    said = len(heard.kind(MOVE))
    window.controller.apply(0, ChooseDice(4))
    qtbot.waitUntil(lambda: len(heard.kind(MOVE)) > said, timeout=5000)
    assert heard.kind(MOVE) == window.side_panel.lines()
    moves = list(heard.kind(MOVE))
    i18n.install_language(QCoreApplication.instance(), "ru")  # the log is written again
    try:
        QCoreApplication.processEvents()
        assert heard.kind(MOVE) == moves
        assert any("бросок" in t for t in window.side_panel.lines())  # written again
    finally:
        i18n.install_language(QCoreApplication.instance(), "en")
    assert heard.kind(PROMPT)


def test_help_page_in_both_languages(window, qtbot):
    window.act_keys_help.trigger()
    from bingolino_app.ui.shell import help_page

    dialog = help_page._open["keyboard"]
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "F2" in text and "F6" in text and "Orca" in text
    i18n.install_language(QCoreApplication.instance(), "ru")
    try:
        QCoreApplication.processEvents()
        russian = dialog.browser.toPlainText()
        assert "F2" in russian and "Клавиатура" in dialog.windowTitle()
        assert russian != text
    finally:
        i18n.install_language(QCoreApplication.instance(), "en")
    dialog.close()


def test_a_lessons_bubble_is_read(window, qtbot, monkeypatch):
    from bingolino_app.ui.play.announce import LESSON

    heard = Heard(monkeypatch, window.announcer)
    runner = window.lessons.start("lino")
    assert runner is not None
    first = runner.callout.text.text()
    assert heard.kind(LESSON) and heard.kind(LESSON)[0] == first
    runner.callout.next_button.click()
    assert heard.kind(LESSON)[-1] == runner.callout.text.text() != first
    window.lessons.end()
