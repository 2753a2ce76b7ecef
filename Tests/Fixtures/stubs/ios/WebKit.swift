import UIKit

open class WKWebView: UIView {
    open func reload() {}
}
