// Mirrors the iOS 18.x SDK's MapKit (Swift 6 interface)
//
// A Linux stand-in for MapKit, compiled as a module named `MapKit` against the UIKit stub (which it re-exports, as
// `import MapKit` makes UIKit available on iOS). MKMapView and its delegate, annotations and annotation views are
// `@MainActor` as in the SDK; coordinates, spans and regions are Sendable values.
//
// Notable deviations from the real SDK:
// - CoreLocation is not a separate module here: the minimal CoreLocation API apps use with maps
//   (CLLocationCoordinate2D, CLLocation, CLLocationManager, CLLocationManagerDelegate, CLAuthorizationStatus) is
//   declared in this file. On iOS it lives in CoreLocation, which MapKit re-exports, so `import MapKit` code is the same.
// - There are no tiles, no geocoding, no search, no directions, no overlays. The user is simulated: a location
//   authorization request is granted ("Allow While Using App") and the location is Apple Park.
// - Info.plist usage descriptions cannot be checked; MapKit's console warning for showing the user location without
//   asking for authorization is reproduced (the smoke driver reports it).
// - Invalid regions trap with MapKit's "Invalid Region" NSInvalidArgumentException, as on iOS.

@_exported import UIKit

// MARK: - CoreLocation (minimal)

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    !coord.latitude.isNaN && !coord.longitude.isNaN && (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
    @available(*, deprecated, message: "Use kCLAuthorizationStatusAuthorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy = 0, reducedAccuracy = 1 }
public enum CLActivityType: Int, Sendable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }

open class CLLocation: NSObject, @unchecked Sendable {
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0; horizontalAccuracy = 5; verticalAccuracy = 5; timestamp = Date()
        super.init()
    }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude
        horizontalAccuracy = hAccuracy; verticalAccuracy = vAccuracy; self.timestamp = timestamp
        super.init()
    }
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let timestamp: Date
    open var speed: CLLocationSpeed { 0 }
    open var course: CLLocationDirection { -1 }
    /// The great-circle distance in meters.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_000.0
        let (φ1, φ2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * r * atan2(sqrt(a), sqrt(1 - a))
    }
}

public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    @available(*, deprecated, message: "Use locationManagerDidChangeAuthorization instead")
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}
extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The simulated device: the user's answer to authorization requests, and where they are.
enum _CLDevice {
    nonisolated(unsafe) static var status: CLAuthorizationStatus = .notDetermined
    static let applePark = CLLocation(latitude: 37.3349, longitude: -122.0090)
}

/// Runs `body` on the main actor now if on the main thread, else on the main queue.
func _onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread { MainActor.assumeIsolated(body) } else { DispatchQueue.main.async(execute: body) }
}

private struct _Unchecked<T>: @unchecked Sendable { let value: T }

open class CLLocationManager: NSObject {
    public override init() {
        super.init()
        _notifyAuthorization()  // iOS 14+: the delegate hears the status once the manager exists
    }

    weak open var delegate: (any CLLocationManagerDelegate)?
    open var authorizationStatus: CLAuthorizationStatus { _CLDevice.status }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var location: CLLocation? { _updating ? _CLDevice.applePark : nil }
    var _updating = false

    @available(*, deprecated, message: "Use the authorizationStatus instance property instead")
    open class func authorizationStatus() -> CLAuthorizationStatus { _CLDevice.status }
    open class func locationServicesEnabled() -> Bool { true }
    open class func headingAvailable() -> Bool { false }

    func _notifyAuthorization() {
        let box = _Unchecked(value: self)
        DispatchQueue.main.async {
            let manager = box.value
            manager.delegate?.locationManagerDidChangeAuthorization(manager)
        }
    }

    /// The user answers "Allow While Using App".
    open func requestWhenInUseAuthorization() {
        guard _CLDevice.status == .notDetermined else { return }
        _CLDevice.status = .authorizedWhenInUse
        _notifyAuthorization()
    }
    open func requestAlwaysAuthorization() {
        guard _CLDevice.status == .notDetermined || _CLDevice.status == .authorizedWhenInUse else { return }
        _CLDevice.status = .authorizedAlways
        _notifyAuthorization()
    }
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}

    open func startUpdatingLocation() {
        let status = _CLDevice.status
        guard status == .authorizedWhenInUse || status == .authorizedAlways else {
            _onMain {
                _UIKitRuntimeSupport.warn("CLLocationManager.startUpdatingLocation() was called without location authorization (status \(status)): call requestWhenInUseAuthorization() first; no locations will be delivered")
            }
            return
        }
        _updating = true
        let box = _Unchecked(value: self)
        DispatchQueue.main.async {
            let manager = box.value
            manager.delegate?.locationManager(manager, didUpdateLocations: [_CLDevice.applePark])
        }
    }
    open func stopUpdatingLocation() { _updating = false }
    open func requestLocation() {
        startUpdatingLocation()
        _updating = false
    }
    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
    open func stopMonitoringSignificantLocationChanges() { _updating = false }
}

// MARK: - Geometry

public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) {
        center = centerCoordinate
        let metersPerDegree = 111_320.0
        span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                                longitudeDelta: longitudinalMeters / (metersPerDegree * max(0.01, cos(centerCoordinate.latitude * .pi / 180))))
    }
}

public enum MKMapType: UInt, Sendable { case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }
public enum MKUserTrackingMode: Int, Sendable { case none = 0, follow, followWithHeading }

// MARK: - Annotations

public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}
extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

open class MKShape: NSObject, MKAnnotation {
    public override init() { super.init() }
    open var title: String?
    open var subtitle: String?
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
}

open class MKPointAnnotation: MKShape {
    public override init() { super.init() }
    public init(coordinate: CLLocationCoordinate2D) {
        _coordinate = coordinate
        super.init()
    }
    public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        _coordinate = coordinate
        super.init()
        self.title = title
        self.subtitle = subtitle
    }
    var _coordinate = CLLocationCoordinate2D()
    open override var coordinate: CLLocationCoordinate2D {
        get { _coordinate }
        set { _coordinate = newValue }
    }
}

open class MKUserLocation: NSObject, MKAnnotation {
    public override init() { super.init() }
    open var isUpdating: Bool { location != nil }
    open var location: CLLocation?
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    open var title: String? = "My Location"
    open var subtitle: String?
}

@MainActor
open class MKAnnotationView: UIView {
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        _reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    }
    public override init(frame: CGRect) {
        _reuseIdentifier = nil
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        _reuseIdentifier = nil
        super.init(coder: coder)
    }
    let _reuseIdentifier: String?
    open var reuseIdentifier: String? { _reuseIdentifier }
    open var annotation: (any MKAnnotation)?
    open var image: UIImage?
    open var centerOffset: CGPoint = .zero
    open var calloutOffset: CGPoint = .zero
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected = false
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open var canShowCallout = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var isDraggable = false
    open var clusteringIdentifier: String?
    open var displayPriority: Float = 1000
    open func prepareForReuse() {}
    open func prepareForDisplay() {}
}

@MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    public enum TitleVisibility: Int, Sendable { case adaptive = 0, visible, hidden }
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var animatesWhenAdded = false
    open var titleVisibility: TitleVisibility = .adaptive
    open var subtitleVisibility: TitleVisibility = .adaptive
}

@available(*, deprecated, message: "Use MKMarkerAnnotationView instead")
@MainActor
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor!
    open var animatesDrop = false
}

private protocol _MKMakeAnnotationView: AnyObject {
    init(annotation: (any MKAnnotation)?, reuseIdentifier: String?)
}

// MARK: - Map view

@MainActor public protocol MKMapViewDelegate: NSObjectProtocol {
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
}
extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) {}
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
}

@MainActor
open class MKMapView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    weak open var delegate: (any MKMapViewDelegate)?
    open var mapType: MKMapType = .standard
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    open var showsUserTrackingButton = false
    open var userTrackingMode: MKUserTrackingMode = .none
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        userTrackingMode = mode
        delegate?.mapView(self, didChange: mode, animated: animated)
    }

    var _region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090),
                                     span: MKCoordinateSpan(latitudeDelta: 90, longitudeDelta: 180))
    open var region: MKCoordinateRegion {
        get { _region }
        set { setRegion(newValue, animated: false) }
    }
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        let c = region.center, s = region.span
        if !CLLocationCoordinate2DIsValid(c) || s.latitudeDelta.isNaN || s.longitudeDelta.isNaN || s.latitudeDelta < 0
            || s.longitudeDelta < 0 || s.latitudeDelta > 180 || s.longitudeDelta > 360 {
            _UIKitRuntimeSupport.exception("NSInvalidArgumentException",
                "Invalid Region <center:\(String(format: "%+.8f", c.latitude)), \(String(format: "%+.8f", c.longitude)) span:\(String(format: "%+.8f", s.latitudeDelta)), \(String(format: "%+.8f", s.longitudeDelta))>")
        }
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        _region = region
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }
    open var centerCoordinate: CLLocationCoordinate2D {
        get { _region.center }
        set { setCenter(newValue, animated: false) }
    }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: _region.span), animated: animated)
    }

    // User location
    public let userLocation = MKUserLocation()
    open var showsUserLocation = false {
        didSet { if showsUserLocation, window != nil { _startLocatingUser() } }
    }
    open var isUserLocationVisible: Bool { showsUserLocation && userLocation.location != nil }

    func _startLocatingUser() {
        let status = _CLDevice.status
        guard status == .authorizedWhenInUse || status == .authorizedAlways else {
            _UIKitRuntimeSupport.warn("Trying to start MapKit location updates without prompting for location authorization. Must call -[CLLocationManager requestWhenInUseAuthorization] or -[CLLocationManager requestAlwaysAuthorization] first.")
            return
        }
        delegate?.mapViewWillStartLocatingUser(self)
        _UIKitRuntimeSupport.performOnNextRunLoopTurn { [weak self] in
            guard let self, self.showsUserLocation else { return }
            self.userLocation.location = _CLDevice.applePark
            self.delegate?.mapView(self, didUpdate: self.userLocation)
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        delegate?.mapViewWillStartLoadingMap(self)
        _UIKitRuntimeSupport.performOnNextRunLoopTurn { [weak self] in
            guard let self else { return }
            self.delegate?.mapViewDidFinishLoadingMap(self)
        }
        if showsUserLocation { _startLocatingUser() }
    }

    // Annotations
    var _annotations: [any MKAnnotation] = []
    var _views: [ObjectIdentifier: MKAnnotationView] = [:]
    var _registrations: [String: MKAnnotationView.Type] = [:]
    var _selected: [any MKAnnotation] = []

    open var annotations: [any MKAnnotation] { (showsUserLocation ? [userLocation] : []) + _annotations }
    open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        _annotations += annotations
        guard window != nil else { return }
        let views = annotations.compactMap { view(for: $0) }
        if !views.isEmpty { delegate?.mapView(self, didAdd: views) }
    }
    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            _annotations.removeAll { $0 === annotation }
            _views[ObjectIdentifier(annotation)] = nil
        }
    }
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        guard let first = annotations.first else { return }
        setRegion(MKCoordinateRegion(center: first.coordinate, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)),
                  animated: animated)
    }
    open var selectedAnnotations: [any MKAnnotation] {
        get { _selected }
        set { _selected = newValue }
    }

    /// The view for an annotation: the delegate's, or a marker as MapKit makes by default.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        if let view = _views[ObjectIdentifier(annotation)] { return view }
        let view = delegate?.mapView(self, viewFor: annotation)
            ?? (annotation is MKUserLocation ? nil : MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil))
        view?.annotation = annotation
        _views[ObjectIdentifier(annotation)] = view
        return view
    }

    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        guard let viewClass else { _registrations[identifier] = nil; return }
        guard let type = viewClass as? MKAnnotationView.Type else {
            _UIKitRuntimeSupport.exception("NSInvalidArgumentException", "must pass a class of kind MKAnnotationView")
        }
        _registrations[identifier] = type
    }
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        guard let type = _registrations[identifier] else {
            _UIKitRuntimeSupport.exception("NSInternalInconsistencyException",
                "unable to dequeue an annotation view with identifier \(identifier) - must register a class for the identifier")
        }
        if type == MKAnnotationView.self { return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
        if type == MKMarkerAnnotationView.self { return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
        let table = _UIKitRuntimeSupport.initializerWitnessTable(
            for: type, methodDescriptor: "$s6MapKit16MKAnnotationViewC10annotation15reuseIdentifierAcA0C0_pSg_SSSgtcfCTq",
            classDescriptor: "$s6MapKit16MKAnnotationViewCMn")
        let maker = unsafeBitCast((type as AnyClass, table), to: (any _MKMakeAnnotationView.Type).self)
        return maker.init(annotation: annotation, reuseIdentifier: identifier) as! MKAnnotationView
    }

    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        _selected = [annotation]
        if let view = view(for: annotation) {
            view.setSelected(true, animated: animated)
            delegate?.mapView(self, didSelect: view)
        }
        delegate?.mapView(self, didSelect: annotation)
    }
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation = annotation ?? _selected.first else { return }
        _selected.removeAll { $0 === annotation }
        if let view = _views[ObjectIdentifier(annotation)] {
            view.setSelected(false, animated: animated)
            delegate?.mapView(self, didDeselect: view)
        }
        delegate?.mapView(self, didDeselect: annotation)
    }

    /// The user looking at the map: annotation views are requested, the first annotation is tapped, its callout
    /// accessory is tapped, and it is deselected.
    open override func _tandemSmokeExercise() {
        let shown = _annotations.prefix(20)
        let views = shown.compactMap { view(for: $0) }
        if !views.isEmpty { delegate?.mapView(self, didAdd: views) }
        guard let first = shown.first else { return }
        selectAnnotation(first, animated: false)
        if let view = _views[ObjectIdentifier(first)] {
            for accessory in [view.leftCalloutAccessoryView, view.rightCalloutAccessoryView] {
                if let control = accessory as? UIControl {
                    delegate?.mapView(self, annotationView: view, calloutAccessoryControlTapped: control)
                }
            }
        }
        deselectAnnotation(first, animated: false)
    }
}
