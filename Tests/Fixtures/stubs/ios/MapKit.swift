import UIKit

open class MKMapView: UIView {}
