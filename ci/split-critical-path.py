#!/usr/bin/env python3
"""How well a split diff's end-to-end work divides across two threads, counted in instructions.

  ci/split-critical-path.py [--cases ID,…] [--keep DIR] [--verbose]

For each diff case (default: the million profile's standard churn at 1M items, 1 and 100 sections,
Int and String identifiers) counts the end-to-end operation (the old snapshot built from its
identifier arrays with appendSections(_:splittingAcross:), then the diff) once on one thread and
once split across two (`/w2`), every thread's instructions apart (`diffbench count-instructions
--end-to-end` under `valgrind --tool=callgrind --separate-threads=yes`).

A split's critical path is the calling thread's instructions outside the parallel parts plus, per
`perform` (each parallel region), the larger of the two threads' parts. Its ratio to the one-thread
count is what two cores can at best make of the time, whatever the machine's load: wall time on a
busy 2-core machine swings 2x, an instruction count repeats to a fraction of a percent (it ignores
cache misses, which the split's memory-bound phases have plenty of, so it is a proxy, not a clock).
--verbose prints each region and the calling thread's heaviest serial functions.
"""
import argparse, collections, os, re, subprocess, sys, tempfile

DEFAULT_CASES = [f"diff/linear/standard/n1000000/s{s}/{ids}" for s in (1, 100) for ids in ("int", "string")]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse(path):
    """(total, arcs {(caller, callee): inclusive}, self {function: self}) of one callgrind file."""
    names, arcs, own = {}, collections.defaultdict(int), collections.defaultdict(int)
    fn = cfn = None
    pending, total = False, 0

    def name(value):
        m = re.match(r"\((\d+)\)(?: (.*))?", value)
        if not m:
            return value
        if m.group(2):
            names[m.group(1)] = m.group(2)
        return names[m.group(1)]

    with open(path) as f:
        for line in f:
            if line.startswith("fn="):
                fn = name(line[3:].rstrip("\n"))
            elif line.startswith("cfn="):
                cfn = name(line[4:].rstrip("\n"))
            elif line.startswith("calls="):
                pending = True
            elif line.startswith("totals:"):
                total = int(line.split()[1])
            elif line[:1].isdigit() or line[:1] in "+-*":
                parts = line.split()
                if len(parts) >= 2:
                    if pending:
                        arcs[(fn, cfn)] += int(parts[1])
                        pending = False
                    else:
                        own[fn] += int(parts[1])
    return total, arcs, own


def is_thunk(symbol):
    # Reabstraction thunks ($sSiIgy_SiIegy_TR…) name no module or type of ours: no `<length><name>`.
    return re.search(r"_TR(TA)?(\.\d+)?$", symbol) is not None and re.search(r"\d[A-Za-z]{3,}", symbol[2:]) is None


def regions(arcs, own):
    """{part: instructions} for the parts DiffSplitter.runPart ran on this thread: each body it called
    (through reabstraction thunks), or a copy of runPart specialized for one body, whole."""
    callees = collections.defaultdict(list)
    for (caller, callee), cost in arcs.items():
        callees[caller].append((callee, cost))
    found = collections.defaultdict(int)
    seen = set()
    frontier = []
    for part in {f for pair in arcs for f in pair if "12DiffSplitterV7runPart" in f}:
        if own.get(part, 0) > 1_000:  # the body inlined into a specialized copy
            found[part] = own[part] + sum(cost for _, cost in callees[part])
        else:
            frontier.append(part)
    while frontier:
        caller = frontier.pop()
        if caller in seen:
            continue
        seen.add(caller)
        for callee, cost in callees[caller]:
            if is_thunk(callee):
                frontier.append(callee)
            else:
                found[callee] += cost
    return found


def tree(arcs, parts, depth=7):
    callees = collections.defaultdict(list)
    for (caller, callee), cost in arcs.items():
        callees[caller].append((callee, cost))
    roots = [c for _, c in arcs if "12Benchmarking" in c and "endToEnd" in c]
    roots = [r for r in roots if not any(callee == r and "endToEnd" in caller for caller, callee in arcs)]
    lines = []

    def walk(function, level, path):
        for callee, cost in sorted(callees[function], key=lambda kv: -kv[1]):
            if cost < 1_000_000 or callee in path:
                continue
            lines.append((level, cost, callee))
            if level < depth and callee not in parts:
                walk(callee, level + 1, path | {callee})

    for root in set(roots):
        walk(root, 0, {root})
    names = demangle(sorted({f for _, _, f in lines}))
    for level, cost, f in lines:
        mark = " [part]" if f in parts else ""
        print(f"      {'  ' * level}{cost / 1e6:7.1f} M  {short(names.get(f, f), 120 - 2 * level)}{mark}")


def demangle(symbols):
    if not symbols:
        return {}
    out = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(symbols), capture_output=True, text=True).stdout
    return dict(zip(symbols, out.splitlines()))


def short(text, width=110):
    return text if len(text) <= width else text[: width - 1] + "…"


def count(binary, case, directory):
    out = os.path.join(directory, "callgrind.out." + case.replace("/", "_"))
    for stale in [p for p in os.listdir(directory) if p.startswith(os.path.basename(out))]:
        os.remove(os.path.join(directory, stale))
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--separate-threads=yes", f"--callgrind-out-file={out}", binary,
         "count-instructions", "--profile", "million", "--end-to-end", "--case", case],
        env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", SWIFT_BACKTRACE="enable=no"), check=True,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    files = sorted(p for p in os.listdir(directory) if p.startswith(os.path.basename(out) + "-"))
    return [parse(os.path.join(directory, p)) for p in files]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", default=",".join(DEFAULT_CASES))
    parser.add_argument("--keep", help="keep callgrind's files in this folder")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--product", "diffbench"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    directory = args.keep or tempfile.mkdtemp(prefix="diffbench-split-")
    os.makedirs(directory, exist_ok=True)
    binary = os.path.join(directory, "diffbench-stripped")
    # valgrind 3.19 cannot read the DWARF 5 that Swift emits; the symbol table is enough.
    subprocess.run(["objcopy", "--strip-debug", os.path.join(ROOT, ".build/release/diffbench"), binary], check=True)
    print(f"{'case':42} {'w1 M':>8} {'w2 main M':>10} {'serial M':>9} {'parallel max M':>15} {'helper idle M':>14} {'path M':>8} {'path/w1':>8}")
    for case in args.cases.split(","):
        (one, _, _), = [t for t in count(binary, case, directory) if t[0] > 0][:1] or [(0, None, None)]
        threads = [t for t in count(binary, case + "/w2", directory) if t[0] > 0]
        main_total, main_arcs, main_own = threads[0]
        main_regions = regions(main_arcs, main_own)
        helper_regions = collections.Counter()
        for _, arcs, own in threads[1:]:
            helper_regions.update(regions(arcs, own))
        bodies = set(main_regions) | set(helper_regions)
        serial = main_total - sum(main_regions.values())
        parallel = sum(max(main_regions.get(b, 0), helper_regions.get(b, 0)) for b in bodies)
        idle = sum(max(main_regions.get(b, 0), helper_regions.get(b, 0)) - helper_regions.get(b, 0) for b in bodies)
        path = serial + parallel
        print(f"{case:42} {one / 1e6:8.1f} {main_total / 1e6:10.1f} {serial / 1e6:9.1f} {parallel / 1e6:15.1f} {idle / 1e6:14.1f} {path / 1e6:8.1f} {path / one:8.3f}")
        if args.verbose:
            names = demangle(sorted(bodies))
            for b in sorted(bodies, key=lambda b: -max(main_regions.get(b, 0), helper_regions.get(b, 0))):
                print(f"    region main {main_regions.get(b, 0) / 1e6:7.1f} M  helper {helper_regions.get(b, 0) / 1e6:7.1f} M  {short(names.get(b, b))}")
            print("    calling thread's calls, 1 M instructions or more (a callee's callees summed over all its callers):")
            tree(main_arcs, main_regions)
    if not args.keep:
        subprocess.run(["rm", "-rf", directory])


if __name__ == "__main__":
    main()
