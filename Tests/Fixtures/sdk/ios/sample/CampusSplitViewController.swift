import UIKit

/// The places the campus guide's sidebar lists, each a screen shown in the secondary column.
enum CampusPlace: CaseIterable {
    case library, dining, gym

    var title: String {
        switch self {
        case .library: "Library"
        case .dining: "Dining Hall"
        case .gym: "Gym"
        }
    }

    var summary: String {
        switch self {
        case .library: "Open 0700–2200; quiet floors upstairs."
        case .dining: "Breakfast 0630–0830, lunch 1130–1330."
        case .gym: "Pool and weights; bring your ID."
        }
    }
}

/// A drawer whose sidebar is a collection view list (UICollectionViewController with a sidebar list layout and a cell
/// registration), as a generator writes it; choosing a place shows it in the secondary column.
final class CampusSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    private let places = CampusPlace.allCases

    init() {
        super.init(style: .doubleColumn)
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
        primaryBackgroundStyle = .sidebar
        let sidebar = Sidebar(titles: places.map(\.title), selected: 0) { [unowned self] index in self.showPlace(at: index) }
        sidebar.title = "Campus"
        setViewController(sidebar, for: .primary)
        setViewController(UINavigationController(rootViewController: PlaceViewController(place: places[0])), for: .secondary)
    }

    required init?(coder: NSCoder) {
        fatalError("CampusSplitViewController is built in code, not from a storyboard")
    }

    private func showPlace(at index: Int) {
        (viewController(for: .primary) as? Sidebar)?.selected = index
        setViewController(UINavigationController(rootViewController: PlaceViewController(place: places[index])), for: .secondary)
        show(.secondary)
    }

    /// Collapsed, UIKit proposes the secondary column: open on the sidebar instead.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        .primary
    }
}

/// A place's screen: its name and opening hours.
final class PlaceViewController: UIViewController {
    let place: CampusPlace
    private let summary = UILabel()

    init(place: CampusPlace) {
        self.place = place
        super.init(nibName: nil, bundle: nil)
        title = place.title
    }

    required init?(coder: NSCoder) {
        fatalError("PlaceViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        summary.accessibilityIdentifier = "summary"
        view.backgroundColor = .systemBackground
        summary.numberOfLines = 0
        summary.text = place.summary
        summary.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summary)
        NSLayoutConstraint.activate([
            summary.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            summary.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            summary.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

// The sidebar exactly as the generator writes it (a list-layout UICollectionViewController).
@MainActor
final class Sidebar: UICollectionViewController {
    let titles: [String]
    let select: @MainActor (Int) -> Void
    var selected: Int { didSet { if isViewLoaded { showSelection() } } }
    init(titles: [String], selected: Int, select: @escaping @MainActor (Int) -> Void) {
        self.titles = titles; self.selected = selected; self.select = select
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
    }
    required init?(coder: NSCoder) { return nil }
    private let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
        var content = UIListContentConfiguration.cell()   // already in the stand-ins
        content.text = title
        cell.contentConfiguration = content
    }
    override func viewDidLoad() { super.viewDidLoad(); showSelection() }
    private func showSelection() { collectionView.selectItem(at: IndexPath(item: selected, section: 0), animated: false, scrollPosition: []) }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: titles[indexPath.item])
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { select(indexPath.item) }
}
