/// "Did you mean …?": the closest candidate by edit distance, if it is close enough to be a typo.
public enum NameSuggester {
    public static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        NameIndex(candidates).nearest(to: name)
    }

    /// How far a name of `length` may be from a candidate to count as a typo. Short ids (R1, T2) differ by one
    /// character on purpose: only names of 3+ characters get suggestions.
    static func limit(_ length: Int) -> Int { length >= 3 ? max(1, length / 3) : 0 }

    /// Levenshtein distance over bytes, in the band |i - j| ≤ `limit`; nil as soon as it must exceed `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        var previous: [Int] = [], row: [Int] = []
        return distance(a, b, limit: limit, &previous, &row)
    }

    /// The same, with the two rows passed in so a search over thousands of names allocates nothing per name.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int, _ previous: inout [Int], _ row: inout [Int]) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let big = limit + 1
        if previous.count < b.count + 1 {
            previous = [Int](repeating: big, count: b.count + 1)
            row = previous
        }
        for j in 0...b.count { previous[j] = j <= limit ? j : big; row[j] = big }
        for i in 1...a.count {
            let from = max(1, i - limit), to = min(b.count, i + limit)
            row[0] = i <= limit ? i : big
            if from > 1 { row[from - 1] = big }
            var best = row[0]
            for j in from...to {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost, big)
                best = min(best, row[j])
            }
            if to < b.count { row[to + 1] = big }
            if best > limit { return nil }
            swap(&previous, &row)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}

/// The names of one kind, lowercased once and grouped by length, so each "did you mean" looks only at names of a
/// length within reach: many unknown references against many declarations stay linear, not a product.
public struct NameIndex: Sendable {
    struct Entry: Sendable {
        var name: String
        var lower: [UInt8]
    }

    var byLength: [Int: [Entry]] = [:]

    public init<S: Sequence>(_ candidates: S) where S.Element == String {
        for name in candidates {
            let lower = Array(name.lowercased().utf8)
            guard lower.count <= 96 else { continue }
            byLength[lower.count, default: []].append(Entry(name: name, lower: lower))
        }
    }

    public func nearest(to name: String) -> String? {
        let target = Array(name.lowercased().utf8)
        // Names far longer than any candidate are not typos; skip the work.
        guard target.count <= 64 else { return nil }
        var best: (String, Int)?
        let reach = NameSuggester.limit(target.count)
        guard reach > 0 else { return nil }
        var previous: [Int] = [], row: [Int] = []
        for length in max(0, target.count - reach)...(target.count + reach) {
            for entry in byLength[length] ?? [] {
                let limit = NameSuggester.limit(min(target.count, length))
                guard limit > 0, let d = NameSuggester.distance(target, entry.lower, limit: limit, &previous, &row) else { continue }
                if d > 0 || entry.name != name, d < (best?.1 ?? Int.max) || (d == best?.1 && entry.name < best!.0) {
                    best = (entry.name, d)
                }
            }
        }
        return best?.0
    }
}
