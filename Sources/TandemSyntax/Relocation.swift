import TandemDiagnostics

// Moving a syntax tree along its file: text inserted or removed before a declaration moves every range in it by the
// same number of bytes, so the language server keeps the trees of the declarations an edit did not touch (see
// `ParsedFile`) and moves those after it. Every range a node holds is moved here; a test parses each example, moves
// its trees and compares them with the trees of the same text read at the new place.

extension Identifier {
    mutating func shift(by d: Int) { range = range.shifted(by: d) }
}

extension StringLiteral {
    mutating func shift(by d: Int) { range = range.shifted(by: d) }
}

extension Optional {
    mutating func shift(_ move: (inout Wrapped) -> Void) {
        if case .some(var value) = self {
            move(&value)
            self = .some(value)
        }
    }
}

extension Array {
    mutating func shift(_ move: (inout Element) -> Void) {
        for i in indices { move(&self[i]) }
    }
}

extension TypeSyntax {
    func shifted(by d: Int) -> TypeSyntax {
        switch self {
        case .named(var id): id.shift(by: d); return .named(id)
        case .optional(let t, let r): return .optional(t.shifted(by: d), r.shifted(by: d))
        case .list(let t, let r): return .list(t.shifted(by: d), r.shifted(by: d))
        case .map(let k, let v, let r): return .map(key: k.shifted(by: d), value: v.shifted(by: d), r.shifted(by: d))
        }
    }
}

extension LiteralSyntax {
    mutating func shift(by d: Int) { range = range.shifted(by: d) }
}

extension TypedName {
    mutating func shift(by d: Int) {
        name.shift(by: d)
        type = type.shifted(by: d)
        defaultValue.shift { $0.shift(by: d) }
    }
}

extension ImportDecl {
    mutating func shift(by d: Int) {
        path.shift(by: d)
        range = range.shifted(by: d)
    }
}

extension AppDecl {
    mutating func shift(by d: Int) {
        name.shift { $0.shift(by: d) }
        iosBundleID.shift { $0.shift(by: d) }
        androidPackage.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
        keyword = keyword.shifted(by: d)
    }
}

extension RequirementDecl {
    mutating func shift(by d: Int) {
        id.shift(by: d)
        title.shift { $0.shift(by: d) }
        priority.shift { $0.shift(by: d) }
        tags.shift { $0.shift(by: d) }
        text.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension TaskDecl {
    mutating func shift(by d: Int) {
        id.shift(by: d)
        title.shift { $0.shift(by: d) }
        satisfies.shift { $0.shift(by: d) }
        parent.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension MethodDecl {
    mutating func shift(by d: Int) {
        name.shift(by: d)
        parameters.shift { $0.shift(by: d) }
        returnType = returnType?.shifted(by: d)
        range = range.shifted(by: d)
    }
}

extension ModelDecl {
    mutating func shift(by d: Int) {
        name.shift(by: d)
        title.shift { $0.shift(by: d) }
        properties.shift { $0.shift(by: d) }
        methods.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension EnumDecl {
    mutating func shift(by d: Int) {
        name.shift(by: d)
        title.shift { $0.shift(by: d) }
        cases.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension ElementDecl {
    mutating func shift(by d: Int) {
        name.shift(by: d)
        kind.shift(by: d)
        label.shift { $0.shift(by: d) }
        action.shift { $0.shift(by: d) }
        binding.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension ActionDecl {
    mutating func shift(by d: Int) {
        name.shift(by: d)
        parameters.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension PlatformDecl {
    mutating func shift(by d: Int) {
        platform.shift(by: d)
        className.shift { $0.shift(by: d) }
        notes.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension ScreenDecl {
    mutating func shift(by d: Int) {
        id.shift(by: d)
        title.shift { $0.shift(by: d) }
        kind.shift { $0.shift(by: d) }
        icon.shift { $0.shift(by: d) }
        tasks.shift { $0.shift(by: d) }
        elements.shift { $0.shift(by: d) }
        actions.shift { $0.shift(by: d) }
        inputs.shift { $0.shift(by: d) }
        results.shift { $0.shift(by: d) }
        observes.shift { $0.shift(by: d) }
        lifecycle.shift { $0.shift(by: d) }
        platforms.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension AllowClause {
    mutating func shift(by d: Int) {
        code.shift(by: d)
        reason.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension ClearClause {
    mutating func shift(by d: Int) {
        keyword.shift(by: d)
        screen.shift(by: d)
        range = range.shifted(by: d)
    }
}

extension TransitionDecl {
    mutating func shift(by d: Int) {
        style.shift(by: d)
        source.shift(by: d)
        scope.shift { $0.shift(by: d) }
        target.shift(by: d)
        action.shift { $0.shift(by: d) }
        data.shift { $0.shift(by: d) }
        presentation.shift { $0.shift(by: d) }
        clear.shift { $0.shift(by: d) }
        allows.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension BackDecl {
    mutating func shift(by d: Int) {
        kind.shift(by: d)
        source.shift(by: d)
        target.shift { $0.shift(by: d) }
        action.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension GroupDecl {
    mutating func shift(by d: Int) {
        name.shift(by: d)
        members.shift { $0.shift(by: d) }
        start.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension TabsDecl {
    mutating func shift(by d: Int) {
        container.shift(by: d)
        children.shift { $0.shift(by: d) }
        initial.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension EmbedDecl {
    mutating func shift(by d: Int) {
        parent.shift(by: d)
        children.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension DeepLinkDecl {
    mutating func shift(by d: Int) {
        pattern.shift(by: d)
        target.shift(by: d)
        range = range.shifted(by: d)
    }
}

extension StartDecl {
    mutating func shift(by d: Int) {
        screen.shift(by: d)
        data.shift { $0.shift(by: d) }
        dataRange = dataRange?.shifted(by: d)
        range = range.shifted(by: d)
    }
}

extension NavigationDecl {
    mutating func shift(by d: Int) {
        starts.shift { $0.shift(by: d) }
        transitions.shift { $0.shift(by: d) }
        backs.shift { $0.shift(by: d) }
        tabs.shift { $0.shift(by: d) }
        embeds.shift { $0.shift(by: d) }
        deepLinks.shift { $0.shift(by: d) }
        groups.shift { $0.shift(by: d) }
        range = range.shifted(by: d)
    }
}

extension DesignFileSyntax {
    /// This tree `delta` bytes later in its file (earlier when negative).
    public func shifted(by delta: Int) -> DesignFileSyntax {
        guard delta != 0 else { return self }
        var moved = self
        moved.imports.shift { $0.shift(by: delta) }
        moved.apps.shift { $0.shift(by: delta) }
        moved.requirements.shift { $0.shift(by: delta) }
        moved.tasks.shift { $0.shift(by: delta) }
        moved.models.shift { $0.shift(by: delta) }
        moved.enums.shift { $0.shift(by: delta) }
        moved.screens.shift { $0.shift(by: delta) }
        moved.navigations.shift { $0.shift(by: delta) }
        moved.skipped.shift { $0 = $0.shifted(by: delta) }
        moved.keywords.shift { $0 = $0.shifted(by: delta) }
        moved.comments.shift { $0 = $0.shifted(by: delta) }
        return moved
    }
}
