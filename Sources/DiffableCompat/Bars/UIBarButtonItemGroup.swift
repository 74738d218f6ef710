#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarButtonItemGroup`: bar button items placed together in a navigation bar (iOS 16's
/// `leadingItemGroups`, `centerItemGroups`, `trailingItemGroups`) or a shortcuts bar. Modelled as
/// bookkeeping: an item belongs to one group at a time (joining a group leaves the one before, as
/// UIKit's), and each item's `buttonGroup` names its group; nothing lays the bar out, so the
/// representative item is never the one shown.
@MainActor @preconcurrency
open class UIBarButtonItemGroup: NSObject {
    /// The items, in order. Modelled: setting them takes each from any group it was in.
    open var barButtonItems: [UIBarButtonItem] {
        didSet { adopt(oldItems: oldValue) }
    }
    /// The item shown in place of the group when the bar is short of room. Shape only: stored.
    open var representativeItem: UIBarButtonItem?
    /// Whether the bar shows `representativeItem` instead of the items. Shape only: false (no bar
    /// runs short of room here).
    open var isDisplayingRepresentativeItem: Bool { false }
    /// Whether the group is hidden (iOS 16). Shape only: stored, false by default.
    open var isHidden = false
    /// The menu element that stands for the group in an overflow menu (iOS 16). Shape only: stored.
    open var menuRepresentation: UIMenuElement?
    /// The identifier for bar customization, nil for a fixed group. An addition: UIKit keeps it
    /// privately.
    public private(set) var customizationIdentifier: String?
    /// Whether the group stays in the bar under customization (iOS 16): true for a fixed or movable
    /// group, false for an optional one. Shape only.
    open private(set) var alwaysAvailable = true

    /// A group of `barButtonItems` with an optional representative item. Modelled (see the class).
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
        adopt(oldItems: [])
    }

    /// A group decoded from an archive. Shape only: nothing is decoded; an empty group.
    public required init?(coder: NSCoder) {
        barButtonItems = []
        super.init()
    }

    /// A group that bar customization cannot move or remove (iOS 16). Modelled.
    open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group that bar customization can move but not remove (iOS 16). Modelled; the identifier is
    /// kept in `customizationIdentifier`.
    open class func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                 items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.customizationIdentifier = customizationIdentifier
        return group
    }

    /// A group that bar customization can move, add or remove (iOS 16). Modelled;
    /// `isInDefaultCustomization` false hides it (`isHidden`), as it starts out of the bar.
    open class func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true,
                                  representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        let group = movableGroup(customizationIdentifier: customizationIdentifier, representativeItem: representativeItem, items: items)
        group.alwaysAvailable = false
        group.isHidden = !isInDefaultCustomization
        return group
    }

    /// Makes this the group of its items, taking them from their previous groups, and releases the
    /// items it no longer holds.
    private func adopt(oldItems: [UIBarButtonItem]) {
        for item in oldItems where item.buttonGroup === self && !barButtonItems.contains(where: { $0 === item }) {
            item.buttonGroup = nil
        }
        for item in barButtonItems where item.buttonGroup !== self {
            if let previous = item.buttonGroup {
                previous.barButtonItems.removeAll { $0 === item }
            }
            item.buttonGroup = self
        }
    }
}
#endif
