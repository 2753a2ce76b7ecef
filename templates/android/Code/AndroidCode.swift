import TandemCodegen
import TandemMustache
import TandemTargets

/// The Swift side of the Android targets (and of a Java target extending one): the Parcel and Bundle spellings of a
/// field, and the XML files built as trees.
public protocol AndroidCode: TargetCode {}

extension AndroidCode {
    public func transform(_ name: String, of field: FieldContext) -> MustacheValue? { AndroidExtras.transform(name, field) }
    public var builtins: [String] { AndroidXML.builtins }
    public func write(builtin: String, for item: GenerationItem, in context: TemplateContext, flags: Set<String>) -> String? {
        AndroidXML.write(builtin: builtin, for: item, in: context, flags: flags)
    }
    public func parts(of builtin: String) -> (any ScreenParts)? { AndroidXML.parts(of: builtin) }
}

extension ActivitiesTarget: AndroidCode {}
extension FragmentsTarget: AndroidCode {}
