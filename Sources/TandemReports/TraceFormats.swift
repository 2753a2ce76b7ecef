import TandemDiagnostics

/// The matrix as Markdown, CSV (RFC 4180) and JSON.
public enum TraceFormats {
    public static func markdown(_ m: TraceMatrix, title: String) -> String {
        var out = "# Traceability: \(escape(title))\n\n"
        out += coverage(m)
        out += "\n\n## Requirements → tasks → screens\n\n| requirement | priority | status | tasks | screens |\n| --- | --- | --- | --- | --- |\n"
        for r in m.requirements {
            out += "| \(escape(r.id)) \(escape(r.title)) | \(r.priority) | \(r.status.rawValue) | \(escape(r.tasks.joined(separator: ", "))) | \(escape(r.screens.joined(separator: ", "))) |\n"
        }
        out += "\n## Screens → tasks → requirements\n\n| screen | tasks | requirements | reachable |\n| --- | --- | --- | --- |\n"
        for s in m.screens {
            out += "| \(escape(s.id)) \(escape(s.title)) | \(escape(s.tasks.joined(separator: ", "))) | \(escape(s.requirements.joined(separator: ", "))) | \(s.reachable ? "yes" : "no") |\n"
        }
        if !m.untracedTasks.isEmpty {
            out += "\nTasks satisfying no requirement: \(escape(m.untracedTasks.joined(separator: ", ")))\n"
        }
        return out
    }

    /// "Requirements covered: 2/5 (must 1/2, should 1/1, …)": the same line in every human-readable format.
    static func coverage(_ m: TraceMatrix) -> String {
        var line = "Requirements covered: \(m.coveredCount)/\(m.requirements.count)"
        if !m.priorities.isEmpty {
            line += " (" + m.priorities.map { "\($0.priority) \($0.covered)/\($0.total)" }.joined(separator: ", ") + ")"
        }
        return line
    }

    /// Markdown table cells: pipes and line breaks would end the cell; other control characters are escaped as on a
    /// terminal (the table is printed on one).
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "|": out += "\\|"
            case "\n", "\r", "\r\n": out += " "
            default: out += TerminalText.line(String(c))
            }
        }
        return out
    }

    public static func csv(_ m: TraceMatrix) -> String {
        var out = "requirement,title,priority,status,task,screen\r\n"
        for r in m.requirements {
            // One line per requirement × task × screen, the shape spreadsheets filter best.
            let pairs: [(String, String)] = r.tasks.isEmpty ? [("", "")] : r.tasks.flatMap { t -> [(String, String)] in
                let screens = r.screens.isEmpty ? [""] : r.screens
                return screens.map { (t, $0) }
            }
            for (task, screen) in pairs {
                out += [r.id, r.title, r.priority, r.status.rawValue, task, screen].map(field).joined(separator: ",") + "\r\n"
            }
        }
        return out
    }

    static func field(_ s: String) -> String {
        // Quote when needed; a leading = + - @ would run as a formula in a spreadsheet, so those are quoted with a '.
        var value = s
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || value != s else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }

    public static func json(_ m: TraceMatrix) -> String {
        JSONValue.object([
            ("requirementsCovered", .int(m.coveredCount)),
            ("requirements", .int(m.requirements.count)),
            ("byPriority", .array(m.priorities.map { p in
                .object([("priority", .string(p.priority)), ("covered", .int(p.covered)), ("total", .int(p.total))])
            })),
            ("matrix", .array(m.requirements.map { r in
                .object([
                    ("id", .string(r.id)), ("title", .string(r.title)), ("priority", .string(r.priority)),
                    ("status", .string(r.status.rawValue)),
                    ("tasks", .array(r.tasks.map { .string($0) })), ("screens", .array(r.screens.map { .string($0) })),
                ])
            })),
            ("screens", .array(m.screens.map { s in
                .object([
                    ("id", .string(s.id)), ("title", .string(s.title)), ("reachable", .bool(s.reachable)),
                    ("tasks", .array(s.tasks.map { .string($0) })), ("requirements", .array(s.requirements.map { .string($0) })),
                ])
            })),
            ("untracedTasks", .array(m.untracedTasks.map { .string($0) })),
        ]).serialized()
    }
}

extension TraceFormats {
    /// The matrix as a small standalone HTML page.
    public static func html(_ m: TraceMatrix, title: String) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Traceability: \(HTML.escape(title))</title>
        <style>body{font:15px/1.5 Helvetica,Arial,sans-serif;margin:24px;color:#1f2933}table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid #d9e2ec;padding:4px 8px;text-align:left}th{background:#f5f7fa}.uncovered,.no.screen{color:#a61b1b;font-weight:bold}</style>
        </head><body><h1>Traceability: \(HTML.escape(title))</h1>
        <p>\(HTML.escape(coverage(m)))</p>
        <table><thead><tr><th>requirement</th><th>priority</th><th>status</th><th>tasks</th><th>screens</th></tr></thead><tbody>

        """
        for r in m.requirements {
            out += "<tr><td>\(HTML.escape(r.id)) \(HTML.escape(r.title))</td><td>\(HTML.escape(r.priority))</td><td class=\"\(r.status.rawValue)\">\(r.status.rawValue)</td><td>\(HTML.escape(r.tasks.joined(separator: ", ")))</td><td>\(HTML.escape(r.screens.joined(separator: ", ")))</td></tr>\n"
        }
        out += "</tbody></table>\n<table><thead><tr><th>screen</th><th>tasks</th><th>requirements</th></tr></thead><tbody>\n"
        for s in m.screens {
            out += "<tr><td>\(HTML.escape(s.id)) \(HTML.escape(s.title))</td><td>\(HTML.escape(s.tasks.joined(separator: ", ")))</td><td>\(HTML.escape(s.requirements.joined(separator: ", ")))</td></tr>\n"
        }
        return out + "</tbody></table></body></html>\n"
    }
}
