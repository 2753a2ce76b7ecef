import TandemAnalysis
import TandemChecks
import TandemModel

/// The UI navigation diagram, and with `dataFlow` the data-flow overlay on it.
struct NavigationDiagram {
    let analysis: Analysis
    let slice: Slice
    let dataFlow: Bool
    let linker: Linker

    var design: Design { analysis.design }

    static func screenNode(_ id: String) -> String { "screen:" + id }

    func render() -> String {
        var dot = DOTDocument(
            name: dataFlow ? "dataflow" : "navigation",
            graph: Style.graph + [("rankdir", .text("TB")), ("compound", .text("true")), ("newrank", .text("true")),
                                  ("label", .html("<B>\(DOTDocument.html(title))</B>")), ("labelloc", .text("t"))],
            node: Style.node + [("shape", .text("box")), ("style", .text("rounded,filled"))],
            edge: Style.edge)
        let screens = slice.screens(of: design)
        let shown = Set(screens.map(\.id))

        // Each tab container and its tabs form one cluster; a screen sits in the first cluster that lists it.
        var clusterOf: [String: Int] = [:]
        for (index, group) in design.tabGroups.enumerated() where shown.contains(group.container.name) {
            guard clusterOf[group.container.name] == nil else { continue }
            clusterOf[group.container.name] = index
            for child in group.children where shown.contains(child.name) && clusterOf[child.name] == nil {
                clusterOf[child.name] = index
            }
        }

        if let start = design.startScreen, shown.contains(start.id) {
            dot.node("start", [("shape", .text("circle")), ("style", .text("filled")), ("fillcolor", .text(Style.ink)),
                               ("label", .text("")), ("width", .text("0.18")), ("fixedsize", .text("true"))])
            dot.edge("start", Self.screenNode(start.id), [("penwidth", .text("1.6"))])
        }

        for (index, group) in design.tabGroups.enumerated() where clusterOf[group.container.name] == index {
            let container = design.screen(group.container.name)
            dot.beginSubgraph("cluster_tabs_\(group.container.name)", [
                ("label", .html("<B>\(DOTDocument.html(container?.title ?? group.container.name))</B> <FONT POINT-SIZE=\"9\">tabs</FONT>")),
                ("style", .text("rounded,dashed")), ("color", .text(Style.tab)), ("fontname", .text(Style.font)),
                ("fontsize", .text("11")), ("margin", .text("14")),
            ])
            for screen in screens where clusterOf[screen.id] == index { node(screen, into: &dot) }
            dot.endSubgraph()
        }
        for screen in screens where clusterOf[screen.id] == nil { node(screen, into: &dot) }

        // Tab membership: container → each tab, in tab order.
        for group in design.tabGroups where shown.contains(group.container.name) {
            for (i, child) in group.children.enumerated() where shown.contains(child.name) {
                var attributes: [(String, DOTDocument.Value)] = [
                    ("style", .text("dotted")), ("color", .text(Style.tab)), ("arrowhead", .text("odot")),
                    ("label", .text("tab \(i + 1)" + (group.initial?.name == child.name ? " (initial)" : ""))),
                ]
                attributes.append(("fontcolor", .text(Style.tab)))
                dot.edge(Self.screenNode(group.container.name), Self.screenNode(child.name), attributes)
            }
        }

        for t in design.transitions where shown.contains(t.source.name) && shown.contains(t.target.name) {
            var label = t.action?.name ?? ""
            var attributes = Self.style(t.style)
            if dataFlow, !t.data.isEmpty {
                let data = t.data.map { "\($0.name): \($0.type.description)" }.joined(separator: "\n")
                attributes.append(("label", .html(
                    (label.isEmpty ? "" : DOTDocument.html(label) + "<BR/>")
                    + "<FONT COLOR=\"\(Style.data)\">" + DOTDocument.html(data) + "</FONT>")))
                label = ""
            } else if !label.isEmpty {
                attributes.append(("label", .text(label)))
            }
            dot.edge(Self.screenNode(t.source.name), Self.screenNode(t.target.name), attributes)
            if dataFlow, let target = design.screen(t.target.name), !target.results.isEmpty, t.style != .replace {
                let results = target.results.map { "\($0.name): \($0.type.description)" }.joined(separator: "\n")
                dot.edge(Self.screenNode(t.target.name), Self.screenNode(t.source.name), [
                    ("style", .text("dashed")), ("color", .text(Style.result)), ("fontcolor", .text(Style.result)),
                    ("constraint", .text("false")), ("label", .text("returns " + results)),
                ])
            }
        }

        if dataFlow { modelOverlay(shown: shown, into: &dot) }
        legend(into: &dot)
        return dot.text()
    }

    var title: String {
        let app = design.app?.name ?? "Design"
        return app + (dataFlow ? " — data flow" : " — navigation")
    }

    func node(_ screen: Screen, into dot: inout DOTDocument) {
        let kind = screen.kind?.rawValue ?? screen.kindRef?.name ?? "plain"
        var attributes: [(String, DOTDocument.Value)] = [
            ("label", .html("<B>\(DOTDocument.html(screen.title))</B><BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.muted)\">\(DOTDocument.html(screen.id)) · \(DOTDocument.html(kind))</FONT>")),
            ("fillcolor", .text(Style.fill(screen.kind))),
        ]
        if screen.isTabContainer { attributes.append(("shape", .text("tab"))); attributes.append(("style", .text("filled"))) }
        if screen.id == design.startScreen?.id {
            attributes.append(("peripheries", .text("2")))
            attributes.append(("penwidth", .text("1.6")))
        }
        dot.node(Self.screenNode(screen.id), attributes + linker.url("screen", screen.id))
    }

    static func style(_ style: TransitionStyle) -> [(String, DOTDocument.Value)] {
        switch style {
        case .push: [("color", .text(Style.push))]
        case .modal: [("color", .text(Style.modal)), ("style", .text("dashed"))]
        case .replace: [("color", .text(Style.replace)), ("penwidth", .text("2.2")), ("arrowhead", .text("normalnormal"))]
        }
    }

    /// Observed models as notes beside the screens that observe them; a model observed by several screens shows
    /// the sharing at a glance.
    func modelOverlay(shown: Set<String>, into dot: inout DOTDocument) {
        var observers: [String: [String]] = [:]
        for screen in design.screens where shown.contains(screen.id) {
            for m in screen.observes where design.modelIndex[m.name] != nil { observers[m.name, default: []].append(screen.id) }
        }
        for model in design.models where observers[model.name] != nil {
            let count = observers[model.name]!.count
            dot.node("model:" + model.name, [
                ("shape", .text("note")), ("style", .text("filled")), ("fillcolor", .text(Style.model)),
                ("label", .html("<B>\(DOTDocument.html(model.name))</B><BR/><FONT POINT-SIZE=\"9\">model\(count > 1 ? ", shared by \(count) screens" : "")</FONT>")),
            ] + linker.url("model", model.name))
            for screen in observers[model.name]! {
                dot.edge("model:" + model.name, Self.screenNode(screen), [
                    ("style", .text("dotted")), ("color", .text(Style.data)), ("arrowhead", .text("vee")),
                    ("label", .text("observes")), ("fontcolor", .text(Style.data)), ("constraint", .text("false")),
                ])
            }
        }
    }

    func legend(into dot: inout DOTDocument) {
        var rows = """
        <TR><TD COLSPAN="2"><B>Legend</B></TD></TR>
        <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.push)">———▶</FONT></TD><TD ALIGN="LEFT">push (stack)</TD></TR>
        <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.modal)">- - - ▶</FONT></TD><TD ALIGN="LEFT">modal</TD></TR>
        <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.replace)"><B>━━━▶▶</B></FONT></TD><TD ALIGN="LEFT">replace root</TD></TR>
        <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.tab)">· · · ○</FONT></TD><TD ALIGN="LEFT">tab of a tab container</TD></TR>
        <TR><TD ALIGN="LEFT">●──▶</TD><TD ALIGN="LEFT">start screen (double border)</TD></TR>
        """
        if dataFlow {
            rows += """

            <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.data)">name: Type</FONT></TD><TD ALIGN="LEFT">data passed along</TD></TR>
            <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.result)">- - - ▶</FONT></TD><TD ALIGN="LEFT">result returned to the parent</TD></TR>
            <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.data)">· · · ▷</FONT></TD><TD ALIGN="LEFT">model observed by a screen</TD></TR>
            """
        }
        dot.beginSubgraph("cluster_legend", [("style", .text("invis"))])
        dot.node("legend", [
            ("shape", .text("plaintext")), ("style", .text("")),
            ("label", .html("<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"2\" COLOR=\"#CBD2D9\">\(rows)</TABLE>")),
        ])
        dot.endSubgraph()
    }
}
