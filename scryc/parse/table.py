"""Loading Lark's cached LALR table without its per-entry overhead (a cold-start cost)."""

from __future__ import annotations

from typing import Any

from lark.grammar import Rule
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser


class CachedTableParser(LALR_Parser):
    """Lark's LALR parser, loaded from Lark's cache with each reduce rule taken straight
    from the cache's memo. Lark's own loader calls ``Rule.deserialize`` once per table
    entry, about 70,000 of them for the English grammar: over 100 ms of a cold start.
    Plugged in through Lark's ``_plugins`` option; parsing itself is Lark's."""

    @classmethod
    def deserialize(
        cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False
    ) -> CachedTableParser:
        tokens = data["tokens"]
        states = {
            state: {
                tokens[token]: (
                    (Reduce, memo[arg["@"]] if "@" in arg else Rule.deserialize(arg, memo))
                    if action == 1
                    else (Shift, arg)
                )
                for token, (action, arg) in actions.items()
            }
            for state, actions in data["states"].items()
        }
        inst = cls.__new__(cls)
        inst._parse_table = IntParseTable(states, data["start_states"], data["end_states"])
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst
