import SwiftSyntax

/// Rule 8: a compilation condition that holds on iOS holds in the ported copy, so Linux compiles the
/// branch iOS compiles, against DiffableCompat: `os(iOS)` and `canImport(UIKit)` (or Combine,
/// CoreGraphics, QuartzCore, whose names DiffableCompat provides) → that test
/// `|| canImport(DiffableCompat)`:
///
/// ```swift
/// #if os(iOS) || os(tvOS)              →  #if (os(iOS) || canImport(DiffableCompat)) || os(tvOS)
/// #if canImport(UIKit)                 →  #if canImport(UIKit) || canImport(DiffableCompat)
///     import UIKit                     →      the README's #if canImport(UIKit) form (rule 6)
/// #else                                   #else
///     import AppKit                           import AppKit
/// #endif                                  #endif
/// ```
///
/// Libraries written for iOS and macOS (SnapKit's `ConstraintView` is `UIView` under
/// `#if canImport(UIKit)`, `NSView` otherwise) and apps with a macOS target choose UIKit this way;
/// without the rule Linux takes the macOS branch and finds no AppKit. Other platforms' tests
/// (`os(macOS)`, `os(tvOS)`, `targetEnvironment(macCatalyst)`, `canImport(AppKit)`, `canImport(SwiftUI)`)
/// stay false on Linux, and `os(Linux)` stays true. A condition that already names
/// `canImport(DiffableCompat)`, and the README's own import form, are left as they are, so porting
/// again changes nothing.
final class PlatformConditionRewriter: SyntaxVisitor {
    /// The test every rewritten one gains.
    static let compatTest = "canImport(DiffableCompat)"

    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isImportGuard(node) { return .skipChildren }
        for clause in node.clauses {
            guard let condition = clause.condition, !condition.trimmedDescription.contains(Self.compatTest) else { continue }
            let atoms = Self.iOSTests(in: condition)
            guard !atoms.isEmpty else { continue }
            let whole = atoms.count == 1 && atoms[0].trimmedRange == condition.trimmedRange
            let edits = atoms.map { atom in
                let replacement = atom.trimmedDescription + " || " + Self.compatTest
                return TextEdit(range: atom.trimmedRange, replacement: whole ? replacement : "(" + replacement + ")")
            }
            let keyword = clause.poundKeyword.text
            let before = condition.trimmedDescription
            let after = String(decoding: TextEdit.apply(edits, to: Array(before.utf8), base: condition.positionAfterSkippingLeadingTrivia.utf8Offset).text, as: UTF8.self)
            plan.rewrite(.platformCondition, at: clause, edits: edits,
                         before: SourceText.snippet(keyword + " " + before), after: SourceText.snippet(keyword + " " + after),
                         detail: "Linux compiles the branch iOS compiles, against DiffableCompat")
        }
        return .visitChildren
    }

    /// The README's form, `#if canImport(UIKit) import X #else import DiffableCompat #endif`, and a
    /// package stand-in's, `#if canImport(CryptoKit) import CryptoKit #else import Crypto #endif`
    /// (``ImportRewriter/packageStandIns``), which rule 6 writes and which are right as they are.
    static func isImportGuard(_ node: IfConfigDeclSyntax) -> Bool {
        guard node.clauses.count == 2, let first = node.clauses.first, let last = node.clauses.last,
              let condition = first.condition?.trimmedDescription, last.poundKeyword.tokenKind == .poundElse,
              case .statements(let statements)? = last.elements else { return false }
        let standIn = ImportRewriter.packageStandIns.first { "canImport(\($0.key))" == condition }?.value.module
        guard condition == "canImport(UIKit)" || standIn != nil else { return false }
        return statements.contains {
            let module = $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text
            return module == "DiffableCompat" || (module != nil && module == standIn)
        }
    }

    /// The calls in `condition` that hold on iOS: `os(iOS)` and `canImport` of a module DiffableCompat stands in for.
    static func iOSTests(in condition: ExprSyntax) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if PlatformConditionRewriter.holdsOnIOS(node) { found.append(node) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(condition)
        return finder.found
    }

    /// Whether `call` is `os(iOS)`, or `canImport(M)` for a module whose names DiffableCompat provides.
    static func holdsOnIOS(_ call: FunctionCallExprSyntax) -> Bool {
        guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self), call.arguments.count == 1,
              let argument = call.arguments.first?.expression.trimmedDescription else { return false }
        switch function.baseName.text {
        case "os": return argument == "iOS"
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            return ImportRewriter.providedByDiffableCompat.contains(module)
        default: return false
        }
    }
}
