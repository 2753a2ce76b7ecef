import TandemModel
import TandemSyntax

/// An element's `bind`, resolved: the path from the screen's input through the models' properties in each language,
/// whether the value may be absent, its type and the element's kind. Each target writes the statement that shows it
/// (its adapter); nil when the element binds nothing or its kind cannot show the value.
public struct BoundValue: Sendable {
    /// `announcement?.author.name` (Swift: `?.` where the value itself is optional) and `announcement?.author?.name`
    /// (Kotlin: `?.` from the first optional value on).
    public var swiftPath: String
    public var kotlinPath: String
    public var isOptional: Bool
    /// The value's type without its optionality.
    public var base: ValueType
    public var kind: ElementKind

    public static func of(_ element: Element, in screen: Screen, design: Design) -> BoundValue? {
        guard !element.binding.isEmpty, let kind = element.kind,
              case .value(let type) = design.resolve(binding: element.binding, in: screen), kind.accepts(type) else { return nil }
        var step = screen.inputs.first { $0.name == element.binding[0].name }?.type ?? .primitive(.string)
        var swift = Projection.inputName(element.binding[0].name), kotlin = swift, chained = false
        for ref in element.binding.dropFirst() {
            let optional = step != step.nonOptional
            chained = chained || optional
            swift += (optional ? "?." : ".") + Projection.modelMemberName(ref.name)
            kotlin += (chained ? "?." : ".") + Projection.modelMemberName(ref.name)
            guard case .model(let name) = step.nonOptional,
                  let property = design.model(name)?.properties.first(where: { $0.name == ref.name }) else { break }
            step = property.type
        }
        return BoundValue(swiftPath: swift, kotlinPath: kotlin, isOptional: type != type.nonOptional, base: type.nonOptional, kind: kind)
    }

    /// The value in Swift as a view takes it (`convert` of a non-optional value; `$0` inside a map), `fallback` when
    /// it is absent.
    public func swift(_ convert: (String) -> String, fallback: String) -> String {
        guard isOptional else { return convert(swiftPath) }
        return convert("$0") == "$0" ? "\(swiftPath) ?? \(fallback)" : "(\(swiftPath)).map { \(convert("$0")) } ?? \(fallback)"
    }

    /// The value as text in Swift, for a label or a field.
    public var swiftText: String {
        swift({ v in
            switch base {
            case .primitive(.string): v
            case .primitive(.url): "\(v).absoluteString"
            case .enumeration: "\(v).rawValue"
            // A date in the user's language and calendar (the day: the design's Date carries no time of its own).
            case .primitive(.date): "\(v).formatted(date: .abbreviated, time: .omitted)"
            default: "String(describing: \(v))"
            }
        }, fallback: "\"\"")
    }

    /// The value as text in Kotlin, for a label or a field.
    public var kotlinText: String {
        guard base == .primitive(.date) else { return kotlin(base == .primitive(.string) ? "" : ".toString()", fallback: "\"\"") }
        // A date in the user's language (the day, as Swift's `.abbreviated`: "28 Nov 2026").
        let format = "java.text.DateFormat.getDateInstance(java.text.DateFormat.MEDIUM).format"
        return isOptional ? "\(kotlinPath)?.let { \(format)(it) } ?: \"\"" : "\(format)(\(kotlinPath))"
    }

    /// How Kotlin calls a member of the value: `?.` when it may be absent.
    public var kotlinDot: String { isOptional ? "?." : "." }

    /// The day a Date falls on in the device's time zone, a `java.time.LocalDate` in Kotlin (`?.` on from an optional).
    public var kotlinLocalDate: String {
        "\(kotlinPath)\(kotlinDot)toInstant()\(kotlinDot)atZone(java.time.ZoneId.systemDefault())\(kotlinDot)toLocalDate()"
    }

    /// The value as a Kotlin Boolean, false when absent (a switch, a checkbox).
    public var kotlinFlag: String { isOptional ? kotlinPath + " ?: false" : kotlinPath }

    /// The value in Kotlin with `convert` applied (`.toString()`), `fallback` when it is absent.
    public func kotlin(_ convert: String, fallback: String) -> String {
        isOptional ? "\(kotlinPath)\(convert.isEmpty ? "" : "?" + convert) ?: \(fallback)" : kotlinPath + convert
    }
}
