/// Writes DOT text. Every id and label is quoted or HTML-escaped here, so no name from a design can break
/// the syntax; statements come out in the order they are added, so output is deterministic.
public struct DOTDocument: Sendable {
    public enum Value: Sendable {
        /// A quoted string: `"…"` with `\` and `"` escaped and newlines as `\n`.
        case text(String)
        /// An HTML-like label, already escaped with `DOTDocument.html(_:)` where it holds text.
        case html(String)
    }

    /// The text so far; statements are appended in place (large designs make megabytes of DOT).
    private var out = ""
    private var indent = "  "

    public init(name: String, graph: [(String, Value)] = [], node: [(String, Value)] = [], edge: [(String, Value)] = []) {
        out.reserveCapacity(1 << 16)
        out += "digraph " + Self.quote(name) + " {\n"
        if !graph.isEmpty { out += "  graph "; Self.append(graph, to: &out); out += ";\n" }
        if !node.isEmpty { out += "  node "; Self.append(node, to: &out); out += ";\n" }
        if !edge.isEmpty { out += "  edge "; Self.append(edge, to: &out); out += ";\n" }
    }

    public mutating func comment(_ text: String) {
        out += indent
        out += "// "
        out += String(text.map { $0.isNewline ? " " : $0 })
        out += "\n"
    }

    public mutating func node(_ id: String, _ attributes: [(String, Value)] = []) {
        out += indent
        out += Self.quote(id)
        if !attributes.isEmpty { out += " "; Self.append(attributes, to: &out) }
        out += ";\n"
    }

    public mutating func edge(_ from: String, _ to: String, _ attributes: [(String, Value)] = []) {
        out += indent
        out += Self.quote(from)
        out += " -> "
        out += Self.quote(to)
        if !attributes.isEmpty { out += " "; Self.append(attributes, to: &out) }
        out += ";\n"
    }

    /// Opens a subgraph; its name starting with `cluster` makes Graphviz draw a box around it.
    public mutating func beginSubgraph(_ id: String, _ attributes: [(String, Value)] = []) {
        out += indent
        out += "subgraph "
        out += Self.quote(id)
        out += " {\n"
        indent += "  "
        if !attributes.isEmpty {
            out += indent
            out += "graph "
            Self.append(attributes, to: &out)
            out += ";\n"
        }
    }

    public mutating func endSubgraph() {
        indent.removeLast(2)
        out += indent
        out += "}\n"
    }

    public func text() -> String {
        out + "}\n"
    }

    static func append(_ list: [(String, Value)], to out: inout String) {
        out += "["
        for (i, (key, value)) in list.enumerated() {
            if i > 0 { out += ", " }
            out += key
            switch value {
            case .text(let s): out += "="; out += quote(s)
            case .html(let s): out += "=<"; out += s; out += ">"
            }
        }
        out += "]"
    }

    /// A DOT double-quoted string. Backslashes are doubled so Graphviz's own escapes (`\N`, `\l`) never fire.
    public static func quote(_ s: String) -> String {
        // Most ids and labels need no escaping: skip the per-scalar walk for them.
        if !s.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0x7F }) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": continue
            default:
                // Other control characters have no business in a label.
                if scalar.value < 0x20 || scalar.value == 0x7F { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// Escapes text for an HTML-like label.
    public static func html(_ s: String) -> String {
        if !s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20 || $0 == 0x7F }) { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "<BR/>"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
