#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDeferredMenuElement`: a placeholder in a menu whose elements a provider gives when the
/// menu opens. Modelled: nothing opens a menu here, so `resolve(_:)` (an addition) is a menu
/// opening on it: it calls the provider and hands on what the provider's completion gives. Made
/// with `init(_:)`, the provider is called once and its elements are kept for every later opening,
/// as UIKit caches them; made with `uncached(_:)`, it is called at each opening. Main-actor isolated,
/// as in the SDK.
@MainActor @preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider: it calls its argument with the menu's elements, now or later.
    private let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
    private var cachesElements = true
    private var cachedElements: [UIMenuElement]?

    private init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        elementProvider = provider
        super.init(title: "", image: nil)
    }

    /// A placeholder whose provider is called once, its elements kept. Modelled.
    public required convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider)
    }

    /// A placeholder whose provider is called at every opening. Modelled.
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        let element = self.init(elementProvider)
        element.cachesElements = false
        return element
    }

    /// A menu opened on the placeholder (an addition for tests): `completion` gets the elements the
    /// provider gives (at once when cached, as UIKit shows them). Modelled.
    public func resolve(_ completion: @escaping ([UIMenuElement]) -> Void) {
        if cachesElements, let cachedElements { return completion(cachedElements) }
        elementProvider { [weak self] elements in
            if let self, self.cachesElements { self.cachedElements = elements }
            completion(elements)
        }
    }

    /// The elements the provider gave, when cached. An addition for tests.
    public var resolvedElements: [UIMenuElement]? { cachesElements ? cachedElements : nil }
}
#endif
