import TandemModel
import TandemPlatform

/// The `android-navigation` target: Kotlin and AndroidX, single-activity: a Fragment per screen on Jetpack Navigation.
struct FragmentsTarget: AndroidTarget {
    let name = "android-navigation"
    let platform = Platform.android
    let title = "Android · Navigation"
    let toolkit = "Fragments"
    let generatedBaseSuffixes = ["FragmentBase"]

    func classes(of screen: Screen, in projection: Projection) -> (user: String, base: String) {
        let names = Projection.names(of: screen)
        return (names.androidFragment, names.androidFragmentBase)
    }

    func spelling(of role: UnifiedController.Role, in screen: Screen, projection: Projection) -> String {
        switch role {
        case .create: screen.inputs.isEmpty ? "onCreate(savedInstanceState)" : "onCreate(savedInstanceState) + getArgs()"
        case .resume: "onResume()"
        case .pause: "onPause()"
        case .element(let element): Projection.elementName(element) + ": " + (element.kind?.androidClass ?? "View")
        case .setConnections: "setConnections(view) in onViewCreated"
        case .setOnClickListeners: "setOnClickListeners()"
        case .action(let action): UnifiedController.signature(of: action, in: .kotlin)
        case .setView: "setView()"
        }
    }
}
