/// "Did you mean …?": the closest candidate by edit distance, if it is close enough to be a typo.
public enum NameSuggester {
    public static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(name.lowercased().utf8)
        // Names far longer than any candidate are not typos; skip the work.
        guard target.count <= 64 else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().utf8)
            // Short ids (R1, T2) differ by one character on purpose: only suggest for names of 3+ characters.
            let shorter = min(target.count, c.count)
            let limit = shorter >= 3 ? max(1, shorter / 3) : 0
            guard abs(c.count - target.count) <= limit else { continue }
            let d = distance(target, c)
            if d <= limit, d > 0 || candidate != name, d < (best?.1 ?? Int.max) || (d == best?.1 && candidate < best!.0) {
                best = (candidate, d)
            }
        }
        return best?.0
    }

    /// Levenshtein distance over bytes, two rows.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
