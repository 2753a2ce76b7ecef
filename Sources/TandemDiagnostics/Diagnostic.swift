/// How serious a finding is. `ignored` findings are dropped before output.
public enum Severity: String, Comparable, CaseIterable, Sendable {
    case ignored = "ignore"
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .ignored: 0
        case .note: 1
        case .warning: 2
        case .error: 3
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A stable diagnostic identity: a short code (`TD301`) and a readable name (`untraced-task`).
/// Either spelling selects the rule in configuration and on the command line.
public struct RuleDescriptor: Hashable, Sendable {
    public let code: String
    public let name: String
    public let defaultSeverity: Severity
    /// One line: what the rule flags.
    public let summary: String
    /// Why it matters to the designer, and how to fix it.
    public let explanation: String

    public init(code: String, name: String, defaultSeverity: Severity, summary: String, explanation: String) {
        self.code = code
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
    }
}

/// A secondary location or remark attached to a diagnostic.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?
    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// A change that fixes a diagnostic, as data (an editor's quick fix, the JSON's `fixIts`): the text at `range`
/// replaced by `replacement`; an empty range inserts.
public struct FixIt: Hashable, Sendable {
    /// What the change does, as an editor lists it (`Change to 'Heart'`).
    public var title: String
    public var range: SourceRange
    public var replacement: String

    public init(_ title: String, replacing range: SourceRange, with replacement: String) {
        self.title = title
        self.range = range
        self.replacement = replacement
    }
}

/// One finding, reported as a value; only the engine decides its final severity.
public struct Diagnostic: Hashable, Sendable {
    public var rule: RuleDescriptor
    public var severity: Severity
    public var message: String
    public var range: SourceRange?
    public var notes: [DiagnosticNote]
    /// What to change to fix it, in one sentence.
    public var hint: String?
    /// The changes that fix it, when the fix is mechanical (a misspelt name's nearest one, a value to pass).
    public var fixIts: [FixIt]

    public init(
        _ rule: RuleDescriptor, _ message: String, at range: SourceRange?,
        severity: Severity? = nil, notes: [DiagnosticNote] = [], hint: String? = nil, fixIts: [FixIt] = []
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = Self.elidingLongWords(message)
        self.range = range
        self.notes = notes.map { DiagnosticNote(Self.elidingLongWords($0.message), at: $0.range) }
        self.hint = hint.map(Self.elidingLongWords)
        self.fixIts = fixIts
    }

    /// This finding where the text it points at lies after the edits `changes` (`ByteChange.moved`, by file): its range,
    /// its notes' and its fix-its'. Nil when one of them points into changed text, where nothing says where it lies now.
    public func moved(by changes: [FileID: ByteChange]) -> Diagnostic? {
        func move(_ range: SourceRange) -> SourceRange? { changes[range.file].map { $0.moved(range) } ?? range }
        var d = self
        if let range { guard let to = move(range) else { return nil }; d.range = to }
        for i in d.notes.indices {
            if let range = d.notes[i].range { guard let to = move(range) else { return nil }; d.notes[i].range = to }
        }
        for i in d.fixIts.indices {
            guard let to = move(d.fixIts[i].range) else { return nil }
            d.fixIts[i].range = to
        }
        return d
    }

    /// This diagnostic suggesting `suggestion` for a misspelt name: "did you mean 'X'?" as its hint and the change to
    /// X as its fix-it, replacing `place` (the diagnostic's own range unless given; no fix-it when `fixable` is false,
    /// where the name is only part of the range). Without a suggestion its hint is `otherwise`.
    public func suggesting(_ suggestion: String?, at place: SourceRange? = nil, fixable: Bool = true, otherwise: String? = nil) -> Diagnostic {
        var d = self
        guard let suggestion else {
            if let otherwise { d.hint = Self.elidingLongWords(otherwise) }
            return d
        }
        d.hint = Self.elidingLongWords("did you mean '\(suggestion)'?")
        if fixable, let place = place ?? range {
            d.fixIts.append(FixIt("Change to '\(suggestion)'", replacing: place, with: suggestion))
        }
        return d
    }

    /// This diagnostic suggesting the name closest to `name` among `candidates`, when one is close enough to be a typo.
    public func suggesting<S: Sequence>(closestTo name: String, in candidates: S, at place: SourceRange? = nil, fixable: Bool = true,
                                        otherwise: String? = nil) -> Diagnostic where S.Element == String {
        suggesting(NameSuggester.nearest(to: name, in: candidates), at: place, fixable: fixable, otherwise: otherwise)
    }

    /// Messages quote names from the input, which may be a megabyte long: cut any word past 80 characters.
    static func elidingLongWords(_ text: String) -> String {
        guard text.utf8.count > 80 else { return text }
        var out = ""
        for (i, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if i > 0 { out += " " }
            out += word.count > 80 ? word.prefix(40) + "…" + word.suffix(8) : word
        }
        return out
    }

    public var code: String { rule.code }
}

extension Diagnostic {
    /// Sorts by phase (below), then file, position, code and message, so output never depends on rule order.
    public static func sortedForOutput(_ list: [Diagnostic]) -> [Diagnostic] {
        // The causes before their consequences, as a compiler reads a file: what does not parse or load (TD0xx), then
        // names that resolve to nothing (TD1xx: a misspelt 'satisfies R33'), then what follows from the design as it
        // was understood (an uncovered R3); each in the order of the text.
        // Places sorted, not the diagnostics: each phase read once, and no diagnostic moved until the order is known
        // (a check with thousands of findings spent a tenth of its report on the sort).
        let phases = list.map { $0.code.hasPrefix("TD0") ? 0 : $0.code.hasPrefix("TD1") ? 1 : 2 }
        let order = list.indices.sorted { i, j in
            if phases[i] != phases[j] { return phases[i] < phases[j] }
            switch (list[i].range, list[j].range) {
            case let (ra?, rb?) where ra != rb: return ra < rb
            case (nil, _?): return true
            case (_?, nil): return false
            default: return (list[i].code, list[i].message) < (list[j].code, list[j].message)
            }
        }
        return order.map { list[$0] }
    }
}

extension Array where Element == Diagnostic {
    /// Every finding moved through the edits `changes` (`Diagnostic.moved(by:)`); nil when one cannot be.
    public func moved(by changes: [FileID: ByteChange]) -> [Diagnostic]? {
        guard !changes.isEmpty else { return self }
        var moved: [Diagnostic] = []
        moved.reserveCapacity(count)
        for d in self {
            guard let m = d.moved(by: changes) else { return nil }
            moved.append(m)
        }
        return moved
    }
}

extension Array where Element == [Diagnostic] {
    /// Every list moved through the edits `changes`; nil when one finding cannot be.
    public func moved(by changes: [FileID: ByteChange]) -> [[Diagnostic]]? {
        var moved: [[Diagnostic]] = []
        moved.reserveCapacity(count)
        for list in self {
            guard let m = list.moved(by: changes) else { return nil }
            moved.append(m)
        }
        return moved
    }
}
