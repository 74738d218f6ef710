#!/usr/bin/env python3
"""ci/corpus/census.py: which UIKit, Core Animation, Core Graphics, WebKit, SafariServices and Core
Data names the corpus's apps use
anywhere in their repositories (not only the listed screens) that DiffableCompat does not declare,
ranked by how many apps use them. The compile-based ranking (ci/corpus-run) sees only the listed
screens; once its names are all single-app ones, this larger sample of the same apps' usage says
what to add next. Like the compile ranking, it reads one part (ranking by default) and never the
held-out part unless asked.

  DIFFBENCH_CORPUS_MIRRORS=<mirrors> ci/corpus/census.py [--part ranking] [--top 90]

A heuristic, by tokens: names that start with UI, CA, CG, WK or SF (and the NSLayout/NSCollection/
NSDiffable/NSParagraph families, and Core Data's NSManaged/NSFetch/NSPersistent ones), minus those any of the app's own files or DiffableCompat/CombineCompat
declare; test, Pods and Carthage folders skipped. Exit 0, or 2 for a mirror that is missing.
"""
import argparse, collections, json, os, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
DECLARATION = re.compile(r'\b(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)')
TOKEN = re.compile(r'\b((?:UI|CA|CG|WK|SF)[A-Z][A-Za-z]+|NS(?:Layout|Collection|Diffable|TextAlignment|Underline|LineBreak|Attributed|Paragraph|Shadow|Directional|Managed|Fetch|Persistent|Entity)\w*)\b')


# Tokens the pattern catches that are not missing names: Linux Foundation declares the geometry
# types and NSAttributedString; `UIKit` is the module; `@NSManaged` is an attribute the port rewrites.
NOT_NAMES = {"UIKit", "CGRect", "CGFloat", "CGSize", "CGPoint", "CGAffineTransform", "CGVector", "NSAttributedString", "NSManaged"}


def declared_here():
    names = set()
    for target in ("DiffableCompat", "CombineCompat"):
        for path in (ROOT / "Sources" / target).rglob("*.swift"):
            text = path.read_text(errors="replace")
            names.update(DECLARATION.findall(text))
            names.update(re.findall(r'\bfunc\s+(\w+)', text))
            names.update(re.findall(r'\bcase\s+(\w+)', text))
            # `extension Notification.Name { public static let NSManagedObjectContextDidSave = … }`
            names.update(re.findall(r'\bstatic\s+(?:let|var)\s+(\w+)', text))
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", default="ranking", choices=("ranking", "held-out"))
    parser.add_argument("--top", type=int, default=90)
    parser.add_argument("--mirrors", default=os.environ.get("DIFFBENCH_CORPUS_MIRRORS"))
    args = parser.parse_args()
    if not args.mirrors:
        print("give --mirrors or DIFFBENCH_CORPUS_MIRRORS", file=sys.stderr)
        return 2
    manifest = json.loads((ROOT / "ci" / "corpus" / "manifest.json").read_text())
    declared = declared_here()
    apps, uses = collections.defaultdict(set), collections.Counter()
    for app in manifest["apps"]:
        if app["part"] != args.part:
            continue
        git_dir = Path(args.mirrors) / app["repository"].replace("/", "+") / "repo"
        if not git_dir.is_dir():
            print(f"no mirror for {app['repository']} at {git_dir}", file=sys.stderr)
            return 2
        listing = subprocess.run(["git", "--git-dir", str(git_dir), "ls-tree", "-r", "--name-only", app["commit"]],
                                 capture_output=True, text=True).stdout.split("\n")
        files = [f for f in listing if f.endswith(".swift") and "Tests" not in f and "Pods/" not in f and "Carthage" not in f]
        batch = "\n".join(f"{app['commit']}:{f}" for f in files).encode()
        text = subprocess.run(["git", "--git-dir", str(git_dir), "cat-file", "--batch"], input=batch, capture_output=True).stdout.decode("utf8", "replace")
        own = set(DECLARATION.findall(text))
        for token in TOKEN.findall(text):
            if token in declared or token in own or token in NOT_NAMES:
                continue
            apps[token].add(app["repository"])
            uses[token] += 1
    print(f"{'name':45} apps  uses   ({args.part} part, whole repositories)")
    for name in sorted(apps, key=lambda n: (-len(apps[n]), -uses[n], n))[:args.top]:
        print(f"{name:45} {len(apps[name]):4} {uses[name]:5}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
