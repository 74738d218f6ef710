"""Tests of ci/corpus-run's module entries: a Swift package's product as a module (validation and the
generated Package.swift), and the checked-out kind beside it (no repository, no build)."""
import importlib.machinery
import importlib.util
import json
import os
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
loader = importlib.machinery.SourceFileLoader("corpus_run", str(HERE.parent / "corpus-run"))
spec = importlib.util.spec_from_loader("corpus_run", loader)
corpus_run = importlib.util.module_from_spec(spec)
loader.exec_module(corpus_run)


def package_module(**changes):
    module = {"name": "OrderedCollections", "chosenFrom": "ranking", "why": "an app's OrderedSet",
              "package": {"url": "https://github.com/apple/swift-collections", "from": "1.1.0", "product": "OrderedCollections"}}
    module.update(changes)
    return module


class PackageModules(unittest.TestCase):
    def test_a_package_product_is_a_module_by_its_product_name(self):
        names = set()
        corpus_run.validate_package_module(package_module(), "m[0]", names)
        self.assertEqual(names, {"OrderedCollections"})

    def test_bad_package_entries_are_bad_input(self):
        bad = [
            package_module(package={"url": "https://github.com/apple/swift-collections", "from": "1.1"}),
            package_module(package={"url": "git@github.com:apple/swift-collections", "from": "1.1.0", "product": "OrderedCollections"}),
            package_module(package={"url": "https://github.com/apple/swift-collections", "from": "latest", "product": "OrderedCollections"}),
            package_module(name="Collections"),
            package_module(why=" "),
            package_module(chosenFrom="held-out"),
        ]
        for module in bad:
            with self.assertRaises(corpus_run.BadInput, msg=json.dumps(module)):
                corpus_run.validate_package_module(module, "m[0]", set())
        with self.assertRaises(corpus_run.BadInput):
            corpus_run.validate_package_module(package_module(), "m[1]", {"OrderedCollections"})

    def test_the_package_depends_on_the_product_for_the_apps_that_import_it(self):
        modules = [{"name": "Alamofire", "port": False}, package_module()]
        with tempfile.TemporaryDirectory() as folder:
            corpus_run.write_package(Path(folder), ["App_a", "App_b"], Path("/x/diffbench"), modules,
                                     deps={"App_a": {"OrderedCollections", "Alamofire"}})
            text = (Path(folder) / "Package.swift").read_text()
        self.assertIn('.package(url: "https://github.com/apple/swift-collections", from: "1.1.0")', text)
        self.assertIn('.target(name: "Alamofire"', text)
        self.assertNotIn('.target(name: "OrderedCollections"', text)
        app_a = next(line for line in text.splitlines() if '"App_a"' in line)
        app_b = next(line for line in text.splitlines() if '"App_b"' in line)
        self.assertIn('"Alamofire", .product(name: "OrderedCollections", package: "swift-collections")', app_a)
        self.assertNotIn("OrderedCollections", app_b)

    def test_a_cocoapods_module_imports_diffablecompat_as_its_umbrella_header_would_import_uikit(self):
        modules = [{"name": "Gridicons", "port": True, "cocoaPodsUmbrella": True}, {"name": "SnapKit", "port": True}]
        with tempfile.TemporaryDirectory() as folder:
            corpus_run.write_package(Path(folder), ["App_a"], Path("/x/diffbench"), modules, deps={"App_a": {"Gridicons"}})
            text = (Path(folder) / "Package.swift").read_text()
        pod = next(line for line in text.splitlines() if '.target(name: "Gridicons"' in line)
        plain = next(line for line in text.splitlines() if '.target(name: "SnapKit"' in line)
        self.assertIn('"-Xfrontend", "-import-module", "-Xfrontend", "DiffableCompat"', pod)
        self.assertNotIn("-import-module", plain)

    def test_the_umbrella_flag_is_a_boolean_for_ported_modules_only(self):
        base = {"name": "SomePod", "repository": "example/SomePod", "commit": "0" * 40, "paths": ["Sources"],
                "port": True, "why": "an app's icons", "chosenFrom": "ranking"}
        real = json.loads((HERE / "manifest.json").read_text())
        for module, ok in ((base, True), (dict(base, cocoaPodsUmbrella=True), True),
                           (dict(base, cocoaPodsUmbrella="yes"), False), (dict(base, cocoaPodsUmbrella=True, port=False), False)):
            with tempfile.TemporaryDirectory() as folder:
                manifest = Path(folder) / "manifest.json"
                manifest.write_text(json.dumps(dict(real, modules=real["modules"] + [module])))
                if ok:
                    corpus_run.load_manifest(manifest)
                    continue
                with self.assertRaises(corpus_run.BadInput, msg=json.dumps(module)) as raised:
                    corpus_run.load_manifest(manifest)
                self.assertIn("cocoaPodsUmbrella", str(raised.exception))

    def test_a_module_depends_on_a_package_module_through_its_product(self):
        crypto = package_module(name="Crypto", package={"url": "https://github.com/apple/swift-crypto", "from": "3.12.3", "product": "Crypto"})
        modules = [crypto, {"name": "Kingfisher", "port": True, "dependencies": ["Crypto"]}]
        with tempfile.TemporaryDirectory() as folder:
            corpus_run.write_package(Path(folder), ["App_a"], Path("/x/diffbench"), modules, deps={"App_a": {"Kingfisher"}})
            text = (Path(folder) / "Package.swift").read_text()
        kingfisher = next(line for line in text.splitlines() if '.target(name: "Kingfisher"' in line)
        self.assertIn('dependencies: [.product(name: "Crypto", package: "swift-crypto"), .product(name: "DiffableCompat", package: "diffbench")]', kingfisher)
        self.assertIn('.package(url: "https://github.com/apple/swift-crypto", from: "3.12.3")', text)


class KeptImports(unittest.TestCase):
    def test_foundations_linux_modules_stay_and_add_no_diffablecompat(self):
        text = "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\nstruct A {}\n"
        out, removed, added, kept = corpus_run.neutralize_imports(text)
        self.assertEqual((out, removed, added), (text, [], False))

    def test_an_apple_only_import_is_removed_and_diffablecompat_added(self):
        out, removed, added, _ = corpus_run.neutralize_imports("import Foundation\nimport SafariServices\n")
        self.assertEqual(removed, ["SafariServices"])
        self.assertTrue(added and "import DiffableCompat" in out)


if __name__ == "__main__":
    unittest.main()
