"""What Xcode 15+ generates from an app target's asset catalogs at build time
(`GeneratedAssetSymbols.swift`: `ColorResource.x`, `ImageResource.x`, and with symbol extensions
`UIColor.x`, `UIImage.x`), for ci/corpus-run: the app's build definition makes those symbols, so the
corpus makes them too, in Xcode's form less what only Apple platforms compile, and ports them as any
file. Dependency-free; no repository access here: callers pass the files' texts (see
core_data_codegen.py, the same arrangement for Core Data's classes).

The naming rules were read off GeneratedAssetSymbols.swift files Xcode wrote into public
repositories (asset names and the symbols Xcode gave them); the settings' defaults are those of
swift-build's AssetCatalogCompiler.xcspec (Apple's build system, open source)."""
import re

import xcassets  # the asset catalogs' tree, shared with swiftgen_codegen.py

ASSET_SYMBOLS_RULE = """\
Asset symbols (Xcode 15+ generates them from the app target's asset catalogs). For each target of
the app's Xcode project that compiles a listed file (not a test bundle), when neither
ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS nor ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOLS
is NO in its build settings (the project's, then the target's, Debug configuration; xcconfig files
not read; both YES when unset, Xcode's default), every `.xcassets` the target copies (its Resources
phase, or under its synchronized folders) gives Xcode's GeneratedAssetSymbols.swift at the manifest's
commit: `static let x = ColorResource(name: "X", bundle: resourceBundle)` for each colour set and
`ImageResource` for each image set and symbol set (custom SF Symbols), nested in an enum for each folder that provides a namespace;
with ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES (NO when unset) and UIKit in
ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOL_FRAMEWORKS, `UIColor.x` and `UIImage.x` too, less those
that would shadow UIKit's own (`UIColor.red`: Xcode writes a #warning instead). Names as Xcode forms
them: lower camel case from the words of the asset name (split at spaces, punctuation, case changes
and a letter after a digit; a leading acronym lowercased), a last word "Color" or "Image" dropped,
"_" before a leading digit; a name with no lowercase letter keeps its letters, "_" between letter and
digit runs ("AL-0" -> AL_0). The bundle is the app target's (`Bundle(for:)`); the availability
attributes and the AppKit, SwiftUI and backwards-deployment parts are left out. It is ported and
compiled with the app's files as context (never counted). A repository with no Xcode project gets
none (SwiftPM packages' catalogs are not read)."""

# The class properties UIKit declares on UIColor and UIImage: Xcode generates no extension symbol of
# these names (it writes a #warning), so an app's "Red" colour is `ColorResource.red` alone.
UIKIT_COLORS = frozenset("""
black darkGray lightGray white gray red green blue cyan yellow magenta orange purple brown clear
lightText darkText groupTableViewBackground viewFlipsideBackgroundColor scrollViewTexturedBackgroundColor
underPageBackgroundColor tintColor systemRed systemGreen systemBlue systemOrange systemYellow systemPink
systemPurple systemTeal systemIndigo systemBrown systemMint systemCyan systemGray systemGray2 systemGray3
systemGray4 systemGray5 systemGray6 label secondaryLabel tertiaryLabel quaternaryLabel link
placeholderText separator opaqueSeparator systemBackground secondarySystemBackground
tertiarySystemBackground systemGroupedBackground secondarySystemGroupedBackground
tertiarySystemGroupedBackground systemFill secondarySystemFill tertiarySystemFill quaternarySystemFill
""".split())
UIKIT_IMAGES = frozenset("add remove actions checkmark strokedCheckmark".split())

SWIFT_KEYWORDS = frozenset("""
associatedtype class deinit enum extension fileprivate func import init inout internal let open
operator private precedencegroup protocol public rethrows static struct subscript typealias var break
case catch continue default defer do else fallthrough for guard if in repeat return throw switch where
while Any as await false is nil self Self super throws true try
""".split())


def _words(name):
    """The words of an asset name: runs of letters and digits, split at lower-to-upper, at the end
    of an acronym before a capitalized word, and where a letter follows a digit."""
    words = []
    for chunk in re.findall(r"[^\W_]+", name):
        word = chunk[0]
        for i in range(1, len(chunk)):
            prev, cur = chunk[i - 1], chunk[i]
            nxt = chunk[i + 1] if i + 1 < len(chunk) else ""
            if (prev.islower() and cur.isupper()) or (prev.isupper() and cur.isupper() and nxt.islower()) \
                    or (prev.isdigit() and cur.isalpha()):
                words.append(word)
                word = cur
            else:
                word += cur
        words.append(word)
    return words


def _caps_name(name):
    """A name with no lowercase letter: its runs of letters and of digits, joined by "_"."""
    runs = re.findall(r"[^\W\d_]+|\d+", name)
    return "_".join(runs)


def _finish(identifier):
    if not identifier:
        return ""
    if identifier[0].isdigit():
        identifier = "_" + identifier
    return f"`{identifier}`" if identifier in SWIFT_KEYWORDS else identifier


def symbol_name(name):
    """The Swift symbol Xcode generates for an asset named `name` (its last path component)."""
    if not any(c.islower() for c in name):
        return _finish(_caps_name(name))
    words = _words(name)
    if len(words) > 1 and words[-1].lower() in ("color", "image"):
        words = words[:-1]
    if not words:
        return ""
    first = words[0].lower() if not any(c.islower() for c in words[0]) else words[0][0].lower() + words[0][1:]
    return _finish(first + "".join(w[0].upper() + w[1:] for w in words[1:]))


def namespace_name(name):
    """The enum Xcode generates for a folder that provides a namespace: upper camel case."""
    if not any(c.islower() for c in name):
        return _finish(_caps_name(name))
    return _finish("".join(w[0].upper() + w[1:] for w in _words(name)))


class _Space:
    def __init__(self, folder=None):
        self.folder = folder  # the folder's name, for the doc comment (None: the catalog's root)
        self.assets = {"color": {}, "image": {}}  # kind -> {asset path: (symbol, extensions)}
        self.spaces = {}  # enum name -> _Space


def _collect(root, catalog, files, read, extensions):
    """Adds the colour and image sets of `catalog` (a repository path) to the tree `root`: symbol
    sets are images; a folder that provides a namespace is an enum and part of its assets' names."""
    def walk(entries, space, names):
        for entry in entries:
            if entry[0] == "item":
                kind = {"color": "color", "image": "image", "symbol": "image"}.get(entry[1])
                if kind:
                    space.assets[kind].setdefault("/".join(names + [entry[2]]), (symbol_name(entry[2]), extensions))
                continue
            _, folder, namespaced, children = entry
            inner = space
            if namespaced:
                enum = namespace_name(folder)
                if enum:
                    inner = space.spaces.setdefault(enum, _Space(folder))
            walk(children, inner, names + [folder] if namespaced else names)
    walk(xcassets.catalog_tree(catalog, files, read), root, [])


def _resource_lines(space, kind, type_name, indent, path=""):
    lines, seen = [], set()
    for full, (symbol, _) in sorted(space.assets[kind].items()):
        if not symbol or symbol in seen:  # two assets resolving to one symbol: Xcode reports it; the first is kept
            continue
        seen.add(symbol)
        lines += [f"{indent}/// The \"{full}\" asset catalog {kind} resource.",
                  f"{indent}static let {symbol} = {type_name}(name: \"{full}\", bundle: resourceBundle)", ""]
    for enum, child in sorted(space.spaces.items()):
        inner = _resource_lines(child, kind, type_name, indent + "    ", f"{path}{enum}.")
        if inner:
            lines += [f"{indent}/// The \"{child.folder}\" asset catalog resource namespace.", f"{indent}enum {enum} {{", ""]
            lines += inner + [f"{indent}}}", ""]
    return lines


def _extension_lines(space, kind, type_name, indent, path=""):
    lines, seen = [], set()
    taken = UIKIT_COLORS if kind == "color" else UIKIT_IMAGES
    for full, (symbol, extensions) in sorted(space.assets[kind].items()):
        if not symbol or symbol in seen or not extensions:
            continue
        seen.add(symbol)
        if not path and symbol.strip("`") in taken:
            lines += [f"{indent}#warning(\"The \\\"{full}\\\" {kind} asset name resolves to a conflicting {type_name} "
                      f"symbol \\\"{symbol}\\\". Try renaming the asset.\")", ""]
            continue
        lines += [f"{indent}/// The \"{full}\" asset catalog {kind}.", f"{indent}static var {symbol}: {type_name} {{",
                  f"{indent}    .init(resource: .{path}{symbol})", f"{indent}}}", ""]
    for enum, child in sorted(space.spaces.items()):
        inner = _extension_lines(child, kind, type_name, indent + "    ", f"{path}{enum}.")
        if inner:
            lines += [f"{indent}/// The \"{child.folder}\" asset catalog resource namespace.", f"{indent}enum {enum} {{", ""]
            lines += inner + [f"{indent}}}", ""]
    return lines


def generate(catalogs, files, read):
    """GeneratedAssetSymbols.swift for `catalogs` ({catalog path: whether UIKit extensions are
    generated for it}, in the order given: the first catalog naming an asset keeps it), or None
    when they hold no colour or image set."""
    root = _Space()
    for catalog, extensions in catalogs.items():
        _collect(root, catalog, files, read, extensions)
    colors = _resource_lines(root, "color", "ColorResource", "    ")
    images = _resource_lines(root, "image", "ImageResource", "    ")
    if not colors and not images:
        return None
    lines = ["import Foundation", "import UIKit", "",
             "// Xcode's GeneratedAssetSymbols.swift as ci/corpus/asset_symbols.py writes it for Linux: an app",
             "// target's bundle, no availability attributes, no AppKit, SwiftUI or backwards-deployment parts.",
             "private class ResourceBundleClass {}",
             "private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)", "",
             "// MARK: - Color Symbols -", "", "extension ColorResource {", ""] + colors + ["}", "",
             "// MARK: - Image Symbols -", "", "extension ImageResource {", ""] + images + ["}", ""]
    color_extensions = _extension_lines(root, "color", "UIColor", "    ")
    image_extensions = _extension_lines(root, "image", "UIImage", "    ")
    if color_extensions or image_extensions:
        lines += ["// MARK: - Color Symbol Extensions -", "", "extension UIColor {", ""] + color_extensions + ["}", "",
                  "// MARK: - Image Symbol Extensions -", "", "extension UIImage {", ""] + image_extensions + ["}", ""]
    return "\n".join(lines)


def _yes(settings, key, default):
    value = settings.get(key)
    if not isinstance(value, str) or "$(" in value:
        return default
    return value.strip().strip('"').upper() in ("YES", "TRUE", "1")


def target_options(settings):
    """(symbols generated, UIKit extensions generated) for a target's resolved build settings."""
    symbols = _yes(settings, "ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS", True) \
        and _yes(settings, "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOLS", True)
    frameworks = settings.get("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOL_FRAMEWORKS", "SwiftUI UIKit AppKit")
    frameworks = " ".join(frameworks) if isinstance(frameworks, list) else str(frameworks)
    extensions = _yes(settings, "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS", False) \
        and ("UIKit" in frameworks.split() or "$(" in frameworks)
    return symbols, extensions


def generated_for(membership, files, read, listed):
    """{"GeneratedAssetSymbols.swift": text} for the targets (xcodeproj.Membership) compiling any
    of `listed` (the app's kept paths), the target compiling most of them first; {} when none
    generates symbols or their catalogs hold no colour or image set."""
    if membership is None:
        return {}
    listed = set(listed)
    targets = []
    for project, project_targets in sorted(membership.projects.items()):
        for target in project_targets:
            count = len(target.files & listed)
            if count and not target.test:
                targets.append((-count, project, target.name, target))
    catalogs = {}
    for _, _, _, target in sorted(targets, key=lambda t: t[:3]):
        symbols, extensions = target_options(target.settings)
        if symbols:
            for catalog in sorted(target.catalogs):
                catalogs.setdefault(catalog, extensions)
    text = generate(catalogs, files, read) if catalogs else None
    return {"GeneratedAssetSymbols.swift": text} if text else {}
