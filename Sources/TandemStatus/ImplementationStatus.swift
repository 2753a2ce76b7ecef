import TandemTargets
import TandemAnalysis
import TandemModel
import TandemPlatform

/// What a generated app holds, as `tandem status` reads it: per target folder, the classes Tandem generated (with the
/// methods each declares, from the generation ledger) and the hand-written sources. TandemKit reads the disk;
/// this module only decides.
public struct AppSnapshot: Sendable {
    public struct Target: Sendable {
        /// The target's folder in the app (`ios`, `swiftui`, `android`).
        public var name: String
        /// Each class Tandem generated (named by its Tandem-owned file) and the methods it declares.
        public var generated: [String: Set<String>]
        /// The sources Tandem does not own: paths relative to the app folder, and their text.
        public var userSources: [(path: String, text: String)]

        public init(name: String, generated: [String: Set<String>], userSources: [(path: String, text: String)]) {
            self.name = name
            self.generated = generated
            self.userSources = userSources
        }
    }

    public var targets: [Target]
    public init(targets: [Target]) { self.targets = targets }
}

/// A hand-written source `tandem status` did not read.
public struct UnreadSource: Sendable, Equatable {
    /// Relative to the app folder (`ios/Screens/LoginViewController.swift`).
    public var path: String
    public var reason: String
}

/// How far a screen, an action or a requirement is on one target.
public enum Implementation: String, Sendable, Comparable, CaseIterable {
    /// Tandem did not generate it (the target was not generated, or not since the design gained it).
    case notGenerated = "not generated"
    /// Generated, and the hand-written code does not fill it in.
    case scaffolded
    /// The hand-written subclass overrides it with a body of its own.
    case implemented

    var rank: Int { self == .notGenerated ? 0 : self == .scaffolded ? 1 : 2 }
    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// Per requirement, screen and method: designed, scaffolded, or implemented on each generated target.
public struct StatusReport: Sendable {
    public struct Column: Sendable {
        public var target: String
        public var adapter: any TargetAdapter
    }

    public struct Method: Sendable {
        /// The generated method (`login`, `setView`).
        public var name: String
        public var states: [Implementation]
        /// Where the implementation is, per column (`ios/Screens/LoginViewController.swift:12`).
        public var places: [String?]
    }

    public struct Screen: Sendable {
        public var id: String
        public var title: String
        public var states: [Implementation]
        public var methods: [Method]
        /// The class the developer writes, per column.
        public var classes: [String]
    }

    public struct Task: Sendable {
        public var id: String
        public var title: String
        public var screens: [String]
        public var states: [Implementation]
    }

    public struct Requirement: Sendable {
        public var id: String
        public var title: String
        public var priority: String
        public var designed: Bool
        public var screens: [String]
        public var states: [Implementation]
    }

    public struct Priority: Sendable {
        public var priority: String
        public var total: Int
        public var designed: Int
        public var implemented: [Int]
        /// Implemented on every column.
        public var everywhere: Int
    }

    /// Hand-written code the design no longer explains.
    public struct Unexplained: Sendable, Equatable {
        public var place: String
        public var message: String
    }

    public var app: String
    public var columns: [Column]
    public var screens: [Screen]
    public var tasks: [Task]
    public var requirements: [Requirement]
    public var priorities: [Priority]
    public var unexplained: [Unexplained]
    /// Target folders Tandem cannot read (a custom target's language).
    public var skipped: [String]
    /// Hand-written sources that were not read, and why (nested deeper than their parser follows); the classes in
    /// them count as not written.
    public var unread: [UnreadSource]

    /// The percentage of a priority's requirements implemented on every column; nil when it has none.
    public func percentImplemented(_ priority: String) -> Double? {
        guard let p = priorities.first(where: { $0.priority == priority }), p.total > 0 else { return nil }
        return Double(p.everywhere) * 100 / Double(p.total)
    }
}

extension StatusReport {
    public init(analysis: Analysis, app snapshot: AppSnapshot) {
        let design = analysis.design
        let projection = Projection(analysis)
        app = design.app?.name ?? "Design"
        var columns: [Column] = []
        var skipped: [String] = []
        for target in snapshot.targets {
            if let adapter = Targets.named(target.name) { columns.append(Column(target: target.name, adapter: adapter)) } else { skipped.append(target.name) }
        }
        self.columns = columns
        self.skipped = skipped
        let targets = columns.map { column in snapshot.targets.first { $0.name == column.target }! }

        // The hand-written classes of each column, by the class they extend.
        var unexplained: [Unexplained] = []
        var unread: [UnreadSource] = []
        let allBases = Set(design.screens.flatMap { projection.controller($0, targets: Targets.bundled).baseClasses.values })
        let subclasses: [[String: [(SourceClass, String)]]] = zip(columns, targets).map { column, target in
            var bySuper: [String: [(SourceClass, String)]] = [:]
            let sources = target.userSources.filter { $0.path.hasSuffix(".swift") || $0.path.hasSuffix(".kt") }
            var swift = SwiftStructure.classes(in: sources.filter { $0.path.hasSuffix(".swift") }.map(\.text))[...]
            for source in sources {
                let read = source.path.hasSuffix(".swift") ? swift.popFirst()! : Result { () throws(NestingTooDeep) in try KotlinStructure.classes(in: source.text) }
                let classes: [SourceClass]
                switch read {
                case .success(let found): classes = found
                case .failure(let error):
                    unread.append(UnreadSource(path: source.path, reason: error.description))
                    continue
                }
                for c in classes {
                    guard let superclass = c.superclass else { continue }
                    bySuper[superclass, default: []].append((c, source.path))
                    // A subclass of a generated base no screen has any more: its screen left the design.
                    if superclass.hasSuffix("Base"), target.generated[superclass] == nil, !allBases.contains(superclass),
                       column.adapter.generatedBaseSuffixes.contains(where: superclass.hasSuffix) {
                        unexplained.append(Unexplained(place: "\(source.path):\(c.line)",
                                                       message: "\(c.name) extends \(superclass), which no screen of the design generates"))
                    }
                }
            }
            return bySuper
        }

        let platformMembers = Projection.platformMembers
        var screenRows: [Screen] = []
        for screen in design.screens {
            let controller = projection.controller(screen, targets: columns.map(\.adapter))
            // What the developer fills in: the actions, and setView() when the screen shows something.
            var names = screen.actions.map { Projection.actionName($0.name) }
            if !screen.elements.isEmpty || !screen.observes.isEmpty { names.append("setView") }
            var methods = names.map { Method(name: $0, states: [], places: []) }
            var states: [Implementation] = []
            var classes: [String] = []
            for (c, column) in columns.enumerated() {
                let base = controller.baseClass(on: column.adapter)
                classes.append(controller.className(on: column.adapter))
                let declared = targets[c].generated[base]
                let written = subclasses[c][base] ?? []
                for i in methods.indices {
                    let name = methods[i].name
                    let implementation = written.lazy.compactMap { cls, path in
                        cls.methods.first { $0.name == name && $0.isOverride && $0.hasOwnBody }.map { "\(path):\($0.line)" }
                    }.first
                    let state: Implementation = declared?.contains(name) != true ? .notGenerated : implementation != nil ? .implemented : .scaffolded
                    methods[i].states.append(state)
                    methods[i].places.append(state == .implemented ? implementation : nil)
                }
                if let declared {
                    for (cls, path) in written {
                        for m in cls.methods where m.isOverride && !declared.contains(m.name) && !platformMembers.contains(m.name) {
                            unexplained.append(Unexplained(place: "\(path):\(m.line)",
                                                           message: "\(cls.name) overrides \(m.name)(), which \(base) no longer declares (screen \(screen.id) has no such action)"))
                        }
                    }
                }
                states.append(declared == nil ? .notGenerated : methods.allSatisfy { $0.states[c] == .implemented } ? .implemented : .scaffolded)
            }
            screenRows.append(Screen(id: screen.id, title: screen.title, states: states, methods: methods, classes: classes))
        }
        screens = screenRows
        let stateOf = Dictionary(uniqueKeysWithValues: screenRows.map { ($0.id, $0.states) })
        /// The least advanced of the screens, per column; not generated when there are none.
        func rollUp(_ screens: [String]) -> [Implementation] {
            columns.indices.map { c in screens.isEmpty ? .notGenerated : screens.map { stateOf[$0]?[c] ?? .notGenerated }.min()! }
        }
        tasks = design.tasks.map { task in
            let screens = analysis.screens(carryingOut: task.id)
            return Task(id: task.id, title: task.title, screens: screens, states: rollUp(screens))
        }

        var requirementRows: [Requirement] = []
        for requirement in design.requirements {
            var seen = Set<String>()
            let serving = analysis.tasks(satisfying: requirement.id).flatMap(analysis.screens(carryingOut:)).filter { seen.insert($0).inserted }
            let states = rollUp(serving)
            requirementRows.append(Requirement(id: requirement.id, title: requirement.title,
                                               priority: requirement.priority?.rawValue ?? "unknown",
                                               designed: !serving.isEmpty, screens: serving, states: states))
        }
        requirements = requirementRows
        priorities = TandemModel.Priority.allCases.map(\.rawValue).compactMap { priority in
            let rows = requirementRows.filter { $0.priority == priority }
            guard !rows.isEmpty else { return nil }
            return Priority(priority: priority, total: rows.count, designed: rows.filter(\.designed).count,
                            implemented: columns.indices.map { c in rows.filter { $0.states[c] == .implemented }.count },
                            everywhere: rows.filter { r in !columns.isEmpty && r.states.allSatisfy { $0 == .implemented } }.count)
        }
        self.unexplained = unexplained.sorted { $0.place < $1.place }
        self.unread = unread
    }
}
