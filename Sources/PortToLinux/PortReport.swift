import Foundation

/// Everything a port did, in the order of the files and lines it names: the rewrites, the constructs
/// left as written that Linux will not compile, and notes. Lines are those of the original files.
///
/// Written as text (``text``) and as JSON (``json()``, schema `diffbench.port/1`, keys sorted; an
/// entry's `detail` and `movedTo` only when it has them):
///
/// ```json
/// { "exitStatus" : 1, "files" : ["Screens/List.swift"],
///   "left" : [{ "column" : 23, "construct" : "NSClassFromString", "file" : "Screens/List.swift", "line" : 3,
///               "reason" : "looks a class up by its Objective-C name: …", "text" : "NSClassFromString(\"Cell\")" }],
///   "notes" : [],
///   "rewrites" : [{ "after" : "weak var tableView: UITableView!", "before" : "@IBOutlet weak var tableView: UITableView!",
///                   "column" : 5, "detail" : "dropped @IBOutlet", "file" : "Screens/List.swift", "line" : 2,
///                   "rule" : "objc-attribute" }],
///   "schema" : "diffbench.port/1" }
/// ```
public struct PortReport: Codable, Sendable, Equatable {
    /// The JSON schema this report is written in.
    public static let schema = "diffbench.port/1"

    /// `diffbench.port/1`.
    public var schema: String = PortReport.schema
    /// The ported files, by the path they have in the output folder (and in every entry below).
    public var files: [String]
    /// Each rewrite made, with the original text and what it became.
    public var rewrites: [PortRewrite]
    /// Constructs left as written that Linux will not compile: move them by hand or in a `#if`.
    public var left: [LeftConstruct]
    /// Things worth a look that compile as written (an `x.f?(…)` that may be an optional closure).
    public var notes: [PortNote]
    /// The exit status this report stands for: 0 when every file ports cleanly, 1 when something was
    /// left that will not compile on Linux.
    public var exitStatus: Int32

    /// Makes a report; entries are kept in file, line and column order.
    public init(files: [String], rewrites: [PortRewrite], left: [LeftConstruct], notes: [PortNote]) {
        self.files = files.sorted()
        self.rewrites = rewrites.sorted {
            ($0.file, $0.line, $0.column, $0.rule.rawValue, $0.before) < ($1.file, $1.line, $1.column, $1.rule.rawValue, $1.before)
        }
        self.left = left.sorted { ($0.file, $0.line, $0.column, $0.construct) < ($1.file, $1.line, $1.column, $1.construct) }
        self.notes = notes.sorted { ($0.file, $0.line, $0.column, $0.text) < ($1.file, $1.line, $1.column, $1.text) }
        exitStatus = left.isEmpty ? 0 : 1
    }

    /// The report as lines of text: one per entry (`file:line: rule: before → after`), then a summary.
    public var text: String {
        var lines = rewrites.map { entry in
            var line = "\(entry.file):\(entry.line): \(entry.rule.rawValue): \(entry.before) → \(entry.after)"
            if let detail = entry.detail { line += " (\(detail))" }
            return line
        }
        lines += left.map { "\($0.file):\($0.line): left: \($0.construct): \($0.text) — \($0.reason)" }
        lines += notes.map { "\($0.file):\($0.line): note: \($0.text) — \($0.reason)" }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line: how many files, rewrites, name-only selectors, resources copied (when any) and left constructs.
    public var summary: String {
        let nameOnly = rewrites.filter { $0.rule == .selectorNameOnly }.count
        let copied = rewrites.filter { $0.rule == .resource }.count
        let rewritten = rewrites.count - copied
        return "ported \(files.count) file\(files.count == 1 ? "" : "s"): \(rewritten) rewrite\(rewritten == 1 ? "" : "s")"
            + " (\(nameOnly) selector\(nameOnly == 1 ? "" : "s") name only), "
            + (copied == 0 ? "" : "\(copied) resource\(copied == 1 ? "" : "s") copied, ") + "\(left.count) left"
    }

    /// The report as JSON: sorted keys and a fixed layout, so the same port gives the same bytes.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and arrays of them cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a report written by ``json()``.
    /// - Throws: `DecodingError` when `data` is not a `diffbench.port/1` report.
    public static func read(from data: Data) throws -> PortReport {
        let report = try JSONDecoder().decode(PortReport.self, from: data)
        guard report.schema == schema else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "schema \(report.schema), expected \(schema)"))
        }
        return report
    }
}

/// A place in an original file.
public struct SourcePlace: Codable, Sendable, Equatable {
    /// The file's path in the output folder.
    public var file: String
    /// 1-based line in the original file.
    public var line: Int

    /// Makes a place.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// One rewrite: where, which rule, the original text and what it became.
public struct PortRewrite: Codable, Sendable, Equatable {
    /// The kinds of rewrite the port step makes.
    public enum Rule: String, Codable, Sendable, CaseIterable {
        /// `@IBOutlet`, `@IBAction`, `@objc`, `@objc(name)`, `dynamic`, `@IBInspectable`, `@IBDesignable`,
        /// `@objcMembers`, `@IBSegueAction` dropped from a declaration; also `@UIApplicationMain` and
        /// `@main` on an app delegate (the ported copy builds into a test target, not the app).
        case objectiveCAttribute = "objc-attribute"
        /// `#selector(…)` to a `Selector` that names the method and carries the call.
        case selector
        /// `#selector(…)` to a `Selector` that only names the method (the method or its type is not known,
        /// or its signature is not one a target–action call takes).
        case selectorNameOnly = "selector-name-only"
        /// `x?.f?(…)` to `x?.f(…)`: DiffableCompat's protocols give optional requirements defaults.
        case optionalRequirementCall = "optional-requirement-call"
        /// `@objc optional func f()` in a protocol to `func f()`, with a default (`func f() {}`,
        /// `… { nil }`) in an extension of the protocol added after it.
        case optionalRequirement = "optional-requirement"
        /// `required convenience init()` added to a cell or reusable view that defines
        /// `init?(coder:)` without the initializers that would make it inherit DiffableCompat's
        /// `init()` (a class that only a nib makes): it is made the nib's way.
        case nibInit = "nib-init"
        /// An `override` written in an extension, or a member of an extension that a subclass
        /// overrides, moved into its class's body.
        case overrideMoved = "override-moved"
        /// `#keyPath(a.b)` to `"a.b"`.
        case keyPath = "key-path"
        /// `import UIKit` (Combine, CoreGraphics, QuartzCore, CoreData, WebKit, SafariServices) to the `#if canImport(UIKit)` form;
        /// `import Foundation` in a file that imports none of them gains FoundationNetworking (or
        /// takes that form, when it needs DiffableCompat's `Selector`).
        case importGuard = "import"
        /// `os(iOS)` or `canImport(UIKit)` (Combine, CoreGraphics, QuartzCore) in an `#if` condition
        /// to that test `|| canImport(DiffableCompat)`: Linux compiles the branch iOS compiles.
        case platformCondition = "platform-condition"
        /// `type(of: x).description()` (NSObject's class method, found through the Objective-C
        /// runtime) to `NSStringFromClass(type(of: x))`.
        case classDescription = "class-description"
        /// `Progress()` (NSObject's `init()`, which Apple's Foundation gives `Progress`) to
        /// `Progress(parent: nil)`, the same initialization, which Linux's declares.
        case foundationInitializer = "foundation-init"
        /// `#Preview`, a `PreviewProvider`, `UIViewRepresentable` or `UIViewControllerRepresentable`
        /// type, or `import SwiftUI`, put under `#if canImport(SwiftUI)`: only Apple's systems have them.
        case previewOnly = "preview-only"
        /// `@NSManaged var x: T` to `var x: T` with accessors over DiffableCompat's storage of the
        /// object's values; Core Data's generated `@NSManaged func addToItems(_:)` and
        /// `removeFromItems(_:)` given bodies that change the relationship's set.
        case managedProperty = "managed-property"
        /// A name qualified by a module DiffableCompat stands in for (`UIKit.UIControl`) without its
        /// qualifier: Linux has no such module.
        case moduleQualified = "module-qualified"
        /// `@IBOutlet weak var x: T!` (or `T?`, without `weak`; or an outlet collection `[T]!`) to
        /// `@HeadlessOutlet(.weak) var x: T!`: DiffableCompat's outlet, which a headless nib or
        /// storyboard connects as Interface Builder does.
        case headlessOutlet = "outlet"
        /// An override, in an extension of a UIKit class, of a member only the system reads
        /// (`preferredStatusBarStyle`, `supportedInterfaceOrientations`…) put under `#if !os(Linux)`.
        case systemOnlyOverride = "system-only"
        /// A storyboard file read into the ported copy (`DiffbenchPortedStoryboards.swift`): its
        /// scenes, initial scene, segues and prototype cells, which DiffableCompat's headless
        /// storyboards then hold (`PortedStoryboard`).
        case storyboard
        /// A xib file read into the ported copy (`DiffbenchPortedStoryboards.swift`, a
        /// `DiffbenchPortedNib_<name>` class named for the nib): its File's Owner, top-level objects
        /// with their view trees and attributes, outlets and actions, which DiffableCompat's headless
        /// nibs then make (`PortedNib`: `UINib`, `loadNibNamed`, nib-registered cells, a controller's nib).
        case xib
        /// A class's `@IBAction` methods registered after the class, in its own file (an extension
        /// with their `Selector`s and a `DiffbenchIBActions_<Class>` class conforming to
        /// DiffableCompat's `PortedIBActions`), so that a ported storyboard's actions call them.
        case ibActions = "ib-actions"
        /// A class's `@IBOutlet` properties that have `didSet` or `willSet` observers, registered
        /// after the class, in its own file (an extension with a read of each, and a
        /// `DiffbenchObservedOutlets_<Class>` class conforming to DiffableCompat's
        /// `PortedObservedOutlets`), so that their observers run when a ported storyboard or nib
        /// connects them, as iOS's nib loader runs them, before `viewDidLoad()`.
        case outletObservers = "outlet-observers"
        /// `Bundle.main`, `Bundle(for:)` of an app's class, and `NSLocalizedString`'s default bundle
        /// to DiffableCompat's `Bundle.portedMain()`: the app's resources, copied by the port (made
        /// only when the port copies resources).
        case mainBundle = "main-bundle"
        /// A resource file of the app (JSON, plist, strings, images…) copied into the ported copy's
        /// app bundle (`DiffbenchPortedBundle/`), where Xcode's Copy Bundle Resources would put it:
        /// the bundle's top level, or its `.lproj` or `.bundle` folder. Its line is 1.
        case resource
        /// `catch let e as NSError` (with or without `where`) made to catch every error and convert
        /// it (`e = caught as NSError`): on Apple's systems every error bridges to `NSError`, so the
        /// clause catches a `URLError` or an app's error; on Linux the cast succeeds only for an `NSError`.
        case nsErrorCatch = "nserror-catch"
        /// An initializer that overrides one DiffableCompat declares `required` where the SDK does not
        /// (NSManagedObject's `init(entity:insertInto:)` and `init(context:)`, so that generic code can
        /// make an object through a metatype, as Objective-C's initializers allow on iOS) made
        /// `required` (`private` or `fileprivate` dropped, as Swift asks of a required initializer);
        /// a subclass that declares its own designated initializers but not that one gets one that
        /// stops with Swift's message for an unimplemented initializer, as iOS does.
        case requiredInit = "required-init"
        /// A Core Data entity whose code generation is "Class Definition" (Xcode's default) or
        /// "Category/Extension": its class (for the first) and properties generated as Xcode generates
        /// them when it builds the app, into `DiffbenchCoreDataClasses.swift`, then ported as the app's
        /// files are. Its file is the model's, its line 1.
        case coreDataCodegen = "core-data-codegen"
    }

    /// Which rewrite.
    public var rule: Rule
    /// The file's path in the output folder.
    public var file: String
    /// 1-based line in the original file.
    public var line: Int
    /// 1-based column in the original file.
    public var column: Int
    /// The original text, on one line.
    public var before: String
    /// What it became, on one line.
    public var after: String
    /// Why, when the rule alone does not say (a name-only selector's reason, an extension dropped).
    public var detail: String?
    /// For a moved override: where it went (the line of the class's closing brace in the original).
    public var movedTo: SourcePlace?

    /// Makes an entry.
    public init(rule: Rule, file: String, line: Int, column: Int, before: String, after: String,
                detail: String? = nil, movedTo: SourcePlace? = nil) {
        self.rule = rule
        self.file = file
        self.line = line
        self.column = column
        self.before = before
        self.after = after
        self.detail = detail
        self.movedTo = movedTo
    }

}

/// A construct left as written that Linux will not compile (or will not run as on iOS).
public struct LeftConstruct: Codable, Sendable, Equatable {
    /// What it is, in a word or two: `@NSManaged`, `NSClassFromString`, `responds(to:)`, `optional requirement`.
    public var construct: String
    /// The file's path in the output folder.
    public var file: String
    /// 1-based line in the original file.
    public var line: Int
    /// 1-based column in the original file.
    public var column: Int
    /// The source text, on one line.
    public var text: String
    /// Why it cannot be ported mechanically, and what to do instead.
    public var reason: String

    /// Makes an entry.
    public init(construct: String, file: String, line: Int, column: Int, text: String, reason: String) {
        self.construct = construct
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.reason = reason
    }

}

/// Something that compiles as written but is worth a look.
public struct PortNote: Codable, Sendable, Equatable {
    /// The file's path in the output folder.
    public var file: String
    /// 1-based line in the original file.
    public var line: Int
    /// 1-based column in the original file.
    public var column: Int
    /// The source text, on one line.
    public var text: String
    /// What to check.
    public var reason: String

    /// Makes a note.
    public init(file: String, line: Int, column: Int, text: String, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.reason = reason
    }

}
