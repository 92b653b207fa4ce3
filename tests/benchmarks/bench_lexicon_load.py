"""How long the German lexicon takes to load, and how much memory the process then holds.

Run: ``uv run python tests/benchmarks/bench_lexicon_load.py``. Each run is a fresh Python
process (as when the game starts), so nothing is warm. Printed: the median over the runs of
the numpy import, the rest of the imports, load_lexicon("de") with one membership query and
one zipf lookup, and the process's peak RSS at the end. Not a test: pytest collects test_*.py.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys

RUNS = 7

CHILD = """
import json, resource, time
t0 = time.perf_counter()
import numpy
t1 = time.perf_counter()
from rondo_desktop.games.rondo.lexicons import load_lexicon
t2 = time.perf_counter()
from rondo_desktop.games.rondo.engine import Holder, load_deck
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
t2 = time.perf_counter()
lexicon = load_lexicon("de")
found = "HAEUSER" in lexicon and lexicon.zipf("HAUS") > 0
t3 = time.perf_counter()
finder = WordFinder(lexicon, load_deck("de"))
finder.warm_up()
plays = finder.plays(Holder.parse("-HAUs"), list("ERT?-AB"))
t4 = time.perf_counter()
assert found and plays
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
print(json.dumps({"numpy": t1 - t0, "imports": t2 - t1, "load": t3 - t2, "finder": t4 - t3,
                  "rss_mb": peak_kb / 1024}))
"""


def one_run() -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> None:
    runs = [one_run() for _ in range(RUNS)]

    def median(key: str) -> float:
        return statistics.median(r[key] for r in runs)

    print(f"German lexicon, median of {RUNS} fresh processes:")
    print(f"  import numpy                  {median('numpy') * 1000:7.1f} ms")
    print(f"  import lexicons + engine      {median('imports') * 1000:7.1f} ms")
    print(f"  load_lexicon('de') + 1 query  {median('load') * 1000:7.1f} ms")
    print(f"  word finder tables + 1 search {median('finder') * 1000:7.1f} ms")
    ready = median("load") + median("finder")
    print(f"  ready to answer (load+finder) {ready * 1000:7.1f} ms   (goal <= 150 ms)")
    total = median("numpy") + median("imports") + ready
    print(f"  total with imports            {total * 1000:7.1f} ms")
    peak = max(r["rss_mb"] for r in runs)
    print(f"  peak RSS                      {peak:7.1f} MB   (goal <= 100 MB)")


if __name__ == "__main__":
    main()
