import TandemAnalysis
import TandemModel
import TandemSyntax

/// The trace view of a large design: one box per requirement group (priority, then the first tag), beside it the
/// tasks that serve the group and the screens that carry those tasks out, the links between them counted, and every
/// gap the checks find named by id. Graphviz lays this out in milliseconds at any size, where the item-by-item view
/// of 10,000 items takes it minutes and could not be read anyway; `tandem trace` and the report's tables list each item.
struct TraceOverview {
    let analysis: Analysis
    let requirements: [Requirement]
    let tasks: [DesignTask]
    let screens: [Screen]
    let linker: Linker

    /// Past this many priority × tag groups, requirements are grouped by priority alone.
    static let maximumGroups = 40
    /// How many ids a flag names before it says how many more there are.
    static let idsNamed = 5

    struct Key: Hashable, Comparable {
        /// Position of the priority in MoSCoW order; an unknown priority sorts last.
        var priority: Int
        var tag: String?

        static func < (a: Key, b: Key) -> Bool {
            if a.priority != b.priority { return a.priority < b.priority }
            switch (a.tag, b.tag) {
            case let (x?, y?): return x < y
            case (_?, nil): return true
            default: return false
            }
        }
    }

    /// One row of the overview; the last row holds what serves no shown requirement.
    struct Group {
        var title: String
        var priority: Priority?
        var requirements: [String] = []
        var tasks: [String] = []
        var screens: [String] = []
    }

    func render() -> String {
        let (groups, taskGroup, screenGroup) = grouped()
        let unattributed = groups.count - 1
        let gaps = analysis.gaps
        var dot = TraceDiagram.document(analysis.design, subtitle: subtitle(groups: groups.count - 1))

        // Links within a row are edges, counted; links across rows are counted in the boxes instead, since a
        // design's tasks typically serve several groups and a full mesh of edges would hide the rows.
        var requirementGroup: [String: Int] = [:]
        for (i, g) in groups.enumerated() { for r in g.requirements { requirementGroup[r] = i } }
        var rowLinks = [(satisfy: Int, carry: Int)](repeating: (0, 0), count: groups.count)
        var tasksAcross = [Int](repeating: 0, count: groups.count)
        var screensAcross = [Int](repeating: 0, count: groups.count)
        for t in tasks {
            guard let g = taskGroup[t.id] else { continue }
            var across = false
            for r in t.satisfies {
                guard let from = requirementGroup[r.name] else { continue }
                if from == g { rowLinks[g].satisfy += 1 } else { across = true }
            }
            if across { tasksAcross[g] += 1 }
        }
        for s in screens {
            guard let g = screenGroup[s.id] else { continue }
            var across = false
            for t in s.tasks {
                guard let from = taskGroup[t.name] else { continue }
                if from == g { rowLinks[g].carry += 1 } else { across = true }
            }
            if across { screensAcross[g] += 1 }
        }

        dot.beginSubgraph("cluster_requirements", TraceDiagram.column("Requirements"))
        for (i, g) in groups.enumerated() where !g.requirements.isEmpty {
            let covered = g.requirements.filter { !analysis.tasks(satisfying: $0).isEmpty }.count
            TraceDiagram.node("rg\(i)", title: g.title, detail: "\(count(g.requirements.count, "requirement")) · \(Self.grouped(covered)) with a task",
                              fill: Style.fill(g.priority),
                              flagLines: flag("uncovered", g.requirements.filter(gaps.uncoveredRequirements.contains)),
                              url: linker.section("requirements"), into: &dot)
        }
        dot.endSubgraph()

        dot.beginSubgraph("cluster_tasks", TraceDiagram.column("Tasks"))
        for (i, g) in groups.enumerated() where !g.tasks.isEmpty {
            var detail = count(g.tasks.count, "task")
            if tasksAcross[i] > 0 { detail += " · \(Self.grouped(tasksAcross[i])) also serve other groups" }
            TraceDiagram.node("tg\(i)", title: i == unattributed ? "Tasks serving no requirement shown" : g.title,
                              detail: detail, fill: "#FFFFFF",
                              flagLines: flag("untraced", g.tasks.filter(gaps.untracedTasks.contains))
                                  + flag("no screen", g.tasks.filter(gaps.screenlessTasks.contains)),
                              url: linker.section("tasks"), into: &dot)
        }
        dot.endSubgraph()

        dot.beginSubgraph("cluster_screens", TraceDiagram.column("Screens"))
        for (i, g) in groups.enumerated() where !g.screens.isEmpty {
            var detail = count(g.screens.count, "screen")
            if screensAcross[i] > 0 { detail += " · \(Self.grouped(screensAcross[i])) also carry other groups' tasks" }
            TraceDiagram.node("sg\(i)", title: i == unattributed ? "Screens serving no traced task" : g.title,
                              detail: detail, fill: Style.fill(ScreenKind.plain),
                              flagLines: flag("no task", g.screens.filter(gaps.tasklessScreens.contains))
                                  + flag("unreachable", g.screens.filter(gaps.unreachableScreens.contains)),
                              url: linker.section("screens"), into: &dot)
        }
        dot.endSubgraph()

        for (i, links) in rowLinks.enumerated() {
            if links.satisfy > 0 { dot.edge("rg\(i)", "tg\(i)", [("label", .text(Self.grouped(links.satisfy)))]) }
            if links.carry > 0 { dot.edge("tg\(i)", "sg\(i)", [("label", .text(Self.grouped(links.carry)))]) }
        }
        return dot.text()
    }

    /// The groups in a fixed order (with the unattributed row last), and the group of each shown task and screen.
    func grouped() -> ([Group], task: [String: Int], screen: [String: Int]) {
        let design = analysis.design
        let rank = Dictionary(uniqueKeysWithValues: Priority.allCases.enumerated().map { ($1, $0) })
        func key(_ r: Requirement, byTag: Bool) -> Key {
            Key(priority: r.priority.flatMap { rank[$0] } ?? Priority.allCases.count, tag: byTag ? r.tags.first?.name : nil)
        }
        let byTag = Set(requirements.map { key($0, byTag: true) }).count <= Self.maximumGroups
        let keys = Set(requirements.map { key($0, byTag: byTag) }).sorted()
        let index = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        var groups = keys.map { k -> Group in
            let priority = k.priority < Priority.allCases.count ? Priority.allCases[k.priority] : nil
            return Group(title: [priority?.rawValue ?? "unknown priority", k.tag ?? (byTag ? "untagged" : nil)]
                            .compactMap { $0 }.joined(separator: " · "), priority: priority)
        }
        let unattributed = groups.count
        groups.append(Group(title: "", priority: nil))

        var requirementGroup: [String: Int] = [:]
        for r in requirements {
            let g = index[key(r, byTag: byTag)]!
            requirementGroup[r.id] = g
            groups[g].requirements.append(r.id)
        }
        // A task joins the group of its first shown requirement; a subtask without one, its parent's group.
        var taskGroup: [String: Int] = [:]
        func group(of task: DesignTask, depth: Int) -> Int? {
            if let g = task.satisfies.lazy.compactMap({ requirementGroup[$0.name] }).first { return g }
            guard depth < design.tasks.count, let parent = task.parent.flatMap({ design.task($0.name) }) else { return nil }
            return group(of: parent, depth: depth + 1)
        }
        for t in tasks {
            let g = group(of: t, depth: 0) ?? unattributed
            taskGroup[t.id] = g
            groups[g].tasks.append(t.id)
        }
        // A screen joins the group of its first task that has one.
        var screenGroup: [String: Int] = [:]
        for s in screens {
            let g = s.tasks.lazy.compactMap { taskGroup[$0.name] }.first { $0 != unattributed } ?? unattributed
            screenGroup[s.id] = g
            groups[g].screens.append(s.id)
        }
        return (groups, taskGroup, screenGroup)
    }

    func subtitle(groups: Int) -> String {
        let items = requirements.count + tasks.count + screens.count
        return "overview: \(Self.grouped(items)) items in \(groups) requirement group\(groups == 1 ? "" : "s") "
            + "(by priority and first tag); `tandem trace` lists every item, --requirement ID draws one"
    }

    /// "uncovered (7): R1, R2, R3, R4, R5 and 2 more", or nothing when no id is flagged.
    func flag(_ name: String, _ ids: [String]) -> [String] {
        guard !ids.isEmpty else { return [] }
        var line = "\(name) (\(Self.grouped(ids.count))): " + ids.prefix(Self.idsNamed).joined(separator: ", ")
        if ids.count > Self.idsNamed { line += " and \(Self.grouped(ids.count - Self.idsNamed)) more" }
        return [line]
    }

    func count(_ n: Int, _ noun: String) -> String { "\(Self.grouped(n)) \(noun)\(n == 1 ? "" : "s")" }

    /// 9360 → "9,360", the same on every machine (no locale).
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
