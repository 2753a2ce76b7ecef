import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemPlatform
import TandemSyntax

/// Builds the template context from the analysed design, for the target that renders it: every name comes from the
/// platform projection, so the generated code, the diagrams and the report agree, and the target's adapter says which
/// of them are its own (`native`, of each screen reference and of the app). Nothing here spells a language.
/// A class: its methods are handed to `map` as functions, and each such function of a struct held a copy of every
/// field (a fifth of a large app's render went to retaining and releasing them).
public final class ContextBuilder {
    /// What a drawer item's screen needs on Android: the layout, its menu view, the action bar's button, the edge.
    public let analysis: Analysis
    public let toolVersion: String
    /// The rendering target's adapter; nil for the neutral context, without native names.
    public let adapter: (any TargetAdapter)?
    /// What the adapter writes in Swift (its field transforms), when it does.
    let code: (any TargetCode)?
    /// The rendering target's language (its target.json's `language`), which spells what the context gives as code (a
    /// deep link's matching); nil for none.
    public let language: Language?
    let projection: Projection
    /// Screens some push clears the stack down to from a later screen.
    let clearTargets: Set<String>
    /// The groups the navigation graph nests, and the nested group of each of their screens.
    let nestedGraphs: [ScreenGroup]
    let flatGroups: [(group: String, reason: String)]
    let nestedGraphOf: [String: ScreenGroup]
    /// Each screen's reference, made once: transitions, tabs and backs refer to the same screens many times. A
    /// builder is used on one thread.
    private var references: [String: ScreenRef] = [:]
    /// Stored, not read through `analysis` each time: a computed copy of the design retained each of its lists.
    let design: Design
    /// What each screen's context looks up among all of the design's, by screen id, made once: looked for in every
    /// list for every screen, a large app's ways back and deep links cost their number times its screens, four times.
    let startID: String?
    let backsFrom: [String: [Int]], backsInto: [String: [Int]], deepLinksTo: [String: [Int]]
    /// The first tab group each container holds.
    let groupOf: [String: Int]

    public init(analysis: Analysis, toolVersion: String, adapter: (any TargetAdapter)? = nil, language: Language? = nil) {
        self.analysis = analysis
        self.design = analysis.design
        self.toolVersion = toolVersion
        self.adapter = adapter
        self.code = adapter as? any TargetCode
        self.language = language
        projection = Projection(analysis)
        let design = analysis.design
        clearTargets = Set((design.transitions + design.globalTransitions).filter(\.clearsToEarlier).compactMap { $0.clear?.screen.name })
        let nesting = projection.groupNesting
        nestedGraphs = nesting.nested
        flatGroups = nesting.flat
        var graphOf: [String: ScreenGroup] = [:]
        for group in nestedGraphs { for member in group.members { graphOf[member.name] = group } }
        nestedGraphOf = graphOf
        startID = design.startScreen?.id
        var from: [String: [Int]] = [:], into: [String: [Int]] = [:], links: [String: [Int]] = [:], groups: [String: Int] = [:]
        for (i, b) in design.backs.enumerated() {
            from[b.source.name, default: []].append(i)
            if let target = b.target { into[target.name, default: []].append(i) }
        }
        for (i, link) in design.deepLinks.enumerated() { links[link.target.name, default: []].append(i) }
        for (i, group) in design.tabGroups.enumerated() where groups[group.container.name] == nil { groups[group.container.name] = i }
        (backsFrom, backsInto, deepLinksTo, groupOf) = (from, into, links, groups)
    }

    public func build() -> TemplateContext { build(screens: design.screens.map(screen)) }

    /// The context around the screens' (each screen's, in declaration order; `build(after:)` keeps some from the last).
    func build(screens: consuming [ScreenContext]) -> TemplateContext {
        var app = AppContext(
            name: Text(projection.appName), native: NativeNames(adapter?.appNames(in: projection) ?? []),
            startScreen: design.startScreen.map(reference),
            usesMaps: design.screens.contains { $0.elements.contains { $0.kind == .map } },
            usesLists: design.screens.contains { $0.elements.contains { $0.kind == .list } },
            usesWeb: design.screens.contains { $0.elements.contains { $0.kind == .webView } },
            startArguments: design.startScreen.map { arguments(for: $0, supplied: []) } ?? Arguments([]))
        // A split view's list is a pane of its screen, not a destination.
        let tabs = design.tabGroups.filter { $0.style != .split }.flatMap(\.roots).compactMap { design.screen($0.name) }
        var topLevel: [(id: String, title: String)] = []
        // A screen that takes a top-level screen's place (`clear through` it), or the root's (`replace`), is top level
        // too: nothing is under it.
        var roots = (design.startScreen.map { [$0] } ?? []) + tabs
            + (design.transitions + design.globalTransitions).filter { $0.style == .replace }.compactMap { design.screen($0.target.name) }
        var index = 0
        while index < roots.count {
            let root = roots[index].id
            index += 1
            for t in design.transitions + design.globalTransitions where t.style == .push && t.clear?.inclusive == true && t.clear?.screen.name == root {
                if let target = design.screen(t.target.name), !roots.contains(where: { $0.id == target.id }) { roots.append(target) }
            }
        }
        for screen in roots {
            let id = Projection.destinationID(of: screen)
            if !topLevel.contains(where: { $0.id == id }) { topLevel.append((id, screen.title)) }
        }
        app.topLevelDestinations = traceItems(topLevel)
        let drawerItems = design.tabGroups.filter { $0.style == .drawer }.flatMap(\.children).compactMap { design.screen($0.name) }
        app.drawerDestinations = traceItems(drawerItems.map { (Projection.destinationID(of: $0), $0.title) })
        app.hasTabs = design.screens.contains { $0.kind == .tabs }
        app.hasDrawer = design.screens.contains { $0.kind == .drawer }
        app.hasSplit = design.screens.contains { $0.kind == .split }
        app.hasPages = !analysis.pagesOf.isEmpty
        let global = design.globalTransitions.filter { design.screenIndex[$0.target.name] != nil }
        app.globalTransitions = global.filter { $0.scope == nil }.map(transition)
        app.nestedGraphs = nestedGraphs.map { group in
            NestedGraphContext(name: group.name.name, graphID: Projection.graphID(of: group),
                               start: reference(design.screen(group.start!.name)!), screens: group.members.map(\.name),
                               globalTransitions: global.filter { $0.scope?.name == group.name.name }.map(transition))
        }
        app.hasUnwinds = design.backs.contains(where: carriesResults)
        app.flatGroups = flatGroups.map { FlatGroupContext(name: $0.group, reason: $0.reason) }
        app.deepLinks = design.deepLinks.compactMap(deepLink)
        var schemes: [String] = []
        for link in design.deepLinks { if let s = link.pattern.scheme, s != "http", s != "https", !schemes.contains(s) { schemes.append(s) } }
        app.urlSchemes = schemes
        var hosts: [String] = []
        for link in design.deepLinks where [nil, "http", "https"].contains(link.pattern.scheme) && !hosts.contains("applinks:" + link.pattern.host) {
            hosts.append("applinks:" + link.pattern.host)
        }
        app.universalLinkHosts = hosts.map { Text($0) }
        var context = TemplateContext(
            tool: ToolContext(name: "tandem", version: toolVersion), app: app,
            screens: screens,
            models: design.models.enumerated().map { model($1, isLast: $0 == design.models.count - 1) },
            // The models' package holds the enums too: code that uses either imports it.
            hasModels: !design.models.isEmpty || !design.enums.isEmpty,
            enums: design.enums.enumerated().map { i, e in
                EnumContext(name: Projection.typeName(e.name), designName: e.name, title: Text(e.title ?? e.name),
                            cases: e.cases.enumerated().map { j, c in
                                EnumCaseContext(name: Projection.enumCaseName(c), designName: c, isFirst: j == 0, isLast: j == e.cases.count - 1)
                            },
                            isLast: i == design.enums.count - 1)
            })
        context.sharingIOSClass = Set(Projection.sharedClasses(design, on: .ios).keys)
        context.sharingAndroidClass = Set(Projection.sharedClasses(design, on: .android).keys)
        if let platform = adapter?.platform {
            let sharing = platform == .ios ? context.sharingIOSClass : context.sharingAndroidClass
            // Written only where it differs: a context kept from the last build may have had it.
            for i in context.screens.indices where context.screens[i].sharesClass != sharing.contains(context.screens[i].ref.id) {
                context.screens[i].sharesClass.toggle()
            }
        }
        return context
    }

    /// Made when first asked for: a build after an edit reads only the screens around it.
    func reference(_ screen: Screen) -> ScreenRef {
        if let made = references[screen.id] { return made }
        let made = makeReference(screen)
        references[screen.id] = made
        return made
    }

    private func makeReference(_ screen: Screen) -> ScreenRef {
        ScreenRef(id: screen.id, title: Text(screen.title, key: Projection.titleString(of: screen), note: "Title of the screen \(screen.id)"), native: NativeNames(adapter?.screenNames(of: screen, in: projection) ?? [],
                                                                             lists: adapter?.screenLists(of: screen, in: projection) ?? []),
                  isDialog: Projection.isDialogDestination(screen, in: analysis),
                  isBottomSheet: Projection.isBottomSheetDestination(screen, in: analysis), isTabs: screen.kind == .tabs,
                  isDrawer: screen.kind == .drawer, isSplit: screen.kind == .split, isContainer: screen.isContainer,
                  hasMenu: screen.kind?.containerStyle?.hasMenu ?? false,
                  usesSplitView: screen.kind == .drawer || screen.kind == .split,
                  hasInputs: !screen.inputs.isEmpty, hasRouteValues: !screen.inputs.isEmpty || !screen.results.isEmpty,
                  inputs: fields(screen.inputs, scope: .screen),
                  hasResults: !screen.results.isEmpty, results: fields(screen.results, scope: .plain),
                  icon: IconContext(screen.icon?.platform ?? .placeholder), hasIcon: screen.icon != nil)
    }

    // MARK: - Fields

    enum FieldScope {
        /// Inputs and the data carried to a screen: members of its controller.
        case screen
        /// A model's properties: members of the model class.
        case model
        /// Results, parameters, properties.
        case plain
    }

    func fields(_ list: [Field], scope: FieldScope) -> Fields {
        Fields(list.enumerated().map { i, f in
            FieldContext(
                name: scope == .screen ? Projection.inputName(f.name)
                    : scope == .model ? Projection.modelMemberName(f.name) : Projection.memberName(f.name),
                designName: f.name, type: TypeRef(f.type), isOptional: f.type.isOptional, isLast: i == list.count - 1,
                defaultValue: f.defaultValue, code: code)
        })
    }

    /// Every input of `target`: the value of the same name in scope, or the type's default.
    func arguments(for target: Screen, supplied: Set<String>) -> Arguments {
        Arguments(target.inputs.map { input in
            var argument = Arguments.Argument(name: Projection.inputName(input.name), type: TypeRef(input.type),
                                              value: supplied.contains(input.name) ? Projection.inputName(input.name) : nil,
                                              fallback: input.defaultValue)
            if argument.value == nil, input.defaultValue == nil, case .model = input.type {
                for language in Language.allCases { argument.placeholders[language] = placeholder(input.type, in: language) }
            }
            return argument
        })
    }

    /// A value of the type made from nothing (what an app entered with data opens with when launched without it): the
    /// type's default (`""`, `0`, the first case, nil), a model built from its properties' (`Campaign(code: "",
    /// title: "")`, in the order its initializer takes them); nil for a model that needs one of its own kind to be made.
    func placeholder(_ type: ValueType, in language: Language, making: Set<String> = []) -> String? {
        guard case .model(let name) = type else { return type.defaultValue(in: language) }
        guard !making.contains(name), let model = design.model(name) else { return nil }
        var values: [String] = []
        for property in model.properties {
            guard let value = placeholder(property.type, in: language, making: making.union([name])) else { return nil }
            values.append(language == .swift ? "\(Projection.modelMemberName(property.name)): \(value)" : value)
        }
        let call = Naming.typeName(name) + "(" + values.joined(separator: ", ") + ")"
        return language == .java ? "new " + call : call
    }

    // MARK: - Screens

    /// An element kind as a translator's note names it: "segmented control", "date picker", "text field".
    static func noun(_ kind: ElementKind) -> String {
        kind == .segmented ? "segmented control" : Naming.words(kind.rawValue).lowercased()
    }

    /// Where an element's text shows, for a translator: what it is (a button's title, a field's placeholder, …), by the
    /// design's names of the element and its screen.
    static func translatorNote(_ e: Element, kind: ElementKind, on screen: Screen) -> String {
        let place = "\(e.name) on the screen \(screen.id)"
        switch kind {
        case .button: return "Title of the button " + place
        case .label, .textView: return "Text of " + place
        case .textField, .secureField: return "Placeholder of the field " + place
        case .image: return "Description of the image \(place), for VoiceOver and TalkBack"
        default: return "Caption of the \(Self.noun(kind)) " + place
        }
    }

    func traceItems(_ items: [(id: String, title: String)]) -> [TraceItem] {
        items.enumerated().map { i, item in TraceItem(id: item.id, title: Text(item.title), isLast: i == items.count - 1) }
    }

    func screen(_ screen: Screen) -> ScreenContext {
        let kind = screen.kind ?? .plain
        let outgoing = analysis.transitions(from: screen.id).filter { design.screenIndex[$0.target.name] != nil }
        let incoming = analysis.transitions(into: screen.id)
        let transitions = outgoing.map(transition)
        let requirements = Array(Set(screen.tasks.flatMap { design.task($0.name)?.satisfies.map(\.name) ?? [] })).sorted()
        let kinds = Set(screen.elements.compactMap(\.kind))

        // Children of a tab container, in tab order; the container hands its inputs down by name.
        let group = groupOf[screen.id].map { design.tabGroups[$0] }
        let children = (group?.roots ?? []).compactMap { design.screen($0.name) }
        let containerInputs = Set(screen.inputs.map(\.name))
        let tabs = children.enumerated().map { i, child in
            tab(child, index: i, count: children.count, passing: containerInputs, selected: nil, style: group?.style ?? .tabs)
        }
        let initialIndex = group?.initial.flatMap { initial in children.firstIndex { $0.id == initial.name } } ?? 0

        // A tab's own screen shows the tab bar on Android (each tab is an activity); these are its siblings.
        var tabBar: TabBarContext?
        if let containerID = analysis.tabContainerOf[screen.id], let container = design.screen(containerID), container.isContainer,
           let siblingGroup = groupOf[containerID].map({ design.tabGroups[$0] }), siblingGroup.style.hasMenu {
            let siblings = siblingGroup.children.compactMap { design.screen($0.name) }
            let passing = Set(container.inputs.map(\.name))
            let initial = siblingGroup.initial.flatMap { i in siblings.first { $0.id == i.name } } ?? siblings.first ?? screen
            tabBar = TabBarContext(
                isDrawer: siblingGroup.style == .drawer, container: reference(container),
                initial: reference(initial), isInitial: initial.id == screen.id,
                containerInputs: fields(container.inputs, scope: .screen),
                tabs: siblings.enumerated().map { i, sibling in
                    // A tab switches to a sibling with the container's inputs, which it carries as `container`.
                    var tab = tab(sibling, index: i, count: siblings.count, passing: passing, selected: screen.id, style: siblingGroup.style)
                    tab.arguments.items = tab.arguments.items.map { a in
                        var a = a
                        a.value = a.value.map { "container." + $0 }
                        return a
                    }
                    return tab
                })
        }

        let elements = screen.elements.enumerated().map { i, e in element(e, in: screen, isLast: i == screen.elements.count - 1) }
        // In a list screen, what comes before the table is its header and what comes after its footer.
        let table = elements.firstIndex { $0.isTableOfListScreen }
        let header = table.map { Array(elements[..<$0]) } ?? (kind == .list ? elements : [])
        let footer = table.map { Array(elements[($0 + 1)...]).filter { !$0.isTableOfListScreen } } ?? []
        var context = ScreenContext(
            ref: reference(screen), kind: kind.rawValue, isList: kind == .list, isPlain: kind != .list && kind.containerStyle == nil,
            isStart: screen.id == startID, hasRequiredInputs: screen.inputs.contains(where: \.isRequired),
            isEntered: screen.id == startID && !design.entry.isEmpty,
            isModalTarget: incoming.contains { $0.style == .modal },
            showsUp: !incoming.isEmpty && screen.id != startID && !screen.isContainer
                && analysis.tabContainerOf[screen.id] == nil,
            tasks: screen.tasks.map(\.name).joined(separator: ", "), requirements: requirements.joined(separator: ", "),
            hasRequirements: !requirements.isEmpty,
            taskItems: traceItems(screen.tasks.compactMap { design.task($0.name) }.map { ($0.id, $0.title) }),
            requirementItems: traceItems(requirements.compactMap { design.requirementIndex[$0] }.sorted()
                .map { (design.requirements[$0].id, design.requirements[$0].title) }),
            hasTasks: screen.tasks.contains { design.task($0.name) != nil },
            isPresented: !incoming.isEmpty,
            elements: elements,
            hasElements: !screen.elements.isEmpty, hasTriggers: screen.elements.contains { $0.action != nil },
            hasListElement: screen.elements.contains { $0.kind == .list },
            hasHeaderViews: !header.isEmpty,
            arrangedElements: elements.filter { !$0.isTableOfListScreen },
            headerElements: header, footerElements: footer, hasFooterViews: !footer.isEmpty,
            hasFillElements: Projection.fillsSpace(screen, in: analysis),
            showsWebPage: kinds.contains(.webView), showsMap: kinds.contains(.map),
            actions: screen.actions.map { a in
                var context = action(a, in: screen, outgoing: outgoing)
                // An action that triggers no transition may go back.
                if context.triggers.isEmpty,
                   let b = (backsFrom[screen.id] ?? []).lazy.map({ self.design.backs[$0] }).first(where: { $0.action?.name == a.name }) {
                    context.goesBack = back(b)
                    if carriesResults(b) {
                        // Each result from the action's parameter of the same name and type, else the screen's input.
                        func value(_ r: Field) -> String? {
                            if a.parameters.contains(where: { $0.name == r.name && $0.type == r.type }) { return Projection.memberName(r.name) }
                            if screen.inputs.contains(where: { $0.name == r.name && $0.type == r.type }) { return Projection.inputName(r.name) }
                            return nil
                        }
                        context.backArguments = Arguments(screen.results.map { r in
                            Arguments.Argument(name: Projection.memberName(r.name), type: TypeRef(r.type), value: value(r))
                        })
                        context.backNeedsData = screen.results.contains { value($0) == nil && !$0.type.isOptional }
                    }
                }
                return context
            },
            transitions: transitions, hasTransitions: !outgoing.isEmpty,
            hasResultTransitions: transitions.contains(where: \.deliversResults),
            opensSheets: transitions.contains { $0.isModal && !$0.target.isTabs && !$0.presentsFullScreen },
            tabs: tabs, initialTabIndex: initialIndex,
            itemIconImports: Array(Set(tabs.map(\.screen.icon.composeImport))).sorted(),
            tabBar: tabBar, isTabChild: tabBar.map { !$0.isDrawer } ?? false, isDrawerChild: tabBar?.isDrawer ?? false,
            isContainerChild: tabBar != nil,
            observes: screen.observes.compactMap { design.model($0.name) }.map {
                ModelRef(typeName: Projection.typeName($0.name), memberName: Projection.memberName($0.name))
            },
            lifecycle: LifecycleContext(create: screen.lifecycle.contains(.create), resume: screen.lifecycle.contains(.resume),
                                        pause: screen.lifecycle.contains(.pause)),
            notes: (adapter.flatMap { screen.notes(for: $0.platform)?.notes } ?? []).map { Text($0) },
            initialTab: tabs.indices.contains(initialIndex) ? tabs[initialIndex] : nil,
            backs: backs(of: screen).map(back),
            argsBundle: screen.inputs.isEmpty ? nil
                : BundleClassContext(className: Projection.names(of: screen).androidFragmentArgs, fields: fields(screen.inputs, scope: .screen)),
            resultBundle: screen.results.isEmpty ? nil : BundleClassContext(className: "Result", fields: fields(screen.results, scope: .plain)))
        context.isClearTarget = clearTargets.contains(screen.id)
        context.unwinds = unwinds(into: screen)
        context.hasBindings = elements.contains(where: \.isBound)
        context.deepLinks = (deepLinksTo[screen.id] ?? []).compactMap { deepLink(design.deepLinks[$0]) }
        context.splitDetail = group?.detail.flatMap { design.screen($0.name) }.map(reference)
        let embedded = (analysis.embeddedIn[screen.id] ?? []).filter { analysis.parentOf[$0] == screen.id }.compactMap { design.screen($0) }
        let handed = Set(screen.inputs.map(\.name))
        let pages = analysis.pagesOf[screen.id] ?? []
        context.embeds = embedded.enumerated().map { i, child in
            EmbedContext(screen: reference(child), arguments: arguments(for: child, supplied: handed.intersection(child.inputs.map(\.name))),
                                native: NativeNames(adapter?.embedNames(of: child, in: screen, projection: projection) ?? []),
                                fills: child.kind == .list || Projection.fillsSpace(child, in: analysis),
                                isPage: pages.contains(child.id), pageIndex: pages.firstIndex(of: child.id) ?? 0,
                                isLastPage: pages.last == child.id,
                                index: i, isLast: i == embedded.count - 1)
        }
        if let parent = analysis.parentOf[screen.id].flatMap(design.screen) {
            context.embeddedIn = reference(parent)
            context.embeddingHost = design.screen(analysis.host(of: screen.id)).map(reference)
        }
        context.paneOf = projection.splitOf(pane: screen.id).flatMap(design.screen).map(reference)
        if let group, group.style == .split, let list = children.first, let detail = context.splitDetail {
            context.panes = PanesContext(list: reference(list),
                                         listArguments: arguments(for: list, supplied: containerInputs.intersection(list.inputs.map(\.name))),
                                         detail: detail)
        }
        return context
    }

    /// A deep link whose screen is declared.
    func deepLink(_ link: DeepLink) -> DeepLinkContext? {
        guard let target = design.screen(link.target.name) else { return nil }
        var context = DeepLinkCode(design: design).context(link, target: target, reference: reference(target), language: language)
        // A link to a tab or drawer item with nothing to fill selects the item where its container shows, as a tap on
        // the tab bar or in the drawer does, instead of opening a second copy of it.
        if link.pattern.placeholders.isEmpty,
           let group = design.tabGroups.first(where: { $0.style.hasMenu && $0.children.contains { $0.name == target.id } }),
           let container = design.screen(group.container.name), let index = group.children.firstIndex(where: { $0.name == target.id }) {
            context.itemContainer = reference(container)
            context.itemIndex = index
        }
        return context
    }

    /// A screen's ways back, one per method (a repeated one is reported by the checks and made once).
    func backs(of screen: Screen) -> [Back] {
        var names = Set<String>()
        return (backsFrom[screen.id] ?? []).map { design.backs[$0] }.filter {
            design.screenIndex[$0.target?.name ?? screen.id] != nil && names.insert(Projection.backMethodName($0)).inserted
        }
    }

    func back(_ b: Back) -> BackContext {
        var context = BackContext(methodName: Projection.backMethodName(b), names: NativeNames(adapter?.backNames(of: b, projection: projection) ?? []),
                                  isPop: b.kind == .pop, isDismiss: b.kind == .dismiss,
                                  hasTarget: b.target != nil, target: b.target.flatMap { design.screen($0.name) }.map(reference))
        if let target = b.target, let source = design.screen(b.source.name), carriesResults(b) {
            context.carriesResults = true
            context.results = fields(source.results, scope: .plain)
            context.unwindHandler = Projection.unwindHandlerName(from: source.id)
            context.unwindKey = Projection.unwindKey(from: source.id, to: target.name)
        }
        return context
    }

    /// An unwind to a declared earlier screen from one that returns results: it hands them over.
    func carriesResults(_ b: Back) -> Bool {
        b.kind == .pop && b.target.flatMap { design.screen($0.name) } != nil && design.screen(b.source.name)?.results.isEmpty == false
    }

    /// What `screen` receives from later screens unwinding to it, one per screen.
    func unwinds(into screen: Screen) -> [UnwindContext] {
        var seen = Set<String>()
        return (backsInto[screen.id] ?? []).map { design.backs[$0] }.filter { carriesResults($0) && seen.insert($0.source.name).inserted }.map { b in
            let source = design.screen(b.source.name)!
            return UnwindContext(source: reference(source), results: fields(source.results, scope: .plain),
                                 handler: Projection.unwindHandlerName(from: source.id), key: Projection.unwindKey(from: source.id, to: screen.id))
        }
    }

    func tab(_ child: Screen, index: Int, count: Int, passing: Set<String>, selected: String?, style: ContainerStyle) -> TabContext {
        let passed = child.inputs.filter { passing.contains($0.name) }
        return TabContext(screen: reference(child), index: index,
                          passedInputs: fields(passed, scope: .screen),
                          arguments: arguments(for: child, supplied: Set(passed.map(\.name))),
                          isSelf: child.id == selected, isLast: index == count - 1)
    }

    func element(_ e: Element, in screen: Screen, isLast: Bool) -> ElementContext {
        let kind = e.kind ?? .label
        let name = Projection.elementName(e)
        let triggered = e.action.flatMap { screen.action(named: $0.name) }
        // A click handler can call an action only if every parameter has a default (no model to pick).
        let callable = (triggered?.parameters ?? []).allSatisfy { p in
            if case .model = p.type { return false }
            return true
        }
        let action = callable ? triggered.map { Projection.actionName($0.name) } : nil
        let segments = kind == .segmented || kind == .picker || kind == .spinner ? Projection.segments(of: e) : []
        let row = kind == .list ? rowSelection(e, in: screen) : nil
        let rows = Projection.rowNames(of: e)
        let labeled = [.switch, .checkbox, .datePicker, .stepper, .slider, .picker, .spinner].contains(kind)
        let fills = Projection.fillsSpace(e, in: screen)
        let native = NativeNames(adapter?.elementNames(of: e, in: screen, projection: projection) ?? [])
        // Android's string resource names and iOS's String Catalog keys: one name per text on both platforms.
        let stringKey = Projection.labelString(of: e, in: screen)
        let note = Self.translatorNote(e, kind: kind, on: screen)
        let rowTitle = kind == .list ? rowModel(e, in: screen).flatMap { design.model($0.model) }.flatMap(Self.rowTitle) : nil
        var context = ElementContext(
            name: name, designName: e.name, kind: kind.rawValue,
            native: native,
            label: e.label.map { Text($0, key: stringKey, note: note) },
            nameText: Text(Naming.words(e.name), key: stringKey + "_name",
                           note: "Name of the \(Self.noun(kind)) \(e.name) on the screen \(screen.id), for VoiceOver and TalkBack"),
            hasLabel: e.label != nil,
            text: Text(e.label ?? e.name, key: stringKey, note: note),
            hasState: !native["type"].isEmpty,
            segments: segments.enumerated().map { i, text in
                SegmentContext(text: Text(text, key: stringKey + "_\(i + 1)", note: "Choice \(i + 1) of the \(Self.noun(kind)) \(e.name) on the screen \(screen.id)"), native: NativeNames(adapter?.segmentNames(at: i, of: e, in: screen, projection: projection) ?? []),
                               index: i,
                               isFirst: i == 0, isLast: i == segments.count - 1)
            },
            hasSegments: !segments.isEmpty,
            rowType: row?.type, rowAction: row?.action, rowParameter: row?.parameter, rowTypeOrAny: row?.type ?? "Any",
            rowKey: kind == .list ? rowKey(of: e, in: screen) : nil,
            rowText: rowTitle.map { Projection.modelMemberName($0.name) }, rowTextIsOptional: rowTitle?.type.isOptional ?? false,
            rowsProperty: rows.property, bindRow: rows.bindMethod,
            isLabeledControl: labeled, fillsSpace: fills, isPlainView: !labeled && !fills,
            isTableOfListScreen: kind == .list && screen.kind == .list,
            isTextInput: kind == .textField || kind == .secureField, 
            hasTitle: kind == .button || kind == .label || kind == .checkbox || kind == .switch,
            action: action, hasAction: action != nil,
            actionArguments: Arguments((action == nil ? [] : triggered?.parameters ?? []).map {
                Arguments.Argument(name: Projection.memberName($0.name), type: TypeRef($0.type), value: nil)
            }),
            triggersUncallable: e.action != nil && !callable,
            triggeredAction: e.action.map { Projection.actionName($0.name) } ?? "",
            isLast: isLast)
        context.isBound = BoundValue.of(e, in: screen, design: design) != nil
        return context
    }

    /// What a list's rows show and what selecting one calls: the action the list triggers, or else the screen's
    /// only action taking exactly one model, when it takes exactly one model.
    /// The row model's `id`, when it is a value a lazy list can key on (and save): a String, Int or Long.
    func rowKey(of e: Element, in screen: Screen) -> String? {
        guard let model = rowModel(e, in: screen).flatMap({ design.model($0.model) }),
              let id = model.properties.first(where: { $0.name == "id" }) else { return nil }
        switch id.type {
        case .primitive(.string), .primitive(.int), .primitive(.long): return Projection.modelMemberName(id.name)
        default: return nil
        }
    }

    /// The text property a row of `model` shows: the one named as a title is (`title`, `name`, `label`, `text`), else the
    /// first that is text (a String, optional or not).
    static func rowTitle(of model: Model) -> Field? {
        let texts = model.properties.filter { $0.type == .primitive(.string) || $0.type == .optional(.primitive(.string)) }
        for name in ["title", "name", "label", "text"] {
            if let field = texts.first(where: { $0.name.lowercased() == name }) { return field }
        }
        return texts.first
    }

    func rowSelection(_ e: Element, in screen: Screen) -> (type: String, action: String, parameter: String)? {
        rowModel(e, in: screen).map { (Projection.typeName($0.model), Projection.actionName($0.action.name), Projection.memberName($0.action.parameters[0].name)) }
    }

    /// The model a list's rows are, and the action choosing one calls: the action it triggers, or the screen's one
    /// action taking a single model.
    func rowModel(_ e: Element, in screen: Screen) -> (model: String, action: Action)? {
        func single(_ a: Action) -> String? {
            guard a.parameters.count == 1, case .model(let name) = a.parameters[0].type, design.model(name) != nil else { return nil }
            return name
        }
        if let name = e.action?.name, let a = screen.action(named: name) {
            return single(a).map { ($0, a) }
        }
        let candidates = screen.actions.filter { single($0) != nil }
        guard candidates.count == 1, let a = candidates.first, let model = single(a) else { return nil }
        return (model, a)
    }

    func action(_ a: Action, in screen: Screen, outgoing: [Transition]) -> ActionContext {
        let triggered = outgoing.filter { $0.action?.name == a.name }
        let available = Set(a.parameters.map(\.name))
        // Carried data the action's parameters do not supply, the screen's input of that name and type does (a detail
        // opening its timer with the recipe it shows).
        func fromInput(_ d: Field) -> Bool {
            !available.contains(d.name) && screen.inputs.contains { $0.name == d.name && $0.type.isAssignable(to: d.type) }
        }
        // The skeleton navigates on its own when the transition needs no data the action and screen cannot supply.
        let automatic = triggered.first { t in t.data.allSatisfy { available.contains($0.name) || fromInput($0) || $0.type.isOptional } }
        return ActionContext(
            name: Projection.actionName(a.name), designName: a.name,
            parameters: fields(a.parameters, scope: .plain), hasParameters: !a.parameters.isEmpty,
            triggers: triggered.map(transition),
            navigates: automatic.map(transition), hasNavigation: automatic != nil,
            navigationArguments: automatic.map { t in
                Arguments(t.data.map { d in
                    Arguments.Argument(name: Projection.inputName(d.name), type: TypeRef(d.type),
                                       value: available.contains(d.name) ? Projection.memberName(d.name)
                                           : fromInput(d) ? Projection.inputName(d.name) : nil)
                })
            },
            needsData: !triggered.isEmpty && automatic == nil)
    }

    func transition(_ t: Transition) -> TransitionContext {
        let target = design.screen(t.target.name)!
        // Only a push clears (TD312 reports the others); a screen not declared is reported and left out.
        let clear = t.style == .push ? t.clear.flatMap { c in
            design.screen(c.screen.name).map { ClearContext(screen: reference($0), inclusive: c.inclusive, isSource: c.screen.name == t.source.name) }
        } : nil
        let replacesSource = clear.map { $0.isSource && $0.inclusive } ?? false
        var context = TransitionContext(
            style: t.style.rawValue, isPush: t.style == .push, isModal: t.style == .modal, isReplace: t.style == .replace,
            target: reference(target), methodName: projection.methodName(t),
            names: NativeNames(adapter?.transitionNames(of: t, from: design.screen(t.source.name) ?? target, projection: projection) ?? []),
            action: t.action.map { Projection.actionName($0.name) },
            data: fields(t.data, scope: .screen), hasData: !t.data.isEmpty,
            targetArguments: arguments(for: target, supplied: Set(t.data.map(\.name))),
            results: fields(target.results, scope: .plain),
            resultHandler: projection.resultHandlerName(t))
        context.isGlobal = t.fromAnyScreen
        context.showsDetail = t.style == .push && !t.fromAnyScreen && design.tabGroups.contains {
            $0.style == .split && $0.children.first?.name == t.source.name && $0.detail?.name == t.target.name
        }
        context.isGraphAction = t.fromAnyScreen && t.scope.map { scope in nestedGraphs.contains { $0.name.name == scope.name } } ?? true
        // Navigation finds a nested graph's screens only from inside it: from outside, the action goes to the graph.
        let enters = nestedGraphOf[t.target.name].flatMap { group -> ScreenGroup? in
            let inside = t.fromAnyScreen ? t.scope?.name == group.name.name : group.members.contains { $0.name == t.source.name }
            return inside ? nil : group
        }
        context.navigationDestinationID = enters.map(Projection.graphID(of:)) ?? Projection.destinationID(of: target)
        if t.style == .modal {
            let presentation = t.presentation ?? .sheet
            context.presentation = presentation.rawValue
            context.presentsFullScreen = presentation == .fullScreen
            context.presentsAsBottomSheet = presentation == .bottomSheet
            context.presentsAsDialog = presentation == .dialog
            context.presentsAsPopover = presentation == .popover
        }
        context.clear = clear
        context.clearsToEarlier = clear != nil && t.clearsToEarlier
        context.replacesSource = replacesSource
        context.deliversResults = !target.results.isEmpty && t.keepsSource
        return context
    }

    // MARK: - Models

    func model(_ m: Model, isLast: Bool) -> ModelContext {
        ModelContext(
            name: Projection.typeName(m.name), designName: m.name, title: Text(m.title ?? m.name),
            properties: fields(m.properties, scope: .model), hasProperties: !m.properties.isEmpty,
            methods: m.methods.map { method in
                MethodContext(name: Projection.modelMemberName(method.name, isMethod: true), designName: method.name,
                              parameters: fields(method.parameters, scope: .plain),
                              returnType: method.returnType.map(TypeRef.init), hasReturn: method.returnType != nil)
            },
            hasMethods: !m.methods.isEmpty, isLast: isLast)
    }
}
