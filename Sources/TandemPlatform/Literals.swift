/// String literals for generated code. Swift, Kotlin and Java share `"…"` with backslash escapes; Kotlin also
/// interpolates `$`, so it is escaped there.
public enum Literal {
    public static func swift(_ s: String) -> String { quote(s, dollar: false) }
    public static func kotlin(_ s: String) -> String { quote(s, dollar: true) }
    public static func java(_ s: String) -> String { quote(s, dollar: false) }

    static func quote(_ s: String, dollar: Bool) -> String {
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
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "?"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text for a `//` or `/** */` comment: one line, and never a comment terminator.
    public static func comment(_ s: String) -> String {
        String(s.map { $0.isNewline ? " " : $0 }).replacing("*/", with: "* /")
    }
}
