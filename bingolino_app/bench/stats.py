"""What every benchmark reports with: win-rate intervals and percentiles. Pure Python."""

from __future__ import annotations

import math


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def group_interval(shares: list[float], size: int, z: float = 1.96) -> tuple[float, float]:
    """A normal interval of the mean share over consecutive groups of ``size`` games (a group,
    one seed played from every seat, is one sample; duplicate games)."""
    means = [sum(shares[k:k + size]) / size for k in range(0, len(shares), size)]
    n = len(means)
    if n < 2:
        return 0.0, 1.0
    mean = sum(means) / n
    sd = math.sqrt(sum((m - mean) ** 2 for m in means) / (n - 1))
    half = z * sd / math.sqrt(n)
    return max(0.0, mean - half), min(1.0, mean + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)
