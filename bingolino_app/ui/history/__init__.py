"""The player's history in the window: the shared store, words for recorded games, the game
library, statistics and profiles windows. Imports only common (and core)."""
