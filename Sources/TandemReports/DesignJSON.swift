import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemPlatform
import TandemSyntax
import TandemTargets

/// `tandem export json`: the resolved design for other tools, as docs/schema/tandem-design.schema.json describes it:
/// the app and its root screen, requirements, tasks, models, screens (with their elements, actions and the
/// controller's class on each target), the navigation, and where each item is declared.
public enum DesignJSON {
    public static let schemaID = "https://tandem.dev/schema/tandem-design-1.json"

    public static func render(_ analysis: Analysis, sources: SourceMap) -> String {
        let design = analysis.design
        func place(_ range: SourceRange) -> JSONValue {
            let (path, start, _) = sources.location(of: range)
            return .object([("file", .string(path)), ("line", .int(start.line)), ("column", .int(start.column))])
        }
        func type(_ t: ValueType) -> JSONValue { .string(t.description) }
        func fields(_ list: [Field]) -> JSONValue {
            .array(list.map { f in
                .object([("name", .string(f.name)), ("type", type(f.type)), ("optional", .bool(f.type.isOptional))]
                    + (f.defaultValue.map { [("default", .string($0.description))] } ?? []))
            })
        }
        let projection = Projection(analysis)
        let app: JSONValue = .object([
            ("name", .string(projection.appName)),
            ("iosBundleID", .string(projection.iosBundleID)),
            ("androidPackage", .string(projection.androidPackage)),
            ("startScreen", design.startScreen.map { .string($0.id) } ?? .null),
        ])
        let requirements: JSONValue = .array(design.requirements.map { r in
            .object([("id", .string(r.id)), ("title", .string(r.title)), ("priority", r.priority.map { .string($0.rawValue) } ?? .null),
                     ("tags", .array(r.tags.map { .string($0.name) })), ("text", r.text.map { .string($0) } ?? .null),
                     ("tasks", .array(analysis.tasks(satisfying: r.id).map { .string($0) })),
                     ("declared", place(r.idRange))])
        })
        let tasks: JSONValue = .array(design.tasks.map { t in
            .object([("id", .string(t.id)), ("title", .string(t.title)), ("satisfies", .array(t.satisfies.map { .string($0.name) })),
                     ("parent", t.parent.map { .string($0.name) } ?? .null),
                     ("screens", .array(analysis.screens(carryingOut: t.id).map { .string($0) })), ("declared", place(t.idRange))])
        })
        let models: JSONValue = .array(design.models.map { m in
            .object([("name", .string(m.name)), ("title", m.title.map { .string($0) } ?? .null), ("properties", fields(m.properties)),
                     ("methods", .array(m.methods.map { method in
                         .object([("name", .string(method.name)), ("parameters", fields(method.parameters)),
                                  ("returns", method.returnType.map(type) ?? .null)])
                     })),
                     ("declared", place(m.nameRange))])
        })
        let screens: JSONValue = .array(design.screens.map { s in
            let controller = projection.controller(s, targets: Targets.bundled)
            return .object([
                ("id", .string(s.id)), ("title", .string(s.title)), ("kind", .string(s.kind?.rawValue ?? "unknown")),
                ("icon", s.iconRef.map { .string($0.name) } ?? .null),
                ("tasks", .array(s.tasks.map { .string($0.name) })), ("inputs", fields(s.inputs)), ("results", fields(s.results)),
                ("elements", .array(s.elements.map { e in
                    .object([("name", .string(e.name)), ("kind", .string(e.kindRef.name)), ("label", e.label.map { .string($0) } ?? .null),
                             ("action", e.action.map { .string($0.name) } ?? .null),
                             // `bind announcement.title`: the input, then the properties.
                             ("binding", e.binding.isEmpty ? .null : .array(e.binding.map { .string($0.name) }))])
                })),
                ("actions", .array(s.actions.map { a in .object([("name", .string(a.name)), ("parameters", fields(a.parameters))]) })),
                ("observes", .array(s.observes.map { .string($0.name) })),
                ("lifecycle", .array(s.lifecycle.map { .string($0.rawValue) })),
                ("controller", .object(Targets.bundled.map { target in
                    (target.name, .object([("class", .string(controller.className(on: target))),
                                           ("base", .string(controller.baseClass(on: target)))]))
                })),
                ("reachable", .bool(analysis.reachable.contains(s.id))),
                ("declared", place(s.idRange)),
            ])
        })
        // What the app is entered with: the start's inputs its host passes.
        let entry: JSONValue = fields(design.entry)
        // Transitions from any screen have the source "*"; from any screen of a group, that group as their scope.
        let transitions: JSONValue = .array((design.transitions + design.globalTransitions).map { t in
            .object([("style", .string(t.style.rawValue)), ("source", .string(t.source.name)),
                     ("scope", t.scope.map { .string($0.name) } ?? .null), ("target", .string(t.target.name)),
                     ("action", t.action.map { .string($0.name) } ?? .null), ("data", fields(t.data)),
                     ("targetGroup", t.targetGroup.map { .string($0.name) } ?? .null),
                     ("presentation", t.presentation.map { .string($0.rawValue) } ?? .null),
                     ("clear", t.clear.map { .object([("screen", .string($0.screen.name)), ("inclusive", .bool($0.inclusive))]) } ?? .null),
                     ("allows", .array(t.allows.map { .string($0.code.name) })), ("declared", place(t.range))])
        })
        let backs: JSONValue = .array(design.backs.map { b in
            .object([("kind", .string(b.kind.rawValue)), ("source", .string(b.source.name)),
                     ("target", b.target.map { .string($0.name) } ?? .null), ("action", b.action.map { .string($0.name) } ?? .null),
                     ("declared", place(b.range))])
        })
        let groups: JSONValue = .array(design.groups.map { g in
            .object([("name", .string(g.name.name)), ("screens", .array(g.members.map { .string($0.name) })),
                     ("start", g.start.map { .string($0.name) } ?? .null)])
        })
        let deepLinks: JSONValue = .array(design.deepLinks.map { link in
            .object([("pattern", .string(link.pattern.text)), ("target", .string(link.target.name)),
                     ("placeholders", .array(link.pattern.placeholders.map(JSONValue.string))), ("declared", place(link.range))])
        })
        let tabs: JSONValue = .array(design.tabGroups.map { g in
            .object([("container", .string(g.container.name)), ("style", .string(g.style.rawValue)), ("tabs", .array(g.children.map { .string($0.name) })),
                     ("initial", g.initial.map { .string($0.name) } ?? .null)])
        })
        let embeds: JSONValue = .array(design.embeddings.map { e in
            .object([("parent", .string(e.parent.name)), ("screens", .array(e.children.map { .string($0.name) })), ("paged", .bool(e.paged)),
                     ("declared", place(e.range))])
        })
        let start: JSONValue = design.startScreen.map { .string($0.id) } ?? .null
        let navigation: JSONValue = .object([
            ("start", start), ("entry", entry), ("transitions", transitions), ("backs", backs), ("groups", groups),
            ("deepLinks", deepLinks), ("tabs", tabs), ("embeds", embeds),
        ])
        return JSONValue.object([
            ("$schema", .string(schemaID)), ("version", .int(1)), ("app", app), ("requirements", requirements), ("tasks", tasks),
            ("models", models),
            ("enums", .array(design.enums.map { e in
                .object([("name", .string(e.name)), ("cases", .array(e.cases.map(JSONValue.string)))]
                    + (e.title.map { [("title", .string($0))] } ?? []))
            })),
            ("screens", screens), ("navigation", navigation),
        ]).serialized()
    }
}
