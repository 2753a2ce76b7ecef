import TandemDiagnostics

/// A recursive-descent parser for one `.tandem` file. It never stops at the first error: it reports, skips to
/// the next line or declaration, and carries on. The only recursion is in types, and it is depth-limited.
public struct Parser {
    public static let maxTypeDepth = 32
    /// After this many syntax errors in one file the rest of the file is skipped.
    public static let maxErrorsPerFile = 50

    public static let declarationKeywords = ["import", "app", "requirement", "task", "model", "enum", "screen", "navigation"]

    let file: SourceFile
    let tokens: [Token]
    /// The string literals' values (`Token.value`).
    let values: [String]
    var position = 0
    var diagnostics: [Diagnostic] = []
    var errorCount = 0
    /// End offset of the last consumed token, for declaration ranges.
    var lastEnd = 0
    /// The token index where each declaration and statement starts, and where a clause continues one on a line of its
    /// own (`allow`): the formatter's line breaks.
    var statementStarts: [Int] = []
    var continuations: [Int] = []
    /// The text each error made the parser skip.
    var skipped: [SourceRange] = []

    /// A file this large (in bytes) is read in parts on the cores: from about 150 KB (2,000 elements) two parts parse in
    /// half to two thirds of one part's time; below it the handing out costs about what it saves.
    public static let largeFile = 1 << 18

    /// Lexes and parses one file (its parts joined: see `parseInParts`).
    public static func parse(_ file: SourceFile, splitFrom: Int = largeFile, parts: Int? = nil) -> (syntax: DesignFileSyntax, diagnostics: [Diagnostic]) {
        let (read, diagnostics) = parseInParts(file, splitFrom: splitFrom, parts: parts)
        return (DesignFileSyntax.joined(read), diagnostics)
    }

    /// Lexes and parses one file, a large one in parts at once, each split at the first line after an even share of its
    /// bytes that starts with a top-level declaration: the parts' syntax in file order (one part for most files). When
    /// a part has anything to report (a split fell inside a string, a comment or a body, or the file has errors), the
    /// file is read again in one pass from that part's start, so what comes out is always what one pass over the file
    /// gives. The parts are not joined here: the model builder reads them in order as one file, and joining would copy
    /// every declaration.
    /// - Parameters:
    ///   - splitFrom: files of at least this many bytes are read in parts (a file of 100,000 elements is 8.8 MB, one of
    ///     10,000 elements 0.8 MB).
    ///   - parts: how many; by default about one per megabyte, from 2 to 8. Parts are handed out as cores free up:
    ///     parts of one size are not the same work (screens take longer to read than requirements), so two parts on two
    ///     cores leave one waiting for the other, and smaller last parts shorten that wait.
    public static func parseInParts(_ file: SourceFile, splitFrom: Int = largeFile, parts: Int? = nil) -> (parts: [DesignFileSyntax], diagnostics: [Diagnostic]) {
        let parts = parts ?? min(max(file.bytes.count >> 20, 2), 8)
        if file.bytes.count >= splitFrom, case let splits = splitPoints(file.bytes, parts: parts), !splits.isEmpty {
            let read = parseParts(file, at: splits)
            return (read.parts, read.diagnostics)
        }
        let (syntax, diagnostics) = parse(file, from: 0, to: file.bytes.count)
        return ([syntax], diagnostics)
    }

    static func parse(_ file: SourceFile, from start: Int, to end: Int) -> (syntax: DesignFileSyntax, diagnostics: [Diagnostic]) {
        let (tokens, values, comments, lexDiagnostics) = Lexer.tokenizeKeepingComments(file, from: start, to: end)
        var parser = Parser(file: file, tokens: tokens, values: values)
        parser.diagnostics = Array(lexDiagnostics.prefix(maxErrorsPerFile))
        parser.errorCount = lexDiagnostics.count
        if lexDiagnostics.count >= maxErrorsPerFile {
            parser.diagnostics[maxErrorsPerFile - 1].notes.append(
                DiagnosticNote("too many errors in this file; the rest of it is skipped"))
            return (DesignFileSyntax(file: file.id), parser.diagnostics)
        }
        var syntax = parser.parseFile()
        syntax.skipped = parser.skipped
        syntax.keywords = parser.statementStarts.map { parser.range(parser.tokens[$0]) }
        syntax.comments = comments.map { SourceRange(file: file.id, start: $0.lowerBound, end: $0.upperBound) }
        return (syntax, parser.diagnostics)
    }

    /// The parts' syntax in file order and what one pass over the file reports. The parts before the first with anything
    /// to report each ended where a top-level declaration starts (one cut inside a string, a comment or a body reports
    /// it unterminated), so one pass reads them alike; from the first that reports, the file is read again in one pass
    /// (`rereadFrom`: its number, nil when every part read clean). An error near a large file's end, as the language
    /// server meets while someone types, then costs a second read of the end only.
    /// - Parameter splits: ascending offsets inside the file, each the start of a line.
    static func parseParts(_ file: SourceFile, at splits: [Int]) -> (parts: [DesignFileSyntax], diagnostics: [Diagnostic], rereadFrom: Int?) {
        let bounds = [0] + splits + [file.bytes.count]
        let parts = onEveryCore(bounds.count - 1) { parse(file, from: bounds[$0], to: bounds[$0 + 1]) }
        guard let first = parts.firstIndex(where: { !$0.diagnostics.isEmpty }) else { return (parts.map(\.syntax), [], nil) }
        let (rest, diagnostics) = parse(file, from: bounds[first], to: file.bytes.count)
        return (parts[..<first].map(\.syntax) + [rest], diagnostics, first)
    }

    /// Where to cut `bytes` into `parts` parts: for each even share, the start of the first line after it that begins
    /// with a declaration keyword followed by a space (none past the last such line; none twice).
    static func splitPoints(_ bytes: [UInt8], parts: Int) -> [Int] {
        let keywords = declarationKeywords.map { Array($0.utf8) + [UInt8(ascii: " ")] }
        var splits: [Int] = []
        for share in 1..<max(parts, 1) {
            var i = max(bytes.count * share / parts, (splits.last ?? 0) + 1)
            while i < bytes.count - 1 {
                if bytes[i] == 0x0A {
                    let start = i + 1
                    if keywords.contains(where: { k in start + k.count <= bytes.count && bytes[start..<(start + k.count)].elementsEqual(k) }) {
                        splits.append(start)
                        break
                    }
                }
                i += 1
            }
            if i >= bytes.count - 1 { break }
        }
        return splits
    }

    /// A file's statements for the formatter: tokens, comments, where statements start and clauses continue; nil
    /// with the diagnostics when the file has syntax errors (a broken file is not reformatted).
    public static func layout(_ file: SourceFile) -> (layout: Layout?, diagnostics: [Diagnostic]) {
        let (tokens, values, comments, lexDiagnostics) = Lexer.tokenizeKeepingComments(file)
        if !lexDiagnostics.isEmpty { return (nil, lexDiagnostics) }
        var parser = Parser(file: file, tokens: tokens, values: values)
        _ = parser.parseFile()
        if !parser.diagnostics.isEmpty { return (nil, parser.diagnostics) }
        return (Layout(tokens: tokens, comments: comments, statementStarts: Set(parser.statementStarts),
                       continuations: Set(parser.continuations)), [])
    }

    public struct Layout: Sendable {
        public var tokens: [Token]
        public var comments: [Range<Int>]
        public var statementStarts: Set<Int>
        public var continuations: Set<Int>
    }

    init(file: SourceFile, tokens: [Token], values: [String]) {
        self.file = file
        self.tokens = tokens
        self.values = values
    }

    /// A string literal's decoded value.
    func stringValue(_ token: Token) -> String { token.value >= 0 ? values[Int(token.value)] : "" }

    // MARK: - Token access

    var current: Token { tokens[position] }
    var atEnd: Bool { current.kind == .endOfFile }

    func peek(_ offset: Int) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    mutating func advance() {
        if !atEnd {
            lastEnd = current.end
            position += 1
        }
    }

    func text(_ token: Token) -> String {
        Lexer.string(file.bytes, token.start..<token.end)
    }

    func range(_ token: Token) -> SourceRange { SourceRange(file: file.id, start: token.start, end: token.end) }
    func range(from start: Int) -> SourceRange { SourceRange(file: file.id, start: start, end: max(start, lastEnd)) }

    /// Whether the current token is the identifier `keyword`, compared byte by byte.
    func isKeyword(_ keyword: String, _ token: Token? = nil) -> Bool {
        let t = token ?? current
        guard t.kind == .identifier, t.end - t.start == keyword.utf8.count else { return false }
        var i = t.start
        for b in keyword.utf8 {
            if file.bytes[i] != b { return false }
            i += 1
        }
        return true
    }

    /// How a token reads in "found …".
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier:
            let t = text(token)
            return t.count > 40 ? "identifier '\(t.prefix(40))…'" : "'\(t)'"
        case .string: return "string"
        case .number: return "number '\(text(token).prefix(40))'"
        default: return token.kind.spelling
        }
    }

    // MARK: - Errors and recovery

    var tooManyErrors: Bool { errorCount >= Self.maxErrorsPerFile }

    mutating func error(_ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], hint: String? = nil) {
        error(SyntaxRules.syntaxError, message, at: range, notes: notes, hint: hint)
    }

    /// `suggestion`: the keyword a misspelt one is closest to, the hint and fix-it of the error.
    mutating func error(_ rule: RuleDescriptor, _ message: String, at range: SourceRange,
                        notes: [DiagnosticNote] = [], hint: String? = nil, suggestion: String? = nil, fixIts: [FixIt] = []) {
        // One error per position: a failed sub-parse and its caller must not both report the same token.
        if let last = diagnostics.last?.range, last.start == range.start, last.file == range.file { return }
        errorCount += 1
        if errorCount == Self.maxErrorsPerFile {
            diagnostics.append(Diagnostic(rule, message, at: range, notes: notes + [
                DiagnosticNote("too many errors in this file; the rest of it is skipped"),
            ], hint: hint, fixIts: fixIts).suggesting(suggestion, otherwise: hint))
            position = tokens.count - 1
            return
        }
        if errorCount > Self.maxErrorsPerFile { return }
        diagnostics.append(Diagnostic(rule, message, at: range, notes: notes, hint: hint, fixIts: fixIts).suggesting(suggestion, otherwise: hint))
    }

    mutating func expected(_ what: String, hint: String? = nil) {
        error("expected \(what), found \(describe(current))", at: range(current), hint: hint)
    }

    /// The text from `start` to what was last consumed, kept as an error node.
    mutating func noteSkipped(_ start: Int) {
        if lastEnd > start { skipped.append(SourceRange(file: file.id, start: start, end: lastEnd)) }
    }

    /// Skips the rest of a broken statement: up to the next token that starts a line, a ';' or a '}' closing the
    /// enclosing block. Braces opened on the way are skipped whole, iteratively (input may nest 10,000 deep).
    mutating func recoverToNextStatement() {
        let from = current.start
        defer { noteSkipped(from) }
        var depth = 0
        var first = true
        while !atEnd {
            let t = current
            if depth == 0, !first {
                if t.startsLine || t.kind == .semicolon { return }
            }
            if t.kind == .rightBrace {
                if depth == 0 { return }
                depth -= 1
            } else if t.kind == .leftBrace {
                depth += 1
            }
            first = false
            advance()
        }
    }

    /// Skips to the next top-level declaration keyword that starts a line outside any braces.
    mutating func recoverToDeclaration() {
        let from = current.start
        defer { noteSkipped(from) }
        var depth = 0
        advance()
        while !atEnd {
            let t = current
            if depth == 0, t.startsLine, t.kind == .identifier, Self.declarationKeywords.contains(text(t)) { return }
            if t.kind == .leftBrace { depth += 1 }
            if t.kind == .rightBrace { depth = max(0, depth - 1) }
            advance()
        }
    }

    // MARK: - Primitives

    mutating func identifier(_ what: String) -> Identifier? {
        guard current.kind == .identifier else {
            expected(what)
            return nil
        }
        let id = Identifier(text(current), range: range(current))
        advance()
        return id
    }

    mutating func optionalString() -> StringLiteral? {
        guard current.kind == .string else { return nil }
        let s = StringLiteral(value: stringValue(current), range: range(current))
        advance()
        return s
    }

    mutating func string(_ what: String) -> StringLiteral? {
        if let s = optionalString() { return s }
        expected(what)
        return nil
    }

    mutating func consume(_ kind: TokenKind) -> Bool {
        guard current.kind == kind else { return false }
        advance()
        return true
    }

    /// A member's list after what earlier lines of that member gave: adopted whole when it is the first (nearly always),
    /// so it is not copied element by element into a new array.
    static func add<T>(_ list: [T], to items: inout [T]) {
        if items.isEmpty { items = list } else { items += list }
    }

    /// `a, b, c`: one or more identifiers.
    mutating func identifierList(_ what: String) -> [Identifier] {
        var list: [Identifier] = []
        repeat {
            guard let id = identifier(what) else { return list }
            list.append(id)
        } while consume(.comma)
        return list
    }

    /// `name: Type, name: Type`: one or more typed names.
    mutating func typedNameList(_ what: String) -> [TypedName] {
        var list: [TypedName] = []
        repeat {
            guard let item = typedName(what) else { return list }
            list.append(item)
        } while consume(.comma)
        return list
    }

    mutating func typedName(_ what: String) -> TypedName? {
        guard let name = identifier(what) else { return nil }
        if !consume(.colon) {
            // `profile Profile`: the type is there, only the ':' is missing. One error with the fix, and the name keeps
            // its type, so nothing that uses it is reported as well.
            if (current.kind == .identifier || current.kind == .leftBracket) && !current.startsLine {
                let place = SourceRange(file: file.id, start: name.range.end, end: name.range.end)
                error(SyntaxRules.syntaxError, "expected ':' between '\(name.name)' and its type", at: place,
                      hint: "write '\(name.name): \(text(current))'", fixIts: [FixIt("Insert ':'", replacing: place, with: ":")])
            } else {
                expected("':' and a type after '\(name.name)'", hint: "write '\(name.name): String'")
                return nil
            }
        }
        guard let type = parseType(depth: 0) else { return nil }
        var item = TypedName(name: name, type: type)
        if consume(.equals) {
            guard let literal = literal() else {
                expected("a value after '=' (a number, a string, true, false, nil or an enum's case)", hint: "write '\(name.name): Int = 2'")
                return item
            }
            item.defaultValue = literal
        }
        return item
    }

    /// A number, a string, `true`, `false` or `nil`.
    mutating func literal() -> LiteralSyntax? {
        let token = current
        let kind: LiteralSyntax.Kind
        switch token.kind {
        case .number: kind = .number
        case .string: kind = .string
        case .identifier where isKeyword("true", token) || isKeyword("false", token): kind = .bool
        case .identifier where isKeyword("nil", token): kind = .null
        case .identifier: kind = .identifier
        default: return nil
        }
        let value = token.kind == .string ? stringValue(token) : text(token)
        advance()
        return LiteralSyntax(kind: kind, text: value, range: range(token))
    }

    /// `(name: Type, …)`, possibly empty.
    mutating func parameterList() -> [TypedName] {
        guard consume(.leftParen) else { return [] }
        if consume(.rightParen) { return [] }
        let list = typedNameList("a parameter name")
        if !consume(.rightParen) { expected("')' to close the parameter list") }
        return list
    }

    mutating func parseType(depth: Int) -> TypeSyntax? {
        if depth >= Self.maxTypeDepth {
            error(SyntaxRules.nestingTooDeep, "type is nested more than \(Self.maxTypeDepth) levels deep", at: range(current))
            // Skip the rest of the bracket run without recursing.
            while current.kind == .leftBracket || current.kind == .identifier || current.kind == .rightBracket
                || current.kind == .question || current.kind == .colon { advance() }
            return nil
        }
        let start = current.start
        var type: TypeSyntax
        if consume(.leftBracket) {
            guard let element = parseType(depth: depth + 1) else { return nil }
            if consume(.colon) {
                guard let value = parseType(depth: depth + 1) else { return nil }
                guard consume(.rightBracket) else { expected("']' to close the map type"); return nil }
                type = .map(key: element, value: value, range(from: start))
            } else {
                guard consume(.rightBracket) else { expected("']' to close the list type"); return nil }
                type = .list(element, range(from: start))
            }
        } else if current.kind == .identifier {
            type = .named(Identifier(text(current), range: range(current)))
            advance()
        } else {
            expected("a type")
            return nil
        }
        // Each `?` is a level too: a run of them is bounded like brackets, so nothing downstream recurses deeper.
        var levels = depth
        while current.kind == .question {
            levels += 1
            if levels >= Self.maxTypeDepth {
                error(SyntaxRules.nestingTooDeep, "type is nested more than \(Self.maxTypeDepth) levels deep", at: range(current))
                while current.kind == .question { advance() }
                return nil
            }
            advance()
            type = .optional(type, range(from: start))
        }
        return type
    }

    // MARK: - Blocks

    /// The state of one `{ … }` body while its members are read.
    struct Block {
        /// What the body belongs to, as messages name it (`task`, `screen`), and its name: the two are joined only
        /// for a message, not for every body read.
        let ownerKind: String
        var ownerName: String? = nil
        let open: Token
        let allowed: [String]
        /// Models: a statement may also start with `name:`.
        var acceptsProperties = false
        /// Its '{' was left out: it ends at its '}', or where a line starts a declaration.
        var implicit = false

        var owner: String { ownerName.map { ownerKind + " " + $0 } ?? ownerKind }
    }

    /// Opens a body if one follows; returns nil when the declaration has none.
    mutating func openBlock(owner: String, named name: String? = nil, allowed: [String]) -> Block? {
        guard current.kind == .leftBrace else { return openImplicitBlock(owner: owner, named: name, allowed: allowed) }
        let open = current
        advance()
        return Block(ownerKind: owner, ownerName: name, open: open, allowed: allowed)
    }

    /// A body whose '{' was left out: the next line is one of its statements (a declaration keyword is not). One
    /// error where the brace belongs, with the fix, and the lines read as the body they are, so nothing else follows
    /// from the one slip.
    mutating func openImplicitBlock(owner: String, named name: String?, allowed: [String]) -> Block? {
        guard current.kind == .identifier, current.startsLine, position > 0 else { return nil }
        let word = text(current)
        guard allowed.contains(word), !Self.declarationKeywords.contains(word) else { return nil }
        let header = tokens[position - 1]
        let place = SourceRange(file: file.id, start: header.end, end: header.end)
        let owned = name.map { "\(owner) \($0)" } ?? owner
        error(SyntaxRules.syntaxError, "expected '{' after the \(owned) header: the next line is its '\(word)'",
              at: place, hint: "open its body with '{' at the end of this line", fixIts: [FixIt("Insert '{'", replacing: place, with: " {")])
        return Block(ownerKind: owner, ownerName: name, open: header, allowed: allowed, implicit: true)
    }

    /// The next member keyword of `block`, consumed; nil once the block is closed (or the file ends).
    mutating func nextMember(_ block: Block) -> Identifier? {
        while true {
            if tooManyErrors { return nil }
            switch current.kind {
            case .rightBrace:
                advance()
                return nil
            case .endOfFile where block.implicit:
                return nil
            case .identifier where block.implicit && current.startsLine && Self.declarationKeywords.contains(text(current))
                && !block.allowed.contains(text(current)):
                return nil
            case .endOfFile:
                error(SyntaxRules.unclosedBlock, "expected '}' to close the \(block.owner) body",
                      at: range(current), notes: [DiagnosticNote("the body opened here", at: range(block.open))],
                      hint: "add '}'")
                return nil
            case .semicolon:
                advance()
            case .identifier:
                let id = Identifier(text(current), range: range(current))
                statementStarts.append(position)
                advance()
                return id
            default:
                unknownMember(nil, in: block)
            }
        }
    }

    /// Reports a statement that the block does not accept and skips it.
    mutating func unknownMember(_ keyword: Identifier?, in block: Block) {
        let list = block.allowed.map { "'\($0)'" }.joined(separator: ", ")
        if let keyword {
            error(SyntaxRules.unknownMember, "unknown statement '\(keyword.name)' in \(block.owner); expected one of \(list)",
                  at: keyword.range, suggestion: NameSuggester.nearest(to: keyword.name, in: block.allowed))
            // The keyword is consumed; skip the rest of its statement, and the `allow` lines that continue it (a
            // transition's), which belong to it and are no statements of their own.
            if !current.startsLine, current.kind != .rightBrace { recoverToNextStatement() }
            while block.ownerKind == "navigation", isKeyword("allow"), current.startsLine {
                advance()
                if !current.startsLine, current.kind != .rightBrace { recoverToNextStatement() }
            }
            return
        }
        error(SyntaxRules.syntaxError, "expected a statement (\(list)) in \(block.owner), found \(describe(current))",
              at: range(current))
        recoverToNextStatement()
        if current.kind != .rightBrace, !atEnd, !current.startsLine { advance() }
    }

    /// After a statement: a new line, ';', '}' or the block's next statement keyword must follow.
    mutating func endStatement(_ what: @autoclosure () -> String, in block: Block) {
        if current.kind == .semicolon { advance(); return }
        if current.startsLine || current.kind == .rightBrace || atEnd { return }
        if current.kind == .identifier, block.allowed.contains(text(current)) { return }
        if block.acceptsProperties, current.kind == .identifier, peek(1).kind == .colon { return }
        expected("end of \(what())")
        recoverToNextStatement()
    }

    // MARK: - File

    mutating func parseFile() -> DesignFileSyntax {
        var syntax = DesignFileSyntax(file: file.id)
        // Room for the many kinds, counted from the words that start lines: growing a list of declarations by doubling
        // copies it and touches fresh memory at each step.
        var requirements = 0, tasks = 0, screens = 0
        for token in tokens where token.startsLine && token.kind == .identifier {
            if isKeyword("task", token) { tasks += 1 } else if isKeyword("requirement", token) { requirements += 1 }
            else if isKeyword("screen", token) { screens += 1 }
        }
        syntax.requirements.reserveCapacity(requirements)
        syntax.tasks.reserveCapacity(tasks)
        syntax.screens.reserveCapacity(screens)
        while !atEnd, !tooManyErrors {
            if current.kind == .semicolon { advance(); continue }
            guard current.kind == .identifier else {
                if current.kind == .rightBrace {
                    error("unexpected '}' outside any declaration", at: range(current))
                } else {
                    expected("a declaration (\(Self.declarationKeywords.joined(separator: ", ")))")
                }
                recoverToDeclaration()
                continue
            }
            let start = current.start
            statementStarts.append(position)
            switch text(current) {
            case "import":
                advance()
                if let path = string("a file path string after 'import'") {
                    syntax.imports.append(ImportDecl(path: path, range: range(from: start)))
                }
                endStatement("import", in: Block(ownerKind: "file", open: tokens[0], allowed: Self.declarationKeywords))
            case "app": advance(); syntax.apps.append(parseApp(start))
            case "requirement": advance(); if let d = parseRequirement(start) { syntax.requirements.append(d) }
            case "task": advance(); if let d = parseTask(start) { syntax.tasks.append(d) }
            case "model": advance(); if let d = parseModel(start) { syntax.models.append(d) }
            case "enum": advance(); if let d = parseEnum(start) { syntax.enums.append(d) }
            case "screen": advance(); if let d = parseScreen(start) { syntax.screens.append(d) }
            case "navigation": advance(); syntax.navigations.append(parseNavigation(start))
            default:
                let word = text(current)
                error(SyntaxRules.syntaxError, "unknown declaration '\(word.prefix(60))'; expected one of \(Self.declarationKeywords.map { "'\($0)'" }.joined(separator: ", "))",
                      at: range(current), suggestion: NameSuggester.nearest(to: word, in: Self.declarationKeywords))
                recoverToDeclaration()
            }
        }
        return syntax
    }

    /// After `keyword ID "Title"?`, when the declaration must be followed by a body or nothing.
    mutating func expectBodyOrEnd(_ what: String) {
        if current.kind == .leftBrace || current.startsLine || atEnd || current.kind == .semicolon { return }
        expected("'{' or a new line after the \(what) header")
        recoverToNextStatement()
    }

    mutating func parseApp(_ start: Int) -> AppDecl {
        let keyword = SourceRange(file: file.id, start: start, end: start + 3)
        var decl = AppDecl(name: optionalString(), range: keyword, keyword: keyword)
        expectBodyOrEnd("app")
        if let block = openBlock(owner: "app", allowed: Self.appMembers) {
            while let member = nextMember(block) {
                switch member.name {
                case "ios": decl.iosBundleID = string("the iOS bundle identifier string")
                case "android": decl.androidPackage = string("the Android package name string")
                default: unknownMember(member, in: block); continue
                }
                endStatement("'\(member.name)'", in: block)
            }
        }
        decl.range = range(from: start)
        return decl
    }

    mutating func parseRequirement(_ start: Int) -> RequirementDecl? {
        guard let id = identifier("a requirement id after 'requirement'") else { recoverToDeclaration(); return nil }
        var decl = RequirementDecl(id: id, title: optionalString(), range: id.range)
        expectBodyOrEnd("requirement")
        if let block = openBlock(owner: "requirement", named: id.name, allowed: Self.requirementMembers) {
            while let member = nextMember(block) {
                switch member.name {
                case "priority": decl.priority = identifier("a priority (must, should, could, wont)")
                case "tags": Self.add(identifierList("a tag"), to: &decl.tags)
                case "text": decl.text = string("the requirement text string")
                default: unknownMember(member, in: block); continue
                }
                endStatement("'\(member.name)'", in: block)
            }
        }
        decl.range = range(from: start)
        return decl
    }

    mutating func parseTask(_ start: Int) -> TaskDecl? {
        guard let id = identifier("a task id after 'task'") else { recoverToDeclaration(); return nil }
        var decl = TaskDecl(id: id, title: optionalString(), range: id.range)
        expectBodyOrEnd("task")
        if let block = openBlock(owner: "task", named: id.name, allowed: Self.taskMembers) {
            while let member = nextMember(block) {
                switch member.name {
                case "satisfies": Self.add(identifierList("a requirement id"), to: &decl.satisfies)
                case "parent": decl.parent = identifier("the parent task id")
                default: unknownMember(member, in: block); continue
                }
                endStatement("'\(member.name)'", in: block)
            }
        }
        decl.range = range(from: start)
        return decl
    }

    mutating func parseModel(_ start: Int) -> ModelDecl? {
        guard let name = identifier("a model name after 'model'") else { recoverToDeclaration(); return nil }
        var decl = ModelDecl(name: name, title: optionalString(), range: name.range)
        expectBodyOrEnd("model")
        if var block = openBlock(owner: "model", named: name.name, allowed: ["func", "<property>: <Type>"]) {
            block.acceptsProperties = true
            while let member = nextMember(block) {
                if member.name == "func", current.kind == .identifier {
                    let methodStart = member.range.start
                    guard let methodName = identifier("a method name") else { continue }
                    var method = MethodDecl(name: methodName, range: methodName.range)
                    if current.kind == .leftParen {
                        method.parameters = parameterList()
                    } else {
                        expected("'(' after the method name", hint: "write 'func \(methodName.name)()'")
                    }
                    if consume(.arrow) { method.returnType = parseType(depth: 0) }
                    method.range = range(from: methodStart)
                    decl.methods.append(method)
                    endStatement("method", in: block)
                } else if current.kind == .colon {
                    advance()
                    if let type = parseType(depth: 0) {
                        decl.properties.append(TypedName(name: member, type: type))
                    }
                    endStatement("property", in: block)
                } else {
                    error("expected ':' and a type for property '\(member.name)', or 'func name()' for a method",
                          at: member.range, hint: "write '\(member.name): String'")
                    recoverToNextStatement()
                }
            }
        }
        decl.range = range(from: start)
        return decl
    }

    /// `enum Difficulty "Title" { easy, medium, hard }`: its cases, comma-separated or one per line.
    mutating func parseEnum(_ start: Int) -> EnumDecl? {
        guard let name = identifier("an enum name after 'enum'") else { recoverToDeclaration(); return nil }
        var decl = EnumDecl(name: name, title: optionalString(), range: name.range)
        expectBodyOrEnd("enum")
        if let block = openBlock(owner: "enum", named: name.name, allowed: []) {
            while let first = nextMember(block) {
                decl.cases.append(first)
                while consume(.comma) {
                    guard let next = identifier("a case name after ','") else { break }
                    decl.cases.append(next)
                }
                endStatement("the case list", in: block)
            }
        }
        decl.range = range(from: start)
        return decl
    }

    static let appMembers = ["ios", "android"]
    static let requirementMembers = ["priority", "tags", "text"]
    static let taskMembers = ["satisfies", "parent"]
    static let screenMembers = ["kind", "icon", "tasks", "element", "action", "input", "returns", "observes", "lifecycle", "ios", "android"]
    static let platformMembers = ["class", "note"]

    /// The statements a block accepts, by the word that opens it (`screen` → `kind`, `tasks`, …): what an editor
    /// completes where a statement starts; the file level when nil.
    public static func statements(in block: String?) -> [String] {
        switch block {
        case nil: declarationKeywords
        case "app": appMembers
        case "requirement": requirementMembers
        case "task": taskMembers
        case "model": ["func"]
        case "screen": screenMembers
        case "ios", "android": platformMembers
        case "navigation": navigationMembers
        default: []
        }
    }

    /// Every word the language gives a meaning to where a statement starts, or within one (`on`, `allow`,
    /// `initial`, `func`): what editors highlight as keywords (editors/ keeps its grammars equal to this).
    public static let keywords: Set<String> = Set(declarationKeywords + appMembers + requirementMembers + taskMembers
        + screenMembers + platformMembers + navigationMembers + ["func", "on", "allow", "initial", "clear", "bind", "as", "in"])

    mutating func parseScreen(_ start: Int) -> ScreenDecl? {
        guard let id = identifier("a screen id after 'screen'") else { recoverToDeclaration(); return nil }
        var decl = ScreenDecl(id: id, title: optionalString(), range: id.range)
        expectBodyOrEnd("screen")
        if let block = openBlock(owner: "screen", named: id.name, allowed: Self.screenMembers) {
            while let member = nextMember(block) {
                switch member.name {
                case "kind": decl.kind = identifier("a screen kind (plain, list, detail, form, web, map, tabs, drawer, split)")
                case "icon": decl.icon = identifier("an icon name (home, search, settings, …)")
                case "tasks": Self.add(identifierList("a task id"), to: &decl.tasks)
                case "element":
                    if let element = parseElement(member.range.start) { decl.elements.append(element) }
                case "action":
                    guard let name = identifier("an action name") else { break }
                    let parameters = parameterList()
                    decl.actions.append(ActionDecl(name: name, parameters: parameters, range: range(from: member.range.start)))
                case "input": Self.add(typedNameList("an input name"), to: &decl.inputs)
                case "returns": Self.add(typedNameList("a result name"), to: &decl.results)
                case "observes": Self.add(identifierList("a model name"), to: &decl.observes)
                case "lifecycle": Self.add(identifierList("a lifecycle hook (create, resume, pause)"), to: &decl.lifecycle)
                case "ios", "android":
                    decl.platforms.append(parsePlatform(member))
                    continue
                default: unknownMember(member, in: block); continue
                }
                endStatement("'\(member.name)'", in: block)
            }
        }
        decl.range = range(from: start)
        return decl
    }

    /// `element name: kind "Label"? (-> action)?`
    mutating func parseElement(_ start: Int) -> ElementDecl? {
        guard let name = identifier("an element name") else { return nil }
        guard consume(.colon) else {
            expected("':' and an element kind after '\(name.name)'", hint: "write 'element \(name.name): button'")
            return nil
        }
        guard let kind = identifier("an element kind (button, textField, label, list, …)") else { return nil }
        var element = ElementDecl(name: name, kind: kind, label: optionalString(), range: name.range)
        if consume(.arrow) { element.action = identifier("the action the element triggers") }
        if isKeyword("bind") {
            advance()
            guard let root = identifier("an input after 'bind' (bind announcement.title)") else { return nil }
            element.binding = [root]
            while consume(.dot) {
                guard let property = identifier("a model property after '.'") else { return nil }
                element.binding.append(property)
            }
        }
        element.range = range(from: start)
        return element
    }

    mutating func parsePlatform(_ keyword: Identifier) -> PlatformDecl {
        var decl = PlatformDecl(platform: keyword, range: keyword.range)
        guard let block = openBlock(owner: "\(keyword.name) block", allowed: Self.platformMembers) else {
            expected("'{' to open the \(keyword.name) block")
            recoverToNextStatement()
            return decl
        }
        while let member = nextMember(block) {
            switch member.name {
            case "class": decl.className = string("the class name string")
            case "note": if let note = string("the note string") { decl.notes.append(note) }
            default: unknownMember(member, in: block); continue
            }
            endStatement("'\(member.name)'", in: block)
        }
        decl.range = range(from: keyword.range.start)
        return decl
    }

    static let navigationMembers = ["start", "push", "modal", "replace", "pop", "dismiss", "tabs", "drawer", "split", "embed", "pages", "deeplink", "group"]

    mutating func parseNavigation(_ start: Int) -> NavigationDecl {
        var decl = NavigationDecl(range: range(from: start))
        guard let block = openBlock(owner: "navigation", allowed: Self.navigationMembers) else {
            expected("'{' to open the navigation block")
            recoverToDeclaration()
            return decl
        }
        while let member = nextMember(block) {
            switch member.name {
            case "start":
                if let screen = identifier("the start screen id") {
                    var data: [TypedName] = [], dataRange: SourceRange?
                    if current.kind == .leftParen {
                        let open = current.start
                        data = parameterList()
                        dataRange = range(from: open)
                    }
                    decl.starts.append(StartDecl(screen: screen, data: data, dataRange: dataRange, range: range(from: member.range.start)))
                }
            case "push", "modal", "replace":
                if let transition = parseTransition(style: member) { decl.transitions.append(transition) }
            case "pop", "dismiss":
                if let back = parseBack(kind: member) { decl.backs.append(back) }
            case "tabs", "drawer", "split":
                if let tabs = parseContainer(ContainerStyle(rawValue: member.name)!, member.range.start) { decl.tabs.append(tabs) }
            case "embed", "pages":
                guard let parent = identifier("the id of the screen the others are shown in") else { break }
                guard consume(.leftBracket) else {
                    expected("'[' and the \(member.name == "pages" ? "pages' screens" : "embedded screens")",
                             hint: "write '\(member.name) \(parent.name) [First, Second]'")
                    break
                }
                var embed = EmbedDecl(parent: parent, paged: member.name == "pages", range: parent.range)
                if current.kind != .rightBracket { embed.children = identifierList("an embedded screen id") }
                guard consume(.rightBracket) else { expected("']' to close the embedded screens"); break }
                embed.range = range(from: member.range.start)
                decl.embeds.append(embed)
            case "group":
                guard let name = identifier("the group's name") else { break }
                var group = GroupDecl(name: name, range: name.range)
                guard consume(.leftBracket) else {
                    expected("'[' and the group's screens", hint: "write 'group \(name.name) [First, Second] start First'")
                    break
                }
                if current.kind != .rightBracket { group.members = identifierList("a screen id") }
                guard consume(.rightBracket) else { expected("']' to close the group's screens"); break }
                if isKeyword("start") {
                    advance()
                    group.start = identifier("the screen the group starts at")
                }
                group.range = range(from: member.range.start)
                decl.groups.append(group)
            case "deeplink":
                guard let pattern = string("the link's URL pattern in quotes (\"example.com/item/{id}\")") else { break }
                guard consume(.arrow) else {
                    expected("'->' and the screen the link opens", hint: "write 'deeplink \"…\" -> Screen'")
                    break
                }
                if let target = identifier("the screen the link opens") {
                    decl.deepLinks.append(DeepLinkDecl(pattern: pattern, target: target, range: range(from: member.range.start)))
                }
            default: unknownMember(member, in: block); continue
            }
            endStatement("'\(member.name)'", in: block)
        }
        decl.range = range(from: start)
        return decl
    }

    /// `push (A | * (in Group)?) -> B (on action)? ((data: Type, …))? (clear (to | through) C)? (allow CODE "reason"?)*`
    mutating func parseTransition(style: Identifier) -> TransitionDecl? {
        var star: Identifier?
        var scope: Identifier?
        if current.kind == .star {
            star = Identifier(TransitionDecl.anyScreen, range: range(current))
            advance()
            if isKeyword("in") {
                advance()
                guard let group = identifier("the group whose screens take the transition ('* in Onboarding')") else { return nil }
                scope = group
            }
        }
        guard let source = star ?? identifier("the source screen id, or '*' for any screen") else { return nil }
        guard consume(.arrow) else {
            expected("'->' between the source and target screens", hint: "write '\(style.name) \(source.name) -> Target'")
            return nil
        }
        guard let target = identifier("the target screen id") else { return nil }
        var decl = TransitionDecl(style: style, source: source, target: target, range: style.range)
        decl.scope = scope
        if isKeyword("on") {
            advance()
            decl.action = identifier("the action that triggers the transition")
        }
        if current.kind == .leftParen { decl.data = parameterList() }
        if isKeyword("as") {
            advance()
            decl.presentation = identifier("a presentation style after 'as' (sheet, fullScreen, bottomSheet, dialog, popover)")
        }
        if isKeyword("clear") {
            let clearStart = current.start
            advance()
            guard isKeyword("to") || isKeyword("through"), let keyword = identifier("'to' or 'through'") else {
                expected("'to' or 'through' after 'clear'", hint: "write 'clear to \(source.name == TransitionDecl.anyScreen ? "Home" : source.name)' (keep it) or 'clear through …' (close it too)")
                return nil
            }
            guard let screen = identifier("the screen the stack is cleared to") else { return nil }
            decl.clear = ClearClause(keyword: keyword, screen: screen, range: range(from: clearStart))
        }
        while isKeyword("allow") {
            let allowStart = current.start
            continuations.append(position)
            advance()
            guard let code = identifier("a diagnostic code or name after 'allow'") else { break }
            let reason = optionalString()
            decl.allows.append(AllowClause(code: code, reason: reason, range: range(from: allowStart)))
        }
        decl.range = range(from: style.range.start)
        return decl
    }

    /// `pop A (-> B)? (on action)?`, `dismiss A (on action)?`
    mutating func parseBack(kind: Identifier) -> BackDecl? {
        guard let source = identifier("the screen that goes back") else { return nil }
        var decl = BackDecl(kind: kind, source: source, range: kind.range)
        if kind.name == "pop", consume(.arrow) { decl.target = identifier("the earlier screen to go back to") }
        if isKeyword("on") {
            advance()
            decl.action = identifier("the action that goes back")
        }
        decl.range = range(from: kind.range.start)
        return decl
    }

    /// `tabs Container [A, B, C] (initial B)?`, `drawer Container [A, B, C] (initial B)?`
    mutating func parseContainer(_ style: ContainerStyle, _ start: Int) -> TabsDecl? {
        let item = style.childNoun
        guard let container = identifier("the \(style.containerNoun)'s screen id") else { return nil }
        var decl = TabsDecl(style: style, container: container, range: container.range)
        guard consume(.leftBracket) else {
            expected("'[' and the \(item) screens", hint: "write '\(style.rawValue) \(container.name) [First, Second]'")
            return nil
        }
        if current.kind != .rightBracket { decl.children = identifierList("a \(item) screen id") }
        guard consume(.rightBracket) else { expected("']' to close the \(item) list"); return nil }
        if isKeyword("initial") {
            advance()
            decl.initial = identifier("the initially selected \(item)")
        }
        decl.range = range(from: start)
        return decl
    }
}
