/// Kotlin source read through a tokenizer that knows Kotlin's comments (nested block comments), strings (escapes,
/// `"""` raw strings, `${…}` templates holding code and strings of their own), character literals and backquoted
/// names; classes and their methods are then found by brace depth. No Kotlin parser is available to a Swift
/// package, and this is what deciding "does this override do work" needs.
public enum KotlinStructure {
    struct Token: Equatable {
        enum Kind: Equatable { case identifier, punctuation, literal }
        var kind: Kind
        var text: String
        var line: Int
    }

    /// Deeper than this a file is not read, as a Swift file is not (`SwiftNesting.limit`): the reading below scans a
    /// class's body once per class around it, so the depth bounds its time.
    static let limit = SwiftNesting.limit

    static func tokens(_ source: String) throws(NestingTooDeep) -> [Token] {
        let s = Array(source.utf8)
        var tokens: [Token] = []
        var i = 0
        var line = 1
        /// Brackets and braces open in code.
        var depth = 0

        func isIdentifierStart(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || b == 95 || b >= 0x80 }
        func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 48 && b <= 57) }
        func tooDeep() -> NestingTooDeep {
            NestingTooDeep(line: line, reason: "nested more than \(limit) levels deep (brackets, braces or string templates)")
        }

        /// Skips a string starting at `i` (at its opening quote). Templates inside (`${…}`) hold code, with braces and
        /// strings of their own: each open string and template is a level of `open`, so no nesting recurses.
        func skipString() throws(NestingTooDeep) {
            enum Level { case string(raw: Bool), template(braces: Int) }
            var open: [Level] = []
            func enterString() {
                let raw = i + 2 < s.count && s[i + 1] == 34 && s[i + 2] == 34
                i += raw ? 3 : 1
                open.append(.string(raw: raw))
            }
            enterString()
            while i < s.count, let level = open.last {
                let b = s[i]
                switch level {
                case .string(let raw):
                    if raw {
                        if b == 34, i + 2 < s.count, s[i + 1] == 34, s[i + 2] == 34 {
                            i += 3
                            while i < s.count && s[i] == 34 { i += 1 }  // `""""` ends with the last three
                            open.removeLast()
                            continue
                        }
                    } else {
                        if b == 92 {  // an escape
                            if i + 1 < s.count, s[i + 1] == 10 { line += 1 }
                            i += 2
                            continue
                        }
                        if b == 34 { i += 1; open.removeLast(); continue }
                        // Unterminated: it ends at the line's end, which whatever reads on counts.
                        if b == 10 { open.removeLast(); continue }
                    }
                    if b == 36, i + 1 < s.count, s[i + 1] == 123 {  // ${ … }
                        i += 2
                        open.append(.template(braces: 1))
                        if depth + open.count > limit { throw tooDeep() }
                        continue
                    }
                    if b == 10 { line += 1 }
                    i += 1
                case .template(let braces):
                    switch b {
                    case 123:
                        i += 1
                        open[open.count - 1] = .template(braces: braces + 1)
                        if depth + open.count + braces > limit { throw tooDeep() }
                    case 125:
                        i += 1
                        if braces == 1 { open.removeLast() } else { open[open.count - 1] = .template(braces: braces - 1) }
                    case 34:
                        enterString()
                        if depth + open.count > limit { throw tooDeep() }
                    case 10:
                        line += 1
                        i += 1
                    default:
                        i += 1
                    }
                }
            }
        }

        while i < s.count {
            let b = s[i]
            switch b {
            case 10:
                line += 1
                i += 1
            case 32, 9, 13:
                i += 1
            case 47 where i + 1 < s.count && s[i + 1] == 47:  // line comment
                while i < s.count && s[i] != 10 { i += 1 }
            case 47 where i + 1 < s.count && s[i + 1] == 42:  // block comment, nested as Kotlin nests them
                var depth = 0
                repeat {
                    if s[i] == 47, i + 1 < s.count, s[i + 1] == 42 { depth += 1; i += 2; continue }
                    if s[i] == 42, i + 1 < s.count, s[i + 1] == 47 { depth -= 1; i += 2; continue }
                    if s[i] == 10 { line += 1 }
                    i += 1
                } while depth > 0 && i < s.count
            case 34:
                let start = line
                try skipString()
                tokens.append(Token(kind: .literal, text: "\"", line: start))
            case 39:  // a character literal
                i += 1
                while i < s.count && s[i] != 39 && s[i] != 10 { i += s[i] == 92 ? 2 : 1 }
                i += 1
                tokens.append(Token(kind: .literal, text: "'", line: line))
            case 96:  // `backquoted name`
                let start = i + 1
                i += 1
                while i < s.count && s[i] != 96 && s[i] != 10 { i += 1 }
                tokens.append(Token(kind: .identifier, text: String(decoding: s[start..<min(i, s.count)], as: UTF8.self), line: line))
                i += 1
            default:
                if isIdentifierStart(b) {
                    let start = i
                    while i < s.count && isIdentifierPart(s[i]) { i += 1 }
                    tokens.append(Token(kind: .identifier, text: String(decoding: s[start..<i], as: UTF8.self), line: line))
                } else if b >= 48 && b <= 57 {
                    while i < s.count && (isIdentifierPart(s[i]) || s[i] == 46) { i += 1 }
                    tokens.append(Token(kind: .literal, text: "0", line: line))
                } else {
                    switch b {
                    case 40, 91, 123:  // ( [ {
                        depth += 1
                        if depth > limit { throw tooDeep() }
                    case 41, 93, 125:
                        depth = max(0, depth - 1)
                    default:
                        break
                    }
                    tokens.append(Token(kind: .punctuation, text: String(UnicodeScalar(b)), line: line))
                    i += 1
                }
            }
        }
        return tokens
    }

    static let modifiers: Set = ["override", "open", "public", "protected", "internal", "private", "final", "suspend",
                                 "operator", "inline", "tailrec", "infix", "external", "abstract"]

    /// The classes of a Kotlin file; a file nested deeper than `limit` is refused.
    public static func classes(in source: String) throws(NestingTooDeep) -> [SourceClass] {
        let t = try tokens(source)
        var classes: [SourceClass] = []

        /// The index after the bracket that closes the one at `open`. Type parameters (`<…>`) hold no braces and no
        /// declaration: an unclosed `<` (`a < b`) ends there, so each `class` or `fun` scans to the next at most.
        func skipBalanced(_ open: Int, _ opening: String, _ closing: String) -> Int {
            var depth = 0
            var i = open
            while i < t.count {
                if t[i].kind == .punctuation {
                    if t[i].text == opening { depth += 1 } else if t[i].text == closing { depth -= 1; if depth == 0 { return i + 1 } }
                    if opening == "<", t[i].text == "{" || t[i].text == "}" || t[i].text == "=" || t[i].text == ";" { return i }
                } else if opening == "<", t[i].kind == .identifier, t[i].text == "class" || t[i].text == "fun" {
                    return i
                }
                i += 1
            }
            return t.count
        }
        func isPunctuation(_ i: Int, _ text: String) -> Bool { i < t.count && t[i].kind == .punctuation && t[i].text == text }

        for (index, token) in t.enumerated() where token.kind == .identifier && token.text == "class" {
            // `Foo::class` is a class literal, not a declaration.
            if index > 0, isPunctuation(index - 1, ":") { continue }
            guard index + 1 < t.count, t[index + 1].kind == .identifier else { continue }
            var i = index + 2
            if isPunctuation(i, "<") { i = skipBalanced(i, "<", ">") }
            // The primary constructor, after its visibility (`private constructor(…)`).
            while i < t.count, t[i].kind == .identifier, modifiers.contains(t[i].text) { i += 1 }
            if i < t.count, t[i].kind == .identifier, t[i].text == "constructor" { i += 1 }
            if isPunctuation(i, "(") { i = skipBalanced(i, "(", ")") }
            var superclass: String?
            if isPunctuation(i, ":") {
                i += 1
                var name: String?
                while i < t.count, t[i].kind == .identifier {
                    name = t[i].text
                    if isPunctuation(i + 1, ".") { i += 2 } else { i += 1; break }
                }
                superclass = name
            }
            // The class body: the first `{` before the next declaration ends this one.
            while i < t.count, !isPunctuation(i, "{") {
                if t[i].kind == .identifier, t[i].text == "class" || t[i].text == "fun" { break }
                i += 1
            }
            guard isPunctuation(i, "{") else {
                classes.append(SourceClass(name: t[index + 1].text, superclass: superclass, methods: [], line: token.line))
                continue
            }
            let end = skipBalanced(i, "{", "}")
            var methods: [SourceMethod] = []
            var depth = 0
            var j = i
            while j < end {
                let u = t[j]
                if u.kind == .punctuation, u.text == "{" { depth += 1 } else if u.kind == .punctuation, u.text == "}" { depth -= 1 }
                if depth == 1, u.kind == .identifier, u.text == "fun", j + 1 < end {
                    var k = j + 1
                    if isPunctuation(k, "<") { k = skipBalanced(k, "<", ">") }
                    guard k < end, t[k].kind == .identifier, isPunctuation(k + 1, "(") else { j += 1; continue }
                    let name = t[k].text
                    var back = j - 1
                    var isOverride = false
                    while back > i, t[back].kind == .identifier, modifiers.contains(t[back].text) {
                        if t[back].text == "override" { isOverride = true }
                        back -= 1
                    }
                    var m = skipBalanced(k + 1, "(", ")")
                    // A return type runs to the body: `{` or `=` at this depth.
                    while m < end, !isPunctuation(m, "{"), !isPunctuation(m, "="), !isPunctuation(m, "}") {
                        if t[m].kind == .identifier, t[m].text == "fun" { break }
                        m += 1
                    }
                    var own = false
                    if isPunctuation(m, "{") {
                        let close = skipBalanced(m, "{", "}")
                        // An unclosed body runs to the end of the file (the brace may be its last token).
                        own = hasOwnBody(Array(t[(m + 1)..<max(m + 1, close - 1)]), calling: name)
                        methods.append(SourceMethod(name: name, isOverride: isOverride, hasOwnBody: own, line: u.line))
                        j = close
                        continue
                    } else if isPunctuation(m, "=") {
                        // An expression body: its tokens up to the next line that starts a declaration.
                        var n = m + 1
                        let startLine = t[min(n, end - 1)].line
                        while n < end, !(t[n].line > startLine && (isPunctuation(n, "}") || isPunctuation(n, "@")
                                                                    || (t[n].kind == .identifier && (modifiers.contains(t[n].text) || ["fun", "val", "var", "class", "object", "init"].contains(t[n].text))))) {
                            n += 1
                        }
                        own = hasOwnBody(Array(t[(m + 1)..<n]), calling: name)
                        methods.append(SourceMethod(name: name, isOverride: isOverride, hasOwnBody: own, line: u.line))
                        j = n
                        continue
                    }
                    methods.append(SourceMethod(name: name, isOverride: isOverride, hasOwnBody: false, line: u.line))
                }
                j += 1
            }
            classes.append(SourceClass(name: t[index + 1].text, superclass: superclass, methods: methods, line: token.line))
        }
        return classes
    }

    /// Tokens other than `super.name(…)` (with an optional `;`).
    static func hasOwnBody(_ body: [Token], calling name: String) -> Bool {
        var body = body
        if body.last?.kind == .punctuation, body.last?.text == ";" { body.removeLast() }
        if body.isEmpty { return false }
        guard body.count >= 5, body[0].kind == .identifier, body[0].text == "super", body[1].text == ".",
              body[2].kind == .identifier, body[2].text == name, body[3].text == "(", body.last?.text == ")" else { return true }
        // The parentheses after the name close at the very end: nothing follows the call.
        var depth = 0
        for (offset, token) in body[3...].enumerated() where token.kind == .punctuation {
            if token.text == "(" { depth += 1 } else if token.text == ")" {
                depth -= 1
                if depth == 0 { return 3 + offset != body.count - 1 }
            }
        }
        return true
    }
}
