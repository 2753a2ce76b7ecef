import UIKit

/// A list: registered cell, UIListContentConfiguration, a detail pushed with its model.
final class AnnouncementListViewController: UITableViewController {
    private static let cellIdentifier = "announcement"
    private var announcements: [Announcement]

    init(announcements: [Announcement]) {
        self.announcements = announcements
        super.init(style: .insetGrouped)
        title = "Announcements"
    }

    required init?(coder: NSCoder) {
        fatalError("AnnouncementListViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [unowned self] _ in
            self.compose()
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        announcements.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let announcement = announcements[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = announcement.title
        content.secondaryText = announcement.posted.formatted(date: .abbreviated, time: .omitted)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = AnnouncementDetailViewController(announcement: announcements[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            self.announcements.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func compose() {
        let form = ComposeViewController { [unowned self] announcement in
            self.announcements.insert(announcement, at: 0)
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        let navigation = UINavigationController(rootViewController: form)
        navigation.sheetPresentationController?.detents = [.medium(), .large()]
        present(navigation, animated: true)
    }
}
