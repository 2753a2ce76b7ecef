import TandemAnalysis
import TandemChecks
import TandemModel
import TandemSyntax

/// Requirements, tasks and screens in three ranked columns, with what `tandem check` would flag highlighted:
/// uncovered requirements, untraced or screenless tasks, screens with no task or no way in.
struct TraceDiagram {
    let analysis: Analysis
    let slice: Slice
    let linker: Linker
    let detail: TraceDetail

    var design: Design { analysis.design }

    func render() -> String {
        let requirements = slice.requirements == nil ? design.requirements : design.requirements.filter { slice.includes(requirement: $0.id) }
        let tasks = slice.tasks == nil ? design.tasks : design.tasks.filter { slice.includes(task: $0.id) }
        let screens = slice.screens(of: design).filter { !$0.isContainer }
        let items = requirements.count + tasks.count + screens.count
        if detail == .overview || (detail == .auto && items > TraceDetail.overviewAbove) {
            return TraceOverview(analysis: analysis, requirements: requirements, tasks: tasks, screens: screens,
                                 linker: linker).render()
        }
        return renderItems(requirements, tasks, screens)
    }

    func renderItems(_ requirements: [Requirement], _ tasks: [DesignTask], _ screens: [Screen]) -> String {
        var dot = Self.document(design, subtitle: nil)

        dot.beginSubgraph("cluster_requirements", Self.column("Requirements"))
        for r in requirements {
            let covered = !analysis.gaps.uncoveredRequirements.contains(r.id)
            node("req:" + r.id, link: ("req", r.id), title: r.title, detail: "\(r.id) · \(r.priority?.rawValue ?? "?")",
                 fill: Style.fill(r.priority), flags: covered ? [] : ["uncovered"], into: &dot)
        }
        dot.endSubgraph()

        dot.beginSubgraph("cluster_tasks", Self.column("Tasks"))
        for t in tasks {
            var flags: [String] = []
            if analysis.gaps.untracedTasks.contains(t.id) { flags.append("untraced") }
            if analysis.gaps.screenlessTasks.contains(t.id) { flags.append("no screen") }
            node("task:" + t.id, link: ("task", t.id), title: t.title, detail: t.id + (t.parent.map { " · sub of \($0.name)" } ?? ""),
                 fill: "#FFFFFF", flags: flags, into: &dot)
        }
        dot.endSubgraph()

        dot.beginSubgraph("cluster_screens", Self.column("Screens"))
        for s in screens {
            var flags: [String] = []
            if analysis.gaps.tasklessScreens.contains(s.id) { flags.append("no task") }
            if analysis.gaps.unreachableScreens.contains(s.id) { flags.append("unreachable") }
            node("screen:" + s.id, link: ("screen", s.id), title: s.title, detail: s.id, fill: Style.fill(s.kind), flags: flags, into: &dot)
        }
        dot.endSubgraph()

        let shownRequirements = Set(requirements.map(\.id))
        let shownTasks = Set(tasks.map(\.id))
        for t in tasks {
            for r in t.satisfies where shownRequirements.contains(r.name) {
                dot.edge("req:" + r.name, "task:" + t.id)
            }
            if let parent = t.parent?.name, shownTasks.contains(parent) {
                dot.edge("task:" + parent, "task:" + t.id, [("style", .text("dashed")), ("label", .text("subtask")),
                                                             ("constraint", .text("false"))])
            }
        }
        for s in screens {
            for t in s.tasks where shownTasks.contains(t.name) { dot.edge("task:" + t.name, "screen:" + s.id) }
        }
        return dot.text()
    }

    func node(_ id: String, link: (String, String), title: String, detail: String, fill: String, flags: [String],
              into dot: inout DOTDocument) {
        Self.node(id, title: title, detail: detail, fill: fill, flagLines: flags.isEmpty ? [] : [flags.joined(separator: ", ")],
                  url: linker.url(link.0, link.1), into: &dot)
    }

    /// The graph both shapes of the view share: three columns, left to right, titled with the app's name.
    static func document(_ design: Design, subtitle: String?) -> DOTDocument {
        var title = "<B>\(DOTDocument.html(design.app?.name ?? "Design")) — traceability</B>"
        if let subtitle { title += "<BR/><FONT POINT-SIZE=\"10\" COLOR=\"\(Style.muted)\">\(DOTDocument.html(subtitle))</FONT>" }
        return DOTDocument(
            name: "trace",
            graph: Style.graph + [("rankdir", .text("LR")), ("newrank", .text("true")), ("ranksep", .text("1.2")),
                                  ("label", .html(title)), ("labelloc", .text("t"))],
            node: Style.node + [("shape", .text("box")), ("style", .text("rounded,filled")), ("width", .text("2.2"))],
            edge: Style.edge + [("color", .text(Style.muted))])
    }

    /// Each column is a cluster (titled on top) whose members share one rank.
    static func column(_ title: String) -> [(String, DOTDocument.Value)] {
        [("label", .html("<B>\(title)</B>")), ("rank", .text("same")), ("style", .text("rounded")),
         ("color", .text("#CBD2D9")), ("fontsize", .text("13")), ("margin", .text("12"))]
    }

    /// A box with a bold title, a muted detail line and, when the checks flag it, a red line per flag.
    static func node(_ id: String, title: String, detail: String, fill: String, flagLines: [String],
                     url: [(String, DOTDocument.Value)], into dot: inout DOTDocument) {
        var label = "<B>\(DOTDocument.html(title))</B><BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.muted)\">\(DOTDocument.html(detail))</FONT>"
        var attributes: [(String, DOTDocument.Value)] = []
        if flagLines.isEmpty {
            attributes.append(("fillcolor", .text(fill)))
        } else {
            for flag in flagLines {
                label += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.flagLine)\"><B>⚠ \(DOTDocument.html(flag))</B></FONT>"
            }
            attributes += [("fillcolor", .text(Style.flagFill)), ("color", .text(Style.flagLine)), ("penwidth", .text("2"))]
        }
        dot.node(id, [("label", .html(label))] + attributes + url)
    }
}
