import TandemModel
import TandemPlatform

/// A deep link as a language spells it (Swift, Kotlin, Java): the pattern's parts as literals for the generated
/// `DeepLinkPattern`, and the target's inputs read from the values a match yields (`values`). A required input binds a
/// name, so a value that does not parse (`abc` for an Int) makes the link not match; an optional one is nil then, a
/// defaulted one its default.
struct DeepLinkCode {
    let design: Design

    func context(_ link: DeepLink, target: Screen, reference: ScreenRef, language: Language?) -> DeepLinkContext {
        let pattern = link.pattern
        var context = DeepLinkContext(
            uri: pattern.text, target: reference, scheme: pattern.scheme, host: pattern.host,
            pathPattern: "/" + pattern.path.map { $0.isPlaceholder ? ".*" : $0.text }.joined(separator: "/"),
            code: language.map { spelling(link, target: target, in: $0) })
        context.placeholders = pattern.placeholders
        return context
    }

    /// The link in `language`: its pattern, then each input of the target read from the match, or its default.
    func spelling(_ link: DeepLink, target: Screen, in language: Language) -> DeepLinkSpelling {
        let pattern = link.pattern
        let placeholders = Set(pattern.placeholders)
        var bindings: [String] = [], conditions: [String] = [], arguments: [String] = []
        for input in target.inputs {
            let name = Projection.inputName(input.name)
            let label = language == .swift ? name + ": " : ""
            guard placeholders.contains(input.name) else {
                let argument = Arguments.Argument(name: name, type: TypeRef(input.type), value: nil, fallback: input.defaultValue)
                arguments.append(label + argument.spelled(in: language))
                continue
            }
            let value = self.value(input.name, input.type.nonOptional, host: pattern.host, in: language)
            // Java: each value as a boxed local (null when absent or unparsable), checked before the Args are made.
            if language == .java { bindings.append("\(input.type.nonOptional.boxed(in: .java)) \(name) = \(value);") }
            let fallback = input.defaultValue.flatMap { $0 == .null ? nil : $0 }
            if input.isRequired {
                switch language {
                case .swift: conditions.append("let \(name) = \(value)")
                case .kotlin: bindings.append("val \(name) = \(value) ?: return@let null")
                case .java: conditions.append("\(name) != null")
                }
                arguments.append(label + name)
            } else if let fallback {
                let orElse = switch language {
                case .swift: value + " ?? "
                case .kotlin: value + " ?: "
                case .java: "\(name) != null ? \(name) : "
                }
                arguments.append(label + orElse + fallback.spelled(as: input.type, in: language))
            } else {
                arguments.append(label + (language == .java ? name : value))
            }
        }
        let path = pattern.path.map { $0.isPlaceholder ? "{" + $0.text + "}" : $0.text }
        let query = pattern.query.map { ($0.key, $0.value.isPlaceholder ? "{" + $0.value.text + "}" : $0.value.text) }
        let spelled: String
        switch language {
        case .swift:
            spelled = "DeepLinkPattern(scheme: \(pattern.scheme.map(Literal.swift) ?? "nil"), host: \(Literal.swift(pattern.host)), "
                + "path: [\(path.map(Literal.swift).joined(separator: ", "))], "
                + "query: [\(query.map { "(\(Literal.swift($0.0)), \(Literal.swift($0.1)))" }.joined(separator: ", "))])"
        case .kotlin:
            spelled = "DeepLinkPattern(\(pattern.scheme.map(Literal.kotlin) ?? "null"), \(Literal.kotlin(pattern.host)), "
                + "listOf(\(path.map(Literal.kotlin).joined(separator: ", "))), "
                + "listOf(\(query.map { "\(Literal.kotlin($0.0)) to \(Literal.kotlin($0.1))" }.joined(separator: ", "))))"
        case .java:
            spelled = "new DeepLinkPattern(\(pattern.scheme.map(Literal.java) ?? "null"), \(Literal.java(pattern.host)), "
                + "new String[] {\(path.map(Literal.java).joined(separator: ", "))}, "
                + "new String[] {\(query.flatMap { [Literal.java($0.0), Literal.java($0.1)] }.joined(separator: ", "))})"
        }
        let condition = language == .java ? (conditions.isEmpty ? "true" : conditions.joined(separator: " && ")) : conditions.joined(separator: ", ")
        return DeepLinkSpelling(pattern: spelled, bindings: bindings, condition: condition, arguments: arguments.joined(separator: ", "))
    }

    func value(_ name: String, _ type: ValueType, host: String, in language: Language) -> String {
        switch language {
        case .swift: swiftValue(name, type, host: host)
        case .kotlin: kotlinValue(name, type, host: host)
        case .java: javaValue(name, type, host: host)
        }
    }

    /// The value of placeholder `name` as `type`, or nil (Swift): `values["id"].flatMap({ Int($0) })`. A URL only when it
    /// is an https page on the link's `host` (or under it): a link from anywhere must not make the app load any page.
    func swiftValue(_ name: String, _ type: ValueType, host: String) -> String {
        let raw = "values[\(Literal.swift(name))]"
        switch type {
        case .primitive(.string): return raw
        // Parenthesised: an `if` condition takes no trailing closure.
        case .primitive(.url): return raw + ".flatMap({ DeepLinkPattern.page($0, on: \(Literal.swift(host))) })"
        case .enumeration: return raw + ".flatMap({ \(type.spelled(in: .swift))(rawValue: $0) })"
        default: return raw + ".flatMap({ \(type.spelled(in: .swift))($0) })"
        }
    }

    /// The value of placeholder `name` as `type`, or null (Java, through the generated DeepLinkPattern's parsers).
    func javaValue(_ name: String, _ type: ValueType, host: String) -> String {
        let raw = "values.get(\(Literal.java(name)))"
        switch type {
        case .primitive(.int): return "DeepLinkPattern.toInt(\(raw))"
        case .primitive(.long): return "DeepLinkPattern.toLong(\(raw))"
        case .primitive(.double): return "DeepLinkPattern.toDouble(\(raw))"
        case .primitive(.float): return "DeepLinkPattern.toFloat(\(raw))"
        case .primitive(.bool): return "DeepLinkPattern.toBool(\(raw))"
        case .primitive(.url): return "DeepLinkPattern.toPage(\(raw), \(Literal.java(host)))"
        // A case by its name in the design.
        case .enumeration(let enumName):
            let type = type.spelled(in: .java)
            return (design.enumeration(enumName)?.cases ?? []).map { "\(Literal.java($0)).equals(\(raw)) ? \(type).\(Projection.enumCaseName($0)) : " }.joined() + "null"
        default: return raw
        }
    }

    /// The value of placeholder `name` as `type`, or null (Kotlin): `values["id"]?.toIntOrNull()`.
    func kotlinValue(_ name: String, _ type: ValueType, host: String) -> String {
        let raw = "values[\(Literal.kotlin(name))]"
        switch type {
        case .primitive(.int): return raw + "?.toIntOrNull()"
        case .primitive(.long): return raw + "?.toLongOrNull()"
        case .primitive(.double): return raw + "?.toDoubleOrNull()"
        case .primitive(.float): return raw + "?.toFloatOrNull()"
        case .primitive(.bool): return raw + "?.let { if (it == \"true\") true else if (it == \"false\") false else null }"
        case .primitive(.url): return raw + "?.let { DeepLinkPattern.page(it, \(Literal.kotlin(host))) }"
        // A case by its name in the design (its name in Kotlin may differ: `default_`).
        case .enumeration(let enumName):
            let cases = design.enumeration(enumName)?.cases ?? []
            let type = type.spelled(in: .kotlin)
            return raw + "?.let { when (it) { " + cases.map { "\(Literal.kotlin($0)) -> \(type).\(Projection.enumCaseName($0)); " }.joined() + "else -> null } }"
        default: return raw
        }
    }
}
