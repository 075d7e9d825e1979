"""The base of every AST node: a frozen pydantic model with a faster ``model_construct``."""

import sys
import types
import typing
from collections.abc import Mapping
from typing import Annotated, Any, Literal, Self, Union

from pydantic import BaseModel, ConfigDict, Field

REQUIRED = object()
#: Frames a schema build may take beyond its caller's limit (the deepest build takes ~900).
_SCHEMA_DEPTH = 3000
#: The classes of field values that hold no node (most fields): a walk passes them by at the
#: cost of one set lookup, not two ``isinstance`` tests.
LEAVES = frozenset({type(None), str, bool, int})


class _Shape:
    """A model's fields as ``model_construct`` and the walks need them, read once from
    pydantic's."""

    __slots__ = ("lists", "names", "nodes", "referring", "required", "size", "template")

    def __init__(self, model: type[BaseModel]) -> None:
        defaults = {
            name: REQUIRED if field.is_required() else field.default
            for name, field in model.model_fields.items()
        }
        #: Every field in order, with its default (``REQUIRED`` for none).
        self.template = defaults
        self.names = frozenset(defaults)
        self.size = len(defaults)
        #: The fields whose default is a list (each node gets its own copy).
        self.lists = tuple(name for name, value in defaults.items() if value.__class__ is list)
        self.required = frozenset(name for name, value in defaults.items() if value is REQUIRED)
        #: The fields that may hold a node or a list of nodes, in order: not those whose type
        #: allows only plain values (tests/test_ast.py validates every AST of the corpus).
        self.nodes = tuple(
            name for name, field in model.model_fields.items() if _may_hold_node(field.annotation)
        )
        #: Whether a node of the model may be a reference (see :func:`_is_reference`).
        self.referring = defaults.get("kind") in ("ref", "player")


#: How many references ``model_construct``, the validating constructor and ``model_copy``
#: have made in this process (see :func:`references_made`).
_references = 0


def _is_reference(fields: dict[str, Any]) -> bool:
    """Whether a node of these fields is a reference: "it", "that card", "that player" (what
    :func:`scryc.tree.is_reference` asks of a node)."""
    kind = fields.get("kind")
    return kind == "ref" or (kind == "player" and fields.get("quantifier") == "that")


def references_made() -> int:
    """How many references ("it", "that card", "that player") the builders have made
    so far in this process with ``model_construct``, the validating constructor or
    ``model_copy`` (a deep copy counts, for what it holds): a parse after which it has not
    changed built no reference (builders make nodes only so), and needs no scan for one."""
    return _references


def _may_hold_node(annotation: Any) -> bool:
    """Whether a field of this type may hold a node: any type but a plain value's (a string,
    a number, a flag, a literal, a span, None) or a union of them."""
    if annotation in (str, int, bool, type(None), Span):
        return False
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return False
    if origin is Union or origin is types.UnionType:
        return any(_may_hold_node(member) for member in typing.get_args(annotation))
    return True  # a node, a list, or a name not yet resolved


def shape(cls: type) -> _Shape:
    """``cls``'s :class:`_Shape`, made on first use."""
    return _SHAPES.get(cls) or _SHAPES.setdefault(cls, _Shape(cls))


#: Each model's :class:`_Shape`, made on its first ``model_construct``.
_SHAPES: dict[type, _Shape] = {}
#: How a node is made without validation (pydantic's models have no ``__new__`` of their own)
#: and its slots are set past the frozen models' ``__setattr__``: through the slots' own
#: descriptors, half the cost of ``object.__setattr__``.
_new = object.__new__
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__


class _NoneUntilSet:
    """A slot of pydantic's models that reads None until it is set: ``__pydantic_extra__``
    and ``__pydantic_private__``, None in every node (no extra fields, no private values).

    ``model_construct`` and ``model_copy`` leave both unset: each slot set costs about a
    tenth of making a node, and ~40 nodes are made for a card. A data descriptor on
    :class:`Built`, it comes before pydantic's slot in the lookup: reading the slot, setting
    it (pydantic's validating constructor and deep copy do) and deleting it go through the
    slot, and an unset slot reads None where the slot itself would raise."""

    __slots__ = ("slot",)

    def __init__(self, name: str) -> None:
        self.slot = BaseModel.__dict__[name]

    def __get__(self, node: Any, owner: type | None = None) -> Any:
        if node is None:
            return self
        try:
            return self.slot.__get__(node, owner)
        except AttributeError:  # left unset by model_construct or model_copy
            return None

    def __set__(self, node: Any, value: Any) -> None:
        self.slot.__set__(node, value)

    def __delete__(self, node: Any) -> None:
        self.slot.__delete__(node)


class Built(BaseModel):
    """Base of the AST's models, with a faster ``model_construct``.

    The parsers make every node with ``model_construct`` (no validation; the grammar fixes
    what each node holds). pydantic's own takes a fifth of the parse time, in per-field
    bookkeeping these models do not need: they have no aliases, no extra fields and no
    private attributes. This one gives the same result (tests/test_ast.py compares them).
    """

    # Schemas are built on first use: a cold `scryc parse` builds only the nodes it needs.
    model_config = ConfigDict(defer_build=True)

    @classmethod
    def model_rebuild(cls, **kwargs: Any) -> bool | None:
        """pydantic's, with every node's name in reach: an annotation naming another module's
        nodes is a string until a schema is first built (the modules load on demand)."""
        from . import namespace  # the package, which imports this module

        kwargs.setdefault("_types_namespace", namespace())
        # pydantic builds a schema by recursion over the nodes a node can hold, one chain of
        # models deep: with three hundred nodes that is several hundred frames, so the build
        # gets room of its own, whatever depth its caller is at.
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(limit + _SCHEMA_DEPTH)
        try:
            return super().model_rebuild(**kwargs)
        finally:
            sys.setrecursionlimit(limit)

    def __init__(self, /, **data: Any) -> None:
        """pydantic's validating constructor, counted in :func:`references_made` (a node
        validated during a parse is rare)."""
        global _references
        super().__init__(**data)
        if _is_reference(self.__dict__):
            _references += 1

    @classmethod
    def model_construct(cls, _fields_set: set[str] | None = None, **values: Any) -> Self:
        global _references
        shape = _SHAPES.get(cls) or _SHAPES.setdefault(cls, _Shape(cls))
        data = shape.template.copy()  # every field in order, then the values given
        data.update(values)
        if len(data) != shape.size:  # a name that is no field added a key
            unknown = sorted(values.keys() - shape.names)
            raise TypeError(f"{cls.__name__} has no field {', '.join(unknown)}")
        if shape.lists:  # most models have no list field with a default (tested once)
            for name in shape.lists:
                if name not in values:
                    data[name] = data[name].copy()
        if shape.required and not shape.required <= values.keys():  # left out: stays unset
            for name in shape.required - values.keys():
                del data[name]
        if shape.referring and _is_reference(data):
            _references += 1
        node = _new(cls)  # its two slots set here, not in a function: ~20 nodes a card
        _set_dict(node, data)
        _set_fields_set(node, set(values) if _fields_set is None else _fields_set)
        return node

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """pydantic's, for a shallow copy (what the builders make) without its generic
        bookkeeping: the same fields, set fields and empty slots (tests/test_ast.py compares
        them); a deep copy is pydantic's. (No model of the AST has extra or private values.)"""
        global _references
        if deep:
            _references += 1  # it may copy references below it
            return super().model_copy(update=update, deep=deep)
        data = self.__dict__.copy()
        fields_set = self.__pydantic_fields_set__.copy()
        if update:
            data.update(update)
            fields_set.update(update.keys())
        if _is_reference(data):
            _references += 1
        node = _new(self.__class__)  # as model_construct leaves a node
        _set_dict(node, data)
        _set_fields_set(node, fields_set)
        return node


# set after the class is made: pydantic reads a model's namespace for fields and private values
Built.__pydantic_extra__ = _NoneUntilSet("__pydantic_extra__")  # type: ignore[assignment]
Built.__pydantic_private__ = _NoneUntilSet("__pydantic_private__")  # type: ignore[assignment]


class Span(Built):
    """Character offsets ``[start, end)`` into the card text."""

    model_config = ConfigDict(frozen=True)
    start: int
    end: int


def span_at(start: int, end: int) -> Span:
    """``Span.model_construct(start=start, end=end)`` at a fraction of its cost: the builders
    make a span for most nodes."""
    span = _new(Span)
    _set_dict(span, {"start": start, "end": end})
    _set_fields_set(span, {"start", "end"})
    return span


class Node(Built):
    """Base of every AST node: a kind and a span that equality ignores.

    Field markers (``json_schema_extra``): ``surface`` — how the text says it, not what it
    means (ignored by :func:`scryc.equivalent`); ``unordered`` — a list that is a set.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    span: Span | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        NODE_TYPES.add(cls)

    def __eq__(self, other: object) -> bool:
        if type(self) is not type(other):
            return NotImplemented
        return all(
            getattr(self, f) == getattr(other, f) for f in type(self).model_fields if f != "span"
        )

    __hash__ = None  # type: ignore[assignment]

    def children(self) -> "list[Node]":
        """The node's direct child nodes, in field order (a node's ``__dict__`` holds its
        fields, in order, whether validated, constructed or copied; reading it is a tenth of
        the cost of pydantic's ``model_fields``)."""
        out: list[Node] = []
        for value in self.__dict__.values():
            if value.__class__ in LEAVES:
                continue
            if value.__class__ in NODE_TYPES:
                out.append(value)
            elif isinstance(value, list):
                out.extend(v for v in value if v.__class__ in NODE_TYPES)
        return out

    def to_json(self) -> dict[str, Any]:
        """The same data as ``model_dump(mode="json")``, without building pydantic's
        serializer for the whole AST graph (about 50 ms the first time, in a cold CLI run)."""
        return _json_value(self)

    def walk(self) -> "list[Node]":
        """This node and all its descendants, depth first, in printed order."""
        out: list[Node] = []
        pending: list[Node] = [self]  # the nodes still to visit, the next one last
        while pending:
            node = pending.pop()
            out.append(node)
            pending.extend(reversed(node.children()))
        return out


#: Every node class, entered as it is defined: ``value.__class__ in NODE_TYPES`` says what
#: ``isinstance(value, Node)`` says (no node class is registered virtually) at a third of its
#: cost (pydantic's metaclass, an ``ABCMeta``, takes ``isinstance`` the long way); the walks
#: and the scan for references ask it of every field that may hold a node.
NODE_TYPES: set[type] = {Node}


class _NodeFields(dict):  # type: ignore[type-arg]
    """The fields that may hold a node (:attr:`_Shape.nodes`) by class, each read on first
    use: a lookup where :func:`shape` is a call."""

    def __missing__(self, cls: type) -> tuple[str, ...]:
        found = self[cls] = shape(cls).nodes
        return found


#: Each class's fields that may hold a node, in order (see :class:`_NodeFields`).
NODE_FIELDS = _NodeFields()


def _json_value(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return {name: _json_value(getattr(value, name)) for name in type(value).model_fields}
    if isinstance(value, list):
        return [_json_value(v) for v in value]
    return value


def union(*types: Any) -> Any:
    """A category of node: a union of node classes told apart by ``kind``."""
    return Annotated[Union[types], Field(discriminator="kind")]  # noqa: UP007


def surface(default: Any) -> Any:
    """A field that records how the text said something (a renderer reads it back)."""
    return Field(default=default, json_schema_extra={"surface": True})
