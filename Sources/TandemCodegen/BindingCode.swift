import TandemModel
import TandemPlatform

/// An element's `bind` as each toolkit writes it in `bindViews()`: the path from the input through the models'
/// properties, and the statement that shows its value in the element's view (or SwiftUI state). A value the element
/// already shows is not set again, so an element's own change listener (a TextWatcher, SwiftUI's onChange) does not
/// run its action in a loop with `setView()`.
struct BindingCode {
    let design: Design

    func context(_ element: Element, in screen: Screen, name: String) -> BindingContext? {
        guard !element.binding.isEmpty, let kind = element.kind,
              case .value(let type) = design.resolve(binding: element.binding, in: screen), kind.accepts(type) else { return nil }
        let (swiftPath, kotlinPath) = paths(element.binding, in: screen)
        let optional = type != type.nonOptional
        let base = type.nonOptional
        // Swift: the value as the view takes it, from a non-optional `v` (`$0` inside a map).
        func swift(_ convert: (String) -> String, fallback: String) -> String {
            guard optional else { return convert(swiftPath) }
            return convert("$0") == "$0" ? "\(swiftPath) ?? \(fallback)" : "(\(swiftPath)).map { \(convert("$0")) } ?? \(fallback)"
        }
        func kotlin(_ convert: String, fallback: String) -> String {
            optional ? "\(kotlinPath)\(convert.isEmpty ? "" : "?" + convert) ?: \(fallback)" : kotlinPath + convert
        }
        let text: (String) -> String = { v in
            switch base {
            case .primitive(.string): v
            case .primitive(.url): "\(v).absoluteString"
            case .enumeration: "\(v).rawValue"
            default: "String(describing: \(v))"
            }
        }
        let kotlinText = base == .primitive(.string) ? "" : ".toString()"
        switch kind {
        case .label, .textView, .textField, .secureField:
            let value = swift(text, fallback: "\"\"")
            let kotlinValue = kotlin(kotlinText, fallback: "\"\"")
            let isField = kind == .textField || kind == .secureField
            return BindingContext(
                uikit: "\(name).text = \(value)",
                swiftUI: "let \(name)Bound = \(value)\n        if \(name) != \(name)Bound { \(name) = \(name)Bound }",
                kotlin: isField ? "(\(kotlinValue)).let { if (\(name).text.toString() != it) \(name).setText(it) }" : "\(name).text = \(kotlinValue)")
        case .switch, .checkbox:
            let value = optional ? "(\(swiftPath)) ?? false" : swiftPath
            return BindingContext(
                uikit: "\(name).isOn = \(value)",
                swiftUI: "let \(name)Bound = \(value)\n        if \(name) != \(name)Bound { \(name) = \(name)Bound }",
                kotlin: "(\(optional ? kotlinPath + " ?: false" : kotlinPath)).let { if (\(name).isChecked != it) \(name).isChecked = it }")
        case .slider, .progress:
            let float = swift({ "Float(\($0))" }, fallback: "0"), double = swift({ "Double(\($0))" }, fallback: "0")
            return BindingContext(
                uikit: "\(name).\(kind == .slider ? "value" : "progress") = \(float)",
                swiftUI: "let \(name)Bound = \(double)\n        if \(name) != \(name)Bound { \(name) = \(name)Bound }",
                kotlin: "\(name).progress = \(kotlin(".toInt()", fallback: "0"))")
        case .stepper:
            return BindingContext(
                uikit: "\(name).value = \(swift({ "Double(\($0))" }, fallback: "0"))",
                swiftUI: "let \(name)Bound = \(swift({ "Int(\($0))" }, fallback: "0"))\n        if \(name) != \(name)Bound { \(name) = \(name)Bound }",
                kotlin: "\(name).value = \(kotlin(".toInt()", fallback: "0"))")
        default: return nil
        }
    }

    /// `announcement?.author.name` (Swift: `?.` where the value itself is optional) and `announcement?.author?.name`
    /// (Kotlin: `?.` from the first optional value on).
    func paths(_ binding: [Ref], in screen: Screen) -> (swift: String, kotlin: String) {
        var type = screen.inputs.first { $0.name == binding[0].name }?.type ?? .primitive(.string)
        var swift = Projection.inputName(binding[0].name), kotlin = swift, chained = false
        for step in binding.dropFirst() {
            let optional = type != type.nonOptional
            chained = chained || optional
            swift += (optional ? "?." : ".") + Projection.modelMemberName(step.name)
            kotlin += (chained ? "?." : ".") + Projection.modelMemberName(step.name)
            guard case .model(let name) = type.nonOptional, let property = design.model(name)?.properties.first(where: { $0.name == step.name }) else { break }
            type = property.type
        }
        return (swift, kotlin)
    }
}
