"""The builder methods of the combining family (``scryc.ast.combining``) that both
grammars share."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import CONDITIONS, ThenSentence, WhereX, flatten_sequence, marker
from ..errors import ParseError


@marker
class Join:
    """A connective between two steps of a sequence, and how it is written."""

    word: str
    written: str = ""


@marker
class NotChosen:
    """ "that hasn't been chosen [this turn]" / 「(このターンに)まだ選ばれていない(もの)」."""

    when: str
    mono: bool


@marker
class RepeatModes:
    """ "You may choose the same mode more than once." / 「同じモードを２回以上選んでもよい。」."""


@marker
class Mode:
    """One mode of a modal ability, with the reminder texts written in it."""

    effect: Any
    reminders: list[ast.ReminderText]
    #: The mode's flavour label ("Sell Contraband"), if it has one.
    label: str | None = None


def shared_subject(chain: ast.Sequence) -> ast.Sequence:
    """A chain after a written subject ("Its controller may search …, put it …, then
    shuffle"): each step whose acting player is left unsaid acts as that subject, until another
    is written (an elided player refers back to it)."""
    steps = []
    for step in chain.steps:
        acting = getattr(step, "player", None)
        if unwritten_you(acting):
            if isinstance(step, ast.Optional_):  # "… and may choose …": its step is theirs too
                step = step.model_copy(update={"effect": shared_subject_step(step.effect)})
            step = shared_subject_step(step)
        elif acting is not None and not isinstance(acting, ast.Ref):
            break  # another subject written: the rest is its own
        steps.append(step)
    return chain.model_copy(update={"steps": steps + chain.steps[len(steps) :]})


def shared_subject_step(step: Any) -> Any:
    """``step`` acted by the player named before, if its own player is left unsaid."""
    if unwritten_you(getattr(step, "player", None)):
        return step.model_copy(update={"player": ast.Ref.model_construct(elided=True)})
    return step


def unwritten_you(player: Any) -> bool:
    """Whether ``player`` is "you" left unsaid (the chain's player, which a subject written
    before may take over)."""
    return isinstance(player, ast.You) and not player.written


def define_x(node: ast.Node, definition: Any, comma: bool = False) -> ast.Node:
    """Copy ``node`` with every undefined X given ``definition`` (written 「Ｘは、」 if
    ``comma``)."""
    if isinstance(node, ast.Variable) and node.definition is None:
        return node.model_copy(update={"definition": definition, "comma": comma})
    if isinstance(node, ast.DefinedSize):  # its X defined already
        return node
    if mana_x(node):  # "pays {X}, where X is …"
        x = ast.Variable.model_construct(definition=definition, comma=comma)
        field = "x" if isinstance(node, ast.PayMana) else "unless_x"
        return node.model_copy(update={field: x})
    update: dict[str, Any] = {}
    for name in type(node).model_fields:
        value = getattr(node, name)
        if isinstance(value, ast.Node):
            update[name] = define_x(value, definition, comma)
        elif isinstance(value, list):
            update[name] = [
                define_x(v, definition, comma) if isinstance(v, ast.Node) else v for v in value
            ]
    node = node.model_copy(update=update)
    if x_sized(node):  # "becomes an X/X …, where X is …"
        x = ast.Variable.model_construct(definition=definition, comma=comma)
        return ast.DefinedSize.model_construct(effect=node, x=x, span=node.span)
    return node


def undefined_x(node: Any) -> bool:
    """Whether ``node`` holds an X that no "where X is" has defined yet (one written only in a
    power/toughness string, as "becomes an X/X", until a DefinedSize holds it)."""
    if isinstance(node, ThenSentence):
        node = node.effect
    if not isinstance(node, ast.Node):
        return False
    nodes = list(node.walk())
    sized = {id(n.effect) for n in nodes if isinstance(n, ast.DefinedSize)}
    return any(
        (isinstance(n, ast.Variable) and n.definition is None)
        or mana_x(n)
        or (x_sized(n) and id(n) not in sized)
        for n in nodes
    )


def x_sized(node: Any) -> bool:
    """Whether ``node`` becomes a size with an X in it: "becomes an X/X Elemental creature"."""
    return isinstance(node, ast.Becomes) and "X" in (node.power_toughness or "")


def mana_x(node: Any) -> bool:
    """Whether ``node`` pays mana with an X that no "where X is" has defined yet: "pay {X}",
    "counter … unless its controller pays {X}"."""
    if isinstance(node, ast.PayMana):
        return node.x is None and "{X}" in node.symbols
    if isinstance(node, ast.CounterSpell):
        return node.unless_x is None and "{X}" in (node.unless_paid or "")
    return False


def mode_reminders(modes: list[Mode]) -> list[ast.ReminderText]:
    """The reminder texts of a modal ability's modes, each marked with its mode."""
    return [r.model_copy(update={"mode": i}) for i, m in enumerate(modes) for r in m.reminders]


def mode_labels(modes: list[Mode], text: str, meta: Meta) -> list[str]:
    """The modes' flavour labels: all or none (a label on some modes only is an error)."""
    labels = [m.label for m in modes]
    if all(label is None for label in labels):
        return []
    if any(label is None for label in labels):
        raise ParseError(
            "a mode without a label among labelled modes", text=text, offset=meta.start_pos
        )
    return [label for label in labels if label is not None]


def above(node: Any, index: int) -> Any:
    """``node`` (the card's ability ``index``) with "do all of the above" in it naming the
    abilities before it."""
    if isinstance(node, ast.AllOfTheAbove):
        return node.model_copy(update={"abilities": list(range(index))})
    if not isinstance(node, ast.Node):
        return node
    update = {}
    for name in type(node).model_fields:
        value = getattr(node, name)
        if isinstance(value, list):
            update[name] = [above(item, index) for item in value]
        else:
            update[name] = above(value, index)
    return node.model_copy(update=update)


class CommonCombining:
    """The combining methods both builders share."""

    def all_of_the_above(self, meta: Meta, children: list[Any]) -> ast.AllOfTheAbove:
        """ "do all of the above" / 「上記すべてを行う」 (the card says which sections)."""
        self.above = True
        return ast.AllOfTheAbove.model_construct(span=self.span(meta))

    def choose_value(self, meta: Meta, children: list[Any]) -> ast.ChooseValue:
        value = next(c for c in children if type(c) is str)  # not the count (「１色」)
        return ast.ChooseValue.model_construct(
            player=self.acting_you(meta), value=value, span=self.span(meta)
        )

    def choose_card_name(self, meta: Meta, children: list[Any]) -> ast.ChooseValue:
        """ "choose a nonland card name" / 「土地でないカード名１つを選ぶ」: the kind of card
        whose name is chosen."""
        kind = next(c for c in children if isinstance(c, (ast.Negated, ast.CardType)))
        node = self.choose_value(meta, ["card name"])
        return node.model_copy(update={"of": kind})

    def replace(self, meta: Meta, children: list[Any]) -> ast.Replace:
        """ "If that creature would die this turn, exile it instead." / 「…なら、代わりに…。」."""
        event, replacement = children
        return ast.Replace.model_construct(
            event=event, replacement=replacement, span=self.span(meta)
        )

    def modal(self, meta: Meta, children: list[Any]) -> ast.Modal:
        not_chosen = self.first(children, NotChosen)
        repeat = {"repeat": True} if self.first(children, RepeatModes) else {}
        choose, *modes = [c for c in children if not isinstance(c, (NotChosen, RepeatModes))]
        condition = modes.pop(0) if modes and isinstance(modes[0], CONDITIONS) else None
        where = modes.pop(0) if modes and isinstance(modes[0], WhereX) else None
        head = self.text[meta.start_pos : meta.end_pos].split("\n")[0]
        choice = head.split("—")[0].split("。")[0].strip()
        return ast.Modal.model_construct(
            choose=choose,
            modes=[m.effect for m in modes],
            or_more=choice.endswith(("or more", "or both", "以上を選ぶ", "両方を選ぶ")),
            any_number_if=condition,
            x_definition=where.definition if where else None,
            not_chosen=not_chosen.when if not_chosen else None,
            not_chosen_mono=not_chosen is not None and not_chosen.mono,
            **repeat,
            reminder=mode_reminders(modes),
            hyphen=head.rstrip().endswith(" -"),
            labels=mode_labels(modes, self.text, meta),
            span=self.span(meta),
        )

    def modal_and(self, meta: Meta, children: list[Any]) -> ast.Modal:
        """ "choose one and <effect>." / 「以下から１つを選び、<effect>。」, then the modes."""
        choose, also, *modes = children
        return self.modal(meta, [choose, *modes]).model_copy(update={"also": also})

    def repeat_modes(self, meta: Meta, children: list[Any]) -> RepeatModes:
        """ "You may choose the same mode more than once." / 「同じモードを２回以上選んでもよい。」
        (「２回以上」: two times or more, that is more than once)."""
        if children and str(children[0]) not in ("2", "２"):
            raise ParseError("expected 「２回以上」", text=self.text, offset=meta.start_pos)
        return RepeatModes()

    def not_chosen(self, meta: Meta, children: list[Any]) -> NotChosen:
        when = "this turn" if children else "ever"
        return NotChosen(when, self.text[meta.start_pos : meta.end_pos].endswith("もの"))

    def mode(self, meta: Meta, children: list[Any]) -> Mode:
        label = next((str(c) for c in children if isinstance(c, Token) and c.type == "LABEL"), None)
        return Mode(self.body(children), self.reminders(children), label)

    def sequence(self, meta: Meta, children: list[Any]) -> ast.Effect:
        steps = [c for c in children if isinstance(c, ast.Node)]
        joins = [c for c in children if isinstance(c, Join)]
        effect = flatten_sequence(
            steps, [j.word for j in joins], [j.written for j in joins]
        ).model_copy(update={"span": self.span(meta)})
        return effect

    def join_then(self, meta: Meta, children: list[Any]) -> Join:
        return Join("then", self.join_written(meta))

    def join_and(self, meta: Meta, children: list[Any]) -> Join:
        return Join("and", self.join_written(meta))

    def join_comma(self, meta: Meta, children: list[Any]) -> Join:
        """A comma in a series of steps means "and" (the series' last join says so)."""
        return Join("and", self.join_written(meta))

    def unless(self, meta: Meta, children: list[Any]) -> ast.Unless:
        """ "sacrifice it unless you pay {1}": the action is the player's (a move names no
        player of its own: its ``player`` is one written before the verb, "its owner puts")."""
        effect, *player, action = children
        player = player[0] if player else ast.You.model_construct()
        if "player" in type(action).model_fields and not isinstance(action, ast.Move):
            action = action.model_copy(update={"player": player})
        return ast.Unless.model_construct(
            effect=effect, player=player, action=action, span=self.span(meta)
        )

    def optional(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """ "[player] may <step>": the player who chooses is the one who acts."""
        effect = children[-1]
        acting = getattr(effect, "player", None)
        if len(children) == 2:
            player = children[0]
            if isinstance(acting, ast.You):
                effect = effect.model_copy(update={"player": player})
            elif isinstance(effect, ast.Sequence) and not isinstance(player, ast.You):
                effect = shared_subject(effect)
        else:
            player = acting if acting is not None else ast.You.model_construct()
        return ast.Optional_.model_construct(player=player, effect=effect, span=self.span(meta))

    def conditional(self, meta: Meta, children: list[Any]) -> ast.Conditional:
        condition, effect = children
        return ast.Conditional.model_construct(
            condition=condition, effect=effect, span=self.span(meta)
        )

    def duration(self, meta: Meta, children: list[Any]) -> ast.Duration:
        return ast.Duration.model_construct(name=self.words(meta), span=self.span(meta))

    def duration_while(self, meta: Meta, children: list[Any]) -> ast.Duration:
        """ "for as long as ~ remains tapped" / 「名前がタップ状態であり続けるかぎり」."""
        return ast.Duration.model_construct(
            name="for as long as", condition=children[0], span=self.span(meta)
        )

    def duration_until(self, meta: Meta, children: list[Any]) -> ast.Duration:
        """ "until ~ is cast from exile" / 「名前が追放領域から唱えられるまで」."""
        return ast.Duration.model_construct(
            name="until", condition=children[0], span=self.span(meta)
        )

    def cast_from(self, meta: Meta, children: list[Any]) -> ast.CastFrom:
        obj, zone = children
        return ast.CastFrom.model_construct(object=obj, zone=zone, span=self.span(meta))

    def remains(self, meta: Meta, children: list[Any]) -> ast.Remains:
        text = "".join(self.text[meta.start_pos : meta.end_pos].split())
        state = "on the battlefield"
        if text.endswith(("tapped", "タップ状態であり続ける")):
            state = "tapped"
        elif text.endswith(("exiled", "追放され続けている")):
            state = "exiled"
        return ast.Remains.model_construct(object=children[0], state=state, span=self.span(meta))
