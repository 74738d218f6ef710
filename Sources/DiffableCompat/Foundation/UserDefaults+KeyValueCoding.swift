#if !canImport(UIKit)
import Foundation

// On Apple's platforms every NSObject answers key-value coding, and UserDefaults maps its keys to
// its values; Foundation on Linux has no key-value coding, so apps' `setValue(_:forKey:)` and
// `value(forKey:)` on UserDefaults do not compile there. These give UserDefaults' answers.

extension UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)` does; nil removes the key. Modelled:
    /// UserDefaults' key-value coding.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }

    /// The value stored under `key`, as `object(forKey:)` answers it, or nil. Modelled:
    /// UserDefaults' key-value coding.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
#endif
