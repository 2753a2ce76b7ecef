import Foundation
import TandemAnalysis
import TandemChecks
@testable import TandemGraphviz
import TandemKit
import TandemModel
import TandemPlatform
import TandemSyntax
import Testing
@_exported import TandemTestSupport

let examples = ["nps-muster", "beating-heart", "news-reader", "postcodes", "field-notes", "recipes"]

func analysis(of example: String) -> Analysis {
    Pipeline.run([repositoryRoot.appendingPathComponent("examples/\(example)").path]).analysis
}

func analysis(text: String) -> Analysis {
    Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text])).analysis
}

/// The graph as Graphviz itself reads it (`dot -Tjson`): node names, clusters, edges with labels.
struct ParsedGraph {
    var nodes: [String: [String: Any]] = [:]
    var clusters: [String: Set<String>] = [:]
    var edges: [(tail: String, head: String, attributes: [String: Any])] = []

    init(_ dotText: String) throws {
        let dot = try #require(Graphviz.locate(), "Graphviz's dot must be installed (scripts/setup.sh)")
        let data = try Graphviz.render(dotText, format: "json", executable: dot)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let objects = json["objects"] as? [[String: Any]] ?? []
        var nameByID: [Int: String] = [:]
        for object in objects where object["nodes"] == nil && object["edges"] == nil || object["_gvid"] != nil {
            guard let name = object["name"] as? String, let id = object["_gvid"] as? Int else { continue }
            if object["nodes"] == nil, !name.hasPrefix("cluster") {
                nodes[name] = object
                nameByID[id] = name
            }
        }
        for object in objects {
            guard let name = object["name"] as? String, name.hasPrefix("cluster") else { continue }
            clusters[name] = Set((object["nodes"] as? [Int] ?? []).compactMap { nameByID[$0] })
        }
        for edge in json["edges"] as? [[String: Any]] ?? [] {
            guard let t = edge["tail"] as? Int, let h = edge["head"] as? Int, let tail = nameByID[t], let head = nameByID[h] else { continue }
            edges.append((tail, head, edge))
        }
    }

    func hasEdge(_ tail: String, _ head: String, label: String? = nil) -> Bool {
        // An edge that does not rank the layout carries its label as an xlabel: still its label.
        edges.contains { e in
            e.tail == tail && e.head == head && (label == nil || [e.attributes["label"], e.attributes["xlabel"]].contains {
                ($0 as? String)?.contains(label!) == true
            })
        }
    }
}

/// Only a spanning tree of the navigation ranks the layout: with every edge ranked, Graphviz took 87 s on 200 screens
/// linked across branches (0.11 s now).
@Suite struct LayoutConstraintTests {
    @Test func onlyTheSpanningTreeRanksTheLayout() throws {
        let outcome = analysis(text: """
        requirement R1
        task T1 { satisfies R1 }
        screen A { tasks T1 element b: button -> go action go }
        screen B { tasks T1 }
        screen C { tasks T1 }
        navigation { start A  push A -> B on go  push B -> C  modal C -> A  modal C -> B }
        """)
        let dot = DiagramRenderer.dot(.navigation, outcome)
        let edges = dot.split(separator: "\n").filter { $0.contains("->") && $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"screen:") }
        let unconstrained = edges.filter { $0.contains("constraint=\"false\"") }
        #expect(edges.count == 4 && unconstrained.count == 2, "\(edges)")
        #expect(unconstrained.allSatisfy { $0.contains("\"screen:C\" ->") })
        #expect(edges.first { $0.contains("\"screen:A\" -> \"screen:B\"") }?.contains("label=\"go\"") == true)
        // The graph still lays out, with Graphviz 2.43's ranking (labels of unranked edges are xlabels).
        let parsed = try ParsedGraph(dot)
        #expect(parsed.hasEdge("screen:C", "screen:A"))
    }
}

extension LayoutConstraintTests {
    /// Past 300 screens every view of the navigation is laid out for speed: Graphviz's passes bounded (network simplex
    /// included), and the controller views ranked by the spanning tree with labels placed after the layout. A small
    /// design's pictures stay as they were.
    @Test func largeDesignsBoundTheLayout() throws {
        let large = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: [
            "d.tandem": SyntheticDesign(requirements: 400, tasks: 400, screens: 400, crossLinks: true).text(),
        ])).analysis
        let small = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: [
            "d.tandem": SyntheticDesign(requirements: 40, tasks: 40, screens: 40, crossLinks: true).text(),
        ])).analysis
        for view in [GraphView.navigation, .dataflow, .controllers, .platforms] {
            #expect(DiagramRenderer.dot(view, large).contains("nslimit=\"0.2\", nslimit1=\"0.2\""), "\(view)")
            #expect(!DiagramRenderer.dot(view, small).contains("nslimit"), "\(view)")
        }
        for view in [GraphView.controllers, .platforms] {
            let edges = DiagramRenderer.dot(view, large).split(separator: "\n").filter { $0.contains("\" -> \"controller:") }
            let free = edges.filter { $0.contains("constraint=\"false\"") }
            #expect(!free.isEmpty && free.count < edges.count, "\(view): \(free.count) of \(edges.count) unconstrained")
            #expect(edges.allSatisfy { !$0.contains(" label=") }, "\(view): edge labels are xlabels")
            let smallEdges = DiagramRenderer.dot(view, small).split(separator: "\n").filter { $0.contains("\" -> \"controller:") }
            #expect(smallEdges.allSatisfy { !$0.contains("constraint") && !$0.contains("xlabel") })
        }
        // Side by side, a large design names each screen's classes, and maps the members of one, the start screen's
        // (the caption says so); a small one, every screen's.
        let platforms = try ParsedGraph(DiagramRenderer.dot(.platforms, large)).nodes
        let start = try #require(large.design.startScreen)
        #expect(platforms.count == 400)
        for (id, attributes) in platforms {
            let label = attributes["label"] as? String ?? ""
            #expect(label.contains("Activity"), "\(id): the Android class")
            #expect(label.contains("onResume()") == (id == "controller:" + start.id), "\(id)")
        }
        #expect(DiagramRenderer.dot(.platforms, large).contains("members shown for \(start.title) only"))
        // A slice shows what it was asked for, every member of every screen in it, however many.
        var every = Slice.all
        every.screens = Set(large.design.screens.map(\.id))
        let sliced = try ParsedGraph(DiagramRenderer.dot(.platforms, large, slice: every)).nodes
        #expect(sliced.count == 400 && sliced.values.allSatisfy { ($0["label"] as? String ?? "").contains("onResume()") })
        let smallPlatforms = try ParsedGraph(DiagramRenderer.dot(.platforms, small)).nodes
        #expect(smallPlatforms.values.allSatisfy { ($0["label"] as? String ?? "").contains("onResume()") })
        #expect(!DiagramRenderer.dot(.platforms, small).contains("members shown for"))
    }
}

@Suite struct DiagramTests {
    /// Golden DOT text for every view of every example (TANDEM_RECORD=1 re-records).
    @Test(arguments: examples)
    func goldenDOT(_ example: String) throws {
        let a = analysis(of: example)
        for view in GraphView.allCases {
            let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/graph/\(example)/\(view.rawValue).dot")
            let dot = DiagramRenderer.dot(view, a)
            try expectGolden(dot, at: url)
            #expect(DiagramRenderer.dot(view, a) == dot, "output must be deterministic")
        }
    }

    /// The real `dot` reads every view of every example, and the graph holds what the design says.
    @Test(arguments: examples)
    func graphvizReadsEveryViewAndTheContentIsRight(_ example: String) throws {
        let a = analysis(of: example)
        let design = a.design

        let navigation = try ParsedGraph(DiagramRenderer.dot(.navigation, a))
        for screen in design.screens { #expect(navigation.nodes["screen:" + screen.id] != nil, "\(screen.id)") }
        #expect(navigation.hasEdge("start", "screen:" + design.startScreen!.id))
        for t in design.transitions {
            #expect(navigation.hasEdge("screen:" + t.source.name, "screen:" + t.target.name, label: t.action?.name), "\(t.source.name) -> \(t.target.name)")
        }
        for group in design.tabGroups {
            let cluster = try #require(navigation.clusters["cluster_\(group.style.rawValue)_" + group.container.name])
            #expect(cluster == Set(([group.container] + group.children).map { "screen:" + $0.name }))
            for child in group.children { #expect(navigation.hasEdge("screen:" + group.container.name, "screen:" + child.name)) }
        }
        #expect(navigation.nodes["legend"] != nil)

        let dataflow = try ParsedGraph(DiagramRenderer.dot(.dataflow, a))
        for t in design.transitions {
            for field in t.data {
                #expect(dataflow.hasEdge("screen:" + t.source.name, "screen:" + t.target.name, label: "\(field.name): \(field.type.description)"))
            }
            for result in design.screen(t.target.name)?.results ?? [] {
                #expect(dataflow.hasEdge("screen:" + t.target.name, "screen:" + t.source.name, label: "returns \(result.name)"))
            }
        }
        for screen in design.screens {
            for model in screen.observes { #expect(dataflow.hasEdge("model:" + model.name, "screen:" + screen.id, label: "observes")) }
        }

        let trace = try ParsedGraph(DiagramRenderer.dot(.trace, a))
        #expect(trace.clusters["cluster_requirements"] == Set(design.requirements.map { "req:" + $0.id }))
        for task in design.tasks {
            for r in task.satisfies { #expect(trace.hasEdge("req:" + r.name, "task:" + task.id)) }
        }
        for screen in design.screens where !screen.isContainer {
            for t in screen.tasks { #expect(trace.hasEdge("task:" + t.name, "screen:" + screen.id)) }
        }

        let classes = try ParsedGraph(DiagramRenderer.dot(.classes, a))
        #expect(Set(classes.nodes.keys) == Set(design.models.map { "model:" + $0.name } + design.enums.map { "enum:" + $0.name }))
        for model in design.models {
            for property in model.properties {
                for part in property.type.referencedModels { #expect(classes.hasEdge("model:" + model.name, "model:" + part, label: property.name)) }
            }
        }

        for view in [GraphView.controllers, .platforms] {
            let graph = try ParsedGraph(DiagramRenderer.dot(view, a))
            #expect(Set(graph.nodes.keys) == Set(design.screens.map { "controller:" + $0.id }))
            for screen in design.screens {
                let label = graph.nodes["controller:" + screen.id]?["label"] as? String ?? ""
                for action in screen.actions { #expect(label.contains(Projection.actionName(action.name) + "(")) }
                #expect(label.contains("setView()"))
                if view == .platforms { #expect(label.contains("viewWillAppear(_:)") && label.contains("onResume()")) }
            }
        }
    }

    @Test func traceHighlightsWhatTheChecksFlag() throws {
        let a = analysis(text: """
        requirement R1 "Covered"
        requirement R2 "Forgotten"
        task T1 { satisfies R1 }
        task Drift "Drift"
        screen A { tasks T1 }
        screen Lost { tasks T1 }
        screen Idle
        navigation { start A  push A -> Idle }
        """)
        let trace = try ParsedGraph(DiagramRenderer.dot(.trace, a))
        func flagged(_ node: String) -> Bool { (trace.nodes[node]?["fillcolor"] as? String) == "#FDE2E1" }
        #expect(!flagged("req:R1") && flagged("req:R2"))
        #expect(!flagged("task:T1") && flagged("task:Drift"))
        #expect(!flagged("screen:A") && flagged("screen:Lost") && flagged("screen:Idle"))
        #expect((trace.nodes["screen:Lost"]?["label"] as? String)?.contains("unreachable") == true)
        #expect((trace.nodes["task:Drift"]?["label"] as? String)?.contains("untraced") == true)
    }

    @Test func traceOverviewGroupsByPriorityAndFirstTag() throws {
        let a = analysis(text: """
        requirement R1 "Sign in" { tags auth }
        requirement R2 "Sign out" { tags auth, session }
        requirement R3 "Help" { priority should }
        requirement R4 "Pay" { tags pay }
        task T1 { satisfies R1 }
        task T2 { satisfies R2, R3 }
        task Sub { parent T1 }
        task Drift "Drift"
        screen A { tasks T1 }
        screen B { tasks T2, Sub }
        screen Idle
        navigation { start A  push A -> B  push A -> Idle }
        """)
        let trace = try ParsedGraph(DiagramRenderer.dot(.trace, a, traceDetail: .overview))
        func label(_ node: String) -> String { trace.nodes[node]?["label"] as? String ?? "" }
        func flagged(_ node: String) -> Bool { (trace.nodes[node]?["fillcolor"] as? String) == "#FDE2E1" }
        // Rows in MoSCoW order, tags by name, untagged last; the last row holds what serves no requirement.
        #expect(Set(trace.nodes.keys) == ["rg0", "rg1", "rg2", "tg0", "tg3", "sg0", "sg3"])
        #expect(label("rg0").contains("must · auth") && label("rg0").contains("2 requirements · 2 with a task"))
        #expect(label("rg1").contains("must · pay") && flagged("rg1") && label("rg1").contains("uncovered (1): R4"))
        #expect(label("rg2").contains("should · untagged") && !flagged("rg2"))
        // A subtask joins its parent's row; a task serving two rows is counted in its first and said to serve others.
        #expect(label("tg0").contains("3 tasks · 1 also serve other groups") && flagged("tg0"))
        #expect(label("tg0").contains("untraced (1): Sub"))
        #expect(label("tg3").contains("Tasks serving no requirement") && label("tg3").contains("untraced (1): Drift"))
        #expect(label("sg0").contains("2 screens") && !flagged("sg0"))
        #expect(label("sg3").contains("1 screen") && label("sg3").contains("no task (1): Idle"))
        // Only links within a row are edges, labelled with how many there are.
        #expect(trace.edges.count == 2)
        #expect(trace.hasEdge("rg0", "tg0", label: "2") && trace.hasEdge("tg0", "sg0", label: "3"))
        #expect(trace.clusters["cluster_requirements"] == ["rg0", "rg1", "rg2"])
    }

    @Test func traceOverviewIsDrawnPastTheThresholdAndItemsOnRequest() throws {
        var text = "requirement R1\nscreen A { tasks T0 }\nnavigation { start A }\n"
        for i in 0..<TraceDetail.overviewAbove { text += "task T\(i) { satisfies R1 }\n" }
        let big = analysis(text: text)
        #expect(DiagramRenderer.dot(.trace, big).contains("\"rg0\""))
        #expect(DiagramRenderer.dot(.trace, big).contains("overview: 602 items in 1 requirement group"))
        #expect(DiagramRenderer.dot(.trace, big, traceDetail: .items).contains("\"task:T599\""))
        // A slice small enough is drawn item by item, however big the design.
        let slice = Slice(requirements: ["R1"], tasks: ["T0"], screens: ["A"])
        #expect(DiagramRenderer.dot(.trace, big, slice: slice).contains("\"task:T0\""))

        // Too many tags for a readable column: the rows are by priority alone.
        var tagged = "screen A\nnavigation { start A }\n"
        for i in 0...TraceOverview.maximumGroups { tagged += "requirement R\(i) { tags t\(i) }\n" }
        let rows = try ParsedGraph(DiagramRenderer.dot(.trace, analysis(text: tagged), traceDetail: .overview))
        #expect(Set(rows.nodes.keys.filter { $0.hasPrefix("rg") }) == ["rg0"])
        #expect((rows.nodes["rg0"]?["label"] as? String)?.contains("41 requirements") == true)
    }

    @Test func hostileNamesAreEscaped() throws {
        let a = analysis(text: #"""
        app "Quotes \" and \\ backslashes <b>&amp;</b>"
        requirement R1 "Line one\nline two \"quoted\" \\N <tag> & ünïcödé ✓"
        task T1 "\\l \\G" { satisfies R1 }
        model M "x" { s: String }
        screen A "<TABLE> \"\\\" é" { tasks T1 observes M action go(m: M) }
        screen B "}\"; evil -> x [label=y]" { tasks T1 input m: M }
        navigation { start A  push A -> B on go (m: M) }
        """#)
        for view in GraphView.allCases {
            let graph = try ParsedGraph(DiagramRenderer.dot(view, a))
            #expect(!graph.nodes.isEmpty, "\(view)")
        }
        let navigation = try ParsedGraph(DiagramRenderer.dot(.navigation, a))
        #expect(Set(navigation.nodes.keys).isSuperset(of: ["screen:A", "screen:B"]))
        #expect(navigation.nodes.count == 4)  // A, B, start, legend: nothing injected
    }

    @Test func slices() throws {
        let a = analysis(of: "nps-muster")
        let focus = try ParsedGraph(DiagramRenderer.dot(.navigation, a, slice: .focus(screen: "AnnouncementList", in: a)))
        #expect(Set(focus.nodes.keys.filter { $0.hasPrefix("screen:") })
                == ["screen:AnnouncementList", "screen:AnnouncementDetail", "screen:Home", "screen:MusterScreen", "screen:Intranet"])
        let trace = try ParsedGraph(DiagramRenderer.dot(.trace, a, slice: .trace(requirement: "R10", in: a)))
        #expect(Set(trace.nodes.keys) == ["req:R10", "task:IntranetAccess", "screen:Intranet"])
        let classes = try ParsedGraph(DiagramRenderer.dot(.classes, a, slice: .focus(screen: "MusterScreen", in: a)))
        #expect(Set(classes.nodes.keys) == ["model:Profile", "model:MusterStatus", "model:Announcement"])
    }
}

@Suite struct DOTDocumentTests {
    @Test func quotingAndHTMLEscaping() {
        #expect(DOTDocument.quote("a\"b\\c\nd\re\u{01}") == #""a\"b\\c\nde ""#)
        #expect(DOTDocument.html("<a href=\"x\">&</a>\nnext") == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;<BR/>next")
    }

    @Test func statementsComeOutInOrder() {
        var dot = DOTDocument(name: "g", graph: [("rankdir", .text("LR"))])
        dot.beginSubgraph("cluster_x", [("label", .html("<B>x</B>"))])
        dot.node("a", [("label", .text("A"))])
        dot.endSubgraph()
        dot.edge("a", "b")
        #expect(dot.text() == """
        digraph "g" {
          graph [rankdir="LR"];
          subgraph "cluster_x" {
            graph [label=<<B>x</B>>];
            "a" [label="A"];
          }
          "a" -> "b";
        }

        """)
    }
}

/// Mermaid output, read back by a checker of the flowchart grammar's subset Tandem writes (no Mermaid parser can be
/// installed here: it lives on npm): every line is a header, comment, subgraph, node, edge or class line of that
/// grammar; labels are quoted with nothing raw that would end or break them; subgraphs close; every edge joins
/// declared nodes. And the content is the design's.
@Suite struct MermaidTests {
    struct Parsed {
        var nodes: [String: String] = [:]          // id → label text
        var edges: [(from: String, arrow: String, label: String?, to: String)] = []
        var subgraphs: [String] = []
    }

    static let keywords: Set = ["end", "subgraph", "graph", "flowchart", "class", "classDef", "click", "style", "linkStyle", "default"]
    static let quoted = ##""((?:[^"#|<>`]|#[a-z0-9]+;|<br/>)*)""##

    static func parse(_ text: String) throws -> Parsed {
        var parsed = Parsed()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "flowchart TD" || lines.first == "flowchart LR", "header: \(lines.first ?? "")")
        #expect(lines.last == "", "ends with a newline")
        var depth = 0
        func match(_ pattern: String, _ line: String) -> [String]? {
            guard let regex = try? Regex(pattern), let m = try? regex.wholeMatch(in: line) else { return nil }
            return m.output.map { $0.substring.map(String.init) ?? "" }
        }
        let id = #"([A-Za-z][A-Za-z0-9_]*)"#
        for raw in lines.dropFirst() where !raw.isEmpty {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("%% ") { continue }
            if let m = match(#"subgraph "# + id + #"\["# + quoted + #"\]"#, line) {
                depth += 1; parsed.subgraphs.append(m[1]); continue
            }
            if line == "end" { depth -= 1; #expect(depth >= 0); continue }
            if match(#"classDef [a-z]+ [a-z:#0-9A-F,\-]+"#, line) != nil { continue }
            if let m = match(#"class ([a-z0-9,]+) [a-z]+"#, line) {
                for n in m[1].split(separator: ",") { #expect(parsed.nodes[String(n)] != nil, "class of an undeclared node \(n)") }
                continue
            }
            if let m = match(id + #"(?:\(\(|\(\[|\[\[|\(|\[/|\[|>)"# + quoted + #"(?:\)\)|\]\)|\]\]|\)|/\]|\])"#, line) {
                #expect(!Self.keywords.contains(m[1]))
                parsed.nodes[m[1]] = m[2]; continue
            }
            if let m = match(id + #" (-->|-\.->|-\.-o|==>|---|===)(?:\|"# + quoted + #"\|)? "# + id, line) {
                parsed.edges.append((m[1], m[2], m[3].isEmpty ? nil : m[3], m[4])); continue
            }
            if let m = match(id + #"\(\("# + quoted + #"\)\) --> "# + id, line) {
                parsed.nodes[m[1]] = m[2]
                parsed.edges.append((m[1], "start", nil, m[3])); continue
            }
            if let m = match(id + #" -\. observes \.-> "# + id, line) {
                parsed.edges.append((m[1], "observes", nil, m[2])); continue
            }
            Issue.record("not in the grammar: \(raw)")
        }
        #expect(depth == 0, "every subgraph ends")
        for e in parsed.edges { #expect(parsed.nodes[e.from] != nil && parsed.nodes[e.to] != nil, "edge \(e.from) → \(e.to)") }
        return parsed
    }

    /// A class diagram: each class with a quoted label and a body of members (an enum's marked `<<enumeration>>`),
    /// then compositions with a quoted multiplicity and dependencies, between declared classes.
    static func parseClasses(_ text: String) -> (classes: [String: String], relations: [(from: String, kind: String, to: String)]) {
        var classes: [String: String] = [:], relations: [(String, String, String)] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "classDiagram" && lines.last == "")
        func match(_ pattern: String, _ line: String) -> [String]? {
            guard let regex = try? Regex(pattern), let m = try? regex.wholeMatch(in: line) else { return nil }
            return m.output.map { $0.substring.map(String.init) ?? "" }
        }
        var inBody = false
        for raw in lines.dropFirst() where !raw.isEmpty {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("%% ") { continue }
            if inBody {
                if line == "}" { inBody = false; continue }
                #expect(!line.contains("{") && !line.contains("}"), "a member that would end its class: \(raw)")
                continue
            }
            if let m = match(#"class ([ce][0-9]+)\["# + quoted + #"\] \{"#, line) { classes[m[1]] = m[2]; inBody = true; continue }
            if let m = match(#"([ce][0-9]+) \*-- "[0-9.*]+" ([ce][0-9]+) : [^{}:]+"#, line) { relations.append((m[1], "*--", m[2])); continue }
            if let m = match(#"([ce][0-9]+) \.\.> ([ce][0-9]+)"#, line) { relations.append((m[1], "..>", m[2])); continue }
            Issue.record("not in the grammar: \(raw)")
        }
        #expect(!inBody, "every class body ends")
        for r in relations { #expect(classes[r.0] != nil && classes[r.2] != nil, "relation \(r.0) → \(r.2)") }
        return (classes, relations)
    }

    @Test(arguments: examples)
    func everyExampleInEveryMermaidView(_ example: String) throws {
        let a = analysis(of: example)
        for view in MermaidRenderer.views where view != .classes {
            let parsed = try Self.parse(try #require(MermaidRenderer.text(view, a)))
            let labels = parsed.nodes.values.joined(separator: "\n")
            if view == .trace {
                for r in a.design.requirements { #expect(labels.contains(r.id)) }
                let satisfies = a.design.tasks.reduce(0) { $0 + $1.satisfies.filter { a.design.requirementIndex[$0.name] != nil }.count }
                let carries = a.design.screens.filter { !$0.isContainer }.reduce(0) { $0 + $1.tasks.count }
                #expect(parsed.edges.count == satisfies + carries, "\(example) trace")
            } else {
                for s in a.design.screens { #expect(labels.contains(s.id), "\(example): \(s.id)") }
                let arrows = parsed.edges.map(\.arrow)
                // Transitions from any screen (of a group) once each, from their node.
                let all = a.design.transitions + a.design.globalTransitions
                #expect(arrows.filter { $0 == "-->" }.count == all.filter { $0.style == .push }.count)
                #expect(arrows.filter { $0 == "start" }.count == (a.design.startScreen == nil ? 0 : 1))
                // A way back with a target is one edge back to it.
                #expect(arrows.filter { $0 == "-.-o" }.count >= a.design.backs.filter { $0.target != nil }.count)
                #expect(arrows.filter { $0 == "==>" }.count == all.filter { $0.style == .replace }.count)
                let anyNodes = Set(a.design.globalTransitions.map { "any screen" + ($0.scope.map { " of " + $0.name } ?? "") })
                #expect(Set(parsed.nodes.values.filter { $0.hasPrefix("any screen") }) == anyNodes, "\(example)")
                #expect(arrows.filter { $0 == "---" }.count == a.design.tabGroups.reduce(0) { $0 + $1.children.count })
            }
        }
        // The models: every model and enum a class, every model a property holds a composition.
        let classes = Self.parseClasses(try #require(MermaidRenderer.text(.classes, a)))
        #expect(Set(classes.classes.values) == Set(a.design.models.map(\.name) + a.design.enums.map(\.name)), "\(example)")
        let holds = a.design.models.reduce(0) { $0 + $1.properties.reduce(0) { $0 + $1.type.referencedModels.count } }
        #expect(classes.relations.filter { $0.kind == "*--" }.count == holds, "\(example)")
    }

    @Test func hostileNamesStayInsideTheirLabels() throws {
        let a = analysis(text: #"""
        app "Quotes \" | <b> & `tick` #1"
        requirement R1 "a \"b\" | c"
        task end "end" { satisfies R1 }
        screen subgraph "x\"]) --> y" { tasks end }
        screen class "A|B<br>" { tasks end input n: Int }
        navigation { start subgraph  push subgraph -> class on go (n: Int) }
        """#)
        for view in MermaidRenderer.views where view != .classes {
            let parsed = try Self.parse(try #require(MermaidRenderer.text(view, a)))
            #expect(parsed.nodes.values.contains { $0.contains("#quot;]) --#gt; y") } || view == .trace && parsed.nodes.count >= 3)
        }
        let hostileModels = analysis(text: #"""
        requirement R1 "r"
        task T { satisfies R1 }
        model end { subgraph: String  class: [end]?  func go(x: Int) -> Bool }
        enum class { a, b }
        screen S { tasks T }
        navigation { start S }
        """#)
        let classes = Self.parseClasses(try #require(MermaidRenderer.text(.classes, hostileModels)))
        #expect(Set(classes.classes.values) == ["end", "class"])
    }
}
