#if !canImport(UIKit)
import Foundation

extension UIView {
    /// UIKit's `UIView.ContentMode`. Shape only.
    public enum ContentMode: Int, Sendable {
        /// Shape only.
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
            topLeft, topRight, bottomLeft, bottomRight
    }

    /// UIKit's `UIView.AutoresizingMask`. Shape only.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt
        /// Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// Shape only.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Shape only.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// Shape only.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// Shape only.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// Shape only.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// UIKit's `UIView.AnimationOptions`. Shape only: accepted, nothing animates.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt
        /// Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Shape only.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Shape only.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Shape only.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Shape only.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Shape only.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Shape only.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Shape only.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Shape only.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Shape only.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Shape only.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    }

    /// UIKit's `UIView.AnimationCurve`. Shape only: UIKit's raw values (the keyboard's
    /// notifications carry 7, a private curve, as UIKit's do).
    public enum AnimationCurve: Int, Sendable {
        /// Shape only.
        case easeInOut = 0
        /// Shape only.
        case easeIn = 1
        /// Shape only.
        case easeOut = 2
        /// Shape only.
        case linear = 3
    }
    /// UIKit's "no intrinsic size" marker, -1.
    public static let noIntrinsicMetric: CGFloat = -1
    /// UIKit's fitting size for `systemLayoutSizeFitting`: zero.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// UIKit's fitting size for `systemLayoutSizeFitting`: UIKit's large value.
    public static let layoutFittingExpandedSize = CGSize(width: 1e8, height: 1e8)
}
#endif
