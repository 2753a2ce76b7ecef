import Foundation

/// "Did you mean …?": the closest candidate by edit distance, if it is close enough to be a typo.
public enum NameSuggester {
    public static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        NameIndex(candidates).nearest(to: name)
    }

    /// How far a name of `length` may be from a candidate to count as a typo. Short ids (R1, T2) differ by one
    /// character on purpose: a name shorter than 3 characters matches only by `isShortTypo`.
    static func limit(_ length: Int) -> Int { length >= 3 ? max(1, length / 3) : 0 }

    /// A typo of a short id (`R5`): the same letters in another case (`r5`), or one character more or fewer (`R55`),
    /// but not another character in its place (`R1` for `R2` is another id, not a typo).
    static func isShortTypo(_ a: [UInt8], _ b: [UInt8], original: Bool) -> Bool {
        if a == b { return !original }
        guard abs(a.count - b.count) == 1, min(a.count, b.count) >= 2 else { return false }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        // One byte inserted somewhere: the rest lines up.
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...] == long[(i + 1)...]
    }

    /// Edit distance over bytes (insertions, deletions, substitutions, and swapping two neighbours, as in `Haert`:
    /// the optimal string alignment distance), in the band |i - j| ≤ `limit`; nil as soon as it must exceed `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        var rows = Rows()
        return distance(a, b, limit: limit, &rows)
    }

    /// Three rows of the distance table, passed in so that a search over many names allocates nothing per name.
    struct Rows {
        var beforePrevious: [Int] = [], previous: [Int] = [], row: [Int] = []
    }

    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int, _ rows: inout Rows) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let big = limit + 1
        if rows.previous.count < b.count + 1 {
            rows.previous = [Int](repeating: big, count: b.count + 1)
            rows.row = rows.previous
            rows.beforePrevious = rows.previous
        }
        for j in 0...b.count { rows.previous[j] = j <= limit ? j : big; rows.row[j] = big; rows.beforePrevious[j] = big }
        for i in 1...a.count {
            let from = max(1, i - limit), to = min(b.count, i + limit)
            rows.row[0] = i <= limit ? i : big
            if from > 1 { rows.row[from - 1] = big }
            var best = rows.row[0]
            for j in from...to {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(rows.previous[j] + 1, rows.row[j - 1] + 1, rows.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, rows.beforePrevious[j - 2] + 1) }
                rows.row[j] = min(d, big)
                best = min(best, rows.row[j])
            }
            if to < b.count { rows.row[to + 1] = big }
            if best > limit { return nil }
            swap(&rows.beforePrevious, &rows.previous)
            swap(&rows.previous, &rows.row)
        }
        return rows.previous[b.count] <= limit ? rows.previous[b.count] : nil
    }
}

/// The names of one kind, lowercased once, so that each "did you mean" costs the same however many names there are.
///
/// A typo within distance k of a name leaves the two sharing a string reached by deleting at most k bytes from
/// each (a substitution deletes the byte from both, an insertion from one, a swap one of the pair from both). Names
/// up to `indexedLength` bytes are filed under every such deletion variant with up to two deletions, the reach of
/// queries up to 8 bytes, so a query looks up its own few variants instead of comparing itself with every name: the
/// ids designs have by the thousand (R42, T0042, REQ-017) are of that size. Longer queries compare themselves with the
/// names whose length is within reach.
public struct NameIndex: Sendable {
    struct Entry: Sendable {
        var name: String
        var lower: [UInt8]
    }

    var entries: [Entry] = []
    var byLength: [Int: [Int32]] = [:]
    /// Each name's deletion variants, one key each: the variant's hash in the high 40 bits and the entry in the low 24,
    /// sorted (by hash, then entry). A hash collision, or two variants whose hashes share those 40 bits, only adds a
    /// candidate to verify. Eight bytes a variant, each once per name: a design's 100,000 short ids have two million.
    var variants: [UInt64] = []
    /// The answers given, by query: an index kept between checks (`reusing`) is asked the same misspelt names after
    /// every keystroke, and a name of 9 bytes or more is compared with every name within reach of its length.
    private(set) var answered = Answers()

    /// The most deletions the variant table is built for, and so the greatest reach it answers.
    static let deletions = 2
    /// A query with reach 2 (up to 8 bytes) can match names up to 10 bytes long.
    static let indexedLength = 10
    /// The low bits of a key that hold its entry: names past the 16,777,216th are not filed under their variants, so
    /// only a query of more than 8 bytes (compared by length) can find them.
    static let entryBits = 24
    static let entryMask: UInt64 = (1 << entryBits) - 1

    public init<S: Sequence>(_ candidates: S) where S.Element == String {
        var seen = Set<String>()
        add(candidates, &seen)
        variants.sort()
    }

    /// This index with `more` names after its own, as one made of all of them: only the new names' variants are made,
    /// sorted and merged in (a design whose names grow at the end, typed in the language server, keeps its index).
    public func adding<S: Sequence>(_ more: S) -> NameIndex where S.Element == String {
        var index = self
        index.answered = Answers()
        var seen = Set(entries.map(\.name))
        let held = variants.count
        index.add(more, &seen)
        index.variants[held...].sort()
        // Both runs sorted: merged in one pass.
        var merged: [UInt64] = []
        merged.reserveCapacity(index.variants.count)
        var i = 0, j = held
        while i < held || j < index.variants.count {
            if j == index.variants.count || i < held && index.variants[i] < index.variants[j] {
                merged.append(index.variants[i]); i += 1
            } else {
                merged.append(index.variants[j]); j += 1
            }
        }
        index.variants = merged
        return index
    }

    /// Files each name not seen yet (and not too long to be a name) under its variants, unsorted.
    private mutating func add<S: Sequence>(_ names: S, _ seen: inout Set<String>) where S.Element == String {
        var hashes: [UInt64] = []
        for name in names where seen.insert(name).inserted {
            let lower = Array(name.lowercased().utf8)
            guard lower.count <= 96 else { continue }
            let index = Int32(entries.count)
            entries.append(Entry(name: name, lower: lower))
            byLength[lower.count, default: []].append(index)
            if lower.count <= Self.indexedLength, UInt64(index) <= Self.entryMask {
                Self.variantHashes(lower, deletions: Self.deletions, into: &hashes)
                // A name's own variants repeat where it repeats a byte (`R1001`): each key once.
                var last: UInt64?
                for hash in hashes.sorted() where hash & ~Self.entryMask != last {
                    last = hash & ~Self.entryMask
                    variants.append(last! | UInt64(index))
                }
            }
        }
    }

    /// The index of `names`, kept for the next call with the same `kind` and the same names (or more after them, added):
    /// the language server checks the design again on every keystroke, and a requirement's misspelt id would otherwise
    /// build the index of every requirement each time (tens of milliseconds at 100,000 elements). Comparing the names
    /// is one pass. One kind's index is made by one caller at a time: a caller that asks while another makes it (a
    /// check, while the language server prepares it in the background) waits for that one and takes it.
    public static func reusing(_ names: [String], kind: String) -> NameIndex {
        Kept.shared.making(kind) {
            let kept = Kept.shared.get(kind)
            if let kept, kept.names == names { return kept.index }
            // Names typed after the kept ones: the index grows.
            let index = kept.flatMap { kept in
                names.count > kept.names.count && names.starts(with: kept.names) ? kept.index.adding(names[kept.names.count...]) : nil
            } ?? NameIndex(names)
            Kept.shared.set(kind, (names, index))
            return index
        }
    }

    /// How many times an index of `kind` was made or grown in this process.
    static func timesMade(_ kind: String) -> Int { Kept.shared.timesMade(kind) }

    /// The last index of each kind (a lock, as the rules run on both cores), and a lock per kind held while it is made.
    private final class Kept: @unchecked Sendable {
        static let shared = Kept()
        private let lock = NSLock()
        private var indexes: [String: (names: [String], index: NameIndex)] = [:]
        private var makers: [String: NSLock] = [:]
        /// How many indexes of each kind were made or grown (a test holds a kind's makers to one at a time).
        private var made: [String: Int] = [:]
        func get(_ kind: String) -> (names: [String], index: NameIndex)? { lock.withLock { indexes[kind] } }
        func timesMade(_ kind: String) -> Int { lock.withLock { made[kind] ?? 0 } }
        func set(_ kind: String, _ value: (names: [String], index: NameIndex)) {
            lock.withLock { indexes[kind] = value; self.made[kind, default: 0] += 1 }
        }
        func making(_ kind: String, _ make: () -> NameIndex) -> NameIndex {
            let maker = lock.withLock {
                if let known = makers[kind] { return known }
                let made = NSLock()
                makers[kind] = made
                return made
            }
            return maker.withLock(make)
        }
    }

    /// Answers by query, for the index that holds them (a lock: the rules run on both cores). At most `limit`: then
    /// they start again.
    final class Answers: @unchecked Sendable {
        static let limit = 4096
        private let lock = NSLock()
        private var answers: [String: String?] = [:]
        func get(_ query: String) -> String?? { lock.withLock { answers[query] } }
        func set(_ query: String, _ answer: String?) {
            lock.withLock {
                if answers.count >= Self.limit { answers = [:] }
                answers[query] = .some(answer)
            }
        }
    }

    /// The name nearest to `name` among the candidates, when one is close enough to be a typo of it.
    public func nearest(to name: String) -> String? {
        if let known = answered.get(name) { return known }
        let answer = search(name)
        answered.set(name, answer)
        return answer
    }

    func search(_ name: String) -> String? {
        let target = Array(name.lowercased().utf8)
        // Names far longer than any candidate are not typos; skip the work.
        guard target.count <= 64 else { return nil }
        // A short query still finds another case of itself and a name one character longer or shorter.
        let reach = max(1, NameSuggester.limit(target.count))
        var best: (name: String, distance: Int)?
        var rows = NameSuggester.Rows()
        func consider(_ entry: Entry) {
            let limit = NameSuggester.limit(min(target.count, entry.lower.count))
            let d: Int
            if limit > 0 {
                guard let found = NameSuggester.distance(target, entry.lower, limit: limit, &rows) else { return }
                d = found
            } else {
                guard NameSuggester.isShortTypo(target, entry.lower, original: entry.name == name) else { return }
                d = target == entry.lower ? 0 : 1
            }
            if d > 0 || entry.name != name, d < (best?.distance ?? Int.max) || (d == best?.distance && entry.name < best!.name) {
                best = (entry.name, d)
            }
        }
        if reach <= Self.deletions {
            // Reach 2 means at most 8 bytes, so every name within reach (up to 10 bytes) is in the table.
            var candidates = Set<Int>(), hashes: [UInt64] = []
            Self.variantHashes(target, deletions: reach, into: &hashes)
            for key in Set(hashes.map { $0 & ~Self.entryMask }) {
                var i = lowerBound(key)
                while i < variants.count, variants[i] & ~Self.entryMask == key {
                    let entry = Int(variants[i] & Self.entryMask)
                    if candidates.insert(entry).inserted { consider(entries[entry]) }
                    i += 1
                }
            }
        } else {
            for length in max(0, target.count - reach)...(target.count + reach) {
                for i in byLength[length] ?? [] { consider(entries[Int(i)]) }
            }
        }
        return best?.name
    }

    /// The first position of a key whose hash bits are `key`'s in the sorted variant table.
    func lowerBound(_ key: UInt64) -> Int {
        var low = 0, high = variants.count
        while low < high {
            let mid = (low + high) / 2
            if variants[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Hashes (FNV-1a) of `bytes` and of every string made by deleting up to `deletions` (at most 2) of its bytes, in
    /// `hashes` (replacing what it held; a string reached twice is there twice). Nothing is allocated past `hashes`.
    static func variantHashes(_ bytes: [UInt8], deletions: Int, into hashes: inout [UInt64]) {
        precondition(deletions <= 2, "variants are made for up to two deletions")
        hashes.removeAll(keepingCapacity: true)
        func fnv(skipping first: Int, _ second: Int) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for k in bytes.indices where k != first && k != second { hash = (hash ^ UInt64(bytes[k])) &* 0x100_0000_01b3 }
            return hash
        }
        hashes.append(fnv(skipping: -1, -1))
        guard deletions > 0 else { return }
        for i in bytes.indices {
            hashes.append(fnv(skipping: i, -1))
            if deletions > 1 { for j in (i + 1)..<bytes.count { hashes.append(fnv(skipping: i, j)) } }
        }
    }
}
