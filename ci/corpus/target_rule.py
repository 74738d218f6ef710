"""The target rule: compile what the app's Xcode project compiles (issue 30).

Used by ci/corpus-run. `TARGET_RULE` is the rule as every report repeats it; the functions apply it
to one app: which listed files are kept, in which compile units, which context candidates are
allowed and in what order, and how the units' results add up to the app's.
"""
import collections
import re
import subprocess

import xcodeproj

TARGET_RULE = """\
Target rule (the app's build definition decides what compiles together). When the app's repository
holds Xcode projects (project.pbxproj, read by ci/corpus/xcodeproj.py at the manifest's commit; those
under Pods/ and Carthage/ skipped), a file counts as compiled when a target of any project that is
not a test bundle compiles it (its Sources build phase, or an Xcode 16 synchronized folder less its
exceptions), or when it lies in a source folder of a local Swift package (Package.swift: Sources/
and each target's `path:`). A listed file that nothing compiles is dropped: not ported, not
compiled, not counted, and reported per app and per part ("dropped"). When two kept listed files
declare one top-level type and belong to different projects (or packages), the listed files are
compiled as one unit per project, each its own target, so that two projects never share a module;
otherwise the app is one unit, as before. Context candidates that nothing compiles are never taken
(counted as "context candidates refused"); of the candidates for a name, those compiled by what
compiles the file whose error named it (a target, or its local package) come first, each group in
the context rule's nearest-folder order. A repository with no Xcode project (SwiftPM only, Tuist's Project.swift, XcodeGen's
project.yml, or none) keeps the rule of before: every listed file is compiled in one unit, and any
context candidate may be taken. A unit with a listed file in a local Swift package target that has
resources (a file SwiftPM takes as a resource by its type, or any non-Swift file where the manifest
declares `resources:`) is given a resource too, so that SwiftPM generates `Bundle.module` for it as
for that target ("bundleModule" per app).
"""


def _git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", str(git_dir), *args], capture_output=True)


def repository_membership(git_dir, commit):
    """xcodeproj.Membership of the repository at `commit`, or None when it holds no Xcode project
    outside vendored folders (then the rule of before applies)."""
    listing = _git(git_dir, "ls-tree", "-r", "--name-only", "-z", commit).stdout.decode("utf-8", "replace")
    files = [p for p in listing.split("\0") if p]
    read = lambda path: _git(git_dir, "show", f"{commit}:{path}").stdout.decode("utf-8", "replace")
    membership = xcodeproj.read_membership(files, read)
    return membership if membership.has_projects else None


# Files SwiftPM takes as a target's resources by their type, with no `resources:` declaration.
RESOURCE_BY_TYPE = re.compile(r"\.(xcassets|xib|storyboard|xcdatamodeld?|xcmappingmodel|xcstrings|metal)(/|$)")


def resource_folders(git_dir, commit):
    """The source folders of the repository's local Swift package targets that have resources, so
    that SwiftPM generates `Bundle.module` for them: a folder holding a file SwiftPM takes as a
    resource by its type (an asset catalog, a nib, a storyboard, a Core Data model, a string
    catalog, a Metal file), or, where the package's manifest declares `resources:`, any file that is
    neither Swift nor a header. A target's folder is `Sources/<name>` or a `path:` of the manifest."""
    listing = _git(git_dir, "ls-tree", "-r", "--name-only", "-z", commit).stdout.decode("utf-8", "replace")
    files = [p for p in listing.split("\0") if p and not re.search(r"(^|/)(Pods|Carthage|\.build)/", p)]
    folders = set()
    for manifest in (p for p in files if p.rsplit("/", 1)[-1] == "Package.swift"):
        text = _git(git_dir, "show", f"{commit}:{manifest}").stdout.decode("utf-8", "replace")
        declares = "resources:" in re.sub(r"//[^\n]*", "", text)
        for source in xcodeproj.package_sources(manifest, text):
            for path in files:
                if not path.startswith(source + "/"):
                    continue
                rest = path[len(source) + 1:]
                folder = source + "/" + rest.split("/", 1)[0] if source.endswith("Sources") and "/" in rest else source
                if RESOURCE_BY_TYPE.search(rest) or (declares and not re.search(r"\.(swift|h|m|c|md)$", path)):
                    folders.add(folder)
    return folders


def needs_bundle_module(paths, folders):
    """Whether any of `paths` lies in one of `folders` (resource_folders)."""
    return any(p.startswith(f + "/") for p in paths for f in folders)


def build_definition(git_dir, commit):
    """A word for a repository without an Xcode project: what builds it instead."""
    listing = _git(git_dir, "ls-tree", "-r", "--name-only", commit).stdout.decode("utf-8", "replace").splitlines()
    names = {p.rsplit("/", 1)[-1] for p in listing if not re.search(r"(^|/)(Pods|Carthage|\.build)/", p)}
    if "Project.swift" in names:
        return "Tuist"
    if "project.yml" in names:
        return "XcodeGen"
    if "Package.swift" in names:
        return "SwiftPM"
    return "none"


def _home(membership, path):
    """The project (or package manifest) a kept file belongs to: the first in path order."""
    targets = membership.targets_compiling(path)
    return targets[0][0] if targets else membership.package_compiling(path)


def split_listed(paths, membership, top_types):
    """`paths`: the app's listed paths; `top_types`: {path: set of top-level type names}.
    Returns (units, dropped): units a list of path lists, compiled as separate targets; dropped the
    paths nothing compiles. Without a membership (no Xcode project) one unit of every path."""
    if membership is None:
        return [list(paths)], []
    kept = [p for p in paths if membership.compiled(p)]
    dropped = [p for p in paths if p not in kept]
    homes = {p: _home(membership, p) for p in kept}
    declared_in = collections.defaultdict(set)
    for p in kept:
        for name in top_types.get(p, ()):
            declared_in[name].add(homes[p])
    if not any(len(h) > 1 for h in declared_in.values()):
        return ([kept] if kept else []), dropped
    by_home = collections.OrderedDict()
    for p in kept:
        by_home.setdefault(homes[p], []).append(p)
    return list(by_home.values()), dropped


def unit_targets(membership, paths):
    """The (project, target) pairs compiling any of `paths` (none without a membership)."""
    if membership is None:
        return set()
    return {t for p in paths for t in membership.targets_compiling(p)}


def order_candidates(candidates, membership, near):
    """Context candidates (nearest first) for a name an error in file `near` needs, filtered and
    reordered by the rule: (allowed, refused). Candidates compiled by what compiles `near` (a target
    of a project, or its local package) come first, each group in the nearest-folder order."""
    if membership is None:
        return list(candidates), []
    allowed = [c for c in candidates if membership.compiled(c)]
    refused = [c for c in candidates if c not in allowed]
    homes = membership.homes(near)
    allowed.sort(key=lambda c: not (membership.homes(c) & homes))  # stable: nearest stays first
    return allowed, refused


SUMMED = ("files", "filesCompiling", "filesCompilingButForAppNames", "buildSeconds")


def merge_units(unit_results):
    """One app's result from its units' results (each shaped as corpus-run's per-app result)."""
    if len(unit_results) == 1:
        return unit_results[0]
    merged = dict(unit_results[0])
    for key in SUMMED:
        merged[key] = round(sum(u[key] for u in unit_results), 1) if key == "buildSeconds" else sum(u[key] for u in unit_results)
    for key in ("compilesFully", "compilesButForAppNames"):
        merged[key] = all(u[key] for u in unit_results)
    first = {k: sum(u["firstCompile"][k] for u in unit_results) for k in ("files", "filesCompiling", "filesCompilingButForAppNames", "errors")}
    first.update({k: all(u["firstCompile"][k] for u in unit_results) for k in ("compilesFully", "compilesButForAppNames")})
    merged["firstCompile"] = first
    merged["context"] = {
        "added": sum(u["context"]["added"] for u in unit_results), "compiling": sum(u["context"]["compiling"] for u in unit_results),
        "rounds": max(u["context"]["rounds"] for u in unit_results), "errors": sum(u["context"]["errors"] for u in unit_results),
        "files": [f for u in unit_results for f in u["context"]["files"]],
        "refused": sorted({f for u in unit_results for f in u["context"].get("refused", [])})}
    removed = collections.Counter()
    for u in unit_results:
        removed.update(u["importsRemoved"])
    merged["importsRemoved"] = dict(removed)
    merged["modulesKept"] = sorted({m for u in unit_results for m in u["modulesKept"]})
    for key in ("diffableCompatImportAdded", "errors", "unattributed"):
        merged[key] = [x for u in unit_results for x in u[key]]
    merged["units"] = [dict(unit, files=u["files"], filesCompiling=u["filesCompiling"])
                       for u in unit_results for unit in u["units"]]
    return merged


def empty_result(app, app_info, absent):
    """The result of an app whose every listed file was dropped: nothing compiled, nothing counted."""
    zero = {"files": 0, "filesCompiling": 0, "filesCompilingButForAppNames": 0, "compilesFully": False, "compilesButForAppNames": False}
    return {"repository": app["repository"], "commit": app["commit"], "part": app["part"], "kind": app.get("kind"), **zero,
            "firstCompile": dict(zero, errors=0),
            "context": {"added": 0, "compiling": 0, "rounds": 0, "errors": 0, "files": [], "refused": []},
            "filesListed": len(app["paths"]), "filesDropped": app_info["dropped"], "buildDefinition": app_info["definition"],
            "projects": app_info["projects"], "units": [], "pathsMissing": absent, "importsRemoved": {}, "modulesKept": [],
            "diffableCompatImportAdded": [], "buildSeconds": 0.0, "errors": [], "unattributed": []}
