import UIKit

/// Bug 4: a table header built with Auto Layout but never given a frame: UITableView shows it 0 pt high.
final class HelpViewController: UITableViewController {
    private let topics = ["Accounts", "Notifications", "Privacy"]

    init() {
        super.init(style: .plain)
        title = "Help"
    }

    required init?(coder: NSCoder) {
        fatalError("HelpViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "topic")
        let intro = UILabel()
        intro.text = "Ask the help desk."
        intro.numberOfLines = 0
        let header = UIStackView(arrangedSubviews: [intro])
        header.axis = .vertical
        tableView.tableHeaderView = header
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { topics.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "topic", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = topics[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(FAQViewController(topic: topics[indexPath.row]), animated: true)
    }
}

/// Bug 8: a collection view list whose dataSource was never set (only its delegate): it shows no items.
final class FAQViewController: UIViewController, UICollectionViewDelegate {
    private let questions: [String]
    private let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))

    init(topic: String) {
        questions = ["How do I change my \(topic.lowercased()) settings?", "Who can see them?"]
        super.init(nibName: nil, bundle: nil)
        title = "\(topic) FAQ"
    }

    required init?(coder: NSCoder) {
        fatalError("FAQViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.delegate = self
        grid.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grid)
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: view.topAnchor),
            grid.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        print(questions[indexPath.item])
    }
}

/// Bug 5: six tabs, where an iPhone tab bar shows four and a More tab.
final class BrokenTabBarController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "More Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("BrokenTabBarController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let screens: [UIViewController] = [PickerViewController(), UntitledViewController()]
            + ["Sounds", "Display", "Storage", "About"].map { InfoViewController(topic: $0) }
        viewControllers = screens.enumerated().map { index, screen in
            let navigation = UINavigationController(rootViewController: screen)
            navigation.tabBarItem = UITabBarItem(title: screen.title ?? "Tab \(index + 1)",
                                                 image: UIImage(systemName: "gear"), tag: index)
            return navigation
        }
    }
}

/// Bug 6: a picker without a data source shows nothing.
final class PickerViewController: UIViewController {
    let language = UIPickerView()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Language"
    }

    required init?(coder: NSCoder) {
        fatalError("PickerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        language.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(language)
        NSLayoutConstraint.activate([
            language.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            language.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            language.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

/// Bug 7: no title, so its navigation bar and back button show nothing.
final class UntitledViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

final class InfoViewController: UIViewController {
    private let text = UILabel()

    init(topic: String) {
        super.init(nibName: nil, bundle: nil)
        title = topic
        text.text = "\(topic) settings"
    }

    required init?(coder: NSCoder) {
        fatalError("InfoViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        text.accessibilityIdentifier = "text"
        view.backgroundColor = .systemBackground
        text.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(text)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            text.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}
