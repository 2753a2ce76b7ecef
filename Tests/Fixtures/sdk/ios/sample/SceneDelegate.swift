import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: LoginViewController())
        AppNavigation.window = window
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The app's root: replaced when the user logs in.
enum AppNavigation {
    @MainActor static var window: UIWindow?

    @MainActor static func replaceRoot(with controller: UIViewController) {
        window?.rootViewController = controller
    }
}
