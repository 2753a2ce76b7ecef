import TandemAnalysis
import TandemChecks
import TandemModel

/// Requirements, tasks and screens in three ranked columns, with what `tandem check` would flag highlighted:
/// uncovered requirements, untraced or screenless tasks, screens with no task or no way in.
struct TraceDiagram {
    let analysis: Analysis
    let slice: Slice
    let linker: Linker

    var design: Design { analysis.design }

    func render() -> String {
        var dot = DOTDocument(
            name: "trace",
            graph: Style.graph + [("rankdir", .text("LR")), ("newrank", .text("true")), ("ranksep", .text("1.2")),
                                  ("label", .html("<B>\(DOTDocument.html(design.app?.name ?? "Design")) — traceability</B>")),
                                  ("labelloc", .text("t"))],
            node: Style.node + [("shape", .text("box")), ("style", .text("rounded,filled")), ("width", .text("2.2"))],
            edge: Style.edge + [("color", .text(Style.muted))])

        let requirements = slice.requirements == nil ? design.requirements : design.requirements.filter { slice.includes(requirement: $0.id) }
        let tasks = slice.tasks == nil ? design.tasks : design.tasks.filter { slice.includes(task: $0.id) }
        let screens = slice.screens(of: design).filter { !$0.isTabContainer }

        // Each column is a cluster (titled on top) whose members share one rank.
        func column(_ id: String, _ title: String) -> [(String, DOTDocument.Value)] {
            [("label", .html("<B>\(title)</B>")), ("rank", .text("same")), ("style", .text("rounded")),
             ("color", .text("#CBD2D9")), ("fontsize", .text("13")), ("margin", .text("12"))]
        }

        dot.beginSubgraph("cluster_requirements", column("requirements", "Requirements"))
        for r in requirements {
            let covered = !analysis.gaps.uncoveredRequirements.contains(r.id)
            node("req:" + r.id, link: ("req", r.id), title: r.title, detail: "\(r.id) · \(r.priority?.rawValue ?? "?")",
                 fill: Style.fill(r.priority), flags: covered ? [] : ["uncovered"], into: &dot)
        }
        dot.endSubgraph()

        dot.beginSubgraph("cluster_tasks", column("tasks", "Tasks"))
        for t in tasks {
            var flags: [String] = []
            if analysis.gaps.untracedTasks.contains(t.id) { flags.append("untraced") }
            if analysis.gaps.screenlessTasks.contains(t.id) { flags.append("no screen") }
            node("task:" + t.id, link: ("task", t.id), title: t.title, detail: t.id + (t.parent.map { " · sub of \($0.name)" } ?? ""),
                 fill: "#FFFFFF", flags: flags, into: &dot)
        }
        dot.endSubgraph()

        dot.beginSubgraph("cluster_screens", column("screens", "Screens"))
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
        var label = "<B>\(DOTDocument.html(title))</B><BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.muted)\">\(DOTDocument.html(detail))</FONT>"
        var attributes: [(String, DOTDocument.Value)] = []
        if flags.isEmpty {
            attributes.append(("fillcolor", .text(fill)))
        } else {
            label += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.flagLine)\"><B>⚠ \(DOTDocument.html(flags.joined(separator: ", ")))</B></FONT>"
            attributes += [("fillcolor", .text(Style.flagFill)), ("color", .text(Style.flagLine)), ("penwidth", .text("2"))]
        }
        dot.node(id, [("label", .html(label))] + attributes + linker.url(link.0, link.1))
    }
}
