#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextAutocapitalizationType`. Shape only.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Shape only.
    case none, words, sentences, allCharacters
}
#endif
