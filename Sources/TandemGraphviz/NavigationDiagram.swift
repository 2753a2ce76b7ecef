import TandemAnalysis
import TandemChecks
import TandemModel
import TandemSyntax

/// The UI navigation diagram, and with `dataFlow` the data-flow overlay on it.
struct NavigationDiagram {
    let analysis: Analysis
    let slice: Slice
    let dataFlow: Bool
    let linker: Linker

    var design: Design { analysis.design }

    static func screenNode(_ id: String) -> String { "screen:" + id }

    /// Where a way back leads, as both renderers draw it: its target, or, without one, each screen that pushes it (a
    /// pop) or presents it (a dismiss), and each transition from any screen that does.
    enum BackTarget { case screen(String), anyScreen(Transition) }

    static func backTargets(_ b: Back, design: Design, shown: Set<String>, global: [Transition]) -> [BackTarget] {
        if let target = b.target { return shown.contains(target.name) ? [.screen(target.name)] : [] }
        let style: TransitionStyle = b.kind == .pop ? .push : .modal
        return design.transitions.filter { $0.target.name == b.source.name && $0.style == style && shown.contains($0.source.name) }
            .map { .screen($0.source.name) } + global.filter { $0.target.name == b.source.name && $0.style == style }.map { .anyScreen($0) }
    }

    /// The edges that rank the layout: a spanning tree of the navigation, breadth first from the start screen
    /// (then from any screen not reached) along transitions and tabs in order. Every other edge (back, across
    /// branches, to a shared screen) is drawn without constraining the ranks: Graphviz's layout time grows with the
    /// constraints it must satisfy, and a tree of them reads top-down as the app is used.
    struct SpanningTree {
        var transitions = Set<Int>()
        var tabs = Set<String>()
        static func tabKey(_ container: String, _ child: String) -> String { container + "\u{0}" + child }
    }

    func spanningTree(shown: Set<String>) -> SpanningTree {
        var tree = SpanningTree()
        var childrenOf: [String: [String]] = [:]
        for group in design.tabGroups { childrenOf[group.container.name, default: []] += group.children.map(\.name) }
        for embedding in design.embeddings { childrenOf[embedding.parent.name, default: []] += embedding.children.map(\.name) }
        var reached = Set<String>()
        let roots = (design.startScreen.map { [$0.id] } ?? []) + design.screens.map(\.id)
        for root in roots where shown.contains(root) && !reached.contains(root) {
            reached.insert(root)
            var queue = [root]
            var head = 0
            while head < queue.count {
                let id = queue[head]
                head += 1
                for child in childrenOf[id] ?? [] where shown.contains(child) && reached.insert(child).inserted {
                    tree.tabs.insert(SpanningTree.tabKey(id, child))
                    queue.append(child)
                }
                for index in analysis.outgoing[id] ?? [] {
                    let target = design.transitions[index].target.name
                    guard shown.contains(target), reached.insert(target).inserted else { continue }
                    tree.transitions.insert(index)
                    queue.append(target)
                }
            }
        }
        return tree
    }

    /// An edge that does not rank the layout carries its label as an `xlabel`, placed after the layout: an ordinary
    /// label would become a node of its own that must be ranked (and Graphviz 2.43 then fails with "trouble in
    /// init_rank").
    static func unconstrained(_ attributes: [(String, DOTDocument.Value)]) -> [(String, DOTDocument.Value)] {
        attributes.map { $0.0 == "label" ? ("xlabel", $0.1) : $0 } + [("constraint", .text("false"))]
    }

    /// Past this many screens a diagram is laid out for speed: fewer crossing-minimisation passes, labels placed
    /// after the layout, and the network simplex passes that rank the screens and place them across bounded
    /// (`nslimit1`, `nslimit`: 2,000 screens laid out in 0.9 s where they took 5.9 s, a narrower picture; docs/performance.md).
    static let largeGraph = 300

    static func layoutSettings(nodes: Int) -> [(String, DOTDocument.Value)] {
        nodes > largeGraph
            ? [("mclimit", .text("0.3")), ("searchsize", .text("10")), ("nslimit", .text("0.2")), ("nslimit1", .text("0.2"))] : []
    }

    func render() -> String {
        let screens = slice.screens(of: design)
        let shown = Set(screens.map(\.id))
        var dot = DOTDocument(
            name: dataFlow ? "dataflow" : "navigation",
            graph: Style.graph + [("rankdir", .text("TB")), ("compound", .text("true")), ("newrank", .text("true")),
                                  ("label", .html("<B>\(DOTDocument.html(title))</B>")), ("labelloc", .text("t"))]
                + Self.layoutSettings(nodes: screens.count),
            node: Style.node + [("shape", .text("box")), ("style", .text("rounded,filled"))],
            edge: Style.edge)
        let tree = spanningTree(shown: shown)
        let large = screens.count > Self.largeGraph

        // Each container (tabs or drawer) and its children form one cluster; a screen sits in the first cluster that lists it.
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
            // What the app is entered with rides on the start's arrow, as a transition's data does.
            let entry = design.entry.map { "\($0.name): \($0.type.description)" }.joined(separator: "\n")
            dot.edge("start", Self.screenNode(start.id), [("penwidth", .text("1.6"))]
                     + (dataFlow && !entry.isEmpty ? [("label", .html("<FONT COLOR=\"\(Style.data)\">" + DOTDocument.html(entry) + "</FONT>"))] : []))
        }

        for (index, group) in design.tabGroups.enumerated() where clusterOf[group.container.name] == index {
            let container = design.screen(group.container.name)
            dot.beginSubgraph("cluster_\(group.style.rawValue)_\(group.container.name)", [
                ("label", .html("<B>\(DOTDocument.html(container?.title ?? group.container.name))</B> <FONT POINT-SIZE=\"9\">\(group.style.rawValue)</FONT>")),
                ("style", .text("rounded,dashed")), ("color", .text(Style.tab)), ("fontname", .text(Style.font)),
                ("fontsize", .text("11")), ("margin", .text("14")),
            ])
            for screen in screens where clusterOf[screen.id] == index { node(screen, observesInLabel: dataFlow && large, into: &dot) }
            dot.endSubgraph()
        }
        // Transitions from any screen start at one node of their own rather than at every screen; those from any
        // screen of a group at one node in that group's cluster.
        let global = design.globalTransitions.filter { shown.contains($0.target.name) }
        func anyNode(_ t: Transition) -> String { Self.anyScreenNode + (t.scope.map { ":" + $0.name } ?? "") }
        func declareAnyNode(_ scope: String?) {
            dot.node(Self.anyScreenNode + (scope.map { ":" + $0 } ?? ""), [
                ("shape", .text("box")), ("style", .text("rounded,dashed")), ("color", .text(Style.muted)),
                ("fontcolor", .text(Style.muted)), ("label", .text(Transition.anyScreenText(of: scope))),
            ])
        }
        // The scopes still to draw a node for (nil: any screen at all), by node id.
        var anyNodes = Dictionary(global.map { (anyNode($0), $0.scope?.name) }, uniquingKeysWith: { first, _ in first })
        // Each group (a named flow) forms a cluster of the screens no tab cluster took.
        var inGroup = Set<String>()
        for group in design.groups {
            let members = group.members.map(\.name).filter { shown.contains($0) && clusterOf[$0] == nil && !inGroup.contains($0) }
            guard !members.isEmpty else { continue }
            dot.beginSubgraph("cluster_group_\(group.name.name)", [
                ("label", .html("<B>\(DOTDocument.html(group.name.name))</B> <FONT POINT-SIZE=\"9\">group</FONT>")),
                ("style", .text("rounded,dotted")), ("color", .text(Style.muted)), ("fontname", .text(Style.font)),
                ("fontsize", .text("11")), ("margin", .text("14")),
            ])
            for id in members { if let screen = design.screen(id) { node(screen, observesInLabel: dataFlow && large, into: &dot) } }
            if anyNodes.removeValue(forKey: Self.anyScreenNode + ":" + group.name.name) != nil { declareAnyNode(group.name.name) }
            dot.endSubgraph()
            inGroup.formUnion(members)
        }
        for screen in screens where clusterOf[screen.id] == nil && !inGroup.contains(screen.id) { node(screen, observesInLabel: dataFlow && large, into: &dot) }

        // Membership: container → each tab or drawer item, in order.
        for group in design.tabGroups where shown.contains(group.container.name) {
            for (i, child) in group.children.enumerated() where shown.contains(child.name) {
                var attributes: [(String, DOTDocument.Value)] = [
                    ("style", .text("dotted")), ("color", .text(Style.tab)), ("arrowhead", .text("odot")),
                    ("label", .text(group.style.shortChildNoun + " \(i + 1)" + (group.initial?.name == child.name ? " (initial)" : ""))),
                ]
                attributes.append(("fontcolor", .text(Style.tab)))
                let ranks = tree.tabs.contains(SpanningTree.tabKey(group.container.name, child.name))
                dot.edge(Self.screenNode(group.container.name), Self.screenNode(child.name), ranks ? attributes : Self.unconstrained(attributes))
            }
        }

        // Embedding: the parent → each screen shown inside it, a diamond at the parent (UML's composition).
        for embedding in design.embeddings where shown.contains(embedding.parent.name) {
            for (i, child) in embedding.children.enumerated() where shown.contains(child.name) && child.name != embedding.parent.name {
                let attributes: [(String, DOTDocument.Value)] = [
                    ("style", .text("bold")), ("color", .text(Style.tab)), ("dir", .text("both")), ("arrowtail", .text("diamond")),
                    ("arrowhead", .text("none")), ("label", .text((embedding.paged ? "page " : "embeds ") + "\(i + 1)")), ("fontcolor", .text(Style.tab)),
                ]
                let ranks = tree.tabs.contains(SpanningTree.tabKey(embedding.parent.name, child.name))
                dot.edge(Self.screenNode(embedding.parent.name), Self.screenNode(child.name), ranks ? attributes : Self.unconstrained(attributes))
            }
        }

        for (index, t) in design.transitions.enumerated() where shown.contains(t.source.name) && shown.contains(t.target.name) {
            transition(t, from: Self.screenNode(t.source.name), ranks: tree.transitions.contains(index), large: large, into: &dot)
        }
        // (Those of a group no cluster drew, e.g. in a slice without its screens, sit outside.)
        for (_, scope) in anyNodes.sorted(by: { $0.key < $1.key }) { declareAnyNode(scope) }
        for t in global { transition(t, from: anyNode(t), ranks: false, large: large, into: &dot) }
        // Deep links: entry points from outside the app, each its URL pattern.
        for (index, link) in design.deepLinks.enumerated() where shown.contains(link.target.name) {
            dot.node("link:\(index)", [("shape", .text("cds")), ("style", .text("filled")), ("fillcolor", .text("#F5F7FA")),
                                        ("color", .text(Style.muted)), ("fontcolor", .text(Style.muted)), ("fontsize", .text("10")),
                                        ("label", .text(link.pattern.text))])
            dot.edge("link:\(index)", Self.screenNode(link.target.name), Self.unconstrained([
                ("style", .text("dotted")), ("color", .text(Style.muted)), ("arrowhead", .text("vee")),
            ]))
        }

        // Going back: dashed, against the flow, never ranking the layout.
        for b in design.backs where shown.contains(b.source.name) {
            let targets = Self.backTargets(b, design: design, shown: shown, global: global).map { target in
                switch target {
                case .screen(let id): Self.screenNode(id)
                case .anyScreen(let t): anyNode(t)
                }
            }
            for node in Set(targets).sorted() {
                dot.edge(Self.screenNode(b.source.name), node, Self.unconstrained([
                    ("style", .text("dashed")), ("arrowhead", .text("onormal")),
                    ("label", .text(b.kind.rawValue + (b.action.map { " on " + $0.name } ?? ""))),
                ]))
            }
        }

        // Past a few hundred screens the observed models are named in each screen's box: an edge from a model to every
        // screen observing it makes Graphviz route thousands of long edges (20 s for 1,000 screens instead of 1 s).
        if dataFlow && !large { modelOverlay(shown: shown, into: &dot) }
        legend(into: &dot)
        return dot.text()
    }

    static let anyScreenNode = "any-screen"

    /// One transition's edge (with its data in the data-flow view, and what the target returns against it).
    func transition(_ t: Transition, from source: String, ranks: Bool, large: Bool, into dot: inout DOTDocument) {
        var label = ([t.action?.name].compactMap { $0 } + t.qualifiers).joined(separator: " · ")
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
        // Past a few hundred screens even the tree's labels go outside the ranking (as xlabels): each label is
        // otherwise a node of its own, and the data-flow labels would double the graph Graphviz lays out.
        if large { attributes = attributes.map { $0.0 == "label" ? ("xlabel", $0.1) : $0 } }
        dot.edge(source, Self.screenNode(t.target.name), ranks ? attributes : Self.unconstrained(attributes))
        if dataFlow, let target = design.screen(t.target.name), !target.results.isEmpty, t.keepsSource {
            let results = target.results.map { "\($0.name): \($0.type.description)" }.joined(separator: "\n")
            dot.edge(Self.screenNode(t.target.name), source, Self.unconstrained([
                ("style", .text("dashed")), ("color", .text(Style.result)), ("fontcolor", .text(Style.result)),
                ("label", .text("returns " + results)),
            ]))
        }
    }

    var title: String {
        let app = design.app?.name ?? "Design"
        return app + (dataFlow ? " — data flow" : " — navigation")
    }

    func node(_ screen: Screen, observesInLabel: Bool = false, into dot: inout DOTDocument) {
        let kind = screen.kind?.rawValue ?? screen.kindRef?.name ?? "plain"
        let observed = observesInLabel && !screen.observes.isEmpty
            ? "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.data)\">observes \(DOTDocument.html(screen.observes.map(\.name).joined(separator: ", ")))</FONT>" : ""
        var attributes: [(String, DOTDocument.Value)] = [
            ("label", .html("<B>\(DOTDocument.html(screen.title))</B><BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Style.muted)\">\(DOTDocument.html(screen.id)) · \(DOTDocument.html(kind))</FONT>" + observed)),
            ("fillcolor", .text(Style.fill(screen.kind))),
        ]
        // A tab container looks like a folder tab, a drawer like a component box (a panel at its side).
        if let style = screen.kind?.containerStyle {
            attributes.append(("shape", .text(style == .tabs ? "tab" : "component")))
            attributes.append(("style", .text("filled")))
        }
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
                dot.edge("model:" + model.name, Self.screenNode(screen), Self.unconstrained([
                    ("style", .text("dotted")), ("color", .text(Style.data)), ("arrowhead", .text("vee")),
                    ("label", .text("observes")), ("fontcolor", .text(Style.data)),
                ]))
            }
        }
    }

    func legend(into dot: inout DOTDocument) {
        let styles = ContainerStyle.allCases.filter { style in design.tabGroups.contains { $0.style == style } }
        let member = (styles.isEmpty ? [.tabs] : styles).map { $0 == .drawer ? "drawer item" : "\($0.childNoun) of a \($0.containerNoun)" }
            .joined(separator: " or ")
        var rows = """
        <TR><TD COLSPAN="2"><B>Legend</B></TD></TR>
        <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.push)">———▶</FONT></TD><TD ALIGN="LEFT">push (stack)</TD></TR>
        <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.modal)">- - - ▶</FONT></TD><TD ALIGN="LEFT">modal</TD></TR>
        <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.replace)"><B>━━━▶▶</B></FONT></TD><TD ALIGN="LEFT">replace root</TD></TR>
        <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.tab)">· · · ○</FONT></TD><TD ALIGN="LEFT">\(member)</TD></TR>
        <TR><TD ALIGN="LEFT">●──▶</TD><TD ALIGN="LEFT">start screen (double border)</TD></TR>
        """
        if !design.backs.isEmpty {
            rows += """

            <TR><TD ALIGN="LEFT">- - - ▷</TD><TD ALIGN="LEFT">going back (pop, dismiss)</TD></TR>
            """
        }
        if !design.embeddings.isEmpty {
            rows += """

            <TR><TD ALIGN="LEFT"><FONT COLOR="\(Style.tab)"><B>◆━━━</B></FONT></TD><TD ALIGN="LEFT">screen shown inside another\(design.embeddings.contains(where: \.paged) ? " (a page: one at a time, under tabs)" : "")</TD></TR>
            """
        }
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
