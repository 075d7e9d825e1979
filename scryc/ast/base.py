"""The base of every AST node: a frozen pydantic model with a faster ``model_construct``."""

from typing import Annotated, Any, Self, Union

from pydantic import BaseModel, ConfigDict, Field

REQUIRED = object()
#: The classes of field values that hold no node (most fields): a walk passes them by at the
#: cost of one set lookup, not two ``isinstance`` tests.
LEAVES = frozenset({type(None), str, bool, int})


class _Shape:
    """A model's fields as ``model_construct`` needs them, read once from pydantic's."""

    __slots__ = ("lists", "names", "required", "template")

    def __init__(self, model: type[BaseModel]) -> None:
        defaults = {
            name: REQUIRED if field.is_required() else field.default
            for name, field in model.model_fields.items()
        }
        #: Every field in order, with its default (``REQUIRED`` for none).
        self.template = defaults
        self.names = frozenset(defaults)
        #: The fields whose default is a list (each node gets its own copy).
        self.lists = tuple(name for name, value in defaults.items() if value.__class__ is list)
        self.required = frozenset(name for name, value in defaults.items() if value is REQUIRED)


#: Each model's :class:`_Shape`, made on its first ``model_construct``.
_SHAPES: dict[type, _Shape] = {}
#: How a node is made without validation (pydantic's models have no ``__new__`` of their own)
#: and its slots are set past the frozen models' ``__setattr__``.
_new, _set = object.__new__, object.__setattr__


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
        return super().model_rebuild(**kwargs)

    @classmethod
    def model_construct(cls, _fields_set: set[str] | None = None, **values: Any) -> Self:
        shape = _SHAPES.get(cls) or _SHAPES.setdefault(cls, _Shape(cls))
        if not values.keys() <= shape.names:
            unknown = sorted(values.keys() - shape.names)
            raise TypeError(f"{cls.__name__} has no field {', '.join(unknown)}")
        data = shape.template.copy()  # every field in order, then the values given
        data.update(values)
        for name in shape.lists:
            if name not in values:
                data[name] = data[name].copy()
        if not shape.required <= values.keys():  # a required field left out stays unset
            for name in shape.required - values.keys():
                del data[name]
        return _made(cls, data, set(values) if _fields_set is None else _fields_set)


def _made(cls: type[Built], data: dict[str, Any], fields_set: set[str]) -> Any:
    """A ``cls`` holding ``data`` (every field, in order) unvalidated, as pydantic's own
    ``model_construct`` leaves a model."""
    node = _new(cls)
    _set(node, "__dict__", data)
    _set(node, "__pydantic_fields_set__", fields_set)
    _set(node, "__pydantic_extra__", None)
    _set(node, "__pydantic_private__", None)
    return node


class Span(Built):
    """Character offsets ``[start, end)`` into the card text."""

    model_config = ConfigDict(frozen=True)
    start: int
    end: int

    @classmethod
    def at(cls, start: int, end: int) -> "Span":
        """``Span.model_construct(start=start, end=end)``, at a third of its cost: the parsers
        make a span for most nodes."""
        return _made(cls, {"start": start, "end": end}, {"start", "end"})


class Node(Built):
    """Base of every AST node: a kind and a span that equality ignores.

    Field markers (``json_schema_extra``): ``surface`` — how the text says it, not what it
    means (ignored by :func:`scryc.equivalent`); ``unordered`` — a list that is a set.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    span: Span | None = None

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
            if isinstance(value, Node):
                out.append(value)
            elif isinstance(value, list):
                out.extend(v for v in value if isinstance(v, Node))
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
