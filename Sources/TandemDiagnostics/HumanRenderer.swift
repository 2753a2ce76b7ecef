/// Renders diagnostics like swiftc: `file:line:col: severity: message [code]`, the source line under a
/// line-number gutter with a caret, then notes and a hint. Colour is the caller's choice (only on a TTY).
public struct HumanRenderer: Sendable {
    public var sources: SourceMap
    public var color: Bool
    /// Long lines (minified or generated input) are cut to a window around the caret.
    public var maxSnippetColumns = 120

    public init(sources: SourceMap, color: Bool) {
        self.sources = sources
        self.color = color
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics { out += render(d) }
        return out
    }

    public func render(_ d: Diagnostic) -> String {
        var out = header(range: d.range, severity: d.severity.rawValue, message: d.message, code: d.code)
        if let range = d.range { out += snippet(range) }
        for note in d.notes {
            if let range = note.range {
                out += header(range: range, severity: "note", message: note.message, code: nil)
            } else {
                out += "  " + paint("= note:", .bold) + " " + TerminalText.line(note.message) + "\n"
            }
        }
        if let hint = d.hint {
            out += "  " + paint("= hint:", .bold) + " " + TerminalText.line(hint) + "\n"
        }
        return out
    }

    private func header(range: SourceRange?, severity: String, message: String, code: String?) -> String {
        var out = ""
        if let range {
            let (path, start, _) = sources.location(of: range)
            out += paint("\(TerminalText.line(path)):\(start.line):\(start.column):", .bold) + " "
        } else {
            out += paint("tandem:", .bold) + " "
        }
        let style: Style = switch severity {
        case "error": .red
        case "warning": .yellow
        default: .cyan
        }
        // Messages quote the design's strings and names: one line each, whatever they hold.
        out += paint(severity + ":", style) + " " + paint(TerminalText.line(message), .bold)
        if let code { out += " [\(code)]" }
        return out + "\n"
    }

    /// The first line of the range with a caret under its start and tildes under the rest of that line.
    func snippet(_ range: SourceRange) -> String {
        let file = sources[range.file]
        guard !file.bytes.isEmpty else { return "" }
        let lineIndex = file.lineIndex(of: min(range.start, file.bytes.count))
        let lineBytes = file.lineByteRange(lineIndex)
        let scalars = Array(String(decoding: file.bytes[lineBytes], as: UTF8.self).unicodeScalars)
        let startColumn = file.location(of: range.start).column - 1
        let endOffset = min(range.end, lineBytes.upperBound)
        let endColumn = max(startColumn + 1, endOffset > range.start ? file.location(of: endOffset).column - 1 : startColumn + 1)

        // Window of at most maxSnippetColumns scalars holding the caret.
        var from = 0
        var to = scalars.count
        if scalars.count > maxSnippetColumns {
            from = max(0, min(startColumn - maxSnippetColumns / 3, scalars.count - maxSnippetColumns))
            to = min(scalars.count, from + maxSnippetColumns)
        }
        var text = from > 0 ? "…" : ""
        var marker = from > 0 ? " " : ""
        for (i, scalar) in scalars[from..<to].enumerated() {
            let column = from + i
            let shown = Self.printable(scalar)
            text.unicodeScalars.append(shown)
            // Tabs stay tabs under the line so the caret lines up in any terminal.
            let blank: Unicode.Scalar = scalar == "\t" ? "\t" : " "
            if column < startColumn {
                marker.unicodeScalars.append(blank)
            } else if column == startColumn {
                marker += "^"
            } else if column < endColumn {
                marker += "~"
            }
        }
        if to < scalars.count { text += "…" }
        if startColumn >= to { marker += "^" }  // caret at end of line (e.g. a missing '}')

        let number = String(lineIndex + 1)
        let pad = String(repeating: " ", count: number.count)
        return " \(paint(number, .blue)) | \(text)\n \(pad) | \(paint(marker, .green))\n"
    }

    /// Control characters, reordering characters and invalid bytes would corrupt the terminal or hide what the line
    /// says: show them as U+FFFD (one column each, so the caret stays under its place).
    static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar != "\t" && TerminalText.isHidden(scalar) ? "\u{FFFD}" : scalar
    }

    enum Style: String {
        case bold = "1"
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
        case blue = "34"
        case green = "1;32"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
