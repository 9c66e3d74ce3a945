"""The messages, the tokens and invite codes, the rate limiter: round trips and refusals."""

from __future__ import annotations

import math
import re

import pytest

from bingolino_app.net import protocol, tokens
from bingolino_app.net.protocol import BadMessage
from bingolino_app.net.ratelimit import TokenBucket

CLIENT_SAMPLES = [
    protocol.Hello(1),
    protocol.Create(3, "lino", [protocol.SeatSpec("Ann"), protocol.SeatSpec("", "human"),
                                protocol.SeatSpec("Bot", "computer", "easy")], [0],
                    {"bonus": "stars"}, protocol.SettingsSpec("computer", 60.0, "easy",
                                                              "turn_based"), 7),
    protocol.Join(4, "ABCDE-FGHJK", "Bob"),
    protocol.Attach(5, "t" * 32, 17),
    protocol.Act(6, "abcd", 1, 12, {"type": "Place", "tile": 3}),
    protocol.Leave(7, "abcd", 0),
    protocol.Resign(8, "abcd", 0),
    protocol.Tables(9, ["a", "b"]),
]


@pytest.mark.parametrize("message", CLIENT_SAMPLES, ids=lambda m: type(m).__name__)
def test_client_messages_round_trip(message):
    assert protocol.decode_client(protocol.encode(message)) == message


def test_server_messages_round_trip():
    samples = [
        protocol.Welcome(1), protocol.Error("table.unknown", {"a": 1}, 3),
        protocol.Created(1, "t", [protocol.SeatToken(0, "x")], "ABCDEFGHJK"),
        protocol.Joined(2, "t", 1, "y"), protocol.Attached(3, "t", 1, 9), protocol.Ok(4, 9),
        protocol.TableList(5, [protocol.TableSummary("t", 0, "lino", "playing", "live", True,
                                                     9, ["A", "B"], 1.5)]),
    ]
    for message in samples:
        assert protocol.decode_server(protocol.encode(message)) == message


@pytest.mark.parametrize("frame, code", [
    ("", "protocol.malformed"),
    ("not json", "protocol.malformed"),
    (b"\xff\xfe", "protocol.malformed"),
    ("[1, 2]", "protocol.malformed"),
    ('{"ref": 1}', "protocol.unknown_type"),
    ('{"type": "launch", "ref": 1}', "protocol.unknown_type"),
    ('{"type": 5}', "protocol.unknown_type"),
    ('{"type": "hello"}', "protocol.malformed"),  # no version
    ('{"type": "hello", "version": "1"}', "protocol.malformed"),
    ('{"type": "hello", "version": true}', "protocol.malformed"),
    ('{"type": "hello", "version": 1.0}', "protocol.malformed"),
    ('{"type": "hello", "version": 1, "extra": 0}', "protocol.malformed"),
    ('{"type": "hello", "version": 1' + "0" * 40 + "}", "protocol.malformed"),
    ('{"type": "hello", "version": NaN}', "protocol.malformed"),
    ('{"type": "act", "ref": 2, "table": "t", "seat": "0", "moves": 0, "action": {}}',
     "protocol.malformed"),
    ('{"type": "act", "ref": 2, "table": "t", "seat": 0, "moves": 0, "action": []}',
     "protocol.malformed"),
    ('{"type": "tables", "ref": 2, "tokens": [1]}', "protocol.malformed"),
    ('{"type": "tables", "ref": 2, "tokens": "abc"}', "protocol.malformed"),
    ('{"type": "create", "ref": 2, "game": "lino", "seats": [{"name": "a"}], "host": [0], '
     '"settings": []}', "protocol.malformed"),
    ('{"type": "join", "ref": 2, "code": "x", "name": "\\ud800"}', "protocol.malformed"),
    ('{"type": "tables", "ref": 2, "tokens": ' + "[" * 500 + "]" * 500 + "}",
     "protocol.malformed"),
])
def test_bad_frames_are_refused_with_a_code(frame, code):
    with pytest.raises(BadMessage) as caught:
        protocol.decode_client(frame)
    assert caught.value.code == code


def test_a_refusal_keeps_the_ref_when_there_is_one():
    with pytest.raises(BadMessage) as caught:
        protocol.decode_client('{"type": "act", "ref": 41, "table": 5}')
    assert caught.value.ref == 41


def test_error_codes_are_keys_not_prose():
    key = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")
    assert all(key.match(code) for code in protocol.ERROR_CODES)


def test_tokens_are_long_and_unique():
    made = {tokens.new_token() for _ in range(200)}
    assert len(made) == 200
    assert all(len(t) * 6 >= 128 for t in made)  # URL-safe base 64: 6 bits a character
    assert tokens.TOKEN_BYTES * 8 >= 128
    assert tokens.digest("a") != tokens.digest("b") and len(tokens.digest("a")) == 64


def test_invite_codes_have_40_bits_and_no_look_alikes():
    assert math.log2(len(tokens.ALPHABET) ** tokens.CODE_LENGTH) >= 40
    assert not set("0O1IL") & set(tokens.ALPHABET)
    assert len(set(tokens.ALPHABET)) == len(tokens.ALPHABET)
    codes = {tokens.new_code() for _ in range(200)}
    assert len(codes) == 200 and all(set(c) <= set(tokens.ALPHABET) for c in codes)


def test_codes_are_read_as_people_type_them():
    code = "ABCDEFGHJK"
    assert tokens.format_code(code) == "ABCDE-FGHJK"
    assert tokens.normalize_code(" abcde-fghjk ") == code
    assert tokens.normalize_code("ABCDE-FGHJ0") is None  # 0 is no code character
    assert tokens.normalize_code("ABC") is None
    assert tokens.normalize_code(5) is None


def test_invite_links_carry_the_server_and_the_code():
    link = tokens.invite_link("wss://games.example.org:8765", "ABCDEFGHJK")
    assert link.startswith("bingolino://join?")
    assert tokens.parse_invite(link) == ("wss://games.example.org:8765", "ABCDEFGHJK")
    assert tokens.parse_invite("abcde fghjk") == (None, "ABCDEFGHJK")
    assert tokens.parse_invite("bingolino://join?server=http%3A%2F%2Fx&code=ABCDEFGHJK") is None
    assert tokens.parse_invite("hello") is None


def test_the_token_bucket_allows_bursts_then_its_rate():
    now = [0.0]
    bucket = TokenBucket(rate=2.0, capacity=3.0, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5  # one token back
    assert bucket.take() and not bucket.take()
    now[0] += 100.0  # never more than the capacity
    assert sum(bucket.take() for _ in range(10)) == 3
