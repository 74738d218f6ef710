#if !canImport(UIKit)
import Foundation

/// Photos' `PHAccessLevel`, with its raw values. Modelled: each level is authorized on its own.
public enum PHAccessLevel: Int, Sendable {
    /// Adding photos only. Modelled.
    case addOnly = 1
    /// Reading and writing. Modelled.
    case readWrite = 2
}
#endif
