"""Tests of corpus_names' reading of an app's extensions (no repository, no build)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_names  # noqa: E402


class ExtensionInitializers(unittest.TestCase):
    def members(self, source):
        declared = {"extensions": {}}
        corpus_names.add_extension_members(declared, [source])
        return declared["extensions"]

    def test_every_label_of_a_multiline_initializer(self):
        found = self.members(
            "extension UIMenu {\n"
            "    convenience init(\n"
            "        title: String = \"\",\n"
            "        options: Options = [],\n"
            "        inlineChildren: [UIMenuElement]\n"
            "    ) {\n"
            "        self.init(title: title, options: options, children: inlineChildren)\n"
            "    }\n"
            "    static func rebuild() {}\n"
            "}\n")
        self.assertEqual(found["UIMenu"], {"init(title:", "init(options:", "init(inlineChildren:", "rebuild"})

    def test_calls_of_init_and_unlabelled_parameters_are_not_labels(self):
        found = self.members(
            "extension UIColor { convenience init(hex: String, alpha a: CGFloat = 1) { self.init(white: 1, alpha: a) } }\n"
            "extension Box { public init?<T: Collection>(_ items: T, limit: (Int, Int) = (0, 1)) {} }\n")
        self.assertEqual(found["UIColor"], {"init(hex:", "init(alpha:"})
        self.assertEqual(found["Box"], {"init(_:", "init(limit:"})

    def test_an_unlabelled_extension_initializer_is_the_apps(self):
        declared = {"types": {}, "members": {}, "super": {}, "protocols": set(), "extensions": {}}
        corpus_names.add_extension_members(declared, ["public extension UIColor {\n    convenience init(_ colorAsset: ColorAsset) { self.init(white: 1, alpha: 1) }\n}\n"])
        self.assertEqual(corpus_names.classify_call(declared, "UIColor", "_:")["class"], "app")
        self.assertEqual(corpus_names.classify_call(declared, "UIImage", "_:")["class"], "platform")

    def test_a_call_starting_at_a_later_label_is_the_apps(self):
        declared = {"types": {}, "members": {}, "super": {}, "protocols": set(), "extensions": {}}
        corpus_names.add_extension_members(declared, ["extension UIMenu {\n  convenience init(title: String = \"\",\n    inlineChildren: [UIMenuElement]) {}\n}\n"])
        ref = corpus_names.classify_call(declared, "UIMenu", "inlineChildren:")
        self.assertEqual((ref["name"], ref["class"]), ("UIMenu(inlineChildren:)", "app"))


class MemberOwnership(unittest.TestCase):
    def declared(self, text, blobs=()):
        declared = corpus_names.parse_declarations(text)
        corpus_names.add_extension_members(declared, list(blobs))
        return declared

    def test_an_app_type_named_as_a_platform_one_is_the_apps(self):
        declared = self.declared("final class Scheduler {\n    static let mainScheduler = RunLoop.main\n")
        ref = corpus_names.classify_member(declared, "any Scheduler", "mainScheduler")
        self.assertEqual((ref["name"], ref["class"]), ("Scheduler.mainScheduler", "app"))

    def test_a_publisher_extension_member_is_the_apps_on_any_publisher(self):
        source = "extension Publisher {\n    static func just(_ output: Output) -> AnyPublisher<Output, Failure> { fatalError() }\n}\n"
        declared = self.declared("    static func just(_ output: Output) -> AnyPublisher<Output, Failure> {\n", [source])
        ref = corpus_names.classify_member(declared, "AnyPublisher<UIImage?, Never>", "just")
        self.assertEqual(ref["class"], "app")
        self.assertEqual(corpus_names.classify_member(declared, "AnyPublisher<UIImage?, Never>", "flatMapLatest")["class"], "platform")

    def test_members_apps_add_to_platform_types_are_the_apps(self):
        blob = ("extension Logger {\n    static let module = Logger(subsystem: \"app\", category: \"m\")\n}\n"
                "extension Notification.Name {\n    static let thumbnailEditOn = Notification.Name(\"on\")\n}\n"
                "extension Collection {\n    subscript(safe index: Index) -> Element? { nil }\n    subscript(index: Int) -> Int { 0 }\n}\n")
        declared = self.declared("", [blob])
        self.assertEqual(corpus_names.classify_member(declared, "Logger", "module")["class"], "app")
        self.assertEqual(corpus_names.classify_member(declared, "Bundle", "module")["class"], "other")
        self.assertEqual(corpus_names.classify_member(declared, "NSNotification.Name?", "thumbnailEditOn")["class"], "app")
        refs = corpus_names.names_in("extraneous argument label 'safe:' in subscript", "xs[safe: 0]", declared)
        self.assertEqual([(r["name"], r["class"]) for r in refs], [(".subscript(safe:)", "app")])
        index = corpus_names.declaration_index({"Shared/Collection+Safe.swift": blob, "App/List.swift": "let x = 1\n"})
        self.assertEqual(corpus_names.declaring_files(index, declared, refs[0], "App/List.swift"), ["Shared/Collection+Safe.swift"])
        self.assertNotIn("subscript(index:", index["members"])

    def test_members_apps_add_to_generated_types_are_the_apps(self):
        # `Door` is a class Xcode generates from the app's Core Data model: no app file declares it.
        blob = "extension Door {\n    @objc public var latestVisit: Visit? { nil }\n}\n"
        declared = self.declared("", [blob])
        ref = corpus_names.classify_member(declared, "Door", "latestVisit")
        self.assertEqual((ref["name"], ref["class"]), ("Door.latestVisit", "app"))
        self.assertEqual(corpus_names.classify_member(declared, "Door", "wrappedNumber")["class"], "other")
        self.assertEqual(corpus_names.classify_member(declared, "Window", "latestVisit")["class"], "other")
        index = corpus_names.declaration_index({"Models/Door+Extension.swift": blob, "Views/Doors.swift": "let x = 1\n"})
        self.assertEqual(corpus_names.declaring_files(index, declared, ref, "Views/Doors.swift"), ["Models/Door+Extension.swift"])

    def test_members_apps_add_to_sequences_are_found_on_array_and_dictionary_literal_types(self):
        blob = ("extension Sequence where Element: Hashable {\n    func uniqued() -> [Element] { [] }\n}\n"
                "extension Dictionary {\n    var keysSorted: [Key] { [] }\n}\n")
        declared = self.declared("", [blob])
        ref = corpus_names.classify_member(declared, "[VaccinationCentre]", "uniqued")
        self.assertEqual((ref["name"], ref["class"]), ("[VaccinationCentre].uniqued", "app"))
        self.assertEqual(corpus_names.classify_member(declared, "[String: [Int]]", "keysSorted")["class"], "app")
        self.assertEqual(corpus_names.classify_member(declared, "[UIView?]", "compacted")["class"], "platform")
        index = corpus_names.declaration_index({"Helpers/Array+Commons.swift": blob, "Models/Centre.swift": "let x = 1\n"})
        self.assertEqual(corpus_names.declaring_files(index, declared, ref, "Models/Centre.swift"), ["Helpers/Array+Commons.swift"])

    def test_private_extension_members_are_not_recorded(self):
        blob = ("fileprivate extension Logger {\n    static let module = Logger()\n}\n"
                "extension Bundle {\n    fileprivate static let hidden = 1\n    private(set) static var shown = 2\n}\n")
        found = ExtensionInitializers.members(self, blob)
        self.assertNotIn("Logger", found)
        self.assertEqual(found["Bundle"], {"shown"})

    def test_a_protocol_extension_member_brings_the_conformance_file(self):
        protocol = ("protocol NibLoadable: AnyObject {}\n"
                    "extension NibLoadable where Self: UIViewController {\n    static var nibName: String { \"\" }\n}\n")
        screen = "final class ListViewController: UIViewController {\n    init() { super.init(nibName: ListViewController.nibName, bundle: nil) }\n}\n"
        conformance = "extension UIViewController: NibLoadable {}\n"
        other = "extension UICollectionViewCell: NibLoadable {}\nstruct Row: Hashable, Sendable {\n}\n"
        files = {"App/Common/NibLoadable.swift": protocol, "App/List/ListViewController.swift": screen,
                 "App/Common/UIViewController+Nib.swift": conformance, "App/Common/UICollectionViewCell+Nib.swift": other}
        declared = self.declared("protocol NibLoadable: AnyObject {}\nfinal class ListViewController: UIViewController {\n", [protocol])
        index = corpus_names.declaration_index(files)
        ref = {"name": "ListViewController.nibName", "kind": "static/instance mismatch", "class": "app", "module": None}
        self.assertEqual(corpus_names.declaring_files(index, declared, ref, "App/List/ListViewController.swift"), ["App/Common/NibLoadable.swift"])
        self.assertEqual(corpus_names.conforming_files(index, declared, ref, "App/List/ListViewController.swift"), ["App/Common/UIViewController+Nib.swift"])
        self.assertEqual(index["conforms"][("Row", "Hashable")], {"App/Common/UICollectionViewCell+Nib.swift"})
        # A member no app protocol's extension declares needs no conformance.
        self.assertEqual(corpus_names.conforming_files(index, declared, dict(ref, name="ListViewController.title"), "App/List/ListViewController.swift"), [])

    def test_class_members_of_an_extension_are_recorded(self):
        blob = "extension UIColor {\n    class var athensGray: UIColor { .gray }\n    class func brand() -> UIColor { .red }\n}\n"
        declared = self.declared("", [blob])
        self.assertEqual(declared["extensions"]["UIColor"], {"athensGray", "brand"})
        self.assertEqual(corpus_names.classify_member(declared, "UIColor?", "athensGray")["class"], "app")

    def test_members_apps_add_to_result_are_the_apps(self):
        blob = "extension Result {\n    var value: Success? { try? get() }\n}\n"
        declared = self.declared("", [blob])
        self.assertEqual(corpus_names.classify_member(declared, "Result<Ticker, NetworkError>", "value")["class"], "app")
        self.assertEqual(corpus_names.classify_member(self.declared(""), "Result<Ticker, NetworkError>", "value")["class"], "platform")

    def test_members_of_standard_library_protocol_extensions_are_the_apps(self):
        blob = "extension Numeric {\n    var formattedWithSeparator: String { \"\" }\n}\nextension StringProtocol {\n    var trimmedLines: [String] { [] }\n}\n"
        declared = self.declared("", [blob])
        self.assertEqual(corpus_names.classify_member(declared, "Int", "formattedWithSeparator")["class"], "app")
        self.assertEqual(corpus_names.classify_member(declared, "Double", "formattedWithSeparator")["class"], "app")
        self.assertEqual(corpus_names.classify_member(declared, "String", "trimmedLines")["class"], "app")
        self.assertEqual(corpus_names.classify_member(declared, "Int", "trimmedLines")["class"], "platform")
        index = corpus_names.declaration_index({"Utils/Formatters.swift": blob, "App/Cell.swift": "let x = 1\n"})
        ref = corpus_names.classify_member(declared, "Int", "formattedWithSeparator")
        self.assertEqual(corpus_names.declaring_files(index, declared, ref, "App/Cell.swift"), ["Utils/Formatters.swift"])

    def test_an_app_function_named_as_a_platform_one_is_the_callee(self):
        declared = self.declared("func NSLocalizedString(_ key: String) -> String {\n")
        ref = corpus_names.classify_call(declared, "NSLocalizedString", "_:")
        self.assertEqual((ref["name"], ref["class"]), ("NSLocalizedString(_:)", "app"))
        self.assertEqual(corpus_names.classify_call(self.declared(""), "NSLocalizedString", "_:")["class"], "platform")

    def test_an_implicit_member_the_app_declares_brings_its_file(self):
        palettes = "public struct UIPalette {\n    public let grey6 = ColorAsset.ui(\"grey6\")\n}\nextension ColorAsset {\n    public static let ui = UIPalette()\n}\n"
        asset = "public struct ColorAsset {\n    static func ui(_ name: String) -> Self { Self() }\n}\n"
        declared = self.declared("public struct UIPalette {\n    public static let ui = UIPalette()\n", [palettes])
        refs = corpus_names.names_in("reference to member 'ui' cannot be resolved without a contextual type", "x.backgroundColor = UIColor(.ui.grey6)", declared)
        self.assertEqual([(r["name"], r["class"]) for r in refs], [(".ui", "app")])
        index = corpus_names.declaration_index({"Textile/Colors/Palettes.swift": palettes, "Textile/Colors/ColorAsset.swift": asset, "App/Cell.swift": "let x = 1\n"})
        self.assertIn("Textile/Colors/Palettes.swift", corpus_names.declaring_files(index, declared, refs[0], "App/Cell.swift"))
        other = corpus_names.names_in("cannot infer contextual base in reference to member 'crossDissolve'", "iv.af.setImage(withURL: u, imageTransition: .crossDissolve(0.2))", declared)
        self.assertEqual([(r["name"], r["class"]) for r in other], [(".crossDissolve", "other")])

    def test_an_extension_method_named_as_a_platform_property_brings_its_file(self):
        ext = "extension NSLayoutConstraint {\n    public func priority(_ priority: UILayoutPriority) -> Self {\n        self.priority = priority\n        return self\n    }\n}\n"
        declared = self.declared("", [ext])
        source = "indexImageView.widthAnchor.constraint(equalToConstant: 32).priority(.required - 1),"
        refs = corpus_names.names_in("cannot call value of non-function type 'UILayoutPriority'", source, declared)
        self.assertEqual([(r["name"], r["class"]) for r in refs], [(".priority(…)", "app")])
        index = corpus_names.declaration_index({"Ext/NSLayoutConstraint.swift": ext, "App/Cell.swift": "let x = 1\n"})
        self.assertEqual(corpus_names.declaring_files(index, declared, refs[0], "App/Cell.swift"), ["Ext/NSLayoutConstraint.swift"])
        self.assertEqual(corpus_names.names_in("cannot call value of non-function type 'Int'", "let y = x.count(3)", declared), [])


if __name__ == "__main__":
    unittest.main()
