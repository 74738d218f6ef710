import SwiftSyntax

/// Rule 13: a name qualified by a module that DiffableCompat stands in for loses the qualifier:
/// `UIKit.UIControl` → `UIControl`, `UIKit.UIApplication.shared` → `UIApplication.shared`,
/// `CoreData.NSManagedObject` → `NSManagedObject`. Linux has no module of that name to look the name
/// up in; after the import rule, the name itself is DiffableCompat's, and on Apple's systems the
/// unqualified name is the same declaration (qualifiers are written to step around a clash with a
/// name of the app's own, which the port then reports through the compiler, as it would on iOS).
/// Likewise Foundation's networking names (`Foundation.URLRequest` → `URLRequest`): Linux's
/// Foundation has moved them to FoundationNetworking, which the import rule brings beside it.
final class ModuleQualifiedNameRewriter: SyntaxVisitor {
    /// The names Apple's Foundation declares that Linux's declares in FoundationNetworking.
    static let foundationNetworkingNames: Set<String> = [
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "CachedURLResponse",
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionUploadTask",
        "URLSessionDownloadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLSessionStreamDelegate",
        "URLSessionWebSocketDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics", "URLCache",
        "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge",
        "URLAuthenticationChallengeSender", "URLProtocol", "URLProtocolClient", "HTTPCookie", "HTTPCookieStorage",
        "HTTPCookiePropertyKey",
    ]

    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    /// An `#if` clause's condition names modules and submodules (`canImport(UIKit.UIGeometry)`),
    /// which rule 8 handles: only its statements are walked.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    /// `UIKit.UIControl` in a type.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
              let module = Self.standIn(base.name.text, node.name.text) else { return .visitChildren }
        plan.replace(.moduleQualified, node, with: node.name.text + (node.genericArgumentClause?.trimmedDescription ?? ""),
                     detail: Self.detail(module))
        return .skipChildren
    }

    /// `UIKit.UIApplication` in an expression.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
              let module = Self.standIn(base.baseName.text, node.declName.baseName.text) else { return .visitChildren }
        plan.replace(.moduleQualified, node, with: node.declName.trimmedDescription, detail: Self.detail(module))
        return .skipChildren
    }

    /// `name` when it is a module whose names DiffableCompat declares on Linux, or Foundation
    /// qualifying one of its networking names.
    private static func standIn(_ name: String, _ member: String) -> String? {
        if name == "Foundation" { return foundationNetworkingNames.contains(member) ? name : nil }
        return ImportRewriter.providedByDiffableCompat.contains(name) ? name : nil
    }

    private static func detail(_ module: String) -> String {
        module == "Foundation"
            ? "on Linux the name is FoundationNetworking's, not Foundation's; unqualified, it is the same declaration on Apple's systems"
            : "Linux has no module \(module); DiffableCompat declares the name, which on Apple's systems is the same declaration"
    }
}
