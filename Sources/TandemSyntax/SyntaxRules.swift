import TandemDiagnostics

/// The diagnostics the syntax layer reports: encoding, tokens and grammar.
public enum SyntaxRules {
    public static let invalidEncoding = RuleDescriptor(
        code: "TD001", name: "invalid-encoding", defaultSeverity: .error,
        summary: "The file is not valid UTF-8.",
        explanation: "Design files are UTF-8 text. Re-save the file as UTF-8; the diagnostic points at the first bad byte.")
    public static let binaryFile = RuleDescriptor(
        code: "TD002", name: "binary-file", defaultSeverity: .error,
        summary: "The file holds NUL bytes and looks binary.",
        explanation: "A .tandem file must be text. Check that the path names the design, not a build product or an image.")
    public static let unterminatedString = RuleDescriptor(
        code: "TD003", name: "unterminated-string", defaultSeverity: .error,
        summary: "A string literal is not closed before the end of its line.",
        explanation: "Strings are written between double quotes on one line; close it with '\"'. Write a quote inside a string as \\\".")
    public static let unterminatedComment = RuleDescriptor(
        code: "TD004", name: "unterminated-comment", defaultSeverity: .error,
        summary: "A /* comment */ is not closed before the end of the file.",
        explanation: "Close the block comment with */.")
    public static let unexpectedCharacter = RuleDescriptor(
        code: "TD005", name: "unexpected-character", defaultSeverity: .error,
        summary: "A character that no token can start with.",
        explanation: "Identifiers use letters, digits, '_' and inner '-'; punctuation is { } ( ) [ ] , : ; ? -> and '.'.")
    public static let invalidEscape = RuleDescriptor(
        code: "TD006", name: "invalid-escape", defaultSeverity: .error,
        summary: "An unknown escape sequence in a string.",
        explanation: "Strings accept \\\" \\\\ \\n \\t \\r and \\u{hex}.")
    public static let identifierTooLong = RuleDescriptor(
        code: "TD007", name: "identifier-too-long", defaultSeverity: .error,
        summary: "An identifier is longer than 200 bytes.",
        explanation: "Identifiers become class and file names in generated code, and file systems cap names at 255 bytes. Shorten it and put the long text in the title string.")
    public static let multilineString = RuleDescriptor(
        code: "TD008", name: "multiline-string", defaultSeverity: .error,
        summary: "A multi-line string is not laid out as the language wants.",
        explanation: "A multi-line string opens with \"\"\" at the end of a line and closes with \"\"\" first on a later line; the closing line's indentation is removed from every line, so no line may be indented less than it.")
    public static let syntaxError = RuleDescriptor(
        code: "TD010", name: "syntax-error", defaultSeverity: .error,
        summary: "The text does not follow the grammar of the design language.",
        explanation: "See docs/language.md for the grammar. The parser reports every error it finds and resumes at the next line or declaration.")
    public static let unclosedBlock = RuleDescriptor(
        code: "TD011", name: "unclosed-block", defaultSeverity: .error,
        summary: "A '{' block is not closed before the end of the file.",
        explanation: "Add the missing '}'; the note points at the '{' that opened the block.")
    public static let unknownMember = RuleDescriptor(
        code: "TD012", name: "unknown-member", defaultSeverity: .error,
        summary: "A statement that the enclosing block does not accept.",
        explanation: "Each block accepts a fixed set of statements; the message lists them and suggests the nearest.")
    public static let nestingTooDeep = RuleDescriptor(
        code: "TD013", name: "nesting-too-deep", defaultSeverity: .error,
        summary: "A type is nested more than 32 levels deep.",
        explanation: "Deeper nesting is never needed by a real design; the limit keeps the parser's stack bounded on any input.")

    public static let all: [RuleDescriptor] = [
        invalidEncoding, binaryFile, unterminatedString, unterminatedComment, unexpectedCharacter,
        invalidEscape, identifierTooLong, multilineString, syntaxError, unclosedBlock, unknownMember, nestingTooDeep,
    ]
}
