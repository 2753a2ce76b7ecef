import SwiftParser
import SwiftSyntax

/// A class in hand-written source, as far as `tandem status` needs it: its name, the class it extends, and its
/// methods with whether each does work of its own.
public struct SourceClass: Sendable, Equatable {
    public var name: String
    /// The first type after `:` (Swift, Kotlin): for a class, its superclass.
    public var superclass: String?
    public var methods: [SourceMethod]
    /// 1-based.
    public var line: Int
}

public struct SourceMethod: Sendable, Equatable {
    public var name: String
    public var isOverride: Bool
    /// The body does something besides calling the same method on `super` (the scaffold Tandem writes), ignoring
    /// comments: the developer wrote code here.
    public var hasOwnBody: Bool
    public var line: Int
}

/// Swift source read with the Swift parser (swift-syntax), so comments, strings and nesting are the compiler's.
public enum SwiftStructure {
    /// The parse's own stack: room for `SwiftNesting.limit` levels at the deepest cost measured (closures, 19 KB a
    /// level in a debug build, 5 MB in all) many times over, for what the lexical count cannot see. Only what is
    /// touched is committed.
    static let stackBytes = 64 << 20

    /// The classes of a Swift file; a file nested deeper than the parser can follow is refused.
    public static func classes(in text: String) throws(NestingTooDeep) -> [SourceClass] {
        try classes(in: [text])[0].get()
    }

    /// Each file's classes, or why it was not read. The files are parsed on one thread of their own (a thread per
    /// file cost 44 µs each, a third of the time `tandem status` takes over 4,000 files).
    public static func classes(in texts: [String]) -> [Result<[SourceClass], NestingTooDeep>] {
        let checked = texts.map { text -> NestingTooDeep? in
            do throws(NestingTooDeep) { try SwiftNesting.check(text) } catch { return error }
            return nil
        }
        return withStack(of: stackBytes) {
            zip(texts, checked).map { text, refused in refused.map { .failure($0) } ?? .success(parse(text)) }
        }
    }

    static func parse(_ text: String) -> [SourceClass] {
        var text = text
        return text.withUTF8 { bytes in
            // The limit given, not the default: a debug build of swift-syntax stops at 20 levels, a release one at 256.
            let tree = Parser.parse(source: bytes, maximumNestingLevel: SwiftNesting.limit)
            let visitor = Visitor(converter: SourceLocationConverter(fileName: "", tree: tree))
            visitor.walk(tree)
            return visitor.classes
        }
    }

    final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var classes: [SourceClass] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            var methods: [SourceMethod] = []
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let name = function.name.text
                methods.append(SourceMethod(
                    name: name,
                    isOverride: function.modifiers.contains { $0.name.tokenKind == .keyword(.override) },
                    hasOwnBody: SwiftStructure.hasOwnBody(function.body, calling: name),
                    line: function.startLocation(converter: converter).line))
            }
            classes.append(SourceClass(
                name: node.name.text,
                superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                methods: methods, line: node.startLocation(converter: converter).line))
            return .visitChildren
        }
    }

    /// Statements other than `super.name(…)` alone.
    static func hasOwnBody(_ body: CodeBlockSyntax?, calling name: String) -> Bool {
        guard let statements = body?.statements, !statements.isEmpty else { return false }
        if statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == name {
            return false
        }
        return true
    }
}
