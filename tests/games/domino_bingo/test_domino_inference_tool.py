"""tools/domino_inference.py, the measure of how well the inference reads the opponent's hand
(quoted in issue 34's notes): what it records is the truth, its score is the log loss worked
out by hand, and a weights file reaches the policy."""

from __future__ import annotations

import math

import pytest
import repo_scripts

from bingolino_app.games.domino_bingo import infer, rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.worlds import WorldSampler


@pytest.fixture(scope="module")
def tool():
    return repo_scripts.load("tools/domino_inference.py")


@pytest.fixture(scope="module")
def reads(tool):
    return tool.record_deal(["greedy", "greedy"], rules.RUSSIAN, 3)


def test_each_kept_observation_comes_with_the_hand_the_opponent_holds(reads):
    assert len(reads) >= 10
    for obs, truth in reads:
        assert obs.stock_size > 0  # once the stock is empty nothing is hidden
        mine = rules.mask_of(stone_id(s) for s in obs.hands[obs.viewer])
        assert obs.hands[1 - obs.viewer] is None and truth & mine == 0
        assert bin(truth).count("1") == obs.hand_sizes[1 - obs.viewer]


def test_without_inference_the_score_is_the_even_chance_by_hand(tool, reads):
    loss = brier = 0.0
    stones = 0
    for obs, truth in reads:
        sampler = WorldSampler(obs, use_voids=True)
        n, need = len(sampler.allowed), sampler.need
        p = need / n
        held = sum(truth >> s & 1 for s in sampler.allowed)
        assert held == need  # the hard facts never rule his real stones out
        loss -= held * math.log(p) + (n - held) * math.log(1 - p)
        brier += held * (1 - p) ** 2 + (n - held) * p ** 2
        stones += n
    result = tool.score(reads, {"infer": False})
    assert result["positions"] == len(reads) and result["stones"] == stones
    assert result["log_loss"] == pytest.approx(loss / stones)
    assert result["brier"] == pytest.approx(brier / stones)


def test_the_score_is_reproducible_and_reads_his_plays(tool, reads):
    few = {"proposals": 40}  # few hands per position: a quick check
    once, again = tool.score(reads, few), tool.score(reads, few)
    assert once == {**again, "ms": once["ms"]}
    assert once["log_loss"] != tool.score(reads, {"infer": False})["log_loss"]
    assert 0 < once["ess"] <= 40


@pytest.fixture
def restored_policy(monkeypatch):
    for name in ("LEAD", "LEAD_HAND", "FOLLOW", "FOLLOW_HAND", "CLOSE", "_LEAD_BOOST",
                 "_FOLLOW_BOOST"):
        monkeypatch.setattr(infer, name, getattr(infer, name))
    yield
    monkeypatch.undo()
    infer.lead_table.cache_clear()
    infer.follow_table.cache_clear()


def test_a_weights_file_replaces_the_policy(tool, tmp_path, restored_policy):
    before = infer.lead_table(3, False)
    path = tmp_path / "weights.txt"
    path.write_text("# fitted elsewhere\nLEAD = (0, 0, 0, 0, 0, 0, 0)\n"
                    "LEAD_HAND = (1.0, 0, 0, 0)\n")
    tool.load_weights(str(path))
    assert infer.LEAD == (0, 0, 0, 0, 0, 0, 0) and infer.FOLLOW != (0,) * 8
    assert infer.lead_table(3, False) == (1.0,) * 28 != before  # every lead alike
    assert infer._LEAD_BOOST == (math.e, 1.0, 1.0, 1.0)
    assert tool.parse_config("weights=/a/b.txt, proposals=800") == {
        "weights": "/a/b.txt", "proposals": 800}
