import Foundation
import TandemAnalysis
import TandemModel
import TandemSyntax

/// The navigation, data-flow and trace views as Mermaid flowcharts, and the models as a class diagram, to paste into
/// Markdown that GitHub renders (a ```mermaid block). The same facts as the DOT views, drawn the Mermaid way: a
/// "start" circle into the start screen, push `-->`, modal `-.->`, replace `==>`, going back `-.-o`, tab containers
/// as subgraphs with a plain line to each tab in order, results back as dotted edges.
///
/// Node ids are `s1`, `r1`, `t1`… in declaration order, never the design's names: a design id may be a Mermaid
/// keyword (`end`, `subgraph`, `class`) or hold characters Mermaid reads as syntax. Labels are quoted, with `"` and
/// the characters Mermaid treats specially written as its entity codes (`#quot;`).
public enum MermaidRenderer {
    /// The views Mermaid draws.
    public static let views: [GraphView] = [.navigation, .dataflow, .trace, .classes]

    public static func text(_ view: GraphView, _ analysis: Analysis, slice: Slice = .all) -> String? {
        switch view {
        case .navigation: navigation(analysis, slice: slice, dataFlow: false)
        case .dataflow: navigation(analysis, slice: slice, dataFlow: true)
        case .trace: trace(analysis, slice: slice)
        case .classes: classes(analysis, slice: slice)
        default: nil
        }
    }

    /// `"label"` with Mermaid's entity codes for what would end or break it; one line (`<br/>` between lines).
    static func label(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "|": out += "#124;"
            case "`": out += "#96;"
            case "\n": out += "<br/>"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
                || (0x2028...0x2029).contains(scalar.value):
                out += "#\(scalar.value);"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func navigation(_ analysis: Analysis, slice: Slice, dataFlow: Bool) -> String {
        let design = analysis.design
        let screens = slice.screens(of: design)
        let shown = Set(screens.map(\.id))
        var id: [String: String] = [:]
        for (i, s) in screens.enumerated() { id[s.id] = "s\(i + 1)" }
        var out = "flowchart TD\n"
        out += "  %% \(comment(design.app?.name ?? "Design")) — \(dataFlow ? "data flow" : "navigation") (tandem graph --format mermaid)\n"
        out += "  %% --> push · -.-> modal · ==> replace · -.-o going back (pop, dismiss)\n"

        func node(_ s: Screen) -> String {
            let text = s.title == s.id ? s.id : s.title + "\n" + s.id
            // The start screen is a stadium, a container (tabs, drawer) a subroutine box, every other screen a rounded box.
            let (open, close) = s.id == design.startScreen?.id ? ("([", "])") : s.isContainer ? ("[[", "]]") : ("(", ")")
            return "\(id[s.id]!)\(open)\(label(text))\(close)"
        }
        // A container and its children form one subgraph; a screen sits in the first that lists it.
        var placed = Set<String>()
        for (index, group) in design.tabGroups.enumerated() where shown.contains(group.container.name) && !placed.contains(group.container.name) {
            let members = [group.container.name] + group.children.map(\.name)
            let inside = members.filter { shown.contains($0) && !placed.contains($0) }
            out += "  subgraph \(group.style.rawValue)\(index + 1)[\(label((design.screen(group.container.name)?.title ?? group.container.name) + " · " + group.style.rawValue))]\n"
            for member in inside {
                placed.insert(member)
                if let s = design.screen(member) { out += "    " + node(s) + "\n" }
            }
            out += "  end\n"
        }
        for s in screens where !placed.contains(s.id) { out += "  " + node(s) + "\n" }

        for group in design.tabGroups where shown.contains(group.container.name) {
            for (i, child) in group.children.enumerated() where shown.contains(child.name) {
                let text = group.style.shortChildNoun + " \(i + 1)" + (group.initial?.name == child.name ? " (initial)" : "")
                out += "  \(id[group.container.name]!) ---|\(label(text))| \(id[child.name]!)\n"
            }
        }
        for embedding in design.embeddings where shown.contains(embedding.parent.name) {
            for (i, child) in embedding.children.enumerated() where shown.contains(child.name) && child.name != embedding.parent.name {
                out += "  \(id[embedding.parent.name]!) ===|\(label((embedding.paged ? "page " : "embeds ") + "\(i + 1)"))| \(id[child.name]!)\n"
            }
        }
        // Transitions from any screen start at one node of their own.
        // (Those from any screen of a group at one node per group.)
        let global = design.globalTransitions.filter { shown.contains($0.target.name) }
        let scopes = global.reduce(into: [String?]()) { if !$0.contains($1.scope?.name) { $0.append($1.scope?.name) } }
        func anyNode(_ scope: String?) -> String { "any" + (scopes.firstIndex(of: scope).map { $0 == 0 ? "" : "\($0 + 1)" } ?? "") }
        for scope in scopes { out += "  \(anyNode(scope))([\(label(Transition.anyScreenText(of: scope)))])\n" }
        for t in design.transitions.filter({ shown.contains($0.source.name) && shown.contains($0.target.name) }) + global {
            let source = t.fromAnyScreen ? anyNode(t.scope?.name) : id[t.source.name]!
            var text = [t.action?.name].compactMap { $0 } + t.qualifiers
            if dataFlow, !t.data.isEmpty { text += t.data.map { "\($0.name): \($0.type.description)" } }
            let arrow = switch t.style { case .push: "-->"; case .modal: "-.->"; case .replace: "==>" }
            out += "  \(source) \(arrow)" + (text.isEmpty ? "" : "|\(label(text.joined(separator: "\n")))|") + " \(id[t.target.name]!)\n"
            if dataFlow, let target = design.screen(t.target.name), !target.results.isEmpty, t.keepsSource {
                let results = "returns " + target.results.map { "\($0.name): \($0.type.description)" }.joined(separator: ", ")
                out += "  \(id[t.target.name]!) -.->|\(label(results))| \(source)\n"
            }
        }
        for b in design.backs where shown.contains(b.source.name) {
            let text = b.kind.rawValue + (b.action.map { " on " + $0.name } ?? "")
            var drawn = Set<String>()
            for target in NavigationDiagram.backTargets(b, design: design, shown: shown, global: global) {
                let node = switch target {
                case .screen(let screen): id[screen]!
                case .anyScreen(let t): anyNode(t.scope?.name)
                }
                if drawn.insert(node).inserted { out += "  \(id[b.source.name]!) -.-o|\(label(text))| \(node)\n" }
            }
        }
        if let start = design.startScreen, let node = id[start.id] {
            out += "  start0((\"start\")) --> \(node)\n"
        }
        for (index, link) in design.deepLinks.enumerated() where shown.contains(link.target.name) {
            // An asymmetric node: an entry from outside.
            out += "  link\(index + 1)>\(label(link.pattern.text))]\n  link\(index + 1) -.-> \(id[link.target.name]!)\n"
        }
        if dataFlow {
            // Observed models beside the screens that observe them.
            var modelID: [String: String] = [:]
            for s in screens {
                for m in s.observes where design.modelIndex[m.name] != nil {
                    if modelID[m.name] == nil {
                        modelID[m.name] = "m\(modelID.count + 1)"
                        out += "  \(modelID[m.name]!)[/\(label(m.name + "\nmodel"))/]\n"
                    }
                    out += "  \(modelID[m.name]!) -. observes .-> \(id[s.id]!)\n"
                }
            }
        }
        return out
    }

    static func trace(_ analysis: Analysis, slice: Slice) -> String {
        let design = analysis.design
        let requirements = design.requirements.filter { slice.includes(requirement: $0.id) }
        let tasks = design.tasks.filter { slice.includes(task: $0.id) }
        let screens = slice.screens(of: design).filter { !$0.isContainer }
        var out = "flowchart LR\n"
        out += "  %% \(comment(design.app?.name ?? "Design")) — traceability (tandem graph --view trace --format mermaid)\n"
        var rid: [String: String] = [:], tid: [String: String] = [:], sid: [String: String] = [:]
        let gaps = analysis.gaps
        var flagged: [String] = []
        out += "  subgraph requirements[\"Requirements\"]\n"
        for (i, r) in requirements.enumerated() {
            rid[r.id] = "r\(i + 1)"
            out += "    r\(i + 1)[\(label(r.title + "\n" + r.id + " · " + (r.priority?.rawValue ?? "?")))]\n"
            if gaps.uncoveredRequirements.contains(r.id) { flagged.append("r\(i + 1)") }
        }
        out += "  end\n  subgraph tasks[\"Tasks\"]\n"
        for (i, t) in tasks.enumerated() {
            tid[t.id] = "t\(i + 1)"
            out += "    t\(i + 1)[\(label(t.title + "\n" + t.id))]\n"
            if gaps.untracedTasks.contains(t.id) || gaps.screenlessTasks.contains(t.id) { flagged.append("t\(i + 1)") }
        }
        out += "  end\n  subgraph screens[\"Screens\"]\n"
        for (i, s) in screens.enumerated() {
            sid[s.id] = "s\(i + 1)"
            out += "    s\(i + 1)(\(label(s.title + "\n" + s.id)))\n"
            if gaps.tasklessScreens.contains(s.id) || gaps.unreachableScreens.contains(s.id) { flagged.append("s\(i + 1)") }
        }
        out += "  end\n"
        for t in tasks {
            for r in t.satisfies { if let from = rid[r.name] { out += "  \(from) --> \(tid[t.id]!)\n" } }
        }
        for s in screens {
            for t in s.tasks { if let from = tid[t.name] { out += "  \(from) --> \(sid[s.id]!)\n" } }
        }
        // What `tandem check` flags, in the checker's red.
        if !flagged.isEmpty {
            out += "  classDef gap fill:\(Style.flagFill),stroke:\(Style.flagLine),stroke-width:2px\n"
            out += "  class \(flagged.joined(separator: ",")) gap\n"
        }
        return out
    }

    /// The models as a class diagram: each model's properties and methods, each enum's cases, a composition from a
    /// model to the models it holds (with multiplicity) and a dependency on the enums it uses. Classes are `c1`, `e1`…
    /// with the design's names as labels, as the flowcharts' nodes are.
    static func classes(_ analysis: Analysis, slice: Slice) -> String {
        let diagram = ClassDiagram(analysis: analysis, slice: slice, linker: Linker(enabled: false))
        let models = diagram.shownModels, enums = diagram.shownEnums(with: models)
        var out = "classDiagram\n"
        out += "  %% \(comment(analysis.design.app?.name ?? "Design")) — models (tandem graph --view classes --format mermaid)\n"
        var id: [String: String] = [:]
        for (i, m) in models.enumerated() { id[m.name] = "c\(i + 1)" }
        for (i, e) in enums.enumerated() { id[e.name] = "e\(i + 1)" }
        // A member is text to Mermaid up to its end: the design's type as it writes it, braces and all kept out.
        func member(_ text: String) -> String { comment(text).replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")") }
        for m in models {
            out += "  class \(id[m.name]!)[\(label(m.name))] {\n"
            for p in m.properties { out += "    +\(member(p.name)) : \(member(p.type.description))\n" }
            for f in m.methods {
                let parameters = f.parameters.map { "\($0.name): \($0.type.description)" }.joined(separator: ", ")
                out += "    +\(member(f.name))(\(member(parameters)))\(f.returnType.map { " " + member($0.description) } ?? "")\n"
            }
            out += "  }\n"
        }
        for e in enums {
            out += "  class \(id[e.name]!)[\(label(e.name))] {\n    <<enumeration>>\n"
            for c in e.cases { out += "    \(member(c))\n" }
            out += "  }\n"
        }
        for m in models {
            for p in m.properties {
                for part in p.type.referencedModels { if let to = id[part] {
                    out += "  \(id[m.name]!) *-- \"\(ClassDiagram.multiplicity(p.type))\" \(to) : \(member(p.name))\n"
                } }
                for used in p.type.referencedEnums { if let to = id[used] { out += "  \(id[m.name]!) ..> \(to)\n" } }
            }
        }
        return out
    }

    /// Text for a `%%` comment: one line.
    static func comment(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }
}
