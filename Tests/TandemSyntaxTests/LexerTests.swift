import Testing
import TandemDiagnostics
@testable import TandemSyntax

func sourceFile(_ text: String) -> SourceFile { SourceFile(id: FileID(0), path: "t.tandem", bytes: Array(text.utf8)) }
func sourceFile(bytes: [UInt8]) -> SourceFile { SourceFile(id: FileID(0), path: "t.tandem", bytes: bytes) }

@Suite struct LexerTests {
    func kinds(_ text: String) -> [TokenKind] { Lexer.tokenize(sourceFile(text)).tokens.map(\.kind) }
    func codes(_ text: String) -> [String] { Lexer.tokenize(sourceFile(text)).diagnostics.map(\.code) }

    /// A file's tokens are one block of plain data; kept at 16 bytes each (a 9 MB design has over a million).
    @Test func tokensStaySmall() {
        #expect(MemoryLayout<Token>.stride == 16)
        #expect(MemoryLayout<SourceRange>.stride == 12)
    }

    @Test func punctuationArrowsAndDashedIdentifiers() {
        #expect(kinds("A->B R-1 tab-bar-covered {}()[],:;?.") == [
            .identifier, .arrow, .identifier, .identifier, .identifier,
            .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket,
            .comma, .colon, .semicolon, .question, .dot, .endOfFile,
        ])
    }

    @Test func commentsAreSkippedAndBlockCommentsNest() {
        #expect(kinds("a // b\n/* c /* d */ e */ f") == [.identifier, .identifier, .endOfFile])
        #expect(codes("/* open /* nested */") == ["TD004"])
    }

    /// `"""` strings: the closing line's indentation is removed from every line, blank lines stay, escapes work,
    /// CRLF reads as LF, and what follows the closing `"""` is the next token.
    @Test func multilineStrings() {
        let text = "text \"\"\"\n    One\n      two \\u{e9} \\\"x\\\"\n\n    three\n    \"\"\" }\nnext"
        let (tokens, values, diagnostics) = Lexer.tokenize(sourceFile(text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(tokens.map(\.kind) == [.identifier, .string, .rightBrace, .identifier, .endOfFile])
        #expect(values[Int(tokens[1].value)] == "One\n  two é \"x\"\n\nthree")
        #expect(tokens[3].startsLine)
        let crlf = Lexer.tokenize(sourceFile("\"\"\"\r\n  a\r\n  b\r\n  \"\"\""))
        #expect(crlf.values[Int(crlf.tokens[0].value)] == "a\nb")
        // The layout rules, each TD008; an unclosed one is TD003.
        #expect(codes("\"\"\" text\n\"\"\"") == ["TD008"])
        #expect(codes("\"\"\"\n  a\n b\n  \"\"\"") == ["TD008"])
        #expect(codes("x \"\"\"\n  never closed\n") == ["TD003"])
        #expect(codes("\"\"\"") == ["TD003"])
        #expect(codes("\"\"\"\n \\q\n \"\"\"") == ["TD006"])
        // "" is an empty one-line string, not an opening.
        #expect(kinds("\"\" x") == [.string, .identifier, .endOfFile])
    }

    @Test func stringsDecodeEscapes() {
        let (tokens, values, diagnostics) = Lexer.tokenize(sourceFile(#""a\"b\\c\n\u{e9}""#))
        #expect(diagnostics.isEmpty)
        #expect(values[Int(tokens[0].value)] == "a\"b\\c\né")
    }

    @Test func badStringsAreReportedAndLexingGoesOn() {
        #expect(codes("\"open\nnext") == ["TD003"])
        #expect(kinds("\"open\nnext") == [.string, .identifier, .endOfFile])
        #expect(codes(#""\q""#) == ["TD006"])
        #expect(codes(#""\u{110000}""#) == ["TD006"])
    }

    @Test func byteOrderMarkIsSkipped() {
        let (tokens, _, diagnostics) = Lexer.tokenize(sourceFile(bytes: [0xEF, 0xBB, 0xBF] + Array("task".utf8)))
        #expect(diagnostics.isEmpty)
        #expect(tokens[0].start == 3)
    }

    @Test func overlongIdentifierIsOneDiagnosticInLinearTime() {
        let text = String(repeating: "x", count: 1_000_000)
        #expect(codes(text) == ["TD007"])
    }

    @Test func unexpectedCharacters() {
        #expect(codes("a @ b") == ["TD005"])
    }

    @Test func firstTokenOnEachLineIsMarked() {
        let tokens = Lexer.tokenize(sourceFile("a b\r\nc")).tokens
        #expect(tokens.map(\.startsLine) == [true, false, true, true])
    }
}

@Suite struct TextValidatorTests {
    @Test func detectsBinaryAndInvalidUTF8() {
        #expect(TextValidator.validate(sourceFile(bytes: [0x61, 0x00]))?.code == "TD002")
        #expect(TextValidator.validate(sourceFile(bytes: [0x61, 0xFF]))?.range?.start == 1)
        #expect(TextValidator.firstInvalidUTF8([0xC0, 0x80]) == 0)  // overlong
        #expect(TextValidator.firstInvalidUTF8([0xED, 0xA0, 0x80]) == 0)  // surrogate
        #expect(TextValidator.firstInvalidUTF8([0xE2, 0x82]) == 0)  // truncated
        #expect(TextValidator.firstInvalidUTF8(Array("héllo ✓ 𝄞".utf8)) == nil)
    }

    /// ASCII is skipped eight bytes at a time: a NUL or a bad byte is found at every offset within and across words.
    @Test func findsTheFirstProblemAtEveryOffset() {
        for length in 1...24 {
            for at in 0..<length {
                var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                text[at] = 0
                #expect(TextValidator.firstNUL(text, from: 0, to: text.count) == at)
                text[at] = 0xFF
                #expect(TextValidator.firstInvalidUTF8(text) == at)
                #expect(TextValidator.firstNUL(text, from: 0, to: text.count) == nil)
                if at + 1 < length {
                    text[at] = 0xC3; text[at + 1] = 0xA9  // é, valid wherever it falls
                    #expect(TextValidator.firstInvalidUTF8(text) == nil)
                }
            }
        }
    }
}
