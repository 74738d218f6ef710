#!/usr/bin/env python3
"""Proposes the paths of an app's diffable screens for the corpus manifest (ci/corpus/manifest.json).

Reads a git mirror at a commit and prints JSON: the seed files (those naming a diffable data source
or snapshot) and, breadth first, the app files they need: files declaring a type a selected file names,
then extension files declaring a member a selected file calls, up to --max files. Tests, SwiftUI,
AppKit and vendored folders are skipped, and so, when the repository has Xcode projects, is a file
no app target compiles (the target rule, ci/corpus/target_rule.py). A proposal to read and trim by hand, not a verdict: the
manifest lists the paths explicitly.

  ci/corpus/select-paths.py --git-dir MIRROR [--commit HEAD] [--seed PATH ...] [--max 20]
"""
import argparse, json, re, subprocess, sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import target_rule  # noqa: E402

DIFFABLE = re.compile(r"\b(UICollectionViewDiffableDataSource|UITableViewDiffableDataSource|NSDiffableDataSourceSnapshot|NSDiffableDataSourceSectionSnapshot)\b")
SKIP = re.compile(r"(^|/)(Pods|Carthage|\.build|Vendor|vendor|ThirdParty|Tests?|UITests|[^/]*Tests|[^/]*UITests|Tests [^/]*|Preview Content)/|Tests?\.swift$|(^|/)Package\.swift$")
TYPE_DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|final|indirect)\s+)*(class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)", re.M)
EXT_DECL = re.compile(r"^\s*(?:(?:public|private|fileprivate|internal)\s+)?extension\s+([A-Za-z_][\w.]*)", re.M)
MEMBER_DECL = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|open|final|static|class|override|@objc|mutating|convenience)\s+)*(?:func|var|let)\s+([A-Za-z_]\w*)", re.M)
TOKEN = re.compile(r"\b[A-Za-z_]\w*\b")
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True, text=True).stdout


def nearest(referrer, candidates, most):
    """The declaring files closest to the referrer in the folder tree: a name declared in several
    places (a nested `Section`, an `apply` extension) is taken from the referrer's own neighbourhood;
    an extension member declared in more than `most` files is too common to say anything."""
    if len(candidates) > most:
        return []
    def shared(c):
        a, b = referrer.split("/"), c.split("/")
        n = 0
        while n < min(len(a), len(b)) - 1 and a[n] == b[n]:
            n += 1
        return n
    best = max(shared(c) for c in candidates)
    return sorted(c for c in candidates if shared(c) == best)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--git-dir", required=True)
    p.add_argument("--commit", default="HEAD")
    p.add_argument("--seed", action="append", default=[], help="seed files (default: every file naming a diffable type)")
    p.add_argument("--under", help="only consider files under this folder")
    p.add_argument("--max", type=int, default=20)
    p.add_argument("--types-only", action="store_true", help="follow type declarations only, not extension members (large apps)")
    a = p.parse_args()
    paths = [x for x in git(a.git_dir, "ls-tree", "-r", "--name-only", a.commit).splitlines() if x.endswith(".swift")]
    if a.under:
        paths = [x for x in paths if x.startswith(a.under)]
    membership = target_rule.repository_membership(a.git_dir, a.commit)
    uncompiled = [x for x in paths if membership and not membership.compiled(x)]
    paths = [x for x in paths if x not in uncompiled or x in a.seed]
    text = {}
    for path in paths:
        if SKIP.search(path) and path not in a.seed:
            continue
        body = git(a.git_dir, "show", f"{a.commit}:{path}")
        if path not in a.seed and re.search(r"^\s*import\s+(SwiftUI|AppKit|Cocoa|WatchKit)\b", body, re.M) or "NSCollectionViewDiffableDataSource" in body:
            continue
        text[path] = COMMENT.sub(" ", body)
    types, members = {}, {}
    for path, body in text.items():
        for _, name in TYPE_DECL.findall(body):
            if name not in ("func", "var", "let", "init", "subscript", "static"):
                types.setdefault(name, set()).add(path)
        if EXT_DECL.search(body):
            for name in MEMBER_DECL.findall(body):
                if len(name) > 3:
                    members.setdefault(name, set()).add(path)
    seeds = a.seed or sorted(x for x, b in text.items() if DIFFABLE.search(b))
    chosen, why = list(seeds), {s: "seed" for s in seeds}
    frontier = list(seeds)
    while frontier and len(chosen) < a.max:
        nxt = []
        for path in frontier:
            tokens = set(TOKEN.findall(text.get(path, "")))
            calls = set(re.findall(r"\.([A-Za-z_]\w*)", text.get(path, "")))
            rules = [("type", types, tokens)] + ([] if a.types_only else [("extension", members, calls)])
            for kind, table, names in rules:
                for name in sorted(names & table.keys()):
                    for dep in nearest(path, table[name], 2 if kind == "extension" else 99):
                        if dep not in why and len(chosen) < a.max:
                            why[dep] = f"{kind} {name} (from {path})"
                            chosen.append(dep)
                            nxt.append(dep)
        frontier = nxt
    json.dump({"commit": git(a.git_dir, "rev-parse", a.commit).strip(), "paths": chosen, "why": why,
               "notCompiledByAnyTarget": len(uncompiled)}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
