"""Batch speed: ``scryc check`` over a corpus cold (no cache), warm (from the cache) and on one
core, each with its wall time, CPU time over wall time and peak memory; then ``scryc
coverage`` and ``scryc compile`` cold and warm.

Usage: python benchmarks/batch_speed.py [CORPUS.jsonl] [--commands check,coverage,compile]
(default: ../shared/corpus/oracle.jsonl, every command)

Each run is a fresh ``python -m scryc`` process with its own empty cache folder
(``SCRYC_CACHE_DIR``) for its cold run, which its warm run reuses. CPU time is the user and
system time of the process and its workers. Peak memory is sampled from /proc every 50 ms:
the largest sum of the proportional set size (PSS: resident memory, pages shared after the
fork split between the sharers) of the process and its workers, and the largest resident
memory of any one of them (what ``/usr/bin/time -v`` reports). The cold and warm outputs of
each command (and check's ``--jobs 1 --no-cache`` output) must be identical; the script
exits 1 when they are not or a bar is missed (2 if the corpus is missing).
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "oracle.jsonl"
WARM_BAR = 0.2  # warm wall time over cold wall time
CPU_BAR = 1.4  # CPU time over wall time, cold, with the pool (on 2 or more cores)
MEMORY_BAR = 300.0  # MB, the sum over the process and its workers
SAMPLE = 0.05  # seconds between memory samples


@dataclass
class Run:
    """One ``scryc check`` run: what it printed and what it cost."""

    output: bytes
    wall: float
    cpu: float
    total_mb: float  # the largest sum of proportional memory over the process and its workers
    largest_mb: float  # the largest resident memory of any one of them

    def line(self, label: str) -> str:
        ratio = self.cpu / self.wall if self.wall else 0.0
        return (
            f"{label:<26} wall {self.wall:6.2f} s   CPU/wall {ratio:4.2f}   "
            f"peak {self.total_mb:5.0f} MB (largest process {self.largest_mb:4.0f} MB)"
        )


def _tree(root: int) -> list[int]:
    """``root`` and its descendants."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stream:
                    parent = int(stream.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def _memory_mb(pid: int) -> tuple[float, float]:
    """The process's resident memory, and its proportional share of it (pages shared with
    the parent after the fork count in part: the sum over processes is the memory used)."""
    found = {"Rss:": 0.0, "Pss:": 0.0}
    try:
        with open(f"/proc/{pid}/smaps_rollup") as stream:
            for line in stream:
                name, *value = line.split()
                if name in found:
                    found[name] = int(value[0]) / 1024
    except (OSError, IndexError, ValueError):
        pass
    return found["Rss:"], found["Pss:"]


def scryc(corpus: Path, cache: Path, *options: str) -> Run:
    """One ``scryc OPTIONS CORPUS`` run with the cache folder ``cache``."""
    env = dict(os.environ, SCRYC_CACHE_DIR=str(cache))
    command = [sys.executable, "-m", "scryc", *options, str(corpus)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    total = largest = 0.0
    with tempfile.TemporaryFile() as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL, env=env)
        while process.poll() is None:
            sizes = [_memory_mb(pid) for pid in _tree(process.pid)]
            total = max(total, sum(pss for _, pss in sizes))
            largest = max([largest, *(rss for rss, _ in sizes)])
            time.sleep(SAMPLE)
        wall = time.perf_counter() - start
        out.seek(0)
        output = out.read()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Run(output, wall, cpu, total, largest)


def cold_and_warm(corpus: Path, command: list[str]) -> tuple[Run, Run]:
    """``command`` over ``corpus`` with an empty cache, then again with the cache it wrote."""
    with tempfile.TemporaryDirectory(prefix="scryc-bench-") as folder:
        return scryc(corpus, Path(folder), *command), scryc(corpus, Path(folder), *command)


def verdict(ok: bool) -> str:
    return "met" if ok else "MISSED"


def main() -> int:
    args = sys.argv[1:]
    commands = ["check", "coverage", "compile"]
    if "--commands" in args:
        at = args.index("--commands")
        commands = args[at + 1].split(",")
        del args[at : at + 2]
    corpus = Path(args[0]) if args else DEFAULT_CORPUS
    if not corpus.is_file():
        print(f"no corpus at {corpus}", file=sys.stderr)
        return 2
    cores = len(os.sched_getaffinity(0))
    print(f"{corpus.name}: {cores} cores, load average {_load()} at the start")
    ok = True
    for name in commands:
        command = [name, "--format", "json"] if name != "check" else [name]
        cold, warm = cold_and_warm(corpus, command)
        print(cold.line(f"{name} cold, --jobs {cores}"))
        print(warm.line(f"{name} warm (cache)"))
        same = cold.output == warm.output
        if name == "check":
            with tempfile.TemporaryDirectory(prefix="scryc-bench-") as folder:
                single = scryc(corpus, Path(folder), name, "--jobs", "1", "--no-cache")
            print(single.line(f"{name} --jobs 1, no cache"))
            same = same and single.output == cold.output
            cpu_ratio = cold.cpu / cold.wall
            peak = max(cold.total_mb, warm.total_mb, single.total_mb)
            print(
                f"  cold CPU/wall: {cpu_ratio:.2f} (bar ≥ {CPU_BAR} on {cores} cores: "
                f"{verdict(cpu_ratio >= CPU_BAR)})"
            )
            print(f"  --jobs 1 / cold wall: {single.wall / cold.wall:.2f}")
            print(
                f"  peak memory: {peak:.0f} MB (bar ≤ {MEMORY_BAR:.0f} MB: "
                f"{verdict(peak <= MEMORY_BAR)})"
            )
            ok = ok and cpu_ratio >= CPU_BAR and peak <= MEMORY_BAR
        warm_ratio = warm.wall / cold.wall
        print(
            f"  warm/cold wall: {warm_ratio:.2f} (bar ≤ {WARM_BAR}: "
            f"{verdict(warm_ratio <= WARM_BAR)})"
        )
        print(f"  outputs identical: {'yes' if same else 'NO'}")
        ok = ok and same and warm_ratio <= WARM_BAR
    print(f"load average {_load()} at the end")
    return 0 if ok else 1


def _load() -> str:
    return "/".join(f"{n:.1f}" for n in os.getloadavg())


if __name__ == "__main__":
    sys.exit(main())
