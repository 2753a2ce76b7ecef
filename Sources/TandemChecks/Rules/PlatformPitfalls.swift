import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Apple advises against a tab bar inside a navigation stack: pushing a tab container gives a back button
/// above a tab bar, and the tabs' own stacks nest inside the outer one.
enum TabsInStack: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD401", name: "tabs-in-stack", defaultSeverity: .warning,
        summary: "A tab container is pushed onto a navigation stack.",
        explanation: "Apple's Human Interface Guidelines advise against a tab bar inside a navigation stack. Use 'replace' to make the tab container the root (after a login, say) or present it 'modal'. If the design means it, accept it on the transition with 'allow tabs-in-stack \"why\"'.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // Read in place (most transitions lead to no tab container: no copy of them or of their targets).
        for transitions in [design.transitions, design.globalTransitions] {
            for i in transitions.indices where transitions[i].style == .push {
                guard let s = design.screenIndex[transitions[i].target.name], design.screens[s].kind == .tabs else { continue }
                let t = transitions[i], target = design.screens[s]
                diagnostics.append(Diagnostic(
                    rule, "tab container '\(target.id)' is pushed onto the navigation stack of \(t.fromAnyScreen ? Transition.anyScreenText(of: t.scope?.name) : "'\(t.source.name)'")",
                    at: t.target.range,
                    notes: [DiagnosticNote("iOS: Apple advises against a tab bar inside a navigation stack")],
                    hint: "use 'replace \(t.source.name) -> \(target.id)' to make the tabs the root, or 'allow tabs-in-stack \"reason\"'"))
            }
        }
    }
}

/// Android's back stack does not branch: an activity started from a tab child covers the bottom navigation,
/// while on iOS the pushed screen stays inside the tab with the tab bar visible. The two apps then differ.
enum TabBarCovered: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD402", name: "tab-bar-covered", defaultSeverity: .warning,
        summary: "A screen pushed from a tab hides the tab bar on Android but not on iOS.",
        explanation: "Android's back stack does not branch per tab: the generated apps show the bottom navigation in each tab's own screen, so a screen pushed from a tab covers it (a new activity, or in the single-activity app a fragment that takes the tab's place). iOS keeps the tab bar under a pushed screen. Accept the difference with 'allow tab-bar-covered \"why\"', or present the screen 'modal' on both.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        for i in design.transitions.indices where design.transitions[i].style == .push {
            // A screen shown inside a tab's screen pushes from that tab's place too.
            let source = design.transitions[i].source.name, host = analysis.host(of: source)
            guard let container = analysis.tabContainerOf[source] ?? analysis.tabContainerOf[host],
                  design.screenIndex[design.transitions[i].target.name] != nil,
                  let c = design.screenIndex[container], design.screens[c].kind == .tabs else { continue }
            let t = design.transitions[i]
            let from = analysis.tabContainerOf[source] != nil ? "tab '\(source)'" : "'\(source)', shown inside tab '\(host)',"
            diagnostics.append(Diagnostic(
                rule, "'\(t.target.name)' pushed from \(from) covers the tab bar of '\(container)' on Android",
                at: t.target.range,
                notes: [DiagnosticNote("Android's back stack does not branch per tab: the pushed activity or fragment takes the place of the tab's screen, which shows the bar; iOS keeps the tab bar visible")],
                hint: "accept it with 'allow tab-bar-covered \"reason\"', or use 'modal' so both platforms match"))
        }
        // From any screen includes the tabs' own screens.
        let tabs = Set(analysis.tabContainerOf.filter { design.screen($0.value)?.kind == .tabs }.keys)
        for t in design.globalTransitions where t.style == .push && !tabs.isEmpty {
            guard let target = design.screen(t.target.name), !target.isContainer, tabs.contains(where: { analysis.takes(t, $0) }) else { continue }
            diagnostics.append(Diagnostic(
                rule, "'\(t.target.name)' pushed from \(Transition.anyScreenText(of: t.scope?.name)) covers the tab bar on Android when a tab's screen pushes it",
                at: t.target.range,
                notes: [DiagnosticNote("Android's back stack does not branch per tab: the pushed activity or fragment takes the place of the tab's screen, which shows the bar; iOS keeps the tab bar visible")],
                hint: "accept it with 'allow tab-bar-covered \"reason\"', or use 'modal' so both platforms match"))
        }
    }
}

/// A drawer or split view is the app's top-level navigation: Android's navigation drawer sits at the root of the
/// screens it switches between, and UIKit refuses a split view controller on a navigation stack ("Split View
/// Controllers cannot be pushed to a Navigation Controller"). It is entered by `start` or `replace`.
enum DrawerNotRoot: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD403", name: "drawer-not-root", defaultSeverity: .error,
        summary: "A drawer or split view is pushed, presented or linked to instead of being the root.",
        explanation: "A navigation drawer or a split view is the app's top-level navigation: on Android a drawer belongs to the screens it switches between, and on iOS both are a UISplitViewController, which UIKit refuses to push onto a navigation stack. Make it the start screen, or enter it with 'replace' (after a login, say).")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // Read in place: only a transition into a drawer or split view is copied, with its target.
        for list in [design.transitions, design.globalTransitions] {
            for i in list.indices where list[i].style != .replace {
                guard let s = design.screenIndex[list[i].target.name], let style = design.screens[s].kind?.containerStyle, style != .tabs else { continue }
                let t = list[i], target = design.screens[s]
                let source = t.fromAnyScreen ? Transition.anyScreenText(of: t.scope?.name) : "'\(t.source.name)'"
                diagnostics.append(Diagnostic(
                    rule, "\(style.containerNoun) '\(target.id)' is \(t.style == .push ? "pushed onto the navigation stack of" : "presented over") \(source)",
                    at: t.target.range,
                    notes: [DiagnosticNote("iOS: UIKit refuses a split view controller on a navigation stack; Android: a navigation drawer is top-level navigation")],
                    hint: t.fromAnyScreen ? "make '\(target.id)' the start screen" : "use 'replace \(t.source.name) -> \(target.id)' to make the \(style.containerNoun) the root"))
            }
        }
        // A link opens its screen over what shows (pushed, or presented): never a drawer.
        for link in design.deepLinks {
            guard let target = design.screen(link.target.name), let style = target.kind?.containerStyle, style != .tabs else { continue }
            diagnostics.append(Diagnostic(
                rule, "deeplink '\(link.pattern.text)' opens \(style.containerNoun) '\(target.id)', which would be pushed or presented over the screen showing",
                at: link.target.range,
                notes: [DiagnosticNote("iOS: UIKit refuses a split view controller on a navigation stack; Android: a navigation drawer is top-level navigation")],
                hint: "link to one of its \(style.childNoun)s' screens instead"))
        }
    }
}
