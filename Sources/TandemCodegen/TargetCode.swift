import TandemMustache

/// What a bundled target writes in Swift rather than in its templates, kept in its folder under templates/ beside
/// them: the spellings its templates read as a field's transforms (`{{kotlinParcelWrite}}`) and the files its
/// target.json names as `builtin` (documents built as trees, where a template could not make every one well formed).
/// A target's adapter conforms; a target of templates alone uses the code of the target it extends.
public protocol TargetCode: Sendable {
    /// The field transforms it spells (`kotlinParcelWrite`): the value, or nil for a name that is not its own.
    func transform(_ name: String, of field: FieldContext) -> MustacheValue?
    /// The built-in writers its target.json may name.
    var builtins: [String] { get }
    /// The file `builtin` makes for `item` (nil: that writer makes none for such an item); `flags` are the target's.
    /// One made for each screen, model or enum reads only that item and the flags, never the rest of `context`: a
    /// later run takes it as it is while that item is unchanged (`Generator.Reuse`; a test holds every builtin to it).
    func write(builtin: String, for item: GenerationItem, in context: TemplateContext, flags: Set<String>) -> String?
    /// A binary file `builtin` makes (an image), when `write` makes no text for it.
    func writeBytes(builtin: String, for item: GenerationItem, in context: TemplateContext) -> [UInt8]?
    /// The writer of `builtin` when it makes the app's file from one part per screen (its `write` makes the same file
    /// whole); nil for any other.
    func parts(of builtin: String) -> (any ScreenParts)?
}

extension TargetCode {
    public func parts(of builtin: String) -> (any ScreenParts)? { nil }
    public func writeBytes(builtin: String, for item: GenerationItem, in context: TemplateContext) -> [UInt8]? { nil }
}

/// What a file is made for: the app once, or each screen, model or enum.
/// Indirect: each item is handed to every file made from it, and a copy is then one reference, not every field of a
/// screen's context.
public indirect enum GenerationItem: Sendable {
    case app(AppContext), screen(ScreenContext), model(ModelContext), enumeration(EnumContext)

    /// Its name in the render root (`{{screen.…}}`) and in target.json's `each`.
    public var key: String {
        switch self {
        case .app: "app"
        case .screen: "screen"
        case .model: "model"
        case .enumeration: "enum"
        }
    }

    var node: any TemplateNode {
        switch self {
        case .app(let a): a
        case .screen(let s): s
        case .model(let m): m
        case .enumeration(let e): e
        }
    }
}
