"""Loading Lark's cached LALR table lazily (a cold-start cost)."""

from __future__ import annotations

import marshal
from typing import Any

from lark.grammar import Rule
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser


class LazyStates(dict):  # type: ignore[type-arg]
    """The parse table's states, each decoded from Lark's cache on first use. Lark decodes
    every entry up front (about 200,000 for the English grammar, most of a cold start);
    parsing one card visits a few dozen states. In the cache each state's actions are one
    marshalled string, so that unpickling the table makes one object per state."""

    def __init__(self, raw: dict[int, bytes], tokens: list[str], memo: Any):
        super().__init__()
        self.raw, self.tokens, self.memo = raw, tokens, memo

    def __missing__(self, state: int) -> dict[str, tuple[Any, Any]]:
        tokens, memo, raw = self.tokens, self.memo, self.raw[state]
        encoded = marshal.loads(raw) if isinstance(raw, bytes) else raw  # an older cache
        actions = {
            tokens[token]: (
                (Reduce, memo[arg["@"]] if "@" in arg else Rule.deserialize(arg, memo))
                if action == 1
                else (Shift, arg)
            )
            for token, (action, arg) in encoded.items()
        }
        self[state] = actions
        return actions


class CachedTableParser(LALR_Parser):
    """Lark's LALR parser, loaded from Lark's cache with a lazily decoded table. Plugged in
    through Lark's ``_plugins`` option; parsing itself is Lark's."""

    def serialize(self, memo: Any = None) -> dict[str, Any]:
        """Lark's serialized table, each state's actions marshalled into one string."""
        data = super().serialize(memo)
        data["states"] = {state: marshal.dumps(acts) for state, acts in data["states"].items()}
        return data

    @classmethod
    def deserialize(
        cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False
    ) -> CachedTableParser:
        states = LazyStates(data["states"], data["tokens"], memo)
        inst = cls.__new__(cls)
        inst._parse_table = IntParseTable(states, data["start_states"], data["end_states"])
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst
