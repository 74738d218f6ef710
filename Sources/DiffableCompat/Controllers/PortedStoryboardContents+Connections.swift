#if !canImport(UIKit)
import Foundation

extension PortedStoryboardContents {
    /// Headless extra (not UIKit API): a view (or a bar button item) laid out in a scene, as
    /// `diffbench-port` reads it from the storyboard file: its element (`label`, `button`,
    /// `barButtonItem`…, which gives its UIKit class; an element DiffableCompat does not know is a
    /// plain `UIView`), its custom class (looked up in the module of the code that made the
    /// storyboard; one it does not find, or that is not a subclass of the element's class, is the
    /// element's class, as UIKit logs "Unknown class" and uses it), its object ID, the attributes
    /// applied when it is made (`text`, `placeholder`, `title`, `on`, `value`, `minimumValue`,
    /// `maximumValue`, `stepValue`, `selectedSegmentIndex`, `hidden`, `enabled`, `selected`, `tag`,
    /// `axis`, `spacing`, `numberOfLines`, `alpha`…; a value that does not read as its type is
    /// skipped), a segmented control's segment titles and images, and its subviews in order (a
    /// stack view's are arranged). Modelled.
    public struct View: Sendable {
        /// The object ID in the file.
        public var id: String
        /// The element's name: `view`, `label`, `button`, `barButtonItem`…
        public var element: String
        /// The custom class (`customClass`), if it has one.
        public var className: String?
        /// `contentView` for a nib cell's content view (`<tableViewCellContentView key="contentView">`):
        /// not a view of its own, the cell's `contentView`, which gets its attributes and subviews;
        /// `tableHeaderView` or `tableFooterView` for a table's header or footer view, which becomes
        /// the table's `tableHeaderView` or `tableFooterView`. Modelled.
        public var key: String?
        /// The attributes DiffableCompat applies, as the file spells them (`"on": "YES"`).
        public var attributes: [String: String]
        /// A segmented control's segment titles, in order.
        public var segments: [String]
        /// A segmented control's segment images, by segment index (`<segment image="…">`); only the
        /// segments that have one. Modelled: each becomes the segment's image.
        public var segmentImages: [Int: SegmentImage]
        /// The subviews, in order.
        public var subviews: [View]
        /// A static table view's sections (`dataMode="static"`), whose cells are among `subviews`,
        /// keyed `staticCell`; empty for any other view. Modelled: the table's
        /// `UITableViewController` answers its data source methods from them, as UIKit's does.
        public var sections: [StaticSection]

        /// A view of a scene. Modelled.
        public init(id: String, element: String, className: String? = nil, key: String? = nil, attributes: [String: String] = [:],
                    segments: [String] = [], segmentImages: [Int: SegmentImage] = [:], subviews: [View] = [],
                    sections: [StaticSection] = []) {
            self.id = id
            self.element = element
            self.className = className
            self.key = key
            self.attributes = attributes
            self.segments = segments
            self.segmentImages = segmentImages
            self.subviews = subviews
            self.sections = sections
        }
    }

    /// Headless extra (not UIKit API): an image a storyboard names (a segment's `image`), with its
    /// `catalog`: `system` loads it as `UIImage(systemName:)`, anything else (or none) as
    /// `UIImage(named:)`, as Interface Builder does. Modelled.
    public struct SegmentImage: Sendable, Equatable {
        /// The image's name (`image`).
        public var name: String
        /// The catalog it comes from (`catalog`, e.g. `system`), if the file names one.
        public var catalog: String?

        /// An image named `name` from `catalog`. Modelled.
        public init(name: String, catalog: String? = nil) {
            self.name = name
            self.catalog = catalog
        }

        /// The image it names: `UIImage(systemName: name)` for the `system` catalog, else
        /// `UIImage(named: name)` (both always an image here, remembering the name); nil for an
        /// empty name. Modelled.
        public var image: UIImage? {
            guard !name.isEmpty else { return nil }
            return catalog == "system" ? UIImage(systemName: name) : UIImage(named: name)
        }
    }

    /// Headless extra (not UIKit API): a section of a static table view, as `diffbench-port` reads
    /// it (`<tableViewSection>`): its header and footer titles and the object IDs of its cells, in
    /// order. Modelled.
    public struct StaticSection: Sendable {
        /// The section's header title (`headerTitle`), if it has one.
        public var headerTitle: String?
        /// The section's footer title (`footerTitle`), if it has one.
        public var footerTitle: String?
        /// The object IDs of its cells, in order.
        public var cells: [String]

        /// A section of a static table. Modelled.
        public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [String] = []) {
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            self.cells = cells
        }
    }

    /// Headless extra (not UIKit API): an `<outlet>` (or `<outletCollection>`) of a scene: the
    /// object holding the property (the controller's object ID, or a view's), the property's name,
    /// and the object it connects. An outlet property declared `@HeadlessOutlet` (what the port
    /// writes for `@IBOutlet`) reads the connected object; a collection reads every object
    /// connected to it, in the file's order. One whose destination the scene does not have is
    /// not connected (the property falls back to a new view of its declared type). Modelled.
    public struct Outlet: Sendable {
        /// The object ID of the object holding the property.
        public var owner: String
        /// The property's name.
        public var property: String
        /// The object ID of the connected object.
        public var destination: String
        /// Whether it is an outlet collection (`@IBOutlet var labels: [UILabel]!`).
        public var isCollection: Bool

        /// An outlet. Modelled.
        public init(owner: String, property: String, destination: String, isCollection: Bool = false) {
            self.owner = owner
            self.property = property
            self.destination = destination
            self.isCollection = isCollection
        }
    }

    /// Headless extra (not UIKit API): an `<action>` of a scene: the control or bar button item
    /// that sends it, the selector (`addNote:`), the object it is sent to (the controller, a view,
    /// or the scene's First Responder: up the responder chain), and a control's event
    /// (`touchUpInside`, `valueChanged`, `editingChanged`…; none: `primaryActionTriggered`). The
    /// method is found among the `@IBAction`s the port registers for the destination's class (see
    /// `PortedIBActions`); a selector not among them is sent by name, which raises UIKit's
    /// unrecognized-selector failure when sent, as UIKit's for a method the class does not have. Modelled.
    public struct Action: Sendable {
        /// The object ID of the control or bar button item.
        public var source: String
        /// The selector's Objective-C name.
        public var selector: String
        /// The object ID of the object it is sent to.
        public var destination: String
        /// The control event, as the file names it.
        public var eventType: String?

        /// An action. Modelled.
        public init(source: String, selector: String, destination: String, eventType: String? = nil) {
            self.source = source
            self.selector = selector
            self.destination = destination
            self.eventType = eventType
        }
    }

    /// Headless extra (not UIKit API): a scene controller's navigation item: its title and its
    /// left and right bar button items (elements `barButtonItem`, with `title`, `systemItem`,
    /// `style`, `image`). Modelled: set on the controller's `navigationItem` when its view loads.
    public struct NavigationItem: Sendable {
        /// The title, if the file gives one.
        public var title: String?
        /// The left bar button items, in order.
        public var leftItems: [View]
        /// The right bar button items, in order.
        public var rightItems: [View]

        /// A navigation item. Modelled.
        public init(title: String?, leftItems: [View] = [], rightItems: [View] = []) {
            self.title = title
            self.leftItems = leftItems
            self.rightItems = rightItems
        }
    }
}
#endif
