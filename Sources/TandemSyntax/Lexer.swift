import TandemDiagnostics

/// Turns a file's bytes into tokens in one linear pass. Never fails: problems become diagnostics and the
/// lexer carries on, so the parser can report everything in one run.
public struct Lexer {
    public static let maxIdentifierBytes = 200

    let file: SourceFile
    let bytes: [UInt8]
    /// Where input ends for this lexer.
    let limit: Int
    var index = 0
    var atLineStart = true
    public private(set) var tokens: [Token] = []
    /// The string literals' decoded values, in order (`Token.value` indexes them).
    public private(set) var values: [String] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// Each comment's byte range (`//` to the line's end, `/* … */` whole): the formatter keeps them.
    public private(set) var comments: [Range<Int>] = []

    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], values: [String], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file: file)
        lexer.run()
        return (lexer.tokens, lexer.values, lexer.diagnostics)
    }

    /// The tokens with the comments between them (of the bytes `start..<end`, absolute offsets, when told).
    public static func tokenizeKeepingComments(_ file: SourceFile, from start: Int = 0, to end: Int? = nil)
        -> (tokens: [Token], values: [String], comments: [Range<Int>], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file: file, from: start, to: end)
        lexer.run()
        return (lexer.tokens, lexer.values, lexer.comments, lexer.diagnostics)
    }

    /// Lexes `file`'s bytes from `start` up to `end` (the whole file unless told): the end of that stretch is the end of
    /// input. The parser ends a stretch where a line starts, so no token is cut there; a string or comment left open
    /// is reported unterminated, as at the end of a file.
    init(file: SourceFile, from start: Int = 0, to end: Int? = nil) {
        self.file = file
        self.bytes = file.bytes
        self.limit = end ?? file.bytes.count
        index = start
        // Skip a UTF-8 byte-order mark.
        if start == 0, limit >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(file: file.id, start: start, end: end)
    }

    private mutating func report(_ rule: RuleDescriptor, _ message: String, _ start: Int, _ end: Int, hint: String? = nil,
                                 fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(rule, message, at: range(start, end), hint: hint, fixIts: fixIts))
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let i = index + offset
        return i < limit ? bytes[i] : nil
    }

    mutating func run() {
        tokens.reserveCapacity((limit - index) / 4)
        while index < limit {
            let b = bytes[index]
            switch b {
            case 0x0A, 0x0D:
                atLineStart = true
                index += 1
            case 0x20, 0x09, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let start = index
                while index < limit, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                comments.append(start..<index)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = index
                skipBlockComment()
                comments.append(start..<index)
            case UInt8(ascii: "\""):
                lexString()
            case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
                add(.arrow, index, index + 2)
            case UInt8(ascii: "=") where peek(1) == UInt8(ascii: ">"):
                // Another language's arrow: one error, and read as the arrow it means, so the transition still counts.
                report(SyntaxRules.syntaxError, "'=>' is not an arrow in a design; a transition is written 'A -> B'", index, index + 2,
                       fixIts: [FixIt("Change to '->'", replacing: range(index, index + 2), with: "->")])
                add(.arrow, index, index + 2)
            case UInt8(ascii: "-") where peek(1).map(Self.isDigit) == true, UInt8(ascii: "0")...UInt8(ascii: "9"):
                // A negative number is a default value (`input offset: Int = -1`).
                let start = index
                if b == UInt8(ascii: "-") { index += 1 }
                while let c = peek(), Self.isIdentifierContinue(c) || c == UInt8(ascii: ".") { index += 1 }
                add(.number, start, index)
            default:
                if let kind = Self.punctuation(b) {
                    add(kind, index, index + 1)
                } else if Self.isIdentifierStart(b) {
                    lexIdentifier()
                } else {
                    let start = index
                    index += Self.scalarLength(b)
                    let shown = String(decoding: bytes[start..<min(index, limit)], as: UTF8.self)
                    report(SyntaxRules.unexpectedCharacter, "unexpected character '\(shown)'", start, index)
                    atLineStart = false
                }
            }
        }
        tokens.append(Token(kind: .endOfFile, start: limit, end: limit, startsLine: true))
    }

    private mutating func add(_ kind: TokenKind, _ start: Int, _ end: Int, value: String? = nil) {
        var slot: Int32 = -1  // 2³¹ string literals would take a file of several gigabytes.
        if let value {
            slot = Int32(values.count)
            values.append(value)
        }
        tokens.append(Token(kind: kind, start: start, end: end, startsLine: atLineStart, value: slot))
        atLineStart = false
        index = end
    }

    private mutating func skipBlockComment() {
        let start = index
        index += 2
        var depth = 1  // Nested, like Swift's.
        while index < limit {
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                if bytes[index] == 0x0A || bytes[index] == 0x0D { atLineStart = true }
                index += 1
            }
        }
        report(SyntaxRules.unterminatedComment, "unterminated '/*' comment", start, start + 2,
               hint: "close the comment with '*/'")
    }

    private mutating func lexIdentifier() {
        let start = index
        index += 1
        while index < limit {
            let c = bytes[index]
            if Self.isIdentifierContinue(c) {
                index += 1
            } else if c == UInt8(ascii: "-"), let next = peek(1), Self.isIdentifierContinue(next) {
                // Inner dashes (`R-1`, `tab-bar-covered`); `A->B` stops before the arrow.
                index += 1
            } else {
                break
            }
        }
        if index - start > Self.maxIdentifierBytes {
            report(SyntaxRules.identifierTooLong,
                   "identifier is \(index - start) bytes long; the limit is \(Self.maxIdentifierBytes)",
                   start, start + 1, hint: "shorten the identifier and put the long text in the title string")
        }
        let end = index
        index = start
        add(.identifier, start, end)
    }

    /// The text of `range`, decoded through a pointer: a slice of the file's array would retain and release the array,
    /// one count that a large file's parts, lexed on two cores at once, would fight over.
    static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    private mutating func lexString() {
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") { return lexMultilineString() }
        let start = index
        index += 1
        // Most strings hold no escape: their value is their bytes, decoded once.
        while index < limit, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
              bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        if index < limit, bytes[index] == UInt8(ascii: "\"") {
            let end = index + 1
            let value = Self.string(bytes, (start + 1)..<index)
            index = start
            add(.string, start, end, value: value)
            return
        }
        var value = Array(bytes[(start + 1)..<index])
        while index < limit {
            let c = bytes[index]
            if c == UInt8(ascii: "\"") {
                index += 1
                let end = index
                index = start
                add(.string, start, end, value: String(decoding: value, as: UTF8.self))
                return
            }
            if c == 0x0A || c == 0x0D { break }
            if c == UInt8(ascii: "\\") {
                let escapeStart = index
                index += 1
                guard let e = peek() else { break }
                switch e {
                case UInt8(ascii: "\""): value.append(e); index += 1
                case UInt8(ascii: "\\"): value.append(e); index += 1
                case UInt8(ascii: "n"): value.append(0x0A); index += 1
                case UInt8(ascii: "t"): value.append(0x09); index += 1
                case UInt8(ascii: "r"): value.append(0x0D); index += 1
                case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
                    index += 2
                    var hex = 0
                    var digits = 0
                    while let h = peek(), let v = Self.hexValue(h), digits < 8 {
                        hex = hex * 16 + v
                        digits += 1
                        index += 1
                    }
                    if peek() == UInt8(ascii: "}"), digits > 0, let scalar = Unicode.Scalar(UInt32(hex)) {
                        index += 1
                        value.append(contentsOf: Array(String(Character(scalar)).utf8))
                    } else {
                        report(SyntaxRules.invalidEscape, "invalid unicode escape; write \\u{hex} with 1 to 8 hex digits naming a scalar",
                               escapeStart, index)
                    }
                case 0x0A, 0x0D:
                    continue  // reported as unterminated below
                default:
                    index += Self.scalarLength(e)
                    let shown = String(decoding: bytes[escapeStart..<min(index, limit)], as: UTF8.self)
                    report(SyntaxRules.invalidEscape, "invalid escape sequence '\(shown)' in string", escapeStart, index,
                           hint: "write a backslash as \\\\")
                }
                continue
            }
            value.append(c)
            index += 1
        }
        report(SyntaxRules.unterminatedString, "unterminated string literal", start, start + 1,
               hint: "close the string with '\"' on the same line")
        let end = index
        index = start
        add(.string, start, end, value: String(decoding: value, as: UTF8.self))
    }

    /// `"""` at the end of a line, lines of text, then `"""` first on its line: the closing line's indentation is removed
    /// from every line (as in Swift), line breaks become `\n`, and escapes work as in one-line strings.
    private mutating func lexMultilineString() {
        let start = index
        index += 3
        func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
        func lineEnd(_ from: Int) -> Int {
            var i = from
            while i < limit, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            return i
        }
        func nextLine(_ end: Int) -> Int {
            end < limit && bytes[end] == 0x0D && end + 1 < limit && bytes[end + 1] == 0x0A ? end + 2 : end + 1
        }
        let openingEnd = lineEnd(index)
        if bytes[index..<openingEnd].contains(where: { !isBlank($0) }) {
            report(SyntaxRules.multilineString, "text after an opening \"\"\" must start on the next line", start, start + 3,
                   hint: "break the line after \"\"\"")
        }
        // The lines up to the one holding only the closing """.
        var lines: [Range<Int>] = []
        var line = nextLine(openingEnd)
        var closing: (indent: Range<Int>, end: Int)?
        while line < limit {
            let end = lineEnd(line)
            var first = line
            while first < end, isBlank(bytes[first]) { first += 1 }
            // A line that starts with """ closes the string; what follows on it is the next token, as in Swift.
            if end - first >= 3, bytes[first] == UInt8(ascii: "\""), bytes[first + 1] == UInt8(ascii: "\""), bytes[first + 2] == UInt8(ascii: "\"") {
                closing = (line..<first, first + 3)
                break
            }
            lines.append(line..<end)
            if end >= limit { break }
            line = nextLine(end)
        }
        guard let closing else {
            report(SyntaxRules.unterminatedString, "unterminated multi-line string", start, start + 3,
                   hint: "close it with \"\"\" first on a line")
            index = start
            add(.string, start, limit, value: "")
            return
        }
        let indent = Array(bytes[closing.indent])
        var text = [UInt8]()
        for (n, range) in lines.enumerated() {
            if n > 0 { text.append(0x0A) }
            let raw = Array(bytes[range])
            if raw.allSatisfy(isBlank) { continue }
            if raw.starts(with: indent) {
                text += raw.dropFirst(indent.count)
            } else {
                report(SyntaxRules.multilineString, "this line is indented less than the closing \"\"\"", range.lowerBound, range.lowerBound + 1,
                       hint: "indent every line at least as much as the closing \"\"\"")
                text += raw.drop(while: isBlank)
            }
        }
        let value = decodeEscapes(text, at: start)
        index = start
        add(.string, start, closing.end, value: value)
    }

    /// The escapes of a multi-line string's text (already without its indentation); errors point at the opening.
    private mutating func decodeEscapes(_ text: [UInt8], at start: Int) -> String {
        var out = [UInt8]()
        var i = 0
        while i < text.count {
            guard text[i] == UInt8(ascii: "\\"), i + 1 < text.count else { out.append(text[i]); i += 1; continue }
            let e = text[i + 1]
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(e); i += 2
            case UInt8(ascii: "n"): out.append(0x0A); i += 2
            case UInt8(ascii: "t"): out.append(0x09); i += 2
            case UInt8(ascii: "r"): out.append(0x0D); i += 2
            case UInt8(ascii: "u") where i + 2 < text.count && text[i + 2] == UInt8(ascii: "{"):
                var j = i + 3, hex = 0, digits = 0
                while j < text.count, let v = Self.hexValue(text[j]), digits < 8 { hex = hex * 16 + v; digits += 1; j += 1 }
                if j < text.count, text[j] == UInt8(ascii: "}"), digits > 0, let scalar = Unicode.Scalar(UInt32(hex)) {
                    out += Array(String(Character(scalar)).utf8)
                    i = j + 1
                } else {
                    report(SyntaxRules.invalidEscape, "invalid unicode escape in a multi-line string; write \\u{hex} with 1 to 8 hex digits naming a scalar",
                           start, start + 3)
                    i = j
                }
            default:
                report(SyntaxRules.invalidEscape, "invalid escape sequence '\\\(Character(Unicode.Scalar(e)))' in a multi-line string", start, start + 3,
                       hint: "write a backslash as \\\\")
                out.append(e)
                i += 2
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func punctuation(_ b: UInt8) -> TokenKind? {
        switch b {
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: "["): .leftBracket
        case UInt8(ascii: "]"): .rightBracket
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "?"): .question
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: "*"): .star
        default: nil
        }
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// Letters, '_', and any non-ASCII scalar (the file is valid UTF-8 by now), so designs can use their language.
    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    static func isIdentifierContinue(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
    }

    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xFF: 4
        case 0xE0..<0xF0: 3
        case 0xC0..<0xE0: 2
        default: 1
        }
    }

    static func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(b - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(b - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}

/// Checks that bytes are text before lexing: no NUL bytes, valid UTF-8.
public enum TextValidator {
    public static func validate(_ file: SourceFile) -> Diagnostic? { validate(file.bytes, of: file.id) }

    /// What is wrong with the bytes of file `id` as text, if anything (they need no `SourceFile` yet: a large file is
    /// checked while its line starts are found).
    public static func validate(_ bytes: [UInt8], of id: FileID) -> Diagnostic? {
        problem(in: bytes, of: id, nul: firstNUL(bytes, from: 0, to: bytes.count), invalid: firstInvalidUTF8(bytes))
    }

    /// What is wrong with `bytes`, which were valid text before an edit wrote `start..<end`: only those bytes are read,
    /// with the characters they touch (the language server checks a file again on every keystroke).
    public static func validate(_ bytes: [UInt8], of id: FileID, changedFrom start: Int, to end: Int) -> Diagnostic? {
        // From the start of the character the first changed byte belongs to, or ends.
        var from = max(start - 1, 0)
        while from > 0, from > start - 4, bytes[from] & 0xC0 == 0x80 { from -= 1 }
        return problem(in: bytes, of: id, nul: firstNUL(bytes, from: start, to: end), invalid: firstInvalidUTF8(bytes, from: from, to: end))
    }

    static func problem(in bytes: [UInt8], of id: FileID, nul: Int?, invalid: Int?) -> Diagnostic? {
        if let nul {
            return Diagnostic(SyntaxRules.binaryFile, "file contains NUL bytes; it does not look like a design file",
                              at: SourceRange(file: id, start: nul, end: nul + 1),
                              hint: "pass the path of a .tandem text file")
        }
        if let bad = invalid {
            return Diagnostic(SyntaxRules.invalidEncoding, "invalid UTF-8 byte 0x\(String(bytes[bad], radix: 16, uppercase: true))",
                              at: SourceRange(file: id, start: bad, end: bad + 1),
                              hint: "save the file as UTF-8")
        }
        return nil
    }

    static func firstNUL(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { p in
            var i = start
            while i + 8 <= end, !ByteWords.hasZero(ByteWords.load(p, at: i)) { i += 8 }
            while i < end, p[i] != 0 { i += 1 }
            return i < end ? i : nil
        }
    }

    /// Offset of the first byte that breaks UTF-8 (overlongs, surrogates and out-of-range scalars included), reading
    /// from `start` (a character's start) to `end`, and on past `end` to the next character's start.
    public static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var i = start
            let n = bytes.count, end = end ?? n
            while i < n, i < end || bytes[i] & 0xC0 == 0x80 {
                // ASCII, nearly all of a design, eight bytes at a time.
                if i + 8 <= n, ByteWords.isASCII(ByteWords.load(bytes, at: i)) { i += 8; continue }
                let b = bytes[i]
                if b < 0x80 { i += 1; continue }
                let length: Int
                var lower: UInt8 = 0x80
                var upper: UInt8 = 0xBF
                switch b {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; upper = 0x9F
                case 0xF0: length = 4; lower = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; upper = 0x8F
                default: return i
                }
                guard i + length <= n else { return i }
                let second = bytes[i + 1]
                if second < lower || second > upper { return i }
                for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
                i += length
            }
            return nil
        }
    }
}
