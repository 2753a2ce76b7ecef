import TandemCodegen
import TandemDiagnostics
import TandemMustache
import TandemPlatform
import TandemTargets

/// The Swift side of the iOS targets: the String Catalogs and the app icon an app starts with.
public protocol IOSCode: TargetCode, TargetAdapter {}

extension IOSCode {
    public func transform(_ name: String, of field: FieldContext) -> MustacheValue? { nil }
    public var builtins: [String] { [StringCatalog.builtin, StringCatalog.infoPlistBuiltin, AppIcon.builtin] }
    public func writeBytes(builtin: String, for item: GenerationItem, in context: TemplateContext) -> [UInt8]? {
        guard builtin == AppIcon.builtin, case .app = item else { return nil }
        return AppIcon.png
    }
    public func write(builtin: String, for item: GenerationItem, in context: TemplateContext, flags: Set<String>) -> String? {
        guard case .app = item else { return nil }
        switch builtin {
        case StringCatalog.builtin: return StringCatalog.Localizable(swiftUI: toolkit == "SwiftUI").whole(context, flags: flags)
        case StringCatalog.infoPlistBuiltin: return StringCatalog.infoPlistJSON(context)
        default: return nil
        }
    }
    public func parts(of builtin: String) -> (any ScreenParts)? {
        builtin == StringCatalog.builtin ? StringCatalog.Localizable(swiftUI: toolkit == "SwiftUI") : nil
    }
}

extension UIKitTarget: IOSCode {}
extension SwiftUITarget: IOSCode {}

/// `Localizable.xcstrings`: every text the user sees, under the key the generated code looks it up by
/// (`String(localized: "title_login", defaultValue: "Sign in")`), the design's text as the development language's
/// value. The team owns the file: Xcode adds the keys a later design brings (the build extracts them from the code)
/// and the languages the team adds, so Tandem writes it once.
enum StringCatalog {
    static let builtin = "ios-string-catalog"
    /// `InfoPlist.xcstrings`: the Info.plist texts the user sees (the name under the icon, the location permission's
    /// reason), so a team translates them as it does the rest.
    static let infoPlistBuiltin = "ios-infoplist-catalog"

    /// Texts of Tandem's own views: a split view's empty detail pane (both targets), and SwiftUI's Close button of a
    /// presented stack.
    static func fixed(_ context: TemplateContext, swiftUI: Bool) -> [Text] {
        (swiftUI ? [Text("Close", key: "tandem_close", note: "The button that closes a presented screen")] : [])
            + (context.app.hasSplit ? [Text("Nothing selected", key: "tandem_nothing_selected", note: "Shown beside a list before a row of it is chosen")] : [])
    }

    /// The texts of an element the target shows, as its templates show them (RealLocalisationTests holds the two
    /// together: every key the generated code asks for is here, and every key here is asked for).
    static func shown(_ e: ElementContext) -> [Text] {
        // A control's caption: its label, else its name in words.
        let caption = e.hasLabel ? e.text : e.nameText
        switch e.kind {
        case "button", "textField", "secureField": return [e.text]
        case "label", "textView": return e.hasLabel ? [e.text] : []
        case "segmented", "picker", "spinner": return [e.nameText] + e.segments.map(\.text)
        case "switch", "checkbox", "stepper", "datePicker", "slider", "progress", "image": return [caption]
        default: return []
        }
    }

    /// The texts of the screens, each screen's its part (`ScreenParts`), then Tandem's own: under each key the first
    /// text asking for it, the keys in order.
    struct Localizable: ScreenParts {
        let swiftUI: Bool

        func shared(_ context: TemplateContext) -> String { "" }

        func part(of screen: ScreenContext, shared: String, flags: Set<String>) -> FilePart {
            FilePart(([screen.ref.title] + screen.elements.flatMap(shown)).compactMap { text in
                text.key.map { FilePart.Entry(key: $0, text: StringCatalog.written(text, manual: false)) }
            })
        }

        func file(_ parts: [FilePart], in context: TemplateContext, flags: Set<String>) -> String {
            var entries: [String: String] = [:]
            for entry in parts.lazy.flatMap(\.entries) where entries[entry.key] == nil { entries[entry.key] = entry.text }
            for text in fixed(context, swiftUI: swiftUI) where entries[text.key!] == nil { entries[text.key!] = written(text, manual: false) }
            return catalog(entries.keys.sorted().map { ($0, .written(Array(entries[$0]!.utf8))) })
        }
    }

    static func infoPlistJSON(_ context: TemplateContext) -> String {
        let name = Text(context.app.name.value, key: "CFBundleDisplayName", note: "The app's name under its icon")
        let usage = context.app.usesMaps ? [Text(context.app.locationUsage.value, key: "NSLocationWhenInUseUsageDescription", note: context.app.locationUsage.note)] : []
        return catalog(([name] + usage).map { ($0.key!, .written(Array(written($0, manual: true).utf8))) })
    }

    /// A text's entry: what a translator reads beside it (where it shows) and the design's text as the development
    /// language's; `manual`: a key Xcode does not extract from code (Info.plist's). Written where it stands in the
    /// catalog, under `strings`.
    static func written(_ text: Text, manual: Bool) -> String {
        let entry = JSONValue.object((text.note.map { [("comment", JSONValue.string($0))] } ?? [])
            + (manual ? [("extractionState", .string("manual"))] : []) + [
            ("localizations", .object([("en", .object([("stringUnit", .object([
                ("state", .string("translated")), ("value", .string(text.value)),
            ]))]))])),
        ])
        return String(decoding: entry.serializedBytes(indent: 2), as: UTF8.self)
    }

    /// A catalog of `strings` (each a key and its entry), in the order given.
    static func catalog(_ strings: [(String, JSONPart)]) -> String {
        JSONPart.object([("sourceLanguage", .value(.string("en"))), ("strings", .object(strings)), ("version", .value(.string("1.0")))]).serialized()
    }
}
