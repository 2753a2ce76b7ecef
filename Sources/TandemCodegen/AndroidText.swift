import TandemPlatform

/// Design text inside Android XML: XML-escaped, and with Android's resource-string escapes (a leading `@` or `?`
/// would be read as a reference; `\`, `'` and `"` are special to aapt2).
public enum AndroidText {
    public static func resource(_ s: String) -> String {
        var out = ""
        for (i, c) in s.unicodeScalars.enumerated() {
            switch c {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "@", "?": out += i == 0 ? "\\" + String(c) : String(c)
            default:
                // aapt2 reads \uXXXX in a string resource: what XML cannot hold, or should not show raw, goes so.
                if Literal.isUnsafe(c) { out += Literal.javaEscape(c) } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// For text placed in XML by a template (the builtins escape through libxml2 instead): the resource escapes, then
    /// XML's (a resource string has no character left that XML 1.0 forbids).
    static func xml(_ s: String) -> String { Text.xml(resource(s)) }
}
