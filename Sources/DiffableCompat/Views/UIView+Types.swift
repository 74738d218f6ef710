#if !canImport(UIKit)
import Foundation

extension UIView {
    /// UIKit's `UIView.ContentMode`. Shape only.
    public enum ContentMode: Int, Sendable {
        /// Shape only.
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
            topLeft, topRight, bottomLeft, bottomRight
    }

    /// UIKit's `UIView.TintAdjustmentMode`: whether `tintColor` is dimmed. Modelled as a view's
    /// `tintAdjustmentMode` reads it; UIKit's raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the root).
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// A dimmed tint (not desaturated here).
        case dimmed = 2
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
        /// Shape only.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Shape only.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Shape only.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `UIView.transition(from:to:…)` hides and shows the views instead of swapping them.
        /// Modelled there.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Shape only.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Shape only.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Shape only.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Shape only.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Shape only.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Shape only.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Shape only.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// UIKit's `UIView.KeyframeAnimationOptions`. Shape only: accepted, nothing animates; UIKit's
    /// raw values.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt
        /// Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Shape only.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Shape only.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Shape only.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Shape only.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Shape only.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Shape only.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Shape only.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Shape only.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Shape only.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Shape only.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Shape only.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
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
