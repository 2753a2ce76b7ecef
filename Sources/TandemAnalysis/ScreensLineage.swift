import Foundation
import TandemModel
import TandemSyntax

/// Which of a design's screens are the screens of the analysis before it, after an edit: the language server checks a
/// design again after every keystroke, and what a check makes of each screen (its generated names, whether its members
/// collide) is then taken by index from the last check, where looking each screen up by id and comparing it was most of
/// the check of a screen typed at the end (6,250 screens).
public struct ScreensLineage: Sendable, Equatable {
    /// The number of this analysis' screens: unique in the process, but where an analysis keeps every screen of the one
    /// before (an edit of other kinds), whose number it takes (the checks of the screens it did not run then leave what
    /// they made of them for the next).
    public let generation: UInt64
    /// The analysis before (its number), and how many of the first screens are its screens as they were (but where they
    /// lie): every one when the edit changed none of the kinds a screen is made from, those before the ones typed after
    /// them when it added screens at the end; nil when the edit changed screens otherwise, or there was no analysis before.
    public let kept: Kept?

    public struct Kept: Sendable, Equatable {
        public let generation: UInt64
        public let count: Int
    }

    init(after earlier: (generation: UInt64, screens: Int)?, changed: DeclarationKinds, appended: DeclarationKinds, screens: Int) {
        let kept: Kept? = earlier.flatMap { earlier in
            let reads = DeclarationKinds.modelScreens
            if reads.isDisjoint(with: changed), earlier.screens == screens { return Kept(generation: earlier.generation, count: screens) }
            if changed.intersection(reads) == .screens, appended.contains(.screens), earlier.screens <= screens {
                return Kept(generation: earlier.generation, count: earlier.screens)
            }
            return nil
        }
        (self.kept, generation) = (kept, kept.flatMap { $0.count == screens ? $0.generation : nil } ?? Self.next())
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: UInt64 = 0
    private static func next() -> UInt64 { lock.withLock { last += 1; return last } }
}

/// What a check made of each screen of one analysis (`ScreensLineage`), kept for the check of the next: the screens that
/// analysis kept are given what they were given, by index; the others are made. A table shared by every design a process
/// checks: values made for another design's analysis are not taken.
public final class KeptByScreen<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (generation: UInt64, values: [Value])?

    public init() {}

    /// A value for each of `count` screens, kept for the next: those of `lineage` the table holds for the analysis it
    /// follows, the others `make(range)` (for the screens in `range`, in order); all of them without a lineage.
    public func values(_ lineage: ScreensLineage?, count: Int, _ make: (Range<Int>) -> [Value]) -> [Value] {
        guard let lineage else { return make(0..<count) }
        let kept: ArraySlice<Value> = lock.withLock {
            guard let last else { return [] }
            if last.generation == lineage.generation, last.values.count == count { return last.values[...] }
            guard let from = lineage.kept, from.generation == last.generation, from.count <= last.values.count else { return [] }
            return last.values.prefix(min(from.count, count))
        }
        let values = kept.count == count ? Array(kept) : Array(kept) + make(kept.count..<count)
        precondition(values.count == count, "a value for each screen")
        keep(values, for: lineage)
        return values
    }

    /// Keeps `values` (one for each screen) as what the check of `lineage`'s analysis made.
    public func keep(_ values: [Value], for lineage: ScreensLineage) {
        lock.withLock { last = (lineage.generation, values) }
    }
}
