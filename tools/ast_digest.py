"""Write a digest of the AST of every text of the shared corpus, both languages.

One line per text: file, card name, language, then the first 16 hex digits of the SHA-256
of the AST's ``model_dump_json()``, or ``error`` and the ParseError's message with its
position. A change of the grammar, a builder or the AST changes the lines of exactly the
texts whose meaning changed, so the diff of the digest is the review of that change::

    python tools/ast_digest.py                     # writes tests/data/ast_digest.tsv
    python tools/ast_digest.py -o /tmp/digest.tsv  # elsewhere, to compare
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Iterator
from multiprocessing import Pool
from pathlib import Path

from scryc import ParseError, parse
from scryc.cards import Card, iter_cards

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus"
FILES = ("scry.jsonl", "surveil.jsonl", "oracle.jsonl")
LANGS = ("en", "ja")
Job = tuple[str, str, str, str, str | None]  # file, name, language, text, type line


def jobs(corpus: Path) -> Iterator[Job]:
    """Every text of the corpus files in file, row and language order."""
    for file in FILES:
        for card in iter_cards(corpus / file):
            if not isinstance(card, Card):
                raise SystemExit(f"{corpus / file}: {card}")
            for lang in LANGS:
                face = card.face(lang)
                if face is not None and face.text:
                    yield file, face.name, lang, face.text, face.type_line


def digest(job: Job) -> str:
    """One line of the digest: the hash of the text's AST (parsed with its type line), or its
    ParseError."""
    file, name, lang, text, type_line = job
    try:
        tree = parse(text, lang, name=name, type_line=type_line)  # type: ignore[arg-type]
    except ParseError as error:
        outcome = f"error\t{error}".replace("\n", "\\n")
    else:
        outcome = hashlib.sha256(tree.model_dump_json().encode()).hexdigest()[:16]
    return f"{file}\t{name}\t{lang}\t{outcome}"


def main() -> int:
    """Parse the corpus on every core and write the digest in corpus order."""
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("-o", "--output", type=Path, default=ROOT / "tests/data/ast_digest.tsv")
    options.add_argument("--corpus", type=Path, default=CORPUS)
    args = options.parse_args()
    missing = [file for file in FILES if not (args.corpus / file).is_file()]
    if missing:  # checked before the pool starts: an error inside its job feed would hang it
        print(f"{args.corpus}: no {', '.join(missing)} (give the folder with --corpus)")
        return 2
    with Pool() as pool:
        lines = list(pool.imap(digest, jobs(args.corpus), chunksize=64))
    args.output.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    print(f"{args.output}: {len(lines)} texts", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
