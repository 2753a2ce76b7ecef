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

/// Plain data (no reference inside), so a file's million tokens are one block to copy and free.
public struct Token: Sendable {
    /// Byte offsets into the file.
    public var start: Int
    public var end: Int
    /// A string literal's decoded value (escapes applied) is `values[value]` of the lexer that made it; -1 for any
    /// other token.
    public var value: Int32 = -1
    public var kind: TokenKind
    /// First token on its line: the parser resumes at such tokens after an error.
    public var startsLine: Bool

    public init(kind: TokenKind, start: Int, end: Int, startsLine: Bool, value: Int32 = -1) {
        self.start = start
        self.end = end
        self.value = value
        self.kind = kind
        self.startsLine = startsLine
    }
}
