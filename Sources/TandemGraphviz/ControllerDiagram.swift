import TandemAnalysis
import TandemChecks
import TandemModel
import TandemPlatform
import TandemSyntax
import TandemTargets

/// One box per screen: its unified controller in Lifecycle / Interface / Logic compartments, or, side by side,
/// the unified names with what they become on each target asked for.
struct ControllerDiagram {
    let analysis: Analysis
    let slice: Slice
    let sideBySide: Bool
    let targets: [any TargetAdapter]
    let linker: Linker

    var design: Design { analysis.design }
    var projection: Projection { Projection(analysis) }

    func render() -> String {
        let screens = slice.screens(of: design)
        // Side by side, a large design's tables name each screen's classes; one of them, the start screen's, maps every
        // member too, as all do in a smaller design or any slice of one (`--focus`, `--requirement`). Every member's
        // name on every platform of 2,000 screens was 90,000 cells for Graphviz to measure (over 2 s) in a picture too
        // wide to read them in.
        let example = sideBySide && slice.screens == nil && screens.count > NavigationDiagram.largeGraph
            ? (design.startScreen.flatMap { start in screens.first { $0.id == start.id } } ?? screens.first) : nil
        let caption = example.map { "<BR/><FONT POINT-SIZE=\"10\">members shown for \(DOTDocument.html($0.title)) only; --focus SCREEN shows another's</FONT>" } ?? ""
        var dot = DOTDocument(
            name: sideBySide ? "platforms" : "controllers",
            graph: Style.graph + [("rankdir", .text("LR")), ("nodesep", .text("0.3")),
                                  ("label", .html("<B>\(DOTDocument.html(design.app?.name ?? "Design")) — \(sideBySide ? "controllers on " + Self.list(targets.map(\.title)) : "unified controllers")</B>" + caption)),
                                  ("labelloc", .text("t"))]
                + NavigationDiagram.layoutSettings(nodes: screens.count),
            node: Style.node + [("shape", .text("plaintext"))],
            edge: Style.edge + [("color", .text(Style.push))])
        for screen in screens {
            let controller = projection.controller(screen, targets: targets)
            let table = !sideBySide ? unifiedTable(controller, screen)
                : platformTable(controller, screen, members: example == nil || example?.id == screen.id)
            dot.node("controller:" + screen.id, [("label", .html(table))]
                     + linker.url("screen", screen.id))
        }
        // Navigation between controllers, so the boxes sit in flow order. A large design ranks them by the navigation
        // diagram's spanning tree only, the other edges drawn without constraint (2,000 controllers: no layout in
        // 2 minutes otherwise).
        let shown = Set(screens.map(\.id))
        let tree = screens.count > NavigationDiagram.largeGraph
            ? NavigationDiagram(analysis: analysis, slice: slice, dataFlow: false, linker: linker).spanningTree(shown: shown) : nil
        for (index, t) in design.transitions.enumerated() where shown.contains(t.source.name) && shown.contains(t.target.name) {
            // Large: the action placed after the layout (an edge label is a node to rank), as the navigation diagram does.
            let attributes = NavigationDiagram.style(t.style) + (t.action.map { [(tree == nil ? "label" : "xlabel", .text($0.name))] } ?? [])
            dot.edge("controller:" + t.source.name, "controller:" + t.target.name,
                     tree.map { $0.transitions.contains(index) } ?? true ? attributes : NavigationDiagram.unconstrained(attributes))
        }
        for group in design.tabGroups where shown.contains(group.container.name) {
            for child in group.children where shown.contains(child.name) {
                let attributes: [(String, DOTDocument.Value)] = [("style", .text("dotted")), ("color", .text(Style.tab)), ("arrowhead", .text("odot"))]
                let ranks = tree.map { $0.tabs.contains(NavigationDiagram.SpanningTree.tabKey(group.container.name, child.name)) } ?? true
                dot.edge("controller:" + group.container.name, "controller:" + child.name, ranks ? attributes : NavigationDiagram.unconstrained(attributes))
            }
        }
        return dot.text()
    }

    /// "iOS and Android", "iOS, iOS · SwiftUI and Android".
    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    func unifiedTable(_ c: UnifiedController, _ screen: Screen) -> String {
        var rows = "<TR><TD BGCOLOR=\"\(Style.fill(screen.kind))\"><FONT POINT-SIZE=\"9\">«controller»</FONT><BR/><B>\(DOTDocument.html(screen.title))</B><BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.muted)\">\(targets.map { DOTDocument.html(c.className(on: $0)) }.joined(separator: " · "))</FONT></TD></TR>"
        for (title, members) in [("Lifecycle", c.lifecycle), ("Interface", c.interface), ("Logic", c.logic)] {
            let lines = members.map { m in
                m.declared ? DOTDocument.html(m.unified) : "<FONT COLOR=\"\(Style.muted)\">\(DOTDocument.html(m.unified))</FONT>"
            }
            rows += "<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.push)\"><B>\(title)</B></FONT><BR/>\(lines.joined(separator: "<BR/>"))</TD></TR>"
        }
        return "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"5\" BGCOLOR=\"white\">\(rows)</TABLE>"
    }

    /// `members`: each compartment's members on every platform, under the classes' names.
    func platformTable(_ c: UnifiedController, _ screen: Screen, members shown: Bool = true) -> String {
        let columns = targets.count + 1
        var rows = "<TR><TD COLSPAN=\"\(columns)\" BGCOLOR=\"\(Style.fill(screen.kind))\"><B>\(DOTDocument.html(screen.title))</B></TD></TR>"
        rows += "<TR><TD><B>Unified</B></TD>" + targets.map { "<TD><B>\(DOTDocument.html($0.title)) · \(DOTDocument.html(c.className(on: $0)))</B></TD>" }.joined() + "</TR>"
        for (title, members) in shown ? [("Lifecycle", c.lifecycle), ("Interface", c.interface), ("Logic", c.logic)] : [] {
            rows += "<TR><TD COLSPAN=\"\(columns)\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.push)\"><B>\(title)</B></FONT></TD></TR>"
            for m in members {
                rows += "<TR><TD ALIGN=\"LEFT\">\(DOTDocument.html(m.unified))</TD>" + targets.map { "<TD ALIGN=\"LEFT\">\(DOTDocument.html(m.name(on: $0)))</TD>" }.joined() + "</TR>"
            }
        }
        return "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\" BGCOLOR=\"white\">\(rows)</TABLE>"
    }
}
