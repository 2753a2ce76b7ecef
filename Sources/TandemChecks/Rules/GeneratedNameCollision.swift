import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemPlatform

/// Flags design names that become the same name in generated code: `Login-Screen` and `LoginScreen` both make
/// `LoginViewController`; an element `go` and an element `go!`… Generation stops on these, with the two places.
enum GeneratedNameCollision: DesignRule {
    static let rule = RuleDescriptor(
        code: "TD501", name: "generated-name-collision", defaultSeverity: .error,
        summary: "Two design names become the same name in generated code.",
        explanation: "Generated names keep letters and digits, turn other characters into word breaks, and avoid Swift, Kotlin and Java keywords, so different ids can map to one class, file or member. Rename one of the two.")

    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        func collide(_ items: [(generated: String, name: String, range: SourceRange)], _ what: String) {
            guard items.count > 1 else { return }
            var first: [String: (name: String, range: SourceRange)] = [:]
            for item in items {
                if let earlier = first[item.generated] {
                    diagnostics.append(Diagnostic(
                        rule, "\(what) '\(item.name)' and '\(earlier.name)' both become '\(item.generated)' in generated code",
                        at: item.range, notes: [DiagnosticNote("'\(earlier.name)' declared here", at: earlier.range)],
                        hint: "rename one of them"))
                } else {
                    first[item.generated] = (item.name, item.range)
                }
            }
        }
        // Screens: their iOS class, Android class and layout each need to be unique; one report per pair.
        var owner: [String: Int] = [:]
        owner.reserveCapacity(design.screens.count * 3)
        var reported = Set<String>()
        for (index, screen) in design.screens.enumerated() {
            let names = Projection.names(of: screen)
            for generated in [names.iosClass, names.androidClass, names.layout] {
                guard let earlierIndex = owner[generated] else { owner[generated] = index; continue }
                let earlier = design.screens[earlierIndex]
                guard earlier.id != screen.id, reported.insert(earlier.id + "\u{0}" + screen.id).inserted else { continue }
                diagnostics.append(Diagnostic(
                    rule, "screens '\(screen.id)' and '\(earlier.id)' both become '\(generated)' in generated code",
                    at: screen.idRange, notes: [DiagnosticNote("'\(earlier.id)' declared here", at: earlier.idRange)],
                    hint: "rename one of them, or name its classes with 'ios { class \"…\" }' and 'android { class \"…\" }'"))
            }
        }
        collide(design.models.map { (Projection.typeName($0.name), $0.name, $0.nameRange) }, "models")
        for model in design.models {
            collide(model.properties.map { (Projection.memberName($0.name), $0.name, $0.nameRange) }
                    + model.methods.map { (Projection.memberName($0.name), $0.name, $0.range) }, "members of model \(model.name)")
        }
        for screen in design.screens {
            // Views, actions and inputs share the controller's namespace.
            collide(screen.elements.map { (Projection.elementName($0), $0.name, $0.range) }
                    + screen.actions.map { (Projection.actionName($0.name), $0.name, $0.nameRange) }
                    + screen.inputs.map { (Projection.inputName($0.name), $0.name, $0.nameRange) },
                    "members of screen \(screen.id)")
        }
    }
}
