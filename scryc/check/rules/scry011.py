"""SCRY011: old wording that a keyword action now names (scry, surveil, mill errata).

What it does: finds steps whose meaning is exactly a keyword action, written out as the
sentences cards carried before the action had its name, and offers the action:

- you look at the top card of your library, then you *may* put that card on the bottom of
  your library (scry 1) or into your graveyard (surveil 1);
- you look at the top N cards of your library, then put *any number* of them on the bottom
  of your library (scry N) or into your graveyard (surveil N) and the rest on top of your
  library in any order;
- a player puts the top N cards of their own library into their own graveyard (that player
  mills N: "Target player mills two cards.").

It decides on the AST, so look-alikes stay silent: another player's library (for scry and
surveil; for mill, a library and a graveyard of two players), a mandatory move of the one
card, "one of them" instead of any number, another destination, a reveal, and steps that
later text depends on ("If you do", a reference to the cards moved).

Why: these cards received errata when the actions became keywords. To "scry N" is to look at
the top N cards of your library, then put any number of them on the bottom of your library
and the rest on top in any order (CR 701.22a); to "surveil N", the same with your graveyard
(CR 701.25a); to mill, to put cards from the top of your library into your graveyard
(CR 701.17a). The errata changes what the card does, not only its words: the card now
scries, surveils or mills, so abilities that trigger whenever a player scries (or surveils)
see it (CR 701.22d, 701.25d).

Example: "Look at the top card of your library. You may put that card into your graveyard."
becomes "Surveil 1."; 「あなたのライブラリーの一番上からカード２枚をあなたの墓地に置く。」 becomes
「カード２枚を切削する。」.
"""

from __future__ import annotations

from collections.abc import Iterator

from ... import ast
from ...ast import Node, Span
from ...render import RENDERERS
from ..cr import cite
from ..diagnostic import Diagnostic, Fix
from ..source import Parsed

CODE = "SCRY011"
SUMMARY = "old wording of scry, surveil or mill: the keyword action names it now"
CITATION = cite("701.22a", "701.22d", "701.25a", "701.25d", "701.17a")
LANGS = ("en", "ja")
SCOPE = "ast"
SEVERITY = "warning"
FIX = "the keyword action (Scry N. / Surveil N. / [Player] mills N cards.)"

#: Each action: its rule, what a player does, and the trigger the errata makes it meet.
ACTIONS = {
    "scry": ("701.22a", "scries", "701.22d"),
    "surveil": ("701.25a", "surveils", "701.25d"),
    "mill": ("701.17a", "mills", None),
}
#: Japanese verb endings: written before 「、」 (a step that goes on), and the plain form.
JA_JOINED = {"を行う": "を行い", "する": "し"}


def check(source: Parsed) -> Iterator[Diagnostic]:
    for node in source.ast.walk():
        if isinstance(node, ast.Sequence):
            for i in range(len(node.steps) - 1):
                action = look_then_put(node.steps[i], node.steps[i + 1])
                if action is not None and _after_is_free(node, i + 1):
                    yield from _finding(source, node.steps[i : i + 2], action)
        elif isinstance(node, ast.Move):
            action = _put_top_into_graveyard(node, source)
            if action is not None:
                yield from _finding(source, [node], action)


def _finding(source: Parsed, run: list[Node], action: Node) -> Iterator[Diagnostic]:
    """The diagnostic for ``run`` (steps of the text) meaning ``action``, with its fix."""
    spans = [step.span for step in run]
    if any(span is None for span in spans) or _depended_on(source, run):
        return
    start, end = spans[0].start, spans[-1].end  # type: ignore[union-attr]
    if isinstance(action, ast.Mill):
        replacement = _mill_written(source, run[0], action)
    else:
        replacement = _written(source, action, start, end)
    if replacement is None:
        return
    rule, verb, trigger = ACTIONS[action.kind]
    sees = f", so abilities that trigger whenever a player {verb} see it" if trigger else ""
    after = f"{cite(rule, trigger)}" if trigger else cite(rule)
    yield Diagnostic(
        CODE,
        f'old wording of {action.kind}: Oracle text says "{replacement}" now. After the '
        f"errata the card {verb}{sees} ({after})",
        Span(start=start, end=end),
        Fix(start, end, replacement),
    )


def _written(source: Parsed, action: Node, start: int, end: int) -> str | None:
    """``action`` in the current template, fitted to where it replaces ``text[start:end]``."""
    text = RENDERERS[source.lang](source.name, surface=False).render(action)
    if source.lang == "en":
        return text[0].upper() + text[1:] if source.text[start].isupper() else text
    old = source.text[start:end]
    if old.endswith(("置く", "置いてもよい")):
        return text
    if old.endswith("置き"):  # a step that goes on after 「、」
        for plain, joined in JA_JOINED.items():
            if text.endswith(plain):
                return text[: -len(plain)] + joined
    return None


def _mill_written(source: Parsed, move: Node, action: ast.Mill) -> str | None:
    """ "mill two cards" after the subject as written: "Target player mills two cards",
    「そのプレイヤーはカード２枚を切削する」."""
    if not isinstance(move, ast.Move) or move.span is None or move.object.span is None:
        return None
    start, end = move.object.span.start, move.span.end
    written = _written(source, action.model_copy(update={"player": ast.You()}), start, end)
    before = source.text[move.span.start : start]  # the subject and the verb, as written
    if written is None:
        return None
    if source.lang == "ja":  # 「そのプレイヤーは」 or nothing: the verb is at the end
        return before + written
    if before.lower() == "put ":
        return ("M" if before[0] == "P" else "m") + written[1:]
    if before.endswith(" puts "):
        return before.removesuffix("puts ") + "mills" + written.removeprefix("mill")
    return None


def look_then_put(look: Node, put: Node) -> Node | None:
    """Scry or Surveil when ``look`` and ``put`` together mean exactly that, else None."""
    if not (isinstance(look, ast.LookAt) and isinstance(look.object, ast.TopOfLibrary)):
        return None
    top = look.object
    if not isinstance(top.player, ast.You):
        return None
    if isinstance(put, ast.Optional_) and _is_one(top.count):
        place = _one_card_place(put)
    elif isinstance(put, ast.Arrange):
        place = _any_number_place(put)
    else:
        return None
    if place == "bottom":
        return ast.Scry.model_construct(player=ast.You(), amount=top.count)
    if place == "graveyard":
        return ast.Surveil.model_construct(player=ast.You(), amount=top.count)
    return None


def _one_card_place(optional: ast.Optional_) -> str | None:
    """ "You may put that card on the bottom of your library / into your graveyard"."""
    move = optional.effect
    if not (isinstance(optional.player, ast.You) and isinstance(move, ast.Move)):
        return None
    if move.player is not None and not isinstance(move.player, ast.You):
        return None
    if not isinstance(move.object, ast.Ref) or move.object.plural or move.from_zone:
        return None
    return _place(move.to)


def _any_number_place(arrange: ast.Arrange) -> str | None:
    """ "put any number of them … and the rest on top of your library in any order"."""
    part = arrange.object
    if not (isinstance(part, ast.PartOf) and part.count is None and not part.up_to):
        return None
    if arrange.order != "any" or arrange.other or arrange.tapped:
        return None
    if not (_is_your(arrange.rest, "library") and arrange.rest.position == "top"):
        return None
    return _place(arrange.chosen)


def _place(zone: ast.Zone) -> str | None:
    """ "bottom" (of your library) or "graveyard" (yours); None for any other place."""
    if _is_your(zone, "library") and zone.position == "bottom" and zone.depth is None:
        return "bottom"
    if _is_your(zone, "graveyard") and zone.position is None:
        return "graveyard"
    return None


def _put_top_into_graveyard(move: ast.Move, source: Parsed) -> Node | None:
    """Mill when ``move`` has a player put the top N cards of their own library into their
    own graveyard: "put the top two cards of your library into your graveyard", "target
    player puts the top card of their library into their graveyard"."""
    top, player = move.object, move.player or ast.You()
    if not isinstance(top, ast.TopOfLibrary) or move.to.name != "graveyard":
        return None
    if move.from_zone or move.tapped or move.attacking or move.to.position is not None:
        return None
    if not (_same(source, top.player, player) and _same(source, move.to.owner, player)):
        return None
    return ast.Mill.model_construct(player=player, amount=top.count)


def _same(source: Parsed, named: Node | None, player: Node) -> bool:
    """Whether ``named`` ("your", "their", 自分の) is ``player``."""
    if isinstance(named, ast.You):
        return isinstance(player, ast.You)
    if isinstance(named, ast.Ref) and named.noun == "player":
        return source.bindings.of(named).antecedent is player
    return False


def _is_your(zone: ast.Zone, name: str) -> bool:
    return zone.name == name and isinstance(zone.owner, ast.You)


def _is_one(amount: Node) -> bool:
    return isinstance(amount, ast.Number) and amount.value == 1


def _after_is_free(sequence: ast.Sequence, last: int) -> bool:
    """Whether the step after ``steps[last]`` does not ask whether the "may" happened."""
    if last + 1 >= len(sequence.steps):
        return True
    after = sequence.steps[last + 1].walk()
    return not any(isinstance(n, (ast.IfYouDo, ast.IfYouDont)) for n in after)


def _depended_on(source: Parsed, run: list[Node]) -> bool:
    """Whether a reference outside ``run`` refers to something inside it ("them", "that
    many"): the keyword action would leave it nothing to refer to."""
    inside = {id(n) for step in run for n in step.walk()}
    return any(
        b.antecedent is not None and id(b.antecedent) in inside and id(b.ref) not in inside
        for b in source.bindings.items
    )
