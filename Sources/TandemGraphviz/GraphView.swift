import TandemAnalysis
import TandemChecks
import TandemModel
import TandemPlatform
import TandemSyntax
import TandemTargets

/// The diagrams Tandem draws from a design.
public enum GraphView: String, CaseIterable, Sendable {
    /// Screens and the transitions between them; tab containers as clusters; a legend.
    case navigation
    /// The navigation diagram with the data each transition carries, results sent back, and observed models.
    case dataflow
    /// Requirements → tasks → screens in columns, with every gap the checks find highlighted.
    case trace
    /// UML class diagram of the models with composition.
    case classes
    /// Each screen's unified controller: Lifecycle, Interface, Logic.
    case controllers
    /// The unified controllers with the iOS and Android names side by side.
    case platforms

    public var summary: String {
        switch self {
        case .navigation: "UI navigation diagram"
        case .dataflow: "navigation with the data flow overlaid"
        case .trace: "requirement → task → screen traceability"
        case .classes: "model class diagram"
        case .controllers: "unified controllers (Lifecycle / Interface / Logic)"
        case .platforms: "unified controllers with iOS and Android names side by side"
        }
    }
}

/// How the trace view draws a design: item by item, or one box per requirement group.
public enum TraceDetail: String, CaseIterable, Sendable {
    /// Items up to `overviewAbove`, the overview past it.
    case auto
    case items
    case overview

    /// Graphviz lays out the three-column view of 1,000 items in about 0.5 s, of 2,000 in 2 s, of 10,000 in 90 s,
    /// and no one reads a column of hundreds of boxes: past this many items the overview is drawn instead.
    public static let overviewAbove = 600
}

/// Renders any view of an analysed design to DOT.
public enum DiagramRenderer {
    /// - Parameter links: give each node a URL (`#screen-Login`, `#req-R1`, …) so that, inlined in the HTML
    ///   report, the SVG's nodes link to the item's definition.
    /// - Parameter traceDetail: item by item or grouped, for the trace view (the others ignore it).
    /// - Parameter targets: the targets the `platforms` view shows a column for, in order.
    public static func dot(_ view: GraphView, _ analysis: Analysis, slice: Slice = .all, links: Bool = false,
                           traceDetail: TraceDetail = .auto, targets: [any TargetAdapter] = Targets.among([])) -> String {
        let linker = Linker(enabled: links)
        switch view {
        case .navigation: return NavigationDiagram(analysis: analysis, slice: slice, dataFlow: false, linker: linker).render()
        case .dataflow: return NavigationDiagram(analysis: analysis, slice: slice, dataFlow: true, linker: linker).render()
        case .trace: return TraceDiagram(analysis: analysis, slice: slice, linker: linker, detail: traceDetail).render()
        case .classes: return ClassDiagram(analysis: analysis, slice: slice, linker: linker).render()
        case .controllers: return ControllerDiagram(analysis: analysis, slice: slice, sideBySide: false, targets: targets, linker: linker).render()
        case .platforms: return ControllerDiagram(analysis: analysis, slice: slice, sideBySide: true, targets: targets, linker: linker).render()
        }
    }
}

/// Node URLs for diagrams embedded in the report; nothing when disabled, so plain DOT stays as it was.
struct Linker {
    let enabled: Bool

    func url(_ kind: String, _ id: String) -> [(String, DOTDocument.Value)] {
        guard enabled else { return [] }
        let href = ItemAnchor.href(kind, id)
        return [("URL", .text(href)), ("target", .text("_top"))]
    }

    /// A link to a whole section of the report (`#requirements`), for nodes that stand for many items.
    func section(_ id: String) -> [(String, DOTDocument.Value)] {
        enabled ? [("URL", .text("#" + id)), ("target", .text("_top"))] : []
    }
}

/// The part of a design a diagram shows: everything, one screen's neighbourhood, or one requirement's trace.
public struct Slice: Sendable {
    public var requirements: Set<String>?
    public var tasks: Set<String>?
    public var screens: Set<String>?

    public static let all = Slice()

    public func includes(requirement id: String) -> Bool { requirements?.contains(id) ?? true }
    public func includes(task id: String) -> Bool { tasks?.contains(id) ?? true }
    public func includes(screen id: String) -> Bool { screens?.contains(id) ?? true }

    /// The screens shown, in declaration order; the whole array (shared, not copied) when nothing is sliced.
    func screens(of design: Design) -> [Screen] {
        screens == nil ? design.screens : design.screens.filter { includes(screen: $0.id) }
    }

    /// A screen, the screens one transition or tab away in either direction, and what they trace to.
    public static func focus(screen id: String, in analysis: Analysis) -> Slice {
        let design = analysis.design
        var screens: Set = [id]
        for i in (analysis.incoming[id] ?? []) + (analysis.outgoing[id] ?? []) {
            screens.insert(design.transitions[i].source.name)
            screens.insert(design.transitions[i].target.name)
        }
        for group in design.tabGroups {
            let members = [group.container.name] + group.children.map(\.name)
            if members.contains(id) { screens.formUnion(members) }
        }
        screens = screens.filter { design.screenIndex[$0] != nil }
        var tasks = Set<String>()
        for s in screens { for t in design.screen(s)?.tasks ?? [] { tasks.insert(t.name) } }
        var requirements = Set<String>()
        for t in tasks { for r in design.task(t)?.satisfies ?? [] { requirements.insert(r.name) } }
        return Slice(requirements: requirements, tasks: tasks, screens: screens)
    }

    /// A requirement, the tasks that satisfy it (and their subtasks), and the screens that carry those out.
    public static func trace(requirement id: String, in analysis: Analysis) -> Slice {
        let design = analysis.design
        var tasks = Set(analysis.tasks(satisfying: id))
        // Subtasks serve their parent's requirement too.
        var changed = true
        while changed {
            changed = false
            for task in design.tasks where !tasks.contains(task.id) {
                if let parent = task.parent?.name, tasks.contains(parent) {
                    tasks.insert(task.id)
                    changed = true
                }
            }
        }
        var screens = Set<String>()
        for t in tasks { screens.formUnion(analysis.screens(carryingOut: t)) }
        // Keep the tab containers that hold the screens, so the picture shows where they live.
        for s in screens { if let container = analysis.tabContainerOf[s] { screens.insert(container) } }
        return Slice(requirements: [id], tasks: tasks, screens: screens)
    }
}
