// The app's scene delegate. Tandem created this file once and never overwrites it: it is yours.
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AppNavigation.makeRoot()
        AppNavigation.window = window
        window.makeKeyAndVisible()
        self.window = window
    }
}
