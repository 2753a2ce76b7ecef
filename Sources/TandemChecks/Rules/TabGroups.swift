import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Checks containers: tabs and drawers hang off a screen of their kind, a container has two or more children (a tab
/// bar at most five: Android's bottom navigation throws on a sixth), the initial child is one of them, and no
/// container sits inside another (the generated apps show one bar or drawer at a time).
enum TabGroups: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let tooFew = RuleDescriptor(
        code: "TD307", name: "too-few-tabs", defaultSeverity: .warning,
        summary: "A tab or drawer container has fewer than two children.",
        explanation: "A tab bar with one tab (or a drawer with one item) is not navigation; list two or more screens with 'tabs Container [A, B]' or 'drawer Container [A, B]', or make the container a plain screen.")
    static let notContainer = RuleDescriptor(
        code: "TD308", name: "not-a-tab-container", defaultSeverity: .error,
        summary: "Tabs, a drawer or a split view are attached to a screen whose kind is not 'tabs', 'drawer' or 'split' respectively.",
        explanation: "Only a screen with 'kind tabs' becomes a UITabBarController / bottom-navigation screen, only one with 'kind drawer' a UISplitViewController with a sidebar / navigation-drawer screen, and only one with 'kind split' a split view of a list and its detail. Give the container the kind of its statement.")
    static let badInitial = RuleDescriptor(
        code: "TD309", name: "invalid-initial-tab", defaultSeverity: .error,
        summary: "The initial tab or drawer item is not one of the container's children.",
        explanation: "'initial' must name a screen listed in the same 'tabs' or 'drawer' statement.")
    static let tooMany = RuleDescriptor(
        code: "TD310", name: "too-many-tabs", defaultSeverity: .error,
        summary: "A tab container has more than five tabs.",
        explanation: "Android's bottom navigation holds at most five items (BottomNavigationView throws on a sixth); iOS moves the fifth and later tabs of an iPhone tab bar into a 'More' list. Keep five tabs or fewer, or group the rest behind a screen of their own (a drawer holds any number).")
    static let nested = RuleDescriptor(
        code: "TD317", name: "nested-container", defaultSeverity: .error,
        summary: "A tab or drawer container is a child of another container.",
        explanation: "Each tab and each drawer item is the root of its own stack, and the generated apps show one tab bar or drawer at a time: a container inside a container would hide the outer one's bar on Android and nest a tab bar controller or split view inside another on iOS. Make the inner container's children children of the outer one, or reach the inner container with 'replace'. For tabs at the top of a tab's screen (a segmented pager), make that screen a plain one and show its pages with 'pages Library [Loans, Holds]'.")
    static let twice = RuleDescriptor(
        code: "TD318", name: "child-of-two-containers", defaultSeverity: .error,
        summary: "A screen is listed in two containers, or twice in one.",
        explanation: "A tab or drawer item's screen shows its container's bar or drawer, so it belongs to one container, once: the generated apps would show the first container's bar in the other, and one menu would hold two items of the same id. Give the other container a screen of its own.")
    static let badSplit = RuleDescriptor(
        code: "TD319", name: "invalid-split", defaultSeverity: .error,
        summary: "A split view does not list a list and the detail it pushes, or its list or detail is opened or closed elsewhere.",
        explanation: "'split Container [List, Detail]' shows List in the first column and, beside it where there is room, the Detail that List opens with a push (on a phone, over the list: pushed on iOS, a sliding pane on Android). It lists exactly two screens, the first pushes the second, and it opens on the first (no other 'initial'). The two live inside the split view (on Android each is a Fragment of the split's screen), so neither is the start, no other transition, deep link, group or clear leads to them (only List's push opens Detail), neither pops, dismisses or is gone back to, and Detail returns nothing: open, link to or clear to the split view instead.")
    static let descriptors = [tooFew, notContainer, badInitial, tooMany, nested, twice, badSplit]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        var childCount: [String: Int] = [:]
        var listedIn: [String: String] = [:]
        for group in design.tabGroups {
            for ref in group.children {
                if let first = listedIn[ref.name] {
                    diagnostics.append(Diagnostic(
                        twice, "screen '\(ref.name)' is listed in \(first == group.container.name ? "\(group.style.containerNoun) '\(first)' twice" : "'\(first)' and in '\(group.container.name)'")",
                        at: ref.range, hint: "give '\(group.container.name)' a screen of its own"))
                } else {
                    listedIn[ref.name] = group.container.name
                }
            }
            childCount[group.container.name, default: 0] += group.children.count
            if let container = design.screen(group.container.name), container.kind?.containerStyle != group.style {
                let what = group.style == .tabs ? "tabs" : "a \(group.style.containerNoun)"
                diagnostics.append(Diagnostic(
                    notContainer, "screen '\(container.id)' has \(what) but its kind is '\(container.kindRef?.name ?? "plain")'",
                    at: group.container.range,
                    notes: [DiagnosticNote("screen '\(container.id)' declared here", at: container.idRange)],
                    hint: "add 'kind \(group.style.rawValue)' to screen '\(container.id)'"))
            }
            if group.style == .split {
                if group.children.count > 2 {
                    diagnostics.append(Diagnostic(
                        badSplit, "split view '\(group.container.name)' lists \(group.children.count) screens; it has two columns, a list and its detail",
                        at: group.children[2].range, hint: "keep the list and the detail it opens"))
                }
                if let list = group.children.first, let detail = group.detail, design.screenIndex[list.name] != nil,
                   design.screenIndex[detail.name] != nil,
                   !analysis.transitions(from: list.name).contains(where: { $0.style == .push && $0.target.name == detail.name }) {
                    diagnostics.append(Diagnostic(
                        badSplit, "'\(list.name)' never pushes '\(detail.name)', so the detail column of '\(group.container.name)' stays empty",
                        at: detail.range, hint: "add 'push \(list.name) -> \(detail.name) on …', or swap the two"))
                }
                // Android shows the two as Fragments of the split's screen: nothing else opens or closes them.
                for (index, ref) in group.children.prefix(2).enumerated() {
                    guard let pane = design.screen(ref.name) else { continue }
                    let list = group.children[0].name
                    let allowed: (Transition) -> Bool = { index == 1 && $0.style == .push && !$0.fromAnyScreen && $0.source.name == list }
                    for problem in Embeddings.ownPlaces(of: pane, in: analysis, allowed: allowed) {
                        diagnostics.append(Diagnostic(
                            badSplit, "\(index == 0 ? "list" : "detail") '\(ref.name)' of split view '\(group.container.name)' \(problem.what); it shows only in '\(group.container.name)'\(index == 1 ? ", opened by '\(list)'" : "")",
                            at: problem.range, notes: [DiagnosticNote("listed here", at: ref.range)],
                            hint: problem.hint.replacingOccurrences(of: "$parent", with: group.container.name)))
                    }
                }
                if let initial = group.initial, initial.name != group.children.first?.name {
                    diagnostics.append(Diagnostic(
                        badSplit, "split view '\(group.container.name)' opens on its list '\(group.children.first?.name ?? "")', not on '\(initial.name)'",
                        at: initial.range, hint: "remove 'initial \(initial.name)'"))
                }
            } else if let initial = group.initial, !group.children.contains(where: { $0.name == initial.name }) {
                diagnostics.append(Diagnostic(
                    badInitial, "initial \(group.style.childNoun) '\(initial.name)' is not one of the \(group.style.childNoun)s of '\(group.container.name)'",
                    at: initial.range).suggesting(closestTo: initial.name, in: group.children.map(\.name)))
            }
            for ref in group.children {
                guard let inner = design.screen(ref.name), let style = inner.kind?.containerStyle else { continue }
                diagnostics.append(Diagnostic(
                    nested, "\(style.containerNoun) '\(inner.id)' is a \(group.style.childNoun) of \(group.style.containerNoun) '\(group.container.name)'",
                    at: ref.range,
                    notes: [DiagnosticNote("the generated apps show one tab bar or drawer at a time")],
                    hint: style == .tabs
                        ? "for tabs at the top of '\(inner.id)' (a segmented pager), make it a plain screen and write 'pages \(inner.id) [\(design.tabGroups.first { $0.container.name == inner.id }?.children.map(\.name).joined(separator: ", ") ?? "First, Second")]'"
                        : "list the children of '\(inner.id)' in '\(group.container.name)' instead, or make '\(inner.id)' a plain screen"))
            }
        }
        for screen in design.screens {
            guard let style = screen.kind?.containerStyle else { continue }
            let count = childCount[screen.id] ?? 0
            if style == .tabs, count > 5 {
                diagnostics.append(Diagnostic(
                    tooMany, "tab container '\(screen.id)' has \(count) tabs; Android's bottom navigation holds at most 5",
                    at: screen.idRange,
                    notes: [DiagnosticNote("on iPhone, tabs after the fourth would move into a 'More' list")],
                    hint: "keep five tabs or fewer, or put the rest behind a screen of their own (a drawer holds any number)"))
            }
            guard count < 2 else { continue }
            let none = style == .tabs ? "no tabs" : "no items"
            let one = style == .tabs ? "only one tab" : "only one item"
            diagnostics.append(Diagnostic(
                tooFew, "\(style.containerNoun) '\(screen.id)' has \(count == 0 ? none : one)", at: screen.idRange,
                hint: "list its \(style.childNoun)s in the navigation block: '\(style.rawValue) \(screen.id) [First, Second]'"))
        }
    }
}
