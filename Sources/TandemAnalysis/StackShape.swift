import TandemModel
import TandemSyntax

/// Which screens can sit above which on a stack, from the pushes (an embedded screen pushes from its parent's place; a
/// push from any screen can sit above every screen; a push that clears sits above the screen it clears to, or in the
/// place of the one it clears through), and which screens are presented. Each edge remembers the transition it comes
/// from, so a clear can be checked without the edge it adds itself. The checks (TD311, TD312) and the importers ask
/// this one model, so an imported way back or clear is one the checker accepts.
public struct StackShape: Sendable {
    private var pushesFrom: [String: [(target: String, origin: Int)]] = [:]
    /// Pushed from any screen (of no group in particular): above every screen.
    private var anywhere: [(target: String, origin: Int)] = []
    public private(set) var pushedInto: Set<String> = []
    public private(set) var presented: Set<String> = []
    /// A design's transitions, indexed as the origins are (empty when made from moves).
    public private(set) var transitions: [Transition]

    /// One transition as the stack sees it: its style, its source as the stack has it (an embedded screen's host),
    /// its target, what it clears, and, from any screen, the group it is limited to.
    public struct Move: Sendable {
        public var style: TransitionStyle
        public var source: String
        public var target: String
        public var clear: (screen: String, inclusive: Bool)?
        public var fromAnyScreen: Bool
        /// `* in Flow`: the group's screens.
        public var scopeMembers: [String]?

        public init(style: TransitionStyle, source: String, target: String, clear: (screen: String, inclusive: Bool)? = nil,
                    fromAnyScreen: Bool = false, scopeMembers: [String]? = nil) {
            self.style = style; self.source = source; self.target = target; self.clear = clear
            self.fromAnyScreen = fromAnyScreen; self.scopeMembers = scopeMembers
        }
    }

    /// The stack shape of a design's transitions (`transitions` holds them, indexed as the origins are).
    public init(_ analysis: Analysis) {
        let design = analysis.design
        let all = design.transitions + design.globalTransitions
        self.init(all.map { t in
            Move(style: t.style, source: t.fromAnyScreen ? t.source.name : analysis.host(of: t.source.name), target: t.target.name,
                 clear: t.clear.map { ($0.screen.name, $0.inclusive) }, fromAnyScreen: t.fromAnyScreen,
                 scopeMembers: t.scope.map { design.group($0.name)?.members.map(\.name) ?? [] })
        })
        transitions = all
    }

    /// The stack shape of transitions as an importer has them before they are a design: the checks and the importers
    /// ask one model where a screen can be under another.
    public init(_ moves: [Move]) {
        transitions = []
        var through: [(cleared: String, target: String, origin: Int)] = []
        for (origin, t) in moves.enumerated() {
            let target = t.target
            switch t.style {
            case .push:
                if let clear = t.clear, clear.inclusive {
                    through.append((clear.screen, target, origin))
                } else if let clear = t.clear {
                    pushesFrom[clear.screen, default: []].append((target, origin))
                    pushedInto.insert(target)
                } else if let members = t.scopeMembers {
                    // From any screen of a group: above each of its screens.
                    for member in members where member != target {
                        pushesFrom[member, default: []].append((target, origin))
                    }
                    pushedInto.insert(target)
                } else if t.fromAnyScreen {
                    anywhere.append((target, origin))
                    pushedInto.insert(target)
                } else {
                    // What an embedded screen pushes goes onto the stack its parent is on.
                    pushesFrom[t.source, default: []].append((target, origin))
                    pushedInto.insert(target)
                }
            case .modal: presented.insert(target)
            case .replace: break
            }
        }
        // Cleared through C, the target takes C's place: above what C is above. (The screens with an edge to each
        // screen are kept as the edges are added, so a thousand clears are not a thousand walks of every edge.)
        var sourcesOf: [String: Set<String>] = [:]
        for (source, edges) in pushesFrom { for edge in edges { sourcesOf[edge.target, default: []].insert(source) } }
        var anywhereTargets = Set(anywhere.map(\.target))
        for (cleared, target, origin) in through {
            for source in (sourcesOf[cleared] ?? []).sorted() {
                pushesFrom[source, default: []].append((target, origin))
                sourcesOf[target, default: []].insert(source)
            }
            if anywhereTargets.contains(cleared) { anywhere.append((target, origin)); anywhereTargets.insert(target) }
            if pushedInto.contains(cleared) { pushedInto.insert(target) }
        }
        // Each edge's transitions, two at most: an edge of another transition than the one left out answers at once.
        for (source, edges) in pushesFrom {
            for edge in edges { Self.note(edge.origin, in: &direct, at: source + "\u{0}" + edge.target) }
        }
        for edge in anywhere { Self.note(edge.origin, in: &directFromAnywhere, at: edge.target) }
    }

    /// Up to two distinct transitions behind one edge.
    private var direct: [String: [Int]] = [:]
    private var directFromAnywhere: [String: [Int]] = [:]

    private static func note(_ origin: Int, in table: inout [String: [Int]], at key: String) {
        let origins = table[key, default: []]
        if origins.count < 2, !origins.contains(origin) { table[key] = origins + [origin] }
    }

    /// Screens that can sit above any of `starts` on its stack, leaving out the edges transition `ignoring` adds;
    /// with `until`, the search stops as soon as it meets that screen (found or not, what it met so far), or after
    /// `budget` screens.
    public func above(_ starts: [String], ignoring: Int? = nil, until goal: String? = nil, budget: Int = .max) -> (seen: Set<String>, complete: Bool) {
        guard !starts.isEmpty else { return ([], true) }
        var seen: Set<String> = [], queue = starts, head = 0
        for edge in anywhere where edge.origin != ignoring && seen.insert(edge.target).inserted { queue.append(edge.target) }
        if let goal, seen.contains(goal) { return (seen, false) }
        while head < queue.count {
            if seen.count > budget { return (seen, false) }
            for edge in pushesFrom[queue[head]] ?? [] where edge.origin != ignoring && seen.insert(edge.target).inserted {
                if edge.target == goal { return (seen, false) }
                queue.append(edge.target)
            }
            head += 1
        }
        return (seen, true)
    }

    /// Everything above a screen, found once per screen asked about.
    private var everything: [String: Set<String>] = [:]

    /// Whether `screen` can sit above `start`, leaving out the edges of transition `ignoring`. A short search first
    /// (a way back usually goes a push or two back); past it, what `start` leads to is found once and kept, and with
    /// `ignoring` a full search is needed only when a kept answer says yes. (A search per question made a design of
    /// many ways back to one screen take the square of its size.)
    public mutating func leads(from start: String, to screen: String, ignoring: Int? = nil) -> Bool {
        // One push (of another transition than the one left out) puts `screen` right above `start`.
        if direct[start + "\u{0}" + screen]?.contains(where: { $0 != ignoring }) == true
            || directFromAnywhere[screen]?.contains(where: { $0 != ignoring }) == true { return true }
        if let all = everything[start], !all.contains(screen) { return false }
        if ignoring == nil, let all = everything[start] { return all.contains(screen) }
        let short = above([start], ignoring: ignoring, until: screen, budget: Self.shortSearch)
        if short.seen.contains(screen) { return true }
        if short.complete { if ignoring == nil { everything[start] = short.seen }; return false }
        if everything[start] == nil { everything[start] = above([start]).seen }
        guard everything[start]!.contains(screen) else { return false }
        return ignoring == nil || above([start], ignoring: ignoring, until: screen).seen.contains(screen)
    }

    static let shortSearch = 64
}

