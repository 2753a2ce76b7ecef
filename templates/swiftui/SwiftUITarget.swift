import TandemModel
import TandemPlatform

/// The `swiftui` target: Swift 6, SwiftUI and Observation, a screen model and a view per screen.
struct SwiftUITarget: TargetAdapter {
    let name = "swiftui"
    let platform = "iOS"
    let title = "iOS · SwiftUI"
    let toolkit = "SwiftUI"
    let generatedBaseSuffixes = ["ControllerBase", "ModelBase"]

    func classes(of screen: Screen, in projection: Projection) -> (user: String, base: String) {
        let names = Projection.names(of: screen)
        return (names.swiftUIModel, names.swiftUIModelBase)
    }

    func spelling(of role: UnifiedController.Role, in screen: Screen, projection: Projection) -> String {
        switch role {
        case .create: ".onAppear, the first time"
        case .resume: ".onAppear, scenePhase .active"
        case .pause: ".onDisappear, scenePhase not .active"
        case .element(let element):
            (element.kind?.swiftUIView ?? "Text")
                + (Projection.swiftUIState(of: element).map { " ↔ " + Projection.elementName(element) + ": " + $0.type } ?? "")
        case .setConnections: Projection.names(of: screen).swiftUIInterface + ".body"
        case .setOnClickListeners: "actions and onChange in " + Projection.names(of: screen).swiftUIInterface
        case .action(let action): UnifiedController.signature(of: action, in: .swift)
        case .setView: "setView()"
        }
    }
}
