#if !canImport(UIKit)
import Foundation

/// MapKit's `MKFeatureVisibility`, with its raw values. Shape only: stored by marker views.
public enum MKFeatureVisibility: Int, Sendable {
    /// Shown when there is room. Shape only.
    case adaptive = 0
    /// Never shown. Shape only.
    case hidden = 1
    /// Always shown. Shape only.
    case visible = 2
}

/// MapKit's `MKAnnotationView`: the view that shows an annotation. A `UIView`, so main-actor
/// isolated. Modelled: it keeps its annotation, reuse identifier and selection; the map view
/// selects it and queues it for reuse. Nothing draws, so the image, offsets and callout views are
/// stored only.
///
/// Initializers follow MapKit's: `init(annotation:reuseIdentifier:)` and `init?(coder:)` are
/// designated. `init()` is required here (not in the SDK), so a class registered with the map view
/// can be made from its type, as reusable cells are: a subclass that overrides both designated
/// initializers, as apps' do, inherits it.
@MainActor @preconcurrency
open class MKAnnotationView: UIView {
    /// The annotation shown. Modelled: given at creation, set again on reuse.
    open var annotation: (any MKAnnotation)?
    /// The reuse identifier. Modelled: as given, or the registered identifier it was dequeued for.
    open internal(set) var reuseIdentifier: String?
    /// The image. Shape only: stored; nothing draws.
    open var image: UIImage?
    /// The offset of the view's centre from the coordinate. Shape only: stored.
    open var centerOffset: CGPoint = .zero
    /// The callout's offset. Shape only: stored.
    open var calloutOffset: CGPoint = .zero
    /// Whether it can be selected. Modelled: a disabled view's annotation is not selected (default true).
    open var isEnabled = true
    /// Whether it is highlighted. Shape only: stored.
    open var isHighlighted = false
    /// Whether it is selected. Modelled: the map view sets it through `setSelected(_:animated:)`.
    open var isSelected = false
    /// Whether a callout shows on selection. Shape only: stored; no callout shows.
    open var canShowCallout = false
    /// The callout's left view. Shape only: stored.
    open var leftCalloutAccessoryView: UIView?
    /// The callout's right view. Shape only: stored.
    open var rightCalloutAccessoryView: UIView?
    /// The callout's detail view. Shape only: stored.
    open var detailCalloutAccessoryView: UIView?
    /// Whether it can be dragged. Shape only: stored; nothing drags.
    open var isDraggable = false
    /// The clustering identifier. Shape only: stored; nothing clusters.
    open var clusteringIdentifier: String?

    /// A view for `annotation`. Modelled.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Required, as in the SDK. Shape only: nothing is decoded.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// A view with `frame` and no annotation, through `init(annotation:reuseIdentifier:)`. Modelled.
    public override convenience init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view with no annotation, through `init(annotation:reuseIdentifier:)`: how the map view
    /// makes a registered class (it then sets the annotation and reuse identifier). Required here
    /// so a registered class can be made from its type. Modelled.
    public required convenience init() {
        self.init(annotation: nil, reuseIdentifier: nil)
    }

    /// Sets `isSelected`. Modelled; nothing animates.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Called before the map view hands the view out again from its reuse queue. Modelled: the
    /// map view calls it on dequeue; this resets nothing.
    open func prepareForReuse() {}
}

/// MapKit's `MKMarkerAnnotationView`: a balloon marker, the view MapKit shows for an annotation
/// its delegate gives no view for. Shape only: the marker's colours, glyph and visibility are stored.
@MainActor @preconcurrency
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour. Shape only: stored (nil: MapKit's default red).
    open var markerTintColor: UIColor?
    /// The glyph's colour. Shape only: stored.
    open var glyphTintColor: UIColor?
    /// Text in place of the glyph. Shape only: stored.
    open var glyphText: String?
    /// The glyph's image. Shape only: stored.
    open var glyphImage: UIImage?
    /// The glyph's image when selected. Shape only: stored.
    open var selectedGlyphImage: UIImage?
    /// When the title shows. Shape only: stored (default `.adaptive`).
    open var titleVisibility = MKFeatureVisibility.adaptive
    /// When the subtitle shows. Shape only: stored (default `.adaptive`).
    open var subtitleVisibility = MKFeatureVisibility.adaptive
    /// Whether it animates in. Shape only: stored (default true).
    open var animatesWhenAdded = true
}

/// MapKit's `MKPinAnnotationView` (deprecated in iOS 16 for `MKMarkerAnnotationView`). Shape
/// only: the pin's colour and drop animation are stored.
@MainActor @preconcurrency
open class MKPinAnnotationView: MKAnnotationView {
    /// The pin's colour. Shape only: stored (default red).
    open var pinTintColor: UIColor! = .systemRed
    /// Whether the pin drops in. Shape only: stored (default false).
    open var animatesDrop = false
}
#endif
