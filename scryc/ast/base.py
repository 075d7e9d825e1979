"""The base of every AST node: a frozen pydantic model with a faster ``model_construct``."""

from typing import Annotated, Any, Self, Union

from pydantic import BaseModel, ConfigDict, Field

#: Each model's fields in order with their defaults (``REQUIRED`` for none), and their names.
_FIELDS: dict[type, tuple[tuple[tuple[str, Any], ...], frozenset[str]]] = {}
REQUIRED = object()


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
        fields, names = _FIELDS.get(cls) or _fields(cls)
        if not values.keys() <= names:
            unknown = sorted(values.keys() - names)
            raise TypeError(f"{cls.__name__} has no field {', '.join(unknown)}")
        data: dict[str, Any] = {}
        for name, default in fields:
            if name in values:
                data[name] = values[name]
            elif default is not REQUIRED:
                data[name] = default.copy() if default.__class__ is list else default
        node = cls.__new__(cls)
        object.__setattr__(node, "__dict__", data)
        object.__setattr__(
            node, "__pydantic_fields_set__", set(values) if _fields_set is None else _fields_set
        )
        object.__setattr__(node, "__pydantic_extra__", None)
        object.__setattr__(node, "__pydantic_private__", None)
        return node


def _fields(cls: type[Built]) -> tuple[tuple[tuple[str, Any], ...], frozenset[str]]:
    """``cls``'s fields in order with their defaults, and their names, read once from
    pydantic's fields."""
    fields = tuple(
        (name, REQUIRED if field.is_required() else field.default)
        for name, field in cls.model_fields.items()
    )
    found = _FIELDS[cls] = fields, frozenset(cls.model_fields)
    return found


class Span(Built):
    """Character offsets ``[start, end)`` into the card text."""

    model_config = ConfigDict(frozen=True)
    start: int
    end: int


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
        """The node's direct child nodes, in field order."""
        out: list[Node] = []
        for name in type(self).model_fields:
            value = getattr(self, name)
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
        out: list[Node] = [self]
        for child in self.children():
            out.extend(child.walk())
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
