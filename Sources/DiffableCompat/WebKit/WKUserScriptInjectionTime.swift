#if !canImport(UIKit)
import Foundation

/// WebKit's `WKUserScriptInjectionTime`. Shape only: WebKit's raw values.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the document's content loads. Shape only.
    case atDocumentStart = 0
    /// After the document has loaded. Shape only.
    case atDocumentEnd = 1
}
#endif
