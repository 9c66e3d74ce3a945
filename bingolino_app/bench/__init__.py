"""Benchmarks, never timed tests: ``python -m bingolino_app.bench [COMMAND] ...``.

    (no command)  strength and speed of the computer players (strength.py)
    ladder        an Elo-style ladder of the levels from one seeded round-robin (ladder.py)
    analysis      speed and stability of the review's analysis (analysis.py)
    history       the game history's speed with many games (history.py)
    net           the table server under many tables (bingolino_app/net/bench.py)

Each command is a module with ``main(argv)``; shared figures (intervals, percentiles) come from
stats.py. Pure Python, no Qt.
"""
