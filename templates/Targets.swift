import TandemPlatform

/// The one registry of bundled targets: `--target` and `--target all`, the `platforms` view, the report's columns,
/// `tandem status`, the parity tests and the command line's help read it. A bundled target is a folder here
/// (target.json, its templates and its adapter) and a line below.
public enum Targets {
    public static let bundled: [any TargetAdapter] = [
        UIKitTarget(),
        SwiftUITarget(),
        ActivitiesTarget(),
        FragmentsTarget(),
        ComposeTarget(),
    ]

    /// What `generate` makes, and the diagrams show, when no target is named.
    public static let defaults = ["ios", "android"]

    public static func named(_ name: String) -> (any TargetAdapter)? { bundled.first { $0.name == name } }

    /// The bundled targets among `names`, in their order (every one for `all`); the defaults when none is bundled.
    public static func among(_ names: [String]) -> [any TargetAdapter] {
        if names.contains("all") { return bundled }
        let found = names.compactMap(named)
        return found.isEmpty ? defaults.compactMap(named) : found
    }

    /// The bundled targets for a help text: `ios (UIKit), swiftui (SwiftUI), …`.
    public static var helpList: String { bundled.map { "\($0.name) (\($0.toolkit))" }.joined(separator: ", ") }
}
