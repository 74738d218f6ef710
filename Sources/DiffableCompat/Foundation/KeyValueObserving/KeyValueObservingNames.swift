#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// How an observed key path is matched to the announcements of its property: by the property's
/// name. On iOS, KVO keys by the key path's Objective-C string (`_kvcKeyPathString`), which Linux
/// never has, and `AnyKeyPath` equality fails across root types (`\UITableView.contentSize` is not
/// `\UIScrollView.contentSize`), so the name comes from, in order:
/// 1. `_kvcKeyPathString`, where Swift gives one;
/// 2. a name table per instrumented class, built for the key path's own root type (`\Self.frame`
///    with `Self` the observed static type, so `\MyCell.frame` is found as `"frame"`);
/// 3. the key path's description (`\Model.progress` gives `"progress"`; Swift describes stored
///    properties this way, not computed or overridable ones on Linux).
/// A key path with no name found is matched by key path equality only.
enum KeyValueObservingNames {
    private struct Table: @unchecked Sendable { let names: [AnyKeyPath: String] }
    private static let tables = Guarded([ObjectIdentifier: Table]())
    private static let described = Guarded(Table(names: [:]))

    /// The property name of `keyPath`, whose root is `Root`, or nil.
    static func name<Root>(of keyPath: AnyKeyPath, root: Root.Type) -> String? {
        if let string = keyPath._kvcKeyPathString { return string }
        if let name = table(for: Root.self)[keyPath] { return name }
        return describedName(of: keyPath, root: Root.self)
    }

    /// The names of the announced properties of `Root`, built once per root type.
    private static func table<Root>(for root: Root.Type) -> [AnyKeyPath: String] {
        let id = ObjectIdentifier(root)
        if let table = tables.withLock({ $0[id] }) { return table.names }
        var names: [AnyKeyPath: String] = [:]
        let keepFirst: (String, String) -> String = { first, _ in first }
        if let type = root as? any KeyValueObservedUIView.Type { names.merge(type.observedUIViewNames(), uniquingKeysWith: keepFirst) }
        if let type = root as? any KeyValueObservedUIScrollView.Type { names.merge(type.observedUIScrollViewNames(), uniquingKeysWith: keepFirst) }
        if let type = root as? any KeyValueObservedWKWebView.Type { names.merge(type.observedWKWebViewNames(), uniquingKeysWith: keepFirst) }
        if let type = root as? any KeyValueObservedAVPlayer.Type { names.merge(type.observedAVPlayerNames(), uniquingKeysWith: keepFirst) }
        if let type = root as? any KeyValueObservedAVPlayerItem.Type { names.merge(type.observedAVPlayerItemNames(), uniquingKeysWith: keepFirst) }
        let table = Table(names: names)
        tables.withLock { $0[id] = table }
        return names
    }

    /// The name Swift's description of `keyPath` gives (`\Root.a.b` gives `"a.b"`), or nil when
    /// it describes no plain property path (a computed property on Linux).
    private static func describedName<Root>(of keyPath: AnyKeyPath, root: Root.Type) -> String? {
        if let name = described.withLock({ $0.names[keyPath] }) { return name.isEmpty ? nil : name }
        let text = keyPath.debugDescription
        let prefix = "\\" + String(describing: Root.self) + "."
        var name = ""
        if text.hasPrefix(prefix) {
            let path = text.dropFirst(prefix.count)
            if !path.isEmpty, path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { name = String(path) }
        }
        described.withLock { table in
            var names = table.names
            names[keyPath] = name
            table = Table(names: names)
        }
        return name.isEmpty ? nil : name
    }
}

/// Runs `make`, which only forms key paths to main-actor-isolated properties, from any thread:
/// forming a key path reads nothing, but Swift 6 allows it only on the main actor, and the name
/// tables are built wherever `observe` is called.
private func formedAnywhere<Result>(_ make: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(make) { make in unsafeBitCast(make, to: (() -> Result).self)() }
}

/// `UIView`'s announced properties, by key path from the observed type.
protocol KeyValueObservedUIView: AnyObject { static func observedUIViewNames() -> [AnyKeyPath: String] }
extension KeyValueObservedUIView where Self: UIView {
    static func observedUIViewNames() -> [AnyKeyPath: String] {
        formedAnywhere { [\Self.frame: "frame", \Self.bounds: "bounds", \Self.center: "center", \Self.isHidden: "isHidden", \Self.alpha: "alpha"] }
    }
}
extension UIView: KeyValueObservedUIView {}

/// `UIScrollView`'s announced properties.
protocol KeyValueObservedUIScrollView: AnyObject { static func observedUIScrollViewNames() -> [AnyKeyPath: String] }
extension KeyValueObservedUIScrollView where Self: UIScrollView {
    static func observedUIScrollViewNames() -> [AnyKeyPath: String] {
        formedAnywhere { [\Self.contentSize: "contentSize", \Self.contentOffset: "contentOffset"] }
    }
}
extension UIScrollView: KeyValueObservedUIScrollView {}

/// `WKWebView`'s announced properties.
protocol KeyValueObservedWKWebView: AnyObject { static func observedWKWebViewNames() -> [AnyKeyPath: String] }
extension KeyValueObservedWKWebView where Self: WKWebView {
    static func observedWKWebViewNames() -> [AnyKeyPath: String] {
        formedAnywhere {
            [\Self.estimatedProgress: "estimatedProgress", \Self.title: "title", \Self.url: "url", \Self.isLoading: "isLoading",
             \Self.canGoBack: "canGoBack", \Self.canGoForward: "canGoForward"]
        }
    }
}
extension WKWebView: KeyValueObservedWKWebView {}

/// `AVPlayer`'s announced properties.
protocol KeyValueObservedAVPlayer: AnyObject { static func observedAVPlayerNames() -> [AnyKeyPath: String] }
extension KeyValueObservedAVPlayer where Self: AVPlayer {
    static func observedAVPlayerNames() -> [AnyKeyPath: String] {
        formedAnywhere { [\Self.rate: "rate", \Self.timeControlStatus: "timeControlStatus", \Self.status: "status", \Self.currentItem: "currentItem"] }
    }
}
extension AVPlayer: KeyValueObservedAVPlayer {}

/// `AVPlayerItem`'s announced properties.
protocol KeyValueObservedAVPlayerItem: AnyObject { static func observedAVPlayerItemNames() -> [AnyKeyPath: String] }
extension KeyValueObservedAVPlayerItem where Self: AVPlayerItem {
    static func observedAVPlayerItemNames() -> [AnyKeyPath: String] {
        formedAnywhere { [\Self.status: "status"] }
    }
}
extension AVPlayerItem: KeyValueObservedAVPlayerItem {}
#endif
