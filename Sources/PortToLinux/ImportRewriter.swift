import SwiftSyntax

/// Rule 6: `import UIKit` (and Combine, CoreGraphics, QuartzCore, os, CoreData, WebKit,
/// SafariServices, LocalAuthentication, MapKit, CoreLocation, ObjectiveC, ImageIO, Network,
/// MobileCoreServices, CoreServices, AVFoundation, AVKit, CoreMedia, Photos, PhotosUI,
/// UserNotifications, MessageUI, StoreKit, CloudKit, CoreImage, Accelerate, CommonCrypto and HealthKit, whose
/// names DiffableCompat provides: `Logger`, Core Data's in-memory model, `WKWebView`,
/// `SFSafariViewController`, `LAContext`, `MKMapView`, `CLLocationManager`, `Selector`, associated
/// objects, the method table, `CGImageSource`, `NWPathMonitor`, `UTTypeConformsTo`, `AVPlayer`,
/// `AVPlayerViewController`, `CMTime`, `PHPhotoLibrary`, `PHPickerViewController`, `UNUserNotificationCenter`,
/// `MFMailComposeViewController`, `SKStoreReviewController`, `CKContainer`, `CIImage`,
/// `vImageBoxConvolve_ARGB8888`, `CC_SHA256` and `HKHealthStore` among them) → the README's form, so the same file builds for iOS and Linux:
///
/// ```swift
/// #if canImport(UIKit)
/// import UIKit
/// #else
/// import DiffableCompat
/// #endif
/// ```
///
/// Inside an `#if`, only UIKit's family is rewritten (rule 8, ``PlatformConditionRewriter``, makes
/// iOS's conditions hold on Linux); Dispatch stays; other modules that exist only on Apple's systems
/// are named as left where no `#if` guards them.
///
/// `import Foundation`, in a file that imports none of the modules above on Linux (nor DiffableCompat
/// or FoundationNetworking; see ``LinuxImports``), gains FoundationNetworking, where Linux keeps
/// `URLSession`, `URLRequest` and the rest of Foundation's networking (a file that imports UIKit
/// gets it from DiffableCompat):
///
/// ```swift
/// import Foundation
/// #if canImport(FoundationNetworking)
/// import FoundationNetworking
/// #endif
/// ```
///
/// for every such file, whichever names it uses: which names live there is a list that a file can
/// use without writing any (a task's type inferred from another file's call), and the import costs
/// nothing and changes nothing on Apple's systems. A file whose `#selector` the port rewrote needs
/// DiffableCompat's `Selector` (and its `NotificationCenter` and `Timer` forms), and a file naming
/// what only DiffableCompat declares on Linux of what Foundation gives on Apple's systems
/// (`NSEC_PER_SEC`, `NSPredicate`; ``foundationNamesFromDiffableCompat``), so there
/// `import Foundation` takes the README's form instead, which brings FoundationNetworking too.
final class ImportRewriter: SyntaxVisitor {
    /// Modules whose names, on Linux, come from DiffableCompat (it re-exports Foundation, Dispatch and Combine).
    static let providedByDiffableCompat: Set<String> = [
        "UIKit", "Combine", "CoreGraphics", "QuartzCore", "os", "OSLog", "UniformTypeIdentifiers", "CoreData",
        "WebKit", "SafariServices", "LocalAuthentication", "MapKit", "CoreLocation", "ObjectiveC", "ImageIO",
        "Network", "MobileCoreServices", "CoreServices", "AVFoundation", "AVKit", "CoreMedia", "Photos", "PhotosUI",
        "UserNotifications", "MessageUI", "StoreKit", "CloudKit", "CoreImage", "Accelerate", "CommonCrypto",
        "HealthKit",
    ]

    /// Modules that exist only on Apple's systems and that DiffableCompat does not stand in for.
    static let appleOnly: Set<String> = [
        "SwiftUI",
        "Darwin", "LinkPresentation", "Contacts",
        "ContactsUI", "EventKit", "EventKitUI", "AuthenticationServices", "CoreHaptics", "Vision",
        "CoreML", "ARKit", "SceneKit", "SpriteKit", "GameKit", "Intents", "IntentsUI", "WidgetKit",
        "ActivityKit", "CoreText", "CoreMotion", "CoreSpotlight", "QuickLook",
        "Security", "AppKit", "AudioToolbox", "MediaPlayer", "PencilKit", "VisionKit", "CoreVideo",
    ]

    /// Apple's modules whose API a Swift package gives on Linux under a module name of its own:
    /// CryptoKit's is swift-crypto's `Crypto` (the same types, `SHA256`, `Insecure.MD5`, `HMAC`,
    /// `AES.GCM`, …), which its README tells Linux users to import this way. The import takes the
    /// form below, and the package that builds the ported copy depends on that package.
    static let packageStandIns: [String: (module: String, package: String)] = [
        "CryptoKit": ("Crypto", "https://github.com/apple/swift-crypto"),
    ]

    private let plan: FilePlan
    /// Whether the file imports a module that gives it FoundationNetworking's names on Linux.
    private let hasNetworking: Bool
    private var foundationSeen = false

    init(plan: FilePlan) {
        self.plan = plan
        let imports = LinuxImports.modules(in: plan.tree.statements)
        hasNetworking = !imports.isDisjoint(with: Self.providedByDiffableCompat.union(["DiffableCompat", "FoundationNetworking"]))
        super.init(viewMode: .sourceAccurate)
    }

    /// For each enclosing `#if` clause, innermost last, whether Linux is known to take it
    /// (`#if os(iOS)`, which rule 8 makes hold): an Apple-only import inside clauses that are all
    /// taken is compiled on Linux, so it is named as left.
    private var clauses: [Bool] = []

    /// Inside an `#if` (whose iOS tests rule 8 makes hold on Linux), `import UIKit` and its family
    /// take the README's form, which means the same on iOS in any clause, under any condition
    /// (`DEBUG`); other imports there were chosen by the app's authors and are left as written. The
    /// README's own form is left as it is.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        PlatformConditionRewriter.isImportGuard(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        clauses.append(node.condition.flatMap(LinuxImports.evaluate) == true)
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        clauses.removeLast()
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        if let standIn = Self.packageStandIns[module] {
            // `#if canImport(CryptoKit) import CryptoKit #else import Crypto #endif`, in an #if too.
            let indentation = plan.text.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            let lines = ["#if canImport(\(module))", node.trimmedDescription, "#else", "import \(standIn.module)", "#endif"]
            plan.replace(.importGuard, node, with: lines.joined(separator: "\n" + indentation),
                         detail: "on Linux, \(module)'s API is \(standIn.module), from \(standIn.package): add that package to the one that builds the ported copy")
            return .skipChildren
        }
        if !clauses.isEmpty, !Self.providedByDiffableCompat.contains(module) {
            if !clauses.contains(false), Self.appleOnly.contains(module), module != "SwiftUI" { leave(module, node) }
            return .skipChildren
        }
        if Self.providedByDiffableCompat.contains(module) {
            let indentation = plan.text.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            let lines = ["#if canImport(UIKit)", node.trimmedDescription, "#else", "import DiffableCompat", "#endif"]
            plan.replace(.importGuard, node, with: lines.joined(separator: "\n" + indentation))
        } else if module == "Foundation", node.path.count > 1 {
            foundationSubmodule(node)
        } else if module == "Foundation", node.path.count == 1, node.importKindSpecifier == nil, !hasNetworking, !foundationSeen {
            foundationSeen = true
            foundation(node)
        } else if Self.appleOnly.contains(module), module != "SwiftUI" {  // SwiftUI: rule 10 guards it
            leave(module, node)
        }
        return .skipChildren
    }

    /// `import class Foundation.NSLock.NSRecursiveLock`, `import Foundation.NSObjCRuntime`: Darwin's
    /// Foundation is a Clang module with submodules (one per header), Linux's a Swift module without
    /// any, so the path drops the submodule (`import class Foundation.NSRecursiveLock`, `import
    /// Foundation`) under `#if canImport(Darwin)` (where Foundation has them: Apple's systems). A scoped
    /// import keeps its kind and the declaration's name.
    private func foundationSubmodule(_ node: ImportDeclSyntax) {
        let names = node.path.map(\.name.text)
        let linuxPath: String
        if let kind = node.importKindSpecifier {
            guard names.count >= 3 else { return }  // `import class Foundation.NSRecursiveLock` is Linux's form already
            linuxPath = "import \(kind.text) Foundation.\(names[names.count - 1])"
        } else {
            linuxPath = "import Foundation"
        }
        let submodule = node.importKindSpecifier == nil ? names.dropFirst().joined(separator: ".") : names.dropFirst().dropLast().joined(separator: ".")
        let indentation = plan.text.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let lines = ["#if canImport(Darwin)", node.trimmedDescription, "#else", linuxPath, "#endif"]
        plan.replace(.importGuard, node, with: lines.joined(separator: "\n" + indentation),
                     detail: "Foundation.\(submodule) is a submodule of Darwin's Foundation; Linux's Foundation has none")
    }

    private func leave(_ module: String, _ node: ImportDeclSyntax) {
        plan.leave("import \(module)", node, reason:
            "\(module) exists only on Apple's systems: keep the code that needs it out of the ported files, or put it in #if canImport(\(module))")
    }

    /// Names that `import Foundation` gives on Apple's systems and that, on Linux, only
    /// DiffableCompat declares: Darwin's time constants (Foundation re-exports Darwin there);
    /// Foundation's classes Linux's lacks or makes unavailable (`NSHashTable`, `NSItemProvider`,
    /// `NSUserActivity`, `DateComponentsFormatter`, `NSPredicate(format:)`,
    /// `NSSortDescriptor(key:ascending:)`); the `CVarArg` conformances of `UUID`, arrays and sets
    /// (bridged there); Core Foundation's types (Foundation imports CoreFoundation there); and the
    /// Objective-C runtime's names (Foundation imports ObjectiveC there); and members of
    /// Foundation's types that Linux's lack (`URL.startAccessingSecurityScopedResource()`,
    /// `ProcessInfo.isiOSAppOnMac`). Each a name no other module declares (a test checks
    /// DiffableCompat declares every one).
    static let foundationNamesFromDiffableCompat: Set<String> = [
        "NSEC_PER_SEC", "NSEC_PER_MSEC", "NSEC_PER_USEC", "USEC_PER_SEC",
        "NSHashTable", "NSHashTableOptions", "NSItemProvider", "NSItemProviderReading", "NSItemProviderWriting",
        "NSUserActivity", "DateComponentsFormatter", "NSPredicate", "NSSortDescriptor", "CVarArg",
        "CFString", "CFData", "CFMutableData", "CFURL", "CFDictionary", "CFMutableDictionary", "CFArray", "CFNumber",
        "CFBoolean", "CFTypeRef", "CFIndex", "kCFBooleanTrue", "kCFBooleanFalse",
        "Selector", "NSSelectorFromString", "NSStringFromSelector", "objc_setAssociatedObject", "objc_getAssociatedObject",
        "objc_removeAssociatedObjects", "objc_AssociationPolicy", "class_getInstanceMethod", "class_getClassMethod",
        "class_addMethod", "class_replaceMethod", "method_getImplementation", "method_setImplementation",
        "method_exchangeImplementations", "imp_implementationWithBlock", "imp_getBlock", "imp_removeBlock", "IMP",
        "objc_sync_enter", "objc_sync_exit", "ListFormatter", "UndoManager", "startAccessingSecurityScopedResource",
        "stopAccessingSecurityScopedResource", "isiOSAppOnMac", "isMacCatalystApp",
        "CFAllocator", "kCFAllocatorDefault", "CFDataCreateMutable", "CFDataGetLength",
        "NSURLAuthenticationMethodServerTrust", "NSURLAuthenticationMethodClientCertificate", "SecTrust", "serverTrust",
        "NSDiscardableContent", "networkUnavailableReason", "NSURLErrorNetworkUnavailableReasonKey",
        "allowsConstrainedNetworkAccess", "allowsExpensiveNetworkAccess",
        "mach_absolute_time", "mach_approximate_time", "mach_continuous_time", "mach_continuous_approximate_time",
        "mach_timebase_info", "mach_timebase_info_t", "mach_timebase_info_data_t", "kern_return_t", "KERN_SUCCESS",
        "autoreleasepool", "CFAbsoluteTime", "CFAbsoluteTimeGetCurrent", "kCFAbsoluteTimeIntervalSince1970",
        "makeMemoryPressureSource", "DispatchSourceMemoryPressure", "MemoryPressureEvent", "NSDataDetector",
    ]

    /// `import Foundation` with FoundationNetworking after it, or in the README's form when the
    /// file needs DiffableCompat's `Selector` or one of ``foundationNamesFromDiffableCompat``.
    private func foundation(_ node: ImportDeclSyntax) {
        let indentation = plan.text.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let needsSelector = plan.rewrites.contains { $0.entry.rule == .selector || $0.entry.rule == .selectorNameOnly }
        let names = Set(plan.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind, Self.foundationNamesFromDiffableCompat.contains(name) else { return nil }
            return name
        }).sorted()
        let needsCompat = needsSelector || !names.isEmpty
        let lines = needsCompat
            ? ["#if canImport(UIKit)", node.trimmedDescription, "#else", "import DiffableCompat", "#endif"]
            : [node.trimmedDescription, "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"]
        let detail = needsSelector
            ? "on Linux, Selector (a #selector rewritten here) and URLSession come from DiffableCompat"
            : !names.isEmpty
            ? "on Linux, " + names.joined(separator: ", ") + " (Foundation's on Apple's systems) and URLSession come from DiffableCompat"
            : "on Linux, URLSession and URLRequest are in FoundationNetworking"
        plan.replace(.importGuard, node, with: lines.joined(separator: "\n" + indentation), detail: detail)
    }
}

/// The modules a file imports when Linux compiles its ported copy: its imports outside `#if`, and
/// those in the clause of an `#if` that Linux takes where that is known (`os(…)`,
/// `targetEnvironment(…)`, `canImport(…)` of a module Linux has or of one only Apple's systems have,
/// `!`, `&&`, `||`, parentheses), with iOS's tests holding as rule 8 makes them
/// (``PlatformConditionRewriter``). Imports under a condition it cannot decide (`DEBUG`, `swift(>=5.9)`) are not
/// counted, so a file may gain an import it did not need, never lose one it needed:
/// `#if os(macOS) import AppKit #endif` imports nothing on Linux; `#if os(iOS) import UIKit #endif`
/// and the port's own `#if canImport(UIKit) … #else import DiffableCompat #endif` import
/// DiffableCompat's names.
enum LinuxImports {
    /// Modules `canImport` finds on Linux, for a package that depends on DiffableCompat.
    static let present: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl",
        "DiffableCompat", "CombineCompat", "XCTest", "Testing",
    ]

    static func modules(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var found: Set<String> = []
        for statement in statements {
            if let declaration = statement.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text {
                found.insert(module)
            } else if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    let taken = clause.condition.map(evaluate) ?? true
                    guard let taken else { break }
                    guard taken else { continue }
                    if case .statements(let inner)? = clause.elements { found.formUnion(modules(in: inner)) }
                    break
                }
            }
        }
        return found
    }

    /// Whether `condition` holds on Linux, or nil when that is not known.
    static func evaluate(_ condition: ExprSyntax) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return evaluate(sequence) }
        guard let call = condition.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
              let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        // iOS's tests hold in the ported copy: rule 8 makes them.
        if PlatformConditionRewriter.holdsOnIOS(call) { return true }
        switch function.baseName.text {
        case "os": return argument == "Linux"
        case "targetEnvironment": return false
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            if present.contains(module) { return true }
            if ImportRewriter.appleOnly.contains(module) { return false }
            return nil
        default: return nil
        }
    }

    /// `a && b || c`: `&&` binds tighter than `||`, as in Swift.
    private static func evaluate(_ sequence: SequenceExprSyntax) -> Bool? {
        var alternatives: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "||": alternatives.append([])
                case "&&": continue
                default: return nil
                }
            } else {
                alternatives[alternatives.count - 1].append(element)
            }
        }
        var result: Bool? = false
        for conjunction in alternatives {
            var all: Bool? = true
            for term in conjunction {
                switch evaluate(term) {
                case false?: all = false
                case nil where all == true: all = nil
                default: break
                }
            }
            if all == true { return true }
            if all == nil { result = nil }
        }
        return result
    }
}
