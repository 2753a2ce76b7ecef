import TandemDiagnostics
import TandemPlatform
import TandemStatus

/// The implementation status as Markdown, CSV, JSON and HTML (a page of its own, or a section of the report).
public enum StatusFormats {
    static func columnTitle(_ c: StatusReport.Column) -> String { "\(c.adapter.title) (\(c.target))" }

    /// "must 3/5 on every target (iOS 4/5, Android 3/5)": the same line in every human-readable format.
    static func summary(_ p: StatusReport.Priority, _ r: StatusReport) -> String {
        let each = zip(r.columns, p.implemented).map { "\(columnTitle($0)) \($1)/\(p.total)" }.joined(separator: ", ")
        return "\(p.priority): \(p.everywhere)/\(p.total) implemented on every target (designed \(p.designed)/\(p.total); \(each))"
    }

    public static func markdown(_ r: StatusReport) -> String {
        let escape = TraceFormats.escape
        var out = "# Implementation status: \(escape(r.app))\n\n"
        if r.columns.isEmpty { out += "No target Tandem can read was generated into the app folder.\n" }
        for p in r.priorities { out += "- \(escape(summary(p, r)))\n" }
        let heads = r.columns.map { escape(columnTitle($0)) }
        out += "\n## Requirements\n\n| requirement | priority | designed | " + heads.joined(separator: " | ") + " | screens |\n"
        out += "| --- | --- | --- |" + String(repeating: " --- |", count: r.columns.count + 1) + "\n"
        for q in r.requirements {
            out += "| \(escape(q.id)) \(escape(q.title)) | \(q.priority) | \(q.designed ? "yes" : "no") | "
                + q.states.map(\.rawValue).joined(separator: " | ") + " | \(escape(q.screens.joined(separator: ", "))) |\n"
        }
        out += "\n## Tasks\n\n| task | " + heads.joined(separator: " | ") + " | screens |\n|" + String(repeating: " --- |", count: r.columns.count + 2) + "\n"
        for t in r.tasks {
            out += "| \(escape(t.id)) \(escape(t.title)) | " + t.states.map(\.rawValue).joined(separator: " | ") + " | \(escape(t.screens.joined(separator: ", "))) |\n"
        }
        out += "\n## Screens and methods\n\n| screen | " + heads.joined(separator: " | ") + " |\n|" + String(repeating: " --- |", count: r.columns.count + 1) + "\n"
        for s in r.screens {
            out += "| **\(escape(s.id))** \(escape(s.title)) | " + s.states.map(\.rawValue).joined(separator: " | ") + " |\n"
            for m in s.methods {
                out += "| \(escape(m.name))() | " + zip(m.states, m.places).map { state, place in
                    state.rawValue + (place.map { " (\(escape($0)))" } ?? "")
                }.joined(separator: " | ") + " |\n"
            }
        }
        if !r.unexplained.isEmpty {
            out += "\n## No longer in the design\n\n"
            for u in r.unexplained { out += "- \(escape(u.place)): \(escape(u.message))\n" }
        }
        if !r.skipped.isEmpty { out += "\nNot read (no language Tandem reads): \(escape(r.skipped.joined(separator: ", ")))\n" }
        if !r.unread.isEmpty {
            out += "\n## Sources not read\n\n"
            for u in r.unread { out += "- \(escape(u.path)): \(escape(u.reason))\n" }
        }
        return out
    }

    /// One line per requirement, screen and method, a column per target.
    public static func csv(_ r: StatusReport) -> String {
        let field = TraceFormats.field
        var out = (["level", "id", "title", "priority", "designed"] + r.columns.map(\.target)).joined(separator: ",") + "\r\n"
        for q in r.requirements {
            out += ([ "requirement", q.id, q.title, q.priority, q.designed ? "yes" : "no"] + q.states.map(\.rawValue)).map(field).joined(separator: ",") + "\r\n"
        }
        for t in r.tasks {
            out += (["task", t.id, t.title, "", ""] + t.states.map(\.rawValue)).map(field).joined(separator: ",") + "\r\n"
        }
        for s in r.screens {
            out += (["screen", s.id, s.title, "", ""] + s.states.map(\.rawValue)).map(field).joined(separator: ",") + "\r\n"
            for m in s.methods {
                out += (["method", s.id + "." + m.name, "", "", ""] + m.states.map(\.rawValue)).map(field).joined(separator: ",") + "\r\n"
            }
        }
        return out
    }

    public static func json(_ r: StatusReport) -> String {
        func states(_ values: [Implementation]) -> JSONValue {
            .object(zip(r.columns, values).map { ($0.target, .string($1.rawValue)) })
        }
        return JSONValue.object([
            ("app", .string(r.app)),
            ("targets", .array(r.columns.map { .object([("target", .string($0.target)), ("platform", .string($0.adapter.platformTitle)), ("toolkit", .string($0.adapter.toolkit.lowercased()))]) })),
            ("byPriority", .array(r.priorities.map { p in
                .object([("priority", .string(p.priority)), ("total", .int(p.total)), ("designed", .int(p.designed)),
                         ("implemented", .object(zip(r.columns, p.implemented).map { ($0.target, .int($1)) })),
                         ("implementedEverywhere", .int(p.everywhere))])
            })),
            ("requirements", .array(r.requirements.map { q in
                .object([("id", .string(q.id)), ("title", .string(q.title)), ("priority", .string(q.priority)),
                         ("designed", .bool(q.designed)), ("status", states(q.states)), ("screens", .array(q.screens.map { .string($0) }))])
            })),
            ("tasks", .array(r.tasks.map { t in
                .object([("id", .string(t.id)), ("title", .string(t.title)), ("status", states(t.states)), ("screens", .array(t.screens.map { .string($0) }))])
            })),
            ("screens", .array(r.screens.map { s in
                .object([("id", .string(s.id)), ("title", .string(s.title)), ("status", states(s.states)),
                         ("classes", .object(zip(r.columns, s.classes).map { ($0.target, .string($1)) })),
                         ("methods", .array(s.methods.map { m in
                             .object([("name", .string(m.name)), ("status", states(m.states)),
                                      ("implementedAt", .object(zip(r.columns, m.places).compactMap { c, p in p.map { (c.target, .string($0)) } }))])
                         }))])
            })),
            ("noLongerInTheDesign", .array(r.unexplained.map { .object([("place", .string($0.place)), ("message", .string($0.message))]) })),
            ("notRead", .array(r.skipped.map { .string($0) })),
            ("unreadSources", .array(r.unread.map { .object([("path", .string($0.path)), ("reason", .string($0.reason))]) })),
        ]).serialized()
    }

    /// A section with a progress bar per priority and target, and the tables; the report embeds it.
    public static func htmlSection(_ r: StatusReport) -> String {
        var out = "<section id=\"status\"><h2>Implementation status</h2>\n"
        if r.columns.isEmpty { out += "<p class=\"muted\">No target Tandem can read was generated into the app folder.</p>\n" }
        out += "<table class=\"status-bars\"><thead><tr><th>priority</th>" + r.columns.map { "<th>\(HTML.escape(columnTitle($0)))</th>" }.joined()
            + "<th>every target</th></tr></thead><tbody>\n"
        func bar(_ done: Int, _ total: Int) -> String {
            let percent = total == 0 ? 0 : done * 100 / total
            return "<td><progress max=\"\(total)\" value=\"\(done)\" aria-label=\"\(done) of \(total)\">\(percent)%</progress> \(done)/\(total)</td>"
        }
        for p in r.priorities {
            out += "<tr><th>\(HTML.escape(p.priority))</th>" + p.implemented.map { bar($0, p.total) }.joined() + bar(p.everywhere, p.total) + "</tr>\n"
        }
        out += "</tbody></table>\n<table class=\"status\"><thead><tr><th>requirement</th><th>priority</th>"
            + r.columns.map { "<th>\(HTML.escape(columnTitle($0)))</th>" }.joined() + "<th>screens</th></tr></thead><tbody>\n"
        for q in r.requirements {
            out += "<tr><td>\(HTML.link("req", q.id, exists: true)) \(HTML.escape(q.title))</td><td>\(HTML.escape(q.priority))</td>"
                + q.states.map { "<td class=\"state \(cssClass($0))\">\($0.rawValue)</td>" }.joined()
                + "<td>\(q.screens.map { HTML.link("screen", $0, exists: true) }.joined(separator: ", "))</td></tr>\n"
        }
        out += "</tbody></table>\n<table class=\"status\"><thead><tr><th>task</th>"
            + r.columns.map { "<th>\(HTML.escape(columnTitle($0)))</th>" }.joined() + "<th>screens</th></tr></thead><tbody>\n"
        for t in r.tasks {
            out += "<tr><td>\(HTML.link("task", t.id, exists: true)) \(HTML.escape(t.title))</td>"
                + t.states.map { "<td class=\"state \(cssClass($0))\">\($0.rawValue)</td>" }.joined()
                + "<td>\(t.screens.map { HTML.link("screen", $0, exists: true) }.joined(separator: ", "))</td></tr>\n"
        }
        out += "</tbody></table>\n<table class=\"status\"><thead><tr><th>screen / method</th>" + r.columns.map { "<th>\(HTML.escape(columnTitle($0)))</th>" }.joined() + "</tr></thead><tbody>\n"
        for s in r.screens {
            out += "<tr><th>\(HTML.link("screen", s.id, exists: true)) \(HTML.escape(s.title))</th>"
                + s.states.map { "<td class=\"state \(cssClass($0))\">\($0.rawValue)</td>" }.joined() + "</tr>\n"
            for m in s.methods {
                out += "<tr><td><code>\(HTML.escape(m.name))()</code></td>" + zip(m.states, m.places).map { state, place in
                    "<td class=\"state \(cssClass(state))\"\(place.map { " title=\"\(HTML.escape($0))\"" } ?? "")>\(state.rawValue)</td>"
                }.joined() + "</tr>\n"
            }
        }
        out += "</tbody></table>\n"
        if !r.unexplained.isEmpty {
            out += "<h3>No longer in the design</h3><ul>" + r.unexplained.map { "<li><code>\(HTML.escape($0.place))</code>: \(HTML.escape($0.message))</li>" }.joined() + "</ul>\n"
        }
        if !r.unread.isEmpty {
            out += "<h3>Sources not read</h3><ul>" + r.unread.map { "<li><code>\(HTML.escape($0.path))</code>: \(HTML.escape($0.reason))</li>" }.joined() + "</ul>\n"
        }
        return out + "</section>\n"
    }

    static func cssClass(_ state: Implementation) -> String {
        switch state {
        case .notGenerated: "missing"
        case .scaffolded: "scaffolded"
        case .implemented: "implemented"
        }
    }

    public static func html(_ r: StatusReport) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Implementation status: \(HTML.escape(r.app))</title>
        <style>body{font:15px/1.5 Helvetica,Arial,sans-serif;margin:24px;color:#1f2933}table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid #d9e2ec;padding:4px 8px;text-align:left}th{background:#f5f7fa}.state.implemented{color:#0b6e2e}.state.missing{color:#a61b1b}.muted{color:#52606d}</style>
        </head><body><h1>Implementation status: \(HTML.escape(r.app))</h1>
        \(htmlSection(r))</body></html>

        """
    }
}
