// The same kind of app as ../sample, with deliberate bugs the smoke driver must report. SettingsViewController has
// the three required ones: a segmented control with no segments, a web view of zero height in a stack, and a switch
// whose action is registered for .touchUpInside (an event UISwitch never sends). MoreBugs.swift adds a table header
// of zero height, a picker without a data source, a screen without a title, a tab bar controller with six tabs and a
// collection view without a data source.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
