/// A parsed Mustache template: the language of the Mustache spec (variables, sections, inverted sections, comments,
/// partials, set delimiters) with two additions Tandem's templates use: transforms (`{{swift(title)}}`,
/// `{{#first()}}`) and the content type (`{{% CONTENT_TYPE: TEXT}}` stops HTML escaping). Lines that hold nothing but
/// a section, comment, partial or pragma tag are left out of the output, as the spec says.
public struct MustacheTemplate: Sendable {
    let nodes: [Node]

    public init(_ text: String) throws(MustacheParseError) {
        var parser = MustacheParser(Array(text.utf8))
        nodes = try parser.parseAll()
    }

    /// The partials this template includes, by name.
    var partials: [String] {
        var names: [String] = []
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .partial(let name, _): names.append(name)
                case .section(_, let children, _, _): walk(children)
                default: break
                }
            }
        }
        walk(nodes)
        return names
    }

    /// The names the template reads, each as its dotted parts (`{{screen.title}}` → `["screen", "title"]`), in order:
    /// every variable and section, a transform's argument included (`{{swift(title)}}` reads `title`); `.` and a
    /// position (`first()`) read none. Partials are not followed. For tools checking templates against a context.
    public var namesRead: [[String]] {
        var paths: [[String]] = []
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .variable(let path, _): if !path.names.isEmpty { paths.append(path.names) }
                case .section(let path, let children, _, _):
                    if !path.names.isEmpty { paths.append(path.names) }
                    walk(children)
                default: break
                }
            }
        }
        walk(nodes)
        return paths
    }
}

/// A template that does not parse, with the line and column where it stops making sense.
public struct MustacheParseError: Error, CustomStringConvertible, Sendable {
    public let line: Int
    public let column: Int
    public let message: String
    public var description: String { "\(line):\(column): \(message)" }
}

/// A name a tag reads: `.`, `a.b.c`, `.a` (the current object only), or `first()` (the position in a list).
struct MustachePath: Sendable {
    enum Start: Sendable {
        /// `.`: the current object.
        case current
        /// `a.b`: `a` from the innermost object that has it, then `b` of that.
        case climbing
        /// `.a`: `a` of the current object only.
        case anchored
        /// `first()`, `index()`: the position of the current item of the list being iterated.
        case position
    }
    var start: Start
    var names: [String]
    /// Applied in this order (the innermost call first).
    var transforms: [String]
    /// As written, to match a section's end.
    var spelling: String
}

indirect enum Node: Sendable {
    case text([UInt8])
    case variable(MustachePath, escaped: Bool)
    /// `at`: where its tag starts in the template's text, which tells a template's sections apart (`MustacheMemo`).
    case section(MustachePath, [Node], inverted: Bool, at: Int)
    /// A standalone partial carries its line's indentation, given to each of its lines.
    case partial(String, indentation: [UInt8]?)
    case escaping(Bool)
}

struct MustacheParser {
    let bytes: [UInt8]
    var position = 0
    var open: [UInt8] = Array("{{".utf8)
    var close: [UInt8] = Array("}}".utf8)
    /// Sections open around the current position: parsing recurses once per level.
    var depth = 0
    static let maximumDepth = 100
    /// Whether the section end just parsed stood on a line of its own: the line after it starts afresh if so.
    var endedStandalone = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D

    mutating func parseAll() throws(MustacheParseError) -> [Node] {
        try parse(section: nil, openedAt: 0, atLineStart: true)
    }

    /// Line and column (in characters, as an editor counts them) of `offset`.
    func error(_ message: String, at offset: Int? = nil) -> MustacheParseError {
        let end = min(offset ?? position, bytes.count)
        var line = 1, lineStart = 0
        for index in 0..<end where bytes[index] == Self.newline {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return MustacheParseError(line: line, column: column, message: message)
    }

    /// The delimiters in force, for messages: `{{` and `}}` unless the template changed them.
    var opening: String { String(decoding: open, as: UTF8.self) }
    var closing: String { String(decoding: close, as: UTF8.self) }
    static let longestDelimiter = 16

    // MARK: Reading

    var atEnd: Bool { position >= bytes.count }

    func starts(with pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= bytes.count else { return false }
        for i in 0..<pattern.count where bytes[offset + i] != pattern[i] { return false }
        return true
    }

    mutating func skipSpaces() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count, bytes[position] == Self.space || bytes[position] == Self.tab { position += 1 }
        return bytes[start..<position]
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case Self.space, Self.tab, Self.newline, Self.carriageReturn, 0x0B, 0x0C: position += 1
            default: return
            }
        }
    }

    /// Text up to the next tag or the end of the line (the newline not included).
    mutating func readText() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count, bytes[position] != Self.newline, !starts(with: open, at: position) { position += 1 }
        return bytes[start..<position]
    }

    /// After a tag: is the rest of its line blank? If so the line is consumed, newline included.
    mutating func lineFinished() -> Bool {
        if atEnd { return true }
        var probe = position
        while probe < bytes.count, bytes[probe] == Self.space || bytes[probe] == Self.tab { probe += 1 }
        if probe < bytes.count, bytes[probe] == Self.newline {
            position = probe + 1
            return true
        }
        if probe + 1 < bytes.count, bytes[probe] == Self.carriageReturn, bytes[probe + 1] == Self.newline {
            position = probe + 2
            return true
        }
        return false
    }

    /// The tag's content up to the closing delimiter, which is consumed.
    mutating func readTag(what: String, openedAt tagStart: Int) throws(MustacheParseError) -> String {
        let start = position
        while position < bytes.count, !starts(with: close, at: position) { position += 1 }
        guard !atEnd else { throw error("unclosed \(what): no '\(String(decoding: close, as: UTF8.self))' after it", at: tagStart) }
        let content = String(decoding: bytes[start..<position], as: UTF8.self)
        position += close.count
        return content
    }

    /// The bytes a name may hold, by value: letters, digits and `.-_?*()`.
    static let nameCharacters: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*()".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// `name`, `a.b`, `.`, `swift(title)`, `a(b(c))`, `first()`. Read as bytes: a name is ASCII.
    func path(_ raw: String, at offset: Int) throws(MustacheParseError) -> MustachePath {
        let text = raw.trimmingSpaces
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ Self.nameCharacters[Int($0)] }) else {
            let shown = raw.count > 40 ? raw.prefix(40) + "…" : Substring(raw)
            throw error("'\(shown)' is not a name (letters, digits, '.', '-', '_', '?', '*', and transforms as f(name))", at: offset)
        }
        let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), dot = UInt8(ascii: ".")
        var transforms: [String] = []
        var rest = bytes[...]
        while let paren = rest.firstIndex(of: open) {
            let function = rest[..<paren]
            guard !function.isEmpty, !function.contains(close) else { throw error("'\(text)': a transform needs a name before '('", at: offset) }
            transforms.append(String(decoding: function, as: UTF8.self))
            rest = rest[(paren + 1)...]
        }
        let nameEnd = rest.firstIndex(of: close) ?? rest.endIndex
        let name = rest[..<nameEnd], closing = rest[nameEnd...]
        guard closing.count == transforms.count, closing.allSatisfy({ $0 == close }) else {
            throw error("'\(text)': every '(' needs its ')'", at: offset)
        }
        let start: MustachePath.Start
        let names: [String]
        if name.elementsEqual([dot]) {
            start = .current; names = []
        } else if name.isEmpty {
            guard !transforms.isEmpty else { throw error("'\(text)' is not a name", at: offset) }
            start = .position; names = []
        } else {
            start = name.first == dot ? .anchored : .climbing
            names = name.split(separator: dot).map { String(decoding: $0, as: UTF8.self) }
            guard !names.isEmpty else { throw error("'\(text)' is not a name", at: offset) }
        }
        return MustachePath(start: start, names: names, transforms: transforms.reversed(), spelling: text)
    }

    // MARK: Parsing

    /// The nodes up to the end of `section` (or of the text), with the spec's standalone-line rule: a line holding
    /// only a section, end, comment, partial, delimiter or pragma tag (and blanks) leaves no trace in the output.
    mutating func parse(section: MustachePath?, openedAt sectionStart: Int, atLineStart: Bool) throws(MustacheParseError) -> [Node] {
        var nodes: [Node] = []
        var lineStart = atLineStart
        var indentation: ArraySlice<UInt8> = []
        func flushIndentation() {
            if !indentation.isEmpty { nodes.append(.text(Array(indentation))) }
            indentation = []
        }
        while !atEnd {
            if lineStart { indentation = skipSpaces() }
            let text = readText()
            if !atEnd, bytes[position] == Self.newline {
                position += 1
                var line = Array(indentation)
                line.append(contentsOf: text)
                line.append(Self.newline)
                nodes.append(.text(line))
                indentation = []
                lineStart = true
                continue
            }
            if !text.isEmpty {
                var line = Array(indentation)
                line.append(contentsOf: text)
                nodes.append(.text(line))
                indentation = []
                lineStart = false
            }
            if atEnd { break }
            let tagStart = position
            position += open.count
            guard !atEnd else { throw error("unclosed tag", at: tagStart) }
            var standalone = false
            let sigil = bytes[position]
            switch sigil {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                position += 1
                let path = try path(readTag(what: "section", openedAt: tagStart), at: tagStart)
                standalone = lineStart && lineFinished()
                if !standalone { flushIndentation() }
                guard depth < Self.maximumDepth else { throw error("sections nest more than \(Self.maximumDepth) deep", at: tagStart) }
                depth += 1
                let children = try parse(section: path, openedAt: tagStart, atLineStart: standalone)
                depth -= 1
                standalone = endedStandalone
                nodes.append(.section(path, children, inverted: sigil == UInt8(ascii: "^"), at: tagStart))
            case UInt8(ascii: "/"):
                position += 1
                let path = try path(readTag(what: "section end", openedAt: tagStart), at: tagStart)
                guard let section else { throw error("'\(opening)/\(path.spelling)\(closing)' ends a section that was not opened", at: tagStart) }
                guard path.spelling == section.spelling else {
                    throw error("'\(opening)/\(path.spelling)\(closing)' ends section '\(section.spelling)'", at: tagStart)
                }
                endedStandalone = lineStart && lineFinished()
                if !endedStandalone { flushIndentation() }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                _ = try readTag(what: "comment", openedAt: tagStart)
                standalone = lineStart && lineFinished()
            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                flushIndentation()
                position += 1
                var raw = try readTag(what: "variable", openedAt: tagStart)
                if sigil == UInt8(ascii: "{") {
                    guard !atEnd, bytes[position] == UInt8(ascii: "}") else { throw error("'\(opening){' needs '}\(closing)'", at: tagStart) }
                    position += 1
                    raw = raw.trimmingSpaces
                }
                nodes.append(.variable(try path(raw, at: tagStart), escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                let name = try readTag(what: "partial", openedAt: tagStart).trimmingSpaces
                guard !name.isEmpty else { throw error("a partial needs a name", at: tagStart) }
                guard !name.hasPrefix("*") else { throw error("dynamic partials ('\(opening)>*\(name.dropFirst())\(closing)') are not supported", at: tagStart) }
                let lineIndentation = indentation
                flushIndentation()
                standalone = lineStart && lineFinished()
                nodes.append(.partial(name, indentation: standalone ? Array(lineIndentation) : nil))
            case UInt8(ascii: "<"), UInt8(ascii: "$"):
                throw error("template inheritance ('\(opening)\(Character(UnicodeScalar(sigil)))…\(closing)') is not supported; use partials", at: tagStart)
            case UInt8(ascii: "="):
                position += 1
                let content = try readTag(what: "delimiter change", openedAt: tagStart).trimmingSpaces
                let parts = content.dropLast().split(whereSeparator: \.isWhitespace)
                guard content.hasSuffix("="), parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw error("a delimiter change reads \(opening)=<start> <end>=\(closing)", at: tagStart)
                }
                guard parts.allSatisfy({ $0.utf8.count <= Self.longestDelimiter }) else {
                    throw error("a delimiter is at most \(Self.longestDelimiter) bytes long", at: tagStart)
                }
                open = Array(parts[0].utf8)
                close = Array(parts[1].utf8)
                standalone = lineStart && lineFinished()
            case UInt8(ascii: "%"):
                position += 1
                let content = try readTag(what: "pragma", openedAt: tagStart)
                let parts = content.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
                guard parts.count == 2, parts[0] == "CONTENT_TYPE" else {
                    throw error("unknown pragma '\(content.trimmingSpaces)' (Tandem knows CONTENT_TYPE: TEXT and CONTENT_TYPE: HTML)", at: tagStart)
                }
                switch parts[1] {
                case "TEXT": nodes.append(.escaping(false))
                case "HTML": nodes.append(.escaping(true))
                default: throw error("unknown content type '\(parts[1])' (TEXT or HTML)", at: tagStart)
                }
                standalone = lineStart && lineFinished()
            default:
                flushIndentation()
                nodes.append(.variable(try path(readTag(what: "variable", openedAt: tagStart), at: tagStart), escaped: true))
            }
            lineStart = standalone
        }
        if let section { throw error("section '\(section.spelling)' is never closed", at: sectionStart) }
        return nodes
    }
}

extension String {
    /// Without the blanks and line ends around it (`\r\n` too).
    var trimmingSpaces: String {
        // On bytes: the four are ASCII, and no byte of a longer UTF-8 sequence is one of them.
        func blank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !blank($0) }) else { return "" }
        let end = bytes.index(after: bytes.lastIndex(where: { !blank($0) })!)
        if first == bytes.startIndex && end == bytes.endIndex { return self }
        return String(decoding: bytes[first..<end], as: UTF8.self)
    }
}
