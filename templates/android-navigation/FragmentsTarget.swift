import TandemModel
import TandemPlatform

/// The `android-navigation` target: Kotlin and AndroidX, single-activity: a Fragment per screen on Jetpack Navigation.
struct FragmentsTarget: TargetAdapter {
    let name = "android-navigation"
    let platform = "Android"
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

    var screenNameFields: [(name: String, doc: String)] { AndroidNames.screenFields }
    func screenNames(of screen: Screen, in projection: Projection) -> [(key: String, value: String)] { AndroidNames.screenNames(of: screen, in: projection) }
    var appNameFields: [(name: String, doc: String)] { AndroidNames.appFields }
    func appNames(in projection: Projection) -> [(key: String, value: String)] { AndroidNames.appNames(in: projection) }
    var elementNameFields: [(name: String, doc: String)] { AndroidNames.elementFields }
    func elementNames(of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        AndroidNames.elementNames(of: element, in: screen, projection: projection)
    }
    var segmentNameFields: [(name: String, doc: String)] { AndroidNames.segmentFields }
    func segmentNames(at index: Int, of element: Element, in screen: Screen, projection: Projection) -> [(key: String, value: String)] {
        AndroidNames.segmentNames(at: index, of: element, in: screen, projection: projection)
    }
    var embedNameFields: [(name: String, doc: String)] { AndroidNames.embedFields }
    func embedNames(of child: Screen, in parent: Screen, projection: Projection) -> [(key: String, value: String)] {
        AndroidNames.embedNames(of: child)
    }
}
