import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Facts derived once from the design and shared by the rules, the diagrams and the reports: who traces to whom,
/// who reaches whom, and the traceability gaps. `tandem check` reports these gaps and the trace diagram highlights
/// the same ones, because both read them from here.
public struct Analysis: Sendable {
    public private(set) var design: Design
    /// How many requirements, tasks and screens the design held: what the next analysis after an edit reads of it,
    /// also once it let the design go (`releaseDesign`).
    private let counts: (requirements: Int, tasks: Int, screens: Int)
    /// Which screens are the last analysis' (after an edit): what a check made of them is taken from its check.
    public let screensLineage: ScreensLineage
    /// Requirement (by index into `design.requirements`) → the tasks that satisfy it, in declaration order.
    let tasksOfRequirement: IndexLists
    /// Task (by index) → the screens that carry it out, in declaration order.
    let screensOfTask: IndexLists
    /// Tasks that name at least one declared requirement.
    let tracedTasks: Int
    /// The requirements tasks name in `satisfies` that are not declared, in order: the trace links resolve each name
    /// once, and the undefined-reference check reads what they missed.
    public let unresolvedSatisfies: [Reference]
    /// The tasks screens name in `tasks` that are not declared, in order.
    public let unresolvedScreenTasks: [Reference]
    /// Screen id → indexes into `design.transitions` that end there.
    public let incoming: [String: [Int]]
    /// Screen id → indexes into `design.globalTransitions` that end there (the ways into it from any screen).
    public let incomingFromAnyScreen: [String: [Int]]
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
    /// Screen id → the embedded screens it shows as pages, one at a time under a row of tabs (`pages`), in order.
    public let pagesOf: [String: [String]]
    /// Group name → its screens, for transitions from any screen of a group (`push * in Onboarding -> Help`).
    public let groupMembers: [String: Set<String>]
    /// Screens reachable from the start screen through transitions and tabs.
    public let reachable: Set<String>
    /// The traceability gaps (TD201–TD204, TD303).
    public let gaps: TraceGaps

    /// How many of the trace links' two pieces were the earlier analysis' spliced (`tasksSpliced`,
    /// `requirementsSpliced`), for tests.
    package let splicedLinks: Int

    /// The pieces as made, for the next analysis after an edit.
    private let traced: Links, carried: Links, navigation: Navigation

    /// What each piece is made from: after an edit that changed none of these kinds, the piece is the last analysis'
    /// (it holds names, and indexes into lists the edit left as they were: no ranges to move).
    static let tracedRead: DeclarationKinds = [.requirements, .tasks]
    static let carriedRead = DeclarationKinds.modelScreens.union(.tasks)
    static let navigationRead = DeclarationKinds.modelNavigation

    /// - Parameters:
    ///   - earlier: the analysis of the design before an edit that changed the kinds of declaration `changed`
    ///     (`DesignLoader.Result.edit`): its pieces that read none of them are kept.
    ///   - appended: of the changed kinds, those whose list begins with every one of the earlier design's, as they were
    ///     (`DesignBuilder.Pieces.appended`): the trace links of a piece that read only these among the changed are
    ///     continued from the earlier ones.
    ///   - tasksSpliced: when the changed kinds are the tasks alone, and the edit replaced some in the middle of the list
    ///     (`DesignBuilder.Pieces.tasksSpliced`): the trace links of the tasks around them are the earlier ones,
    ///     renumbered, and only the replacing tasks are read.
    ///   - requirementsSpliced: the same for the requirements (the tasks' links to them renumbered).
    public init(_ design: Design, after earlier: Analysis? = nil, changed: DeclarationKinds = .all, appended: DeclarationKinds = [],
                tasksSpliced: DesignBuilder.Splice? = nil, requirementsSpliced: DesignBuilder.Splice? = nil) {
        self.design = design
        counts = (design.requirements.count, design.tasks.count, design.screens.count)
        screensLineage = ScreensLineage(after: earlier.map { ($0.screensLineage.generation, $0.counts.screens) }, changed: changed,
                                        appended: appended, screens: design.screens.count)
        func kept(_ reads: DeclarationKinds) -> Analysis? { reads.isDisjoint(with: changed) ? earlier : nil }
        let keptTraced = kept(Self.tracedRead), keptCarried = kept(Self.carriedRead)
        func continued(_ reads: DeclarationKinds) -> Analysis? { changed.intersection(reads).isSubset(of: appended) ? earlier : nil }
        let continuedTraced = keptTraced == nil ? continued(Self.tracedRead) : nil
        let continuedCarried = keptCarried == nil ? continued(Self.carriedRead) : nil
        // Screens typed at the end that the navigation does not name leave it as it was.
        let keptNavigation = kept(Self.navigationRead) ?? earlier.flatMap { earlier in
            changed.intersection(Self.navigationRead) == .screens && appended.contains(.screens)
                && earlier.counts.screens <= design.screens.count
                && design.screens[earlier.counts.screens...].allSatisfy { !earlier.navigation.named.contains($0.id) } ? earlier : nil
        }

        let spliced = earlier.flatMap { earlier in
            tasksSpliced.flatMap { splice in
                changed.intersection(Self.tracedRead.union(Self.carriedRead)) == .tasks
                    && earlier.counts.requirements == design.requirements.count && earlier.counts.screens == design.screens.count
                    && earlier.counts.tasks - splice.removed + splice.inserted == design.tasks.count ? (earlier, splice) : nil
            }
        }
        let splicedRequirements = earlier.flatMap { earlier in
            requirementsSpliced.flatMap { splice in
                changed.intersection(Self.tracedRead.union(Self.carriedRead)) == .requirements && earlier.counts.tasks == design.tasks.count
                    && earlier.counts.requirements - splice.removed + splice.inserted == design.requirements.count ? (earlier, splice) : nil
            }
        }
        // Three pieces of work, handed out to the cores: the trace links as lists keyed by declaration index (one
        // allocation each, not one array per requirement and per task: a design of 100,000 elements has tens of
        // thousands of both), tasks → requirements and screens → tasks; and the navigation's facts.
        let pieces = onEveryCore(3) { piece -> Piece? in
            switch piece {
            case 0:
                if keptTraced != nil { return nil }
                if let (earlier, splice) = spliced {
                    return .links(Self.links(splicing: earlier.traced, splice, in: design.requirementIndex) { design.tasks[$0].satisfies }, spliced: true)
                }
                if let (earlier, splice) = splicedRequirements,
                   let links = Self.links(splicingTargets: earlier.traced, splice, in: design.requirementIndex, { design.tasks[$0].satisfies }) {
                    return .links(links, spliced: true)
                }
                return .links(Self.links(design.tasks.count, to: design.requirements.count, in: design.requirementIndex,
                                         continuing: continuedTraced.map { ($0.traced, $0.counts.tasks, $0.counts.requirements) }) { design.tasks[$0].satisfies })
            case 1:
                if keptCarried != nil { return nil }
                if let (earlier, splice) = spliced,
                   let links = Self.links(splicingTargets: earlier.carried, splice, in: design.taskIndex, { design.screens[$0].tasks }) {
                    return .links(links, spliced: true)
                }
                return .links(Self.links(design.screens.count, to: design.tasks.count, in: design.taskIndex,
                                         continuing: continuedCarried.map { ($0.carried, $0.counts.screens, $0.counts.tasks) }) { design.screens[$0].tasks })
            default: return keptNavigation == nil ? .navigation(Navigation(design)) : nil
            }
        }
        func links(_ piece: Piece?, _ kept: Links?) -> Links {
            if case .links(let made, _) = piece { return made }
            guard let kept else { preconditionFailure("a piece is made or kept") }
            return kept
        }
        var splicedLinks = 0
        for piece in pieces[..<2] { if case .links(_, let spliced)? = piece, spliced { splicedLinks += 1 } }
        self.splicedLinks = splicedLinks
        traced = links(pieces[0], keptTraced?.traced)
        carried = links(pieces[1], keptCarried?.carried)
        if case .navigation(let made) = pieces[2] { navigation = made } else { navigation = keptNavigation!.navigation }
        tasksOfRequirement = traced.lists
        tracedTasks = traced.linked
        unresolvedSatisfies = traced.unresolved
        screensOfTask = carried.lists
        unresolvedScreenTasks = carried.unresolved
        incoming = navigation.incoming
        incomingFromAnyScreen = navigation.incomingFromAnyScreen
        outgoing = navigation.outgoing
        tabContainerOf = navigation.tabContainerOf
        parentOf = navigation.parentOf
        embeddedIn = navigation.embedded
        pagesOf = navigation.pages
        enclosingTabs = navigation.enclosing
        groupMembers = navigation.groupMembers
        reachable = navigation.reachable
        // Screens typed at the end, with the trace links and the navigation as they were: the gaps of the screens
        // before them, and of the requirements and tasks but those the new screens carry out, stay.
        // An edit that left the screens and the navigation as they were leaves the screens' gaps, and the tasks' that
        // read the tasks alone as they were, or spliced.
        let appendedScreens = keptTraced != nil && continuedCarried != nil && keptNavigation != nil ? earlier : nil
        let sameScreens = kept(Self.navigationRead)
        self.gaps = TraceGaps(design: design, tasksOfRequirement: tasksOfRequirement, screensOfTask: screensOfTask, reachable: reachable,
                              after: appendedScreens.map { .screensAppended($0.gaps, before: $0.counts.screens) }
                                  ?? sameScreens.map { .screensKept($0.gaps, tasks: !changed.contains(.tasks) ? .kept : spliced.map { .spliced($0.1) }) })
    }

    /// Lets the design go, keeping what the next analysis after an edit reads (`init(_:after:changed:appended:)`): the
    /// design holds the model's lists, which the next build moves in place only when nothing else holds them.
    package mutating func releaseDesign() {
        design = Design()
    }

    typealias Links = (lists: IndexLists, linked: Int, unresolved: [Reference])

    private enum Piece {
        case links(Links, spliced: Bool = false)
        case navigation(Navigation)
    }

    /// Who leads where: transitions by end, containers and embeds, the tab stacks, and what the start screen reaches.
    private struct Navigation {
        var incoming: [String: [Int]] = [:]
        var incomingFromAnyScreen: [String: [Int]] = [:]
        var outgoing: [String: [Int]] = [:]
        var tabContainerOf: [String: String] = [:]
        var parentOf: [String: String] = [:]
        var embedded: [String: [String]] = [:]
        var pages: [String: [String]] = [:]
        var enclosing: [String: String] = [:]
        var groupMembers: [String: Set<String>] = [:]
        var reachable = Set<String>()
        /// Every screen name the navigation's statements name: a screen of another name, added, changes none of the above.
        var named = Set<String>()

        init(_ design: Design) {
            func name(_ refs: Ref?...) { for ref in refs { if let ref { named.insert(ref.name) } } }
            for list in [design.transitions, design.globalTransitions] {
                for t in list { name(t.source, t.target, t.clear?.screen) }
            }
            for ref in design.starts + design.deepLinks.map(\.target) { name(ref) }
            for group in design.tabGroups { name(group.container, group.initial); for child in group.children { name(child) } }
            for embedding in design.embeddings { name(embedding.parent); for child in embedding.children { name(child) } }
            // A group's own name too: a transition to a group opens its start unless a screen takes the name.
            for group in design.groups { named.insert(group.name.name); name(group.start); for member in group.members { name(member) } }

            incoming.reserveCapacity(design.screens.count)
            outgoing.reserveCapacity(design.screens.count)
            for (i, t) in design.transitions.enumerated() {
                incoming[t.target.name, default: []].append(i)
                outgoing[t.source.name, default: []].append(i)
            }
            for i in design.globalTransitions.indices { incomingFromAnyScreen[design.globalTransitions[i].target.name, default: []].append(i) }

            var childrenOf: [String: [String]] = [:]
            for group in design.tabGroups {
                for child in group.children { childrenOf[group.container.name, default: []].append(child.name) }
                // A split view's detail is not a root of the container: its list opens it.
                for child in group.roots where tabContainerOf[child.name] == nil { tabContainerOf[child.name] = group.container.name }
            }

            for embedding in design.embeddings {
                for child in embedding.children where child.name != embedding.parent.name {
                    childrenOf[embedding.parent.name, default: []].append(child.name)
                    embedded[embedding.parent.name, default: []].append(child.name)
                    if parentOf[child.name] == nil { parentOf[child.name] = embedding.parent.name }
                    if embedding.paged { pages[embedding.parent.name, default: []].append(child.name) }
                }
            }

            // Screens pushed from a tab child live in that tab's stack (on iOS); follow push edges only, and embedded
            // screens, which live where their parent does.
            enclosing = tabContainerOf
            var queue = Array(tabContainerOf.keys.sorted())
            var head = 0
            while head < queue.count {
                let id = queue[head]
                head += 1
                let pushed = (outgoing[id] ?? []).map { design.transitions[$0] }.filter { $0.style == .push }.map(\.target.name)
                for next in pushed + (embedded[id] ?? []) {
                    guard enclosing[next] == nil, let index = design.screenIndex[next], !design.screens[index].isContainer else { continue }
                    enclosing[next] = enclosing[id]
                    queue.append(next)
                }
            }

            for group in design.groups { groupMembers[group.name.name, default: []].formUnion(group.members.map(\.name)) }

            // Breadth-first from the start screen: linear in screens + transitions + tab memberships.
            guard let start = design.startScreen else { return }
            reachable.reserveCapacity(design.screens.count)
            reachable.insert(start.id)
            queue = [start.id]
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
            head = 0
            while head < queue.count {
                let id = queue[head]
                head += 1
                let next = (outgoing[id] ?? []).map { design.transitions[$0].target.name } + (childrenOf[id] ?? []) + (scoped[id] ?? [])
                for target in next where design.screenIndex[target] != nil && reachable.insert(target).inserted {
                    queue.append(target)
                }
            }
        }
    }

    /// What the references of one kind of declaration (`count` of them, the `i`-th referring by `refs(i)`) resolve to in
    /// `index`: lists of the referring declarations keyed by the named one, how many declarations name at least one
    /// declared target, and the references that name nothing declared, in order.
    ///
    /// `continuing` the links of an earlier design whose declarations of both ends (`count` and `targets` of them) begin
    /// this design's lists: only the referring declarations after its own are read. Targets declared after its own can
    /// be named only by references that named nothing then: with one of those, everything is read again.
    static func links(_ count: Int, to targets: Int, in index: NameTable, continuing earlier: (links: Links, count: Int, targets: Int)?,
                      _ refs: (Int) -> [Ref]) -> Links {
        let earlier = earlier.flatMap { $0.count <= count && ($0.targets == targets || $0.targets < targets && $0.links.unresolved.isEmpty) ? $0 : nil }
        var links: [(key: Int32, value: Int32)] = []
        links.reserveCapacity(earlier == nil ? count + count / 2 : 0)
        var linked = earlier?.links.linked ?? 0
        var unresolved = earlier?.links.unresolved ?? []
        for i in (earlier?.count ?? 0)..<count where link(i, refs(i), in: index, &links, &unresolved) { linked += 1 }
        if let earlier { return (earlier.links.lists.appending(links, count: targets), linked, unresolved) }
        return (IndexLists(count: targets, links), linked, unresolved)
    }

    /// The links of the `i`-th referring declaration, which names `refs`, added to `links` (and the references that name
    /// nothing to `unresolved`); whether it names a declared target.
    private static func link(_ i: Int, _ refs: [Ref], in index: NameTable, _ links: inout [(key: Int32, value: Int32)],
                             _ unresolved: inout [Reference]) -> Bool {
        let first = links.count
        for (k, ref) in refs.enumerated() {
            guard let target = index[ref.name].map(Int32.init) else {
                unresolved.append(Reference(declaration: i, reference: k))
                continue
            }
            // A target named twice by one declaration links once.
            if !links[first...].contains(where: { $0.key == target }) { links.append((target, Int32(i))) }
        }
        return links.count > first
    }

    /// The links of referring declarations some of which an edit replaced (`splice`), the targets as they were: the
    /// earlier links of the others, renumbered, and the replacing declarations' own, read.
    static func links(splicing earlier: Links, _ splice: DesignBuilder.Splice, in index: NameTable, _ refs: (Int) -> [Ref]) -> Links {
        var links: [(key: Int32, value: Int32)] = [], added: [Reference] = [], linked = 0
        for i in splice.at..<(splice.at + splice.inserted) where link(i, refs(i), in: index, &links, &added) { linked += 1 }
        let (lists, linkedBefore) = earlier.lists.splicing(values: splice, links)
        let end = splice.at + splice.removed, shift = splice.inserted - splice.removed
        // In the order of the referring declarations.
        let unresolved = earlier.unresolved.prefix { $0.declaration < splice.at } + added
            + earlier.unresolved.drop { $0.declaration < end }.map { Reference(declaration: $0.declaration + shift, reference: $0.reference) }
        return (lists, earlier.linked - linkedBefore + linked, unresolved)
    }

    /// The links to targets some of which an edit replaced (`splice`: screens to tasks, tasks to requirements), the
    /// referring declarations as they were: the earlier lists, the replacing targets' empty. Nil when one named a target
    /// replaced, or names one it did not find then (`index`, `refs`): those links change.
    static func links(splicingTargets earlier: Links, _ splice: DesignBuilder.Splice, in index: NameTable, _ refs: (Int) -> [Ref]) -> Links? {
        guard earlier.unresolved.allSatisfy({ index[refs($0.declaration)[$0.reference].name] == nil }),
              let lists = earlier.lists.splicing(keys: splice) else { return nil }
        return (lists, earlier.linked, earlier.unresolved)
    }

    /// The ids of the tasks that satisfy `requirement`, in declaration order.
    public func tasks(satisfying requirement: String) -> [String] {
        guard let r = design.requirementIndex[requirement] else { return [] }
        return tasksOfRequirement[r].map { design.tasks[Int($0)].id }
    }

    /// The ids of the screens that carry out `task` (itself, not its subtasks), in declaration order.
    public func screens(carryingOut task: String) -> [String] {
        guard let t = design.taskIndex[task] else { return [] }
        return screensOfTask[t].map { design.screens[Int($0)].id }
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
        (incoming[screen] ?? []).map { design.transitions[$0] } + (incomingFromAnyScreen[screen] ?? []).map { design.globalTransitions[$0] }
    }

    /// Coverage figures for the closing summary and reports.
    /// Requirements the release leaves out (`priority wont`) are counted apart: nothing has to cover them.
    public var summary: CoverageSummary {
        let requirements = design.requirements
        let inScope = requirements.indices.filter { requirements[$0].priority != .wont }
        return CoverageSummary(
            requirementsCovered: inScope.lazy.filter { !tasksOfRequirement[$0].isEmpty }.count,
            requirements: inScope.count,
            requirementsOutOfScope: requirements.count - inScope.count,
            tasksTraced: tracedTasks,
            tasks: design.tasks.count,
            screensReachable: reachable.count,
            screens: design.screens.count)
    }
}

public struct CoverageSummary: Hashable, Sendable {
    /// In-scope requirements (every priority but `wont`) that a task covers, of all in scope.
    public var requirementsCovered: Int
    public var requirements: Int
    /// `wont` requirements: listed, not counted.
    public var requirementsOutOfScope: Int = 0
    public var tasksTraced: Int
    public var tasks: Int
    public var screensReachable: Int
    public var screens: Int

    public var description: String {
        "requirements covered \(requirementsCovered)/\(requirements)" + (requirementsOutOfScope > 0 ? " (and \(requirementsOutOfScope) wont)" : "")
            + ", tasks traced \(tasksTraced)/\(tasks), screens reachable \(screensReachable)/\(screens)"
    }
}

/// The `reference`-th name a declaration (by index in the design's list of its kind) refers to.
public struct Reference: Hashable, Sendable {
    public var declaration: Int
    public var reference: Int
}

/// What the traceability rules flag, decided once.
public struct TraceGaps: Sendable {
    /// False for a navigation-only design (one that declares no requirement, as an imported navigation graph):
    /// there is nothing to trace to, so no task is untraced and no screen is without a task; the checks and
    /// diagrams say nothing about traceability instead of flagging every task and screen.
    public let inUse: Bool
    /// Requirements no task satisfies, unless they are out of scope (`wont`) or their priority is invalid.
    public let uncoveredRequirements: DeclarationSet
    /// Tasks that name no requirement (requirements creep).
    public let untracedTasks: DeclarationSet
    /// Tasks no screen carries out, neither directly nor through a subtask.
    public let screenlessTasks: DeclarationSet
    /// Screens that serve no task (tab containers are exempt).
    public let tasklessScreens: DeclarationSet
    /// Screens the start screen cannot reach; empty when there is no single start screen.
    public let unreachableScreens: DeclarationSet

    /// The gaps of the design before an edit, and what the edit left of what they read.
    enum Earlier {
        /// Screens were added after the first `before`, the requirements, tasks, trace links and navigation as they were.
        case screensAppended(TraceGaps, before: Int)
        /// The screens and the navigation are as they were; the tasks too (`kept`), or some replaced in the middle of
        /// their list (`spliced`), or nil when neither is known.
        case screensKept(TraceGaps, tasks: TasksEdit?)
    }

    enum TasksEdit {
        case kept
        case spliced(DesignBuilder.Splice)
    }

    /// - Parameter earlier: the gaps before an edit, with what it left as it was: what those read is not read again.
    init(design: Design, tasksOfRequirement: IndexLists, screensOfTask: IndexLists, reachable: Set<String>, after earlier: Earlier? = nil) {
        inUse = !design.requirements.isEmpty
        // Each declaration is read where it lies (by index), not copied out of its list.
        let requirements = design.requirements, tasks = design.tasks, screens = design.screens
        if case .screensAppended(let gaps, let before)? = earlier, gaps.inUse == inUse, before <= screens.count {
            (uncoveredRequirements, untracedTasks) = (gaps.uncoveredRequirements, gaps.untracedTasks)
            // A task the new screens carry out, and every task above it, has a screen now.
            var screenless = gaps.screenlessTasks
            screenless.update { members in
                for s in before..<screens.count {
                    for ref in screens[s].tasks {
                        var task = design.taskIndex[ref.name]
                        while let t = task, members[t] {
                            members[t] = false
                            task = tasks[t].parent.flatMap { design.taskIndex[$0.name] }
                        }
                    }
                }
            }
            screenlessTasks = screenless
            tasklessScreens = gaps.tasklessScreens.extended(from: before, to: inUse ? screens.count : 0, design.screenIndex) { s in
                screens[s].tasks.isEmpty && !screens[s].isContainer
            }
            unreachableScreens = gaps.unreachableScreens.extended(from: before, to: design.startScreen == nil ? 0 : screens.count, design.screenIndex) { s in
                !reachable.contains(screens[s].id)
            }
            return
        }
        // What reads each task's own declaration, or each screen's, where the edit left them: the untraced tasks (a list
        // each task holds, scattered in memory) and the screens' gaps (each screen's id looked up) are the costly ones.
        var keptUntraced: DeclarationSet?, keptScreens: TraceGaps?
        if case .screensKept(let gaps, let tasksEdit)? = earlier, gaps.inUse == inUse {
            keptScreens = gaps
            switch tasksEdit {
            case .kept?: keptUntraced = gaps.untracedTasks.indexed(by: design.taskIndex)
            case .spliced(let splice)? where inUse:
                keptUntraced = gaps.untracedTasks.splicing(splice, design.taskIndex) { t in tasks[t].satisfies.isEmpty }
            default: break
            }
        }
        uncoveredRequirements = DeclarationSet(requirements.count, design.requirementIndex) { r in
            tasksOfRequirement.isEmpty(r) && requirements[r].priority != nil && requirements[r].priority != .wont
        }
        untracedTasks = keptUntraced ?? DeclarationSet(inUse ? tasks.count : 0, design.taskIndex) { t in tasks[t].satisfies.isEmpty }
        // A parent task is carried out when any descendant is; walk up from each carried task once.
        var hasCarriedChild = [Bool](repeating: false, count: tasks.count)
        for t in tasks.indices where !screensOfTask.isEmpty(t) {
            var parent = tasks[t].parent.flatMap { design.taskIndex[$0.name] }
            while let p = parent, !hasCarriedChild[p] {
                hasCarriedChild[p] = true
                parent = tasks[p].parent.flatMap { design.taskIndex[$0.name] }
            }
        }
        screenlessTasks = DeclarationSet(tasks.count, design.taskIndex) { t in screensOfTask.isEmpty(t) && !hasCarriedChild[t] }
        if let keptScreens {
            tasklessScreens = keptScreens.tasklessScreens.indexed(by: design.screenIndex)
            unreachableScreens = keptScreens.unreachableScreens.indexed(by: design.screenIndex)
            return
        }
        tasklessScreens = DeclarationSet(inUse ? screens.count : 0, design.screenIndex) { s in
            screens[s].tasks.isEmpty && !screens[s].isContainer
        }
        unreachableScreens = DeclarationSet(design.startScreen == nil ? 0 : screens.count, design.screenIndex) { s in
            !reachable.contains(screens[s].id)
        }
    }
}

/// Some of the declarations of one kind, by their index in the design (a flag each, where a `Set` of ids would hash
/// and copy every id); asked by id.
public struct DeclarationSet: Sendable {
    private var members: [Bool]
    private var index: NameTable
    public private(set) var count: Int

    /// The first `count` declarations of the kind are asked `isMember` (none, when `count` is 0).
    init(_ count: Int, _ index: NameTable, where isMember: (Int) -> Bool) {
        members = (0..<count).map(isMember)
        self.index = index
        self.count = members.lazy.filter { $0 }.count
    }

    /// This set of the first `before` declarations with those after them up to `count` asked `isMember` (the kind's
    /// index given anew: it grew with them); made afresh when this set was not of those `before` (none asked then).
    func extended(from before: Int, to count: Int, _ index: NameTable, where isMember: (Int) -> Bool) -> DeclarationSet {
        guard count >= before, members.count == before || count == 0 else { return DeclarationSet(count, index, where: isMember) }
        var set = self
        set.members += (members.count..<count).map(isMember)
        set.index = index
        set.count = set.members.lazy.filter { $0 }.count
        return set
    }

    /// This set of the declarations before an edit that replaced `splice.removed` of them at `splice.at` with
    /// `splice.inserted`, which are asked `isMember` (the kind's index given anew); the others are members as they were.
    func splicing(_ splice: DesignBuilder.Splice, _ index: NameTable, where isMember: (Int) -> Bool) -> DeclarationSet? {
        guard splice.at + splice.removed <= members.count else { return nil }
        var set = self
        set.members.replaceSubrange(splice.at..<splice.at + splice.removed, with: (splice.at..<splice.at + splice.inserted).map(isMember))
        set.index = index
        set.count = set.members.lazy.filter { $0 }.count
        return set
    }

    /// This set asked by the names of `index` (the kind's, made again, with the same declarations in the same order).
    func indexed(by index: NameTable) -> DeclarationSet {
        var set = self
        set.index = index
        return set
    }

    /// This set with its members changed in place by `change`.
    mutating func update(_ change: (inout [Bool]) -> Void) {
        change(&members)
        count = members.lazy.filter { $0 }.count
    }

    public func contains(_ id: String) -> Bool { index[id].map { $0 < members.count && members[$0] } ?? false }

    /// The members' indexes in the design's list of their kind, in order.
    public var indexes: [Int] { members.indices.filter { members[$0] } }
    public var isEmpty: Bool { count == 0 }
}

/// Lists of declaration indexes keyed by a declaration index, all in one array: `self[k]` is key `k`'s list. Indexes
/// are 32-bit (2³¹ declarations or links would take a design file of many gigabytes).
struct IndexLists: Sendable {
    private var offsets: [Int32]
    private var items: [Int32]

    /// `links` in any order of keys; each key's values keep the order they come in.
    init(count: Int, _ links: [(key: Int32, value: Int32)]) {
        var offsets = [Int32](repeating: 0, count: count + 1)
        for link in links { offsets[Int(link.key) + 1] += 1 }
        for k in 0..<count { offsets[k + 1] += offsets[k] }
        var next = offsets
        var items = [Int32](repeating: 0, count: links.count)
        for link in links {
            items[Int(next[Int(link.key)])] = link.value
            next[Int(link.key)] += 1
        }
        self.offsets = offsets
        self.items = items
    }

    subscript(key: Int) -> ArraySlice<Int32> { items[Int(offsets[key])..<Int(offsets[key + 1])] }

    /// Whether key `key`'s list is empty, read from the offsets alone.
    func isEmpty(_ key: Int) -> Bool { offsets[key] == offsets[key + 1] }

    /// These lists with `links` after them, for `count` keys (as many as before, or more): each value comes after every
    /// value held, so each key's list grows at its end.
    func appending(_ links: [(key: Int32, value: Int32)], count: Int) -> IndexLists {
        let held = offsets.count - 1
        if links.isEmpty, count == held { return self }
        var grown = [Int32](repeating: 0, count: count + 1)
        for link in links { grown[Int(link.key) + 1] += 1 }
        for k in 0..<count { grown[k + 1] += grown[k] + (k < held ? offsets[k + 1] - offsets[k] : 0) }
        var next = grown
        var all = [Int32](repeating: 0, count: items.count + links.count)
        for k in 0..<held {
            let start = Int(grown[k])
            for (j, item) in self[k].enumerated() { all[start + j] = item }
            next[k] += offsets[k + 1] - offsets[k]
        }
        for link in links {
            all[Int(next[Int(link.key)])] = link.value
            next[Int(link.key)] += 1
        }
        var lists = self
        lists.offsets = grown
        lists.items = all
        return lists
    }

    /// These lists with the values `splice` replaced taken out, those after them renumbered, and `links` (values of the
    /// replacing declarations, in their order) put in their place in each key's list; and how many different values were
    /// taken out.
    func splicing(values splice: DesignBuilder.Splice, _ links: [(key: Int32, value: Int32)]) -> (IndexLists, removed: Int) {
        let (at, end, shift) = (Int32(splice.at), Int32(splice.at + splice.removed), Int32(splice.inserted - splice.removed))
        let added = links.sorted { ($0.key, $0.value) < ($1.key, $1.value) }
        var next = 0, removed = Set<Int32>()
        var offsets: [Int32] = [0], items: [Int32] = []
        offsets.reserveCapacity(self.offsets.count)
        items.reserveCapacity(self.items.count + links.count)
        for k in 0..<(self.offsets.count - 1) {
            let list = self[k]
            var j = list.startIndex
            while j < list.endIndex, list[j] < at { items.append(list[j]); j += 1 }
            while next < added.count, added[next].key == Int32(k) { items.append(added[next].value); next += 1 }
            for value in list[j...] {
                if value >= end { items.append(value + shift) } else { removed.insert(value) }
            }
            offsets.append(Int32(items.count))
        }
        var lists = self
        lists.offsets = offsets
        lists.items = items
        return (lists, removed.count)
    }

    /// These lists with the keys `splice` replaced taken out and the replacing keys' lists empty; nil when a key taken
    /// out has a list.
    func splicing(keys splice: DesignBuilder.Splice) -> IndexLists? {
        guard offsets[splice.at] == offsets[splice.at + splice.removed] else { return nil }
        var lists = self
        lists.offsets = Array(offsets[...splice.at]) + repeatElement(offsets[splice.at], count: splice.inserted)
            + offsets[(splice.at + splice.removed + 1)...]
        return lists
    }
}
