#if !canImport(UIKit)
import Foundation

/// Foundation's `ListFormatter`, which Foundation on Linux lacks: joins items into a list as a
/// sentence does ("A, B, and C"). Modelled for English, the headless device's language (`en_US`):
/// "A", "A and B", "A, B, and C"; another locale's list patterns are not modelled and join as
/// English does. Items that are not strings are formatted with `itemFormatter`, else described.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale. Shape only: stored; lists join as English does.
    open var locale: Locale! = Locale(identifier: "en_US")
    /// The formatter of each item that is not a string. Modelled.
    open var itemFormatter: Formatter?

    /// A formatter. Modelled.
    public override init() { super.init() }
    /// A formatter decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }

    /// `strings` joined as a list. Modelled.
    open class func localizedString(byJoining strings: [String]) -> String { joined(strings) }

    /// `items` joined as a list, each formatted with `itemFormatter` unless it is a string; nil when
    /// the item formatter gives nil for one. Modelled.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let string = item as? String {
                strings.append(string)
            } else if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(String(describing: item))
            }
        }
        return Self.joined(strings)
    }

    /// The list `obj` (an array) makes, or nil for anything else. Modelled.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    private static func joined(_ strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return strings[0] + " and " + strings[1]
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }
}
#endif
