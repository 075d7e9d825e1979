"""Plain forms: scryc's ways of writing one meaning, each as one form, so that
:func:`scryc.equivalent` compares what two texts mean and not how scryc built their ASTs.

A plain form is built from nodes that are valid already, so it is made with
``model_construct``: a validating constructor would build the model's pydantic validator on
first use, several MB in every process of a batch."""

from __future__ import annotations

from typing import Any

from . import ast
from .ast import Node

#: Fields of every node that record how the text looked, not what it means.
SURFACE_FIELDS = frozenset({"span", "reminder"})


def field_marker(model: type[Node], field: str, marker: str) -> bool:
    """Whether a field carries a marker: ``surface`` (not meaning) or ``unordered`` (a set)."""
    extra = model.model_fields[field].json_schema_extra
    return isinstance(extra, dict) and bool(extra.get(marker))


def meaning(value: Any) -> Any:
    """A node's fields as plain data, without spans and the fields marked as surface."""
    if isinstance(value, list):
        return [meaning(v) for v in value]
    if not isinstance(value, Node):
        return value
    return {
        name: meaning(getattr(value, name))
        for name in type(value).model_fields
        if name not in SURFACE_FIELDS and not field_marker(type(value), name, "surface")
    }


def plain_form(node: Node) -> Node:
    """The forms that carry no meaning of their own: an ability word (CR 207.2c: none); how
    the steps of a sequence are joined ("and", ", then", a new sentence: in order all the
    same, CR 608.2c); "put that card onto the battlefield and the rest into your graveyard"
    written as two moves (「そのカードを戦場に出し、残りを…に置く」); "all A and all B" as "all
    A and B" (「すべてのAと、すべてのB」); "creatures each opponent controls" as "creatures an
    opponent controls" (「対戦相手がコントロールしている」); 「そのプレイヤー」 as "they"; "you have
    seven or more cards in hand" as 「あなたの手札にカードが７枚以上ある」.
    Not a keyword and its spelled-out rules: "Look at the top two cards … into your
    graveyard …" is no surveil event (CR 701.25), so they differ."""
    if isinstance(node, ast.AbilityWordAbility):
        return plain_form(node.ability)
    if isinstance(node, ast.Sequence):
        node = color_of_your_choice(node)
        node = arranged(node) if isinstance(node, ast.Sequence) else node
        if isinstance(node, ast.Sequence):
            return node.model_copy(update={"joins": ["and"] * len(node.joins), "connectives": []})
        return node
    if isinstance(node, ast.ObjectList):
        return one_filter(node)
    if isinstance(node, ast.AllOf):
        return distributed(node)
    if isinstance(node, ast.ThereAre):
        return cards_in_hand(node)
    counted = COUNTED.get(type(node))
    if counted is not None and isinstance(getattr(node, counted), ast.Objects):
        # "for each creature" (「クリーチャー１体につき」): each one counts, whatever the article
        each = getattr(node, counted).model_copy(update={"quantifier": "each"})
        return node.model_copy(update={counted: each})
    if (
        isinstance(node, ast.ControlledBy)
        and isinstance(node.player, ast.Player)
        and node.player.quantifier == "each"
    ):
        return node.model_copy(
            update={"player": node.player.model_copy(update={"quantifier": "a"})}
        )
    if isinstance(node, ast.Player) and meaning(node) == THAT_PLAYER:
        return ast.Ref.model_construct(span=node.span)
    return node


def cards_in_hand(node: ast.ThereAre) -> Node:
    """「あなたの手札にカードが７枚以上ある」 as "you have seven or more cards in hand"."""
    objects = node.objects
    if not isinstance(objects, ast.Objects) or objects.quantifier != "at least":
        return node
    parts = objects.filter.parts if isinstance(objects.filter, ast.AllOf) else []
    zones = [p.zone for p in parts if isinstance(p, ast.InZone)]
    cards = [p for p in parts if isinstance(p, ast.CardType) and p.name == "card"]
    if len(parts) != 2 or len(cards) != 1 or len(zones) != 1 or zones[0].name != "hand":
        return node
    if zones[0].owner is None or objects.other or objects.count is None:
        return node
    return ast.HandSize.model_construct(
        player=zones[0].owner, op="ge", amount=objects.count, span=node.span
    )


def distributed(node: ast.AllOf) -> Node:
    """ "creature or Aura spell" ((creature or Aura) and spell) as 「クリーチャー・呪文かオーラ・
    呪文」 (creature spell or Aura spell): the alternatives outermost."""
    either = [p for p in node.parts if isinstance(p, ast.AnyOf)]
    if len(either) != 1:
        return node
    rest = [p for p in node.parts if p is not either[0]]
    options = []
    for option in either[0].options:
        parts = option.parts if isinstance(option, ast.AllOf) else [option]
        options.append(ast.AllOf.model_construct(parts=[*parts, *rest], span=option.span))
    return either[0].model_copy(update={"options": options, "span": node.span})


#: The field of each node that counts objects one by one.
COUNTED: dict[type[Node], str] = {
    ast.ForEach: "objects",
    ast.CountOf: "objects",
    ast.CostChange: "for_each",
}

#: 「そのプレイヤー」 as it means "they".
THAT_PLAYER = meaning(ast.Player(quantifier="that"))


def arranged(node: ast.Sequence) -> Node:
    """「そのカードを戦場に出し、残りをあなたの墓地に置く」 (a move, then the rest moved) as
    "put that card onto the battlefield and the rest into your graveyard" (one arrangement)."""
    steps, joins = list(node.steps), list(node.joins)
    for i in range(len(steps) - 2, -1, -1):
        first, rest = steps[i], steps[i + 1]
        if not (isinstance(first, ast.Move) and isinstance(rest, ast.Move)):
            continue
        if not isinstance(rest.object, ast.Rest) or isinstance(first.object, ast.Rest):
            continue
        if any(m.player or m.from_zone or m.attacking or m.counters for m in (first, rest)):
            continue
        steps[i : i + 2] = [
            ast.Arrange.model_construct(
                object=first.object, chosen=first.to, rest=rest.to, order=rest.order,
                tapped=first.tapped, span=first.span,
            )
        ]  # fmt: skip
        del joins[i]
    if len(steps) == len(node.steps):
        return node
    if len(steps) == 1:
        return steps[0]
    return node.model_copy(update={"steps": steps, "joins": joins, "connectives": []})


def one_filter(node: ast.ObjectList) -> Node:
    """ "all A and all B" (「すべてのAと、すべてのB」) as "all A and B": one set, its filter
    with alternatives."""
    items = node.items
    if node.conjunction != "and" or not all(isinstance(i, ast.Objects) for i in items):
        return node
    first = items[0]
    if not every(first) or first.count is not None:
        return node
    shape = meaning(first.model_copy(update={"filter": None, "quantifier": "all"}))
    for item in items[1:]:
        if meaning(item.model_copy(update={"filter": None, "quantifier": "all"})) != shape:
            return node
        if not every(item):
            return node
    options = [i.filter for i in items]
    either = ast.AnyOf.model_construct(options=options, span=node.span)
    return first.model_copy(update={"filter": either, "quantifier": "all", "span": node.span})


def every(objects: ast.Objects) -> bool:
    """Whether ``objects`` are all of their kind: "all"/"each", or a bare Japanese noun
    (「緑のクリーチャーと白のクリーチャー」)."""
    return objects.quantifier in ("all", "each") or (objects.quantifier == "a" and objects.bare)


def color_of_your_choice(node: ast.Sequence) -> Node:
    """「色１色を選ぶ。…プロテクション（その選ばれた色）…」 and "Choose a color. … protection
    from the chosen color": "… protection from the color of your choice"."""
    steps, joins = list(node.steps), list(node.joins)
    i = 0
    while i < len(steps) - 1:
        choice, step = steps[i], steps[i + 1]
        chosen = [n for n in step.walk() if isinstance(n, ast.ChosenColor) and not n.now]
        if (
            isinstance(choice, ast.ChooseValue)
            and choice.value == "color"
            and isinstance(choice.player, ast.You)
            and joins[i] == "sentence"
            and chosen
        ):
            steps[i : i + 2] = [with_color_chosen_now(step)]
            del joins[i]
        i += 1
    if len(steps) == len(node.steps):
        return node
    if len(steps) == 1:
        return steps[0]
    return node.model_copy(update={"steps": steps, "joins": joins, "connectives": []})


def with_color_chosen_now(value: Any) -> Any:
    """``value`` with each chosen colour chosen as it happens."""
    if isinstance(value, ast.ChosenColor):
        return value.model_copy(update={"now": True})
    if isinstance(value, list):
        return [with_color_chosen_now(v) for v in value]
    if not isinstance(value, Node):
        return value
    names = type(value).model_fields
    return value.model_copy(update={n: with_color_chosen_now(getattr(value, n)) for n in names})
