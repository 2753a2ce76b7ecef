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
    /// One context: the design and text it was built from, and each screen's fingerprint when one was asked for.
    struct Entry {
        var design: Design
        var sources: SourceMap
        var context: TemplateContext
        var prints: [StableHasher]?
    }

    /// By target adapter and language; each run's builds, one per key side by side, take theirs out and put it back.
    private var entries: [String: Entry] = [:]
    private let lock = NSLock()
    /// How many screens the last build of each key kept (tests and the benchmark).
    public var lastKept: [String: Int] { lock.withLock { kept } }
    private var kept: [String: Int] = [:]

    public init() {}

    /// The context `builder` makes, keeping from the last one under `key` what the edit since cannot have changed,
    /// and each screen's fingerprint (`Generator.screenPrints`) when `prints`; both kept for the next.
    public func context(_ key: String, builder: ContextBuilder, sources: SourceMap, prints: Bool) -> (context: TemplateContext, prints: [StableHasher]?) {
        let design = builder.design
        var earlier: ContextBuilder.Earlier?, lastPrints: [StableHasher]?
        // Held by `earlier` alone past this block: the screens are changed in place, not copied.
        if let last = lock.withLock({ entries.removeValue(forKey: key) }),
           let same = ScreenText.same(design, in: sources, as: last.design, in: last.sources) {
            earlier = ContextBuilder.Earlier(context: last.context, design: last.design, same: same)
            lastPrints = last.prints
        }
        let (context, keptScreens) = builder.build(after: earlier.take())
        let made = prints ? Generator.screenPrints(of: context, keeping: lastPrints, kept: keptScreens) : nil
        let entry = Entry(design: design, sources: sources, context: context, prints: made)
        lock.withLock {
            entries[key] = entry
            kept[key] = keptScreens.count { $0 }
        }
        return (context, made)
    }
}

extension ContextBuilder {
    /// What a build can take from the last: its context and the design it was made from, and which of this design's
    /// screens are declared by the same text as there (`ScreenText.same`).
    public struct Earlier {
        public var context: TemplateContext
        public var design: Design
        public var same: [Bool]
        public init(context: TemplateContext, design: Design, same: [Bool]) {
            (self.context, self.design, self.same) = (context, design, same)
        }
    }

    /// The screens whose context must be built again after an edit that changed only the declarations of `changed`
    /// (indexes into both designs' screens, whose ids are the same in the same order): a screen's context reads its
    /// own declaration, and of other screens only those it is tied to by the navigation (`navigation` blocks, the same
    /// text in both): the screens it goes to, comes back from or clears to, and those of its tab group, split or
    /// embedding (to any depth: a host's names reach the screens inside it). So the changed screens, every screen
    /// tied to them by a group or an embedding, and every screen a transition or a back ties to one of those. Nil:
    /// every one, when a transition from any screen leads to a changed one (every screen has its copy), or a screen's
    /// kind changed: the analysis reads kinds along whole stacks (`enclosingTabs`), which no context reads today; a
    /// kind is seldom edited, and this stays right if one comes to.
    func rebuilt(changed: [Int], before old: Design) -> [Bool]? {
        let screens = design.screens
        var dirty = [Bool](repeating: false, count: screens.count)
        guard !changed.isEmpty else { return dirty }
        let changedIDs = Set(changed.map { screens[$0].id })
        for i in changed where old.screens[i].kind != screens[i].kind { return nil }
        for t in old.globalTransitions + design.globalTransitions {
            if changedIDs.contains(t.target.name) || t.clear.map({ changedIDs.contains($0.screen.name) }) == true { return nil }
        }
        // Screens in one tab group, split or embedding tree, as sets (union-find over ids), in both designs.
        var parent: [String: String] = [:]
        func root(_ id: String) -> String {
            var current = id
            while let up = parent[current], up != current { current = up }
            var walk = id
            while let up = parent[walk], up != current { parent[walk] = current; walk = up }
            return current
        }
        func join(_ a: String, _ b: String) {
            let (x, y) = (root(a), root(b))
            if x != y { parent[x] = y }
        }
        var neighbours: [String: [String]] = [:]
        func tie(_ a: String, _ b: String) {
            neighbours[a, default: []].append(b)
            neighbours[b, default: []].append(a)
        }
        for d in [old, design] {
            for g in d.tabGroups {
                for child in g.children { join(g.container.name, child.name) }
                if let initial = g.initial { join(g.container.name, initial.name) }
            }
            for e in d.embeddings { for child in e.children { join(e.parent.name, child.name) } }
            for t in d.transitions {
                tie(t.source.name, t.target.name)
                if let c = t.clear { tie(t.source.name, c.screen.name); tie(t.target.name, c.screen.name) }
            }
            for b in d.backs { if let target = b.target { tie(b.source.name, target.name) } }
        }
        let touchedRoots = Set(changedIDs.map(root))
        var reading = Set<String>()
        for screen in screens where touchedRoots.contains(root(screen.id)) {
            reading.insert(screen.id)
        }
        for id in reading { for other in neighbours[id] ?? [] { reading.insert(other) } }
        for i in screens.indices where reading.contains(screens[i].id) { dirty[i] = true }
        return dirty
    }

    /// The context, taking from `earlier` each screen's that the edit since cannot have changed (`rebuilt`), and which
    /// screens it took: those whose context is as it was, the flag of a shared class included.
    public func build(after earlier: consuming Earlier?) -> (context: TemplateContext, kept: [Bool]) {
        guard var earlier = earlier.take(), earlier.same.count == design.screens.count,
              earlier.context.screens.count == design.screens.count,
              let dirty = rebuilt(changed: earlier.same.indices.filter { !earlier.same[$0] }, before: earlier.design) else {
            let context = build()
            return (context, [Bool](repeating: false, count: context.screens.count))
        }
        var screens: [ScreenContext] = []
        swap(&screens, &earlier.context.screens)
        let before = screens.map(\.sharesClass)
        for i in screens.indices where dirty[i] { screens[i] = screen(design.screens[i]) }
        let context = build(screens: screens)
        return (context, context.screens.indices.map { !dirty[$0] && context.screens[$0].sharesClass == before[$0] })
    }
}

/// Which screens of a design are declared by the same text as the screen in the same place of the design before.
enum ScreenText {
    /// Nil unless everything else is the same text: the same files, in order, the same bytes outside the screens'
    /// declarations, and the same screen ids in the same order (a screen declared, removed, renamed or moved changes
    /// what others read by name).
    static func same(_ new: Design, in newSources: SourceMap, as old: Design, in oldSources: SourceMap) -> [Bool]? {
        guard newSources.files.count == oldSources.files.count, new.screens.count == old.screens.count,
              zip(newSources.files, oldSources.files).allSatisfy({ $0.path == $1.path }) else { return nil }
        var same = [Bool](repeating: false, count: new.screens.count)
        var byFile: [Int: [Int]] = [:]
        for i in new.screens.indices {
            let (a, b) = (new.screens[i], old.screens[i])
            guard a.id == b.id, a.range.file == b.range.file, a.range.file.index < newSources.files.count else { return nil }
            byFile[a.range.file.index, default: []].append(i)
        }
        for f in newSources.files.indices {
            let newBytes = newSources.files[f].bytes, oldBytes = oldSources.files[f].bytes
            let order = (byFile[f] ?? []).sorted { new.screens[$0].range.start < new.screens[$1].range.start }
            // Between the declarations (and before and after them) the bytes must be the same.
            var (newAt, oldAt) = (0, 0)
            for i in order {
                let (a, b) = (new.screens[i].range, old.screens[i].range)
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
