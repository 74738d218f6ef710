#if !canImport(UIKit)
import Foundation

// Linux's Foundation converts neither way between `AttributedString` and `NSAttributedString`;
// Apple's converts through the attribute scopes of the system frameworks. These convert through the
// attributes DiffableCompat's scopes declare: UIKit's (`AttributeScopes.UIKitAttributes`) and
// Foundation's link.

/// One attribute both types carry: its `NSAttributedString.Key`, how to read it from a run of an
/// `AttributedString` and how to set it in an `AttributeContainer`.
private struct BridgedAttribute: Sendable {
    let key: NSAttributedString.Key
    let read: @Sendable (AttributedString.Runs.Run) -> Any?
    let write: @Sendable (inout AttributeContainer, Any) -> Void

    init<K: AttributedStringKey>(_ type: K.Type, _ key: NSAttributedString.Key) where K.Value: Hashable & Sendable {
        self.key = key
        read = { $0.attributes[K.self] }
        write = { container, value in
            if let value = value as? K.Value { container[K.self] = value }
        }
    }

    static let all: [BridgedAttribute] = [
        BridgedAttribute(AttributeScopes.UIKitAttributes.FontAttribute.self, .font),
        BridgedAttribute(AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self, .foregroundColor),
        BridgedAttribute(AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self, .backgroundColor),
        BridgedAttribute(AttributeScopes.UIKitAttributes.KernAttribute.self, .kern),
        BridgedAttribute(AttributeScopes.UIKitAttributes.TrackingAttribute.self, .tracking),
        BridgedAttribute(AttributeScopes.UIKitAttributes.BaselineOffsetAttribute.self, .baselineOffset),
        BridgedAttribute(AttributeScopes.UIKitAttributes.StrokeColorAttribute.self, .strokeColor),
        BridgedAttribute(AttributeScopes.UIKitAttributes.StrokeWidthAttribute.self, .strokeWidth),
        BridgedAttribute(AttributeScopes.FoundationAttributes.LinkAttribute.self, .link),
    ]
}

extension AttributedString {
    /// An attributed string with `nsStr`'s characters and attributes, as Foundation's conversion
    /// through the system frameworks' scopes makes one (`AttributedString(label.attributedText!)`).
    /// Modelled: the font, colours, kerning, tracking, baseline offset, stroke and link carry over,
    /// run by run; an attribute of another key, or a value of another type than the key's (a `URL`
    /// link written as a `String`), is dropped, as the conversion drops what its scopes do not know.
    public init(_ nsStr: NSAttributedString) {
        self.init()
        let whole = NSRange(location: 0, length: nsStr.length)
        let text = nsStr.string as NSString
        nsStr.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var container = AttributeContainer()
            for attribute in BridgedAttribute.all {
                if let value = attributes[attribute.key] { attribute.write(&container, value) }
            }
            self.append(AttributedString(text.substring(with: range), attributes: container))
        }
    }
}

extension NSAttributedString {
    /// An attributed string with `attrStr`'s characters and attributes, as Foundation's conversion
    /// makes one (`label.attributedText = NSAttributedString(title)`). Modelled: the attributes
    /// `AttributedString(_:)` carries, run by run, under their `NSAttributedString.Key`s.
    public convenience init(_ attrStr: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attrStr.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            for attribute in BridgedAttribute.all {
                if let value = attribute.read(run) { attributes[attribute.key] = value }
            }
            result.append(NSAttributedString(string: String(attrStr.characters[run.range]), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
#endif
