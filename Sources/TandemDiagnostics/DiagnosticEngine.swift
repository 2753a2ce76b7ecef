/// Maps rules to the severity they are reported at: defaults, then configuration, then `--strict`.
public struct SeverityPolicy: Sendable, Equatable {
    /// Keyed by rule code (`TD301`).
    public var overrides: [String: Severity]
    /// Warnings become errors.
    public var strict: Bool

    public init(overrides: [String: Severity] = [:], strict: Bool = false) {
        self.overrides = overrides
        self.strict = strict
    }

    /// The codes this policy drops: a check need not look for them. (No rule is ignored by default: only an override
    /// drops one.)
    public var ignored: Set<String> { Set(overrides.compactMap { $0.value == .ignored ? $0.key : nil }) }

    public func severity(for diagnostic: Diagnostic) -> Severity {
        var severity = overrides[diagnostic.rule.code] ?? diagnostic.severity
        if strict, severity == .warning { severity = .error }
        return severity
    }
}

/// Collects diagnostics, applies the severity policy and counts; the exit code comes from here.
public struct DiagnosticEngine: Sendable {
    public let policy: SeverityPolicy
    public private(set) var diagnostics: [Diagnostic] = []

    public init(policy: SeverityPolicy = SeverityPolicy()) {
        self.policy = policy
    }

    public mutating func emit(_ diagnostic: Diagnostic) {
        var d = diagnostic
        d.severity = policy.severity(for: diagnostic)
        guard d.severity != .ignored else { return }
        diagnostics.append(d)
    }

    /// A list at once. Under a policy that changes nothing (no override, not strict) the list is appended whole: no
    /// rule is ignored by default (`CheckCommandTests.everyRuleIsRegisteredOnce`), so each is kept at its own severity.
    /// An array, not any sequence: a generic one from another module ran unspecialised, a tenth of a check of 10,000
    /// elements with thousands of findings.
    public mutating func emit(contentsOf list: [Diagnostic]) {
        if policy.overrides.isEmpty, !policy.strict {
            assert(!list.contains { $0.severity == .ignored }, "a finding made ignored, which only a policy may make it")
            // The first list is taken as it is, not copied.
            if diagnostics.isEmpty { diagnostics = list } else { diagnostics.append(contentsOf: list) }
            return
        }
        diagnostics.reserveCapacity(diagnostics.count + list.count)
        for d in list { emit(d) }
    }

    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Diagnostics in output order.
    public var sorted: [Diagnostic] { Diagnostic.sortedForOutput(diagnostics) }
}
