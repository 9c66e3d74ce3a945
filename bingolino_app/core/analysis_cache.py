"""Analyses kept with their game, so that analysing again is instant.

One small JSON file per game in a folder of the data directory, named by the game's digest
(seed, options and actions: ``analysis.game_key``), holding the verdicts per analysed player
with the effort they were made with. A file from another analysis version, or one that
cannot be read, is treated as absent and written anew; writes are atomic.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from bingolino_app.core import files, registry
from bingolino_app.core.analysis import VERSION, Judgement

MAX_BYTES = 4_000_000


class AnalysisCache:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def _read(self, key: str) -> dict:
        """The file's data in its expected shape, or {}: anything else (another version, a
        damaged or hand-edited file, a device) is as if there were none, and rebuilt."""
        try:
            data = json.loads(files.read_limited(self.path(key), MAX_BYTES).decode("utf-8"))
        except (OSError, ValueError, RecursionError, files.NotRegularFile, files.FileTooLarge):
            return {}
        if not isinstance(data, dict) or data.get("version") != VERSION \
                or not isinstance(data.get("players"), dict):
            return {}
        return data

    def load(self, key: str, game_id: str, player: int, effort: float
             ) -> dict[int, Judgement]:
        """The kept verdicts on ``player``'s decisions (by move), made with at least
        ``effort``; {} when there are none or they cannot be read."""
        entry = self._read(key).get("players", {}).get(str(player))
        if not isinstance(entry, dict):
            return {}
        kept_effort, judgements = entry.get("effort"), entry.get("judgements")
        if (not isinstance(kept_effort, (int, float)) or isinstance(kept_effort, bool)
                or not math.isfinite(kept_effort) or kept_effort < effort - 1e-9
                or not isinstance(judgements, list)):
            return {}
        types = registry.game(game_id).new_state.action_types
        try:
            found = [Judgement.from_json(j, types) for j in judgements]
        except Exception:  # noqa: BLE001 - whatever a damaged file makes the reader raise
            return {}
        return {j.move: j for j in found}

    def store(self, key: str, game_id: str, player: int, effort: float,
              judgements: list[Judgement]) -> None:
        """Keep ``player``'s verdicts (raises OSError when the folder cannot be written)."""
        data = self._read(key) or {"version": VERSION, "game": game_id, "players": {}}
        data["players"][str(player)] = {
            "effort": effort,
            "judgements": [j.to_json() for j in sorted(judgements, key=lambda j: j.move)]}
        self.folder.mkdir(parents=True, exist_ok=True)
        files.write_atomic(self.path(key), json.dumps(data, ensure_ascii=False).encode("utf-8"))

    def clean(self) -> None:
        """Remove the leftovers of writes a crash interrupted (older than a minute)."""
        files.remove_stale_temp_files(self.folder)
