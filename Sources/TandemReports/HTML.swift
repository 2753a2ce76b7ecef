/// Small helpers for writing HTML by hand: every text goes through `escape`, every id through `anchor`.
enum HTML {
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// An element id for a design item: `req-R1`, `screen-Login`. Design ids hold no spaces, so they are valid
    /// HTML ids; the href percent-encodes anything outside ASCII letters, digits, `-` and `_`.
    static func anchor(_ kind: String, _ id: String) -> String { kind + "-" + id }

    static func href(_ kind: String, _ id: String) -> String {
        var out = "#"
        for byte in anchor(kind, id).utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII, c.isLetter || c.isNumber || c == "-" || c == "_" { out.append(c) } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    static func link(_ kind: String, _ id: String, exists: Bool) -> String {
        exists ? "<a href=\"\(href(kind, id))\">\(escape(id))</a>" : "<span class=\"missing\" title=\"not declared\">\(escape(id))</span>"
    }
}
