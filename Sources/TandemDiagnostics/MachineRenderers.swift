/// Diagnostics as JSON values, for `--format json` and SARIF.
public enum DiagnosticJSON {
    public static func location(_ range: SourceRange, in sources: SourceMap) -> JSONValue {
        let (path, start, end) = sources.location(of: range)
        return .object([
            ("file", .string(path)),
            ("line", .int(start.line)),
            ("column", .int(start.column)),
            ("endLine", .int(end.line)),
            ("endColumn", .int(end.column)),
        ])
    }

    public static func encode(_ d: Diagnostic, in sources: SourceMap) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("code", .string(d.code)),
            ("rule", .string(d.rule.name)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
        ]
        members.append(("location", d.range.map { location($0, in: sources) } ?? .null))
        members.append(("notes", .array(d.notes.map { note in
            .object([
                ("message", .string(note.message)),
                ("location", note.range.map { location($0, in: sources) } ?? .null),
            ])
        })))
        members.append(("hint", d.hint.map { .string($0) } ?? .null))
        // What fixes it mechanically: the text at a location replaced (an empty location inserts).
        members.append(("fixIts", .array(d.fixIts.map { fix in
            .object([("title", .string(fix.title)), ("location", location(fix.range, in: sources)), ("replacement", .string(fix.replacement))])
        })))
        return .object(members)
    }
}

/// SARIF 2.1.0, the format code-scanning services read.
public enum SARIFRenderer {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// - Parameters:
    ///   - rules: every rule the tool knows, so viewers can show descriptions for any result.
    ///   - uriBase: a directory the artifact paths are relative to, when they are.
    public static func render(
        _ diagnostics: [Diagnostic], rules: [RuleDescriptor], sources: SourceMap,
        toolVersion: String, policy: SeverityPolicy
    ) -> JSONPart {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.code, $0) })
        let ruleObjects: [JSONValue] = rules.map { rule in
            let level = policy.overrides[rule.code] ?? rule.defaultSeverity
            return .object([
                ("id", .string(rule.code)),
                ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.explanation))])),
                ("defaultConfiguration", .object([
                    ("enabled", .bool(level != .ignored)),
                    ("level", .string(sarifLevel(level))),
                ])),
            ])
        }
        // Results are made one at a time as they are written: a million findings never exist as one tree.
        func result(_ d: Diagnostic) -> JSONValue {
            var members: [(String, JSONValue)] = [("ruleId", .string(d.code))]
            if let index = ruleIndex[d.code] { members.append(("ruleIndex", .int(index))) }
            members.append(("level", .string(sarifLevel(d.severity))))
            // The message says what is wrong; the hint (what to do) is its own property, as in the JSON output, so
            // a viewer can show it apart and a script need not split text.
            members.append(("message", .object([("text", .string(d.message))])))
            if let range = d.range {
                members.append(("locations", .array([physicalLocation(range, sources: sources, message: nil)])))
            }
            let related = d.notes.compactMap { note in
                note.range.map { physicalLocation($0, sources: sources, message: note.message) }
            }
            if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
            if !d.fixIts.isEmpty {
                members.append(("fixes", .array(d.fixIts.map { fix in
                    let (path, start, end) = sources.location(of: fix.range)
                    return .object([
                        ("description", .object([("text", .string(fix.title))])),
                        ("artifactChanges", .array([.object([
                            ("artifactLocation", .object([("uri", .string(uriReference(path)))])),
                            ("replacements", .array([.object([
                                ("deletedRegion", .object([
                                    ("startLine", .int(start.line)), ("startColumn", .int(start.column)),
                                    ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
                                ])),
                                ("insertedContent", .object([("text", .string(fix.replacement))])),
                            ])])),
                        ])])),
                    ])
                })))
            }
            if let hint = d.hint { members.append(("properties", .object([("hint", .string(hint))]))) }
            return .object(members)
        }
        return .object([
            ("$schema", .value(.string(schemaURI))),
            ("version", .value(.string("2.1.0"))),
            ("runs", .array([.object([
                ("tool", .value(.object([("driver", .object([
                    ("name", .string("tandem")),
                    ("version", .string(toolVersion)),
                    ("rules", .array(ruleObjects)),
                ]))]))),
                ("columnKind", .value(.string("unicodeCodePoints"))),
                ("results", .elements(diagnostics.count, { result(diagnostics[$0]) })),
            ])])),
        ])
    }

    static func sarifLevel(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        case .ignored: "none"
        }
    }

    static func physicalLocation(_ range: SourceRange, sources: SourceMap, message: String?) -> JSONValue {
        let (path, start, end) = sources.location(of: range)
        var members: [(String, JSONValue)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uriReference(path)))])),
                ("region", .object([
                    ("startLine", .int(start.line)),
                    ("startColumn", .int(start.column)),
                    ("endLine", .int(end.line)),
                    ("endColumn", .int(end.column)),
                ])),
            ])),
        ]
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }

    /// SARIF artifact URIs are URI references: percent-encode what a path may hold but a URI may not.
    static func uriReference(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII, c.isLetter || c.isNumber || "-._~/!$&'()*+,;=:@".contains(c) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
