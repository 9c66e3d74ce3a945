"""A token bucket per connection: bursts up to ``capacity``, ``rate`` messages a second."""

from __future__ import annotations

import time


class TokenBucket:
    def __init__(self, rate: float, capacity: float, clock=time.monotonic) -> None:
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity
        self.clock = clock
        self.stamp = clock()

    def take(self, cost: float = 1.0) -> bool:
        """Whether a message of this cost may pass now (and pay for it)."""
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False
