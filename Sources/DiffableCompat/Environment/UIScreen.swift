#if !canImport(UIKit)
import Foundation

/// UIKit's `UIScreen`: the display a window shows on. Modelled as one headless screen, an iPhone's
/// (393 × 852 points at scale 3, the traits of `UITraitCollection()`), so layout code that reads
/// the screen's size gets the figures it gets on a phone; nothing is displayed.
@MainActor @preconcurrency
open class UIScreen: NSObject {
    /// The headless screen. Modelled: one per process, the screen of every window and scene, as
    /// the main screen is on a phone. (UIKit marks it to be deprecated in favour of
    /// `view.window?.windowScene?.screen`, which answers the same screen here.)
    open class var main: UIScreen { headless }
    /// The screens attached: the headless one. Modelled.
    open class var screens: [UIScreen] { [headless] }
    private static let headless = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

    /// Posted when a screen is connected (UIKit's name). Shape only: never posted here.
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected (UIKit's name). Shape only: never posted here.
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when the brightness changes (UIKit's name). Modelled: setting `brightness` posts it.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")

    /// The screen's bounds in points. Modelled: a portrait phone's, 393 × 852.
    open private(set) var bounds: CGRect
    /// The points-to-pixels scale. Modelled: 3, as `UITraitCollection().displayScale`.
    open private(set) var scale: CGFloat
    /// The physical scale. Modelled: the same as `scale`.
    open var nativeScale: CGFloat { scale }
    /// The bounds in pixels. Modelled: `bounds` times `nativeScale`.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }
    /// The screen's traits. Modelled: the headless default (`UITraitCollection()`).
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// The most frames a second the screen shows. Shape only: 60.
    open var maximumFramesPerSecond: Int { 60 }
    /// The brightness, from 0 to 1. Modelled: stored, clamped to 0...1 as UIKit clamps it, and
    /// posting `brightnessDidChangeNotification` when it changes.
    open var brightness: CGFloat = 0.5 {
        didSet {
            brightness = min(max(brightness, 0), 1)
            if brightness != oldValue { NotificationCenter.default.post(name: UIScreen.brightnessDidChangeNotification, object: self) }
        }
    }

    /// The space `fixedCoordinateSpace` answers, made once.
    private(set) lazy var fixedSpace = HeadlessFixedCoordinateSpace(screen: self)

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}
#endif
