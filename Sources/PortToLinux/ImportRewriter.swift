import SwiftSyntax

/// Rule 6: `import UIKit` (and Combine, CoreGraphics and QuartzCore, whose names DiffableCompat
/// provides) → the README's form, so the same file builds for iOS and Linux:
///
/// ```swift
/// #if canImport(UIKit)
/// import UIKit
/// #else
/// import DiffableCompat
/// #endif
/// ```
///
/// Imports already inside an `#if` are left alone; Foundation and Dispatch stay; other modules that
/// exist only on Apple's systems are named as left.
final class ImportRewriter: SyntaxVisitor {
    /// Modules whose names, on Linux, come from DiffableCompat (it re-exports Foundation, Dispatch and Combine).
    static let providedByDiffableCompat: Set<String> = ["UIKit", "Combine", "CoreGraphics", "QuartzCore"]

    /// Modules that exist only on Apple's systems and that DiffableCompat does not stand in for.
    static let appleOnly: Set<String> = [
        "SwiftUI", "CoreData", "MapKit", "Photos", "PhotosUI", "AVFoundation", "AVKit", "CoreImage", "ImageIO",
        "WebKit", "SafariServices", "CoreLocation", "UserNotifications", "StoreKit", "MessageUI", "ObjectiveC",
        "Darwin", "os", "OSLog", "MobileCoreServices", "UniformTypeIdentifiers", "LinkPresentation", "Contacts",
        "ContactsUI", "EventKit", "EventKitUI", "CloudKit", "AuthenticationServices", "CoreHaptics", "Vision",
        "CoreML", "ARKit", "SceneKit", "SpriteKit", "GameKit", "HealthKit", "Intents", "IntentsUI", "WidgetKit",
        "ActivityKit", "CoreText", "CoreMotion", "LocalAuthentication", "CoreSpotlight", "QuickLook", "Network",
        "Security", "AppKit", "CoreServices", "AudioToolbox", "MediaPlayer", "PencilKit", "VisionKit",
    ]

    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    // What is inside an #if was chosen by the app's authors (and is how this rule's output looks).
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        if Self.providedByDiffableCompat.contains(module) {
            let indentation = plan.text.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            let lines = ["#if canImport(UIKit)", node.trimmedDescription, "#else", "import DiffableCompat", "#endif"]
            plan.replace(.importGuard, node, with: lines.joined(separator: "\n" + indentation))
        } else if Self.appleOnly.contains(module) {
            plan.leave("import \(module)", node, reason:
                "\(module) exists only on Apple's systems: keep the code that needs it out of the ported files, or put it in #if canImport(\(module))")
        }
        return .skipChildren
    }
}
