import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a type that is neither a primitive nor a declared model. Data passed between screens must be
/// a model both platforms can generate identically.
enum UnknownType: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD103", name: "unknown-type", defaultSeverity: .error,
        summary: "A type is neither a built-in type nor a declared model.",
        explanation: "Built-in types are String, Int, Double, Float, Bool, Date, URL and Data, with T?, [T] and [K: V]. Any other type must be declared with 'model'.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        // The names a misspelt type is matched against, indexed at the first one (most checks find none).
        var known: NameIndex?
        func nearest(_ name: String) -> String? {
            if known == nil { known = NameIndex(Primitive.allCases.map(\.rawValue) + design.models.map(\.name) + design.enums.map(\.name)) }
            return known!.nearest(to: name)
        }
        func visit(_ syntax: TypeSyntax) {
            switch syntax {
            case .named(let id):
                if Primitive(rawValue: id.name) == nil, design.modelIndex[id.name] == nil, design.enumIndex[id.name] == nil {
                    // A type as another language spells it (`Boolean`, `Integer`) is the design language's own first.
                    let suggestion = Primitive.otherSpellings[id.name.lowercased()].map(\.rawValue) ?? nearest(id.name)
                    diagnostics.append(Diagnostic(rule, "unknown type '\(id.name)'", at: id.range)
                        .suggesting(suggestion, otherwise: "declare it with 'model \(id.name) { … }' or 'enum \(id.name) { … }'"))
                }
            case .optional(let t, _), .list(let t, _): visit(t)
            case .map(let k, let v, _): visit(k); visit(v)
            }
        }
        // The builder resolved each field's type from its syntax with these names: only a type it left unknown is
        // walked again, for the name and range to report. Fields are read in place (a copy would retain all parts).
        func visit(_ fields: [Field]) { for i in fields.indices where !fields[i].type.isResolved { visit(fields[i].typeSyntax) } }
        for model in design.models {
            visit(model.properties)
            for method in model.methods {
                visit(method.parameters)
                if let r = method.returnSyntax, method.returnType?.isResolved == false { visit(r) }
            }
        }
        for i in design.screens.indices {
            visit(design.screens[i].inputs)
            visit(design.screens[i].results)
            let actions = design.screens[i].actions
            for j in actions.indices { visit(actions[j].parameters) }
        }
        for i in design.transitions.indices { visit(design.transitions[i].data) }
        for i in design.globalTransitions.indices { visit(design.globalTransitions[i].data) }
        visit(design.entry)
    }
}
