"""Findings as a SARIF 2.1.0 log, for code scanning upload (GitHub and others)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from urllib.parse import quote

from ..findings import Finding, Position
from .rules import RULES

SCHEMA = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)
#: Codes that are not lint rules: (level, summary).
OTHER_CODES = {
    "PARSE": ("error", "text the grammar does not cover"),
    "LOAD": ("error", "a card file or row that cannot be read"),
    "INTERNAL": ("error", "an internal error of scryc while parsing"),
}


def document(findings: list[Finding], version: str) -> dict[str, Any]:
    """The SARIF log of one scryc run."""
    descriptors = [
        {
            "id": rule.code,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.doc.split("\n\n", 1)[0]},
            "help": {"text": f"{rule.doc}\n\n{rule.citation}"},
            "defaultConfiguration": {"level": rule.severity},
            "properties": {"citation": rule.citation, "fixable": rule.fix is not None},
        }
        for rule in RULES
    ] + [
        {"id": code, "shortDescription": {"text": text}, "defaultConfiguration": {"level": level}}
        for code, (level, text) in OTHER_CODES.items()
    ]
    index = {d["id"]: i for i, d in enumerate(descriptors)}
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "scryc",
                        "version": version,
                        "semanticVersion": version,
                        "rules": descriptors,
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": [_result(f, index, descriptors) for f in findings],
            }
        ],
    }


def _result(finding: Finding, index: dict[str, int], descriptors: list[Any]) -> dict[str, Any]:
    i = index[finding.code]
    location = {"uri": uri(finding.path)}
    result: dict[str, Any] = {
        "ruleId": finding.code,
        "ruleIndex": i,
        "level": descriptors[i]["defaultConfiguration"]["level"],
        "message": {"text": finding.detail},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": location,
                    "region": _region(finding.line or 1, finding.column, finding.end),
                }
            }
        ],
    }
    if finding.card:
        result["properties"] = {"card": finding.card, "lang": finding.lang}
    if finding.fix is not None:
        fix = finding.fix
        result["fixes"] = [
            {
                "description": {"text": fix.description},
                "artifactChanges": [
                    {
                        "artifactLocation": location,
                        "replacements": [
                            {
                                "deletedRegion": _region(fix.start.line, fix.start.column, fix.end),
                                "insertedContent": {"text": fix.replacement},
                            }
                        ],
                    }
                ],
            }
        ]
    return result


def _region(line: int, column: int | None, end: Position | None) -> dict[str, int]:
    region = {"startLine": line}
    if column is not None:
        region["startColumn"] = column
    if end is not None:
        region.update(endLine=end.line, endColumn=end.column)
    return region


def uri(path: str) -> str:
    """A file's URI: relative to the working folder when it is inside it, else file://."""
    full = Path(path).resolve()
    try:
        relative = full.relative_to(Path(os.getcwd()).resolve())
    except ValueError:
        return full.as_uri()
    return quote(os.fsencode(relative.as_posix()))  # bytes: any file name, even not UTF-8
