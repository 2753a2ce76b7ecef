import Foundation
import TandemDiagnostics
import TandemSyntax

/// `tandem fmt`: each design file in its canonical layout, and a unified diff of what would change.
public enum Formatting {
    public struct Outcome: Sendable {
        public var path: String
        /// The formatted text; nil when the file does not parse (or cannot be read).
        public var formatted: String?
        public var original: String
        public var problem: String?
        public var changed: Bool { formatted.map { $0 != original } ?? false }
    }

    public static func format(path: String, bytes: [UInt8]) -> Outcome {
        var sources = SourceMap()
        let id = sources.add(path: path, bytes: bytes)
        let file = sources.files.first { $0.id == id }!
        let original = String(decoding: bytes, as: UTF8.self)
        // A file that is not text (NUL bytes, invalid UTF-8) is not rewritten: decoded, its bad bytes would become
        // U+FFFD and be lost.
        if let problem = TextValidator.validate(file) {
            return Outcome(path: path, formatted: nil, original: original,
                           problem: HumanRenderer(sources: sources, color: false).render([problem]))
        }
        let (text, diagnostics) = Formatter.format(file)
        guard let text else {
            return Outcome(path: path, formatted: nil, original: original,
                           problem: HumanRenderer(sources: sources, color: false).render(diagnostics))
        }
        return Outcome(path: path, formatted: text, original: original, problem: nil)
    }

    /// A unified diff (`diff -u` style, three lines of context) from `a` to `b`.
    public static func unifiedDiff(_ a: String, _ b: String, path: String) -> String {
        func lines(_ s: String) -> [String] {
            var lines = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }  // the end of the last line, not a line
            return lines
        }
        let x = lines(a), y = lines(b)
        // The longest common subsequence by dynamic programming over lines: designs are small; past a size where
        // that would be slow the whole file is shown replaced.
        let edits: [(Character, String)]
        if x.count * y.count > 25_000_000 {
            edits = x.map { ("-", $0) } + y.map { ("+", $0) }
        } else {
            var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: y.count + 1), count: x.count + 1)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var out: [(Character, String)] = []
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, x[i] == y[j] { out.append((" ", x[i])); i += 1; j += 1 }
                else if i < x.count, j == y.count || lcs[i + 1][j] >= lcs[i][j + 1] { out.append(("-", x[i])); i += 1 }
                else { out.append(("+", y[j])); j += 1 }
            }
            edits = out
        }
        // Hunks: changed lines with three lines of context around them.
        // Shown on a terminal: the path and the lines are escaped as every message is.
        let shown = TerminalText.line(path)
        var result = "--- \(shown)\n+++ \(shown) (formatted)\n"
        let changed = edits.indices.filter { edits[$0].0 != " " }
        var k = 0
        while k < changed.count {
            let start = max(0, changed[k] - 3)
            var end = min(edits.count, changed[k] + 4)
            while k + 1 < changed.count, changed[k + 1] - 3 <= end { k += 1; end = min(edits.count, changed[k] + 4) }
            let before = edits[..<start].filter { $0.0 != "+" }.count
            let after = edits[..<start].filter { $0.0 != "-" }.count
            let hunk = edits[start..<end]
            result += "@@ -\(before + 1),\(hunk.filter { $0.0 != "+" }.count) +\(after + 1),\(hunk.filter { $0.0 != "-" }.count) @@\n"
            for (mark, line) in hunk { result += "\(mark)\(TerminalText.line(line))\n" }
            k += 1
        }
        return result
    }
}
