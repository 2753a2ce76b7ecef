@_exported import Foundation

open class UIResponder: NSObject {}

public struct UIColor {
    public static let systemBackground = UIColor()
    public static let label = UIColor()
}

open class NSLayoutAnchor<AnchorType: AnyObject> {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

open class NSLayoutConstraint: NSObject {
    public enum Axis { case horizontal, vertical }
    open var isActive = false
    public class func activate(_ constraints: [NSLayoutConstraint]) {}
}

open class UILayoutGuide: NSObject {
    public let topAnchor = NSLayoutYAxisAnchor()
    public let bottomAnchor = NSLayoutYAxisAnchor()
    public let leadingAnchor = NSLayoutXAxisAnchor()
    public let trailingAnchor = NSLayoutXAxisAnchor()
}

open class UIView: UIResponder {
    public override init() {}
    open var backgroundColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints = true
    open var isHidden = false
    public let topAnchor = NSLayoutYAxisAnchor()
    public let bottomAnchor = NSLayoutYAxisAnchor()
    public let leadingAnchor = NSLayoutXAxisAnchor()
    public let trailingAnchor = NSLayoutXAxisAnchor()
    public let safeAreaLayoutGuide = UILayoutGuide()
    open func addSubview(_ view: UIView) {}
}

open class UIStackView: UIView {
    public init(arrangedSubviews views: [UIView]) {}
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
}

public final class UIAction {
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {}
}

open class UIControl: UIView {
    public struct Event: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }
    public struct State: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
    open var isEnabled = true
}

open class UIButton: UIControl {
    public enum ButtonType { case custom, system }
    public convenience init(type buttonType: ButtonType) { self.init() }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
}

open class UILabel: UIView { open var text: String? }
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var isSecureTextEntry = false
}
open class UITextView: UIView { open var text: String! }
open class UISwitch: UIControl { open var isOn = false }
open class UISlider: UIControl { open var value: Float = 0 }
open class UIStepper: UIControl { open var value: Double = 0 }
open class UIDatePicker: UIControl { open var date = Date() }
open class UISegmentedControl: UIControl { open var selectedSegmentIndex = 0 }
open class UIPickerView: UIView {}
open class UIProgressView: UIView { open var progress: Float = 0 }
open class UIImageView: UIView {}

open class UITableViewCell: UIView {
    public enum CellStyle { case `default`, value1, value2, subtitle }
    public init(style: CellStyle, reuseIdentifier: String?) {}
}

open class UITableView: UIView {
    public enum Style { case plain, grouped, insetGrouped }
    open var tableHeaderView: UIView?
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func reloadData() {}
}

open class UITabBarItem: NSObject {
    open var title: String?
}

open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open var view: UIView! = UIView()
    open var title: String?
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var navigationController: UINavigationController? { nil }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { nil }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}

open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
}

open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! = UITableView()
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

open class UIScene: UIResponder {
    public final class ConnectionOptions {}
}
open class UIWindowScene: UIScene {}
open class UISceneSession: NSObject {}

public protocol UISceneDelegate: AnyObject {}
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) {}
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}
