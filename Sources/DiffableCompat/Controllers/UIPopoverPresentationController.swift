#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPopoverArrowDirection`. Shape only: UIKit's bits.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt
    /// Shape only.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shape only.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Shape only.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Shape only.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Shape only.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Shape only.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Shape only.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// UIKit's `UIPopoverPresentationController`: where a popover points. Shape only: its source and
/// arrows are stored; nothing is presented as a popover headlessly (a phone presents sheets).
@MainActor @preconcurrency
open class UIPopoverPresentationController: NSObject {
    /// Shape only: stored.
    open var sourceView: UIView?
    /// Shape only: stored.
    open var sourceRect: CGRect = .zero
    /// Shape only: stored.
    open var barButtonItem: UIBarButtonItem?
    /// Shape only: stored.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Shape only: stored.
    open var canOverlapSourceViewRect = false
    /// Shape only: stored.
    open var backgroundColor: UIColor?

    override init() { super.init() }
}
#endif
