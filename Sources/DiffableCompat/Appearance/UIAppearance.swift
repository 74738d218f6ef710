#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAppearanceContainer`: a type whose instances can contain views styled by an
/// appearance proxy (`UILabel.appearance(whenContainedInInstancesOf: [UISearchBar.self])`). Views
/// and view controllers conform, as in UIKit. Shape only.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: AnyObject {}

/// UIKit's `UIAppearance`: a class's appearance proxy, on which an app sets the look every instance
/// takes (`UINavigationBar.appearance().tintColor = .white`). Views and bar items conform.
///
/// Shape only, with a real proxy: `appearance()` returns one instance of the class per class, per
/// containment list and per trait collection, the same one each time, on which what is set is
/// stored and reads back; instances made afterwards do not take its values (UIKit applies them as a
/// view enters a window, and nothing is drawn here). The proxy is made as a nib makes an object,
/// with `init?(coder:)` and a headless coder, so a subclass of your own gets a proxy of its own
/// class; one whose `init?(coder:)` traps (`fatalError("init(coder:) has not been implemented")`)
/// traps here too, and one whose `init?(coder:)` fails stops with a precondition naming it.
@MainActor @preconcurrency
public protocol UIAppearance: AnyObject {
    /// The class's proxy.
    static func appearance() -> Self
    /// The class's proxy for instances inside instances of `containerTypes`, outermost last.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The class's proxy for instances with `trait`.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The class's proxy for instances with `trait` inside instances of `containerTypes`.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIAppearance {
    /// The class's appearance proxy (`UINavigationBar.appearance().tintColor = .white`). Shape only
    /// (see ``UIAppearance``).
    public static func appearance() -> Self { AppearanceProxies.proxy(self, containers: [], trait: nil) }
    /// The proxy for instances inside `containerTypes`. Shape only: its own proxy, stored apart.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(self, containers: containerTypes, trait: nil)
    }
    /// The proxy for instances with `trait`. Shape only: its own proxy, stored apart.
    public static func appearance(for trait: UITraitCollection) -> Self { AppearanceProxies.proxy(self, containers: [], trait: trait) }
    /// The proxy for instances with `trait` inside `containerTypes`. Shape only.
    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(self, containers: containerTypes, trait: trait)
    }
}

/// The proxies made so far, by class, containment and traits.
@MainActor
enum AppearanceProxies {
    /// A proxy's class, containment list and traits. The trait collection is held, so its
    /// identity (traits compare by identity, as `NSObject`s) is not reused while its proxy lives.
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let trait: UITraitCollection?
    }
    private static var proxies: [Key: AnyObject] = [:]

    static func proxy<T: UIAppearance>(_ type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> T {
        let key = Key(type: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) }, trait: trait)
        if let made = proxies[key] as? T { return made }
        // Made as a nib makes an object: the class's own init?(coder:), reached through its metatype.
        let made: AnyObject?
        switch type {
        case let view as UIView.Type: made = view.init(coder: HeadlessNibCoder())
        case let item as UIBarItem.Type: made = item.init(coder: HeadlessNibCoder())
        default: made = nil
        }
        guard let proxy = made as? T else {
            preconditionFailure("\(T.self).appearance(): init?(coder:) returned nil, and the appearance proxy is made with it")
        }
        proxies[key] = proxy
        return proxy
    }
}

extension UIView: UIAppearance, UIAppearanceContainer {}

extension UIBarItem: UIAppearance {}

extension UIViewController: UIAppearanceContainer {}
#endif
