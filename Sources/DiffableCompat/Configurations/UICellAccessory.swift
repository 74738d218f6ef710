#if !canImport(UIKit)
import Foundation

/// UIKit's `UICellAccessory`: an accessory of a list cell. Shape only: which accessory it is, when
/// it shows and its action handler are stored (`kind`, `displayed`, `actionHandler` are additions
/// so a test can check them and "tap" an accessory by calling the handler); nothing draws.
public struct UICellAccessory: @unchecked Sendable {
    /// UIKit's `UICellAccessory.ActionHandler`.
    public typealias ActionHandler = () -> Void
    /// UIKit's `UICellAccessory.MenuSelectedElementDidChangeHandler`.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void
    /// When an accessory shows. Shape only.
    public enum DisplayedState: Int, Sendable {
        /// `.always`, as UIKit's. Shape only: kept, not drawn.
        case always
        /// `.whenEditing`, as UIKit's. Shape only: kept, not drawn.
        case whenEditing
        /// `.whenNotEditing`, as UIKit's. Shape only: kept, not drawn.
        case whenNotEditing
    }
    /// An accessory's reserved width. Shape only.
    public enum LayoutDimension: Hashable, Sendable {
        /// `.actual`, as UIKit's. Shape only: kept, not drawn.
        case actual
        /// `.standard`, as UIKit's. Shape only: kept, not drawn.
        case standard
        /// `.custom`, as UIKit's. Shape only: kept, not drawn.
        case custom(CGFloat)
    }
    /// An outline disclosure's style. Shape only.
    public enum OutlineDisclosureStyle: Int, Sendable {
        /// `.automatic`, as UIKit's. Shape only: kept, not drawn.
        case automatic
        /// `.header`, as UIKit's. Shape only: kept, not drawn.
        case header
        /// `.cell`, as UIKit's. Shape only: kept, not drawn.
        case cell
    }

    /// Which accessory. Shape only; an addition.
    public enum Kind: Hashable, Sendable {
        /// Shape only.
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail, popUpMenu
        /// Shape only: the label's text.
        case label(String)
        /// Shape only.
        case customView
    }

    /// The options every system accessory takes. Shape only: stored.
    public struct Options: @unchecked Sendable {
        /// Shape only.
        public var isHidden: Bool?
        /// Shape only.
        public var reservedLayoutWidth: LayoutDimension?
        /// Shape only.
        public var tintColor: UIColor?
        /// Shape only.
        public var backgroundColor: UIColor?
        /// Shape only.
        public var font: UIFont?
        /// Shape only.
        public var style: OutlineDisclosureStyle?
        /// Shape only.
        public var showsVerticalSeparator: Bool?
        /// Shape only.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil, font: UIFont? = nil, style: OutlineDisclosureStyle? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
            self.font = font
            self.style = style
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
    /// UIKit's per-accessory option types, all of the one shape here.
    public typealias DisclosureIndicatorOptions = Options
    /// Shape only.
    public typealias CheckmarkOptions = Options
    /// Shape only.
    public typealias DeleteOptions = Options
    /// Shape only.
    public typealias InsertOptions = Options
    /// Shape only.
    public typealias ReorderOptions = Options
    /// Shape only.
    public typealias MultiselectOptions = Options
    /// Shape only.
    public typealias OutlineDisclosureOptions = Options
    /// Shape only.
    public typealias LabelOptions = Options
    /// Shape only.
    public typealias DetailOptions = Options
    /// Shape only.
    public typealias PopUpMenuOptions = Options

    /// UIKit's `UICellAccessory.Position`: the index among the side's other accessories a custom
    /// accessory goes at.
    public typealias Position = ([UICellAccessory]) -> Int

    /// Where a custom accessory goes: its side, when it shows, and its position among the side's
    /// accessories. Shape only: stored (the default position, 0, is a guess at UIKit's).
    public enum Placement: @unchecked Sendable {
        /// Shape only.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// Shape only.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// A custom view accessory's configuration. Shape only: stored.
    public struct CustomViewConfiguration: @unchecked Sendable {
        /// Shape only.
        public var customView: UIView
        /// Shape only.
        public var placement: Placement
        /// Shape only.
        public var isHidden: Bool?
        /// Shape only.
        public var reservedLayoutWidth: LayoutDimension?
        /// Shape only.
        public var tintColor: UIColor?
        /// Shape only.
        public var maintainsFixedSize: Bool?
        /// Shape only.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// Which accessory. Shape only; an addition.
    public let kind: Kind
    /// When it shows. Shape only; an addition.
    public let displayed: DisplayedState
    /// Its options. Shape only; an addition.
    public let options: Options
    /// The handler UIKit calls when it is tapped, if any. Shape only; an addition: call it to tap.
    public let actionHandler: ActionHandler?
    /// The custom view's configuration, for `.customView`. Shape only; an addition.
    public let customViewConfiguration: CustomViewConfiguration?

    /// The pop-up menu's menu, for `.popUpMenu`. Shape only; an addition.
    public let menu: UIMenu?
    /// The pop-up menu's selection handler, for `.popUpMenu`. Shape only; an addition: call it to
    /// choose an element.
    public let selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler?

    init(_ kind: Kind, _ displayed: DisplayedState, _ options: Options, _ handler: ActionHandler? = nil,
         custom: CustomViewConfiguration? = nil, menu: UIMenu? = nil, menuHandler: MenuSelectedElementDidChangeHandler? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.options = options
        actionHandler = handler
        customViewConfiguration = custom
        self.menu = menu
        selectedElementDidChangeHandler = menuHandler
    }
}

extension UICellAccessory {
    /// Shape only.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, options)
    }
    /// Shape only.
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, options)
    }
    /// Shape only: the handler is stored.
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed, options, actionHandler)
    }
    /// Shape only: the handler is stored.
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed, options, actionHandler)
    }
    /// Shape only.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, options)
    }
    /// Shape only: the handler is stored.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed, options)
    }
    /// An outline disclosure. Modelled: `UICollectionView.tapOutlineDisclosure(at:)` runs the
    /// handler, or without one expands or collapses the item as UIKit's default; with the
    /// `.header` style a tap on the cell does the same and does not select it.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: Options = Options(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed, options, actionHandler)
    }
    /// Shape only: the handler is stored.
    public static func detail(displayed: DisplayedState = .always, options: Options = Options(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed, options, actionHandler)
    }
    /// A pop-up menu accessory (iOS 16). Shape only: the menu and the handler are stored.
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> UICellAccessory {
        UICellAccessory(.popUpMenu, displayed, options, menu: menu, menuHandler: selectedElementDidChangeHandler)
    }
    /// Shape only: the text is stored.
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(.label(text), displayed, options)
    }
    /// Shape only: the configuration is stored.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(.customView, displayed, Options(isHidden: configuration.isHidden, tintColor: configuration.tintColor),
                               custom: configuration)
    }
}
#endif
