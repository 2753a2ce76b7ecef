import TandemMustache
import TandemPlatform
import TandemModel

/// The template context: the design as typed, toolkit-neutral values that every target's templates read. Names come
/// from the platform projection; per-language spellings from the transforms of `Text`, `TypeRef`, `Fields` and
/// `Arguments`.
///
/// Each field is declared once, here: a property of a context type (a struct conforming to `TemplateNode`) with a doc
/// comment that says what it means to a template author. tandem-context-fields makes the rest from these
/// declarations (`swift run tandem-context-fields`): the Mustache lookup `value(forKey:)` (a switch: reflection
/// would cost ~10 µs a lookup, and a 2,000-screen design makes millions) and `encode(to:)` (what `tandem generate
/// --dump-context` prints) in TemplateContext+Fields.swift, and the field tables of docs/templates.md.
///
/// A field without a doc comment shares the docs row of the field above it. A doc comment line `- Context: hidden`
/// keeps a property from templates, the JSON and the docs; `- Context: inline` puts its value's fields beside the
/// type's own. A field a template reads must be computed here, not in the lookup: then the JSON and the docs show it.
public struct TemplateContext: TemplateNode {
    /// Tandem itself (below)
    public var tool: ToolContext
    /// the app (below)
    public var app: AppContext
    /// every screen, in declaration order
    public var screens: [ScreenContext]
    /// every model, in declaration order
    public var models: [ModelContext]
    /// whether there are models or enums (the models' package, which code importing either needs)
    public var hasModels: Bool
    /// every enum, in declaration order (below)
    public var enums: [EnumContext] = []
    public var hasEnums: Bool { !enums.isEmpty }
    /// Screens whose class an earlier screen names too, on iOS and on Android: a file for that class is made once,
    /// from the first (`tandem check` TD503 has made sure they ask the same of it). Not for templates.
    /// - Context: hidden
    public var sharingIOSClass: Set<String> = []
    /// - Context: hidden
    public var sharingAndroidClass: Set<String> = []
}

/// An enum: its cases in order, the same on every platform.
public struct EnumContext: TemplateNode {
    /// the type's name
    public var name: String
    /// the design's name
    public var designName: String
    /// its description (text)
    public var title: Text
    /// its cases, in order (below)
    public var cases: [EnumCaseContext]
    /// last in the list
    public var isLast: Bool
}

public struct EnumCaseContext: TemplateNode {
    /// the case in code (`medium`; `default_` for a keyword, `nameCase` for a member every enum has)
    public var name: String
    /// the case as the design writes it (its raw value)
    public var designName: String
    /// first in the list; last in the list
    public var isFirst: Bool
    public var isLast: Bool
}

/// A context value Mustache can read without reflection, and JSON can show.
public protocol TemplateNode: MustacheObject, Encodable, Sendable {}

public struct ToolContext: TemplateNode {
    /// `tandem`
    public var name: String
    /// the version that generated the files
    public var version: String
}

public struct AppContext: TemplateNode {
    /// the app's name (text)
    public var name: Text
    /// why the app asks for the location (text; iOS's `NSLocationWhenInUseUsageDescription`), when a screen shows a
    /// map: the permission alert's text
    public var locationUsage: Text = Text("The map shows where you are.", note: "Why the app asks for your location, in the permission alert")
    /// the rendering target's names for the app (`{{app.native.package}}`): its adapter's, in its table below
    public var native: NativeAppNames
    /// a screen reference (below) to the start screen
    public var startScreen: ScreenRef?
    /// some screen shows a map / a list / a web page (the projects then depend on Maps / RecyclerView and ask for
    /// location)
    public var usesMaps: Bool
    public var usesLists: Bool
    public var usesWeb: Bool
    /// the start screen's inputs, each its default or the type's (as `targetArguments` below): what the start screen
    /// opens with when nothing passes it data (an app entered with data, launched without it)
    public var startArguments: Arguments
    /// single-activity Android: the destinations without an up arrow (the start screen and every tab), each `id` (its
    /// destination id), `title`, `isLast`
    public var topLevelDestinations: [TraceItem] = []
    /// single-activity Android: the destinations of the drawers' items (each holds its drawer, whose action bar
    /// button opens it), each `id`, `title`, `isLast`
    public var drawerDestinations: [TraceItem] = []
    /// some screen is a tab container; a drawer; a split view
    public var hasTabs: Bool = false
    public var hasDrawer: Bool = false
    public var hasSplit: Bool = false
    /// some screen is any of those three
    public var hasContainers: Bool { hasTabs || hasDrawer || hasSplit }
    /// some screen shows pages under a row of tabs (`pages`)
    public var hasPages: Bool = false
    /// the transitions from any screen (`push * -> B`), as declared (transitions, below): the navigation graph's
    /// global actions. Each screen that takes one lists its own copy among its `transitions` too. Those from any
    /// screen of a group (`push * in Flow -> B`) are the group's, below
    public var globalTransitions: [TransitionContext] = []
    /// the groups the navigation graph nests as `<navigation>` graphs of their own (every way in from outside enters
    /// at the start, and no tab is in them), in declaration order (nested graphs, below)
    public var nestedGraphs: [NestedGraphContext] = []
    public var hasNestedGraphs: Bool { !nestedGraphs.isEmpty }
    /// the other groups (flat groups, below): their screens are destinations of the root graph, and their transitions
    /// from any screen actions of each screen
    public var flatGroups: [FlatGroupContext] = []
    /// some screen unwinds to an earlier one with its results (the SwiftUI navigator keeps the screens waiting for
    /// them)
    public var hasUnwinds: Bool = false
    /// every deep link of the design, in order (deep links, below)
    public var deepLinks: [DeepLinkContext] = []
    public var hasDeepLinks: Bool { !deepLinks.isEmpty }
    /// some deep link selects a tab or drawer item (`selectsItem`)
    public var hasItemLinks: Bool { deepLinks.contains { $0.itemContainer != nil } }
    /// the custom URL schemes the deep links use (not http or https): iOS declares them in Info.plist
    public var urlSchemes: [String] = []
    public var hasURLSchemes: Bool { !urlSchemes.isEmpty }
    /// `applinks:<host>` for each host an http(s) deep link names: iOS's Associated Domains entitlement
    public var universalLinkHosts: [Text] = []
    public var hasUniversalLinks: Bool { !universalLinkHosts.isEmpty }
}

/// A group (`group Onboarding [Welcome, Terms] start Welcome`) as a nested Jetpack Navigation graph: its id, its
/// start, its screens' design ids, and its global actions (the transitions from any of its screens).
public struct NestedGraphContext: TemplateNode {
    /// the group's name
    public var name: String
    /// its id in the navigation graph
    public var graphID: String
    /// its start (a screen reference)
    public var start: ScreenRef
    /// the design ids of its screens
    public var screens: [String]
    /// the transitions from any of its screens: the nested graph's own actions
    public var globalTransitions: [TransitionContext]
}

/// A group the navigation graph keeps flat, and why (`push Search -> NoteDetail enters it at NoteDetail, …`).
public struct FlatGroupContext: TemplateNode {
    /// the group's name
    public var name: String
    /// why it cannot nest (`push Search -> NoteDetail enters it at NoteDetail, not at its start NoteList`)
    public var reason: String
}

/// A screen seen from elsewhere: the start screen, a tab, a transition's target.
public struct ScreenRef: TemplateNode {
    /// the design's id and title (text)
    public var id: String
    public var title: Text
    /// the rendering target's names for the screen (`{{screen.native.baseClass}}`, `{{target.native.class}}`): its
    /// adapter's, in its table below
    public var native: NativeScreenNames
    /// Android single-activity: the navigation graph makes it a `<dialog>` (every way in is modal)
    public var isDialog: Bool
    /// such a screen every way into which asks `as bottomSheet`: Compose floats it in a bottom sheet, which draws its
    /// own surface
    public var isBottomSheet: Bool = false
    /// a tab container; a drawer (iOS: a split view with a sidebar); a split view (a list and its detail); any of them
    public var isTabs: Bool
    public var isDrawer: Bool
    public var isSplit: Bool
    public var isContainer: Bool
    /// a container whose children a menu lists (tabs, drawer); one iOS shows in a `UISplitViewController` (drawer,
    /// split view)
    public var hasMenu: Bool
    public var usesSplitView: Bool
    /// it takes inputs
    public var hasInputs: Bool
    /// it takes inputs or returns results: its SwiftUI route case carries values
    public var hasRouteValues: Bool
    /// the inputs (on Android they travel in the screen's Parcelable `Args`; on SwiftUI in its route case), as fields
    public var inputs: Fields
    /// it returns results; the data it returns to its parent (on Android, a Parcelable `Result`), as fields
    public var hasResults: Bool
    public var results: Fields
    /// its icon as a tab or drawer item (below): the design's `icon`, else a placeholder circle; whether the design
    /// names one
    public var icon: IconContext
    public var hasIcon: Bool
}

/// An icon, as each platform draws it.
public struct IconContext: TemplateNode {
    /// the SF Symbol (`house`)
    public var sfSymbol: String
    /// Compose's expression (`Icons.Filled.Home`) and what a file using it imports
    public var composeIcon: String
    public var composeImport: String
    /// the View-based Android targets' drawing: SVG path data in a 24 × 24 viewport, stroked
    public var outline: String

    init(_ icon: PlatformIcon) {
        sfSymbol = icon.sfSymbol
        composeIcon = icon.composeIcon
        composeImport = icon.composeImport
        outline = icon.outline
    }
}

/// A screen: every field of its screen reference, and its own.
public struct ScreenContext: TemplateNode {
    /// - Context: inline
    public var ref: ScreenRef
    /// the screen kind; `isPlain` is every kind that is neither list nor tabs
    public var kind: String
    public var isList: Bool
    public var isPlain: Bool
    /// the start screen
    public var isStart: Bool
    /// some input is not optional: without its arguments the screen cannot open (Android closes it instead of
    /// crashing)
    public var hasRequiredInputs: Bool
    /// the start screen of an app entered with data (`start Donate (startType: DonateType)`): Android reads it from
    /// the launching Intent, and launched without it (from the home screen) the screen opens with
    /// `app.startArguments` instead of closing
    public var isEntered: Bool = false
    /// some transition presents it modally: iOS gives it a Close button when it is the root of the presented
    /// navigation
    public var isModalTarget: Bool
    /// Android shows the up arrow: some transition opens it, and it is neither the start screen nor a tab
    public var showsUp: Bool
    /// the tasks it carries out and the requirements they serve, comma-separated (traceability in doc comments)
    public var tasks: String
    public var requirements: String
    public var hasRequirements: Bool
    /// the same with titles: each `id`, `title` (text), `isLast`; tasks in the screen's order, requirements in the
    /// design's. The base classes' doc comments point back to the design with them, per screen and per action
    public var taskItems: [TraceItem]
    public var requirementItems: [TraceItem]
    public var hasTasks: Bool
    /// some transition leads here
    public var isPresented: Bool
    /// a later screen's transition clears the stack down to this one (`clear to` / `clear through`): between
    /// Activities it opens that transition's target when it comes back to the top
    public var isClearTarget: Bool = false
    /// what later screens hand this one when they unwind to it (`pop Detail -> List`, Detail returning results; an
    /// unwind, below)
    public var unwinds: [UnwindContext] = []
    public var hasUnwinds: Bool { !unwinds.isEmpty }
    /// between Activities, it overrides `onNewIntent`: a clear target, or one that later screens unwind to with
    /// results
    public var receivesNewIntents: Bool { isClearTarget || !unwinds.isEmpty }
    /// results reach it: a transition that delivers them, or an unwind to it that carries them (Fragments listen for
    /// Fragment results)
    public var receivesResults: Bool { hasResultTransitions || !unwinds.isEmpty }
    /// some element is bound (`bind`): the base class declares `bindViews()` and runs it before each `setView()`
    public var hasBindings: Bool = false
    /// the deep links that open it (deep links, below)
    public var deepLinks: [DeepLinkContext] = []
    public var hasDeepLinks: Bool { !deepLinks.isEmpty }
    /// interface elements (below); whether any triggers an action
    public var elements: [ElementContext]
    public var hasElements: Bool
    public var hasTriggers: Bool
    /// some element is a list (the screen declares a row adapter); a list screen has elements besides its table
    /// (they go in the table's header)
    public var hasListElement: Bool
    public var hasHeaderViews: Bool
    /// the elements laid out in a stack (or a list screen's table header): all but the list screen's own table
    public var arrangedElements: [ElementContext]
    /// a list screen's elements before its table (the table's header) and after it (its footer), in design order as
    /// on Android
    public var headerElements: [ElementContext]
    public var footerElements: [ElementContext]
    public var hasFooterViews: Bool
    /// a list screen with a header or a footer
    public var hasSectionViews: Bool { hasHeaderViews || hasFooterViews }
    /// some element (web, map, text view, a list that is not the screen's), or a screen embedded in it, takes the
    /// room left, so the stack fills the screen
    public var hasFillElements: Bool
    /// it shows a web page, a map (what its file imports: WebKit, MapKit, the Maps SDK)
    public var showsWebPage: Bool
    public var showsMap: Bool
    /// actions, below
    public var actions: [ActionContext]
    /// outgoing transitions (its own, then its copy of each transition from any screen); whether any delivers
    /// results back (`deliversResults`)
    public var transitions: [TransitionContext]
    public var hasTransitions: Bool
    public var hasResultTransitions: Bool
    /// some transition presents a screen (not a tab container) in a sheet, not full screen: the screen stays under it,
    /// so iOS pauses and resumes it by hand as the sheet comes and goes
    public var opensSheets: Bool = false
    /// for a tab container: its tabs in order (a tab, below), the initial tab's index
    public var tabs: [TabContext]
    public var initialTabIndex: Int
    /// for a tab container or drawer: what a Kotlin file showing its items' icons imports, each once, sorted
    public var itemIconImports: [String]
    /// for a tab (a drawer item): the bar it shows (the drawer it holds; a tab bar, below)
    public var tabBar: TabBarContext?
    /// a tab's own screen; a drawer item's own screen; either (then `tabBar` holds its siblings)
    public var isTabChild: Bool
    public var isDrawerChild: Bool
    public var isContainerChild: Bool
    /// observed models, each with `typeName` and `memberName`
    public var observes: [ModelRef]
    /// which unified hooks the design asks code for
    public var lifecycle: LifecycleContext
    /// the notes of the design's block for the target's platform (`ios { note … }`, `android { note … }`), as text
    public var notes: [Text]
    /// a split view's detail column (a screen reference; its list is `initialTab`)
    public var splitDetail: ScreenRef?
    /// the screens shown inside this one, below its views, in order (the design's `embed`; an embed, below)
    public var embeds: [EmbedContext] = []
    public var hasEmbeds: Bool { !embeds.isEmpty }
    /// the embedded screens shown one at a time under a row of tabs (the design's `pages`), in order: each is in
    /// `embeds` too, marked `isPage`
    public var pages: [EmbedContext] { embeds.filter(\.isPage) }
    public var hasPages: Bool { embeds.contains(where: \.isPage) }
    /// for a screen shown inside another: that screen, and the outermost one whose place in the navigation it has
    /// (screen references)
    public var embeddedIn: ScreenRef?
    public var embeddingHost: ScreenRef?
    public var isEmbedded: Bool { embeddedIn != nil }
    /// a plain screen of fixed-height views, not shown inside another: its views scroll (at large text sizes, or with
    /// the keyboard up, every field and button stays in reach)
    public var scrollsAsForm: Bool { isPlain && !hasFillElements && !isEmbedded }
    /// Android: the split view whose list or detail this screen is (a screen reference): there a child Fragment of
    /// the split's screen, in a pane of its SlidingPaneLayout
    public var paneOf: ScreenRef?
    public var isPane: Bool { paneOf != nil }
    /// Android, for a split view: its panes (below)
    public var panes: PanesContext?
    /// Android: the screen is a Fragment inside another screen's activity or Fragment (embedded, or a pane)
    public var isChildFragment: Bool { isEmbedded || isPane }
    /// it names the class an earlier screen names on the target's platform (`ios { class … }`): that class,
    /// generated once, serves both (the screen catalog lists it once)
    public var sharesClass = false
    /// a tab container's initial tab (a tab, below); a drawer's initial item; a split view's list
    public var initialTab: TabContext?
    /// it shows a list, a map or a web view, which must be told when the view goes
    public var holdsViewResources: Bool { showsMap || showsWebPage || hasListElement }
    /// its ways back (`pop`, `dismiss`), each a method (a way back, below)
    public var backs: [BackContext] = []
    /// single-activity Android: the classes carrying its inputs (`LoginFragmentArgs`) and results (`Result`) in a
    /// Bundle (a bundle class, below)
    public var argsBundle: BundleClassContext?
    public var resultBundle: BundleClassContext?
}

/// A task or requirement a screen serves: its id and title, for the doc comments that point back to the design.
public struct TraceItem: TemplateNode {
    /// the design's id (a destination's id, for `topLevelDestinations` and `drawerDestinations`)
    public var id: String
    /// its title (text)
    public var title: Text
    /// last in the list
    public var isLast: Bool
}

public struct LifecycleContext: TemplateNode {
    /// the design asks code for the unified `create`, `resume`, `pause` hook
    public var create: Bool
    public var resume: Bool
    public var pause: Bool
}

/// `name: Type` anywhere in the design, with its platform name.
public struct FieldContext: TemplateNode, MustacheObject {
    /// the identifier, the design's name
    public var name: String
    public var designName: String
    /// its type (see the transforms above)
    public var type: TypeRef
    /// `T?`
    public var isOptional: Bool
    /// last in its list
    public var isLast: Bool
    /// an input's default value as the design writes it (`2`, `"metric"`), and whether it has one;
    /// `swiftDefaultValue`, `kotlinDefaultValue`, `javaDefaultValue` spell it (`12` for a Kotlin Double is `12.0`);
    /// `swiftSampleValue` is the default or else a sample of the type (for catalogs and previews)
    public var defaultValue: DefaultValue? = nil
    public var hasDefault: Bool { defaultValue != nil }
    /// The rendering target's spellings of a field (the Android adapter's: writing it to a Parcel and reading it back).
    /// - Context: hidden
    public var code: (any TargetCode)? = nil

    /// The default value in each language (`swiftDefaultValue`, …), and the rendering target's own transforms.
    public func transform(_ name: String) -> MustacheValue? {
        switch name {
        case "swiftDefaultValue": .of(defaultValue?.spelled(as: type.type, in: .swift))
        // A value for previews and catalogs: the input's default, else a sample of its type that never traps.
        case "swiftSampleValue": .of(defaultValue?.spelled(as: type.type, in: .swift) ?? TypeRef.swiftSample(type.type))
        case "kotlinDefaultValue": .of(defaultValue?.spelled(as: type.type, in: .kotlin))
        case "javaDefaultValue": .of(defaultValue?.spelled(as: type.type, in: .java))
        default: code?.transform(name, of: self)
        }
    }
}

public struct ElementContext: TemplateNode {
    /// `bind …`: it shows a value from the inputs, which `bindViews()` sets (the target's statement is `native.bind`)
    public var isBound: Bool = false
    /// the view's property name (`loginButton`: the kind is appended so views never clash with actions), and the
    /// design's name
    public var name: String
    public var designName: String
    /// the kind (`button`); one flag per kind is below
    public var kind: String
    /// the rendering target's names for the element (`{{native.class}}`): its adapter's, in its tables above
    public var native: NativeElementNames
    /// the design's label (text)
    public var label: Text?
    /// the element's name in the design as words (`sortOrder` → "Sort order"): what a picker or segmented control is
    /// called for accessibility, its design text being its entries
    public var nameText: Text
    /// it has a label; `text` is the label or else the element's name
    public var hasLabel: Bool
    public var text: Text
    /// the screen model (SwiftUI's, Compose's ViewModel) holds what the control shows or the user entered in a property
    /// named `name`: the target's adapter gives it a type and a first value (`native.type`, `native.initial`)
    public var hasState: Bool
    /// a segmented control's segments or a picker's entries (the label split at `|`; a segment, below)
    public var segments: [SegmentContext]
    public var hasSegments: Bool
    /// for a list: the model its rows show, the action selecting a row calls (the action it triggers, or the screen's
    /// only action taking one model) and that action's parameter (its Swift argument label), when the design says
    public var rowType: String?
    public var rowAction: String?
    public var rowParameter: String?
    /// `rowType`, or `Any` when the design does not say
    public var rowTypeOrAny: String
    /// for a list whose rows are a model with an `id` of String, Int or Long: that property (each row's stable key, so a
    /// row keeps its state and place when the rows change); nil otherwise
    public var rowKey: String?
    /// for a list whose rows are a model with a text property: the one a row shows until the team's code says otherwise
    /// (its `title`, `name`, `label` or `text`, else its first); nil: the row shows the item as text.
    /// `rowTextIsOptional`: that property is optional (shown empty when nil)
    public var rowText: String? = nil
    public var rowTextIsOptional: Bool = false
    /// for a list: the property holding its rows (`announcementsListRows`), the method binding a row
    public var rowsProperty: String
    public var bindRow: String
    /// how it sits in a vertical stack: beside its label (switch, checkbox, date picker, stepper, slider, picker, spinner: its label, or else `nameText`; a
    /// picker's or spinner's is `nameText`, its text being its entries), given room (web, map, text view, a table
    /// that is not the screen's), or as it is
    public var isLabeledControl: Bool
    public var fillsSpace: Bool
    public var isPlainView: Bool
    /// the list element of a list screen: the table / recycler view itself
    public var isTableOfListScreen: Bool
    /// text field or secure field; shows a title
    public var isTextInput: Bool
    public var hasTitle: Bool
    /// the action it triggers, and the arguments a click passes (defaults)
    public var action: String?
    public var hasAction: Bool
    public var actionArguments: Arguments
    /// it triggers an action that needs a model argument (call it from the view's delegate)
    public var triggersUncallable: Bool
    public var triggeredAction: String
    /// last in the list
    public var isLast: Bool
    /// one flag per kind: true for the element's own `kind` (a test keeps one for every kind)
    public var isButton: Bool { kind == ElementKind.button.rawValue }
    public var isLabel: Bool { kind == ElementKind.label.rawValue }
    public var isTextField: Bool { kind == ElementKind.textField.rawValue }
    public var isSecureField: Bool { kind == ElementKind.secureField.rawValue }
    public var isTextView: Bool { kind == ElementKind.textView.rawValue }
    public var isSwitch: Bool { kind == ElementKind.switch.rawValue }
    public var isCheckbox: Bool { kind == ElementKind.checkbox.rawValue }
    public var isPicker: Bool { kind == ElementKind.picker.rawValue }
    public var isSpinner: Bool { kind == ElementKind.spinner.rawValue }
    public var isSlider: Bool { kind == ElementKind.slider.rawValue }
    public var isStepper: Bool { kind == ElementKind.stepper.rawValue }
    public var isProgress: Bool { kind == ElementKind.progress.rawValue }
    public var isList: Bool { kind == ElementKind.list.rawValue }
    public var isImage: Bool { kind == ElementKind.image.rawValue }
    public var isWebView: Bool { kind == ElementKind.webView.rawValue }
    public var isMap: Bool { kind == ElementKind.map.rawValue }
    public var isDatePicker: Bool { kind == ElementKind.datePicker.rawValue }
    public var isSegmented: Bool { kind == ElementKind.segmented.rawValue }
}

public struct SegmentContext: TemplateNode {
    /// its text
    public var text: Text
    /// the rendering target's names for the segment (`{{native.id}}`): its adapter's, in its tables above
    public var native: NativeSegmentNames
    /// its position; first in the list; last in the list
    public var index: Int
    public var isFirst: Bool
    public var isLast: Bool
}

public struct ActionContext: TemplateNode {
    /// method name, design name
    public var name: String
    public var designName: String
    /// parameters, as fields
    public var parameters: Fields
    public var hasParameters: Bool
    /// the transitions this action triggers
    public var triggers: [TransitionContext]
    /// the transition the skeleton follows by itself (its data comes from the action's parameters or is optional),
    /// and the arguments it passes
    public var navigates: TransitionContext?
    public var hasNavigation: Bool
    public var navigationArguments: Arguments?
    /// it triggers a transition whose data the developer must gather first
    public var needsData: Bool
    /// the way back (a `backs` entry) the action takes when it triggers no transition (`pop A on done`)
    public var goesBack: BackContext? = nil
    /// for a way back that carries results: each from the action's parameter of its name and type, else the screen's
    /// input, else the type's default; `backNeedsData` when a required one has no source (the action gathers it,
    /// then calls the way back)
    public var backArguments: Arguments? = nil
    public var backNeedsData: Bool = false
}

public struct TransitionContext: TemplateNode {
    /// how it navigates
    public var style: String
    public var isPush: Bool
    public var isModal: Bool
    public var isReplace: Bool
    /// the target screen (a screen reference)
    public var target: ScreenRef
    /// `showAnnouncementDetail` (`…On<Action>` when one screen has several ways to the same target)
    public var methodName: String
    /// the rendering target's names for it (`{{names.actionID}}`): its adapter's, in its tables above (not `native`,
    /// which inside a transition keeps meaning the screen's)
    public var names: NativeTransitionNames
    /// the triggering action's method name
    public var action: String?
    /// the carried data, as fields
    public var data: Fields
    public var hasData: Bool
    /// arguments for the target's initializer: every input, carried or defaulted
    public var targetArguments: Arguments
    /// what the target returns, and the method that receives it (one per transition)
    public var results: Fields
    public var resultHandler: String
    /// a split view's list pushing its detail (UIKit shows it in the detail column; on iPhone, pushed)
    public var showsDetail: Bool = false
    /// a screen's copy of a transition from any screen (the graph declares it once, as a global action)
    public var isGlobal: Bool = false
    /// its action is a graph's (the root's, or a nested group's), not the destination's: a transition from any
    /// screen, except one of a group the graph keeps flat (each of whose screens then has the action)
    public var isGraphAction: Bool = false
    /// where its `<action>` goes: the target's destination id, or a nested graph's id when the transition enters that
    /// group from outside (Navigation then opens its start)
    public var navigationDestinationID: String = ""
    /// a modal's presentation style (`sheet` unless written; empty for a push or replace)
    public var presentation: String = ""
    /// one flag per style other than the sheet
    public var presentsFullScreen: Bool = false
    public var presentsAsBottomSheet: Bool = false
    public var presentsAsDialog: Bool = false
    public var presentsAsPopover: Bool = false
    /// a modal with a style other than the sheet
    public var hasPresentationStyle: Bool { !presentation.isEmpty && presentation != PresentationStyle.sheet.rawValue }
    /// `clear to` / `clear through` (a clear, below); absent for a modal or a replace
    public var clear: ClearContext?
    /// it clears the stack to an earlier screen than the source (the source closes too)
    public var clearsToEarlier: Bool = false
    /// it clears through the source itself: the target takes the source's place
    public var replacesSource: Bool = false
    /// the target returns results and this screen is still under it to receive them (no `replace`, and no clear that
    /// takes this screen away)
    public var deliversResults: Bool = false
}

/// A deep link into a screen: its pattern, read into the parts each platform matches.
public struct DeepLinkContext: TemplateNode {
    /// the pattern as the design writes it (Navigation's `app:uri`)
    public var uri: String
    /// the screen it opens (a screen reference)
    public var target: ScreenRef
    /// the URL scheme (absent: http and https), the host
    public var scheme: String?
    public var host: String
    /// an Android intent filter's `pathPattern` (`.*` for each placeholder)
    public var pathPattern: String
    /// the link spelled in the rendering target's language (`swift`, `kotlin`, `java`: its target.json); absent in a
    /// context rendered for no language
    public var code: DeepLinkSpelling?
    /// whether it has placeholders, so the matching code reads their values (without, it only tests the match); the
    /// names of its placeholders, in order
    public var usesValues: Bool { !placeholders.isEmpty }
    public var placeholders: [String] = []
    /// a link with nothing to fill that names a tab or drawer item: its container (a screen reference) and the item's
    /// index there; the apps select the item when the container shows (`app.hasItemLinks`: some link does)
    public var selectsItem: Bool { itemContainer != nil }
    public var itemContainer: ScreenRef?
    public var itemIndex = 0
}

/// A deep link in one language: the pattern that matches it and the target's inputs read from what a match yields. A
/// required input that does not parse (`abc` for an Int) makes the link not match; an optional one is nil then, a
/// defaulted one its default.
public struct DeepLinkSpelling: TemplateNode {
    /// the generated `DeepLinkPattern(…)` that matches it
    public var pattern: String
    /// what reads the inputs from the match's `values`, one line each: Kotlin's `val url = … ?: return@let null` for
    /// each required input, Java's boxed local for each linked input (null when absent or unparsable); none in Swift,
    /// whose `condition` binds them
    public var bindings: [String]
    /// what must hold for the link to open its screen: Swift's `let url = values["url"].flatMap(…)` clauses for an
    /// `if` (empty when nothing is required), Java's null checks of the required inputs (`true` when none), empty in
    /// Kotlin
    public var condition: String
    public var hasCondition: Bool { !condition.isEmpty }
    /// the target's initializer or `Args` arguments: bound, optional or defaulted values from the link, the rest their
    /// defaults (Swift's labelled)
    public var arguments: String
}

/// Where a transition clears the stack to before it pushes.
public struct ClearContext: TemplateNode {
    /// the screen it clears to (a screen reference)
    public var screen: ScreenRef
    /// `clear through`: that screen goes too
    public var inclusive: Bool
    /// the screen is the transition's source
    public var isSource: Bool
}

/// A class carrying values in a Bundle, each under its design name (Android single-activity): a screen's `…Args`
/// or its `Result`.
public struct BundleClassContext: TemplateNode {
    /// `LoginFragmentArgs`, `Result`
    public var className: String
    /// the values it carries, as fields
    public var fields: Fields
}

/// Going back from a screen: `pop` (to the screen under it, or unwinding to `target`) or `dismiss`.
public struct BackContext: TemplateNode {
    /// `popBack`, `popBackToList`, `dismissScreen`
    public var methodName: String
    /// the rendering target's names for it (`{{names.actionID}}`): its adapter's, in its tables above (not `native`,
    /// which inside a way back keeps meaning the screen's)
    public var names: NativeBackNames
    /// `pop`; `dismiss`; it names a target
    public var isPop: Bool
    public var isDismiss: Bool
    public var hasTarget: Bool
    /// the earlier screen an unwinding pop goes back to (a screen reference)
    public var target: ScreenRef?
    /// an unwind from a screen that returns results: it hands them to the earlier screen; `results` are the method's
    /// parameters, `unwindHandler` the target's method that receives them, `unwindKey` names the hand-over (an
    /// Intent extra, a Fragment result key)
    public var carriesResults: Bool = false
    public var results: Fields = Fields([])
    public var unwindHandler: String = ""
    public var unwindKey: String = ""
}

/// What an earlier screen receives from a later one unwinding to it (`pop Detail -> List`, Detail returning results):
/// the later screen, its results, the method that receives them (`unwindFromDetail`), the hand-over's key.
public struct UnwindContext: TemplateNode {
    /// the later screen (a screen reference)
    public var source: ScreenRef
    /// the results it hands over (fields)
    public var results: Fields
    /// the method receiving them (`unwindFromDetail`)
    public var handler: String
    /// what they travel under: an Intent extra, a Fragment result key, the SwiftUI navigator's
    public var key: String
}

/// A tab of a tab container, in order.
public struct TabContext: TemplateNode {
    /// the tab's screen (a screen reference)
    public var screen: ScreenRef
    /// its position
    public var index: Int
    /// the container's inputs it takes, by name, as fields
    public var passedInputs: Fields
    /// every input of the tab: passed down, or the type's default
    public var arguments: Arguments
    /// in a `tabBar`: the current screen
    public var isSelf: Bool
    /// last in the list
    public var isLast: Bool
}

/// Android: a split view's screen, which shows its list and detail side by side where there is room (a
/// SlidingPaneLayout holding two FragmentContainerViews; on a phone the detail pane slides over the list).
public struct PanesContext: TemplateNode {
    /// the list (a screen reference), with the split's inputs it takes by name (or their defaults); the detail the
    /// list opens (a screen reference)
    public var list: ScreenRef
    public var listArguments: Arguments
    public var detail: ScreenRef
}

/// A screen shown inside another (the design's `embed`), with the inputs the other hands it.
public struct EmbedContext: TemplateNode {
    /// the embedded screen (a screen reference)
    public var screen: ScreenRef
    /// every input of the embedded screen: the parent's input of that name, or its default
    public var arguments: Arguments
    /// the rendering target's names for it (`{{native.member}}`, the parent's member holding it): its adapter's, in
    /// its tables above
    public var native: NativeEmbedNames
    /// something in it takes the room it is given (a list, web, map or text view), so its container does too
    public var fills: Bool
    /// one of the parent's pages (`pages`): shown when its tab is chosen, the first at first; `pageIndex` counts the
    /// pages only
    public var isPage: Bool = false
    public var pageIndex: Int = 0
    public var isFirstPage: Bool { isPage && pageIndex == 0 }
    public var isLastPage: Bool = false
    /// its position; last in the list
    public var index: Int
    public var isLast: Bool
}

/// For a tab's own screen: the tab bar it shows (Android: each tab is an Activity with the bar); for a drawer item's
/// own screen, the drawer (Android: each item's screen holds the drawer).
public struct TabBarContext: TemplateNode {
    /// a drawer, not a tab bar
    public var isDrawer: Bool
    /// the container (a screen reference)
    public var container: ScreenRef
    /// the container's initial child (a screen reference), and whether it is this screen
    public var initial: ScreenRef
    public var isInitial: Bool
    /// the container's inputs, which every tab's arguments come from (fields)
    public var containerInputs: Fields
    /// its tabs: this screen and its siblings, whose `arguments` read `container.<input>`
    public var tabs: [TabContext]
}

public struct ModelRef: TemplateNode {
    /// the observed model's type name, and the screen's member holding it
    public var typeName: String
    public var memberName: String
}

public struct ModelContext: TemplateNode {
    /// type name, design name, description (text)
    public var name: String
    public var designName: String
    public var title: Text
    /// properties, as fields
    public var properties: Fields
    public var hasProperties: Bool
    /// methods, below
    public var methods: [MethodContext]
    public var hasMethods: Bool
    /// last model
    public var isLast: Bool
}

public struct MethodContext: TemplateNode {
    /// method name, design name
    public var name: String
    public var designName: String
    /// parameters, as fields
    public var parameters: Fields
    /// the return type (a type, absent for none); whether it has one
    public var returnType: TypeRef?
    public var hasReturn: Bool
}
