// Made from docs/language.md by LanguageReferenceTests: do not edit; after changing the page, run
// TANDEM_RECORD=1 swift test --filter LanguageReference

/// The design language's reference (docs/language.md), printed by `tandem help language`.
public enum LanguageReference {
    public static let markdown = ####"""
# The Tandem design language

A `.tandem` file describes one app for two platforms: the requirements, the user tasks that serve them, the models,
the screens that carry out the tasks, and the navigation with the data that flows along it. This page is the
reference (`tandem help language` prints it); `examples/` holds complete designs and `examples/broken/` one mistake
per diagnostic.

## Lexical structure

- **Encoding**: UTF-8 (a leading byte-order mark is skipped). Line ends may be LF, CRLF or CR. Tabs count as one column.
- **Comments**: `// to end of line` and `/* block */` (block comments nest).
- **Identifiers**: a letter, `_` or any non-ASCII character, then letters, digits, `_`, and inner dashes: `R1`,
  `REQ-001`, `AnnouncementList`, `tab-bar-covered`. `A->B` is two identifiers and an arrow. At most 200 bytes.
- **Strings**: `"…"` on one line, with escapes `\"` `\\` `\n` `\t` `\r` `\u{1F600}`.
- **Multi-line strings**: `"""` at the end of a line, the text on the lines after it, and `"""` first on a line of its
  own (what follows it there is the next token). As in Swift, the closing `"""`'s indentation is removed from every
  line (no line may be indented less, TD008), line breaks are `\n`, blank lines stay, and the escapes above work:

  ```tandem
  requirement R1 "Sign in" {
    text """
      A user signs in with an email address and a password.
      After three failures the account waits a minute.
      """
  }
  ```
- **Punctuation**: `{ } ( ) [ ] , : ; ? = * ->` (`*` is "any screen", as a transition's source).
- **Statements** end at a new line, at `;`, or where the next statement's keyword begins: `screen S { tasks T1 kind list }`
  is one line with two statements. Keywords are contextual: an id may be called `task` or `input`.

## Grammar (EBNF)

```ebnf
file          = { declaration | ";" } ;
declaration   = import | app | requirement | task | model | screen | navigation ;

import        = "import" string ;                       (* relative to the importing file *)
app           = "app" [ string ] [ "{" { "ios" string | "android" string } "}" ] ;

requirement   = "requirement" id [ string ] [ "{" { requirementMember } "}" ] ;
requirementMember = "priority" ( "must" | "should" | "could" | "wont" )
              | "tags" idList
              | "text" string ;

task          = "task" id [ string ] [ "{" { "satisfies" idList | "parent" id } "}" ] ;

model         = "model" id [ string ] [ "{" { property | method } "}" ] ;
property      = id ":" type ;
method        = "func" id "(" [ typedList ] ")" [ "->" type ] ;

enum          = "enum" id [ string ] "{" id { "," id } { id { "," id } } "}" ;   (* cases: comma-separated or one per line *)

screen        = "screen" id [ string ] [ "{" { screenMember } "}" ] ;
screenMember  = "kind" screenKind
              | "icon" iconName                                       (* beside its title as a tab or drawer item *)
              | "tasks" idList
              | "element" id ":" elementKind [ string ] [ "->" id ] [ "bind" id { "." id } ]   (* label, action, value *)
              | "action" id [ "(" [ typedList ] ")" ]
              | "input" inputList                                      (* data the screen receives *)
              | "returns" typedList                                    (* data it returns to its parent *)
              | "observes" idList                                      (* models it observes *)
              | "lifecycle" idList                                     (* create, resume, pause *)
              | ( "ios" | "android" ) "{" { "class" string | "note" string } "}" ;

navigation    = "navigation" "{" { navStatement } "}" ;
navStatement  = "start" id [ "(" [ typedList ] ")" ]                   (* with the data the app is entered with *)
              | ( "push" | "modal" | "replace" ) ( id | "*" [ "in" id ] ) "->" id [ "on" id ] [ "(" [ typedList ] ")" ] [ "as" presentation ]
                [ clear ] { allow }
              | "pop" id [ "->" id ] [ "on" id ]                          (* back to the screen under it, or to an earlier one *)
              | "dismiss" id [ "on" id ]                                  (* close the presentation it is in *)
              | ( "tabs" | "drawer" | "split" ) id "[" [ idList ] "]" [ "initial" id ]
              | "embed" id "[" [ idList ] "]"                           (* screens shown inside the first, below its views *)
              | "pages" id "[" [ idList ] "]"                           (* the same, one at a time under a row of tabs *)
              | "deeplink" string "->" id                               (* an entry point: a URL pattern *)
              | "group" id "[" [ idList ] "]" [ "start" id ] ;          (* a named flow; a transition to it opens its start *)
presentation  = "sheet" | "fullScreen" | "bottomSheet" | "dialog" | "popover" ;   (* a modal's only *)
clear         = "clear" ( "to" | "through" ) id ;                      (* pop the stack to a screen (through: it too) first *)
allow         = "allow" id [ string ] ;                                (* accept a finding on this transition *)

type          = ( id | "[" type [ ":" type ] "]" ) { "?" } ;
typedList     = id ":" type { "," id ":" type } ;
inputList     = id ":" type [ "=" literal ] { "," id ":" type [ "=" literal ] } ;
literal       = number | string | "true" | "false" | "nil" | id ;      (* number: 2, -1, 2.5; id: an enum's case *)
idList        = id { "," id } ;
```

Built-in types: `String`, `Int`, `Long` (Swift `Int64`, Kotlin `Long`, Java `long`), `Double`, `Float`, `Bool`, `Date`, `URL`, `Data`; `T?` is optional, `[T]` a list,
`[K: V]` a map. Every other type names a `model` or an `enum`.

**Enums** are closed sets of values, the same on every platform: `enum Difficulty "Difficulty" { easy, medium, hard }`
is a Swift `enum Difficulty: String, CaseIterable` (each case's raw value its name in the design) and a Kotlin / Java
`enum class`, in the models' folder; an input, result, property or carried value may have the type, and an input may
default to a case (`input level: Difficulty = medium`). A case travels in a Parcel by its name, in a Navigation
Bundle as the Serializable Navigation's enum argument type expects (`app:argType` is the enum's class), and a value
nobody chose is the first case. Models and enums share one name space (TD102); an enum needs a case (TD105), a
default must be one of its cases (TD105, with "did you mean"), and a case called like what every enum already has
(`rawValue`, `name`, `ordinal`, a keyword) is suffixed `Case` in code.

Screen kinds: `plain` (default), `list`, `detail`, `form`, `web`, `map`, `tabs` (a tab container), `drawer` (a
navigation drawer; on iOS a sidebar), `split` (a list and the detail it opens, side by side where there is room).

Icons (`icon home` in a screen): what shows beside the screen's title where it is a tab or a drawer item, each an SF
Symbol on iOS and a Material icon on Android (Compose's `material-icons-core`; the View-based targets draw it in a
vector drawable of Tandem's, `tandem_tab_<screen>.xml`, which a drawable of that name in the app module replaces): `home`
(house, Home), `search` (magnifyingglass, Search), `settings` (gearshape, Settings), `person` (person, Person), `star`
(star, Star), `favorite` (heart, Favorite), `info` (info.circle, Info), `list` (list.bullet, List), `notifications`
(bell, Notifications), `email` (envelope, Email), `calendar` (calendar, DateRange), `place` (mappin.and.ellipse,
Place), `call` (phone, Call), `cart` (cart, ShoppingCart), `edit` (pencil, Edit), `lock` (lock, Lock), `share`
(square.and.arrow.up, Share), `check` (checkmark.circle, CheckCircle), `warning` (exclamationmark.triangle, Warning),
`play` (play, PlayArrow). A tab or drawer item without one shows a placeholder circle; an unknown name is TD105, with
"did you mean".

Element kinds: `button`, `label`, `textField`, `secureField`, `textView`, `switch`, `checkbox`, `picker`, `spinner`,
`slider`, `stepper`, `progress`, `list`, `image`, `webView`, `map`, `datePicker`, `segmented`.

An element's text is its caption (a button's title, a label's text, a field's placeholder), except for a `picker`, a
`spinner` and a `segmented` control, whose text is their entries, separated by `|`: `picker "Main | East | West"`,
`segmented "Day | Week | Month"`. A picker without text starts empty (its entries filled in code); one entry is
nothing to choose, and `tandem check` says so (TD107).

Lifecycle hooks, named once for both platforms: `create` (Android `onCreate`, iOS `init`/`viewDidLoad`), `resume`
(`onResume`, `viewWillAppear`), `pause` (`onPause`, `viewWillDisappear`).

## Every construct, by example

```tandem
// The app and its identifiers on each platform.
app "NPS Muster" {
  ios "edu.nps.muster"         // bundle identifier
  android "edu.nps.muster"     // package
}

// Split a design across files; a directory of .tandem files is read whole, too.
import "requirements.tandem"

// Requirements: id, title, MoSCoW priority (default: must), tags, text.
requirement R2 "Store credentials" {
  priority should
  tags auth, security
  text "The app remembers the credentials securely."
}

// Tasks: each satisfies one or more requirements; subtasks name their parent.
task Login "Log in" { satisfies R1, R2 }
task Remember "Remember me" {
  satisfies R2
  parent Login
}

// Models: properties (optional, list, map, other models = composition) and methods.
model Profile "The logged-in student" {
  userName: String
  email: String?
  roles: [String]
  settings: [String: Bool]
  home: Address
  func isMustered(on: Date) -> Bool
  func logout()
}

// Enums: a closed set of values, the same cases on every platform.
enum SortOrder "Sort order" { newest, oldest, unread }

// Screens: kind, tasks, interface elements, actions, inputs, results, observed models, lifecycle, platform notes.
screen LoginScreen "Login" {
  kind form
  tasks Login
  element username: textField "NPS user name"
  element password: secureField "Password"
  element login: button "Log in" -> login     // the button triggers the action
  action login
  returns profile: Profile                    // handed back to the parent when it closes
  lifecycle create, resume
  ios { class "LoginViewController"  note "Keep the password in the Keychain." }
  android { note "Use EncryptedSharedPreferences." }
}

screen Home "NPS Muster" {
  kind tabs                                   // a tab container
  input profile: Profile                      // handed down to tabs that declare the same input
}

screen AnnouncementList "Announcements" {
  kind list
  tasks ReadAnnouncements
  input profile: Profile
  input sort: SortOrder = newest              // a default: a way in need not carry it
  observes Announcement                       // refreshes when the model changes
  action select(announcement: Announcement)
}

// Navigation: the start screen, transitions (with the action that triggers them and the data they carry), tabs,
// ways back.
navigation {
  start LoginScreen
  push LoginScreen -> Home on login (profile: Profile)
    allow tabs-in-stack "after login there is no way back"   // a pitfall the design accepts, and why
  tabs Home [AnnouncementList, Muster, Intranet] initial AnnouncementList
  push AnnouncementList -> AnnouncementDetail on select (announcement: Announcement)
  modal Muster -> Settings
  replace Settings -> LoginScreen on logout
  pop AnnouncementDetail -> AnnouncementList on done   // an unwind to an earlier screen of the stack
  dismiss Settings on close                             // closes the presentation
  modal * -> Help on help                               // from any screen (a global action)
  group Onboarding [Welcome, Terms] start Welcome       // a named flow: push LoginScreen -> Onboarding opens Welcome
  push * in Onboarding -> Privacy on privacy            // from any screen of the group
  deeplink "muster.nps.edu/announcement/{id}" -> AnnouncementDetail   // a link from outside opens the screen
  push AnnouncementDetail -> AnnouncementDetail on related (announcement: Announcement)
    clear through AnnouncementDetail                    // the related one takes this one's place
}
```

### Composite navigation

- **The start**: `start Sections` is the screen the app opens on; it cannot require an input nothing passes
  (TD305), unless the app is **entered with** it: `start Donate (startType: DonateType, campaign: Campaign)` says
  whoever starts the app passes those inputs of the start screen, checked as a transition's data is (TD304, TD306) —
  a design of a flow that another app includes, as a Navigation graph's host hands its start destination's arguments
  to `setGraph`. Import writes it for a graph whose start destination takes required arguments (a graph's own
  `<argument>`s are its start destination's). The generated apps read it where a launch carries data: the
  Activities target from the start Activity's Intent (its `intent(…)` factory), the single-activity target from the
  host Activity's Intent extras (the start Fragment's Args bundle); launched without it (from the home screen, a
  smoke run), and on iOS and Compose, the start screen opens with placeholder values: each input's default, else its
  type's (`""`, `0`, the first case, a model made of its properties' placeholders), so every screen of the flow runs
  on its own.
- A **stack** is built from `push` transitions; `modal` presents over the current screen; `replace` makes the target
  the new root (the way into a tab container after a login).
- **Tabs** are horizontal navigation: `tabs Container [A, B, C]` on a screen of `kind tabs`. Each tab is the root of its
  own stack, so `push A -> Detail` from a tab builds a stack inside the tab (iOS keeps the tab bar; Android covers it:
  see TD402). Pushing a tab container onto a stack is the other composite (see TD401).
- **A drawer** is top-level navigation for more destinations than a tab bar holds: `drawer Main [Inbox, Archive,
  Settings] initial Inbox` on a screen of `kind drawer`. Like tabs, each item is the root of its own stack and the
  container hands its inputs down by name. Android shows Material's navigation drawer: each item's screen holds a
  `DrawerLayout` with a `NavigationView` (the drawer's menu, one checked item) and its own app bar (a
  `MaterialToolbar`) inside it, so the drawer slides over the app bar. The drawer opens by the edge swipe and by the
  app bar's button (Activities: the toolbar is the support action bar, with an `ActionBarDrawerToggle`, over the app's
  theme with a theme overlay that takes the window's action bar away; single activity: `NavigationUI` sets up the
  toolbar with the drawer as its `Openable`, and the host hides its action bar while a drawer item shows), and back
  closes an open drawer first. Choosing an item follows Material's rule on every Android target (Compose too): the initial item
  stays under the others, and back from any other item returns to it. iOS shows a sidebar: a `UISplitViewController`
  (double column) with the items in a sidebar-style list (a collection view with `.sidebar` appearance) in the primary
  column and the selected item's navigation stack beside it;
  on iPhone the two collapse into one stack with the item on top, whose back button leads to the sidebar. SwiftUI
  uses a `NavigationSplitView` the same way. A drawer is the app's root (the start screen, or entered with
  `replace`): pushing, presenting or linking to it is TD403, a container inside another container is TD317, and a
  screen listed in two containers (or twice in one) is TD318.
- **A split view** shows a list and, beside it where there is room, the detail the list opens: `split Cookbook
  [RecipeList, RecipeDetail]` on a screen of `kind split`, with `push RecipeList -> RecipeDetail on open (recipe:
  Recipe)` (`examples/recipes`). The container hands its inputs to the list; the detail takes what the push carries.
  iOS: a `UISplitViewController` (double column) with the list's stack in the primary column and a "Nothing
  selected" placeholder in the secondary; the list's push of its detail sets the secondary column (a stack of its
  own) and shows it, so on iPhone, where the columns collapse with the list on top, the detail is pushed. SwiftUI: a
  `NavigationSplitView` whose list stack hands the detail route to the detail column. Android, as its list-detail
  guide lays it out: the split's screen (an activity; a destination of the single-activity app) holds a
  `SlidingPaneLayout` with a list pane (320dp) and a detail pane (the rest, at least 300dp), each a
  `FragmentContainerView`; the list and the detail are child Fragments, like embedded screens (their view ids carry
  their names, no activity or graph destination of their own, what they open opens from the split's place). The
  list's push of its detail replaces the detail pane's Fragment and opens the pane: beside the list where both fit
  (a tablet, a foldable), over it on a phone, where back slides it away (`TwoPaneOnBackPressedCallback`, which also
  follows a pane the layout restores open). The Java example target, which knows nothing of panes, shows one screen
  at a time. A split view lists two screens, its list pushes its detail and it opens on its list; the two live in
  the split alone: neither is the start or reached by another transition, deep link, group or clear, neither pops,
  dismisses or is gone back to, and the detail returns nothing (TD319). It is the root like a drawer (TD403), holds
  no container (TD317), and its screens belong to it alone (TD318).
- **Embedded screens**: `embed RecipeDetail [Ingredients]` shows Ingredients inside RecipeDetail, below its own
  views (`examples/recipes`): a screen made of screens, each with its own controller, as a storyboard's container
  view. An embedded screen shows whenever its parent does, takes the parent's inputs by name (checked as a tab's
  are: TD305, TD306), and what it pushes or presents opens from the parent's place (`push Ingredients ->
  ShoppingList` goes onto the stack RecipeDetail is on, so `pop ShoppingList -> RecipeDetail` is fine). UIKit: a child
  view controller (`addChild`, its view arranged below the parent's, `didMove(toParent:)`; its appearance, and so
  `resume` / `pause`, follows the parent's), held as `ingredientsController`; SwiftUI: the parent's model holds the
  child's (`ingredientsModel`, on the parent's navigator) and its view shows the child's view. Android: a child
  Fragment in a `FragmentContainerView` below the parent's views (`embedded_ingredients`), added once with the
  parent's inputs as its arguments and then kept and recreated by the FragmentManager, held as `ingredientsFragment`;
  its view ids carry its name (`ingredients_items_list`), as its views share one hierarchy with the parent's. In the
  Activities app it is a Fragment of the parent's activity (no activity of its own) and opens screens by Intent; in
  the single-activity app it is no destination of the graph: its actions are the host destination's, and results
  come back through the host's FragmentManager. It has no place of its
  own (TD320): it is not the start, no transition, deep link or group leads to it, it returns nothing, nothing pops or
  dismisses it (close its parent), it is embedded once and in no container, and it is no container itself; the parent
  is neither a container nor a list. Import reads a storyboard's embed segues (container views) as embeds.
- **Pages** (tabs at the top of a screen, a segmented pager): `pages CounterScreen [BeatCount, BeatRate]` embeds
  BeatCount and BeatRate in CounterScreen one at a time, under a row of their titles that chooses which shows, the
  first at first (`examples/beating-heart`, where CounterScreen is itself a tab: top tabs inside a bottom tab, which
  a tab container inside a tab container cannot say, TD317). Pages are embedded screens in every other way (above:
  inputs, what they open, TD320), listed once per screen, two or more. UIKit: a `UISegmentedControl` over the
  pages' child view controllers, all added once (each keeps its state) and the chosen one's view shown; SwiftUI: a
  segmented `Picker` over the chosen page's view, the choice in the screen model's `selectedPage`; Android: Material's
  `TabLayout` over the pages' containers, the chosen one visible, the choice kept in the screen's saved state
  (rotation, process death, a Fragment's view made again); Compose: a `PrimaryTabRow` of `Tab`s over the chosen
  page's content, the choice in the ViewModel's saved `selectedPage`. As with embedding, every page is made when its
  parent is and its `resume` and `pause` follow the parent's, not the choice of page. (The Java example target makes
  no embedded screen yet, pages included: their containers stay empty.)
- **Data flow**: a transition's `(name: Type, …)` must match inputs of the target screen by name and type. The
  action that triggers it (`on startTimer`) calls the transition's method with the action's parameters of those names,
  else the screen's own inputs of those names and types (a detail passing on the recipe it shows); what neither
  supplies (and is not optional) the generated action leaves to you, with a comment saying so. A tab
  container hands its inputs to its tabs by name. A screen's required inputs (neither optional nor defaulted) must
  arrive by every transition into it.
- **Going back**: `pop Detail` goes back to the screen under Detail; `pop Detail -> List` unwinds to List, an
  earlier screen of Detail's stack (the ones between close too); `dismiss Settings` closes the presentation Settings
  is in (the modal itself, or the stack presented modally). `on action` runs it from that action. Each is a method on
  every target — `popBack()`, `popBackToList()`, `dismissScreen()` (UIKit: `popViewController`,
  `popToViewController` to the last `ListViewController` of the stack, `dismiss`; SwiftUI: the navigator's
  `finish()`, `pop(to:)` the route's case, `dismiss()`; Activities: `finish()`, or `FLAG_ACTIVITY_CLEAR_TOP |
  SINGLE_TOP` to the earlier activity; Fragments: `popBackStack()` / `popBackStack(R.id.List, false)`) — and a
  dashed edge in the navigation diagram, and a pop-only `<action>` (`app:popUpTo`) in a Jetpack Navigation graph
  (import reads them back). What a screen returns goes back to the screen that opened it through
  `finishWithResult(…)`; an unwind from a screen that returns results carries them to the earlier screen instead:
  `popBackToList(note:)` takes them (the action passes its parameters or the screen's inputs of those names) and the
  list's `unwindFromDetail(note:)` receives them (UIKit calls it on the controller it pops to; SwiftUI's navigator
  hands them to the list's model; Activities keep them in the process under a random handle the Intent that brings
  the list back carries, read in `onNewIntent`, or in `onCreate` when the list was not in the task; Fragments set a
  Fragment result the list listens for, delivered when it shows again). An unwind to a screen that is not on the stack
  (a deep link opened this one without it) goes back one instead (Activities start the list). TD311
  flags a pop of a screen nothing pushes, an unwind to a screen never under it, a dismiss of a screen never
  presented, and the same way back declared twice.
- **From any screen**: `push * -> Settings on openSettings` is a transition every screen can take (Jetpack
  Navigation's global action): each screen's controller gets its method (`showSettings()`), except the target's own
  and a tab container's (its tabs have it); screens that declare an action of that name trigger it, the others call
  the method from code. It counts as a way into the target (reachability, required inputs: TD305), and what it
  pushes can sit above every screen (so `pop Settings` is fine). The diagrams draw it once, from an "any screen"
  node; the Navigation graph declares it once, as an `<action>` of the graph; import reads the root graph's global
  actions back as these. A push from any screen into a tab container is TD401; a push from any screen when the
  design has tabs is TD402 (it may come from a tab). To leave screens out (help everywhere but the sign-in), put the
  others in a group and take the transition from any screen of it (`modal * in Main -> Help on help`, below); a group
  may hold a tab container with its tabs.
- **Clearing the stack**: `push Payment -> Receipt clear to Catalog` first pops the stack down to Catalog (the
  screens above it close, Catalog stays), then pushes Receipt; `clear through Intro` pops Intro too, so the target
  takes its place (`push Intro -> Catalog clear through Intro`: no way back to the intro). Jetpack Navigation's
  `popUpTo` / `popUpToInclusive`, and what each target does: UIKit `setViewControllers` up to the last
  `CatalogViewController` plus the new one; SwiftUI the navigator's `push(_:clearing:inclusive:)` (through the
  app's root: the new screen becomes the root); Activities bring Catalog back with `FLAG_ACTIVITY_CLEAR_TOP |
  SINGLE_TOP` carrying the next screen's Intent, which Catalog opens (and then closes itself, through), or
  `startActivity` + `finish()` through the source itself; Fragments the graph action's `app:popUpTo`. When the
  screen is not on the stack nothing is cleared, as in Navigation. What the target returns reaches the source
  only when the source stays (a clear to the source itself); otherwise there is no result handler (TD315 warns). Only a `push`
  clears, to the source or a screen under it (TD312); `replace` already clears everything.
- **Groups**: `group Onboarding [Welcome, Terms, Permissions] start Welcome` names a flow (Jetpack Navigation's
  nested graph); `push Home -> Onboarding` opens its start, with the data the start's inputs take. `push * in
  Onboarding -> Help on help` is a transition from any screen of the group (the nested graph's own action): only the
  group's screens take it, and what it pushes sits above them only. The diagrams draw each group as a cluster (with
  its "any screen of" node). A group needs screens and a start among them, its name is not a screen's, and a screen
  is in one group (TD316); `* in` names a group (TD101). The Navigation graph nests a group as a `<navigation>` of its
  own when every way in from outside enters at its start (Navigation finds a nested graph's screens from outside only
  through the graph, which opens its start: actions from outside go to the graph) and it holds no tab; otherwise its
  screens stay in the root graph, its transitions from any screen become actions of each of its screens, and the
  export says so. Import reads a nested `<navigation>` whose start is one of its own destinations as a group
  (transitions to the nested graph name the group, its own actions are `* in` it); the generated apps open the start
  screen. Field Notes (`examples/field-notes`) has one of each: the sign-up flow nests, the reading flow (a search
  result opens a note directly) stays flat.
- **Presentation styles**: `modal Home -> Settings as bottomSheet` says how a modal presents: `sheet` (the default:
  iOS's page sheet), `fullScreen` (UIKit `.fullScreen`, SwiftUI's full-screen cover, a full-screen destination in
  the single-activity app), `bottomSheet` (a sheet resting at half height that can grow: UIKit detents `[.medium(),
  .large()]`, SwiftUI `presentationDetents([.medium, .large])`), `dialog` (UIKit's form sheet, SwiftUI a sheet at
  half height) and `popover` (UIKit's popover, anchored to the presenting screen's view; SwiftUI shows it as a
  sheet, as an iPhone does). In the single-activity Android app a modal-only screen is a `<dialog>` destination (a
  DialogFragment) unless a way in is `fullScreen`; Activities present every style as a screen of their own. Only a
  modal takes a style (TD105). Import reads storyboards' popover segues and full-screen or form-sheet presentations,
  and Navigation's `<dialog>` destinations as `as dialog`.
- **Deep links**: `deeplink "example.com/plant/{plantId}?tab={tab}" -> PlantDetail` is an entry point from outside
  the app, in Jetpack Navigation's pattern syntax: `scheme://host/path?key={value}` (without a scheme: http and
  https; a trailing slash is optional). Each `{name}` is a whole path segment or a query value and fills the screen's
  input `name`, whose type a URL can carry: `String`, `Int`, `Long`, `Double`, `Float`, `Bool`, `URL` or an enum (by
  its case's name), optional or not. A `URL` value is taken only when it is an https page on the link's host or one
  under it, with no user name and no other port (`dailynews.example.com/article?url={url}` takes
  `https://dailynews.example.com/…`, not any page a sender chooses; otherwise the link opens nothing, or leaves an
  optional input empty), so a URL placeholder needs an http(s)
  link. Every required input must be a placeholder (TD305); a placeholder that names no
  input, or one of a model or list type, a URL in a custom-scheme link, a malformed pattern and the same pattern twice
  are TD313. A linked screen is
  reachable (TD303), the diagrams draw each link as an entry, the Navigation graph writes it as the destination's
  `<deepLink app:uri>`, and import reads those back (a link with only an action or MIME type is listed). Every target
  opens it: UIKit's scene delegate hands the URL (a custom scheme's, or a universal link's) to
  `AppNavigation.open(_:)`, which pushes the screen onto the stack that shows; SwiftUI's root reads it in `onOpenURL`
  and its root stack shows the screen; Activities get an intent filter each (VIEW, BROWSABLE, the scheme, host and
  path) and read their inputs from the URL when no Intent extras carry them (opened cold, as a new task's first
  screen, the start screen is put under it with a TaskStackBuilder, as Navigation builds a deep link's back stack; a
  link whose values do not parse opens the start screen); the single-activity app's host gets the
  filters and Navigation finds the destination. A link with nothing to fill that names a tab or drawer item
  (`deeplink "dailynews.example.com/saved" -> SavedList`) selects that item while its container is the root, its
  stack back at its first screen, as a tap on the tab bar or in the drawer does (UIKit: the tab bar controller's
  selection, the sidebar's item; SwiftUI: the container model's selection), rather than opening a second copy of it
  over the item that shows; on Android each item's screen holds its bar or drawer already, so the item opens. Custom schemes are declared in the iOS Info.plist; an https link on
  iOS also needs the Associated Domains entitlement and the site's `apple-app-site-association` (and on Android,
  for verified App Links, `assetlinks.json`), which Tandem cannot write for you. A value that does not parse (`abc`
  for an `Int`) makes the link not match; an optional or defaulted input left out of the URL is nil or its default.
- **Bindings**: `element title: label bind announcement.title` fills the element from the screen's input
  `announcement` (then a model property, and so on: `post.author.name`) each time the screen refreshes. Every target
  generates `bindViews()`, run just before each `setView()` (so `setView()` stays yours for anything else): UIKit
  sets the view (`titleLabel.text = announcement.title`), SwiftUI the screen model's property the view shows (and,
  as `setView()`, again whenever a value it read changes), Activities and Fragments the view (`EditText.setText` only
  when the text differs, so a TextWatcher's action does not loop). A value on an optional path shows as empty, false
  or zero. Labels, text views and fields take text, numbers, flags, URLs and enum cases; labels and text views a
  `Date` too, shown as its day in the user's language and calendar (`Date.formatted(date: .abbreviated, time:
  .omitted)` on iOS, `DateFormat.getDateInstance(DateFormat.MEDIUM)` on Android); a date picker a `Date` (it shows
  that day; an absent date leaves it as it is); switches and checkboxes a `Bool`; sliders and progress bars a
  number; steppers a whole number (TD314 otherwise, naming what the element takes, and for a path that is not an
  input and its models' properties).
- **Default values**: `input servings: Int = 2` is what the input is when a way into the screen does not carry it
  (no TD305 then). The value must fit the type (TD105): a whole number for `Int` (within 32 bits, as Android's `Int`)
  and `Long`, any number for `Double` and `Float`, a string for `String` and an absolute URL for `URL`, `true` or
  `false` for `Bool`, `nil` for an optional. Only inputs take defaults. The generated callers pass the default (Swift
  `servings: 2`, Kotlin `2`, a Double `12` as `12.0`, a Long in Java as `2L`), and Jetpack Navigation's graph declares
  it as the argument's `android:defaultValue`, so a deep link or a caller that leaves it out gets it too (except for a
  `Double`, which the graph declares as `java.lang.Double`, a Serializable Navigation gives no default: the generated
  `…Args` fill it in).
- **One class behind several screens**: two screens that name the same class on a platform (`ios { class
  "MapViewController" }` and `android { class "MapActivity" }` on each) are two places in the navigation with one
  class in the app, as when one map controller shows a postcode and the user's surroundings (`examples/postcodes`).
  That class is generated once, from the first screen (one Swift file, one Activity and layout, declared once in the
  manifest with the deep links of all), and the class names are then no collision (TD501). The screens must ask the
  same of it (TD503 lists what differs): kind, title, inputs, results, elements, actions, lifecycle hooks, observed
  models, every way out, their place in a container, and the ways in that need code of their own (presented, deep
  links: so in practice neither takes a deep link). Nothing may unwind or clear the stack to such a screen (TD503
  again): the generated apps find the screen to go back to by its class.
  Only the classes named explicitly are shared: SwiftUI's screen models and the single-activity app's Fragments are
  made from the screen ids, so each screen keeps its own there (unless the Android class names a Fragment, below).
- **The app's class names**: `ios { class "CouponListViewController" }` names the screen's view controller;
  `android { class "…" }` names an Activity, or a Fragment when the name ends in `Fragment` (`CouponListFragment` is
  the single-activity app's Fragment, its `…Base`, `…Args` and `…Directions`, and the Activities app's
  `CouponListActivity`). A qualified name (`com.woocommerce.android.ui.coupons.CouponListFragment`, as `tandem
  import` writes an app's classes) is its last part in generated code, which lives in the app's package, and is
  written whole by `tandem export android-nav` (an Activity's as an `<activity>` destination, when the screen opens
  nothing), so a graph exported from an imported design names the app's own classes; `tandem drift` and `--into`
  match screens by them, and `export json` gives each target's class.

## Multi-file designs

`tandem check dir/` reads every `.tandem` file under `dir` (recursively, hidden folders skipped, in byte order of
their paths) as one design. `import "path"` adds a file relative to the importing one; a file reached twice is read once. Imports (and links
in the design's folder) must stay inside the folder given on the command line, or the folder of the file given: one
that leads outside is not read (TD024), unless `--allow-outside` says the design is trusted.

## Configuration

`tandem.json` beside the design (or `--config FILE`) overrides severities; `--severity CODE=LEVEL` and `--strict` on the
command line come last:

```json
{ "strict": false, "severity": { "screen-without-task": "error", "TD402": "ignore" } }
```

Levels: `error`, `warning`, `note`, `ignore`. Codes and names are listed by `tandem rules` and in
[diagnostics.md](diagnostics.md).

`exclude` leaves files and folders out when a folder is read (`tandem check designs/`): each entry is a path relative to
that folder (a folder excludes everything below it) or a glob whose `*`, `?` and `[…]` never cross a `/`. A file named
on the command line, or imported, is still read. `tandem check --exclude PATH` adds to the list.

```json
{ "exclude": ["drafts", "old/*.tandem"] }
```

"""####
}
