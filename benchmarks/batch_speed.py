"""Batch speed: ``scryc check`` over a corpus cold (no cache), warm (from the cache) and on one
core, each with its wall time, CPU time over wall time and peak memory.

Usage: python benchmarks/batch_speed.py [CORPUS.jsonl]   (default: ../shared/corpus/oracle.jsonl)

Each run is a fresh ``python -m scryc check`` process with its own empty cache folder
(``SCRYC_CACHE_DIR``). CPU time is the user and system time of the process and its
workers. Peak memory is sampled from /proc every 50 ms: the largest sum of the proportional
set size (PSS: resident memory, pages shared after the fork split between the sharers) of
the process and its workers, and the largest resident memory of any one of them (what
``/usr/bin/time -v`` reports). The outputs of
the three runs must be identical; the script exits 1 when they are not (2 if the corpus is
missing).
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
            f"{label:<22} wall {self.wall:6.2f} s   CPU/wall {ratio:4.2f}   "
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


def check(corpus: Path, cache: Path, *options: str) -> Run:
    """One ``scryc check`` of ``corpus`` with the cache folder ``cache``."""
    env = dict(os.environ, SCRYC_CACHE_DIR=str(cache))
    command = [sys.executable, "-m", "scryc", "check", *options, str(corpus)]
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


def main() -> int:
    corpus = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CORPUS
    if not corpus.is_file():
        print(f"no corpus at {corpus}", file=sys.stderr)
        return 2
    cores = len(os.sched_getaffinity(0))
    load = os.getloadavg()[0]
    print(f"scryc check {corpus.name}: {cores} cores, load average {load:.1f} at the start")
    with tempfile.TemporaryDirectory(prefix="scryc-bench-") as folder:
        cold = check(corpus, Path(folder))
        warm = check(corpus, Path(folder))
    with tempfile.TemporaryDirectory(prefix="scryc-bench-") as folder:
        single = check(corpus, Path(folder), "--jobs", "1", "--no-cache")
    print(cold.line(f"cold, --jobs {cores}"))
    print(warm.line("warm (cache)"))
    print(single.line("--jobs 1, no cache"))
    same = cold.output == warm.output == single.output
    warm_ratio = warm.wall / cold.wall
    cpu_ratio = cold.cpu / cold.wall
    print(f"warm/cold wall: {warm_ratio:.2f} (bar ≤ {WARM_BAR})")
    print(f"cold CPU/wall: {cpu_ratio:.2f} (bar ≥ {CPU_BAR} on {cores} cores)")
    print(f"--jobs 1 / cold wall: {single.wall / cold.wall:.2f}")
    peak = max(cold.total_mb, warm.total_mb, single.total_mb)
    print(f"peak memory: {peak:.0f} MB (bar ≤ {MEMORY_BAR:.0f} MB)")
    print(f"outputs identical: {'yes' if same else 'NO'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
