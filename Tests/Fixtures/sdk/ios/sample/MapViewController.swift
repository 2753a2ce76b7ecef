import MapKit

/// A map with a height, showing the user after asking for location authorization.
final class MapViewController: UIViewController, MKMapViewDelegate {
    private let mapView = MKMapView()
    private let caption = UILabel()
    private let locationManager = CLLocationManager()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Map"
    }

    required init?(coder: NSCoder) {
        fatalError("MapViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.accessibilityIdentifier = "caption"
        view.backgroundColor = .systemBackground
        caption.text = "Naval Postgraduate School"
        mapView.delegate = self
        let stack = UIStackView(arrangedSubviews: [mapView, caption])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            mapView.heightAnchor.constraint(equalToConstant: 300),
        ])
        let campus = CLLocationCoordinate2D(latitude: 36.5964, longitude: -121.8746)
        mapView.setRegion(MKCoordinateRegion(center: campus, latitudinalMeters: 2_000, longitudinalMeters: 2_000), animated: false)
        mapView.addAnnotation(MKPointAnnotation(coordinate: campus, title: "NPS", subtitle: "Monterey"))
        locationManager.requestWhenInUseAuthorization()
        mapView.showsUserLocation = true
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        guard !(annotation is MKUserLocation) else { return nil }
        let marker = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "campus")
        marker.canShowCallout = true
        return marker
    }
}
