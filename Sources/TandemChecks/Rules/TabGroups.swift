import TandemAnalysis
import TandemDiagnostics
import TandemModel

/// Checks horizontal navigation: tabs hang off a screen of kind `tabs`, a tab bar has two to five tabs (Android's
/// bottom navigation throws on a sixth), and the initial tab is one of them.
enum TabGroups: DesignRule {
    static let tooFew = RuleDescriptor(
        code: "TD307", name: "too-few-tabs", defaultSeverity: .warning,
        summary: "A tab container has fewer than two tabs.",
        explanation: "A tab bar with one tab (or none) is not navigation; list two or more screens with 'tabs Container [A, B]', or make the container a plain screen.")
    static let notContainer = RuleDescriptor(
        code: "TD308", name: "not-a-tab-container", defaultSeverity: .error,
        summary: "Tabs are attached to a screen whose kind is not 'tabs'.",
        explanation: "Only a screen with 'kind tabs' becomes a UITabBarController / bottom-navigation activity. Add 'kind tabs' to it.")
    static let badInitial = RuleDescriptor(
        code: "TD309", name: "invalid-initial-tab", defaultSeverity: .error,
        summary: "The initial tab is not one of the container's tabs.",
        explanation: "'initial' must name a screen listed in the same 'tabs' statement.")
    static let tooMany = RuleDescriptor(
        code: "TD310", name: "too-many-tabs", defaultSeverity: .error,
        summary: "A tab container has more than five tabs.",
        explanation: "Android's bottom navigation holds at most five items (BottomNavigationView throws on a sixth); iOS moves the fifth and later tabs of an iPhone tab bar into a 'More' list. Keep five tabs or fewer, or group the rest behind a screen of their own.")
    static let descriptors = [tooFew, notContainer, badInitial, tooMany]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        var childCount: [String: Int] = [:]
        for group in design.tabGroups {
            childCount[group.container.name, default: 0] += group.children.count
            if let container = design.screen(group.container.name), !container.isTabContainer {
                diagnostics.append(Diagnostic(
                    notContainer, "screen '\(container.id)' has tabs but its kind is '\(container.kindRef?.name ?? "plain")'",
                    at: group.container.range,
                    notes: [DiagnosticNote("screen '\(container.id)' declared here", at: container.idRange)],
                    hint: "add 'kind tabs' to screen '\(container.id)'"))
            }
            if let initial = group.initial, !group.children.contains(where: { $0.name == initial.name }) {
                diagnostics.append(Diagnostic(
                    badInitial, "initial tab '\(initial.name)' is not one of the tabs of '\(group.container.name)'",
                    at: initial.range, hint: Diagnostic.suggestion(for: initial.name, in: group.children.map(\.name))))
            }
        }
        for screen in design.screens where screen.isTabContainer {
            let count = childCount[screen.id] ?? 0
            if count > 5 {
                diagnostics.append(Diagnostic(
                    tooMany, "tab container '\(screen.id)' has \(count) tabs; Android's bottom navigation holds at most 5",
                    at: screen.idRange,
                    notes: [DiagnosticNote("on iPhone, tabs after the fourth would move into a 'More' list")],
                    hint: "keep five tabs or fewer, or put the rest behind a screen of their own"))
            }
            guard count < 2 else { continue }
            diagnostics.append(Diagnostic(
                tooFew, "tab container '\(screen.id)' has \(count == 0 ? "no tabs" : "only one tab")", at: screen.idRange,
                hint: "list its tabs in the navigation block: 'tabs \(screen.id) [First, Second]'"))
        }
    }
}
