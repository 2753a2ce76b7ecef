import TandemModel
import TandemPlatform

/// The `android` target: Kotlin and AndroidX, an Activity per screen (a Fragment of its parent's Activity for a screen
/// embedded in another, or a split view's pane).
public struct ActivitiesTarget: AndroidTarget {
    public let name = "android"
    public let platform = Platform.android
    public let title = "Android"
    public let toolkit = "Activities"
    public let generatedBaseSuffixes = ["ActivityBase", "FragmentBase"]

    public func classes(of screen: Screen, in projection: Projection) -> (user: String, base: String) {
        let names = Projection.names(of: screen)
        return projection.androidParent(of: screen.id) != nil ? (names.androidFragment, names.androidFragmentBase)
            : (names.androidClass, names.androidBaseClass)
    }

    public func spelling(of role: UnifiedController.Role, in screen: Screen, projection: Projection) -> String {
        let embedded = projection.androidParent(of: screen.id) != nil
        switch role {
        case .create:
            return screen.inputs.isEmpty ? "onCreate(savedInstanceState)" : "onCreate(savedInstanceState) + \(embedded ? "getArgs()" : "getExtras()")"
        case .resume: return "onResume()"
        case .pause: return "onPause()"
        case .element(let element): return Projection.elementName(element) + ": " + (element.kind.map(AndroidNames.viewClass) ?? "View")
        case .setConnections: return embedded ? "setConnections(view) in onViewCreated" : "setConnections()"
        case .setOnClickListeners: return "setOnClickListeners()"
        case .action(let action): return UnifiedController.signature(of: action, in: .kotlin)
        case .setView: return "setView()"
        }
    }
}
