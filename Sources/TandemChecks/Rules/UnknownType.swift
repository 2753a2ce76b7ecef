import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a type that is neither a primitive nor a declared model. Data passed between screens must be
/// a model both platforms can generate identically.
enum UnknownType: DesignRule {
    static let rule = RuleDescriptor(
        code: "TD103", name: "unknown-type", defaultSeverity: .error,
        summary: "A type is neither a built-in type nor a declared model.",
        explanation: "Built-in types are String, Int, Double, Float, Bool, Date, URL and Data, with T?, [T] and [K: V]. Any other type must be declared with 'model'.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        let known = NameIndex(Primitive.allCases.map(\.rawValue) + design.models.map(\.name) + design.enums.map(\.name))
        func visit(_ syntax: TypeSyntax) {
            switch syntax {
            case .named(let id):
                if Primitive(rawValue: id.name) == nil, design.modelIndex[id.name] == nil, design.enumIndex[id.name] == nil {
                    diagnostics.append(Diagnostic(rule, "unknown type '\(id.name)'", at: id.range,
                                                  hint: known.nearest(to: id.name).map { "did you mean '\($0)'?" }
                                                      ?? "declare it with 'model \(id.name) { … }' or 'enum \(id.name) { … }'"))
                }
            case .optional(let t, _), .list(let t, _): visit(t)
            case .map(let k, let v, _): visit(k); visit(v)
            }
        }
        func visit(_ fields: [Field]) { for f in fields { visit(f.typeSyntax) } }
        for model in design.models {
            visit(model.properties)
            for method in model.methods {
                visit(method.parameters)
                if let r = method.returnSyntax { visit(r) }
            }
        }
        for screen in design.screens {
            visit(screen.inputs)
            visit(screen.results)
            for action in screen.actions { visit(action.parameters) }
        }
        for t in design.transitions { visit(t.data) }
    }
}
