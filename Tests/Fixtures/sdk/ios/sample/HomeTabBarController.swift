import UIKit

/// Three tabs, each in its own navigation controller.
final class HomeTabBarController: UITabBarController {
    let profile: Profile

    init(profile: Profile) {
        self.profile = profile
        super.init(nibName: nil, bundle: nil)
        title = "Home"
    }

    required init?(coder: NSCoder) {
        fatalError("HomeTabBarController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let list = UINavigationController(rootViewController: AnnouncementListViewController(announcements: Announcement.samples))
        list.tabBarItem = UITabBarItem(title: "News", image: UIImage(systemName: "newspaper"), tag: 0)
        let map = UINavigationController(rootViewController: MapViewController())
        map.tabBarItem = UITabBarItem(title: "Map", image: UIImage(systemName: "map"), tag: 1)
        let web = UINavigationController(rootViewController: WebViewController(url: URL(string: "https://www.nps.edu")!))
        web.tabBarItem = UITabBarItem(title: "Intranet", image: UIImage(systemName: "globe"), tag: 2)
        setViewControllers([list, map, web], animated: false)
        selectedIndex = 0
    }
}
