"""Which Swift files each target of an Xcode project compiles, read from its project.pbxproj.

Used by ci/corpus-run (issue 30): a repository may hold a second project, or a stale copy of a file
that no target compiles, and only the project file says which files an app's target compiles.
Dependency-free: project.pbxproj is an old-style (NeXT) property list, parsed here as one.

What it reads:
- every PBXNativeTarget: its PBXSourcesBuildPhase's files -> PBXBuildFile.fileRef ->
  PBXFileReference (or a PBXVariantGroup's children), each path resolved through its PBXGroup
  parents by sourceTree (`<group>`: the parent's folder; `SOURCE_ROOT`: the project's folder, that
  is, the folder holding the .xcodeproj plus the project's projectDirPath; `<absolute>` and build
  settings such as BUILT_PRODUCTS_DIR or SDKROOT: outside the repository, never a repository file);
- Xcode 16's folders (PBXFileSystemSynchronizedRootGroup, listed in a target's
  fileSystemSynchronizedGroups): every Swift file under the folder in the repository, less the
  `membershipExceptions` of the folder's PBXFileSystemSynchronizedBuildFileExceptionSet for that
  target; an exception set naming a target that does not list the folder adds its files to that
  target instead (how Xcode records "also a member of" another target).
Test bundles (product types ending in `unit-test` or `ui-testing`) are read and marked `test`.
For ci/corpus/asset_symbols.py each target also gives the asset catalogs it copies (its Resources
build phase's `.xcassets`, or those under its synchronized folders) and its build settings (the
project's, then the target's, of the Debug configuration).

What it does not read: build settings that exclude files (EXCLUDED_SOURCE_FILE_NAMES,
INCLUDED_SOURCE_FILE_NAMES), per-file platform filters, and files a build phase script generates.
Local Swift packages (a folder with a Package.swift) compile their own files; `package_sources`
reads their source folders, as SwiftPM lays them out, so a caller can count them as compiled.
"""
import posixpath
import re

# ---------------------------------------------------------------- old-style property lists

_UNQUOTED = re.compile(r"[A-Za-z0-9_$+/:.\-]+")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


class PlistError(ValueError):
    """The text is not an old-style property list; the message gives the offset."""


class _Parser:
    def __init__(self, text):
        self.text, self.at = text, 0

    def fail(self, what):
        line = self.text.count("\n", 0, self.at) + 1
        raise PlistError(f"line {line}: {what}")

    def skip(self):
        text, n = self.text, len(self.text)
        while self.at < n:
            c = text[self.at]
            if c in " \t\r\n\ufeff":
                self.at += 1
            elif text.startswith("//", self.at):
                end = text.find("\n", self.at)
                self.at = n if end < 0 else end + 1
            elif text.startswith("/*", self.at):
                end = text.find("*/", self.at + 2)
                if end < 0:
                    self.fail("unterminated comment")
                self.at = end + 2
            else:
                break

    def expect(self, char):
        self.skip()
        if not self.text.startswith(char, self.at):
            self.fail(f"expected {char!r}")
        self.at += 1

    def value(self):
        self.skip()
        if self.at >= len(self.text):
            self.fail("unexpected end")
        c = self.text[self.at]
        if c == "{":
            return self.dictionary()
        if c == "(":
            return self.array()
        if c == '"':
            return self.quoted()
        if c == "<":
            end = self.text.find(">", self.at)
            if end < 0:
                self.fail("unterminated data")
            data = re.sub(r"\s", "", self.text[self.at + 1:end])
            self.at = end + 1
            return bytes.fromhex(data)
        m = _UNQUOTED.match(self.text, self.at)
        if not m:
            self.fail(f"unexpected {c!r}")
        self.at = m.end()
        return m.group(0)

    def quoted(self):
        self.at += 1
        out, text = [], self.text
        while True:
            end = self.at
            while end < len(text) and text[end] not in '"\\':
                end += 1
            out.append(text[self.at:end])
            if end >= len(text):
                self.fail("unterminated string")
            self.at = end + 1
            if text[end] == '"':
                return "".join(out)
            esc = text[self.at] if self.at < len(text) else ""
            if esc in _ESCAPES:
                out.append(_ESCAPES[esc])
                self.at += 1
            elif esc == "U":  # \U followed by four hex digits
                out.append(chr(int(text[self.at + 1:self.at + 5], 16)))
                self.at += 5
            elif esc.isdigit():  # up to three octal digits
                digits = re.match(r"[0-7]{1,3}", text[self.at:]).group(0)
                out.append(chr(int(digits, 8)))
                self.at += len(digits)
            else:
                out.append(esc)
                self.at += 1

    def dictionary(self):
        self.at += 1
        result = {}
        while True:
            self.skip()
            if self.text.startswith("}", self.at):
                self.at += 1
                return result
            key = self.value()
            if not isinstance(key, str):
                self.fail("a dictionary key must be a string")
            self.expect("=")
            result[key] = self.value()
            self.expect(";")

    def array(self):
        self.at += 1
        result = []
        while True:
            self.skip()
            if self.text.startswith(")", self.at):
                self.at += 1
                return result
            result.append(self.value())
            self.skip()
            if self.text.startswith(",", self.at):
                self.at += 1
            elif not self.text.startswith(")", self.at):
                self.fail("expected ',' or ')'")


def parse_plist(text):
    """An old-style property list (dictionaries, arrays, strings, data) -> dict/list/str/bytes."""
    parser = _Parser(text)
    result = parser.value()
    parser.skip()
    if parser.at != len(text):
        parser.fail("text after the top-level value")
    return result


# ---------------------------------------------------------------- targets and their files

GROUP_ISAS = ("PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup")
TEST_PRODUCTS = re.compile(r"(unit-test|ui-testing)$")


class Target:
    """One PBXNativeTarget: its name, product type, whether it is a test bundle, the repository
    paths of the Swift files it compiles, of the asset catalogs it copies (`catalogs`: its
    Resources build phase's `.xcassets`, or those under its synchronized folders), and its build
    settings (`settings`: the project's then the target's for the Debug configuration, or the first
    when none is named Debug; xcconfig files are not read)."""

    def __init__(self, name, product_type, files, catalogs=(), settings=None):
        self.name, self.product_type, self.files = name, product_type, files
        self.catalogs, self.settings = set(catalogs), dict(settings or {})
        self.test = bool(TEST_PRODUCTS.search(product_type or ""))

    def __repr__(self):
        return f"Target({self.name!r}, {self.product_type!r}, {len(self.files)} files)"


def _normalize(path):
    """A repository-relative path, or None when it leaves the repository."""
    path = posixpath.normpath(path)
    if path == "." or path.startswith("../") or path == ".." or path.startswith("/"):
        return None if path != "." else ""
    return path


def project_targets(pbxproj_path, text, repository_files):
    """The targets of the project whose project.pbxproj is at `pbxproj_path` (repository-relative)
    with contents `text`; `repository_files` lists every path of the repository at the same commit
    (for synchronized folders). Returns [Target], paths repository-relative."""
    root = parse_plist(text)
    objects = root.get("objects", {})
    project = objects.get(root.get("rootObject"), {})
    xcodeproj_dir = posixpath.dirname(posixpath.dirname(pbxproj_path))
    source_root = _normalize(posixpath.join(xcodeproj_dir, project.get("projectDirPath", "") or ""))

    parent = {}
    for oid, obj in objects.items():
        if isinstance(obj, dict) and obj.get("isa") in GROUP_ISAS:
            for child in obj.get("children", []) or []:
                parent.setdefault(child, oid)
    resolved = {}

    def folder_of(oid, depth=0):
        """The repository path an object names (None: outside the repository or unknown)."""
        if oid in resolved:
            return resolved[oid]
        obj = objects.get(oid)
        if not isinstance(obj, dict) or depth > 64 or source_root is None:
            return None
        tree, path = obj.get("sourceTree", "<group>"), obj.get("path", "") or ""
        if tree == "<group>":
            up = parent.get(oid)
            base = source_root if up is None else folder_of(up, depth + 1)
        elif tree == "SOURCE_ROOT":
            base = source_root
        else:  # <absolute>, BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR, …: not a repository file
            base = None
        result = None if base is None else _normalize(posixpath.join(base, path))
        resolved[oid] = result
        return result

    swift = [p for p in repository_files if p.endswith(".swift")]
    synced_exceptions = {}  # (group id, target id) -> set of repository paths
    for oid, obj in objects.items():
        if isinstance(obj, dict) and obj.get("isa") == "PBXFileSystemSynchronizedRootGroup":
            folder = folder_of(oid)
            for ex in obj.get("exceptions", []) or []:
                ex_obj = objects.get(ex, {})
                if ex_obj.get("isa") != "PBXFileSystemSynchronizedBuildFileExceptionSet" or folder is None:
                    continue
                paths = {_normalize(posixpath.join(folder, p)) for p in ex_obj.get("membershipExceptions", []) or []}
                synced_exceptions.setdefault((oid, ex_obj.get("target")), set()).update(p for p in paths if p is not None)

    def under(folder, excluded=()):
        prefix = folder + "/" if folder else ""
        return {p for p in swift if p.startswith(prefix)
                and not any(p == e or p.startswith(e + "/") for e in excluded)}

    def settings_of(list_id):
        """The build settings of a configuration list: its Debug configuration's, else its first's."""
        configurations = [objects.get(c, {}) for c in objects.get(list_id, {}).get("buildConfigurations", []) or []]
        chosen = next((c for c in configurations if c.get("name") == "Debug"), configurations[0] if configurations else {})
        values = chosen.get("buildSettings", {})
        return values if isinstance(values, dict) else {}

    project_settings = settings_of(project.get("buildConfigurationList"))
    catalog_paths = sorted({p.split(".xcassets/")[0] + ".xcassets" for p in repository_files if ".xcassets/" in p})

    targets = []
    for tid in project.get("targets", []) or []:
        target = objects.get(tid, {})
        if target.get("isa") != "PBXNativeTarget":
            continue
        files, catalogs = set(), set()
        for phase_id in target.get("buildPhases", []) or []:
            phase = objects.get(phase_id, {})
            if phase.get("isa") not in ("PBXSourcesBuildPhase", "PBXResourcesBuildPhase"):
                continue
            for build_file_id in phase.get("files", []) or []:
                ref_id = objects.get(build_file_id, {}).get("fileRef")
                ref = objects.get(ref_id, {})
                refs = ref.get("children", []) if ref.get("isa") == "PBXVariantGroup" else [ref_id]
                for one in refs:
                    path = folder_of(one)
                    if path and path.endswith(".swift") and phase.get("isa") == "PBXSourcesBuildPhase":
                        files.add(path)
                    elif path and path.endswith(".xcassets") and phase.get("isa") == "PBXResourcesBuildPhase":
                        catalogs.add(path)
        synced = set(target.get("fileSystemSynchronizedGroups", []) or [])
        for gid in synced:
            folder = folder_of(gid)
            if folder is not None:
                files |= under(folder, synced_exceptions.get((gid, tid), ()))
                excluded = synced_exceptions.get((gid, tid), ())
                catalogs |= {c for c in catalog_paths if (not folder or c.startswith(folder + "/"))
                             and not any(c == e or c.startswith(e + "/") for e in excluded)}
        for (gid, ex_target), paths in synced_exceptions.items():
            if ex_target == tid and gid not in synced:  # "also a member of" a target the folder is not synced to
                for p in paths:
                    files |= {p} if p.endswith(".swift") else under(p)
        settings = dict(project_settings, **settings_of(target.get("buildConfigurationList")))
        targets.append(Target(target.get("name", tid), target.get("productType"), files & set(swift), catalogs, settings))
    return targets


PACKAGE_PATH = re.compile(r"\bpath\s*:\s*\"([^\"]+)\"")


def package_sources(manifest_path, text):
    """The source folders of a local Swift package (repository-relative): its `Sources/` and every
    `path:` its manifest gives a target (a static read of Package.swift, not an evaluation).
    A test target's folder (`Tests/…`) is left out."""
    root = posixpath.dirname(manifest_path)
    folders = {_normalize(posixpath.join(root, "Sources"))}
    for path in PACKAGE_PATH.findall(re.sub(r"//[^\n]*", "", text)):
        folder = _normalize(posixpath.join(root, path))
        if folder is not None and not re.search(r"(^|/)Tests?(/|$)|Tests$", folder):
            folders.add(folder)
    return {f for f in folders if f is not None}


class Membership:
    """What the repository's build definitions say about its Swift files at one commit."""

    def __init__(self, projects, packages, errors=()):
        self.projects = projects  # {project.pbxproj path: [Target]}
        self.packages = packages  # {Package.swift path: {source folder}}
        self.errors = list(errors)  # [(project.pbxproj path, message)] for unreadable projects

    @property
    def has_projects(self):
        return bool(self.projects)

    def targets_compiling(self, path, tests=False):
        """[(project path, target name)] of the targets compiling `path` (test bundles only when asked)."""
        return [(project, t.name) for project, targets in sorted(self.projects.items()) for t in targets
                if path in t.files and (tests or not t.test)]

    def package_compiling(self, path):
        """The Package.swift whose source folders hold `path`, or None."""
        for manifest, folders in sorted(self.packages.items()):
            if any(path.startswith(f + "/") for f in folders):
                return manifest
        return None

    def homes(self, path):
        """What compiles `path`: its (project, target) pairs, and ("package", Package.swift path) for a
        local package's file."""
        package = self.package_compiling(path)
        return set(self.targets_compiling(path)) | ({("package", package)} if package else set())

    def compiled(self, path):
        """Whether an app target of a project, or a local package, compiles `path`."""
        return bool(self.targets_compiling(path)) or self.package_compiling(path) is not None


def read_membership(repository_files, read):
    """`repository_files`: every path of the repository at one commit; `read(path)` -> its text.
    Projects under Pods/ or Carthage/ (vendored dependencies' projects) are skipped."""
    projects, packages, errors = {}, {}, []
    for path in sorted(repository_files):
        if re.search(r"(^|/)(Pods|Carthage|\.build)/", path):
            continue
        if path.endswith(".xcodeproj/project.pbxproj"):
            try:
                projects[path] = project_targets(path, read(path), repository_files)
            except (PlistError, ValueError, AttributeError) as error:
                errors.append((path, str(error)))
        elif posixpath.basename(path) == "Package.swift":
            packages[path] = package_sources(path, read(path))
    return Membership(projects, packages, errors)
