"""Score sheets: one painter function per game, laid out for preview, PDF and printer.
Imports only common: a board's sheet painter (boards/<game>/sheet.py) is found by name."""
