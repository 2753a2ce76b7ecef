import TandemCodegen
import TandemMustache
import TandemTargets

/// The Swift side of the Compose target: its manifest is the Android targets' (one writer of it: the launcher, deep
/// links' intent filters, singleTop); its keys carry their inputs through kotlinx.serialization, not Parcels.
extension ComposeTarget: TargetCode {
    public func transform(_ name: String, of field: FieldContext) -> MustacheValue? { nil }
    public var builtins: [String] { ["android-manifest"] }
    public func write(builtin: String, for item: GenerationItem, in context: TemplateContext, flags: Set<String>) -> String? {
        builtin == "android-manifest" ? AndroidXML.write(builtin: builtin, for: item, in: context, flags: flags) : nil
    }
    public func parts(of builtin: String) -> (any ScreenParts)? { builtin == "android-manifest" ? AndroidXML.parts(of: builtin) : nil }
}
