"""Runs a lesson (core/lessons.py) on the normal session, board and controller.

The runner is the controller's coach: it accepts only the move a step waits for (any other is
refused with the step's nudge), lets the computers move only during a watch step, and gives
them their listed moves. It shows each step in a callout beside the step's anchor, which the
board names (``GameBoard.anchor``). What goes wrong in a lesson's data (a missing anchor, a
waited-for move that is not legal, a callout that does not fit the window) is collected in
``problems``: the tests fail on it; a player sees the lesson go on as well as it can.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from bingolino_app.core import lessons
from bingolino_app.core.game import Action
from bingolino_app.core.lessons import Lesson, LessonStep
from bingolino_app.ui.common.i18n import current_language
from bingolino_app.ui.lessons.callout import AnchorRing, LessonCallout


READ_ON_KEYS = (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space)


class LessonRunner(QObject):
    step_changed = Signal()
    ended = Signal(bool)
    """The lesson is over: True when played to its end, False when skipped or dropped."""

    def __init__(self, window, lesson: Lesson, start: int) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.lesson = lesson
        self.start = start  # the history index where the lesson's own moves begin
        self.index = -1
        self.since = 0  # the history index where the current step began
        self.problems: list[str] = []
        self._anchor_seen = False
        self.running = True
        self.callout = LessonCallout(window)
        self.callout.next_clicked.connect(self.next)
        self.callout.skip_clicked.connect(self.skip)
        self.ring = AnchorRing(window)
        # Placed again after the window or the view changed size, from the event loop: by
        # then the view has fitted the board to its new size.
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.timeout.connect(self.place)
        # The computers are let go from the event loop too: a step may change in the middle
        # of the controller playing a move, which must not play the next one inside it.
        self._resume = QTimer(self)
        self._resume.setSingleShot(True)
        self._resume.timeout.connect(self._resume_computers)
        self.controller.coach = self
        self.controller.changed.connect(self._changed)
        board = self.controller.board
        board.released.connect(self.place)
        if hasattr(board, "prompt_changed"):
            board.prompt_changed.connect(self.place)
        window.installEventFilter(self)
        window.view.viewport().installEventFilter(self)
        window.view.installEventFilter(self)  # Enter or Space reads on (see eventFilter)
        self._go(0)

    # --- the coach (GameController.coach) -------------------------------------------------
    def accepts(self, player: int, action: Action) -> bool:
        step = self.step
        if (step is not None and step.kind == "do" and player == self.lesson.human
                and lessons.matches(step.do, action)):
            return True
        if step is not None:
            nudge = self._nudge(step)
            self.callout.show_nudge(nudge)
            self.place()
            self._say(nudge, "message")
        return False

    def _say(self, text: str, kind: str) -> None:
        announcer = getattr(self.window, "announcer", None)
        if announcer is not None:
            announcer.say(text, kind)

    def computers_may_move(self) -> bool:
        step = self.step
        return step is not None and step.kind == "watch"

    def computer_move(self, player: int) -> Action | None:
        return lessons.scripted_move(self.lesson, self.controller.session, self.start, player)

    # --- steps -------------------------------------------------------------------------------
    @property
    def step(self) -> LessonStep | None:
        if not self.running or not 0 <= self.index < len(self.lesson.steps):
            return None
        return self.lesson.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index == len(self.lesson.steps) - 1

    def _go(self, index: int) -> None:
        """Enter step ``index``; a watch step whose condition holds already is passed by."""
        self._leave()
        session = self.controller.session
        while True:
            self.index = index
            self.since = len(session.history)
            step = self.step
            if step is None:  # a lesson whose last steps were all passed by
                self.finish(True)
                return
            if step.kind == "watch" and lessons.until_holds(step, session, self.since):
                index += 1
                continue
            break
        self._check(step)
        self._show(step)
        self.window.side_panel.refresh(log=False)  # "thinking…" only while they may move
        self.step_changed.emit()
        if step.kind == "watch":
            self._resume.start(0)

    def _resume_computers(self) -> None:
        if self.running and self.controller.coach is self:
            self.controller.resume_computers()

    def _leave(self) -> None:
        """The shown step goes: its anchor must have been there at some moment (a part that
        appears a little later, like a deal's summary after the last trick, counts)."""
        step = self.step
        if step is not None and step.anchor and not self._anchor_seen:
            self.problems.append(f"{self.lesson.id}: step {step.id}: no anchor {step.anchor}")

    def _check(self, step: LessonStep) -> None:
        session = self.controller.session
        self._anchor_seen = False
        if step.kind == "do":
            human = self.lesson.human
            if human not in self.controller.legal_by_human() or not lessons.wanted(
                    step, session, human):
                self.problems.append(f"{self.lesson.id}: step {step.id}: {step.do} is not "
                                     "legal now")

    def _changed(self) -> None:
        """The game moved: a do step is done once its move is played, a watch step once its
        condition holds."""
        step = self.step
        if step is None:
            return
        session = self.controller.session
        if step.kind == "do":
            human = self.lesson.human
            if any(s.player == human and lessons.matches(step.do, s.action)
                   for s in session.history[self.since:]):
                self._go(self.index + 1)
                return
        elif step.kind == "watch" and lessons.until_holds(step, session, self.since):
            self._go(self.index + 1)
            return
        self.place()

    def next(self) -> None:
        """Next (or Finish): an explanation was read; its moves, if any, are played."""
        step = self.step
        if step is None or step.kind != "next":
            return
        for player, action in step.apply:
            self._play(player, action)
        self.window.view.setFocus()
        if self.last:
            self.finish(True)
        else:
            self._go(self.index + 1)

    def _play(self, player: int, action: Action) -> None:
        """A skipped-ahead move, then the computers' listed answers until a human decides."""
        controller = self.controller
        if not controller.apply(player, action):
            self.problems.append(f"{self.lesson.id}: step {self.step.id}: {action} refused")
            return
        session = controller.session
        for _ in range(1000):
            computers = session.pending_computers()
            if (not computers or session.pending_humans()
                    or not lessons.listed_left(self.lesson, session, self.start)):
                return
            for computer in computers:
                move = self.computer_move(computer)
                if move is None or not controller.apply(computer, move):
                    self.problems.append(f"{self.lesson.id}: step {self.step.id}: no listed "
                                         "computer move")
                    return

    def skip(self) -> None:
        self.finish(False)

    def finish(self, completed: bool) -> None:
        """End the lesson: the callout goes, the game stays a normal game (or is closed by
        whoever listens to ``ended``)."""
        if not self.running:
            return
        self._leave()
        self.running = False
        self._detach()
        self.ended.emit(completed)

    def _detach(self) -> None:
        controller = self.controller
        try:
            controller.changed.disconnect(self._changed)
        except (RuntimeError, TypeError):
            pass
        if controller.coach is self:
            controller.coach = None
            controller.resume_computers()
        self.window.removeEventFilter(self)
        self.window.view.viewport().removeEventFilter(self)
        self.window.view.removeEventFilter(self)
        self.callout.hide()
        self.ring.hide()
        self.callout.deleteLater()
        self.ring.deleteLater()

    # --- texts -------------------------------------------------------------------------------
    def _text(self, key: str, english: str) -> str:
        return lessons.text(self.lesson.game, key, english, current_language())

    def _nudge(self, step: LessonStep) -> str:
        if step.kind == "do" and step.nudge:
            return self._text(step.nudge_key, step.nudge)
        if step.kind == "next":
            return self.tr("Read this first, then press Next.")
        return self.tr("Wait a moment: the computer is moving.")

    def _show(self, step: LessonStep) -> None:
        if step.kind == "next":
            label = self.tr("Finish") if self.last else self.tr("Next")
        else:
            label = None
        text = self._text(step.key, step.text)
        self.callout.show_step(text, self.index + 1, len(self.lesson.steps), label)
        self.callout.show()
        self.place()
        self._say(text, "lesson")  # a screen reader reads the bubble too

    def retranslate(self) -> None:
        step = self.step
        if step is not None:
            self._show(step)

    # --- where the callout stands ------------------------------------------------------------
    def _anchor_rect(self, name: str) -> QRect | None:
        """The anchor in window coordinates, cut to what is visible of it (None: the board
        has no such part, or it is not visible). "a+b" names both parts (a tile and the cell
        it is to go to): the rectangle round them."""
        if "+" in name:
            parts = [self._anchor_rect(part) for part in name.split("+")]
            if any(part is None for part in parts):
                return None
            united = parts[0]
            for part in parts[1:]:
                united = united.united(part)
            return united
        window = self.window
        target = self.controller.board.anchor(name)
        if isinstance(target, QWidget):
            if not target.isVisible():
                return None
            rect = QRect(target.mapTo(window, QPoint(0, 0)), target.size())
            return rect
        if not isinstance(target, QRectF) or target.isEmpty():
            return None
        view = window.view
        viewport = view.viewport()
        shown = view.mapFromScene(target).boundingRect().intersected(viewport.rect())
        if shown.isEmpty() or not viewport.isVisible():
            return None
        return QRect(viewport.mapTo(window, shown.topLeft()), shown.size())

    def area(self) -> QRect:
        """Where the callout may stand: the window's central part (no menu, no status bar)."""
        central = self.window.centralWidget()
        return QRect(central.mapTo(self.window, QPoint(0, 0)), central.size())

    def place(self) -> None:
        step = self.step
        if step is None:
            return
        anchor = self._anchor_rect(step.anchor) if step.anchor else None
        self._anchor_seen = self._anchor_seen or anchor is not None
        if anchor is None:
            view = self.window.view
            anchor = QRect(view.mapTo(self.window, QPoint(0, 0)), view.size())
            self.ring.hide()
        else:
            self.ring.surround(anchor)
            self.ring.show()
        area = self.area()
        around = self._anchor_rect(step.around) if step.around else None
        if around is not None:  # beside the part the text talks about, not over it
            anchor = anchor.united(around)
        self.callout.point_at(anchor, area, step.side)
        self.callout.raise_()
        if not area.contains(self.callout.geometry()):
            problem = f"{self.lesson.id}: step {step.id}: the callout does not fit the window"
            if problem not in self.problems:
                self.problems.append(problem)

    def anchor_rect(self) -> QRect | None:
        """The current step's anchor in window coordinates (tests)."""
        step = self.step
        return self._anchor_rect(step.anchor) if step is not None and step.anchor else None

    def around_rect(self) -> QRect | None:
        """The part the current step's callout stands beside, beyond its anchor (tests)."""
        step = self.step
        return self._anchor_rect(step.around) if step is not None and step.around else None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if (event.type() == QEvent.KeyPress and watched is self.window.view and self.running
                and event.key() in READ_ON_KEYS and self.step is not None
                and self.step.kind == "next"):
            # An explanation is up: Enter or Space presses its Next, never the board's keys
            # (Domino's "Next deal" dealt on behind the lesson's last words).
            self.next()
            return True
        if event.type() in (QEvent.Resize, QEvent.Show) and self.running:
            self._later.start(0)
        elif event.type() == QEvent.LanguageChange and watched is self.window:
            self.retranslate()
        return False
