"""What every part of the window shares: settings, language, words for the model's keys, names,
text and size helpers, charts. Imports only core, games and Qt (no other ui package)."""
