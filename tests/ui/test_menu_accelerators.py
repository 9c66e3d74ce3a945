"""Every menu's accelerator letters are unique, in every language (issue 33: two Russian items
of the Game menu shared one, «Ра&зобрать эту партию» and «&Закрыть»); so are the labels and
buttons of the game library's window («Игр&ок:» and «&Открыть партию»)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

from bingolino_app.ui.common import i18n
from bingolino_app.ui.history import store as history_ui


def letter(text: str) -> str | None:
    i = text.replace("&&", "").find("&")
    return text.replace("&&", "")[i + 1].lower() if 0 <= i < len(text) - 1 else None


def clashes(texts: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    out = []
    for text in texts:
        key = letter(text)
        if key is None:
            continue
        if key in seen:
            out.append(f"{seen[key]!r} and {text!r} share &{key}")
        seen[key] = text
    return out


def menus(menu: QMenu):
    yield menu
    for action in menu.actions():
        if action.menu() is not None:
            yield from menus(action.menu())


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, "en")


def test_no_two_items_of_a_menu_share_a_letter(window, lang):
    bar = window.menuBar()
    found = clashes([a.text() for a in bar.actions()])
    for top in bar.actions():
        for menu in menus(top.menu()):
            found += clashes([a.text() for a in menu.actions()
                              if a.isVisible() and not a.isSeparator()])
    assert found == []


def test_the_library_window_has_one_letter_per_control(window, qtbot, lang):
    history_ui.reset_store()
    try:
        library = window.history.show_library()
        qtbot.addWidget(library)
        texts = [w.text() for w in library.findChildren(QLabel) if w.buddy() is not None]
        texts += [b.text() for b in library.findChildren(QAbstractButton)]
        assert clashes(texts) == []
        stats = window.history.show_statistics()
        qtbot.addWidget(stats)
        texts = [w.text() for w in stats.findChildren(QLabel) if w.buddy() is not None]
        texts += [b.text() for b in stats.findChildren(QAbstractButton) if b.isVisibleTo(stats)]
        assert clashes(texts) == []
    finally:
        history_ui.reset_store()


def test_the_review_window_has_one_letter_per_control(window, qtbot, lang):
    """The review's labels, check box, buttons and tabs (issue 33, Russian: letters unique in
    every window, not only the menus)."""
    from bingolino_app.core.session import Seat, Session
    from PySide6.QtWidgets import QTabBar

    from bingolino_app.ui.review import open_review

    session = Session("bingolino", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 3)
    review = open_review(window, session)
    try:
        texts = [w.text() for w in review.findChildren(QLabel) if w.buddy() is not None]
        texts += [b.text() for b in review.findChildren(QAbstractButton)
                  if b.isVisibleTo(review)]
        for bar in review.findChildren(QTabBar):
            texts += [bar.tabText(i) for i in range(bar.count())]
        assert [t for t in texts if letter(t)]  # it has letters to check
        assert clashes(texts) == []
    finally:
        review.close()
