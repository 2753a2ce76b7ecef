import TandemDiagnostics

/// Design text in generated files. Swift, Kotlin and Java share `"…"` with backslash escapes; Kotlin also
/// interpolates `$`, so it is escaped there. Characters that are invisible, reorder the text around them (bidi
/// controls: "Trojan Source") or are not allowed in XML are never written raw: literals escape them, comments and
/// resources show their code point.
public enum Literal {
    public static func swift(_ s: String) -> String { quote(s, dollar: false, escape: { "\\u{\(hex($0))}" }) }
    /// A text the user sees, looked up in the String Catalog by its key; the design's text the development language's.
    public static func swiftLocalized(key: String, value: String) -> String {
        "String(localized: \(swift(key)), defaultValue: \(swift(value)))"
    }
    /// A `.tandem` string: the lexer reads the escapes Swift has (`\"`, `\\`, `\n`, `\t`, `\r`, `\u{…}`), so the same
    /// writer serves; the importers and `tandem init` write design text through it.
    public static func design(_ s: String) -> String { swift(s) }
    public static func kotlin(_ s: String) -> String { quote(s, dollar: true, escape: javaEscape) }
    public static func java(_ s: String) -> String { quote(s, dollar: false, escape: javaEscape) }

    /// Control characters, bidi controls, line and paragraph separators, noncharacters: the scalars generated
    /// files never carry raw.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return TerminalText.isHidden(scalar) || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }

    public static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `\uXXXX` (UTF-16 units: a scalar above the BMP becomes its surrogate pair, as Java and Kotlin read it).
    public static func javaEscape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let digits = String(unit, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }.joined()
    }

    static func quote(_ s: String, dollar: Bool, escape: (Unicode.Scalar) -> String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "$" where dollar: out += "\\$"
            default:
                if isUnsafe(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// XML character data (a plist value, SVG text); with `quotes`, safe inside an attribute too. Characters XML 1.0
    /// cannot hold (and the other unsafe ones) are shown as their code point; tab and newline stay when `keepLines`.
    public static func xml(_ s: String, quotes: Bool = false, keepLines: Bool = true) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            default:
                if isUnsafe(c) && !(keepLines && (c == "\t" || c == "\n")) { out += "U+" + hex(c) } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// Text for a `//` or `/** */` comment: one line, never a comment terminator, unsafe characters as `U+XXXX`.
    public static func comment(_ s: String) -> String {
        // Most text is printable ASCII without `*/`: it goes through as it is (templates ask for thousands per app).
        var previous: UInt8 = 0
        if s.utf8.allSatisfy({ byte in
            defer { previous = byte }
            return (0x20...0x7E).contains(byte) && !(previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/"))
        }) { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" { out += " " } else if isUnsafe(scalar) {
                out += "U+" + hex(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.replacing("*/", with: "* /")
    }
}
