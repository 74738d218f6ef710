/// The port step: a copy of an app's Swift files that Linux compiles against DiffableCompat, with
/// only what Linux cannot compile rewritten, mechanically, and every rewrite listed in a
/// ``PortReport``.
///
/// ```swift
/// let ported = try LinuxPort.port([SwiftSource(path: "ListViewController.swift", text: source)])
/// print(ported.files[0].text)      // the ported file
/// print(ported.report.text)        // ListViewController.swift:12: objc-attribute: @IBOutlet weak var … → weak var …
/// ```
///
/// What is rewritten: Objective-C attributes dropped (`@IBOutlet`, `@IBAction`, `@objc`, `dynamic`…;
/// an `@objc` protocol keeps its class bound as `: AnyObject`);
/// `#selector(…)` to a `Selector` naming the method and carrying the call; an `@objc` protocol's
/// `optional` requirements to plain ones with defaults in an extension, and their calls `x?.f?(…)`
/// to `x?.f(…)`; an `override` in an extension moved into its class; `#keyPath(a.b)` to `"a.b"`;
/// `os(iOS)` and `canImport(UIKit)` in an `#if` made to hold on Linux too (`|| canImport(DiffableCompat)`);
/// `type(of: x).description()` to `NSStringFromClass(type(of: x))`; `catch let e as NSError` to a
/// clause that catches every error and converts it, as Apple's systems bridge every error; a Core Data
/// class's override of `init(entity:insertInto:)` or `init(context:)` made `required`, as DiffableCompat
/// declares them; previews (`#Preview`,
/// `PreviewProvider`, SwiftUI's bridges to UIKit) and `import SwiftUI` under `#if canImport(SwiftUI)`;
/// `import UIKit` to the `#if canImport(UIKit)` form, `import Foundation` alone with
/// FoundationNetworking; `required convenience init()` added to a cell that only a nib makes; a
/// class's `@IBAction` methods registered in its file for a ported storyboard's actions.
/// Everything else is left as written;
/// what Linux will not compile is named in ``PortReport/left``. Porting the output again changes
/// nothing, and the same input always gives the same bytes.
public enum LinuxPort {
    /// Ports `sources` together (a `#selector` in one file finds its method in another; an override
    /// moves into its class's file). With `appBundle` (the port copies the app's resources, as
    /// ``port(inputs:output:base:reportJSON:resources:folderResources:sourceLocations:)`` does when given resources), the app's references
    /// to its main bundle become `Bundle.portedMain()` too (rule `main-bundle`).
    /// - Returns: The ported files, in the order given, and the report.
    /// - Throws: ``PortError/syntaxError(file:line:column:message:)`` for the first file that is not
    ///   valid Swift; nothing is ported then.
    /// - Complexity: O(n) in the total size of the sources, plus the edits' sort.
    ///
    /// For each file whose path `sourceLocations` maps to its original's path, `#sourceLocation`
    /// directives are added (at the top, and after each rewrite that changes the number of lines), so
    /// that the compiler's errors name the original file and line, as a build plugin's user expects.
    public static func port(_ sources: [SwiftSource], appBundle: Bool = false,
                            sourceLocations: [String: String] = [:]) throws(PortError) -> PortedSources {
        let files = sources.enumerated().map { FilePlan(number: $0.offset, path: $0.element.path, source: $0.element.text) }
        for file in files {
            if let error = file.firstSyntaxError() { throw error }
        }
        let index = DeclarationIndex(files.map(\.tree))
        for file in files {
            ObjectiveCAttributeRewriter(plan: file).walk(file.tree)
            IBActionRegistrar.plan(file)
            OptionalRequirementPorter(plan: file, index: index).walk(file.tree)
            SelectorRewriter(plan: file, index: index).walk(file.tree)
            OptionalRequirementCallRewriter(plan: file, index: index).walk(file.tree)
            NibInitializerAdder(plan: file, index: index).walk(file.tree)
            KeyPathRewriter(plan: file).walk(file.tree)
            PlatformConditionRewriter(plan: file).walk(file.tree)
            ClassDescriptionRewriter(plan: file).walk(file.tree)
            FoundationInitializerRewriter(plan: file, index: index).walk(file.tree)
            NSErrorCatchRewriter(plan: file).walk(file.tree)
            RequiredInitializerRewriter(plan: file, index: index).walk(file.tree)
            ModuleQualifiedNameRewriter(plan: file).walk(file.tree)
            PreviewRewriter(plan: file).walk(file.tree)
            ImportRewriter(plan: file).walk(file.tree)
            ObjectiveCOnlyFinder(plan: file).walk(file.tree)
            if appBundle { MainBundleRewriter(plan: file, index: index).walk(file.tree) }
        }
        OverrideMover.plan(files, index: index)
        let ported = files.map { SwiftSource(path: $0.path, text: $0.portedText(original: sourceLocations[$0.path])) }
        let report = PortReport(files: files.map(\.path), rewrites: files.flatMap { $0.rewrites.map(\.entry) },
                                left: files.flatMap(\.left), notes: files.flatMap(\.notes))
        return PortedSources(files: ported, report: report)
    }
}

/// A Swift file held in memory: its path (as it will be in the output folder and the report) and text.
public struct SwiftSource: Sendable, Equatable {
    /// The path the file has in the output folder and in the report, e.g. `Screens/ListViewController.swift`.
    public var path: String
    /// The file's text.
    public var text: String

    /// Makes a source.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The result of ``LinuxPort/port(_:appBundle:sourceLocations:)``: the ported files and what was done to them.
public struct PortedSources: Sendable, Equatable {
    /// The ported files, in the order the sources were given.
    public var files: [SwiftSource]
    /// Every rewrite, every construct left, every note.
    public var report: PortReport
}
