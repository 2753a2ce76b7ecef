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

public struct Token: Sendable {
    public var kind: TokenKind
    /// Byte offsets into the file.
    public var start: Int
    public var end: Int
    /// First token on its line: the parser resumes at such tokens after an error.
    public var startsLine: Bool
    /// The decoded value of a string literal (escapes applied).
    public var stringValue: String?
}
