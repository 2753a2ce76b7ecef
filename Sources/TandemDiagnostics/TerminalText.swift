/// The one escaper of text shown on a terminal or written to a CI log. Messages quote what a design, a file name or
/// an app's XML says; shown raw, an escape sequence in one could move the cursor or recolour the terminal, and a
/// newline could start a line of its own that a CI service reads as a command (GitHub Actions' `::error::` and
/// `::add-mask::`).
public enum TerminalText {
    /// `text` as one line: control characters (newlines included, tab excepted), DEL, C1 controls and the characters
    /// that reorder or hide text are written as Swift-style escapes (`\n`, `\u{1B}`).
    public static func line(_ text: String) -> String {
        // Most text is printable ASCII: it goes through as it is.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x09 }) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\t"
            default:
                if isHidden(scalar) { out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// C0 and C1 controls, DEL, bidi controls, line and paragraph separators, the byte-order mark: the one list of
    /// characters that hide or reorder text (generated files add noncharacters, `Literal.isUnsafe`).
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200E...0x200F).contains(v) || (0x2028...0x202E).contains(v)
            || (0x2066...0x2069).contains(v) || v == 0xFEFF
    }
}
