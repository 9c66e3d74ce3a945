"""The Qt side of the app, one package per concern. Imports point down this list only:

    shell     the window: start page, menus, files, settings dialog, one-instance, startup
    lessons   Learn to play, run on the normal game
    review    a finished or saved game step by step, with the analysis
    play      running a game: controller, computer worker, board view, side panel, cover,
              the new-game dialog
    history   the game library, statistics and profiles windows, and the shared store
    boards    one board scene per game (and its score sheet's painter)
    printing  score sheets for preview, PDF and printer
    common    settings, language, words for the model's keys, text and size helpers

Every package imports core and games freely; ``tests/test_layers.py`` checks the order and
that no module imports another that imports it back.
"""
