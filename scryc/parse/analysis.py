"""The LALR(1) analysis of the table build, with the lookback and includes relations computed
from indexes.

Lark computes LALR(1) lookaheads as DeRemer and Pennello do: a nonterminal transition
(state, A) *includes* the transitions along each rule of A from that state whose rest can
derive the empty string, and *looks back* to the reduction of that rule in the state the rule
ends in. Lark finds the rules of A by comparing A with the origin of every item of the state's
closure, and the reduction by comparing the rule with every item of the end state's closure:
some 80 million comparisons of grammar symbols on the English grammar, most of the time of a
table build. :class:`IndexedAnalyzer` finds both through indexes made once per state (its
items by the nonterminal they derive, its completed rules), and so gives the same relations,
and the same table, in a fraction of the time (``benchmarks/table_build.py``).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from lark.grammar import Rule, Symbol
from lark.parsers.grammar_analysis import RulePtr
from lark.parsers.lalr_analysis import LALR_Analyzer, ParseTableBase, Shift, digraph

#: A state of the LR(0) automaton (Lark's ``LR0ItemSet``): its ``closure`` and ``transitions``.
State = Any


def items_by_origin(state: State) -> dict[Symbol, list[RulePtr]]:
    """The items of ``state``'s closure, by the nonterminal their rule derives."""
    found: dict[Symbol, list[RulePtr]] = defaultdict(list)
    for item in state.closure:
        found[item.rule.origin].append(item)
    return found


def completed_rules(state: State) -> dict[Rule, list[Rule]]:
    """The rules ``state`` can reduce, each under the (equal) rule that finds them."""
    found: dict[Rule, list[Rule]] = defaultdict(list)
    for item in state.closure:
        if item.is_satisfied:
            found[item.rule].append(item.rule)
    return found


class IndexedAnalyzer(LALR_Analyzer):
    """Lark's LALR analyzer, whose lookback and includes relations are found by index."""

    def compute_includes_lookback(self) -> None:
        origins: dict[int, dict[Symbol, list[RulePtr]]] = {}
        reductions: dict[int, dict[Rule, list[Rule]]] = {}
        for transition in self.nonterminal_transitions:
            state, nonterminal = transition
            if id(state) not in origins:
                origins[id(state)] = items_by_origin(state)
            for item in origins[id(state)].get(nonterminal, ()):
                end = self.follow(transition, item)
                if item.index == 0:
                    if id(end) not in reductions:
                        reductions[id(end)] = completed_rules(end)
                    for rule in reductions[id(end)].get(item.rule, ()):
                        self.lookback[transition].add((end, rule))

    def compute_lookaheads(self) -> None:
        """Each reduction's lookaheads: the union of the follow sets of the transitions that
        look back to it, each set taken once (on the English grammar 300,000 lookbacks name
        4,000 reductions, and Lark adds each symbol of each set one by one, 18 million
        times, for 430,000 lookaheads)."""
        reads = digraph(self.nonterminal_transitions, self.reads, self.directly_reads)
        follows = digraph(self.nonterminal_transitions, self.includes, reads)
        sources: dict[tuple[State, Rule], dict[int, set[Symbol]]] = defaultdict(dict)
        for transition, lookbacks in self.lookback.items():
            follow = follows[transition]
            for reduction in lookbacks:
                sources[reduction][id(follow)] = follow
        for (state, rule), sets in sources.items():
            for symbol in set().union(*sets.values()):
                state.lookaheads[symbol].add(rule)

    def follow(self, transition: tuple[State, Symbol], item: RulePtr) -> State:
        """Walk ``item``'s rule from its place to its end, recording that each nonterminal
        transition on the way whose rest of the rule is nullable includes ``transition``;
        the state the rule ends in."""
        state, expansion = transition[0], item.rule.expansion
        for place in range(item.index, len(expansion)):
            symbol = expansion[place]
            passed, state = (state, symbol), state.transitions[symbol]
            if passed in self.reads and all(s in self.NULLABLE for s in expansion[place + 1 :]):
                self.includes[passed].add(transition)
        return state


def canonical(parse_table: ParseTableBase) -> dict[str, list[list[tuple[str, str, Any]]]]:
    """Each start's states, numbered in the order a walk from the start state meets them:
    two builds of one grammar number its states differently (Lark's own builds too)."""
    walks = {}
    for start, first in sorted(parse_table.start_states.items()):
        numbers, order, rows = {first: 0}, [first], []
        for state in order:
            row: list[tuple[str, str, Any]] = []
            for token, (action, arg) in sorted(parse_table.states[state].items()):
                if action is Shift:
                    if arg not in numbers:
                        numbers[arg] = len(order)
                        order.append(arg)
                    row.append((token, "shift", numbers[arg]))
                else:
                    row.append((token, "reduce", str(arg)))
            rows.append(row)
        walks[start] = rows
    return walks
