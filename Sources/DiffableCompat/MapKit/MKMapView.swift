#if !canImport(UIKit)
import Foundation

/// MapKit's `MKMapViewDelegate`. Its methods are optional in the SDK; here each has a default (no
/// view, or nothing), so a delegate implements only what it needs. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The view for `annotation`. Modelled: asked when the map view first needs the annotation's view
    /// (see `MKMapView`); nil gives an `MKMarkerAnnotationView`, as MapKit's standard view.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// An annotation view was selected. Modelled: told by `selectAnnotation(_:animated:)`.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation view was deselected. Modelled: told by `deselectAnnotation(_:animated:)`,
    /// by selecting another, and by removing the selected annotation.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// An annotation was selected (iOS 16). Modelled: told right after the view form.
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    /// An annotation was deselected (iOS 16). Modelled: told right after the view form.
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    /// The region is about to change. Modelled: told by `setRegion(_:animated:)` and `setCenter(_:animated:)`.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changed (iOS 11). Modelled: told between the will- and did-change calls.
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// The region changed. Modelled: told at once after the change (MapKit tells it once the map
    /// has moved; nothing moves here).
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// A callout's accessory control was tapped. Shape only: no callout shows, so never called.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// The renderer that draws `overlay`. Modelled: asked when the map view first needs the
    /// overlay's renderer (`renderer(for:)`); without this method the overlay has no renderer, as
    /// in MapKit.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
}

extension MKMapViewDelegate {
    /// No view: the map view shows its standard marker. Modelled.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Does nothing. Modelled.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Does nothing. Modelled.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    /// Does nothing. Modelled.
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    /// Does nothing. Modelled.
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    /// Does nothing. Modelled.
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    /// Does nothing. Modelled.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    /// Does nothing. Modelled.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Does nothing. Shape only.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    /// No renderer: the overlay is not drawn and `renderer(for:)` answers nil, as in MapKit for a
    /// delegate without the method. Modelled.
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        let standIn = MKOverlayRenderer(overlay: overlay)
        standIn.isStandIn = true
        return standIn
    }
}

/// MapKit's `MKMapView`: a `UIView` that shows a map, so main-actor isolated. Modelled as
/// bookkeeping; nothing draws or loads tiles:
/// - annotations are kept in the order added, by identity (adding one twice keeps one);
/// - every annotation on the map counts as on screen, so its view is made the first time it is
///   needed (`view(for:)`, selection): the delegate's `mapView(_:viewFor:)`, else an
///   `MKMarkerAnnotationView`, as MapKit's standard view;
/// - one annotation at a time is selected, as in MapKit; selecting and deselecting set the view's
///   `isSelected` and tell the delegate (view form, then the iOS 16 annotation form);
/// - removing an annotation deselects it if selected and puts its view, if it has a reuse
///   identifier, in the reuse queue that `dequeueReusableAnnotationView(withIdentifier:)` takes from;
/// - overlays are kept by level (`aboveRoads` before `aboveLabels`), each level in the order
///   added, by identity (adding one twice keeps one); every overlay counts as on screen, so its
///   renderer is asked of the delegate (`mapView(_:rendererFor:)`) the first time it is needed
///   (`renderer(for:)`) and kept while the overlay is on the map;
/// - `region` is stored as given (MapKit fits it to the view's aspect ratio; there is no aspect
///   here), and changing it tells the delegate will-change, did-change-visible, did-change, at once.
@MainActor @preconcurrency
open class MKMapView: UIView {
    /// The delegate. Modelled: weak, as MapKit's.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The map's type. Shape only: stored (default `.standard`).
    open var mapType = MKMapType.standard
    /// Whether pinching zooms. Shape only: stored (default true).
    open var isZoomEnabled = true
    /// Whether dragging scrolls. Shape only: stored (default true).
    open var isScrollEnabled = true
    /// Whether rotating is allowed. Shape only: stored (default true).
    open var isRotateEnabled = true
    /// Whether pitching is allowed. Shape only: stored (default true).
    open var isPitchEnabled = true
    /// Whether the compass shows. Shape only: stored (default true).
    open var showsCompass = true
    /// Whether the scale shows. Shape only: stored (default false).
    open var showsScale = false
    /// Whether traffic shows. Shape only: stored (default false).
    open var showsTraffic = false
    /// Whether buildings show. Shape only: stored (default true).
    open var showsBuildings = true
    /// Whether the user's location shows. Modelled: stored (default false); the headless device
    /// has no location, so `userLocation` never joins `annotations`.
    open var showsUserLocation = false
    /// The user's location annotation. Modelled: one per map view, with no location.
    open private(set) lazy var userLocation = MKUserLocation()
    /// Whether the user's location is on screen. Modelled: false, as there is none.
    open var isUserLocationVisible: Bool { false }

    /// The region shown. Modelled: a zero region at (0, 0) until set (MapKit starts on a region
    /// around the device's country); setting it is `setRegion(_:animated: false)`.
    open var region: MKCoordinateRegion {
        get { currentRegion }
        set { setRegion(newValue, animated: false) }
    }
    private var currentRegion = MKCoordinateRegion()

    /// The region's centre. Modelled: setting it is `setCenter(_:animated: false)`.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { currentRegion.center }
        set { setCenter(newValue, animated: false) }
    }

    /// The annotations, in the order added. Modelled.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The selected annotations: none or one. Modelled: setting it selects the first given (and
    /// deselects the current one), as MapKit does, telling the delegate.
    open var selectedAnnotations: [any MKAnnotation] {
        get { selected.map { [$0] } ?? [] }
        set {
            if let first = newValue.first { selectAnnotation(first, animated: false) } else if let selected { deselectAnnotation(selected, animated: false) }
        }
    }
    private var selected: (any MKAnnotation)?
    /// The identities of `annotations`, so adding and looking up do not scan them.
    private var onMap: Set<ObjectIdentifier> = []
    private var views: [ObjectIdentifier: MKAnnotationView] = [:]
    private var reuseQueue: [String: [MKAnnotationView]] = [:]
    private var registeredClasses: [String: MKAnnotationView.Type] = [:]
    /// The annotation whose view the delegate is being asked for: `view(for:)` gives nil for it then.
    private var asking: ObjectIdentifier?

    /// A map view with `frame`. Modelled.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Required, as in the SDK. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Region

    /// Shows `region`. Modelled: stores it as given and tells the delegate will-change,
    /// did-change-visible and did-change, at once; nothing animates.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        currentRegion = region
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    /// Centres the map on `coordinate`, keeping the span. Modelled: as `setRegion(_:animated:)`.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: currentRegion.span), animated: animated)
    }

    /// `region` fitted to the view. Shape only: `region` itself, as there is no aspect ratio to fit.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    /// Shows `annotations`. Modelled: adds those not on the map, and sets the region to the
    /// smallest that holds their coordinates (centred between the extremes, no padding); with no
    /// annotations, nothing changes.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        guard !annotations.isEmpty else { return }
        addAnnotations(annotations)
        let latitudes = annotations.map(\.coordinate.latitude), longitudes = annotations.map(\.coordinate.longitude)
        let south = latitudes.min()!, north = latitudes.max()!, west = longitudes.min()!, east = longitudes.max()!
        setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
                                     span: MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: east - west)), animated: animated)
    }

    // MARK: Annotations

    /// Adds `annotation`. Modelled: kept once, in order; its view is made when first needed.
    open func addAnnotation(_ annotation: any MKAnnotation) {
        guard onMap.insert(ObjectIdentifier(annotation)).inserted else { return }
        annotations.append(annotation)
    }

    /// Adds `annotations`, in order. Modelled.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { addAnnotation(annotation) }
    }

    /// Removes `annotation`. Modelled: deselects it first if selected (telling the delegate), and
    /// queues its view for reuse if the view has a reuse identifier.
    open func removeAnnotation(_ annotation: any MKAnnotation) {
        guard onMap.remove(ObjectIdentifier(annotation)) != nil else { return }
        if let selected, selected === annotation { deselectAnnotation(annotation, animated: false) }
        annotations.removeAll { $0 === annotation }
        if let view = views.removeValue(forKey: ObjectIdentifier(annotation)), let identifier = view.reuseIdentifier {
            reuseQueue[identifier, default: []].append(view)
        }
    }

    /// Removes `annotations`. Modelled: each as `removeAnnotation(_:)`.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }

    /// The view for `annotation`, or nil when it is not on the map. Modelled: every annotation on the
    /// map counts as on screen, so its view is made now if it has none (see `MKMapView`); nil for
    /// the annotation whose view the delegate is being asked for.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        let key = ObjectIdentifier(annotation)
        guard onMap.contains(key) else { return nil }
        if let view = views[key] { return view }
        guard asking != key else { return nil }
        asking = key
        let given = delegate?.mapView(self, viewFor: annotation)
        asking = nil
        let view = given ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
        view.annotation = annotation
        views[key] = view
        return view
    }

    /// Selects `annotation`. Modelled: does nothing for an annotation not on the map (MapKit: no
    /// effect without a view), for a disabled view, or for the one selected; otherwise deselects the
    /// selected one, selects the view and tells the delegate.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        if let selected, selected === annotation { return }
        guard let view = view(for: annotation), view.isEnabled else { return }
        if let selected { deselectAnnotation(selected, animated: animated) }
        selected = annotation
        view.setSelected(true, animated: animated)
        delegate?.mapView(self, didSelect: view)
        delegate?.mapView(self, didSelect: annotation)
    }

    /// Deselects `annotation`. Modelled: if it is the selected one, deselects its view and tells
    /// the delegate; otherwise (and for nil) nothing.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation, let selected, selected === annotation else { return }
        self.selected = nil
        guard let view = views[ObjectIdentifier(annotation)] else { return }
        view.setSelected(false, animated: animated)
        delegate?.mapView(self, didDeselect: view)
        delegate?.mapView(self, didDeselect: annotation)
    }

    // MARK: Overlays

    /// The overlays, those above roads first, each level in the order added. Modelled.
    open var overlays: [any MKOverlay] { overlays(in: .aboveRoads) + overlays(in: .aboveLabels) }
    private var overlayList: [(overlay: any MKOverlay, level: MKOverlayLevel)] = []
    private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]

    /// The overlays at `level`, in the order added. Modelled.
    open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] {
        overlayList.filter { $0.level == level }.map { $0.overlay }
    }

    /// Adds `overlay` above the labels. Modelled: as `addOverlay(_:level: .aboveLabels)`, MapKit's level for it.
    open func addOverlay(_ overlay: any MKOverlay) { addOverlay(overlay, level: .aboveLabels) }

    /// Adds `overlay` at `level`. Modelled: kept once (adding one already on the map does nothing,
    /// whatever the level); its renderer is made when first needed.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {
        guard !overlayList.contains(where: { $0.overlay === overlay }) else { return }
        overlayList.append((overlay, level))
    }

    /// Adds `overlays` above the labels, in order. Modelled.
    open func addOverlays(_ overlays: [any MKOverlay]) { addOverlays(overlays, level: .aboveLabels) }

    /// Adds `overlays` at `level`, in order. Modelled.
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
        for overlay in overlays { addOverlay(overlay, level: level) }
    }

    /// Removes `overlay` and drops its renderer. Modelled: nothing for an overlay not on the map.
    open func removeOverlay(_ overlay: any MKOverlay) {
        overlayList.removeAll { $0.overlay === overlay }
        renderers[ObjectIdentifier(overlay)] = nil
    }

    /// Removes `overlays`. Modelled: each as `removeOverlay(_:)`.
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { removeOverlay(overlay) }
    }

    /// The renderer of `overlay`, or nil when it is not on the map or the delegate gives none.
    /// Modelled: made now by the delegate's `mapView(_:rendererFor:)` if it has none yet (every
    /// overlay counts as on screen), then kept.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
        guard overlayList.contains(where: { $0.overlay === overlay }) else { return nil }
        let key = ObjectIdentifier(overlay)
        if let renderer = renderers[key] { return renderer }
        guard let renderer = delegate?.mapView(self, rendererFor: overlay), !renderer.isStandIn else { return nil }
        renderers[key] = renderer
        return renderer
    }

    // MARK: Reuse

    /// Registers `viewClass` for `identifier`. Modelled: dequeuing for `identifier` with nothing
    /// queued makes one (nil registers `MKAnnotationView`).
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = (viewClass as? MKAnnotationView.Type) ?? MKAnnotationView.self
    }

    /// A queued view with `identifier`, after its `prepareForReuse()`, or nil when none is queued.
    /// Modelled: views queue when their annotations are removed.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard let view = reuseQueue[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    /// A view with `identifier` for `annotation`: a queued one, else a new one of the registered
    /// class. Modelled: the view's annotation is set. With neither, the failure is raised as a
    /// `DiffableFailure` (MapKit raises an exception) and a plain `MKAnnotationView` returned.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        let view: MKAnnotationView
        if let queued = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view = queued
        } else if let type = registeredClasses[identifier] {
            view = type.init()
            view.reuseIdentifier = identifier
        } else {
            DiffableFailures.raise(DiffableFailure(reason: "no annotation view class is registered for the reuse identifier \(identifier): register(_:forAnnotationViewWithReuseIdentifier:) first"))
            view = MKAnnotationView(annotation: nil, reuseIdentifier: identifier)
        }
        view.annotation = annotation
        return view
    }
}
#endif
