import TandemModel
import TandemPlatform

/// The `android-navigation` target: Kotlin and AndroidX, single-activity: a Fragment per screen on Jetpack Navigation.
public struct FragmentsTarget: AndroidTarget {
    public let name = "android-navigation"
    public let platform = Platform.android
    public let title = "Android · Navigation"
    public let toolkit = "Fragments"
    public let generatedBaseSuffixes = ["FragmentBase"]

    public func classes(of screen: Screen, in projection: Projection) -> (user: String, base: String) {
        let names = Projection.names(of: screen)
        return (names.androidFragment, names.androidFragmentBase)
    }

    public func spelling(of role: UnifiedController.Role, in screen: Screen, projection: Projection) -> String {
        switch role {
        case .create: screen.inputs.isEmpty ? "onCreate(savedInstanceState)" : "onCreate(savedInstanceState) + getArgs()"
        case .resume: "onResume()"
        case .pause: "onPause()"
        case .element(let element): Projection.elementName(element) + ": " + (element.kind.map(AndroidNames.viewClass) ?? "View")
        case .setConnections: "setConnections(view) in onViewCreated"
        case .setOnClickListeners: "setOnClickListeners()"
        case .action(let action): UnifiedController.signature(of: action, in: .kotlin)
        case .setView: "setView()"
        }
    }
}
