"""Tests of swiftgen_codegen: SwiftGen's outputs from a synthetic config, strings, stringsdict and
catalog; and, where its mirror is at hand, zotero's real inputs."""
import json
import os
import re
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import swiftgen_codegen as sg  # noqa: E402
import xcassets  # noqa: E402

CONFIG = """\
# SwiftGen 6 config
input_dir: App/Resources
output_dir: App/Generated/
strings:
  inputs:
    - en.lproj/Localizable.strings
    - en.lproj/Localizable.stringsdict   # plurals
  outputs:
    templateName: structured-swift5
    output: Strings.swift
xcassets:
  - inputs: [Assets.xcassets, Colors.xcassets]
    outputs:
      - templateName: swift5
        output: Assets.swift
        params:
          publicAccess:
      - templateName: swift4
        output: Old.swift
  - inputs: Logos.xcassets
    outputs:
      - templateName: swift5
        output: Logos.swift
        params:
          enumName: Logos
          imageTypeName: LogoImage
fonts:
  inputs: Fonts
  outputs:
    templateName: swift5
    output: Fonts.swift
"""

STRINGS = """\
/*
  Localizable.strings
*/

"ok" = "OK";
/* The title of the alert */
"alert.title" = "Title \\"quoted\\"";
"alert.message_body" = "Line one\\nline two";
"settings.user-profile.HEADER_TITLE" = "Profile";
"files.count" = "%d files of %@";
"files.positional" = "%2$@ owns %1$ld files, %3$.1f%%";
"legacy" = "%s at %p, %c";
"default" = "Default";
"tab" = "a\\tb";
unquoted = "Unquoted key";
// a line comment
"URLChooser.title" = "Choose";
"""

STRINGSDICT = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>files.count</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key>
    <string>%#@files@</string>
    <key>files</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>1 file</string>
      <key>other</key><string>%d files</string>
    </dict>
  </dict>
  <key>search.matches</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key>
    <string>%1$@ has %2$#@matches@</string>
    <key>matches</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>lu</string>
      <key>other</key><string>%lu matches</string>
    </dict>
  </dict>
  <key>widths</key>
  <dict>
    <key>NSStringVariableWidthRuleType</key>
    <dict><key>1</key><string>x</string></dict>
  </dict>
</dict>
</plist>
"""

NAMESPACE = '{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}'
PLAIN = '{"info": {"author": "xcode", "version": 1}}'

FILES = {
    "swiftgen.yml": CONFIG,
    "App/Resources/en.lproj/Localizable.strings": STRINGS,
    "App/Resources/en.lproj/Localizable.stringsdict": STRINGSDICT,
    "App/Resources/Assets.xcassets/Contents.json": PLAIN,
    "App/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json": PLAIN,
    "App/Resources/Assets.xcassets/close-button.imageset/Contents.json": PLAIN,
    "App/Resources/Assets.xcassets/Icons/Contents.json": PLAIN,  # no namespace: its sets are the catalog's
    "App/Resources/Assets.xcassets/Icons/tab_home.imageset/Contents.json": PLAIN,
    "App/Resources/Assets.xcassets/Brand/Contents.json": NAMESPACE,
    "App/Resources/Assets.xcassets/Brand/24 Logo.imageset/Contents.json": PLAIN,
    "App/Resources/Assets.xcassets/Brand/Data.dataset/Contents.json": PLAIN,
    "App/Resources/Assets.xcassets/private.imageset/Contents.json": PLAIN,
    "App/Resources/Assets.xcassets/custom.star.symbolset/Contents.json": PLAIN,
    "App/Resources/Colors.xcassets/Contents.json": PLAIN,
    "App/Resources/Colors.xcassets/AccentColor.colorset/Contents.json": PLAIN,
    "App/Resources/Colors.xcassets/text_primary.colorset/Contents.json": PLAIN,
    "App/Resources/Logos.xcassets/Contents.json": PLAIN,
    "App/Resources/Logos.xcassets/Wordmark.imageset/Contents.json": PLAIN,
    "App/Resources/Fonts/Inter.ttf": "",
    "App/Generated/Logos.swift": "// committed",
    "App/Sources/View.swift": "",
}


def read(path):
    return FILES[path].encode("utf-8")


class Yaml(unittest.TestCase):
    def test_config_forms(self):
        config = sg.parse_yaml(CONFIG)
        self.assertEqual(config["input_dir"], "App/Resources")
        self.assertEqual(config["strings"]["inputs"], ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"])
        self.assertEqual(config["strings"]["outputs"], {"templateName": "structured-swift5", "output": "Strings.swift"})
        self.assertEqual(config["xcassets"][0]["inputs"], ["Assets.xcassets", "Colors.xcassets"])
        self.assertEqual(config["xcassets"][0]["outputs"][0]["params"], {"publicAccess": None})
        self.assertEqual(config["xcassets"][1]["outputs"][0]["params"], {"enumName": "Logos", "imageTypeName": "LogoImage"})
        self.assertEqual(sg.parse_yaml('{"strings": {"inputs": "a"}}'), {"strings": {"inputs": "a"}})

    def test_agrees_with_pyyaml_where_present(self):
        try:
            import yaml
        except ImportError:
            self.skipTest("PyYAML not installed")
        self.assertEqual(sg.parse_yaml(CONFIG), yaml.safe_load(CONFIG))


class Identifiers(unittest.TestCase):
    def test_swiftgen_names(self):
        # (key component, SwiftGen's member name), from SwiftGen's expected outputs and generated files.
        for name, member in [("alert__message", "alertMessage"), ("HEADER_TITLE", "headerTitle"), ("footer_text", "footerText"),
                             ("ObjectOwnership", "objectOwnership"), ("private", "`private`"), ("URLChooser", "urlChooser"),
                             ("About & Support", "aboutSupport"), ("%@ min read", "minRead"), ("self♦️", "self_️"),
                             ("Add copied URL to your Saves?", "addCopiedURLToYourSaves"), ("24Vision", "_24Vision"),
                             ("positionalstring-positional3int", "positionalstringPositional3int"), ("default", "`default`")]:
            self.assertEqual(sg.member_name(name), member, name)
        self.assertEqual(sg.type_name("navigation-bar"), "NavigationBar")
        self.assertEqual(sg.type_name("user__profile_section"), "UserProfileSection")
        self.assertEqual(sg.type_name("24Vision"), "_24Vision")

    def test_placeholders(self):
        self.assertEqual(sg.placeholder_types("%@ and %d"), ["String", "Int"])
        self.assertEqual(sg.placeholder_types("%3$@'s %1$d %2$@"), ["Int", "String", "String"])
        self.assertEqual(sg.placeholder_types("%ld %lld %i %u %x %f %.2f %e %g %s %c %p"),
                         ["Int", "Int", "Int", "Int", "Int", "Float", "Float", "Float", "Float", "UnsafePointer<CChar>", "CChar", "UnsafeRawPointer"])
        self.assertEqual(sg.placeholder_types("100%% sure, %% %d"), ["Int"])
        self.assertEqual(sg.placeholder_types("%@ %3$d"), ["String", "Int"])  # the hole at 2 closed
        self.assertEqual(sg.placeholder_types("%0$@ %d"), ["Int"])


class Strings(unittest.TestCase):
    def test_old_style_plist_and_comments(self):
        entries = {k: (v, c) for k, v, c in sg.parse_strings(STRINGS.encode())}
        self.assertEqual(entries["alert.title"], ('Title "quoted"', "The title of the alert"))
        self.assertEqual(entries["alert.message_body"][0], "Line one\nline two")
        self.assertEqual(entries["ok"], ("OK", "Localizable.strings"))  # the file's header comment goes to the first key
        self.assertEqual(entries["unquoted"][0], "Unquoted key")
        self.assertIsNone(entries["files.count"][1])
        utf16 = sg.parse_strings('"a" = "b";'.encode("utf-16"))
        self.assertEqual(utf16, [("a", "b", None)])

    def test_stringsdict(self):
        plurals = {k: (t, types) for k, t, types in sg.parse_stringsdict(STRINGSDICT.encode())}
        self.assertEqual(plurals["files.count"], ('Plural format key: "%#@files@"', ["Int"]))
        self.assertEqual(plurals["search.matches"][1], ["String", "Int"])
        self.assertNotIn("widths", plurals)

    def test_structured_output(self):
        outputs = {o.output: o for o in sg.plan(list(FILES), read, ["App/Sources/View.swift"])}
        text = sg.render(outputs["App/Generated/Strings.swift"], list(FILES), read)
        for line in ("internal enum L10n {",
                     '  internal static let ok = L10n.tr("Localizable", "ok", fallback: "OK")',
                     '  internal static let `default` = L10n.tr("Localizable", "default", fallback: "Default")',
                     '  internal static let tab = L10n.tr("Localizable", "tab", fallback: "a\\tb")',
                     "  internal static func legacy(_ p1: UnsafePointer<CChar>, _ p2: UnsafeRawPointer, _ p3: CChar) -> String {",
                     '    return L10n.tr("Localizable", "legacy", p1, Int(bitPattern: p2), p3, fallback: "%s at %p, %c")',
                     "  internal enum Alert {",
                     "    /// The title of the alert",
                     '    internal static let title = L10n.tr("Localizable", "alert.title", fallback: "Title \\"quoted\\"")',
                     "    /// Line one",
                     "    /// line two",
                     '    internal static let messageBody = L10n.tr("Localizable", "alert.message_body", fallback: "Line one\\nline two")',
                     "  internal enum Files {",
                     "    /// Plural format key: \"%#@files@\"",  # the stringsdict entry wins over the strings one
                     "    internal static func count(_ p1: Int) -> String {",
                     '      return L10n.tr("Localizable", "files.count", p1, fallback: "Plural format key: \\"%#@files@\\"")',
                     "    internal static func positional(_ p1: Int, _ p2: Any, _ p3: Float) -> String {",
                     '      return L10n.tr("Localizable", "files.positional", p1, String(describing: p2), p3, fallback: "%2$@ owns %1$ld files, %3$.1f%%")',
                     "  internal enum Search {",
                     "    internal static func matches(_ p1: Any, _ p2: Int) -> String {",
                     "  internal enum Settings {",
                     "    internal enum UserProfile {",
                     '      internal static let headerTitle = L10n.tr("Localizable", "settings.user-profile.HEADER_TITLE", fallback: "Profile")',
                     "  internal enum URLChooser {",
                     "    internal static let title =",
                     "  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {",
                     "    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)",
                     "    return String(format: format, locale: Locale.current, arguments: args)",
                     "private final class BundleToken {",
                     "    return Bundle(for: BundleToken.self)"):
            self.assertIn(line, text)
        self.assertNotIn("#if SWIFT_PACKAGE", text)  # decided as the app's build decides it
        self.assertNotIn("widths", text)
        self.assertLess(text.index("static let ok"), text.index("static let tab"))  # keys sorted, case aside
        self.assertLess(text.index("enum Alert"), text.index("enum Files"))

    def test_flat_and_params(self):
        tables = sg.strings_tables(["App/Resources/en.lproj/Localizable.strings"], read)
        text = sg.render_strings(tables, structured=False, params={"enumName": "Strings", "publicAccess": True, "noComments": True,
                                                                  "bundle": "Bundle.main"})
        self.assertIn("public enum Strings {", text)
        self.assertIn('  public static let alertTitle = Strings.tr("Localizable", "alert.title", fallback: "Title \\"quoted\\"")', text)
        self.assertIn("  public static let settingsUserProfileHEADERTITLE =", text)  # the whole key has a-z: words kept
        self.assertIn("    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)", text)
        self.assertNotIn("///", text)
        self.assertNotIn("BundleToken", text)
        lookup = sg.render_strings(tables, params={"lookupFunction": "myLookup"})
        self.assertIn('  internal static var ok: String { return L10n.tr("Localizable", "ok", fallback: "OK") }', lookup)
        self.assertIn("    let format = myLookup(key, table, value)", lookup)
        two = dict(tables, Other=tables["Localizable"][:1])
        self.assertIn("  internal enum Other {", sg.render_strings(two))
        self.assertIn("return Bundle.module", sg.render_strings(tables, package=True))
        self.assertEqual(sg.render_strings({}).splitlines()[-1], "// No string found")


class Config(unittest.TestCase):
    def test_plan(self):
        outputs = {o.output: o.status for o in sg.plan(list(FILES), read, ["App/Sources/View.swift"])}
        self.assertEqual(outputs, {"App/Generated/Strings.swift": "generate", "App/Generated/Assets.swift": "generate",
                                   "App/Generated/Old.swift": "template", "App/Generated/Logos.swift": "committed",
                                   "App/Generated/Fonts.swift": "template"})

    def test_config_named_by_a_run_script(self):
        files = {"Tools/gen.yml": "strings:\n  inputs: ../App/Resources/en.lproj\n  outputs:\n    templateName: flat-swift5\n    output: ../App/L10n.swift\n",
                 "App.xcodeproj/project.pbxproj": 'shellScript = "swiftgen config run --config \\"$SRCROOT/Tools/gen.yml\\"\\n";',
                 "App/Resources/en.lproj/Localizable.strings": '"a" = "b";'}
        self.assertEqual(sg.config_paths(list(files), lambda p: files[p]), ["Tools/gen.yml"])
        out = sg.generated_for(list(files), lambda p: files[p], ["App/View.swift"])
        self.assertIn('internal static let a = L10n.tr("Localizable", "a", fallback: "b")', out["L10n.swift"])

    def test_generated_for(self):
        out = sg.generated_for(list(FILES), read, ["App/Sources/View.swift"])
        self.assertEqual(sorted(out), ["Assets.swift", "Strings.swift"])
        assets = out["Assets.swift"]
        for line in ("import UIKit", "public enum Asset {", "  public enum Assets {", "  public enum Colors {",
                     '    public static let closeButton = ImageAsset(name: "close-button")',
                     '    public static let tabHome = ImageAsset(name: "tab_home")',
                     "    public enum Brand {",
                     '      public static let _24Logo = ImageAsset(name: "Brand/24 Logo")',
                     '      public static let data = DataAsset(name: "Brand/Data")',
                     '    public static let `private` = ImageAsset(name: "private")',
                     '    public static let customStar = SymbolAsset(name: "custom.star")',
                     '    public static let accentColor = ColorAsset(name: "AccentColor")',
                     '    public static let textPrimary = ColorAsset(name: "text_primary")',
                     "public final class ColorAsset {", "  public typealias Color = UIColor",
                     "    self.init(named: asset.name, in: bundle, compatibleWith: nil)",
                     "public struct ImageAsset {", "public struct DataAsset {", "public struct SymbolAsset {",
                     "  public typealias Configuration = UIImage.SymbolConfiguration",
                     "    guard let result = Image(named: name, in: bundle, with: configuration) else {",
                     "    return Bundle(for: BundleToken.self)"):
            self.assertIn(line, assets)
        self.assertNotIn("AppIcon", assets)
        self.assertNotIn("import SwiftUI", assets)
        self.assertNotIn("SwiftUI.", assets)
        self.assertNotIn(": NSDataAsset", assets)
        # path order ("Icons" before "close-button.imageset"), a group without a namespace flattened
        self.assertLess(assets.index("static let tabHome"), assets.index("static let closeButton"))
        packaged = sg.generated_for(list(FILES), read, [], resource_folders={"App"})
        self.assertIn("return Bundle.module", packaged["Assets.swift"])

    def test_clash_keeps_the_nearest_config(self):
        files = {"A/swiftgen.yml": "strings:\n  inputs: L.strings\n  outputs:\n    templateName: flat-swift5\n    output: A.swift\n",
                 "B/swiftgen.yml": "strings:\n  inputs: L.strings\n  outputs:\n    templateName: flat-swift5\n    output: B.swift\n",
                 "A/L.strings": '"a" = "A";', "B/L.strings": '"b" = "B";'}
        out = sg.generated_for(list(files), lambda p: files[p], ["B/Screens/View.swift"])
        self.assertEqual(list(out), ["B.swift"])


ZOTERO = ("zotero/zotero-ios", "00280bd834bc3b0ddebb9db7e5f8016719c4e7b9")


def _mirror(repository):
    for root in filter(None, [os.environ.get("DIFFBENCH_CORPUS_MIRRORS")]):
        path = os.path.join(root, repository.replace("/", "+"), "repo")
        if os.path.isdir(path):
            return path
    return None


class BadInput(unittest.TestCase):
    def test_malformed_files_generate_nothing_or_an_empty_table_never_raise(self):
        with self.assertRaises(ValueError):
            sg.parse_strings(b'"a" = "b')
        files = {"swiftgen.yml": "strings: [", "L.strings": '"a" = '}
        self.assertEqual(sg.generated_for(list(files), lambda p: files[p].encode(), []), {})
        files = {"swiftgen.yml": "strings:\n  inputs: L.strings\n  outputs:\n    templateName: structured-swift5\n    output: Out.swift\n",
                 "L.strings": '"a" = '}
        out = sg.generated_for(list(files), lambda p: files[p].encode(), [])
        self.assertIn("internal enum L10n {\n}", out["Out.swift"])
        tree = xcassets.catalog_tree("A.xcassets", ["A.xcassets/g/Contents.json", "A.xcassets/g/x.colorset/Contents.json"], lambda p: b"{not json")
        self.assertEqual(tree, [("group", "g", False, [("item", "color", "x", "x")])])


@unittest.skipUnless(_mirror(ZOTERO[0]), "zotero's mirror is not at hand (DIFFBENCH_CORPUS_MIRRORS)")
class Zotero(unittest.TestCase):
    """zotero/zotero-ios (ranking part): its swiftgen.yml's two outputs are not committed and its
    listed screens call L10n and Asset."""

    def test_members_its_screens_call(self):
        git_dir = _mirror(ZOTERO[0])
        listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", ZOTERO[1]],
                                 capture_output=True, text=True, check=True).stdout.splitlines()
        read_git = lambda p: subprocess.run(["git", "--git-dir", git_dir, "show", f"{ZOTERO[1]}:{p}"], capture_output=True).stdout
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "manifest.json")) as handle:
            manifest = json.load(handle)
        listed = [a for a in manifest["apps"] if a["repository"] == ZOTERO[0]][0]["paths"]
        out = sg.generated_for(listing, read_git, listed)
        self.assertEqual(sorted(out), ["Assets.swift", "Localizable.swift"])
        strings, assets = out["Localizable.swift"], out["Assets.swift"]
        self.assertIn("internal enum L10n {", strings)
        self.assertIn("internal enum Asset {", assets)
        declared = _declared(strings) | _declared(assets)
        # Uses in the listed screens (TagPickerViewController, CiteSearchViewController, ReaderSettingsViewController, LineWidthView).
        uses = ["L10n.cancel", "L10n.save", "L10n.TagPicker.title", "L10n.TagPicker.placeholder", "L10n.TagPicker.createTag",
                "L10n.Settings.CiteSearch.searchTitle", "L10n.Pdf.Settings.Appearance.darkMode",
                "L10n.Pdf.Settings.PageTransition.continuous", "L10n.Pdf.Settings.ScrollDirection.horizontal",
                "Asset.Colors.annotationText"]
        for use in uses:
            self.assertIn(use, declared)
        # every L10n and Asset path the listed files write is declared
        for path in listed:
            text = read_git(path).decode("utf-8", "replace")
            for match in re.finditer(r"\b((?:L10n|Asset)(?:\.[A-Za-z_]\w*)+)", text):
                chain = match.group(1)
                if chain.endswith((".color", ".image")):
                    chain = chain.rsplit(".", 1)[0]
                self.assertIn(chain, declared, path)
        self.assertIn("internal static func collectionsSelected(_ p1: Int) -> String {", strings)  # a stringsdict plural


def _declared(text):
    """The dotted paths of a generated file's enums and static members, read off its indentation."""
    paths, stack = set(), []
    for line in text.splitlines():
        match = re.match(r"^( *)(?:internal|public) (?:enum|static let|static func|static var) `?(\w+)`?", line)
        if match:
            depth = len(match.group(1)) // 2
            stack = stack[:depth] + [match.group(2)]
            paths.add(".".join(stack))
    return paths


if __name__ == "__main__":
    unittest.main()
