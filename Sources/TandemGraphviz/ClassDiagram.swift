import TandemAnalysis
import TandemChecks
import TandemModel
import TandemSyntax

/// UML class diagram of the models: name, properties and methods in compartments; composition edges from a
/// model to the models its properties hold, with multiplicity; the enums they (or the sliced screens) use, with their
/// cases, and a dependency edge to each.
struct ClassDiagram {
    let analysis: Analysis
    let slice: Slice
    let linker: Linker

    var design: Design { analysis.design }

    /// With a slice: the models its screens use, and everything those models contain.
    var shownModels: [Model] {
        guard slice.screens != nil else { return design.models }
        var names = Set<String>()
        var queue: [String] = []
        for screen in design.screens where slice.includes(screen: screen.id) {
            let types = (screen.inputs + screen.results + screen.actions.flatMap(\.parameters)).map(\.type)
            queue += types.flatMap(\.referencedModels) + screen.observes.map(\.name)
        }
        while let name = queue.popLast() {
            guard let model = design.model(name), names.insert(name).inserted else { continue }
            queue += model.properties.flatMap { $0.type.referencedModels }
        }
        return design.models.filter { names.contains($0.name) }
    }

    func render() -> String {
        var dot = DOTDocument(
            name: "classes",
            graph: Style.graph + [("rankdir", .text("TB")),
                                  ("label", .html("<B>\(DOTDocument.html(design.app?.name ?? "Design")) — models</B>")),
                                  ("labelloc", .text("t"))],
            node: Style.node + [("shape", .text("plaintext"))],
            edge: Style.edge)
        let models = shownModels
        let shown = Set(models.map(\.name))
        for model in models {
            var rows = "<TR><TD BGCOLOR=\"#DCEBFA\"><FONT POINT-SIZE=\"9\">«model»</FONT><BR/><B>\(DOTDocument.html(model.name))</B></TD></TR>"
            let properties = model.properties.map { "\($0.name): \($0.type.description)" }
            rows += "<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\">" + (properties.isEmpty ? " " : properties.map(DOTDocument.html).joined(separator: "<BR/>")) + "</TD></TR>"
            let methods = model.methods.map { m -> String in
                let parameters = m.parameters.map { "\($0.name): \($0.type.description)" }.joined(separator: ", ")
                return "\(m.name)(\(parameters))" + (m.returnType.map { ": " + $0.description } ?? "")
            }
            rows += "<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\">" + (methods.isEmpty ? " " : methods.map(DOTDocument.html).joined(separator: "<BR/>")) + "</TD></TR>"
            dot.node("model:" + model.name, [("label", .html(
                "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"5\" BGCOLOR=\"white\">\(rows)</TABLE>"))]
                + linker.url("model", model.name))
        }
        for e in shownEnums(with: models) {
            let rows = "<TR><TD BGCOLOR=\"#EEF0F2\"><FONT POINT-SIZE=\"9\">«enumeration»</FONT><BR/><B>\(DOTDocument.html(e.name))</B></TD></TR>"
                + "<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\">" + (e.cases.isEmpty ? " " : e.cases.map(DOTDocument.html).joined(separator: "<BR/>")) + "</TD></TR>"
            dot.node("enum:" + e.name, [("label", .html(
                "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"5\" BGCOLOR=\"white\">\(rows)</TABLE>"))])
            for model in models where model.properties.contains(where: { $0.type.referencedEnums.contains(e.name) }) {
                dot.edge("model:" + model.name, "enum:" + e.name, [("style", .text("dashed")), ("arrowhead", .text("vee"))])
            }
        }
        for model in models {
            for property in model.properties {
                for part in property.type.referencedModels where shown.contains(part) {
                    dot.edge("model:" + model.name, "model:" + part, [
                        ("dir", .text("both")), ("arrowtail", .text("diamond")), ("arrowhead", .text("vee")),
                        ("label", .text(property.name)), ("headlabel", .text(Self.multiplicity(property.type))),
                        ("labeldistance", .text("1.6")), ("labelangle", .text("35")),
                    ])
                }
            }
        }
        return dot.text()
    }

    /// The enums: all of them, or those the sliced screens and the shown models use.
    func shownEnums(with models: [Model]) -> [EnumType] {
        var used = Set(models.flatMap { $0.properties.flatMap(\.type.referencedEnums) })
        for screen in design.screens where slice.includes(screen: screen.id) {
            used.formUnion((screen.inputs + screen.results + screen.actions.flatMap(\.parameters)).flatMap(\.type.referencedEnums))
        }
        return design.enums.filter { slice.screens == nil || used.contains($0.name) }
    }

    static func multiplicity(_ type: ValueType) -> String {
        switch type {
        case .optional(let inner): if case .list = inner { "0..*" } else { "0..1" }
        case .list, .map: "0..*"
        default: "1"
        }
    }
}
