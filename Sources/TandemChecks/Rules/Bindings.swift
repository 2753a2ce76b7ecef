import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a `bind` the generated `bindViews()` could not write: a path that leaves the screen's inputs and their
/// models' properties, or a value the element cannot show.
enum Bindings: DesignRule {
    static let reads: DeclarationKinds = .modelScreens
    static let rule = RuleDescriptor(
        code: "TD314", name: "invalid-binding", defaultSeverity: .error,
        summary: "An element's binding names no value of the screen, or one the element cannot show.",
        explanation: "'element title: label bind announcement.title' fills the label from the screen's input announcement, a model with a property title, each time the screen refreshes. The path starts at an input and follows model properties. Labels and text views show text, numbers, flags, URLs, dates (formatted by the platform, as a date in the user's language) and enum cases; text fields the same but dates; date pickers a Date; switches and checkboxes a Bool; sliders and progress bars a number; steppers a whole number; other elements bind nothing.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // Only a screen that binds something is copied out of the list.
        for s in design.screens.indices where design.screens[s].elements.contains(where: { !$0.binding.isEmpty }) {
            let screen = design.screens[s]
            for element in screen.elements where !element.binding.isEmpty {
                switch design.resolve(binding: element.binding, in: screen) {
                case .broken(let step, let reason, let names):
                    diagnostics.append(Diagnostic(rule, "'bind \(element.binding.map(\.name).joined(separator: "."))': \(reason)",
                                                  at: element.binding[step].range)
                        .suggesting(closestTo: element.binding[step].name, in: names, otherwise: "bind an input of the screen, then properties of its model"))
                case .value(let type):
                    guard let kind = element.kind, !kind.accepts(type) else { continue }
                    diagnostics.append(Diagnostic(rule, "a \(kind.rawValue) cannot show '\(element.binding.map(\.name).joined(separator: "."))', a \(type.description)",
                                                  at: element.binding[0].range.union(element.binding[element.binding.count - 1].range),
                                                  hint: kind.acceptedValues.map { "a \(kind.rawValue) shows \($0)" } ?? "a \(kind.rawValue) binds nothing: bind a label, a field, a switch, a slider, a stepper or a date picker"))
                }
            }
        }
    }
}
