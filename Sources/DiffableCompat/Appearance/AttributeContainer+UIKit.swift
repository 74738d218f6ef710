#if !canImport(UIKit)
import Foundation

extension AttributeContainer {
    /// A container from an attributes dictionary, as Foundation on Apple platforms offers: UIKit's
    /// keys defined here (`.font`, `.foregroundColor`, `.backgroundColor`, `.kern`, `.tracking`,
    /// `.baselineOffset`, `.strokeColor`, `.strokeWidth`) with values of their types are kept; other
    /// keys, or values of another type, are dropped (Apple's initializer throws or drops them too).
    /// Shape only.
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        for (key, value) in dictionary {
            switch key {
            case .font: if let font = value as? UIFont { self.font = font }
            case .foregroundColor: if let color = value as? UIColor { self.foregroundColor = color }
            case .backgroundColor: if let color = value as? UIColor { self.backgroundColor = color }
            case .kern: if let points = Self.points(value) { self.kern = points }
            case .tracking: if let points = Self.points(value) { self.tracking = points }
            case .baselineOffset: if let points = Self.points(value) { self.baselineOffset = points }
            case .strokeColor: if let color = value as? UIColor { self.strokeColor = color }
            case .strokeWidth: if let width = Self.points(value) { self.strokeWidth = width }
            default: continue
            }
        }
    }

    private static func points(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
#endif
