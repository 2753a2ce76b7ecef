import TandemDiagnostics

public enum TokenKind: UInt8, Sendable {
    case identifier, string, number
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, semicolon, arrow, question, dot, equals, star
    case endOfFile

    /// How the parser names the token in "expected …, found …".
    public var spelling: String {
        switch self {
        case .identifier: "identifier"
        case .string: "string"
        case .number: "number"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .comma: "','"
        case .colon: "':'"
        case .semicolon: "';'"
        case .arrow: "'->'"
        case .question: "'?'"
        case .dot: "'.'"
        case .equals: "'='"
        case .star: "'*'"
        case .endOfFile: "end of file"
        }
    }
}

/// Plain data (no reference inside), so a file's million tokens are one block to copy and free; 16 bytes (32-bit offsets,
/// as `SourceRange` keeps them), so that block is small: the parser's parts fill it on two cores at once, and fresh
/// memory costs a page fault per 4 KB.
public struct Token: Sendable {
    private var startOffset: UInt32
    private var endOffset: UInt32
    /// A string literal's decoded value (escapes applied) is `values[value]` of the lexer that made it; -1 for any
    /// other token.
    public var value: Int32 = -1
    public var kind: TokenKind
    /// First token on its line: the parser resumes at such tokens after an error.
    public var startsLine: Bool

    /// Byte offsets into the file.
    public var start: Int { Int(startOffset) }
    public var end: Int { Int(endOffset) }

    public init(kind: TokenKind, start: Int, end: Int, startsLine: Bool, value: Int32 = -1) {
        self.startOffset = UInt32(clamping: start)
        self.endOffset = UInt32(clamping: end)
        self.value = value
        self.kind = kind
        self.startsLine = startsLine
    }
}
