import TandemSyntax

/// Deterministic synthetic designs of any size, for benchmarks and scale tests. The design checks clean:
/// every requirement covered, every task traced and on a screen, every screen reachable with its inputs supplied.
public struct SyntheticDesign: Sendable {
    public var requirements: Int
    public var tasks: Int
    public var screens: Int
    public var models: Int
    /// Links across the tree as real apps have them: every screen also opens a far one, and every fifth a shared
    /// settings screen (S3), as modals.
    public var crossLinks: Bool

    public init(requirements: Int, tasks: Int, screens: Int, models: Int? = nil, crossLinks: Bool = false) {
        self.requirements = max(1, requirements)
        self.tasks = max(1, tasks)
        self.screens = max(3, screens)
        self.models = max(1, models ?? max(1, screens / 10))
        self.crossLinks = crossLinks
    }

    /// `elements` split in realistic proportions: 1 requirement : 2 tasks : 0.2 screens : 0.02 models.
    public static func scaled(elements: Int) -> SyntheticDesign {
        let unit = max(1, elements / 32)
        return SyntheticDesign(requirements: unit * 10, tasks: unit * 20, screens: max(3, unit * 2), models: max(1, unit / 5))
    }

    /// The design, laid out as `tandem fmt` lays it out (every writer of design text prints through that layout).
    public func text() -> String { Formatter.laidOut(statements(), path: "synthetic.tandem") }

    /// The declarations, written compactly (several statements to a line) for the formatter to lay out.
    func statements() -> String {
        var out = "// Synthetic design: \(requirements) requirements, \(tasks) tasks, \(screens) screens, \(models) models.\n"
        out.reserveCapacity((requirements + tasks) * 60 + screens * 400)
        out += "app \"Synthetic\" { ios \"org.example.synthetic\" android \"org.example.synthetic\" }\n\n"
        let priorities = ["must", "should", "could"]
        for r in 0..<requirements {
            out += "requirement R\(r) \"Requirement \(r)\" { priority \(priorities[r % 3]) tags area\(r % 7) text \"The app shall do thing \(r).\" }\n"
        }
        for t in 0..<tasks {
            // Tasks cycle through the requirements so each is covered; every other task serves a second one.
            var line = "task T\(t) \"Task \(t)\" { satisfies R\(t % requirements)"
            if t % 2 == 1 { line += ", R\((t * 7 + 3) % requirements)" }
            out += line + " }\n"
        }
        for m in 0..<models {
            out += "model M\(m) { id: String  title: String  count: Int  tags: [String]  note: String?"
            if m > 0 { out += "  parent: M\(m - 1)?" }
            out += "  func refresh()  func score(weight: Double) -> Int }\n"
        }
        // Screen 0 is a tab container; screens 1 and 2 its tabs; every later screen i is pushed from (i - 1) / 2,
        // a binary tree, so every screen is reachable.
        out += "screen S0 \"Home\" { kind tabs }\n"
        let tasksPerScreen = max(1, tasks / (screens - 1))
        for s in 1..<screens {
            let first = ((s - 1) * tasksPerScreen) % tasks
            var taskList = (0..<tasksPerScreen).map { "T\((first + $0) % tasks)" }
            if s == screens - 1 { taskList += ((s * tasksPerScreen)..<tasks).map { "T\($0)" } }
            out += "screen S\(s) \"Screen \(s)\" {\n  kind \(s % 4 == 0 ? "list" : "detail")\n  tasks \(taskList.joined(separator: ", "))\n"
            if s > 2 { out += "  input item: M\(s % models)\n" }
            out += "  observes M\(s % models)\n"
            out += "  element title: label \"Screen \(s)\"\n  element next: button \"Next\" -> next\n  element field: textField\n"
            out += "  action next\n  action save(value: String)\n  lifecycle create, resume\n}\n"
        }
        out += "navigation {\n  start S0\n"
        out += "  tabs S0 [S1, S2] initial S1\n"
        for s in 3..<screens {
            let parent = (s - 1) / 2
            // Pushes from a tab child trigger the Android tab-bar warning; present those modally.
            let style = parent <= 2 ? "modal" : "push"
            out += "  \(style) S\(parent) -> S\(s) on next (item: M\(s % models))\n"
        }
        if crossLinks {
            for s in 3..<screens {
                let far = (s * 7 + 3) % screens
                if far >= 3, far != s { out += "  modal S\(s) -> S\(far) (item: M\(far % models))\n" }
                if s % 5 == 0, s != 3, screens > 3 { out += "  modal S\(s) -> S3 (item: M\(3 % models))\n" }
            }
        }
        out += "}\n"
        return out
    }
}
