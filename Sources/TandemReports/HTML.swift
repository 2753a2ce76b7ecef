import TandemModel

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

    static func anchor(_ kind: String, _ id: String) -> String { ItemAnchor.id(kind, id) }
    static func href(_ kind: String, _ id: String) -> String { ItemAnchor.href(kind, id) }

    static func link(_ kind: String, _ id: String, exists: Bool) -> String {
        exists ? "<a href=\"\(href(kind, id))\">\(escape(id))</a>" : "<span class=\"missing\" title=\"not declared\">\(escape(id))</span>"
    }
}
