import UIKit

/// A detail screen given its model through the initializer.
final class AnnouncementDetailViewController: UIViewController {
    let announcement: Announcement
    private let headline = UILabel()
    private let body = UILabel()

    init(announcement: Announcement) {
        self.announcement = announcement
        super.init(nibName: nil, bundle: nil)
        title = announcement.title
    }

    required init?(coder: NSCoder) {
        fatalError("AnnouncementDetailViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        headline.accessibilityIdentifier = "headline"
        body.accessibilityIdentifier = "body"
        view.backgroundColor = .systemBackground
        headline.font = .preferredFont(forTextStyle: .headline)
        headline.text = announcement.title
        body.numberOfLines = 0
        body.text = announcement.body
        let stack = UIStackView(arrangedSubviews: [headline, body])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}
