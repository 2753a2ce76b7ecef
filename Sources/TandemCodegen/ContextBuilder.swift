import TandemPlatform
import TandemAnalysis
import TandemDiagnostics
import TandemModel

/// Builds the template context: the design as plain values (objects, arrays, strings, booleans) that every
/// target's templates read. One context serves all targets; names are valid in Swift, Kotlin and Java at once.
/// docs/templates.md documents every field; `tandem generate --dump-context` prints it as JSON.
public struct ContextBuilder {
    public let analysis: Analysis
    public let toolVersion: String
    var design: Design { analysis.design }

    public init(analysis: Analysis, toolVersion: String) {
        self.analysis = analysis
        self.toolVersion = toolVersion
    }

    // MARK: - Names (all from the platform projection)

    static func member(_ name: String) -> String { Projection.memberName(name) }
    static func type(_ name: String) -> String { Projection.typeName(name) }
    static func screenMember(_ name: String, suffix: String = "Value") -> String {
        suffix == "Action" ? Projection.actionName(name) : Projection.inputName(name)
    }
    static func elementMember(_ element: Element) -> String { Projection.elementName(element) }

    // MARK: - Context

    public func build() -> JSONValue {
        let start = design.startScreen
        var app: [(String, JSONValue)] = [
            ("name", .string(design.app?.name ?? "App")),
            ("nameSwift", .string(Literal.swift(design.app?.name ?? "App"))),
            ("nameKotlin", .string(Literal.kotlin(design.app?.name ?? "App"))),
            ("iosBundleID", .string(design.app?.iosBundleID ?? "com.example.app")),
            ("androidPackage", .string(androidPackage)),
            ("androidPackagePath", .string(androidPackage.split(separator: ".").joined(separator: "/"))),
        ]
        if let start { app.append(("startScreen", screenReference(start))) }
        return .object([
            ("tool", .object([("name", .string("tandem")), ("version", .string(toolVersion))])),
            ("app", .object(app)),
            ("screens", .array(design.screens.map(screen))),
            ("models", .array(design.models.enumerated().map { model($1, isLast: $0 == design.models.count - 1) })),
            ("hasModels", .bool(!design.models.isEmpty)),
        ])
    }

    public var androidPackage: String { Projection(analysis).androidPackage }

    func screenReference(_ screen: Screen) -> JSONValue {
        let n = Projection.names(of: screen)
        return .object([
            ("id", .string(screen.id)),
            ("title", .string(screen.title)),
            ("iosClass", .string(n.iosClass)),
            ("iosBaseClass", .string(n.iosBaseClass)),
            ("androidClass", .string(n.androidClass)),
            ("androidBaseClass", .string(n.androidBaseClass)),
            ("layoutName", .string(n.layout)),
            ("isTabs", .bool(screen.isTabContainer)),
            ("hasInputs", .bool(!screen.inputs.isEmpty)),
        ])
    }

    /// - Parameters:
    ///   - keyPrefix: `EXTRA_` for inputs, `RESULT_` for results, so an input and a result may share a name.
    ///   - receiver, keyOwner: where the Kotlin/Java getters read from: `intent` and this class's own keys for inputs;
    ///     the returned `data` and the target's keys for results.
    func field(_ f: Field, isLast: Bool, keyPrefix: String = "EXTRA_", receiver: String = "intent", keyOwner: String? = nil,
               screenScoped: Bool = false) -> JSONValue {
        let name = screenScoped ? Self.screenMember(f.name) : Self.member(f.name)
        let kind = f.type.intentKind
        let bareKey = keyPrefix + Naming.snakeCase(f.name).uppercased()
        let key = keyOwner.map { $0 + "." + bareKey } ?? bareKey
        let kotlinType = f.type.spelled(in: .kotlin)
        let kotlinGet: String
        switch kind {
        case .string: kotlinGet = "\(receiver).getStringExtra(\(key))" + (f.type.isOptional ? "" : " ?: \"\"")
        case .int: kotlinGet = "\(receiver).getIntExtra(\(key), 0)"
        case .double: kotlinGet = "\(receiver).getDoubleExtra(\(key), 0.0)"
        case .float: kotlinGet = "\(receiver).getFloatExtra(\(key), 0f)"
        case .boolean: kotlinGet = "\(receiver).getBooleanExtra(\(key), false)"
        case .bytes: kotlinGet = "\(receiver).getByteArrayExtra(\(key))" + (f.type.isOptional ? "" : " ?: ByteArray(0)")
        case .serializable: kotlinGet = "\(receiver).getSerializableExtra(\(key)) as \(kotlinType)"
        }
        let kotlinPut: String
        switch f.type {
        case .list: kotlinPut = "ArrayList(\(name))"
        case .map: kotlinPut = "HashMap(\(name))"
        case .optional(.list): kotlinPut = "\(name)?.let { ArrayList(it) }"
        case .optional(.map): kotlinPut = "\(name)?.let { HashMap(it) }"
        default: kotlinPut = name
        }
        let javaType = f.type.spelled(in: .java)
        let javaReceiver = receiver == "intent" ? "getIntent()" : receiver
        let javaGet: String
        switch kind {
        case .string: javaGet = "\(javaReceiver).getStringExtra(\(key))"
        case .int: javaGet = "\(javaReceiver).getIntExtra(\(key), 0)"
        case .double: javaGet = "\(javaReceiver).getDoubleExtra(\(key), 0.0)"
        case .float: javaGet = "\(javaReceiver).getFloatExtra(\(key), 0f)"
        case .boolean: javaGet = "\(javaReceiver).getBooleanExtra(\(key), false)"
        case .bytes: javaGet = "\(javaReceiver).getByteArrayExtra(\(key))"
        case .serializable: javaGet = "(\(javaType)) \(javaReceiver).getSerializableExtra(\(key))"
        }
        let primitive: Bool
        switch f.type {
        case .primitive(.int), .primitive(.double), .primitive(.float), .primitive(.bool): primitive = true
        default: primitive = false
        }
        return .object([
            ("name", .string(name)),
            ("designName", .string(f.name)),
            ("swiftType", .string(f.type.spelled(in: .swift))),
            ("kotlinType", .string(kotlinType)),
            ("javaType", .string(javaType)),
            ("isOptional", .bool(f.type.isOptional)),
            ("extraKey", .string(bareKey)),
            ("extraName", .string(f.name)),
            ("kotlinLateinit", .bool(!f.type.isOptional && !primitive)),
            ("kotlinGet", .string(kotlinGet)),
            ("kotlinPut", .string(kotlinPut)),
            ("javaGet", .string(javaGet)),
            ("swiftDefault", .string(f.type.defaultValue(in: .swift))),
            ("kotlinDefault", .string(f.type.defaultValue(in: .kotlin))),
            ("javaDefault", .string(f.type.defaultValue(in: .java))),
            ("isLast", .bool(isLast)),
        ])
    }

    func fields(_ list: [Field], keyPrefix: String = "EXTRA_", receiver: String = "intent", keyOwner: String? = nil,
                screenScoped: Bool = false) -> JSONValue {
        .array(list.enumerated().map {
            field($1, isLast: $0 == list.count - 1, keyPrefix: keyPrefix, receiver: receiver, keyOwner: keyOwner,
                  screenScoped: screenScoped)
        })
    }

    /// `profile: Profile, note: String?` in each language, for parameter lists.
    func parameterLists(_ list: [Field], screenScoped: Bool = false) -> [(String, JSONValue)] {
        let name: (Field) -> String = { screenScoped ? Self.screenMember($0.name) : Self.member($0.name) }
        return [
            // Optional parameters default to nil, so a screen with only optional inputs can be made with `()`.
            ("swiftParameters", .string(list.map { "\(name($0)): \($0.type.spelled(in: .swift))" + ($0.type.isOptional ? " = nil" : "") }.joined(separator: ", "))),
            ("kotlinParameters", .string(list.map { "\(name($0)): \($0.type.spelled(in: .kotlin))" }.joined(separator: ", "))),
            ("javaParameters", .string(list.map { "\($0.type.spelled(in: .java)) \(name($0))" }.joined(separator: ", "))),
            ("swiftArguments", .string(list.map { "\(name($0)): \(name($0))" }.joined(separator: ", "))),
            ("arguments", .string(list.map(name).joined(separator: ", "))),
        ]
    }

    func screen(_ screen: Screen) -> JSONValue {
        let n = Projection.names(of: screen)
        let kind = screen.kind ?? .plain
        let outgoing = (analysis.outgoing[screen.id] ?? []).map { design.transitions[$0] }
            .filter { design.screen($0.target.name) != nil }
        let requirements = Array(Set(screen.tasks.flatMap { design.task($0.name)?.satisfies.map(\.name) ?? [] })).sorted()
        let presenters = (analysis.incoming[screen.id] ?? []).map { design.transitions[$0].source.name }

        var members: [(String, JSONValue)] = [
            ("id", .string(screen.id)),
            ("title", .string(screen.title)),
            ("titleSwift", .string(Literal.swift(screen.title))),
            ("titleKotlin", .string(Literal.kotlin(screen.title))),
            ("titleJava", .string(Literal.java(screen.title))),
            ("titleComment", .string(Literal.comment(screen.title))),
            ("kind", .string(kind.rawValue)),
            ("isList", .bool(kind == .list)),
            ("isTabs", .bool(kind == .tabs)),
            ("isPlain", .bool(kind != .list && kind != .tabs)),
            ("isStart", .bool(screen.id == design.startScreen?.id)),
            ("iosClass", .string(n.iosClass)),
            ("iosBaseClass", .string(n.iosBaseClass)),
            ("iosSuperclass", .string(kind == .list ? "UITableViewController" : (kind == .tabs ? "UITabBarController" : "UIViewController"))),
            ("androidClass", .string(n.androidClass)),
            ("androidBaseClass", .string(n.androidBaseClass)),
            ("layoutName", .string(n.layout)),
            ("tasks", .string(screen.tasks.map(\.name).joined(separator: ", "))),
            ("requirements", .string(requirements.joined(separator: ", "))),
            ("hasRequirements", .bool(!requirements.isEmpty)),
            ("inputs", fields(screen.inputs, screenScoped: true)),
            ("hasInputs", .bool(!screen.inputs.isEmpty)),
            ("results", fields(screen.results, keyPrefix: "RESULT_")),
            ("hasResults", .bool(!screen.results.isEmpty)),
            ("isPresented", .bool(!presenters.isEmpty)),
        ]
        members += parameterLists(screen.inputs, screenScoped: true).map { ("inputs" + $0.0.prefix(1).uppercased() + $0.0.dropFirst(), $0.1) }
        members += parameterLists(screen.results).map { ("results" + $0.0.prefix(1).uppercased() + $0.0.dropFirst(), $0.1) }
        members.append(("swiftResultClosure", .string("(" + screen.results.map { $0.type.spelled(in: .swift) }.joined(separator: ", ") + ") -> Void")))

        // In a list screen the list element is the table (iOS) / recycler (Android) itself.
        let elements = screen.elements
        members.append(("elements", .array(elements.enumerated().map { i, e in
            element(e, in: screen, isLast: i == elements.count - 1)
        })))
        members.append(("hasElements", .bool(!elements.isEmpty)))
        let kinds = Set(elements.compactMap(\.kind))
        members.append(("usesWebKit", .bool(kinds.contains(.webView))))
        members.append(("usesMapKit", .bool(kinds.contains(.map))))
        members.append(("androidImports", .array(Set(elements.compactMap { $0.kind?.androidImport }).sorted().map { .string($0) })))
        members.append(("hasTriggers", .bool(elements.contains { $0.action != nil })))
        members.append(("actions", .array(screen.actions.map { action($0, in: screen, outgoing: outgoing) })))
        members.append(("transitions", .array(outgoing.map(navigation))))
        members.append(("hasTransitions", .bool(!outgoing.isEmpty)))

        // Children of a tab container, in tab order.
        let group = design.tabGroups.first { $0.container.name == screen.id }
        let children = (group?.children ?? []).compactMap { design.screen($0.name) }
        members.append(("tabs", .array(children.enumerated().map { i, child in
            var tab = screenReference(child).objectMembers
            tab.append(("index", .int(i)))
            tab.append(("titleSwift", .string(Literal.swift(child.title))))
            tab.append(("titleKotlin", .string(Literal.kotlin(child.title))))
            tab.append(("titleJava", .string(Literal.java(child.title))))
            tab.append(("menuID", .int(i + 1)))
            // The container hands its inputs down by name.
            let passed = child.inputs.filter { input in screen.inputs.contains { $0.name == input.name } }
            tab += parameterLists(passed, screenScoped: true).filter { $0.0.hasSuffix("Arguments") }
            tab.append(("passedInputs", fields(passed, screenScoped: true)))
            let passedNames = Set(passed.map(\.name))
            tab.append(("swiftInitArguments", .string(child.inputs.map { i in
                "\(Self.screenMember(i.name)): " + (passedNames.contains(i.name) ? Self.screenMember(i.name) : i.type.defaultValue(in: .swift))
            }.joined(separator: ", "))))
            tab.append(("isLast", .bool(i == children.count - 1)))
            return .object(tab)
        })))
        members.append(("hasResultTransitions", .bool(outgoing.contains { !(design.screen($0.target.name)?.results.isEmpty ?? true) })))
        // A tab's own screen shows the tab bar on Android (each tab is an activity); these are its siblings.
        if let containerID = analysis.tabContainerOf[screen.id], let container = design.screen(containerID), container.isTabContainer,
           let siblingGroup = design.tabGroups.first(where: { $0.container.name == containerID }) {
            let siblings = siblingGroup.children.compactMap { design.screen($0.name) }
            members.append(("isTabChild", .bool(true)))
            members.append(("tabBar", .object([
                ("container", screenReference(container)),
                ("selectedMenuID", .int((siblings.firstIndex { $0.id == screen.id } ?? 0) + 1)),
                ("tabs", .array(siblings.enumerated().map { i, sibling in
                    var tab = screenReference(sibling).objectMembers
                    tab += [("index", .int(i)), ("menuID", .int(i + 1)), ("titleKotlin", .string(Literal.kotlin(sibling.title))),
                            ("titleJava", .string(Literal.java(sibling.title))), ("isSelf", .bool(sibling.id == screen.id))]
                    return .object(tab)
                })),
            ])))
        } else {
            members.append(("isTabChild", .bool(false)))
        }
        members.append(("initialMenuID", .int(1 + (group?.initial.flatMap { initial in children.firstIndex { $0.id == initial.name } } ?? 0))))
        members.append(("initialTabIndex", .int(group?.initial.flatMap { initial in children.firstIndex { $0.id == initial.name } } ?? 0)))

        members.append(("observes", .array(screen.observes.compactMap { design.model($0.name) }.map { m in
            .object([("typeName", .string(Self.type(m.name))), ("memberName", .string(Self.member(m.name)))])
        })))
        members.append(("lifecycle", .object(LifecycleHook.allCases.map { ($0.rawValue, .bool(screen.lifecycle.contains($0))) })))
        members.append(("iosNotes", .array((screen.notes(for: .ios)?.notes ?? []).map { .string(Literal.comment($0)) })))
        members.append(("androidNotes", .array((screen.notes(for: .android)?.notes ?? []).map { .string(Literal.comment($0)) })))
        return .object(members)
    }

    func element(_ e: Element, in screen: Screen, isLast: Bool) -> JSONValue {
        let kind = e.kind ?? .label
        let member = Self.elementMember(e)
        var members: [(String, JSONValue)] = [
            ("name", .string(member)),
            ("designName", .string(e.name)),
            ("kind", .string(kind.rawValue)),
            ("androidID", .string(Naming.snakeCase(member))),
            ("iosClass", .string(kind.iosClass)),
            ("androidClass", .string(kind.androidClass)),
            ("androidTag", .string(kind.androidTag)),
            ("androidImport", .string(kind.androidImport)),
            ("iosControlEvent", .string(kind.iosControlEvent)),
            ("hasLabel", .bool(e.label != nil)),
            ("label", .string(e.label ?? "")),
            ("labelSwift", .string(Literal.swift(e.label ?? e.name))),
            ("labelKotlin", .string(Literal.kotlin(e.label ?? e.name))),
            ("labelJava", .string(Literal.java(e.label ?? e.name))),
            ("isLast", .bool(isLast)),
            ("isTableOfListScreen", .bool(kind == .list && screen.kind == .list)),
        ]
        for k in ElementKind.allCases { members.append(("is" + k.rawValue.prefix(1).uppercased() + k.rawValue.dropFirst(), .bool(k == kind))) }
        members.append(("isTextInput", .bool(kind == .textField || kind == .secureField)))
        members.append(("isControl", .bool(kind.isUIControl)))
        members.append(("iosInit", .string(kind == .button ? "UIButton(type: .system)" : kind.iosClass + "()")))
        members.append(("hasTitle", .bool(kind == .button || kind == .label || kind == .checkbox || kind == .switch)))
        // A click handler can call an action only if every parameter has a default (no required model).
        let callable = (e.action.flatMap { screen.action(named: $0.name) }?.parameters ?? []).allSatisfy { p in
            if case .model = p.type { return false }
            return true
        }
        if let action = e.action, screen.action(named: action.name) != nil, callable {
            members.append(("action", .string(Self.screenMember(action.name, suffix: "Action"))))
            members.append(("hasAction", .bool(true)))
            // An action with parameters cannot be a bare click handler; the handler passes defaults.
            let parameters = screen.action(named: action.name)?.parameters ?? []
            members.append(("actionCallSwift", .string(Self.screenMember(action.name, suffix: "Action") + "(" + parameters.map { "\(Self.member($0.name)): \($0.type.defaultValue(in: .swift))" }.joined(separator: ", ") + ")")))
            members.append(("actionCallKotlin", .string(Self.screenMember(action.name, suffix: "Action") + "(" + parameters.map { $0.type.defaultValue(in: .kotlin) }.joined(separator: ", ") + ")")))
            members.append(("actionCallJava", .string(Self.screenMember(action.name, suffix: "Action") + "(" + parameters.map { $0.type.defaultValue(in: .java) }.joined(separator: ", ") + ")")))
        } else {
            members.append(("hasAction", .bool(false)))
        }
        members.append(("triggersUncallable", .bool(e.action != nil && !callable)))
        members.append(("triggeredAction", .string(e.action.map { Self.screenMember($0.name, suffix: "Action") } ?? "")))
        return .object(members)
    }

    func action(_ a: Action, in screen: Screen, outgoing: [Transition]) -> JSONValue {
        let triggered = outgoing.filter { $0.action?.name == a.name }
        // The skeleton navigates on its own when the transition needs no data the action cannot supply.
        let automatic = triggered.first { t in
            let available = Set(a.parameters.map(\.name))
            return t.data.allSatisfy { available.contains($0.name) || $0.type.isOptional }
        }
        var members: [(String, JSONValue)] = [
            ("name", .string(Self.screenMember(a.name, suffix: "Action"))),
            ("designName", .string(a.name)),
            ("parameters", fields(a.parameters)),
            ("hasParameters", .bool(!a.parameters.isEmpty)),
        ]
        members += parameterLists(a.parameters)
        members.append(("triggers", .array(triggered.map(navigation))))
        if let automatic {
            var nav = navigation(automatic).objectMembers
            let available = Set(a.parameters.map(\.name))
            let args = automatic.data.map { d in (Self.screenMember(d.name), available.contains(d.name) ? Self.member(d.name) : nil) }
            nav.append(("swiftCall", .string(args.map { "\($0.0): \($0.1 ?? "nil")" }.joined(separator: ", "))))
            nav.append(("kotlinCall", .string(args.map { $0.1 ?? "null" }.joined(separator: ", "))))
            members.append(("navigates", .object(nav)))
            members.append(("hasNavigation", .bool(true)))
        } else {
            members.append(("hasNavigation", .bool(false)))
        }
        members.append(("needsData", .bool(!triggered.isEmpty && automatic == nil)))
        return .object(members)
    }

    func navigation(_ t: Transition) -> JSONValue {
        let target = design.screen(t.target.name)!
        var members = screenReference(target).objectMembers.map { ("target" + $0.0.prefix(1).uppercased() + $0.0.dropFirst(), $0.1) }
        members += [
            ("style", .string(t.style.rawValue)),
            ("isPush", .bool(t.style == .push)),
            ("isModal", .bool(t.style == .modal)),
            ("isReplace", .bool(t.style == .replace)),
            ("methodName", .string(methodName(t))),
            ("action", .string(t.action.map { Self.screenMember($0.name, suffix: "Action") } ?? "")),
            ("data", fields(t.data, screenScoped: true)),
            ("hasData", .bool(!t.data.isEmpty)),
            ("targetHasResults", .bool(!target.results.isEmpty)),
            ("resultHandler", .string(Projection.resultHandlerName(target: t.target.name))),
            ("requestCode", .int(abs(Self.stableHash(t.source.name + "->" + t.target.name)) % 60_000 + 1)),
        ]
        members += parameterLists(t.data, screenScoped: true)
        // The target's results, so the parent can declare its handler.
        members += parameterLists(target.results).map { ("results" + $0.0.prefix(1).uppercased() + $0.0.dropFirst(), $0.1) }
        members.append(("results", fields(target.results, keyPrefix: "RESULT_", receiver: "data",
                                          keyOwner: Projection.names(of: target).androidBaseClass)))
        // Every input of the target, with the carried value or a default, for its initializer.
        let carried = Set(t.data.map(\.name))
        members.append(("swiftInitArguments", .string(target.inputs.map { i in
            "\(Self.screenMember(i.name)): " + (carried.contains(i.name) ? Self.screenMember(i.name) : i.type.defaultValue(in: .swift))
        }.joined(separator: ", "))))
        return .object(members)
    }

    func methodName(_ t: Transition) -> String { Projection(analysis).methodName(t) }

    func model(_ m: Model, isLast: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(Self.type(m.name))),
            ("designName", .string(m.name)),
            ("title", .string(Literal.comment(m.title ?? m.name))),
            ("properties", fields(m.properties)),
            ("hasProperties", .bool(!m.properties.isEmpty)),
            ("isLast", .bool(isLast)),
        ]
        members += parameterLists(m.properties).map { ("properties" + $0.0.prefix(1).uppercased() + $0.0.dropFirst(), $0.1) }
        members.append(("methods", .array(m.methods.map { method in
            var item: [(String, JSONValue)] = [
                ("name", .string(Self.member(method.name))),
                ("designName", .string(method.name)),
                ("parameters", fields(method.parameters)),
                ("hasReturn", .bool(method.returnType != nil)),
                ("swiftReturn", .string(method.returnType.map { " -> " + $0.spelled(in: .swift) } ?? "")),
                ("kotlinReturn", .string(method.returnType.map { ": " + $0.spelled(in: .kotlin) } ?? "")),
                ("javaReturn", .string(method.returnType.map { $0.spelled(in: .java) } ?? "void")),
                ("swiftDefault", .string(method.returnType?.defaultValue(in: .swift) ?? "")),
                ("swiftStub", .string(method.returnType.map { t in
                    if case .model = t { return t.defaultValue(in: .swift) }
                    return "return " + t.defaultValue(in: .swift)
                } ?? "")),
                ("kotlinStub", .string(method.returnType.map { "return " + $0.defaultValue(in: .kotlin) } ?? "")),
                ("javaStub", .string(method.returnType.map { "return " + $0.defaultValue(in: .java) + ";" } ?? "")),
                ("kotlinDefault", .string(method.returnType?.defaultValue(in: .kotlin) ?? "")),
                ("javaDefault", .string(method.returnType?.defaultValue(in: .java) ?? "")),
            ]
            item += parameterLists(method.parameters)
            return .object(item)
        })))
        members.append(("hasMethods", .bool(!m.methods.isEmpty)))
        return .object(members)
    }

    /// A hash that is the same on every machine and run (Swift's `hashValue` is seeded per process).
    static func stableHash(_ s: String) -> Int { Int(truncatingIfNeeded: StableHash.fnv1a64(s) >> 1) }
}

extension JSONValue {
    var objectMembers: [(String, JSONValue)] {
        if case .object(let members) = self { return members }
        return []
    }
}

extension ElementKind {
    var androidImport: String { androidQualifiedClass }
}
