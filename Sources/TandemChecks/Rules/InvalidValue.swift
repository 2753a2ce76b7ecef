import Foundation
import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a keyword value the language does not know: a priority, a screen kind, an element kind,
/// a lifecycle hook. Generators map each to a native construct, so the set is closed. And a default value that its
/// input's type cannot hold, or that is written where nothing would ever use it.
enum InvalidValue: DesignRule {
    static let reads: DeclarationKinds = DeclarationKinds.modelNavigation.union(.requirements)
    static let rule = RuleDescriptor(
        code: "TD105", name: "invalid-value", defaultSeverity: .error,
        summary: "A priority, screen kind, icon, element kind, lifecycle hook or presentation style that the language does not define, or a default value that does not fit.",
        explanation: "Priorities: must, should, could, wont. Screen kinds: plain, list, detail, form, web, map, tabs, drawer, split. Icons (a tab's or drawer item's, each an SF Symbol on iOS and a Material icon on Android): \(IconName.allCases.map(\.rawValue).joined(separator: ", ")). Lifecycle hooks: create, resume, pause. Presentation styles (a modal's 'as'): sheet, fullScreen, bottomSheet, dialog, popover. Element kinds are listed in docs/language.md. Default values ('input servings: Int = 2') belong to a screen's inputs and must fit the input's type: a whole number for Int and Long (Int within 32 bits, as on Android), any number for Double and Float, a string for String and URL, true or false for Bool, nil for an optional.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        func report(_ ref: Ref, _ what: String, _ allowed: [String]) {
            diagnostics.append(Diagnostic(
                rule, "unknown \(what) '\(ref.name)'", at: ref.range,
                notes: [DiagnosticNote("expected one of: " + allowed.joined(separator: ", "))])
                .suggesting(closestTo: ref.name, in: allowed))
        }
        let design = analysis.design
        // Declarations are read in place, by index: a loop's copy of each would retain all its parts.
        let requirements = design.requirements, screens = design.screens
        for i in requirements.indices where requirements[i].priority == nil {
            if let ref = requirements[i].priorityRef { report(ref, "priority", Priority.allCases.map(\.rawValue)) }
        }
        for i in screens.indices {
            if screens[i].kind == nil, let ref = screens[i].kindRef { report(ref, "screen kind", ScreenKind.allCases.map(\.rawValue)) }
            if screens[i].icon == nil, let ref = screens[i].iconRef { report(ref, "icon", IconName.allCases.map(\.rawValue)) }
            let elements = screens[i].elements
            for j in elements.indices where elements[j].kind == nil {
                report(elements[j].kindRef, "element kind", ElementKind.allCases.map(\.rawValue))
            }
            for hook in screens[i].lifecycleRefs where LifecycleHook(rawValue: hook.name) == nil {
                report(hook, "lifecycle hook", LifecycleHook.allCases.map(\.rawValue))
            }
            let inputs = screens[i].inputs
            for j in inputs.indices where inputs[j].defaultValue != nil { checkDefault(inputs[j], in: design, into: &diagnostics) }
        }
        func checkPresentation(_ t: Transition) {
            guard let ref = t.presentationRef else { return }
            if t.presentation == nil {
                report(ref, "presentation style", PresentationStyle.allCases.map(\.rawValue))
            } else if t.style != .modal {
                diagnostics.append(Diagnostic(rule, "only a modal has a presentation style; '\(t.style.rawValue)' shows '\(t.target.name)' in the stack",
                                              at: ref.range, hint: "make it 'modal \(t.sourceText) -> \(t.target.name) as \(ref.name)', or remove 'as \(ref.name)'"))
            }
        }
        for transitions in [design.transitions, design.globalTransitions] {
            for i in transitions.indices where transitions[i].presentationRef != nil {
                checkPresentation(transitions[i])
            }
        }
        for e in design.enums where e.cases.isEmpty {
            diagnostics.append(Diagnostic(rule, "enum '\(e.name)' has no cases", at: e.nameRange,
                                          hint: "list its cases: 'enum \(e.name) { first, second }'"))
        }
        // Nothing reads a default anywhere else.
        func flagDefaults(_ fields: [Field], _ what: String) {
            for i in fields.indices {
                guard let range = fields[i].defaultRange else { continue }
                diagnostics.append(Diagnostic(
                    rule, "'\(fields[i].name)' is \(what): only a screen's input takes a default value", at: range,
                    hint: "remove '= \(fields[i].defaultValue?.description ?? "")'"))
            }
        }
        for i in screens.indices {
            flagDefaults(screens[i].results, "a result")
            let actions = screens[i].actions
            for j in actions.indices { flagDefaults(actions[j].parameters, "a parameter") }
        }
        for i in design.transitions.indices { flagDefaults(design.transitions[i].data, "carried data") }
        for i in design.globalTransitions.indices { flagDefaults(design.globalTransitions[i].data, "carried data") }
        flagDefaults(design.entry, "data the app is entered with")
        for m in design.models {
            flagDefaults(m.properties, "a model property")
            for method in m.methods { flagDefaults(method.parameters, "a parameter") }
        }
    }

    static func checkDefault(_ input: Field, in design: Design, into diagnostics: inout [Diagnostic]) {
        guard let value = input.defaultValue, let range = input.defaultRange else { return }
        var problem: String?
        var suggestion: String?, hint: String?
        switch value {
        case .enumCase(let name):
            if case .enumeration(let enumName) = input.type.nonOptional, let e = design.enumeration(enumName) {
                if !e.cases.contains(name) {
                    problem = "'\(name)' is not a case of enum '\(e.name)'"
                    suggestion = NameSuggester.nearest(to: name, in: e.cases)
                    hint = "its cases: \(e.cases.joined(separator: ", "))"
                }
            } else {
                problem = "'\(name)' names no value of '\(input.type.description)' (a case is the default of an enum input)"
            }
        case .integer(let text), .decimal(let text):
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count > 2 || parts.contains(where: { $0.isEmpty || !$0.allSatisfy(\.isASCII) || !$0.allSatisfy(\.isNumber) }) {
                problem = "'\(text)' is not a number"
            } else if case .integer = value, !value.fits(input.type) {
                problem = "'\(text)' is a number, but '\(input.name)' is '\(input.type.description)'"
            } else if case .integer = value, case let p = primitive(of: input.type), p == .int || p == .long,
                      (p == .int ? Int32(text) == nil : Int64(text) == nil) {
                problem = "\(text) does not fit in '\(input.type.description)' (\(p == .int ? "32" : "64") bits, as on Android)"
            } else if !value.fits(input.type) {
                problem = "'\(text)' has a decimal point, but '\(input.name)' is '\(input.type.description)'"
            }
        default:
            if !value.fits(input.type) { problem = "\(value.description) cannot be the default of '\(input.name): \(input.type.description)'" }
        }
        if case .string(let text) = value, primitive(of: input.type) == .url, URL(string: text)?.scheme == nil {
            problem = "\"\(text)\" is not an absolute URL"
        }
        guard let problem else { return }
        diagnostics.append(Diagnostic(rule, problem, at: range, notes: [DiagnosticNote("input declared here", at: input.nameRange)])
            .suggesting(suggestion, otherwise: hint))
    }

    static func primitive(of type: ValueType) -> Primitive? {
        if case .primitive(let p) = type.nonOptional { return p }
        return nil
    }
}
