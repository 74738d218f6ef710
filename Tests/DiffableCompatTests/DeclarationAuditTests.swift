import DiffableCompat
import Foundation
import Testing

@MainActor
@Suite("DiffableCompat: declarations nested, required and isolated as the iOS SDK declares them")
struct DeclarationAuditTests {
    @Test("a symbol configuration's scale and weight are UIImage.SymbolScale and UIImage.SymbolWeight, nested in UIImage as in the SDK")
    func symbolScaleAndWeightNestInUIImage() {
        let scale: UIImage.SymbolScale = .large
        let weight: UIImage.SymbolWeight = .semibold
        let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: weight, scale: scale)
        #expect(configuration.scale == .large && configuration.weight == .semibold)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolWeight.black.rawValue == 9)
    }

    @Test("menu attributes and state are UIMenuElement's, so UIAction.Attributes names the same type through inheritance")
    func menuAttributesNestInUIMenuElement() {
        let attributes: UIMenuElement.Attributes = [.destructive, .disabled]
        let action = UIAction(title: "Delete", attributes: attributes, state: UIMenuElement.State.on) { _ in }
        #expect(action.attributes == UIAction.Attributes([.disabled, .destructive]))
        #expect(action.state == .on && UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
    }

    @Test("UISearchController overrides init(nibName:bundle:), as UIKit's, so UISearchController() is the inherited init()")
    func searchControllerInheritsInit() {
        let controller = UISearchController()
        #expect(controller.searchResultsController == nil && controller.searchBar.text?.isEmpty != false)
    }

    /// Adopts every delegate protocol the audit made refine `NSObjectProtocol`, as an app's
    /// `NSObject` subclass does (on iOS a class that is not an `NSObject` cannot adopt them either).
    final class EveryDelegate: NSObject, UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate,
        UITextFieldDelegate, UIGestureRecognizerDelegate {
        func updateSearchResults(for searchController: UISearchController) {}
    }

    @Test("delegate protocols refine NSObjectProtocol as in the SDK, and UISearchBarDelegate is a UIBarPositioningDelegate")
    func delegatesRefineNSObjectProtocol() {
        let delegate = EveryDelegate()
        let asObject: [any NSObjectProtocol] = [
            delegate as any UISearchBarDelegate, delegate as any UISearchResultsUpdating,
            delegate as any UISearchControllerDelegate, delegate as any UITextFieldDelegate,
            delegate as any UIGestureRecognizerDelegate, delegate as any UIBarPositioningDelegate,
            UITextField() as any UITextInputTraits,
        ]
        #expect(asObject.count == 7 && asObject[0].isEqual(delegate))
        let bar = UISearchBar()
        bar.delegate = delegate
        #expect(delegate.position(for: bar) == .any)
    }

    @Test("search and navigation bars are UIBarPositioning, as in the SDK; their position is .any here")
    func barsArePositioning() {
        let bars: [any UIBarPositioning] = [UISearchBar(), UINavigationBar()]
        #expect(bars.map(\.barPosition) == [.any, .any])
        #expect(UIBarPosition.topAttached.rawValue == 3)
    }
}
