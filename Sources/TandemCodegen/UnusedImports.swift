/// Drops the imports a generated Kotlin or Java file does not use, as an IDE's "optimize imports" does, so a template
/// can import what any of its branches needs and every file still passes lint (Android lint and ktlint flag an unused
/// import). An import is used when its name (or its `as` alias) appears as a word outside the import lines; a
/// conservative reading: a name that only appears in a comment or a string keeps its import. Wildcard imports and the
/// Kotlin operators a file uses without naming them (`invoke`, `plus`, …; `getValue` when it delegates with `by`) are
/// kept. One pass over the bytes, without allocating per word: it runs on every Kotlin and Java file generated.
enum UnusedImports {
    static func pruned(_ source: String, language: String) -> String {
        guard language == "kotlin" || language == "java" else { return source }
        var text = source
        let unusedLines: [Range<Int>] = text.withUTF8 { bytes in
            var imports: [Import] = []
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                if let name = importedName(bytes, lineStart, lineEnd) {
                    imports.append(Import(line: lineStart..<min(lineEnd + 1, bytes.count), name: name))
                }
                lineStart = lineEnd + 1
            }
            guard !imports.isEmpty else { return [] }
            // Operators are used through syntax; a delegate's operators when the file says `by`.
            func named(_ i: Import, in set: Set<String>) -> Bool {
                set.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[i.name]), as: UTF8.self))
            }
            var used = imports.map { named($0, in: operators) }
            let delegate = imports.map { named($0, in: delegateOperators) }
            var lengths: UInt64 = 0
            for i in imports where i.name.count < 64 { lengths |= 1 << UInt64(i.name.count) }
            var remaining = used.filter { !$0 }.count
            var next = 0, i = 0
            while i < bytes.count, remaining > 0 {
                // Skip the import lines themselves.
                if next < imports.count, i == imports[next].line.lowerBound {
                    i = imports[next].line.upperBound
                    next += 1
                    continue
                }
                guard isWord(bytes[i]) else { i += 1; continue }
                let start = i
                while i < bytes.count, isWord(bytes[i]) { i += 1 }
                let length = i - start
                if length == 2, bytes[start] == 0x62, bytes[start + 1] == 0x79 { // `by`
                    for k in imports.indices where delegate[k] && !used[k] { used[k] = true; remaining -= 1 }
                }
                guard length < 64, lengths & (1 << UInt64(length)) != 0 else { continue }
                for (k, imported) in imports.enumerated() where !used[k] && imported.name.count == length {
                    if (0..<length).allSatisfy({ bytes[start + $0] == bytes[imported.name.lowerBound + $0] }) {
                        used[k] = true
                        remaining -= 1
                    }
                }
            }
            return imports.indices.filter { !used[$0] }.map { imports[$0].line }
        }
        guard !unusedLines.isEmpty else { return source }
        var out = [UInt8]()
        text.withUTF8 { bytes in
            out.reserveCapacity(bytes.count)
            var from = 0
            for line in unusedLines {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<line.lowerBound]))
                from = line.upperBound
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<bytes.count]))
        }
        return String(decoding: out, as: UTF8.self)
    }

    private struct Import {
        /// The bytes of the line, its newline included.
        var line: Range<Int>
        /// The bytes of the name it brings in.
        var name: Range<Int>
    }

    /// The name an import line brings in (`Foo` for `import a.b.Foo`, `Bar` for `import a.Foo as Bar`, `z` for Java's
    /// `import static a.Y.z;`); nil for any other line, a wildcard, or a backquoted name.
    private static func importedName(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int>? {
        let keyword = Array("import ".utf8)
        guard end - start > keyword.count, (0..<keyword.count).allSatisfy({ bytes[start + $0] == keyword[$0] }) else { return nil }
        var last = end
        while last > start, [0x3B, 0x20, 0x09, 0x0D].contains(bytes[last - 1]) { last -= 1 } // `;`, spaces
        var first = last
        while first > start, isWord(bytes[first - 1]) { first -= 1 }
        guard first < last, first > start, bytes[first - 1] == 0x2E || bytes[first - 1] == 0x20 else { return nil }
        return first..<last
    }

    /// An identifier's byte: ASCII letters, digits, `_`, and any non-ASCII byte.
    private static func isWord(_ b: UInt8) -> Bool {
        b == 0x5F || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
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
