import TandemDiagnostics

/// `deeplink "example.com/plant/{plantId}" -> PlantDetail`: an entry point from outside the app, a way into the
/// screen whose placeholders fill its inputs.
public struct DeepLink: Hashable, Sendable {
    public var pattern: URLPattern
    /// The pattern as written, quotes included: where diagnostics about it point.
    public var patternRange: SourceRange
    public var target: Ref
    public var range: SourceRange
}

/// A deep link's URL pattern, read once, in Jetpack Navigation's syntax: `scheme://host/path?key={value}`; without a
/// scheme it stands for http and https. `{name}` is a value that fills the input `name`: a whole path segment, or a
/// query parameter's value. What cannot be matched the same way on every platform is a problem the checks report.
public struct URLPattern: Hashable, Sendable {
    public struct Segment: Hashable, Sendable {
        /// The literal text, or the placeholder's name.
        public var text: String
        public var isPlaceholder: Bool
    }

    public struct QueryItem: Hashable, Sendable {
        public var key: String
        public var value: Segment
    }

    public var text: String
    /// nil: http or https.
    public var scheme: String?
    public var host: String
    public var path: [Segment]
    public var query: [QueryItem]
    /// Why the pattern cannot be matched, one reason each.
    public var problems: [String]

    static let reasonsShown = 10

    /// The pattern as a message quotes it: a long one cut to its start.
    public var shown: String { text.count > 120 ? text.prefix(120) + "…" : text }

    /// Every placeholder, path first, in order.
    public var placeholders: [String] {
        (path + query.map(\.value)).filter(\.isPlaceholder).map(\.text)
    }

    public init(_ text: String) {
        self.text = text
        var problems: [String] = []
        var rest = Substring(text)
        if text.contains(where: { $0.isWhitespace }) { problems.append("a URL has no spaces") }
        let colon = rest.firstIndex(of: ":")
        if let colon, rest[colon...].hasPrefix("://") {
            let scheme = String(rest[..<colon])
            let valid = scheme.first?.isLetter == true && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            if !valid { problems.append("'\(scheme)' is not a URL scheme") }
            self.scheme = scheme.lowercased()
            rest = rest[rest.index(colon, offsetBy: 3)...]
        } else {
            scheme = nil
        }
        if rest.contains("#") { problems.append("a fragment ('#…') is not part of what a link matches") }
        let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        host = String(rest[..<hostEnd]).lowercased()
        rest = rest[hostEnd...]
        if host.isEmpty { problems.append("the pattern names no host") }
        if host.contains("{") { problems.append("a placeholder cannot stand in the host") }
        let queryStart = rest.firstIndex(of: "?") ?? rest.endIndex

        func segment(_ raw: Substring, _ where_: String) -> Segment {
            guard raw.contains("{") || raw.contains("}") else { return Segment(text: String(raw), isPlaceholder: false) }
            let name = raw.dropFirst().dropLast()
            let isName = name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            if raw.first != "{" || raw.last != "}" || !isName {
                problems.append("'\(raw)' in the \(where_): a placeholder is '{name}', alone in its \(where_)")
                return Segment(text: String(raw), isPlaceholder: false)
            }
            return Segment(text: String(name), isPlaceholder: true)
        }
        // A trailing slash matches with or without it, as in Navigation.
        path = rest[..<queryStart].split(separator: "/", omittingEmptySubsequences: true).map { segment($0, "path segment") }
        var query: [QueryItem] = []
        if queryStart < rest.endIndex {
            for item in rest[rest.index(after: queryStart)...].split(separator: "&") {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, !parts[0].isEmpty else {
                    problems.append("'\(item)' in the query: a parameter is 'key={name}' or 'key=value'")
                    continue
                }
                query.append(QueryItem(key: String(parts[0]), value: segment(parts[1], "query value")))
            }
        }
        self.query = query
        // Each repeated name once, however often it repeats (a reason per repeat made a long pattern's check grow
        // with its square).
        var counts: [String: Int] = [:], order: [String] = []
        for name in (path + query.map(\.value)).filter(\.isPlaceholder).map(\.text) {
            if counts[name, default: 0] == 0 { order.append(name) }
            counts[name, default: 0] += 1
        }
        for name in order where counts[name]! > 1 {
            problems.append("the placeholder '{\(name)}' appears \(counts[name]! == 2 ? "twice" : "\(counts[name]!) times")")
        }
        // Past a few reasons, the count of the rest.
        if problems.count > Self.reasonsShown {
            let more = problems.count - Self.reasonsShown
            problems = Array(problems.prefix(Self.reasonsShown)) + ["(\(more) more reason\(more == 1 ? "" : "s"), like those above)"]
        }
        self.problems = problems
    }
}
