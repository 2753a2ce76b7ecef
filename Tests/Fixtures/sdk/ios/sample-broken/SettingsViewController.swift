import UIKit
import WebKit

final class SettingsViewController: UIViewController {
    let heading = UILabel()
    /// Bug 1: a segmented control created without items, and none inserted.
    let units = UISegmentedControl()
    /// Bug 2: a web view in a vertical stack with no height constraint (WKWebView has no intrinsic height).
    let preview = WKWebView()
    let notificationsLabel = UILabel()
    /// Bug 3: its action is registered for .touchUpInside, which UISwitch never sends (it sends .valueChanged).
    let notifications = UISwitch()
    let help = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("SettingsViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        heading.text = "Preferences"
        notificationsLabel.text = "Notifications"
        help.setTitle("Help", for: .normal)

        let row = UIStackView(arrangedSubviews: [notificationsLabel, notifications])
        row.axis = .horizontal
        let stack = UIStackView(arrangedSubviews: [heading, units, preview, row, help])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])

        preview.loadHTMLString("<h1>Preview</h1>", baseURL: nil)
        notifications.addAction(UIAction { [unowned self] _ in self.notificationsChanged() }, for: .touchUpInside)
        help.addAction(UIAction { [unowned self] _ in
            self.navigationController?.pushViewController(HelpViewController(), animated: true)
        }, for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", primaryAction: UIAction { [unowned self] _ in
            let tabs = BrokenTabBarController()
            tabs.modalPresentationStyle = .fullScreen
            self.present(tabs, animated: true)
        })
    }

    private func notificationsChanged() {
        notificationsLabel.text = notifications.isOn ? "Notifications on" : "Notifications off"
    }
}
