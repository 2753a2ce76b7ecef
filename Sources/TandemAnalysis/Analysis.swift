import TandemDiagnostics
import TandemModel

/// Facts derived once from the design and shared by the rules, the diagrams and the reports: who traces to whom,
/// who reaches whom, and the traceability gaps. `tandem check` reports these gaps and the trace diagram highlights
/// the same ones, because both read them from here.
public struct Analysis: Sendable {
    public let design: Design
    /// Requirement id → ids of the tasks that satisfy it, in declaration order.
    public let tasksByRequirement: [String: [String]]
    /// Task id → ids of the screens that carry it out.
    public let screensByTask: [String: [String]]
    /// Screen id → indexes into `design.transitions` that end there.
    public let incoming: [String: [Int]]
    /// Screen id → indexes into `design.transitions` that start there.
    public let outgoing: [String: [Int]]
    /// Tab, drawer item or split view list id → its container id (the first container that lists it).
    public let tabContainerOf: [String: String]
    /// Screen id → the tab container whose stack it lives in (tab children, and screens pushed from them).
    public let enclosingTabs: [String: String]
    /// Embedded screen id → the screen it is shown in (the first `embed` that lists it).
    public let parentOf: [String: String]
    /// Screen id → the screens embedded in it, in order.
    public let embeddedIn: [String: [String]]
    /// Group name → its screens, for transitions from any screen of a group (`push * in Onboarding -> Help`).
    public let groupMembers: [String: Set<String>]
    /// Screens reachable from the start screen through transitions and tabs.
    public let reachable: Set<String>
    /// The traceability gaps (TD201–TD204, TD303).
    public let gaps: TraceGaps

    public init(_ design: Design) {
        self.design = design

        var tasksByRequirement: [String: [String]] = [:]
        for task in design.tasks {
            for r in task.satisfies where design.requirementIndex[r.name] != nil {
                if tasksByRequirement[r.name]?.last != task.id { tasksByRequirement[r.name, default: []].append(task.id) }
            }
        }
        self.tasksByRequirement = tasksByRequirement

        var screensByTask: [String: [String]] = [:]
        for screen in design.screens {
            for t in screen.tasks where design.taskIndex[t.name] != nil {
                if screensByTask[t.name]?.last != screen.id { screensByTask[t.name, default: []].append(screen.id) }
            }
        }
        self.screensByTask = screensByTask

        var incoming: [String: [Int]] = [:]
        var outgoing: [String: [Int]] = [:]
        for (i, t) in design.transitions.enumerated() {
            incoming[t.target.name, default: []].append(i)
            outgoing[t.source.name, default: []].append(i)
        }
        self.incoming = incoming
        self.outgoing = outgoing

        var tabContainerOf: [String: String] = [:]
        var childrenOf: [String: [String]] = [:]
        for group in design.tabGroups {
            for child in group.children { childrenOf[group.container.name, default: []].append(child.name) }
            // A split view's detail is not a root of the container: its list opens it.
            for child in group.roots where tabContainerOf[child.name] == nil { tabContainerOf[child.name] = group.container.name }
        }
        self.tabContainerOf = tabContainerOf

        var parentOf: [String: String] = [:]
        var embedded: [String: [String]] = [:]
        for embedding in design.embeddings {
            for child in embedding.children where child.name != embedding.parent.name {
                childrenOf[embedding.parent.name, default: []].append(child.name)
                embedded[embedding.parent.name, default: []].append(child.name)
                if parentOf[child.name] == nil { parentOf[child.name] = embedding.parent.name }
            }
        }
        self.parentOf = parentOf
        self.embeddedIn = embedded

        // Screens pushed from a tab child live in that tab's stack (on iOS); follow push edges only, and embedded
        // screens, which live where their parent does.
        var enclosing = tabContainerOf
        var queue = Array(tabContainerOf.keys.sorted())
        var head = 0
        while head < queue.count {
            let id = queue[head]
            head += 1
            let pushed = (outgoing[id] ?? []).map { design.transitions[$0] }.filter { $0.style == .push }.map(\.target.name)
            for next in pushed + (embedded[id] ?? []) {
                guard enclosing[next] == nil, design.screen(next)?.isContainer == false else { continue }
                enclosing[next] = enclosing[id]
                queue.append(next)
            }
        }
        self.enclosingTabs = enclosing

        var groupMembers: [String: Set<String>] = [:]
        for group in design.groups { groupMembers[group.name.name, default: []].formUnion(group.members.map(\.name)) }
        self.groupMembers = groupMembers

        // Breadth-first from the start screen: linear in screens + transitions + tab memberships.
        var reachable = Set<String>()
        if let start = design.startScreen {
            reachable.insert(start.id)
            var queue = [start.id]
            // Transitions from any screen leave the start screen as well as every other one; deep links are entry
            // points of their own. Those from any screen of a group leave its screens.
            var scoped: [String: [String]] = [:]
            for t in design.globalTransitions {
                guard let scope = t.scope else { continue }
                for member in groupMembers[scope.name] ?? [] { scoped[member, default: []].append(t.target.name) }
            }
            for target in design.globalTransitions.filter({ $0.scope == nil }).map(\.target.name) + design.deepLinks.map(\.target.name)
            where design.screenIndex[target] != nil && reachable.insert(target).inserted {
                queue.append(target)
            }
            var head = 0
            while head < queue.count {
                let id = queue[head]
                head += 1
                let next = (outgoing[id] ?? []).map { design.transitions[$0].target.name } + (childrenOf[id] ?? []) + (scoped[id] ?? [])
                for target in next where design.screenIndex[target] != nil && reachable.insert(target).inserted {
                    queue.append(target)
                }
            }
        }
        self.reachable = reachable
        self.gaps = TraceGaps(design: design, tasksByRequirement: tasksByRequirement, screensByTask: screensByTask,
                              reachable: reachable)
    }

    /// The screen whose place in the navigation `screen` has: itself, or for an embedded screen the outermost screen
    /// it is shown in (a cycle of embeds, TD320's to report, stops where it closes).
    public func host(of screen: String) -> String {
        guard var current = parentOf[screen] else { return screen }
        var seen: Set<String> = [screen, current]
        while let parent = parentOf[current], seen.insert(parent).inserted { current = parent }
        return current
    }

    /// `screen`, then every screen shown inside it (at any depth), breadth first; a cycle of embeds stops where it closes.
    public func placeOf(_ screen: String) -> [String] {
        guard embeddedIn[screen] != nil else { return [screen] }
        var place = [screen], seen: Set<String> = [screen], next = 0
        while next < place.count {
            for child in embeddedIn[place[next]] ?? [] where seen.insert(child).inserted { place.append(child) }
            next += 1
        }
        return place
    }

    /// The transitions `screen` takes: its own, then its copy of each transition from any screen it takes.
    public func transitions(from screen: String) -> [Transition] {
        let own = (outgoing[screen] ?? []).map { design.transitions[$0] }
        guard !design.globalTransitions.isEmpty, design.screen(screen)?.isContainer == false else { return own }
        return own + design.globalTransitions.filter { takes($0, screen) }.map { $0.from(screen) }
    }

    /// Whether `screen` takes the transition from any screen `t`: not when it is the target, nor a tab container
    /// (what shows is one of its tabs, which takes it), nor outside the group `t` is scoped to.
    public func takes(_ t: Transition, _ screen: String) -> Bool {
        guard t.target.name != screen, design.screen(screen)?.isContainer == false else { return false }
        return t.scope.map { groupMembers[$0.name]?.contains(screen) == true } ?? true
    }

    /// The ways into `screen`: the transitions that end there, then those from any screen (with the source `*`).
    public func transitions(into screen: String) -> [Transition] {
        (incoming[screen] ?? []).map { design.transitions[$0] } + design.globalTransitions.filter { $0.target.name == screen }
    }

    /// Coverage figures for the closing summary and reports.
    public var summary: CoverageSummary {
        // Counted in place (`lazy`): a filtered array would copy every matching declaration.
        CoverageSummary(
            requirementsCovered: design.requirements.lazy.filter { tasksByRequirement[$0.id] != nil }.count,
            requirements: design.requirements.count,
            tasksTraced: design.tasks.lazy.filter { task in task.satisfies.contains { design.requirementIndex[$0.name] != nil } }.count,
            tasks: design.tasks.count,
            screensReachable: design.screens.lazy.filter { reachable.contains($0.id) }.count,
            screens: design.screens.count)
    }
}

public struct CoverageSummary: Hashable, Sendable {
    public var requirementsCovered: Int
    public var requirements: Int
    public var tasksTraced: Int
    public var tasks: Int
    public var screensReachable: Int
    public var screens: Int

    public var description: String {
        "requirements covered \(requirementsCovered)/\(requirements), tasks traced \(tasksTraced)/\(tasks), screens reachable \(screensReachable)/\(screens)"
    }
}

/// What the traceability rules flag, decided once.
public struct TraceGaps: Sendable {
    /// False for a navigation-only design (one that declares no requirement, as an imported navigation graph):
    /// there is nothing to trace to, so no task is untraced and no screen is without a task; the checks and
    /// diagrams say nothing about traceability instead of flagging every task and screen.
    public let inUse: Bool
    /// Requirements no task satisfies, unless they are out of scope (`wont`) or their priority is invalid.
    public let uncoveredRequirements: Set<String>
    /// Tasks that name no requirement (requirements creep).
    public let untracedTasks: Set<String>
    /// Tasks no screen carries out, neither directly nor through a subtask.
    public let screenlessTasks: Set<String>
    /// Screens that serve no task (tab containers are exempt).
    public let tasklessScreens: Set<String>
    /// Screens the start screen cannot reach; empty when there is no single start screen.
    public let unreachableScreens: Set<String>

    init(design: Design, tasksByRequirement: [String: [String]], screensByTask: [String: [String]], reachable: Set<String>) {
        uncoveredRequirements = Set(design.requirements.filter { r in
            tasksByRequirement[r.id] == nil && r.priority != nil && r.priority != .wont
        }.map(\.id))
        inUse = !design.requirements.isEmpty
        untracedTasks = inUse ? Set(design.tasks.filter(\.satisfies.isEmpty).map(\.id)) : []
        // A parent task is carried out when any descendant is; walk up from each carried task once.
        var hasCarriedChild = Set<String>()
        for task in design.tasks where screensByTask[task.id] != nil {
            var parent = task.parent?.name
            var steps = 0
            while let p = parent, steps < design.tasks.count, hasCarriedChild.insert(p).inserted {
                parent = design.task(p)?.parent?.name
                steps += 1
            }
        }
        screenlessTasks = Set(design.tasks.filter { screensByTask[$0.id] == nil && !hasCarriedChild.contains($0.id) }.map(\.id))
        tasklessScreens = inUse ? Set(design.screens.filter { $0.tasks.isEmpty && !$0.isContainer }.map(\.id)) : []
        unreachableScreens = design.startScreen == nil ? [] : Set(design.screens.filter { !reachable.contains($0.id) }.map(\.id))
    }
}
