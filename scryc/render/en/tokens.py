"""English wording of counters put on objects, tokens created, and the copies and costs they are
made with (the kinds of :mod:`scryc.ast.tokens`)."""

from __future__ import annotations

from typing import Any

from ... import ast
from .base import article, plural_of, series


def computed(amount: ast.Node) -> bool:
    """An amount written "a number of … equal to <amount>" (not a number, X, "all", "any
    number" or "that many")."""
    return not isinstance(amount, ast.Number | ast.All | ast.ChosenNumber | ast.Variable | ast.Ref)


class EnglishTokens:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.tokens`."""

    def token_spec(self, node: ast.TokenSpec, plural: bool = False) -> str:
        if node.copy_of is not None:
            state = "tapped and attacking " if node.tapped and node.attacking else ""
            if node.tapped and not node.attacking:
                state = "tapped "
            copy = "tokens that are copies" if plural else "token that's a copy"
            text = f"{state}{copy} of {self.object(node.copy_of)}"
            if node.exception is not None:
                text += f", except {self.copy_exception(node.exception)}"
            return text
        parts = ["tapped"] if node.tapped and not node.attacking else []
        if node.power_toughness:
            parts.append(node.power_toughness)
        if node.colors:
            parts.append(series(node.colors, "and"))
        parts.extend(node.types)
        parts.append("tokens" if plural else "token")
        if node.named and not self.appositive(node):  # "… token named Minor Demon"
            parts.append(f"named {node.name}")
        text = " ".join(parts)
        if node.abilities:
            text += f" with {self.granted_list(node.abilities)}"
        if node.attached_to is not None:
            text += f" attached to {self.object(node.attached_to)}"
        if node.attacking:
            tapped = "tapped and " if node.tapped else ""
            that = "that are" if plural else "that's"
            text += f" {that} {tapped}attacking"
        return text

    def copy_exception(self, node: ast.CopyException, the_copy: bool = False) -> str:
        """ "it's a 4/4 black Zombie", "it's an artifact in addition to its other types",
        "it isn't legendary and it has haste"; ``the_copy``: "the copy isn't" by default."""
        parts = []
        what = " ".join(filter(None, [node.power_toughness, *node.colors, *node.types]))
        if what:
            what = f"{article(what)} {what}" if node.types else what
            addition = " in addition to its other types" if node.in_addition else ""
            if node.with_abilities:  # "it's a 1/1 Spirit creature with flying"
                what += f" with {self.granted_list(node.abilities)}"
            parts.append(f"it's {what}{addition}")
        if node.not_legendary:
            subject = "the copy isn't" if self.own(node.the_copy, the_copy) else "it isn't"
            parts.append(self.own(node.written, subject) + " legendary")
        if node.abilities and not (what and node.with_abilities):
            parts.append(f"it has {self.granted_list(node.abilities)}")
        if node.starting_loyalty is not None:
            parts.append(f"its starting loyalty is {self.amount(node.starting_loyalty)}")
        return " and ".join(parts)

    def enters_tapped_with_counters(self, node: ast.EntersTappedWithCounters) -> str:
        counters = self.counters(node.amount, node.counter)
        enters = f"{self.object(node.object)} enters{self.battlefield(node)}"
        return f"{enters} tapped with {counters} on it"

    def placed_counters(self, node: ast.WithCounters | ast.EntersWithCounters) -> str:
        """ "three oil counters", "an additional +1/+1 counter", "X additional …"."""
        counters = self.counters(node.amount, node.counter)
        if not node.additional:
            return counters
        if not ast.other_than_one(node.amount):
            return f"an additional {node.counter} counter"
        if self.own(node.an_additional):
            return f"an additional {counters}"
        noun = plural_of(f"{node.counter} counter")
        return f"{counters.removesuffix(noun)}additional {noun}"

    def counters(self, amount: ast.Node, kind: str | None) -> str:
        """ "a +1/+1 counter", "three oil counters", "X lore counters"."""
        noun = f"{kind} counter" if kind else "counter"
        if isinstance(amount, ast.Number):
            return self.counted(amount, noun)
        if computed(amount):
            return f"a number of {plural_of(noun)} equal to {self.amount(amount)}"
        return f"{self.amount(amount)} {plural_of(noun)}"

    def pt_equal_to(self, node: ast.PTEqualTo) -> str:
        verb = "are each" if node.stats == "power and toughness" else "is"
        amount = self.amount(node.amount)
        return f"{self.possessive(node.object)} {node.stats} {verb} equal to {amount}"

    def keyword_cost(self, node: ast.KeywordCost) -> str:
        """ "the flashback cost is equal to its mana cost (reduced by {2})"."""
        of = self.own(node.of_written, "its")
        reduced = f" reduced by {self.render(node.reduced_by)}" if node.reduced_by else ""
        if node.plus is not None:  # "plus {1}", "plus exile three other cards …"
            reduced = f" plus {self.render(node.plus)}"
        cost = f"{node.keyword} cost is equal to {of} mana cost{reduced}"
        return f"{self.own(node.determiner, 'the')} {cost}"

    def put_counters(self, node: ast.PutCounters) -> str:
        counters, place = self.counters(node.amount, node.counter), self.object(node.object)
        if node.divided:  # CR 601.2d
            return f"distribute {counters} among {place}"
        return f"put {counters} on {place}"

    def counter_count(self, node: ast.CounterCount) -> str:
        return self.counters(node.amount, node.counter)

    def put_counter_kinds(self, node: ast.PutCounterKinds) -> str:
        """ "put a +1/+1 counter and a lifelink counter on target creature"."""
        counters = series([self.counter_count(c) for c in node.counters], "and")
        return f"put {counters} on {self.object(node.object)}"

    def double_counters(self, node: ast.DoubleCounters) -> str:
        """ "double the number of +1/+1 counters on it", "… of each kind of counter on …"."""
        counters = node.counters
        if counters.counter is None:
            return f"double the number of each kind of counter on {self.object(counters.object)}"
        return f"double {self.render(counters)}"

    def move_counters(self, node: ast.MoveCounters) -> str:
        what = self.counters(node.amount, node.counter)
        source, destination = self.object(node.source), self.object(node.destination)
        return f"move {what} from {source} onto {destination}"

    def shares_verb(self, steps: list[Any], joins: list[str], index: int) -> bool:
        """Tokens created with the verb of the tokens before ("Create a Treasure token and a
        2/2 … token"): as written, or (from Japanese) any tokens joined by "and"."""
        step = steps[index]
        if not isinstance(step, ast.CreateToken) or index == 0:
            return False
        if self.surface:
            return step.shares_verb
        before = steps[index - 1]
        return (
            joins[index - 1] == "and"
            and isinstance(before, ast.CreateToken)
            and isinstance(before.player, ast.You)
            and isinstance(step.player, ast.You)
        )

    def create_token(self, node: ast.CreateToken, bare: bool = False) -> str:
        if self.own(node.put_written) and isinstance(node.player, ast.You):
            return self.act(node.player, "put", f"{self.tokens(node)} onto the battlefield", bare)
        return self.act(node.player, "create", self.tokens(node), bare)

    def appositive(self, node: ast.TokenSpec) -> bool:
        """ "Marit Lage, a legendary 20/20 … token": the name written first."""
        return self.own(node.name_form) == "appositive"

    def tokens(self, node: ast.CreateToken) -> str:
        """ "a 1/1 white Soldier creature token", "X Treasure tokens", "a number of … equal to"."""
        amount = node.amount
        if self.appositive(node.token):  # "Marit Lage, a legendary 20/20 … token"
            types = [t for t in node.token.types if t != "legendary"]
            spec = node.token.model_copy(update={"named": False, "types": types, "name_form": None})
            described = self.tokens(node.model_copy(update={"token": spec})).split(" ", 1)[1]
            return f"{node.token.name}, a legendary {described}"
        if isinstance(amount, ast.Number):
            plural = amount.value != 1
            spec = self.token_spec(node.token, plural)
            return f"{self.number(amount, 'word' if plural else 'article', spec)} {spec}"
        spec = self.token_spec(node.token, True)
        if isinstance(amount, (ast.Variable, ast.Ref)):
            return f"{self.amount(amount)} {spec}"
        return f"a number of {spec} equal to {self.amount(amount)}"
