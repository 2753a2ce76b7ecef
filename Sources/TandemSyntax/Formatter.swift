import TandemDiagnostics

/// `tandem fmt`: the canonical layout of a design. Every declaration and statement on a line of its own, indented
/// two spaces per block (a block of one statement written on one line stays so: `{ priority must }`); `allow` clauses on their own lines under their transition; one space between words, none
/// inside brackets or before `,` `:` `?`; blank lines kept (at most one in a row); comments kept where they were
/// (at the end of a line, or on lines of their own); strings written exactly as they were. Formatting a formatted
/// file changes nothing, and the formatted file parses to the same design.
public enum Formatter {
    /// Design text another writer made (the `init` starter, an import), laid out as `tandem fmt` lays it out: every
    /// writer of design text prints through this one layout, so what Tandem writes passes `fmt --check`. Text that does
    /// not parse comes back as it was.
    public static func laidOut(_ text: String, path: String = "design.tandem") -> String {
        var sources = SourceMap()
        let id = sources.add(path: path, bytes: Array(text.utf8))
        return format(sources[id]).text ?? text
    }

    /// The formatted text, or nil with the diagnostics when the file does not parse.
    public static func format(_ file: SourceFile) -> (text: String?, diagnostics: [Diagnostic]) {
        let (layout, diagnostics) = Parser.layout(file)
        guard let layout else { return (nil, diagnostics) }
        var writer = Writer(bytes: file.bytes, layout: layout)
        return (writer.run(), [])
    }

    struct Writer {
        let bytes: [UInt8]
        let layout: Parser.Layout
        var out: [UInt8] = []
        var depth = 0
        var commentIndex = 0
        /// The statement being written starts with this word (`push`, `element`, …).
        var statementKeyword = ""

        init(bytes: [UInt8], layout: Parser.Layout) {
            self.bytes = bytes
            self.layout = layout
            out.reserveCapacity(bytes.count + bytes.count / 8)
        }

        func text(_ r: Range<Int>) -> ArraySlice<UInt8> { bytes[r] }

        /// Newlines between two source offsets.
        func newlines(from a: Int, to b: Int) -> Int {
            var n = 0
            var i = a
            while i < b {
                if bytes[i] == 0x0A { n += 1 } else if bytes[i] == 0x0D { n += 1; if i + 1 < b, bytes[i + 1] == 0x0A { i += 1 } }
                i += 1
            }
            return n
        }

        mutating func newline(blank: Bool, indent: Int) {
            while out.last == 0x20 { out.removeLast() }
            if !out.isEmpty {
                out.append(0x0A)
                if blank { out.append(0x0A) }
            }
            out.append(contentsOf: Array(repeating: 0x20, count: 2 * max(0, indent)))
        }

        mutating func write(_ slice: ArraySlice<UInt8>) { out.append(contentsOf: slice) }

        /// The braces (by token index, both ends) of blocks that stay on one line: written so, with one statement, no
        /// block inside, no comment.
        func inlineBlocks() -> Set<Int> {
            let tokens = layout.tokens
            var inline = Set<Int>()
            var stack: [Int] = []
            var comment = 0
            for (index, token) in tokens.enumerated() {
                if token.kind == .leftBrace { stack.append(index) }
                guard token.kind == .rightBrace, let open = stack.popLast() else { continue }
                let inner = (open + 1)..<index
                guard inner.filter({ layout.statementStarts.contains($0) }).count == 1,
                      !inner.contains(where: { tokens[$0].kind == .leftBrace || layout.continuations.contains($0) }),
                      !bytes[tokens[open].start..<token.end].contains(0x0A), !bytes[tokens[open].start..<token.end].contains(0x0D)
                else { continue }
                while comment < layout.comments.count, layout.comments[comment].upperBound <= tokens[open].end { comment += 1 }
                if comment < layout.comments.count, layout.comments[comment].lowerBound < token.start { continue }
                inline.insert(open)
                inline.insert(index)
            }
            return inline
        }

        mutating func run() -> String {
            let tokens = layout.tokens
            let inline = inlineBlocks()
            var inInline = false
            var previousEnd: Int? = nil
            var previous: Token? = nil
            var breakPending = false  // a line comment ended the line
            for (index, token) in tokens.enumerated() {
                if token.kind == .semicolon { continue }  // statements go on lines of their own
                // The comments before this token.
                while commentIndex < layout.comments.count, layout.comments[commentIndex].lowerBound < token.start {
                    let comment = layout.comments[commentIndex]
                    commentIndex += 1
                    let gap = previousEnd.map { newlines(from: $0, to: comment.lowerBound) } ?? 2
                    if previousEnd != nil, gap == 0, !breakPending {
                        out.append(0x20)  // at the end of the line it was on
                    } else {
                        // Its own line, indented as the token after it will be (a comment before `}` sits inside).
                        let indent = token.kind == .rightBrace ? depth : depth + (breakPending || layout.statementStarts.contains(index) || previous?.kind == .leftBrace || previous == nil ? 0 : 1)
                        newline(blank: gap > 1 && previous?.kind != .leftBrace, indent: indent)
                    }
                    write(text(comment))
                    let isLineComment = bytes[comment.lowerBound + 1] == UInt8(ascii: "/")
                    breakPending = isLineComment || newlines(from: comment.upperBound, to: token.start) > 0
                    previousEnd = comment.upperBound
                }
                if token.kind == .endOfFile { break }
                let gap = previousEnd.map { newlines(from: $0, to: token.start) } ?? 0
                let blank = gap > 1
                if inInline, token.kind == .rightBrace {
                    depth -= 1
                    out.append(0x20)
                    inInline = false
                } else if inInline, layout.statementStarts.contains(index) {
                    out.append(0x20)
                } else if layout.statementStarts.contains(index) {
                    statementKeyword = String(decoding: text(token.start..<token.end), as: UTF8.self)
                    newline(blank: blank && previous?.kind != .leftBrace, indent: depth)
                } else if layout.continuations.contains(index) {
                    newline(blank: false, indent: depth + 1)
                } else if token.kind == .rightBrace {
                    depth -= 1
                    if previous?.kind == .leftBrace, !breakPending { /* `{}` */ } else { newline(blank: false, indent: depth) }
                } else if breakPending {
                    newline(blank: false, indent: depth + 1)
                } else if let previous {
                    if spaced(previous, token) { out.append(0x20) }
                }
                breakPending = false
                write(text(token.start..<token.end))
                if token.kind == .leftBrace {
                    depth += 1
                    if inline.contains(index) { inInline = true }
                }
                previous = token
                previousEnd = token.end
            }
            while out.last == 0x20 || out.last == 0x0A { out.removeLast() }
            out.append(0x0A)
            return String(decoding: out, as: UTF8.self)
        }

        /// One space between two tokens on a line, or none.
        func spaced(_ a: Token, _ b: Token) -> Bool {
            switch b.kind {
            case .comma, .colon, .rightParen, .rightBracket, .question, .dot: return false
            case .leftBrace: return true
            case .leftParen:
                // `action select(…)`, `func total(of: …)`; a transition's data stands apart, as what the app is entered
                // with does: `on open (url: URL)`, `start Donate (type: DonateType)`.
                return a.kind != .identifier || ["push", "modal", "replace", "start"].contains(statementKeyword)
            default: break
            }
            switch a.kind {
            case .leftParen, .leftBracket, .dot: return false
            default: return true
            }
        }
    }
}
