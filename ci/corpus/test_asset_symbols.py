"""Tests of asset_symbols: Xcode's generated asset symbols, from a synthetic catalog and project."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asset_symbols  # noqa: E402
import xcodeproj  # noqa: E402

NAMESPACE = '{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}'
PLAIN = '{"info": {"author": "xcode", "version": 1}}'

CATALOG = {
    "App/Assets.xcassets/Contents.json": PLAIN,
    "App/Assets.xcassets/AccentColor.colorset/Contents.json": PLAIN,
    "App/Assets.xcassets/Red.colorset/Contents.json": PLAIN,
    "App/Assets.xcassets/AppIcon.appiconset/Contents.json": PLAIN,
    "App/Assets.xcassets/prBadge.imageset/Contents.json": PLAIN,
    "App/Assets.xcassets/prBadge.imageset/PR_Badge.svg": "",
    "App/Assets.xcassets/Icons/Contents.json": PLAIN,  # a folder without a namespace: transparent
    "App/Assets.xcassets/Icons/close-button.imageset/Contents.json": PLAIN,
    "App/Assets.xcassets/Brand/Contents.json": NAMESPACE,
    "App/Assets.xcassets/Brand/primary.colorset/Contents.json": PLAIN,
    "App/Assets.xcassets/Brand/logo_image.imageset/Contents.json": PLAIN,
    "App/Assets.xcassets/Brand/Dark Mode/Contents.json": NAMESPACE,
    "App/Assets.xcassets/Brand/Dark Mode/background.colorset/Contents.json": PLAIN,
    "App/Assets.xcassets/Data.dataset/Contents.json": PLAIN,
    "App/Assets.xcassets/custom.cloud.badge.symbolset/Contents.json": PLAIN,
}

PROJECT = """// !$*UTF8*$!
{
    archiveVersion = 1;
    objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, TESTS); buildConfigurationList = PLIST;};
        MAIN = {isa = PBXGroup; children = (APPGROUP); sourceTree = "<group>";};
        APPGROUP = {isa = PBXGroup; path = App; children = (VIEW, ASSETS); sourceTree = "<group>";};
        VIEW = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>";};
        ASSETS = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>";};
        APP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
               buildPhases = (SOURCES, RESOURCES); buildConfigurationList = TLIST;};
        SOURCES = {isa = PBXSourcesBuildPhase; files = (VIEWBUILD);};
        VIEWBUILD = {isa = PBXBuildFile; fileRef = VIEW;};
        RESOURCES = {isa = PBXResourcesBuildPhase; files = (ASSETSBUILD);};
        ASSETSBUILD = {isa = PBXBuildFile; fileRef = ASSETS;};
        TESTS = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = ();};
        PLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE);};
        PDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
            ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES; SDKROOT = iphoneos;};};
        PRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos;};};
        TLIST = {isa = XCConfigurationList; buildConfigurations = (TDEBUG);};
        TDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {%s};};
    };
    rootObject = ROOT;
}
"""


def membership(target_settings=""):
    texts = dict(CATALOG, **{"App/View.swift": "", "App.xcodeproj/project.pbxproj": PROJECT % target_settings})
    return xcodeproj.read_membership(sorted(texts), texts.get), sorted(texts), texts.get


class Names(unittest.TestCase):
    def test_xcode_naming(self):
        # (asset name, Xcode's symbol), each pair read in a GeneratedAssetSymbols.swift Xcode wrote.
        for name, symbol in [
            ("AccentColor", "accent"), ("tabbarBackgroundColor", "tabbarBackground"), ("widget_bg_color", "widgetBg"),
            ("hobbyColor", "hobby"), ("noImage", "no"), ("wexlo_chat_send_image", "wexloChatSend"), ("Image", "image"),
            ("shadowColor 1", "shadowColor1"), ("text_color_06", "textColor06"), ("download (10)", "download10"),
            ("Calendar-2", "calendar2"), ("ambient-dust-overlay", "ambientDustOverlay"), ("primary-30%", "primary30"),
            ("Empty man PP", "emptyManPP"), ("UIAccent", "uiAccent"), ("BackIOSPrimary", "backIOSPrimary"),
            ("O1LUkwy", "o1LUkwy"), ("color_text_0f1214", "colorText0F1214"), ("color_line_f0_30", "colorLineF030"),
            ("a1cef908ea057f0877b33f490f9520aa", "a1Cef908Ea057F0877B33F490F9520Aa"),
            ("0b3b21ff27f67b9e5821e5ffee7366c5", "_0B3B21Ff27F67B9E5821E5Ffee7366C5"), ("1", "_1"), ("c50000", "c50000"),
            ("AL-0", "AL_0"), ("BMR", "BMR"), ("292C38", "_292_C_38"), ("A2D8FF", "A_2_D_8_FF"), ("DCAC00", "DCAC_00"),
            ("ECEAFB", "ECEAFB"), ("121212", "_121212"), ("prBadge", "prBadge"), ("default", "`default`"),
        ]:
            self.assertEqual(asset_symbols.symbol_name(name), symbol, name)
        self.assertEqual(asset_symbols.namespace_name("Colors"), "Colors")
        self.assertEqual(asset_symbols.namespace_name("dark mode"), "DarkMode")


class Settings(unittest.TestCase):
    def test_defaults_and_switches(self):
        self.assertEqual(asset_symbols.target_options({}), (True, False))
        self.assertEqual(asset_symbols.target_options({"ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOLS": "NO"}), (False, False))
        self.assertEqual(asset_symbols.target_options({"ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS": "NO"}), (False, False))
        on = {"ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES"}
        self.assertEqual(asset_symbols.target_options(on), (True, True))
        self.assertEqual(asset_symbols.target_options(dict(on, ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOL_FRAMEWORKS="SwiftUI")), (True, False))


class Generate(unittest.TestCase):
    def test_catalog_of_the_target(self):
        m, files, read = membership()
        app = [t for t in m.projects["App.xcodeproj/project.pbxproj"] if t.name == "App"][0]
        self.assertEqual(app.catalogs, {"App/Assets.xcassets"})
        self.assertEqual(app.settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"], "YES")  # the project's Debug
        out = asset_symbols.generated_for(m, files, read, ["App/View.swift"])
        text = out["GeneratedAssetSymbols.swift"]
        for line in ('static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)',
                     'static let red = ColorResource(name: "Red", bundle: resourceBundle)',
                     'static let prBadge = ImageResource(name: "prBadge", bundle: resourceBundle)',
                     'static let closeButton = ImageResource(name: "close-button", bundle: resourceBundle)',
                     "    enum Brand {",
                     '        static let primary = ColorResource(name: "Brand/primary", bundle: resourceBundle)',
                     '        static let logo = ImageResource(name: "Brand/logo_image", bundle: resourceBundle)',
                     "        enum DarkMode {",
                     '            static let background = ColorResource(name: "Brand/Dark Mode/background", bundle: resourceBundle)',
                     'static let customCloudBadge = ImageResource(name: "custom.cloud.badge", bundle: resourceBundle)',
                     "private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)",
                     "    static var accent: UIColor {\n        .init(resource: .accent)\n    }",
                     "    static var prBadge: UIImage {\n        .init(resource: .prBadge)\n    }",
                     "            static var background: UIColor {\n                .init(resource: .Brand.DarkMode.background)",
                     '#warning("The \\"Red\\" color asset name resolves to a conflicting UIColor symbol \\"red\\". Try renaming the asset.")'):
            self.assertIn(line, text)
        self.assertNotIn("static var red", text)
        self.assertNotIn("AppIcon", text)
        self.assertNotIn("Data", text)

    def test_switched_off_and_extensions_left_at_default(self):
        m, files, read = membership("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOLS = NO;")
        self.assertEqual(asset_symbols.generated_for(m, files, read, ["App/View.swift"]), {})
        m, files, read = membership("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = NO;")
        text = asset_symbols.generated_for(m, files, read, ["App/View.swift"])["GeneratedAssetSymbols.swift"]
        self.assertIn("static let prBadge", text)
        self.assertNotIn("extension UIImage", text)

    def test_no_project_or_no_listed_file(self):
        m, files, read = membership()
        self.assertEqual(asset_symbols.generated_for(None, files, read, ["App/View.swift"]), {})
        self.assertEqual(asset_symbols.generated_for(m, files, read, ["Other/View.swift"]), {})


if __name__ == "__main__":
    unittest.main()
