"""Score sheets: one painter function per game, laid out for preview, PDF and printer.
Imports boards (their sheet painters) and common."""
