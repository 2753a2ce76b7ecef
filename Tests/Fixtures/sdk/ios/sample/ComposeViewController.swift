import UIKit

/// A form presented in a sheet: the result goes back through a closure.
final class ComposeViewController: UIViewController {
    private let titleField = UITextField()
    private let kind = UISegmentedControl(items: ["Notice", "Event"])
    private let onSave: (Announcement) -> Void

    init(onSave: @escaping (Announcement) -> Void) {
        self.onSave = onSave
        super.init(nibName: nil, bundle: nil)
        title = "New Announcement"
    }

    required init?(coder: NSCoder) {
        fatalError("ComposeViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.accessibilityIdentifier = "titleField"
        kind.accessibilityIdentifier = "kind"
        kind.accessibilityLabel = "Kind"
        view.backgroundColor = .systemBackground
        titleField.placeholder = "Title"
        titleField.borderStyle = .roundedRect
        kind.selectedSegmentIndex = 0
        let stack = UIStackView(arrangedSubviews: [titleField, kind])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in
            self.dismiss(animated: true)
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [unowned self] _ in
            self.save()
        })
    }

    private func save() {
        let title = titleField.text ?? ""
        guard !title.isEmpty else {
            let alert = UIAlertController(title: "Missing title", message: "Give the announcement a title.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        onSave(Announcement(title: title, body: kind.titleForSegment(at: kind.selectedSegmentIndex) ?? "", posted: Date()))
        dismiss(animated: true)
    }
}
