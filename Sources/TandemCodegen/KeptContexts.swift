import Foundation
import TandemDiagnostics
import TandemModel
import TandemPlatform
import TandemSyntax

/// The contexts one run of generation built, kept for the next (`tandem watch --out`, a run per save): a save that
/// changed a screen's declaration builds that screen's context again, and those of the screens that read it, and
/// keeps every other screen's context and its fingerprint as they were. What changed is found by the text, not told:
/// runs that did not generate (a save with errors) may come in between.
public final class KeptContexts: @unchecked Sendable {
    /// What finding the changes reads of a design, held apart from it: the design's lists are the model's pieces, which
    /// the next check moves in place when nothing else holds them (`Pipeline.Reruns`).
    struct Shape: Sendable {
        var ids: [String] = []
        var ranges: [SourceRange] = []
        var kinds: [ScreenKind?] = []
        /// Screens a transition, the screen it clears to or a back ties (`rebuilt`).
        var ties: [(String, String)] = []
        /// Screens of one tab group, split or embedding.
        var joins: [(String, String)] = []
        /// Where transitions from any screen lead or clear to.
        var fromAnyScreen: Set<String> = []
        var sources: SourceMap

        init(_ design: Design, sources: SourceMap) {
            self.sources = sources
            for screen in design.screens {
                ids.append(screen.id)
                ranges.append(screen.range)
                kinds.append(screen.kind)
            }
            for g in design.tabGroups {
                for child in g.children { joins.append((g.container.name, child.name)) }
                if let initial = g.initial { joins.append((g.container.name, initial.name)) }
            }
            for e in design.embeddings { for child in e.children { joins.append((e.parent.name, child.name)) } }
            for t in design.transitions {
                ties.append((t.source.name, t.target.name))
                if let c = t.clear { ties.append((t.source.name, c.screen.name)); ties.append((t.target.name, c.screen.name)) }
            }
            for b in design.backs { if let target = b.target { ties.append((b.source.name, target.name)) } }
            for t in design.globalTransitions {
                fromAnyScreen.insert(t.target.name)
                if let c = t.clear { fromAnyScreen.insert(c.screen.name) }
            }
        }
    }

    /// What a run's builds may keep, found once for all its targets: which screens to build again (nil: every one),
    /// against the run whose contexts they keep.
    public struct Changes: Sendable {
        let shape: Shape
        let run: Int
        let after: Int?
        let rebuilt: [Bool]?
    }

    private let lock = NSLock()
    private var runs = 0
    private var last: (shape: Shape, run: Int)?
    /// By target adapter and language; each run's builds, one per key side by side, take theirs out and put it back.
    private var entries: [String: (context: TemplateContext, prints: [StableHasher]?, run: Int)] = [:]
    private var kept: [String: Int] = [:]
    /// How many screens the last build of each key kept (tests and the benchmark).
    public var lastKept: [String: Int] { lock.withLock { kept } }
    /// What was rendered of the app's files from the contexts kept here, by the screens' fingerprints.
    public let renders = KeptRenders()

    public init() {}

    /// What changed since the design the kept contexts were built from.
    public func changes(to design: Design, sources: SourceMap) -> Changes {
        let shape = Shape(design, sources: sources)
        let (run, last) = lock.withLock { () -> (Int, (shape: Shape, run: Int)?) in
            runs += 1
            return (runs, self.last)
        }
        guard let last, let same = ScreenText.same(shape, as: last.shape) else { return Changes(shape: shape, run: run, after: nil, rebuilt: nil) }
        return Changes(shape: shape, run: run, after: last.run, rebuilt: Self.rebuilt(changed: same.indices.filter { !same[$0] }, in: shape, before: last.shape))
    }

    /// The context `builder` makes, keeping from the last one under `key` what `changes` did not reach, and each
    /// screen's fingerprint (`Generator.screenPrints`) when `prints`; both kept for the next.
    public func context(_ key: String, builder: ContextBuilder, changes: Changes, prints: Bool) -> (context: TemplateContext, prints: [StableHasher]?) {
        var context: TemplateContext, keptScreens: [Bool], lastPrints: [StableHasher]?
        // Held here alone past this block: the screens are changed in place, not copied.
        if let rebuilt = changes.rebuilt, var last = lock.withLock({ entries.removeValue(forKey: key) }), last.run == changes.after,
           last.context.screens.count == rebuilt.count {
            lastPrints = last.prints
            var screens: [ScreenContext] = []
            swap(&screens, &last.context.screens)
            (context, keptScreens) = builder.build(keeping: screens, rebuilt: rebuilt)
        } else {
            context = builder.build()
            keptScreens = [Bool](repeating: false, count: context.screens.count)
        }
        let made = prints ? Generator.screenPrints(of: context, keeping: lastPrints, kept: keptScreens) : nil
        lock.withLock {
            entries[key] = (context, made, changes.run)
            kept[key] = keptScreens.count { $0 }
            last = (changes.shape, changes.run)
        }
        return (context, made)
    }

    /// The screens whose context must be built again after an edit that changed only the declarations of `changed`
    /// (indexes into both designs' screens, whose ids are the same in the same order): a screen's context reads its
    /// own declaration, and of other screens only those it is tied to by the navigation (`navigation` blocks, the same
    /// text in both): the screens it goes to, comes back from or clears to, and those of its tab group, split or
    /// embedding (to any depth: a host's names reach the screens inside it). So the changed screens, every screen
    /// tied to them by a group or an embedding, and every screen a transition or a back ties to one of those, in
    /// either design. Nil (every one): when a transition from any screen leads or clears to a changed screen (every
    /// screen has its copy), or when a screen's kind changed: a screen's reference reads the kind of its tab
    /// container (Android's imports), and a reference is read by screens not tied to the container.
    static func rebuilt(changed: [Int], in new: Shape, before old: Shape) -> [Bool]? {
        var dirty = [Bool](repeating: false, count: new.ids.count)
        guard !changed.isEmpty else { return dirty }
        let changedIDs = Set(changed.map { new.ids[$0] })
        for i in changed where old.kinds[i] != new.kinds[i] { return nil }
        guard changedIDs.isDisjoint(with: old.fromAnyScreen), changedIDs.isDisjoint(with: new.fromAnyScreen) else { return nil }
        // Screens in one tab group, split or embedding tree, as sets (union-find over ids), in both designs.
        var parent: [String: String] = [:]
        func root(_ id: String) -> String {
            var current = id
            while let up = parent[current], up != current { current = up }
            var walk = id
            while let up = parent[walk], up != current { parent[walk] = current; walk = up }
            return current
        }
        for (a, b) in old.joins + new.joins {
            let (x, y) = (root(a), root(b))
            if x != y { parent[x] = y }
        }
        var neighbours: [String: [String]] = [:]
        for (a, b) in old.ties + new.ties {
            neighbours[a, default: []].append(b)
            neighbours[b, default: []].append(a)
        }
        let touchedRoots = Set(changedIDs.map(root))
        var reading = Set(new.ids.filter { touchedRoots.contains(root($0)) })
        for id in reading { for other in neighbours[id] ?? [] { reading.insert(other) } }
        for i in new.ids.indices where reading.contains(new.ids[i]) { dirty[i] = true }
        return dirty
    }
}

extension ContextBuilder {
    /// The context with `screens` (the last build's) where `rebuilt` is false, and each screen's made again where it
    /// is true; and which screens it kept as they were, the flag of a shared class included.
    func build(keeping screens: consuming [ScreenContext], rebuilt: [Bool]) -> (context: TemplateContext, kept: [Bool]) {
        var screens = screens
        let before = screens.map(\.sharesClass)
        for i in screens.indices where rebuilt[i] { screens[i] = screen(design.screens[i]) }
        let context = build(screens: screens)
        return (context, context.screens.indices.map { !rebuilt[$0] && context.screens[$0].sharesClass == before[$0] })
    }
}

/// Which screens of a design are declared by the same text as the screen in the same place of the design before.
enum ScreenText {
    /// Nil unless everything else is the same text: the same files, in order, the same bytes outside the screens'
    /// declarations, and the same screen ids in the same order (a screen declared, removed, renamed or moved changes
    /// what others read by name).
    static func same(_ new: KeptContexts.Shape, as old: KeptContexts.Shape) -> [Bool]? {
        let (newSources, oldSources) = (new.sources, old.sources)
        guard newSources.files.count == oldSources.files.count, new.ids == old.ids,
              zip(newSources.files, oldSources.files).allSatisfy({ $0.path == $1.path }) else { return nil }
        var same = [Bool](repeating: false, count: new.ids.count)
        var byFile: [Int: [Int]] = [:]
        for i in new.ids.indices {
            let (a, b) = (new.ranges[i], old.ranges[i])
            guard a.file == b.file, a.file.index < newSources.files.count else { return nil }
            byFile[a.file.index, default: []].append(i)
        }
        for f in newSources.files.indices {
            let newBytes = newSources.files[f].bytes, oldBytes = oldSources.files[f].bytes
            let order = (byFile[f] ?? []).sorted { new.ranges[$0].start < new.ranges[$1].start }
            // Between the declarations (and before and after them) the bytes must be the same.
            var (newAt, oldAt) = (0, 0)
            for i in order {
                let (a, b) = (new.ranges[i], old.ranges[i])
                guard a.start >= newAt, b.start >= oldAt, a.end >= a.start, b.end >= b.start,
                      a.end <= newBytes.count, b.end <= oldBytes.count,
                      equal(newBytes, newAt..<a.start, oldBytes, oldAt..<b.start) else { return nil }
                same[i] = equal(newBytes, a.start..<a.end, oldBytes, b.start..<b.end)
                (newAt, oldAt) = (a.end, b.end)
            }
            guard equal(newBytes, newAt..<newBytes.count, oldBytes, oldAt..<oldBytes.count) else { return nil }
        }
        return same
    }

    static func equal(_ a: [UInt8], _ ra: Range<Int>, _ b: [UInt8], _ rb: Range<Int>) -> Bool {
        guard ra.count == rb.count else { return false }
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                ra.isEmpty || memcmp(pa.baseAddress! + ra.lowerBound, pb.baseAddress! + rb.lowerBound, ra.count) == 0
            }
        }
    }
}
