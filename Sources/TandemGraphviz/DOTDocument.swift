/// Writes DOT text. Every id and label is quoted or HTML-escaped here, so no name from a design can break
/// the syntax; statements come out in the order they are added, so output is deterministic.
public struct DOTDocument: Sendable {
    public enum Value: Sendable {
        /// A quoted string: `"…"` with `\` and `"` escaped and newlines as `\n`.
        case text(String)
        /// An HTML-like label, already escaped with `DOTDocument.html(_:)` where it holds text.
        case html(String)
    }

    private var lines: [String] = []
    private var depth = 1

    public init(name: String, graph: [(String, Value)] = [], node: [(String, Value)] = [], edge: [(String, Value)] = []) {
        lines.append("digraph \(Self.quote(name)) {")
        if !graph.isEmpty { lines.append("  graph " + Self.attributes(graph) + ";") }
        if !node.isEmpty { lines.append("  node " + Self.attributes(node) + ";") }
        if !edge.isEmpty { lines.append("  edge " + Self.attributes(edge) + ";") }
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    public mutating func comment(_ text: String) {
        lines.append(indent + "// " + String(text.map { $0.isNewline ? " " : $0 }))
    }

    public mutating func node(_ id: String, _ attributes: [(String, Value)] = []) {
        lines.append(indent + Self.quote(id) + (attributes.isEmpty ? "" : " " + Self.attributes(attributes)) + ";")
    }

    public mutating func edge(_ from: String, _ to: String, _ attributes: [(String, Value)] = []) {
        lines.append(indent + Self.quote(from) + " -> " + Self.quote(to)
                     + (attributes.isEmpty ? "" : " " + Self.attributes(attributes)) + ";")
    }

    /// Opens a subgraph; its name starting with `cluster` makes Graphviz draw a box around it.
    public mutating func beginSubgraph(_ id: String, _ attributes: [(String, Value)] = []) {
        lines.append(indent + "subgraph " + Self.quote(id) + " {")
        depth += 1
        if !attributes.isEmpty { lines.append(indent + "graph " + Self.attributes(attributes) + ";") }
    }

    public mutating func endSubgraph() {
        depth -= 1
        lines.append(indent + "}")
    }

    public func text() -> String {
        lines.joined(separator: "\n") + "\n}\n"
    }

    static func attributes(_ list: [(String, Value)]) -> String {
        "[" + list.map { key, value in
            switch value {
            case .text(let s): key + "=" + quote(s)
            case .html(let s): key + "=<" + s + ">"
            }
        }.joined(separator: ", ") + "]"
    }

    /// A DOT double-quoted string. Backslashes are doubled so Graphviz's own escapes (`\N`, `\l`) never fire.
    public static func quote(_ s: String) -> String {
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
