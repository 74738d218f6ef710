#!/usr/bin/env python3
"""Public documentation coverage of diffbench's modules, from their symbol graphs.

  ci/doc-coverage.py SYMBOLGRAPH_DIR KNOWN_LIST [--write]

Counts every public or open symbol of our modules (not re-exported ones; not members the compiler
synthesizes or a protocol documents: hash(into:), ==, init(from:), description …) and whether it
has a doc comment. Fails (exit 1) when a symbol without one is not in KNOWN_LIST (new public API
must be documented) or when a symbol in KNOWN_LIST has been documented or removed (so the list only
shrinks: take it out). --write rewrites KNOWN_LIST from the tree (to record the debt once).
"""
import collections, glob, json, os, sys

OURS = {"ApplyPipeline", "Benchmarking", "CombineCompat", "DiffBenchCommand", "DiffBenchSupport", "DiffableCompat",
        "DiffableSnapshots", "DiffableTraceRecorder", "Diffing", "Fuzzing", "HeadlessViews", "JemallocProbe", "PortToLinux",
        "ViewModelFuzzing", "Workloads"}
INHERITED = {"hashValue", "hash(into:)", "init(from:)", "encode(to:)", "==(_:_:)", "!=(_:_:)", "<(_:_:)", "rawValue",
             "init(rawValue:)", "description", "debugDescription", "allCases", "id", "errorDescription",
             "makeIterator()", "next()", "startIndex", "endIndex", "index(after:)", "subscript(_:)"}


def symbols(directory):
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        module = os.path.basename(path)[: -len(".symbols.json")].split("@")[0]
        if module not in OURS:
            continue
        graph = json.load(open(path))
        # Members that implement a protocol's requirement show the protocol's documentation.
        implements = {r["source"] for r in graph.get("relationships", []) if r["kind"] in ("defaultImplementationOf", "overrides")}
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            components = symbol["pathComponents"]
            if any(c.startswith("_") for c in components) or components[-1] in INHERITED:
                continue
            # No source location: the compiler wrote it (an OptionSet's insert, a literal init).
            if "location" not in symbol:
                continue
            # Written in another package (a protocol extension's member, OpenCombine's Sequence.publisher
            # on a Sequence of ours): documented there, not ours to document.
            if "/.build/checkouts/" in symbol["location"].get("uri", "") or "/.build-" in symbol["location"].get("uri", ""):
                continue
            documented = any(line.get("text", "").strip() for line in symbol.get("docComment", {}).get("lines", []))
            documented = documented or symbol["identifier"]["precise"] in implements
            key = f'{module} {symbol["kind"]["identifier"].replace("swift.", "")} {".".join(components)}'
            yield module, key, documented


def main():
    directory, known_path = sys.argv[1], sys.argv[2]
    total, documented, missing = collections.Counter(), collections.Counter(), set()
    for module, key, has_doc in symbols(directory):
        total[module] += 1
        if has_doc:
            documented[module] += 1
        else:
            missing.add(key)
    if "--write" in sys.argv:
        with open(known_path, "w") as out:
            out.write("# Public symbols without a doc comment yet (ci/doc-coverage): the list only shrinks.\n")
            out.writelines(line + "\n" for line in sorted(missing))
    known = {line.strip() for line in open(known_path) if line.strip() and not line.startswith("#")}
    for module in sorted(total):
        print(f"{module:24} {documented[module]:5} / {total[module]:5} documented ({100 * documented[module] / total[module]:.0f}%)")
    print(f"{'all':24} {sum(documented.values()):5} / {sum(total.values()):5} documented")
    new = sorted(missing - known)
    gone = sorted(known - missing)
    for key in new:
        print(f"undocumented public symbol (document it): {key}")
    for key in gone:
        print(f"documented or removed, take it out of {known_path}: {key}")
    return 1 if new or gone else 0


if __name__ == "__main__":
    sys.exit(main())
