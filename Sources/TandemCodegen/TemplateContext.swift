import TandemMustache
import TandemPlatform
import TandemModel

/// The template context: the design as typed, toolkit-neutral values that every target's templates read. Names come
/// from the platform projection; per-language spellings from the transforms of `Text`, `TypeRef`, `Fields` and
/// `Arguments`. docs/templates.md documents every field; `tandem generate --dump-context` prints it as JSON.
///
/// Mustache reads each value through `child(named:)` (a switch: reflection would cost ~10 µs a lookup, and a
/// 2,000-screen design makes millions); a test checks that every encoded field is reachable that way.
public struct TemplateContext: TemplateNode {
    public var tool: ToolContext
    public var app: AppContext
    public var screens: [ScreenContext]
    public var models: [ModelContext]
    public var hasModels: Bool
    public var enums: [EnumContext] = []
    public var hasEnums: Bool { !enums.isEmpty }
    /// Screens whose class an earlier screen names too, on iOS and on Android: a file for that class is made once,
    /// from the first (`tandem check` TD503 has made sure they ask the same of it). Not for templates.
    public var sharingIOSClass: Set<String> = []
    public var sharingAndroidClass: Set<String> = []

    public func value(forKey name: String) -> MustacheValue? {
        switch name {
        case "tool": .of(tool)
        case "app": .of(app)
        case "screens": .of(screens)
        case "models": .of(models)
        case "hasModels": .of(hasModels)
        case "enums": .of(enums)
        case "hasEnums": .of(hasEnums)
        default: nil
        }
    }

    private enum Keys: String, CodingKey { case tool, app, screens, models, hasModels, enums, hasEnums }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(tool, forKey: .tool)
        try c.encode(app, forKey: .app)
        try c.encode(screens, forKey: .screens)
        try c.encode(models, forKey: .models)
        try c.encode(hasModels, forKey: .hasModels)
        try c.encode(enums, forKey: .enums)
        try c.encode(hasEnums, forKey: .hasEnums)
    }
}

/// An enum: its cases in order, the same on every platform.
public struct EnumContext: TemplateNode {
    public var name: String
    public var designName: String
    public var title: Text
    public var cases: [EnumCaseContext]
    public var isLast: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "designName": .of(designName)
        case "title": .of(title)
        case "cases": .of(cases)
        case "isLast": .of(isLast)
        default: nil
        }
    }
}

public struct EnumCaseContext: TemplateNode {
    /// The case in code (`medium`; `default_` for a keyword), and as the design writes it (its raw value).
    public var name: String
    public var designName: String
    public var isFirst: Bool
    public var isLast: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "designName": .of(designName)
        case "isFirst": .of(isFirst)
        case "isLast": .of(isLast)
        default: nil
        }
    }
}

/// A context value Mustache can read without reflection, and JSON can show.
public protocol TemplateNode: MustacheObject, Encodable, Sendable {}

public struct ToolContext: TemplateNode {
    public var name: String
    public var version: String

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "version": .of(version)
        default: nil
        }
    }
}

public struct AppContext: TemplateNode {
    public var name: Text
    public var iosBundleID: String
    public var androidPackage: String
    public var androidPackagePath: String
    public var startScreen: ScreenRef?
    /// Some screen shows a map / a list: the projects depend on Maps / RecyclerView and ask for location.
    public var usesMaps: Bool
    public var usesLists: Bool
    public var usesWeb: Bool
    /// The start screen's inputs, each the type's default (a start screen opens without data).
    public var startArguments: Arguments
    /// Android single-activity: the host Activity (user-owned) and its generated base; the destinations with no up
    /// arrow (the start screen and every tab).
    public var hostActivity: String = Projection.hostActivity
    public var hostActivityBase: String = Projection.hostActivityBase
    public var topLevelDestinations: [TraceItem] = []
    /// Android single-activity: the screens of drawers (each holds its drawer), whose action bar button opens it.
    public var drawerDestinations: [TraceItem] = []
    public var hasTabs: Bool = false
    public var hasDrawer: Bool = false
    public var hasSplit: Bool = false
    /// Transitions from any screen (`push * -> B`), as declared: the navigation graph's global actions. Each screen
    /// also lists its own copy among its `transitions`. (Those from any screen of a group are the group's.)
    public var globalTransitions: [TransitionContext] = []
    /// The groups the navigation graph nests as graphs of their own, in declaration order.
    public var nestedGraphs: [NestedGraphContext] = []
    /// The groups it keeps flat (their screens are destinations of the root graph), and why.
    public var flatGroups: [FlatGroupContext] = []
    /// Some screen unwinds to an earlier one with its results (SwiftUI's navigator then keeps who waits for them).
    public var hasUnwinds: Bool = false
    /// Every deep link, in declaration order; the custom URL schemes they use (iOS declares them in Info.plist).
    public var deepLinks: [DeepLinkContext] = []
    public var urlSchemes: [String] = []
    /// `applinks:<host>` for each host an http(s) deep link names (iOS's Associated Domains).
    public var universalLinkHosts: [Text] = []

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "deepLinks": .of(deepLinks)
        case "hasDeepLinks": .of(!deepLinks.isEmpty)
        case "hasItemLinks": .of(deepLinks.contains { $0.itemContainer != nil })
        case "urlSchemes": .of(urlSchemes)
        case "hasURLSchemes": .of(!urlSchemes.isEmpty)
        case "universalLinkHosts": .of(universalLinkHosts)
        case "hasUniversalLinks": .of(!universalLinkHosts.isEmpty)
        case "globalTransitions": .of(globalTransitions)
        case "nestedGraphs": .of(nestedGraphs)
        case "hasNestedGraphs": .of(!nestedGraphs.isEmpty)
        case "flatGroups": .of(flatGroups)
        case "hasUnwinds": .of(hasUnwinds)
        case "hostActivity": .of(hostActivity)
        case "hostActivityBase": .of(hostActivityBase)
        case "topLevelDestinations": .of(topLevelDestinations)
        case "drawerDestinations": .of(drawerDestinations)
        case "hasTabs": .of(hasTabs)
        case "hasDrawer": .of(hasDrawer)
        case "hasSplit": .of(hasSplit)
        case "usesWeb": .of(usesWeb)
        case "startArguments": .of(startArguments)
        case "name": .of(name)
        case "iosBundleID": .of(iosBundleID)
        case "androidPackage": .of(androidPackage)
        case "androidPackagePath": .of(androidPackagePath)
        case "startScreen": .of(startScreen)
        case "usesMaps": .of(usesMaps)
        case "usesLists": .of(usesLists)
        default: nil
        }
    }
}

/// A group (`group Onboarding [Welcome, Terms] start Welcome`) as a nested Jetpack Navigation graph: its id, its
/// start, its screens' design ids, and its global actions (the transitions from any of its screens).
public struct NestedGraphContext: TemplateNode {
    public var name: String
    public var graphID: String
    public var start: ScreenRef
    public var screens: [String]
    public var globalTransitions: [TransitionContext]

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "graphID": .of(graphID)
        case "start": .of(start)
        case "screens": .of(screens)
        case "globalTransitions": .of(globalTransitions)
        default: nil
        }
    }
}

/// A group the navigation graph keeps flat, and why (`push Search -> NoteDetail enters it at NoteDetail, …`).
public struct FlatGroupContext: TemplateNode {
    public var name: String
    public var reason: String

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "reason": .of(reason)
        default: nil
        }
    }
}

/// A screen seen from elsewhere: the start screen, a tab, a transition's target.
public struct ScreenRef: TemplateNode {
    public var id: String
    public var title: Text
    public var iosClass: String
    public var iosBaseClass: String
    public var androidClass: String
    public var androidBaseClass: String
    public var layoutName: String
    /// Android single-activity: the Fragment (user-owned), its generated base, the Safe Args style classes, its
    /// layout, its id in the navigation graph, and whether the graph makes it a dialog.
    public var androidFragment: String
    public var androidFragmentBase: String
    public var androidFragmentArgs: String
    public var androidFragmentDirections: String
    public var fragmentLayout: String
    public var destinationID: String
    public var isDialog: Bool
    /// SwiftUI: the screen model, its generated base, the generated view of its elements, the user's view, the
    /// route case.
    public var swiftUIModel: String
    public var swiftUIModelBase: String
    public var swiftUIInterface: String
    public var swiftUIView: String
    public var routeCase: String
    public var titleString: String
    /// A tab container; a drawer (iOS: a split view with a sidebar); a split view (a list and its detail); any of
    /// them; one with a menu of its children (tabs, drawer); one iOS shows in a UISplitViewController (drawer, split).
    public var isTabs: Bool
    public var isDrawer: Bool
    public var isSplit: Bool
    public var isContainer: Bool
    public var hasMenu: Bool
    public var usesSplitView: Bool
    public var hasInputs: Bool
    /// It opens with inputs or returns results: on SwiftUI, its route case carries values.
    public var hasRouteValues: Bool
    /// Its inputs (on SwiftUI, the route case's associated values) and results.
    public var inputs: Fields
    public var hasResults: Bool
    public var results: Fields

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "id": .of(id)
        case "swiftUIModel": .of(swiftUIModel)
        case "swiftUIModelBase": .of(swiftUIModelBase)
        case "swiftUIInterface": .of(swiftUIInterface)
        case "swiftUIView": .of(swiftUIView)
        case "routeCase": .of(routeCase)
        case "hasRouteValues": .of(hasRouteValues)
        case "inputs": .of(inputs)
        case "results": .of(results)
        case "title": .of(title)
        case "iosClass": .of(iosClass)
        case "iosBaseClass": .of(iosBaseClass)
        case "androidClass": .of(androidClass)
        case "androidBaseClass": .of(androidBaseClass)
        case "layoutName": .of(layoutName)
        case "androidFragment": .of(androidFragment)
        case "androidFragmentBase": .of(androidFragmentBase)
        case "androidFragmentArgs": .of(androidFragmentArgs)
        case "androidFragmentDirections": .of(androidFragmentDirections)
        case "fragmentLayout": .of(fragmentLayout)
        case "destinationID": .of(destinationID)
        case "isDialog": .of(isDialog)
        case "titleString": .of(titleString)
        case "isTabs": .of(isTabs)
        case "isDrawer": .of(isDrawer)
        case "isSplit": .of(isSplit)
        case "isContainer": .of(isContainer)
        case "hasMenu": .of(hasMenu)
        case "usesSplitView": .of(usesSplitView)
        case "hasInputs": .of(hasInputs)
        case "hasResults": .of(hasResults)
        default: nil
        }
    }
}

public struct ScreenContext: TemplateNode {
    public var ref: ScreenRef
    public var kind: String
    public var isList: Bool
    public var isPlain: Bool
    public var isStart: Bool
    /// Some input is not optional: the screen cannot open without its arguments.
    public var hasRequiredInputs: Bool
    /// Some transition presents it modally: it needs a way to close itself.
    public var isModalTarget: Bool
    /// Android shows the up arrow: a screen some transition opens, other than the start screen and the tabs.
    public var showsUp: Bool
    public var iosSuperclass: String
    public var resourceStem: String
    public var tasks: String
    public var requirements: String
    public var hasRequirements: Bool
    /// The same, each with its title, for doc comments that point back to the design: tasks in the screen's
    /// order, requirements in the design's.
    public var taskItems: [TraceItem]
    public var requirementItems: [TraceItem]
    public var hasTasks: Bool
    public var isPresented: Bool
    /// A transition clears the stack down to this screen from a later one (`clear to` / `clear through`): between
    /// Activities, it opens that transition's target when it comes back to the top.
    public var isClearTarget: Bool = false
    /// Later screens that unwind to this one with their results (`pop Detail -> List`, Detail returning results).
    public var unwinds: [UnwindContext] = []
    /// Some element is bound to a value (`bind`): the base class has `bindViews()`, run before each `setView()`.
    public var hasBindings: Bool = false
    /// The deep links that open this screen.
    public var deepLinks: [DeepLinkContext] = []
    public var hasDeepLinks: Bool { !deepLinks.isEmpty }
    public var elements: [ElementContext]
    public var hasElements: Bool
    public var hasTriggers: Bool
    /// Some element is a list: the screen declares a row adapter.
    public var hasListElement: Bool
    /// A list screen has elements besides its table: they go in the table's header.
    public var hasHeaderViews: Bool
    /// The elements laid out in the screen's stack (or a list screen's table header): all but the table itself.
    public var arrangedElements: [ElementContext]
    /// A list screen's elements before its table (its header) and after it (its footer), as on Android.
    public var headerElements: [ElementContext]
    public var footerElements: [ElementContext]
    public var hasFooterViews: Bool
    /// Some arranged element takes the room left (web, map, text view): the stack then fills the screen.
    public var hasFillElements: Bool
    public var usesWebKit: Bool
    public var usesMapKit: Bool
    public var androidImports: [String]
    public var actions: [ActionContext]
    public var transitions: [TransitionContext]
    public var hasTransitions: Bool
    public var hasResultTransitions: Bool
    public var tabs: [TabContext]
    public var initialTabIndex: Int
    public var initialMenuID: Int
    /// A tab container's bottom navigation menu resource (Android).
    public var tabMenu: String
    /// The initial tab's item id (Android).
    public var initialItemID: String
    public var tabBar: TabBarContext?
    /// A tab's own screen; a drawer item's own screen; either (then `tabBar` holds its siblings).
    public var isTabChild: Bool
    public var isDrawerChild: Bool
    public var isContainerChild: Bool
    public var observes: [ModelRef]
    public var lifecycle: LifecycleContext
    public var iosNotes: [Text]
    public var androidNotes: [Text]
    /// A split view's detail column (its list is `initialTab`).
    public var splitDetail: ScreenRef?
    /// The screens shown inside this one, below its views, in order (the design's `embed`).
    public var embeds: [EmbedContext] = []
    /// For a screen shown inside another: that screen, and the outermost one, whose place in the navigation it has.
    public var embeddedIn: ScreenRef?
    public var embeddingHost: ScreenRef?
    public var isEmbedded: Bool { embeddedIn != nil }
    /// Android: the split view whose list or detail pane this screen is (a child Fragment of the split's screen), and
    /// for a split view, its panes.
    public var paneOf: ScreenRef?
    public var isPane: Bool { paneOf != nil }
    public var panes: PanesContext?
    /// Android: the screen is a Fragment inside another screen's activity or Fragment (embedded, or a pane).
    public var isChildFragment: Bool { isEmbedded || isPane }
    /// Android: the outermost screen holding this one's Fragment (its activity, its destination), when not itself.
    public var androidHost: ScreenRef?
    /// It names the iOS class an earlier screen names (`ios { class … }`): that class, made once, is this one's too.
    public var sharesIOSClass = false
    /// The Kotlin expression for the screen's Context: an Activity is one, a child Fragment asks for it.
    public var androidContext: String { isChildFragment ? "requireContext()" : "this" }
    /// The Navigation destination whose place in the back stack the screen has: its own, or its Android host's.
    public var stackDestinationID: String { androidHost?.destinationID ?? ref.destinationID }
    /// Android single-activity: the initial tab of a tab container, and the classes carrying the screen's inputs
    /// and results in a Bundle (Safe Args style `…Args`, and `Result`).
    public var initialTab: TabContext?
    /// A list, map or web view: it must be told when its view goes.
    public var holdsViewResources: Bool { usesMapKit || usesWebKit || hasListElement }
    /// Its ways back (`pop`, `dismiss`), each a method.
    public var backs: [BackContext] = []
    public var argsBundle: BundleClassContext?
    public var resultBundle: BundleClassContext?

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "initialTab": .of(initialTab)
        case "splitDetail": .of(splitDetail)
        case "embeds": .of(embeds)
        case "hasEmbeds": .of(!embeds.isEmpty)
        case "embeddedIn": .of(embeddedIn)
        case "embeddingHost": .of(embeddingHost)
        case "isEmbedded": .of(isEmbedded)
        case "paneOf": .of(paneOf)
        case "isPane": .of(isPane)
        case "panes": .of(panes)
        case "isChildFragment": .of(isChildFragment)
        case "androidHost": .of(androidHost)
        case "sharesIOSClass": .of(sharesIOSClass)
        case "stackDestinationID": .of(stackDestinationID)
        case "androidContext": .of(androidContext)
        case "backs": .of(backs)
        case "holdsViewResources": .of(holdsViewResources)
        case "argsBundle": .of(argsBundle)
        case "resultBundle": .of(resultBundle)
        case "kind": .of(kind)
        case "isList": .of(isList)
        case "isPlain": .of(isPlain)
        case "isStart": .of(isStart)
        case "hasRequiredInputs": .of(hasRequiredInputs)
        case "isModalTarget": .of(isModalTarget)
        case "showsUp": .of(showsUp)
        case "iosSuperclass": .of(iosSuperclass)
        case "resourceStem": .of(resourceStem)
        case "tasks": .of(tasks)
        case "requirements": .of(requirements)
        case "hasRequirements": .of(hasRequirements)
        case "taskItems": .of(taskItems)
        case "requirementItems": .of(requirementItems)
        case "hasTasks": .of(hasTasks)
        case "isPresented": .of(isPresented)
        case "isClearTarget": .of(isClearTarget)
        case "unwinds": .of(unwinds)
        case "hasUnwinds": .of(!unwinds.isEmpty)
        case "receivesNewIntents": .of(isClearTarget || !unwinds.isEmpty)
        case "receivesResults": .of(hasResultTransitions || !unwinds.isEmpty)
        case "hasBindings": .of(hasBindings)
        case "deepLinks": .of(deepLinks)
        case "hasDeepLinks": .of(hasDeepLinks)
        case "elements": .of(elements)
        case "hasElements": .of(hasElements)
        case "hasTriggers": .of(hasTriggers)
        case "hasListElement": .of(hasListElement)
        case "hasHeaderViews": .of(hasHeaderViews)
        case "arrangedElements": .of(arrangedElements)
        case "headerElements": .of(headerElements)
        case "footerElements": .of(footerElements)
        case "hasFooterViews": .of(hasFooterViews)
        case "hasFillElements": .of(hasFillElements)
        case "usesWebKit": .of(usesWebKit)
        case "usesMapKit": .of(usesMapKit)
        case "androidImports": .of(androidImports)
        case "actions": .of(actions)
        case "transitions": .of(transitions)
        case "hasTransitions": .of(hasTransitions)
        case "hasResultTransitions": .of(hasResultTransitions)
        case "tabs": .of(tabs)
        case "initialTabIndex": .of(initialTabIndex)
        case "initialMenuID": .of(initialMenuID)
        case "tabMenu": .of(tabMenu)
        case "initialItemID": .of(initialItemID)
        case "tabBar": .of(tabBar)
        case "isTabChild": .of(isTabChild)
        case "isDrawerChild": .of(isDrawerChild)
        case "isContainerChild": .of(isContainerChild)
        case "observes": .of(observes)
        case "lifecycle": .of(lifecycle)
        case "iosNotes": .of(iosNotes)
        case "androidNotes": .of(androidNotes)
        default: ref.value(forKey: key)
        }
    }

    private enum Keys: String, CodingKey {
        case kind, isList, isPlain, isStart, hasRequiredInputs, isModalTarget, showsUp, iosSuperclass, resourceStem, tasks, requirements, hasRequirements
        case taskItems, requirementItems, hasTasks
        case isPresented, isClearTarget, hasBindings, deepLinks, hasDeepLinks, elements, hasElements, hasTriggers, hasListElement, hasHeaderViews, arrangedElements, headerElements, footerElements, hasFooterViews, hasFillElements, usesWebKit, usesMapKit, androidImports, actions
        case transitions, hasTransitions, hasResultTransitions, tabs, initialTabIndex, initialMenuID, tabMenu, initialItemID, tabBar
        case isTabChild, isDrawerChild, isContainerChild, observes, lifecycle, iosNotes, androidNotes, initialTab, holdsViewResources, backs, argsBundle, resultBundle
        case splitDetail, embeds, hasEmbeds, embeddedIn, embeddingHost, isEmbedded, stackDestinationID, androidContext, sharesIOSClass
        case paneOf, isPane, panes, isChildFragment, androidHost
    }

    /// The reference's fields sit beside the screen's own, as templates read them.
    public func encode(to encoder: any Encoder) throws {
        try ref.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(initialTab, forKey: .initialTab)
        try c.encodeIfPresent(splitDetail, forKey: .splitDetail)
        try c.encode(embeds, forKey: .embeds)
        try c.encode(!embeds.isEmpty, forKey: .hasEmbeds)
        try c.encodeIfPresent(embeddedIn, forKey: .embeddedIn)
        try c.encodeIfPresent(embeddingHost, forKey: .embeddingHost)
        try c.encode(isEmbedded, forKey: .isEmbedded)
        try c.encodeIfPresent(paneOf, forKey: .paneOf)
        try c.encode(isPane, forKey: .isPane)
        try c.encodeIfPresent(panes, forKey: .panes)
        try c.encode(isChildFragment, forKey: .isChildFragment)
        try c.encodeIfPresent(androidHost, forKey: .androidHost)
        try c.encode(sharesIOSClass, forKey: .sharesIOSClass)
        try c.encode(stackDestinationID, forKey: .stackDestinationID)
        try c.encode(androidContext, forKey: .androidContext)
        try c.encode(backs, forKey: .backs)
        try c.encode(holdsViewResources, forKey: .holdsViewResources)
        try c.encodeIfPresent(argsBundle, forKey: .argsBundle)
        try c.encodeIfPresent(resultBundle, forKey: .resultBundle)
        try c.encode(kind, forKey: .kind)
        try c.encode(isList, forKey: .isList)
        try c.encode(isPlain, forKey: .isPlain)
        try c.encode(isStart, forKey: .isStart)
        try c.encode(hasRequiredInputs, forKey: .hasRequiredInputs)
        try c.encode(isModalTarget, forKey: .isModalTarget)
        try c.encode(showsUp, forKey: .showsUp)
        try c.encode(iosSuperclass, forKey: .iosSuperclass)
        try c.encode(resourceStem, forKey: .resourceStem)
        try c.encode(tasks, forKey: .tasks)
        try c.encode(requirements, forKey: .requirements)
        try c.encode(hasRequirements, forKey: .hasRequirements)
        try c.encode(taskItems, forKey: .taskItems)
        try c.encode(requirementItems, forKey: .requirementItems)
        try c.encode(hasTasks, forKey: .hasTasks)
        try c.encode(isPresented, forKey: .isPresented)
        try c.encode(isClearTarget, forKey: .isClearTarget)
        try c.encode(hasBindings, forKey: .hasBindings)
        try c.encode(deepLinks, forKey: .deepLinks)
        try c.encode(hasDeepLinks, forKey: .hasDeepLinks)
        try c.encode(elements, forKey: .elements)
        try c.encode(hasElements, forKey: .hasElements)
        try c.encode(hasTriggers, forKey: .hasTriggers)
        try c.encode(hasListElement, forKey: .hasListElement)
        try c.encode(hasHeaderViews, forKey: .hasHeaderViews)
        try c.encode(arrangedElements, forKey: .arrangedElements)
        try c.encode(headerElements, forKey: .headerElements)
        try c.encode(footerElements, forKey: .footerElements)
        try c.encode(hasFooterViews, forKey: .hasFooterViews)
        try c.encode(hasFillElements, forKey: .hasFillElements)
        try c.encode(usesWebKit, forKey: .usesWebKit)
        try c.encode(usesMapKit, forKey: .usesMapKit)
        try c.encode(androidImports, forKey: .androidImports)
        try c.encode(actions, forKey: .actions)
        try c.encode(transitions, forKey: .transitions)
        try c.encode(hasTransitions, forKey: .hasTransitions)
        try c.encode(hasResultTransitions, forKey: .hasResultTransitions)
        try c.encode(tabs, forKey: .tabs)
        try c.encode(initialTabIndex, forKey: .initialTabIndex)
        try c.encode(initialMenuID, forKey: .initialMenuID)
        try c.encode(tabMenu, forKey: .tabMenu)
        try c.encode(initialItemID, forKey: .initialItemID)
        try c.encodeIfPresent(tabBar, forKey: .tabBar)
        try c.encode(isTabChild, forKey: .isTabChild)
        try c.encode(isDrawerChild, forKey: .isDrawerChild)
        try c.encode(isContainerChild, forKey: .isContainerChild)
        try c.encode(observes, forKey: .observes)
        try c.encode(lifecycle, forKey: .lifecycle)
        try c.encode(iosNotes, forKey: .iosNotes)
        try c.encode(androidNotes, forKey: .androidNotes)
    }
}

/// A task or requirement a screen serves: its id and title, for the doc comments that point back to the design.
public struct TraceItem: TemplateNode {
    public var id: String
    public var title: Text
    public var isLast: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "id": .of(id)
        case "title": .of(title)
        case "isLast": .of(isLast)
        default: nil
        }
    }
}

public struct LifecycleContext: TemplateNode {
    public var create: Bool
    public var resume: Bool
    public var pause: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "create": .of(create)
        case "resume": .of(resume)
        case "pause": .of(pause)
        default: nil
        }
    }
}

/// `name: Type` anywhere in the design, with its platform name.
public struct FieldContext: TemplateNode, MustacheObject {
    public var name: String
    public var designName: String
    public var type: TypeRef
    public var isOptional: Bool
    public var isLast: Bool
    /// An input's default value (`= 2`), as the design writes it; spelled per language by the transforms.
    public var defaultValue: DefaultValue? = nil
    public var hasDefault: Bool { defaultValue != nil }

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "designName": .of(designName)
        case "type": .of(type)
        case "isOptional": .of(isOptional)
        case "isLast": .of(isLast)
        case "defaultValue": .of(defaultValue?.description)
        case "hasDefault": .of(hasDefault)
        default: nil
        }
    }

    private enum Keys: String, CodingKey { case name, designName, type, isOptional, isLast, defaultValue, hasDefault }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(name, forKey: .name)
        try c.encode(designName, forKey: .designName)
        try c.encode(type, forKey: .type)
        try c.encode(isOptional, forKey: .isOptional)
        try c.encode(isLast, forKey: .isLast)
        try c.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try c.encode(hasDefault, forKey: .hasDefault)
    }

    /// The default value in each language (`swiftDefaultValue`, …), and the Android adapter's spellings: writing the
    /// field to a Parcel and reading it back.
    public func transform(_ name: String) -> MustacheValue? {
        switch name {
        case "swiftDefaultValue": .of(defaultValue?.spelled(as: type.type, in: .swift))
        // A value for previews and catalogs: the input's default, else a sample of its type that never traps.
        case "swiftSampleValue": .of(defaultValue?.spelled(as: type.type, in: .swift) ?? TypeRef.swiftSample(type.type))
        case "kotlinDefaultValue": .of(defaultValue?.spelled(as: type.type, in: .kotlin))
        case "javaDefaultValue": .of(defaultValue?.spelled(as: type.type, in: .java))
        default: AndroidExtras.transform(name, self)
        }
    }
}

/// An element's `bind`: the statement `bindViews()` runs for it in each toolkit.
public struct BindingContext: TemplateNode {
    public var uikit: String
    public var swiftUI: String
    public var kotlin: String

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "uikit": .of(uikit)
        case "swiftUI": .of(swiftUI)
        case "kotlin": .of(kotlin)
        default: nil
        }
    }
}

public struct ElementContext: TemplateNode {
    /// `bind …`: how `bindViews()` fills it.
    public var binding: BindingContext? = nil
    public var name: String
    public var designName: String
    public var kind: String
    public var androidID: String
    public var iosClass: String
    public var iosInit: String
    public var iosControlEvent: String
    public var androidClass: String
    public var androidTag: String
    public var androidImport: String
    public var label: Text?
    /// Its name in the design, as text (what a picker is called for accessibility).
    public var nameText: Text
    public var hasLabel: Bool
    public var text: Text
    /// The string resource of its label (Android).
    public var labelString: String
    /// SwiftUI: the type and first value of the screen model's property of the same name, holding what the control
    /// shows or the user entered; nil when it holds nothing.
    public var swiftUIType: String?
    public var swiftUIInitial: String?
    public var hasState: Bool
    /// A segmented control's segments, a picker's entries.
    public var segments: [SegmentContext]
    public var hasSegments: Bool
    /// For a list: the model its rows show and the action a row's selection calls, when the design says.
    public var rowType: String?
    public var rowAction: String?
    /// The row action's parameter (its Swift argument label).
    public var rowParameter: String?
    /// `rowType`, or `Any` when the design does not say.
    public var rowTypeOrAny: String
    public var rowsClass: String
    public var rowsProperty: String
    public var bindRow: String
    /// The Android listener its class fires: exactly one of these is true (none for lists, web, map, progress).
    public var listensClick: Bool
    public var listensCheckedChange: Bool
    public var listensTextChange: Bool
    public var listensItemSelected: Bool
    public var listensSeekBar: Bool
    public var listensValueChange: Bool
    public var listensDateChange: Bool
    /// How it sits in a vertical stack: a switch or checkbox beside its label; a view with no height of its own
    /// (web, map, text view, a table that is not the screen's) given room; anything else as it is.
    public var isLabeledControl: Bool
    public var fillsSpace: Bool
    public var isPlainView: Bool
    public var isTableOfListScreen: Bool
    public var isTextInput: Bool
    public var isControl: Bool
    public var hasTitle: Bool
    public var action: String?
    public var hasAction: Bool
    public var actionArguments: Arguments
    public var triggersUncallable: Bool
    public var triggeredAction: String
    public var isLast: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "designName": .of(designName)
        case "kind": .of(kind)
        case "androidID": .of(androidID)
        case "iosClass": .of(iosClass)
        case "iosInit": .of(iosInit)
        case "iosControlEvent": .of(iosControlEvent)
        case "androidClass": .of(androidClass)
        case "androidTag": .of(androidTag)
        case "androidImport": .of(androidImport)
        case "label": .of(label)
        case "nameText": .of(nameText)
        case "text": .of(text)
        case "labelString": .of(labelString)
        case "swiftUIType": .of(swiftUIType)
        case "swiftUIInitial": .of(swiftUIInitial)
        case "hasState": .of(hasState)
        case "segments": .of(segments)
        case "hasSegments": .of(hasSegments)
        case "rowType": .of(rowType)
        case "rowAction": .of(rowAction)
        case "rowParameter": .of(rowParameter)
        case "rowTypeOrAny": .of(rowTypeOrAny)
        case "rowsClass": .of(rowsClass)
        case "rowsProperty": .of(rowsProperty)
        case "bindRow": .of(bindRow)
        case "listensClick": .of(listensClick)
        case "listensCheckedChange": .of(listensCheckedChange)
        case "listensTextChange": .of(listensTextChange)
        case "listensItemSelected": .of(listensItemSelected)
        case "listensSeekBar": .of(listensSeekBar)
        case "listensValueChange": .of(listensValueChange)
        case "listensDateChange": .of(listensDateChange)
        case "isLabeledControl": .of(isLabeledControl)
        case "fillsSpace": .of(fillsSpace)
        case "isPlainView": .of(isPlainView)
        case "hasLabel": .of(hasLabel)
        case "isTableOfListScreen": .of(isTableOfListScreen)
        case "binding": .of(binding)
        case "isTextInput": .of(isTextInput)
        case "isControl": .of(isControl)
        case "hasTitle": .of(hasTitle)
        case "action": .of(action)
        case "hasAction": .of(hasAction)
        case "actionArguments": .of(actionArguments)
        case "triggersUncallable": .of(triggersUncallable)
        case "triggeredAction": .of(triggeredAction)
        case "isLast": .of(isLast)
        default:
            // One flag per kind: isButton, isLabel, isTextField, … (looked up, not lowercased on every read: templates
            // ask each element for several kinds).
            Self.kindFlags[key].map { .bool($0 == kind) }
        }
    }

    /// `isButton` → `button`, for every element kind.
    static let kindFlags: [String: String] = Dictionary(uniqueKeysWithValues: ElementKind.allCases.map { kind in
        ("is" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst(), kind.rawValue)
    })
}

public struct SegmentContext: TemplateNode {
    public var text: Text
    /// The Android view id of its RadioButton, and its string resource.
    public var androidID: String
    public var stringName: String
    public var index: Int
    public var isFirst: Bool
    public var isLast: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "text": .of(text)
        case "androidID": .of(androidID)
        case "stringName": .of(stringName)
        case "index": .of(index)
        case "isFirst": .of(isFirst)
        case "isLast": .of(isLast)
        default: nil
        }
    }
}

public struct ActionContext: TemplateNode {
    public var name: String
    public var designName: String
    public var parameters: Fields
    public var hasParameters: Bool
    public var triggers: [TransitionContext]
    /// The transition the skeleton follows by itself, and the arguments it passes.
    public var navigates: TransitionContext?
    public var hasNavigation: Bool
    public var navigationArguments: Arguments?
    public var needsData: Bool
    /// The way back this action takes (`pop A on done`), when it takes one and no transition; the results an unwind
    /// carries, from the action's parameters of the same name (nil for an optional one it lacks); `backNeedsData` when
    /// a required one is missing (the action gathers them, then calls the way back).
    public var goesBack: BackContext? = nil
    public var backArguments: Arguments? = nil
    public var backNeedsData: Bool = false

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "designName": .of(designName)
        case "parameters": .of(parameters)
        case "hasParameters": .of(hasParameters)
        case "triggers": .of(triggers)
        case "navigates": .of(navigates)
        case "hasNavigation": .of(hasNavigation)
        case "navigationArguments": .of(navigationArguments)
        case "needsData": .of(needsData)
        case "goesBack": .of(goesBack)
        case "backArguments": .of(backArguments)
        case "backNeedsData": .of(backNeedsData)
        default: nil
        }
    }
}

public struct TransitionContext: TemplateNode {
    public var style: String
    public var isPush: Bool
    public var isModal: Bool
    public var isReplace: Bool
    public var target: ScreenRef
    public var methodName: String
    /// Its action's id in the navigation graph (Android single-activity).
    public var navigationActionID: String
    public var action: String?
    public var data: Fields
    public var hasData: Bool
    /// Every input of the target: the carried value, or the type's default.
    public var targetArguments: Arguments
    public var results: Fields
    public var resultHandler: String
    /// A screen's copy of a transition from any screen.
    /// A split view's list pushing its detail: iOS shows it in the detail column (on iPhone, pushed).
    public var showsDetail: Bool = false
    public var isGlobal: Bool = false
    /// Its action belongs to a graph (the root's, or a nested group's), not to the destination: a transition from any
    /// screen, except one of a group the graph keeps flat (each of whose screens then has the action).
    public var isGraphAction: Bool = false
    /// Where its action goes in the navigation graph: the target's id, or a nested graph's when the transition enters
    /// it from outside (which opens its start).
    public var navigationDestinationID: String = ""
    /// A modal's presentation (`as …`; `sheet` when not written), and a flag for each style but the sheet.
    public var presentation: String = ""
    public var presentsFullScreen: Bool = false
    public var presentsAsBottomSheet: Bool = false
    public var presentsAsDialog: Bool = false
    public var presentsAsPopover: Bool = false
    /// A modal with a style other than the sheet.
    public var hasPresentationStyle: Bool { !presentation.isEmpty && presentation != PresentationStyle.sheet.rawValue }
    /// `clear to C` / `clear through C`.
    public var clear: ClearContext?
    /// The stack is cleared to an earlier screen than the source (the source closes too).
    public var clearsToEarlier: Bool = false
    /// `clear through` the source itself: the target takes the source's place.
    public var replacesSource: Bool = false
    /// The target returns results and the source is still there to receive them.
    public var deliversResults: Bool = false

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "showsDetail": .of(showsDetail)
        case "isGlobal": .of(isGlobal)
        case "isGraphAction": .of(isGraphAction)
        case "navigationDestinationID": .of(navigationDestinationID)
        case "presentation": .of(presentation)
        case "presentsFullScreen": .of(presentsFullScreen)
        case "presentsAsBottomSheet": .of(presentsAsBottomSheet)
        case "presentsAsDialog": .of(presentsAsDialog)
        case "presentsAsPopover": .of(presentsAsPopover)
        case "hasPresentationStyle": .of(hasPresentationStyle)
        case "clear": .of(clear)
        case "clearsToEarlier": .of(clearsToEarlier)
        case "replacesSource": .of(replacesSource)
        case "deliversResults": .of(deliversResults)
        case "style": .of(style)
        case "isPush": .of(isPush)
        case "isModal": .of(isModal)
        case "isReplace": .of(isReplace)
        case "target": .of(target)
        case "methodName": .of(methodName)
        case "navigationActionID": .of(navigationActionID)
        case "action": .of(action)
        case "data": .of(data)
        case "hasData": .of(hasData)
        case "targetArguments": .of(targetArguments)
        case "results": .of(results)
        case "resultHandler": .of(resultHandler)
        default: nil
        }
    }
}

/// A deep link into a screen: its pattern, read into the parts each platform matches.
public struct DeepLinkContext: TemplateNode {
    /// The pattern as the design writes it (Navigation's `app:uri`).
    public var uri: String
    public var target: ScreenRef
    /// nil: http and https.
    public var scheme: String?
    public var host: String
    /// An Android intent filter's `pathPattern` (`.*` for each placeholder).
    public var pathPattern: String
    /// `DeepLinkPattern(…)` in each language.
    public var swiftPattern: String
    public var kotlinPattern: String
    /// Swift: `let id = …` clauses for an `if` (empty when nothing is required); the initializer's arguments.
    public var swiftBindings: String
    public var swiftArguments: String
    /// Kotlin: `val id = … ?: return@let null` lines, then the arguments in order.
    public var kotlinBindings: [String]
    public var kotlinArguments: String
    /// Java: `new DeepLinkPattern(…)`, a boxed local per linked input, the check that the required ones parsed, the
    /// `Args` arguments.
    public var javaPattern: String = ""
    public var javaBindings: [String] = []
    public var javaRequired: String = "true"
    public var javaArguments: String = ""
    /// The link has placeholders, so the code matching it reads their values.
    public var usesValues: Bool { !placeholders.isEmpty }
    public var placeholders: [String] = []
    /// A link to a tab or drawer item with nothing to fill: its container, and its index there (it selects the item).
    public var itemContainer: ScreenRef?
    public var itemIndex = 0

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "selectsItem": .of(itemContainer != nil)
        case "usesValues": .of(usesValues)
        case "placeholders": .of(placeholders)
        case "itemContainer": .of(itemContainer)
        case "itemIndex": .of(itemIndex)
        case "uri": .of(uri)
        case "target": .of(target)
        case "scheme": .of(scheme)
        case "host": .of(host)
        case "pathPattern": .of(pathPattern)
        case "swiftPattern": .of(swiftPattern)
        case "kotlinPattern": .of(kotlinPattern)
        case "swiftBindings": .of(swiftBindings)
        case "hasSwiftBindings": .of(!swiftBindings.isEmpty)
        case "swiftArguments": .of(swiftArguments)
        case "kotlinBindings": .of(kotlinBindings)
        case "kotlinArguments": .of(kotlinArguments)
        case "javaPattern": .of(javaPattern)
        case "javaBindings": .of(javaBindings)
        case "javaRequired": .of(javaRequired)
        case "javaArguments": .of(javaArguments)
        default: nil
        }
    }
}

/// Where a transition clears the stack to before it pushes.
public struct ClearContext: TemplateNode {
    public var screen: ScreenRef
    /// `clear through`: the screen goes too.
    public var inclusive: Bool
    /// The screen is the transition's source.
    public var isSource: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "screen": .of(screen)
        case "inclusive": .of(inclusive)
        case "isSource": .of(isSource)
        default: nil
        }
    }
}

/// A class carrying values in a Bundle, each under its design name (Android single-activity): a screen's `…Args`
/// or its `Result`.
public struct BundleClassContext: TemplateNode {
    public var className: String
    public var fields: Fields

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "className": .of(className)
        case "fields": .of(fields)
        default: nil
        }
    }
}

/// Going back from a screen: `pop` (to the screen under it, or unwinding to `target`) or `dismiss`.
public struct BackContext: TemplateNode {
    public var methodName: String
    /// Its pop-only `<action>`'s id in the navigation graph.
    public var navigationActionID: String
    public var isPop: Bool
    public var isDismiss: Bool
    public var hasTarget: Bool
    /// The earlier screen an unwinding pop goes back to.
    public var target: ScreenRef?
    /// An unwind from a screen that returns results hands them to the earlier screen: the method takes them, and
    /// calls `target`'s `unwindHandler`; `unwindKey` names the hand-over (an Intent extra, a Fragment result key).
    public var carriesResults: Bool = false
    public var results: Fields = Fields([])
    public var unwindHandler: String = ""
    public var unwindKey: String = ""

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "carriesResults": .of(carriesResults)
        case "results": .of(results)
        case "unwindHandler": .of(unwindHandler)
        case "unwindKey": .of(unwindKey)
        case "methodName": .of(methodName)
        case "navigationActionID": .of(navigationActionID)
        case "isPop": .of(isPop)
        case "isDismiss": .of(isDismiss)
        case "hasTarget": .of(hasTarget)
        case "target": .of(target)
        default: nil
        }
    }
}

/// What an earlier screen receives from a later one unwinding to it (`pop Detail -> List`, Detail returning results):
/// the later screen, its results, the method that receives them (`unwindFromDetail`), the hand-over's key.
public struct UnwindContext: TemplateNode {
    public var source: ScreenRef
    public var results: Fields
    public var handler: String
    public var key: String

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "source": .of(source)
        case "results": .of(results)
        case "handler": .of(handler)
        case "key": .of(self.key)
        default: nil
        }
    }
}

/// A tab of a tab container, in order.
public struct TabContext: TemplateNode {
    public var screen: ScreenRef
    public var index: Int
    public var menuID: Int
    /// The tab's item id in the bottom navigation menu (Android).
    public var itemID: String
    /// The container's inputs this tab takes, by name.
    public var passedInputs: Fields
    /// Every input of the tab: passed down, or the type's default.
    public var arguments: Arguments
    public var isSelf: Bool
    public var isLast: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "screen": .of(screen)
        case "index": .of(index)
        case "menuID": .of(menuID)
        case "itemID": .of(itemID)
        case "passedInputs": .of(passedInputs)
        case "arguments": .of(arguments)
        case "isSelf": .of(isSelf)
        case "isLast": .of(isLast)
        default: nil
        }
    }
}

/// Android: a split view's screen, which shows its list and detail side by side where there is room (a
/// SlidingPaneLayout holding two FragmentContainerViews; on a phone the detail pane slides over the list).
public struct PanesContext: TemplateNode {
    /// The ids of the SlidingPaneLayout and of the list's and the detail's FragmentContainerViews.
    public var layoutID: String
    public var listPaneID: String
    public var detailPaneID: String
    /// The list, with the split's inputs it takes by name (or their defaults); the detail the list opens.
    public var list: ScreenRef
    public var listArguments: Arguments
    public var detail: ScreenRef
    /// The Fragment the detail pane shows before the list opens anything (TandemSupport's "Nothing selected").
    public var placeholderClass: String

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "layoutID": .of(layoutID)
        case "listPaneID": .of(listPaneID)
        case "detailPaneID": .of(detailPaneID)
        case "list": .of(list)
        case "listArguments": .of(listArguments)
        case "detail": .of(detail)
        case "placeholderClass": .of(placeholderClass)
        default: nil
        }
    }
}

/// A screen shown inside another (the design's `embed`), with the inputs the other hands it.
public struct EmbedContext: TemplateNode {
    public var screen: ScreenRef
    /// Every input of the embedded screen: the parent's input of the same name, or its default.
    public var arguments: Arguments
    /// The parent's member holding it: UIKit's child view controller, SwiftUI's screen model, Android's Fragment.
    public var iosMember: String
    public var swiftUIMember: String
    public var androidMember: String
    /// The id of the Android view (a FragmentContainerView) it shows in.
    public var containerID: String
    /// Something in it takes the room it is given (a list, web, map or text view): its container does too.
    public var fills: Bool
    public var index: Int
    public var isLast: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "screen": .of(screen)
        case "arguments": .of(arguments)
        case "iosMember": .of(iosMember)
        case "swiftUIMember": .of(swiftUIMember)
        case "androidMember": .of(androidMember)
        case "containerID": .of(containerID)
        case "fills": .of(fills)
        case "index": .of(index)
        case "isLast": .of(isLast)
        default: nil
        }
    }
}

/// For a tab's own screen: the tab bar it shows (Android: each tab is an Activity with the bar); for a drawer item's
/// own screen, the drawer (Android: each item's screen holds the drawer).
public struct TabBarContext: TemplateNode {
    public var isDrawer: Bool
    public var container: ScreenRef
    /// The container's initial child: its menu item id (Activities) and destination id (Fragments), and whether it
    /// is this screen.
    public var initialItemID: String
    public var initialDestinationID: String
    public var isInitial: Bool
    public var selectedMenuID: Int
    public var selectedItemID: String
    /// The bottom navigation's menu resource (Android).
    public var menu: String
    /// A drawer item's activity: the id of its own app bar (a MaterialToolbar inside the DrawerLayout).
    public var toolbarID: String = Projection.drawerToolbarID
    /// The container's inputs, which every tab's arguments come from.
    public var containerInputs: Fields
    public var tabs: [TabContext]

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "isDrawer": .of(isDrawer)
        case "container": .of(container)
        case "initialItemID": .of(initialItemID)
        case "initialDestinationID": .of(initialDestinationID)
        case "isInitial": .of(isInitial)
        case "selectedMenuID": .of(selectedMenuID)
        case "selectedItemID": .of(selectedItemID)
        case "menu": .of(menu)
        case "toolbarID": .of(toolbarID)
        case "containerInputs": .of(containerInputs)
        case "tabs": .of(tabs)
        default: nil
        }
    }
}

public struct ModelRef: TemplateNode {
    public var typeName: String
    public var memberName: String

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "typeName": .of(typeName)
        case "memberName": .of(memberName)
        default: nil
        }
    }
}

public struct ModelContext: TemplateNode {
    public var name: String
    public var designName: String
    public var title: Text
    public var properties: Fields
    public var hasProperties: Bool
    public var methods: [MethodContext]
    public var hasMethods: Bool
    public var isLast: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "designName": .of(designName)
        case "title": .of(title)
        case "properties": .of(properties)
        case "hasProperties": .of(hasProperties)
        case "methods": .of(methods)
        case "hasMethods": .of(hasMethods)
        case "isLast": .of(isLast)
        default: nil
        }
    }
}

public struct MethodContext: TemplateNode {
    public var name: String
    public var designName: String
    public var parameters: Fields
    public var returnType: TypeRef?
    public var hasReturn: Bool

    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(name)
        case "designName": .of(designName)
        case "parameters": .of(parameters)
        case "returnType": .of(returnType)
        case "hasReturn": .of(hasReturn)
        default: nil
        }
    }
}
