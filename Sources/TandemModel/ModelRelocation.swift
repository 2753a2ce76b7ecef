import TandemDiagnostics
import TandemSyntax

// Moving the model's ranges through an edit (`TandemSyntax`'s `RangeMove`): a piece of the model made from declarations
// an edit did not change, but which lie after it, is the one made before, with its ranges moved; making it again from
// the moved syntax gives the same (the language server's edit in the middle of a large design).
// Every range the model holds is moved here; `KeptFindingsTests` compares each design so made with one made afresh.

extension Requirement {
    mutating func move<M: RangeMove>(_ m: M) {
        priorityRef.update { $0.move(m) }
        tags.update { $0.move(m) }
        idRange = m(idRange)
        range = m(range)
    }
}

extension DesignTask {
    mutating func move<M: RangeMove>(_ m: M) {
        satisfies.update { $0.move(m) }
        parent.update { $0.move(m) }
        idRange = m(idRange)
        range = m(range)
    }
}

extension Field {
    mutating func move<M: RangeMove>(_ m: M) {
        nameRange = m(nameRange)
        typeSyntax = typeSyntax.moved(m)
        defaultRange = defaultRange.map { m($0) }
    }
}

extension Method {
    mutating func move<M: RangeMove>(_ m: M) {
        parameters.update { $0.move(m) }
        returnSyntax = returnSyntax?.moved(m)
        range = m(range)
    }
}

extension EnumType {
    mutating func move<M: RangeMove>(_ m: M) {
        caseRanges.update { $0 = m($0) }
        nameRange = m(nameRange)
        range = m(range)
    }
}

extension Model {
    mutating func move<M: RangeMove>(_ m: M) {
        properties.update { $0.move(m) }
        methods.update { $0.move(m) }
        nameRange = m(nameRange)
        range = m(range)
    }
}

extension Element {
    mutating func move<M: RangeMove>(_ m: M) {
        kindRef.move(m)
        action.update { $0.move(m) }
        binding.update { $0.move(m) }
        range = m(range)
    }
}

extension Action {
    mutating func move<M: RangeMove>(_ m: M) {
        parameters.update { $0.move(m) }
        nameRange = m(nameRange)
        range = m(range)
    }
}

extension Screen {
    mutating func move<M: RangeMove>(_ m: M) {
        kindRef.update { $0.move(m) }
        iconRef.update { $0.move(m) }
        tasks.update { $0.move(m) }
        elements.update { $0.move(m) }
        actions.update { $0.move(m) }
        inputs.update { $0.move(m) }
        results.update { $0.move(m) }
        observes.update { $0.move(m) }
        lifecycleRefs.update { $0.move(m) }
        platformNotes.update { $0.range = m($0.range) }
        idRange = m(idRange)
        range = m(range)
    }
}

extension Transition {
    mutating func move<M: RangeMove>(_ m: M) {
        source.move(m)
        target.move(m)
        action.update { $0.move(m) }
        data.update { $0.move(m) }
        clear.update { clear in
            clear.screen.move(m)
            clear.range = m(clear.range)
        }
        targetGroup.update { $0.move(m) }
        presentationRef.update { $0.move(m) }
        allows.update { allow in
            allow.code.move(m)
            allow.range = m(allow.range)
        }
        range = m(range)
        scope.update { $0.move(m) }
    }
}

extension Back {
    mutating func move<M: RangeMove>(_ m: M) {
        source.move(m)
        target.update { $0.move(m) }
        action.update { $0.move(m) }
        range = m(range)
    }
}

/// A declaration of the model whose ranges all lie within its `range` (`Within` holds each to it in debug builds).
protocol ModelDeclaration {
    var range: SourceRange { get }
    mutating func move<M: RangeMove>(_ m: M)
}

extension Requirement: ModelDeclaration {}
extension DesignTask: ModelDeclaration {}
extension Model: ModelDeclaration {}
extension EnumType: ModelDeclaration {}
extension Screen: ModelDeclaration {}
extension Transition: ModelDeclaration {}
extension Back: ModelDeclaration {}

extension Array where Element: ModelDeclaration {
    /// Each declaration moved, but those `m` keeps whole (before an edit in the middle of a large design: half of it),
    /// which are not walked; those after it take the one shift.
    @inline(__always) mutating func move<M: RangeMove>(_ m: M) {
        update { declaration in
            if m.keeps(declaration.range) {
                assert(declaration.rangesLieWithin, "a range outside its declaration's")
                return
            }
            declaration.moveWhole(m)
        }
    }
}

extension ModelDeclaration {
    /// Moved by `m`, or by the one shift it gives the whole declaration (`RangeMove.shift(within:)`; none for a shift of
    /// nothing).
    @inline(__always) mutating func moveWhole<M: RangeMove>(_ m: M) {
        guard let shift = m.shift(within: range) else { return move(m) }
        assert(rangesLieWithin, "a range outside its declaration's")
        if shift.delta != 0 { move(shift) }
    }

    /// Whether every range it holds lies within its own: what keeping or shifting it whole rests on (debug builds).
    var rangesLieWithin: Bool {
        var copy = self
        let within = Within(range)
        copy.move(within)
        return !within.outside
    }
}

extension Design {
    /// Every range moved by `m`, in place: lists no one else holds are written where they lie (those it shares with the
    /// syntax are copied). Its indexes (names to places) stay as they are.
    package mutating func move<M: RangeMove>(_ m: M) {
        app.update { $0.range = m($0.range) }
        requirements.move(m)
        tasks.move(m)
        models.move(m)
        enums.move(m)
        screens.move(m)
        transitions.move(m)
        globalTransitions.move(m)
        backs.move(m)
        tabGroups.update { group in
            group.container.move(m)
            group.children.update { $0.move(m) }
            group.initial.update { $0.move(m) }
            group.range = m(group.range)
        }
        embeddings.update { embedding in
            embedding.parent.move(m)
            embedding.children.update { $0.move(m) }
            embedding.range = m(embedding.range)
        }
        groups.update { group in
            group.name.move(m)
            group.members.update { $0.move(m) }
            group.start.update { $0.move(m) }
            group.range = m(group.range)
        }
        deepLinks.update { link in
            link.patternRange = m(link.patternRange)
            link.target.move(m)
            link.range = m(link.range)
        }
        starts.update { $0.move(m) }
        entry.update { $0.move(m) }
        entryRange = entryRange.map { m($0) }
        duplicates.update { duplicate in
            duplicate.first = m(duplicate.first)
            duplicate.duplicate = m(duplicate.duplicate)
        }
    }
}
