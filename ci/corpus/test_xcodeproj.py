"""Tests of ci/corpus/xcodeproj.py (the pbxproj reader) and ci/corpus/target_rule.py, on a synthetic
project. No repository, no network, well under a second:

    PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s ci/corpus -p 'test_*.py'
"""
import sys
import unittest
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import target_rule  # noqa: E402
import xcodeproj  # noqa: E402

# App/App.xcodeproj in a repository: a main group with nested groups (one with a path, one without),
# a SOURCE_ROOT reference, an absolute and a built-products reference, a variant group, an app
# target, a framework target, a test bundle, and an Xcode 16 synchronized folder with an exception
# set excluding one file from the app and adding another to the framework.
PROJECT = r"""// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		B1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
		B2 = {isa = PBXBuildFile; fileRef = F2; };
		B3 = {isa = PBXBuildFile; fileRef = F3; settings = {COMPILER_FLAGS = "-D \"X\""; }; };
		B4 = {isa = PBXBuildFile; fileRef = F4; };
		B5 = {isa = PBXBuildFile; fileRef = F5; };
		B6 = {isa = PBXBuildFile; fileRef = F6; };
		B7 = {isa = PBXBuildFile; fileRef = V1; };
		B8 = {isa = PBXBuildFile; fileRef = F8; };
		B9 = {isa = PBXBuildFile; productRef = P1; };
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		F1 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
		F2 = {isa = PBXFileReference; path = "List View Controller.swift"; sourceTree = "<group>"; };
		F3 = {isa = PBXFileReference; name = Shared.swift; path = Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
		F4 = {isa = PBXFileReference; path = /Users/someone/Elsewhere.swift; sourceTree = "<absolute>"; };
		F5 = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
		F6 = {isa = PBXFileReference; path = Model.swift; sourceTree = "<group>"; };
		F7 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
		F8 = {isa = PBXFileReference; path = AppTests.swift; sourceTree = "<group>"; };
		F9 = {isa = PBXFileReference; path = Old.swift; sourceTree = "<group>"; };
		FA = {isa = PBXFileReference; path = "../Outside.swift"; sourceTree = SOURCE_ROOT; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
		E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy/Stale.swift, "Extras", ); target = T1; };
		E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared2.swift, ); target = T2; };
/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		S1 /* Features */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); explicitFileTypes = {}; explicitFolders = (); path = Features; sourceTree = "<group>"; };
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXGroup section */
		G0 = {isa = PBXGroup; children = (G1, G2, G3, S1, F3, ); sourceTree = "<group>"; };
		G1 /* Sources */ = {isa = PBXGroup; children = (F1, G4, ); path = Sources; sourceTree = "<group>"; };
		G4 /* Screens: a group without a folder */ = {isa = PBXGroup; children = (F2, V1, F9, ); name = Screens; sourceTree = "<group>"; };
		G2 = {isa = PBXGroup; children = (F6, ); path = Kit; sourceTree = "<group>"; };
		G3 = {isa = PBXGroup; children = (F8, ); path = AppTests; sourceTree = "<group>"; };
/* End PBXGroup section */

/* Begin PBXVariantGroup section */
		V1 = {isa = PBXVariantGroup; children = (F7, ); name = Main.storyboard; sourceTree = "<group>"; };
/* End PBXVariantGroup section */

/* Begin PBXNativeTarget section */
		T1 /* App */ = {isa = PBXNativeTarget; buildPhases = (PS1, PR1, ); fileSystemSynchronizedGroups = (S1, ); name = App; productType = "com.apple.product-type.application"; };
		T2 = {isa = PBXNativeTarget; buildPhases = (PS2, ); name = "Kit Framework"; productType = "com.apple.product-type.framework"; };
		T3 = {isa = PBXNativeTarget; buildPhases = (PS3, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
		T4 = {isa = PBXAggregateTarget; name = Lint; };
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		R0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, T2, T3, T4, ); };
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		PR1 = {isa = PBXResourcesBuildPhase; files = (B7, ); };
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		PS1 = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B1 /* AppDelegate.swift in Sources */, B2, B3, B4, B5, B9, ); runOnlyForDeploymentPostprocessing = 0; };
		PS2 = {isa = PBXSourcesBuildPhase; files = (B6, B3, ); };
		PS3 = {isa = PBXSourcesBuildPhase; files = (B8, ); };
/* End PBXSourcesBuildPhase section */
	};
	rootObject = R0 /* Project object */;
}
"""

REPOSITORY = [
    "App/App.xcodeproj/project.pbxproj",
    "App/Sources/AppDelegate.swift", "App/Sources/List View Controller.swift", "App/Sources/Old.swift",
    "App/Shared/Shared.swift", "App/Kit/Model.swift", "App/AppTests/AppTests.swift",
    "App/Features/Home.swift", "App/Features/Detail/Detail.swift", "App/Features/Legacy/Stale.swift",
    "App/Features/Extras/Extra.swift", "App/Features/Shared2.swift", "App/Features/notes.md",
    "Copy/Sources/AppDelegate.swift",
    "Pods/Pods.xcodeproj/project.pbxproj",
    "Packages/Net/Package.swift", "Packages/Net/Sources/Net/Client.swift", "Packages/Net/Tests/NetTests/ClientTests.swift",
    "Packages/Net/Custom/Extra.swift",
]
PACKAGE = 'let package = Package(name: "Net", targets: [.target(name: "Net"), .target(name: "More", path: "Custom"), .testTarget(name: "NetTests", path: "Tests/NetTests")])'


def membership():
    texts = {"App/App.xcodeproj/project.pbxproj": PROJECT, "Packages/Net/Package.swift": PACKAGE,
             "Pods/Pods.xcodeproj/project.pbxproj": "this is not read"}
    return xcodeproj.read_membership(REPOSITORY, texts.__getitem__)


class PlistTests(unittest.TestCase):
    def test_parses_dictionaries_arrays_quoted_strings_comments_and_data(self):
        value = xcodeproj.parse_plist('{ a = (1, "two words", ); /* c */ b = {c = "q\\"\\n\\U0041\\101";}; // x\n d = <0aff>; }')
        self.assertEqual(value, {"a": ["1", "two words"], "b": {"c": 'q"\nAA'}, "d": b"\n\xff"})

    def test_rejects_malformed_text_naming_the_line(self):
        with self.assertRaisesRegex(xcodeproj.PlistError, "line 2"):
            xcodeproj.parse_plist("{ a = 1;\n b = ; }")


class TargetTests(unittest.TestCase):
    def setUp(self):
        self.targets = {t.name: t for t in xcodeproj.project_targets("App/App.xcodeproj/project.pbxproj", PROJECT, REPOSITORY)}

    def test_only_native_targets_are_read_and_test_bundles_are_marked(self):
        self.assertEqual(sorted(self.targets), ["App", "AppTests", "Kit Framework"])
        self.assertTrue(self.targets["AppTests"].test)
        self.assertFalse(self.targets["App"].test or self.targets["Kit Framework"].test)

    def test_sources_phase_paths_resolve_through_groups_and_source_trees(self):
        self.assertEqual(sorted(self.targets["App"].files), [
            "App/Features/Detail/Detail.swift", "App/Features/Home.swift", "App/Features/Shared2.swift",
            "App/Shared/Shared.swift", "App/Sources/AppDelegate.swift", "App/Sources/List View Controller.swift"])

    def test_a_file_in_a_group_but_in_no_sources_phase_is_not_compiled(self):
        self.assertFalse(any("Old.swift" in f for t in self.targets.values() for f in t.files))

    def test_synchronized_exception_adds_the_file_to_a_target_that_does_not_sync_the_folder(self):
        self.assertEqual(sorted(self.targets["Kit Framework"].files), ["App/Features/Shared2.swift", "App/Kit/Model.swift", "App/Shared/Shared.swift"])

    def test_synchronized_exception_removes_files_and_folders_from_the_syncing_target(self):
        files = self.targets["App"].files
        self.assertNotIn("App/Features/Legacy/Stale.swift", files)
        self.assertNotIn("App/Features/Extras/Extra.swift", files)

    def test_project_dir_path_moves_source_root(self):
        moved = PROJECT.replace('projectDirPath = ""', "projectDirPath = ..")
        targets = {t.name: t for t in xcodeproj.project_targets("App/App.xcodeproj/project.pbxproj", moved, REPOSITORY)}
        self.assertEqual(targets["Kit Framework"].files, set())  # Kit/Model.swift now resolves outside the listing


class MembershipTests(unittest.TestCase):
    def setUp(self):
        self.membership = membership()

    def test_vendored_projects_are_skipped(self):
        self.assertEqual(list(self.membership.projects), ["App/App.xcodeproj/project.pbxproj"])
        self.assertEqual(self.membership.errors, [])

    def test_test_bundles_do_not_count_as_compiling(self):
        self.assertFalse(self.membership.compiled("App/AppTests/AppTests.swift"))
        self.assertEqual(self.membership.targets_compiling("App/AppTests/AppTests.swift", tests=True),
                         [("App/App.xcodeproj/project.pbxproj", "AppTests")])

    def test_local_package_sources_count_as_compiled_and_its_tests_do_not(self):
        self.assertTrue(self.membership.compiled("Packages/Net/Sources/Net/Client.swift"))
        self.assertTrue(self.membership.compiled("Packages/Net/Custom/Extra.swift"))
        self.assertFalse(self.membership.compiled("Packages/Net/Tests/NetTests/ClientTests.swift"))

    def test_an_unreadable_project_is_reported_not_fatal(self):
        texts = {"App/App.xcodeproj/project.pbxproj": "{ objects = ", "Packages/Net/Package.swift": PACKAGE}
        result = xcodeproj.read_membership(REPOSITORY, texts.__getitem__)
        self.assertEqual([p for p, _ in result.errors], ["App/App.xcodeproj/project.pbxproj"])


class TargetRuleTests(unittest.TestCase):
    def setUp(self):
        self.membership = membership()

    def test_a_listed_file_no_target_compiles_is_dropped(self):
        units, dropped = target_rule.split_listed(["App/Sources/AppDelegate.swift", "App/Sources/Old.swift"], self.membership, {})
        self.assertEqual((units, dropped), ([["App/Sources/AppDelegate.swift"]], ["App/Sources/Old.swift"]))

    def test_without_a_project_every_listed_file_is_one_unit(self):
        self.assertEqual(target_rule.split_listed(["a.swift", "b.swift"], None, {}), ([["a.swift", "b.swift"]], []))

    def test_one_type_declared_in_two_homes_splits_the_listed_files_by_home(self):
        paths = ["App/Sources/AppDelegate.swift", "Packages/Net/Sources/Net/Client.swift", "App/Kit/Model.swift"]
        tops = {"App/Sources/AppDelegate.swift": {"Team"}, "Packages/Net/Sources/Net/Client.swift": {"Team"}}
        units, dropped = target_rule.split_listed(paths, self.membership, tops)
        self.assertEqual(units, [["App/Sources/AppDelegate.swift", "App/Kit/Model.swift"], ["Packages/Net/Sources/Net/Client.swift"]])
        self.assertEqual(dropped, [])

    def test_context_candidates_nothing_compiles_are_refused_and_the_erroring_files_targets_come_first(self):
        candidates = ["App/Sources/Old.swift", "App/Sources/AppDelegate.swift", "App/Kit/Model.swift", "Packages/Net/Custom/Extra.swift"]
        allowed, refused = target_rule.order_candidates(candidates, self.membership, "App/Shared/Shared.swift")  # app and framework
        self.assertEqual((allowed, refused), (["App/Sources/AppDelegate.swift", "App/Kit/Model.swift", "Packages/Net/Custom/Extra.swift"],
                                              ["App/Sources/Old.swift"]))
        allowed, _ = target_rule.order_candidates(candidates, self.membership, "App/Kit/Model.swift")  # the framework only
        self.assertEqual(allowed[0], "App/Kit/Model.swift")
        allowed, _ = target_rule.order_candidates(candidates, self.membership, "Packages/Net/Sources/Net/Client.swift")
        self.assertEqual(allowed[0], "Packages/Net/Custom/Extra.swift")  # the package's own file before the nearer app's

    def test_without_a_project_candidates_keep_their_order(self):
        self.assertEqual(target_rule.order_candidates(["b.swift", "a.swift"], None, "c.swift"), (["b.swift", "a.swift"], []))

if __name__ == "__main__":
    unittest.main()
