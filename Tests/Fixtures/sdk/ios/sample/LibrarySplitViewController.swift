import UIKit

/// The sections the library's sidebar lists, each a screen shown in the secondary column.
enum LibrarySection: CaseIterable {
    case news, map, intranet

    var title: String {
        switch self {
        case .news: "News"
        case .map: "Map"
        case .intranet: "Intranet"
        }
    }

    var symbolName: String {
        switch self {
        case .news: "newspaper"
        case .map: "map"
        case .intranet: "globe"
        }
    }

    @MainActor func makeScreen() -> UIViewController {
        switch self {
        case .news: AnnouncementListViewController(announcements: Announcement.samples)
        case .map: MapViewController()
        case .intranet: WebViewController(url: URL(string: "https://www.nps.edu")!)
        }
    }
}

/// A drawer: the sidebar in the primary column, the chosen section's navigation stack in the secondary. On an iPhone
/// the split view is collapsed: it opens on the sidebar, and choosing a section shows it (back returns to the sidebar).
final class LibrarySplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    init() {
        super.init(style: .doubleColumn)
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
        preferredSplitBehavior = .tile
        primaryBackgroundStyle = .sidebar
        let sections = LibrarySection.allCases
        setViewController(LibrarySidebarViewController(sections: sections), for: .primary)
        setViewController(UINavigationController(rootViewController: sections[0].makeScreen()), for: .secondary)
    }

    required init?(coder: NSCoder) {
        fatalError("LibrarySplitViewController is built in code, not from a storyboard")
    }

    /// Collapsed, UIKit proposes the secondary column: open on the sidebar instead.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        .primary
    }
}

/// The sidebar: one row per section; choosing one replaces the secondary column's navigation stack.
final class LibrarySidebarViewController: UITableViewController {
    private static let cellIdentifier = "section"
    private let sections: [LibrarySection]

    init(sections: [LibrarySection]) {
        self.sections = sections
        super.init(style: .insetGrouped)
        title = "Library"
    }

    required init?(coder: NSCoder) {
        fatalError("LibrarySidebarViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let section = sections[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = section.title
        content.image = UIImage(systemName: section.symbolName)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let screen = sections[indexPath.row].makeScreen()
        splitViewController?.setViewController(UINavigationController(rootViewController: screen), for: .secondary)
        splitViewController?.show(.secondary)
    }
}
