/// Drops the imports a generated Kotlin or Java file does not use, as an IDE's "optimize imports" does, so a template
/// can import what any of its branches needs and every file still passes lint (Android lint and ktlint flag an unused
/// import). An import is used when its name (or its `as` alias) appears as a word outside the import lines; a
/// conservative reading: a name that only appears in a comment or a string keeps its import. Wildcard imports and the
/// Kotlin operators a file uses without naming them (`invoke`, `plus`, …; `getValue` when it delegates with `by`) are
/// kept.
enum UnusedImports {
    static func pruned(_ source: String, language: String) -> String {
        guard language == "kotlin" || language == "java" else { return source }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var used = Set<Substring>()
        var imports: [(index: Int, name: Substring)] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("import "), let name = importedName(line) {
                imports.append((index, name))
            } else {
                words(in: line, into: &used)
            }
        }
        // The delegate operators are used through `by`.
        let delegates = used.contains("by")
        let unused = Set(imports.filter { imported in
            !used.contains(imported.name) && !operators.contains(String(imported.name))
                && !(delegates && delegateOperators.contains(String(imported.name)))
        }.map(\.index))
        guard !unused.isEmpty else { return source }
        return lines.enumerated().filter { !unused.contains($0.offset) }.map(\.element).joined(separator: "\n")
    }

    /// The name an import line brings in (`Foo` for `import a.b.Foo`, `Bar` for `import a.Foo as Bar`); nil for a
    /// wildcard or a static-on-demand import.
    static func importedName(_ line: Substring) -> Substring? {
        var rest = line.dropFirst("import ".count)
        if rest.hasPrefix("static ") { rest = rest.dropFirst("static ".count) }
        rest = rest.prefix { $0 != ";" }
        let parts = rest.split(separator: " ")
        if parts.count == 3, parts[1] == "as" { return parts[2] }
        guard parts.count == 1, let last = parts[0].split(separator: ".").last, last != "*" else { return nil }
        return last.hasSuffix("`") ? nil : last
    }

    /// Adds each identifier-like run of `line` (ASCII letters, digits, `_`, and any non-ASCII byte) to `set`.
    private static func words(in line: Substring, into set: inout Set<Substring>) {
        let bytes = line.utf8
        var start: Substring.UTF8View.Index?
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            let isWord = b == 0x5F || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
            if isWord {
                if start == nil { start = i }
            } else if let s = start {
                set.insert(line[s..<i])
                start = nil
            }
            i = bytes.index(after: i)
        }
        if let s = start { set.insert(line[s...]) }
    }

    /// Kotlin's operator conventions: a file uses them through syntax (`()`, `+`, `in`, `[]`, destructuring), never
    /// by name.
    static let operators: Set<String> = [
        "invoke", "get", "set", "contains", "iterator", "next", "hasNext",
        "plus", "minus", "times", "div", "rem", "rangeTo", "rangeUntil", "unaryPlus", "unaryMinus", "not", "inc", "dec",
        "compareTo", "equals", "plusAssign", "minusAssign", "timesAssign", "divAssign", "remAssign",
        "component1", "component2", "component3", "component4", "component5",
    ]

    /// A property delegate's operators, used through `by`.
    static let delegateOperators: Set<String> = ["getValue", "setValue", "provideDelegate"]
}
