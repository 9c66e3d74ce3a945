"""Running a game: the controller (a seat's moves from a click, a computer or elsewhere), the
computer players' worker, the board view, side panel and hot-seat cover, the new-game dialog.
Imports boards, history (profiles for the seats) and common."""
