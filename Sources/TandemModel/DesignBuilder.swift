import TandemDiagnostics
import TandemSyntax

/// What each part of the model is made from, for what an edit can change (`DesignRule.reads`): requirements and tasks
/// from their own declarations, the app from its own, and these.
extension DeclarationKinds {
    /// Models and enums: one name space of types (an enum named as a model is dropped).
    public static let modelTypes: DeclarationKinds = [.models, .enums]
    /// Screens: their declarations, with the types their inputs and results name resolved.
    public static let modelScreens: DeclarationKinds = [.screens, .models, .enums]
    /// The navigation: its declarations, the types of the data transitions carry, and a transition to a group opening
    /// the group's start unless a screen has the group's name.
    public static let modelNavigation: DeclarationKinds = [.navigations, .screens, .models, .enums]
}

/// Merges parsed files into one `Design`: assigns defaults, resolves types, records duplicate names.
/// It reports nothing itself; the checks turn what it records into diagnostics.
public enum DesignBuilder {
    public static func build(_ files: [DesignFileSyntax]) -> Design { build(files, after: nil).design }

    /// What a build leaves that the next one, after an edit, can keep: its four pieces, each made from the declarations
    /// of some kinds (`Piece.reads`).
    public struct Pieces: Sendable {
        var pieces: [Piece]
        /// Each file's id, in the order the pieces list their duplicates by file.
        let files: [FileID]
        /// How many of the four this build kept from the one before (moved or not), and how many it continued (for tests
        /// and the benchmark).
        public let kept: Int
        public var continued = 0
        /// How many of the kept it moved through the edit (their declarations lie after it).
        public var moved = 0
        /// How many it made by making again, in the last build's piece, only the declarations the edit replaced (the
        /// requirements' and the tasks': `splicing`).
        public var spliced: Int { [requirementsSpliced, tasksSpliced].count { $0 != nil } }
        /// The kinds whose list in this build begins with every one of the last build's, as it was (the pieces it
        /// continued): what read them can go on from there (`Analysis`).
        public var appended: DeclarationKinds = []
        /// The tasks, when the edit replaced some in the middle of the last build's list (`Splice`) and this build made
        /// only those again, in the last piece (`spliced`): what read the others can keep what it made of them, renumbered.
        public var tasksSpliced: Splice?
        /// The same for the requirements.
        public var requirementsSpliced: Splice?
    }

    /// A stretch of a list replaced by an edit: the last build's items `at..<at + removed` are this build's
    /// `at..<at + inserted`; those before are the same, and those after are the same, moved and `inserted - removed`
    /// places on.
    public struct Splice: Equatable, Sendable {
        public var at: Int
        public var removed: Int
        public var inserted: Int
        public init(at: Int, removed: Int, inserted: Int) { (self.at, self.removed, self.inserted) = (at, removed, inserted) }
    }

    /// The last build's pieces a build made again: nothing to read, only to free.
    public struct Replaced: Sendable {
        var pieces: [Piece] = []
        public var count: Int { pieces.count }
        public init() {}
    }

    /// The build before an edit, with what the edit changed (`DesignLoader.Result.edit`).
    public struct Earlier: Sendable {
        public var pieces: Pieces
        public var changed: DeclarationKinds
        /// Each changed file's first changed byte since the pieces were made (by this edit, or by edits of comments and
        /// blank space before it, which moved the text after them but not the pieces' ranges).
        public var firstChanged: [FileID: Int]
        /// The edit, when it changed one file and the pieces were made just before it (no edit of comments and blank
        /// space since, which moved the text but not their ranges): a piece it left as it was but moved is moved.
        public var change: (file: FileID, change: ByteChange)?
        public init(pieces: Pieces, changed: DeclarationKinds, firstChanged: [FileID: Int],
                    change: (file: FileID, change: ByteChange)? = nil) {
            (self.pieces, self.changed, self.firstChanged, self.change) = (pieces, changed, firstChanged, change)
        }
    }

    /// - Parameter earlier: the build before an edit of these files. A piece none of whose kinds the edit changed, and
    ///   none of whose ranges it moved (every declaration it is made from ends before the first byte the edit changed:
    ///   typing after them, or in another file), is the one made then; one whose ranges it moved is that one moved
    ///   (`Earlier.change`), in place when nothing else holds it (the language server hands the last run's over); the
    ///   others are made again.
    ///   The pieces made again are handed back (`replaced`), for the caller to free where a keystroke does not wait (a
    ///   design's tasks are tens of thousands of objects).
    public static func build(_ files: [DesignFileSyntax], after earlier: consuming Earlier?)
        -> (design: Design, pieces: Pieces, replaced: Replaced) {
        // A local: a consuming parameter changed inside a closure crashes the Swift 6.3 compiler.
        var earlier = earlier
        // One name space per kind of declaration (`Seen`, in each piece below), each sized for every file's declarations
        // (no rehashing as it grows).
        func count(_ declarations: (DesignFileSyntax) -> Int) -> Int { files.reduce(0) { $0 + declarations($1) } }

        // Model names first: every type annotation resolves against them.
        var modelNames = Set<String>(), enumNames = Set<String>()
        for file in files {
            for m in file.models { modelNames.insert(m.name.name) }
            for e in file.enums { enumNames.insert(e.name.name) }
        }
        let types = TypeResolver(modelNames: modelNames, enumNames: enumNames)
        // A large file comes in parts (consecutive, one file id): each kind is read across all of a file's parts before
        // the next kind, as one pass over the file reads it.
        let groups = fileGroups(files)

        // Four pieces, each into a design of its own: requirements, tasks, models with enums and the navigation, screens
        // (the last build's when an edit left one as it was). Those made are handed out to the cores costliest first
        // (tasks, then screens), and the duplicates are then put back
        // in the order one pass finds them: file by file, kind by kind (`ends`: where each file's duplicates end in a
        // piece's list).
        let ids = groups.map { files[$0.lowerBound].file }
        var movable: [Int] = []
        let keep = (0..<4).map { k -> Piece? in
            guard let earlier, earlier.pieces.files == ids, earlier.changed.isDisjoint(with: Piece.reads[k]) else { return nil }
            for (file, first) in earlier.firstChanged where reach(of: Piece.declared[k], in: file, files) > first {
                if earlier.change?.file == file { movable.append(k) }
                return nil
            }
            return earlier.pieces.pieces[k]
        }
        // Requirements, tasks and screens typed after all of their kind (at the end of a design, or of its last file that
        // declares them) continue the last build's piece.
        let rebuilt = (0..<4).map { keep[$0] == nil && !movable.contains($0) }
        // Taken by the job that continues it (`make`), so that the piece's lists are held once and grow where they lie.
        var continued = [rebuilt[0] ? continuation(0, { $0.requirements }, files, groups, ids, earlier) : nil,
                         rebuilt[1] ? continuation(1, { $0.tasks }, files, groups, ids, earlier) : nil,
                         rebuilt[3] ? continuation(3, { $0.screens }, files, groups, ids, earlier) : nil]
        func make(_ k: Int, continuing: inout Continuation?) -> Piece {
            switch k {
            case 0: requirementsPiece(files, groups, continuing: &continuing)
            case 1: tasksPiece(files, groups, continuing: &continuing)
            case 2: typesAndNavigation(files, groups, count, types)
            default: screenPiece(files, groups, types, continuing: &continuing)
            }
        }
        // Those the edit only moved are taken out of the last build (so that, handed over, their lists are moved where
        // they lie) and moved after those made, on the same cores: each is a walk of every range it holds. One with a
        // range in the bytes the edit changed is made after all.
        let toMake = [1, 3, 0, 2].filter { rebuilt[$0] }
        let change = earlier?.change
        var taken = movable.map { k -> Piece in
            var piece = Piece()
            swap(&piece, &earlier!.pieces.pieces[k])
            return piece
        }
        // The requirements' and tasks' pieces made again: where the last build's declarations split around the edit, and the
        // piece, taken out to have the declarations the edit replaced made again in it, in place (`splicing`).
        var splicing: [(k: Int, split: (Int, Int), piece: Piece, spliced: Splice?)] = []
        var splicingAt: [Int?] = [nil, nil, nil, nil]
        if let change, let g = ids.firstIndex(of: change.file), earlier?.pieces.files == ids {
            let (start, end) = (change.change.prefix, change.change.oldCount - change.change.suffix)
            for k in [0, 1] where rebuilt[k] && continued[k] == nil {
                let split = k == 0 ? split(earlier!.pieces.pieces[0].design.requirements, \.range, group: g, ids, from: start, to: end)
                    : split(earlier!.pieces.pieces[1].design.tasks, \.range, group: g, ids, from: start, to: end)
                splicingAt[k] = splicing.count
                splicing.append((k, split, Piece(), nil))
                swap(&splicing[splicing.count - 1].piece, &earlier!.pieces.pieces[k])
            }
        }
        // The last build's pieces made again from the first declaration (not continued) are handed back, not freed here.
        var replaced = Replaced()
        let continuedPiece = Self.continuedSlot.map { slot in slot.map { continued[$0] != nil } ?? false }
        if earlier != nil {
            for k in 0..<4 where rebuilt[k] && !continuedPiece[k] && splicingAt[k] == nil {
                var old = Piece()
                swap(&old, &earlier!.pieces.pieces[k])
                replaced.pieces.append(old)
            }
        }
        // Let go before the jobs: then what they take (to move, splice or continue) is held once.
        earlier = nil
        let group = change.flatMap { ids.firstIndex(of: $0.file) }
        let done = taken.withUnsafeMutableBufferPointer { taken in
            splicing.withUnsafeMutableBufferPointer { splicing in
                continued.withUnsafeMutableBufferPointer { continued in
                    // Each job touches its own piece's place in each list.
                    nonisolated(unsafe) let (taken, splicing, continued) = (taken, splicing, continued)
                    return onEveryCore(toMake.count + taken.count) { i -> Piece? in
                        if i < toMake.count, let s = splicingAt[toMake[i]], let change, let group,
                           let splice = Self.splicing(toMake[i], &splicing[s].piece, files, groups, group: group, ids, change,
                                                      was: splicing[s].split) {
                            splicing[s].spliced = splice
                            return splicing[s].piece
                        }
                        guard i >= toMake.count else {
                            var none: Continuation?
                            guard let c = Self.continuedSlot[toMake[i]] else { return make(toMake[i], continuing: &none) }
                            return make(toMake[i], continuing: &continued[c])
                        }
                        guard let change, taken[i - toMake.count].move(through: change.change, in: change.file, group: group) else { return nil }
                        return taken[i - toMake.count]
                    }
                }
            }
        }
        continued = []
        // Not spliced: made afresh, and the last one freed by the caller.
        let spliceOf = { (k: Int) in splicingAt[k].flatMap { splicing[$0].spliced } }
        let (requirementsSplice, tasksSplice) = (spliceOf(0), spliceOf(1))
        for (_, _, piece, spliced) in splicing where spliced == nil { replaced.pieces.append(piece) }
        splicing = []
        let jobs = toMake + movable
        var handedOut = keep
        for (i, k) in jobs.enumerated() {
            var none: Continuation?
            handedOut[k] = done[i] ?? make(k, continuing: &none)
        }
        let pieces = handedOut.map { $0! }
        let (required, traced, rest, shown) = (pieces[0], pieces[1], pieces[2], pieces[3])
        // The models' piece's design is the base: it holds every kind but requirements, tasks, screens and the app.
        var design = rest.design
        design.requirements = required.design.requirements
        design.tasks = traced.design.tasks
        design.screens = shown.design.screens
        design.duplicates = []
        for (i, group) in groups.enumerated() {
            for app in files[group].flatMap(\.apps) {
                if let first = design.app {
                    design.duplicates.append(DuplicateDeclaration(
                        kind: "app", name: app.name?.value ?? "app", first: first.range, duplicate: app.keyword))
                    continue
                }
                design.app = AppInfo(name: app.name?.value, iosBundleID: app.iosBundleID?.value,
                                     androidPackage: app.androidPackage?.value, range: app.keyword)
            }
            for piece in pieces {
                design.duplicates += piece.design.duplicates[(i == 0 ? 0 : piece.ends[i - 1])..<piece.ends[i]]
            }
        }
        // Models and enums are types: one name space (the model wins, as type annotations resolve to it).
        // (Lists a kept piece shares with the last build are changed only when something in them changes.)
        let modelRanges = design.enums.isEmpty ? [:] : Dictionary(design.models.map { ($0.name, $0.nameRange) }, uniquingKeysWith: { first, _ in first })
        for e in design.enums { if let first = modelRanges[e.name] { design.duplicates.append(DuplicateDeclaration(kind: "type", name: e.name, first: first, duplicate: e.nameRange)) } }
        if design.enums.contains(where: { modelRanges[$0.name] != nil }) { design.enums.removeAll { modelRanges[$0.name] != nil } }
        design.setIndexes(requirements: required.indexes[0], tasks: traced.indexes[0], models: rest.indexes[0],
                          enums: design.enums.count == rest.design.enums.count ? rest.indexes[1] : nil, screens: shown.indexes[0])
        // A transition to a group opens the group's start (a group and a screen of one name is TD102; the screen wins).
        if !design.groups.isEmpty {
            let starts = Dictionary(design.groups.compactMap { g in g.start.map { (g.name.name, ($0.name, g.name)) } }, uniquingKeysWith: { first, _ in first })
            let screens = design.screenIndex
            func resolve(_ list: inout [Transition]) {
                for i in list.indices where screens[list[i].target.name] == nil {
                    guard let (start, group) = starts[list[i].target.name] else { continue }
                    list[i].targetGroup = group
                    list[i].target = Ref(start, range: list[i].target.range)
                }
            }
            resolve(&design.transitions)
            resolve(&design.globalTransitions)
        }
        let moved = done.dropFirst(toMake.count).count { $0 != nil }
        var built = Pieces(pieces: pieces, files: ids, kept: keep.count { $0 != nil } + moved)
        built.continued = continuedPiece.count { $0 }
        (built.requirementsSpliced, built.tasksSpliced) = (requirementsSplice, tasksSplice)
        built.moved = moved
        if continuedPiece[0] { built.appended.insert(.requirements) }
        if continuedPiece[1] { built.appended.insert(.tasks) }
        if continuedPiece[3] { built.appended.insert(.screens) }
        return (design, built, replaced)
    }

    /// How many items of a list in the order of the files and their text (`ids`) lie wholly before byte `start` of the
    /// `g`-th file (with those of the files before it), and how many from byte `end` of it on (with those of the files
    /// after it). Before an edit that changed the bytes between, the text reads the same up to the change, so as many
    /// declarations before it are the same ones (one that read past its end into the change ends after it now). After
    /// it, as many can be others (a string opened in the change takes one in and lets another out): `splicing` compares
    /// where each lies.
    static func split<Item>(_ list: [Item], _ range: KeyPath<Item, SourceRange>, group g: Int, _ ids: [FileID],
                            from start: Int, to end: Int) -> (Int, Int) {
        split(list.count, { list[$0][keyPath: range] }, group: g, ids, from: start, to: end)
    }

    /// `split` of `count` declarations, the `i`-th lying at `range(i)`.
    static func split(_ count: Int, _ range: (Int) -> SourceRange, group g: Int, _ ids: [FileID], from start: Int, to end: Int) -> (Int, Int) {
        func group(_ i: Int) -> Int { ids.firstIndex(of: range(i).file) ?? ids.count }
        /// The first index where `after` holds (it holds from there on).
        func first(_ after: (Int) -> Bool) -> Int {
            var (low, high) = (0, count)
            while low < high {
                let mid = (low + high) / 2
                if after(mid) { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let before = first { i in group(i) > g || group(i) == g && range(i).end > start }
        let after = first { i in group(i) > g || group(i) == g && range(i).start >= end }
        return (before, count - after)
    }

    /// Each piece's place in the build's list of continuations (requirements, tasks, screens).
    static let continuedSlot: [Int?] = [0, 1, nil, 2]

    /// Where the last declaration of these kinds in one file ends (0 when it declares none of them): a large file's
    /// parts list their declarations in the order of the text.
    static func reach(of kinds: DeclarationKinds, in file: FileID, _ files: [DesignFileSyntax]) -> Int {
        var end = 0
        for part in files where part.file == file {
            if kinds.contains(.requirements) { end = max(end, part.requirements.last?.range.end ?? 0) }
            if kinds.contains(.tasks) { end = max(end, part.tasks.last?.range.end ?? 0) }
            if kinds.contains(.models) { end = max(end, part.models.last?.range.end ?? 0) }
            if kinds.contains(.enums) { end = max(end, part.enums.last?.range.end ?? 0) }
            if kinds.contains(.screens) { end = max(end, part.screens.last?.range.end ?? 0) }
            if kinds.contains(.navigations) { end = max(end, part.navigations.last?.range.end ?? 0) }
        }
        return end
    }

    /// One piece of the build: the kinds it made into a design of its own, where each file's duplicates end in that
    /// design's list, and each kind's index (name → position), in the piece's order of kinds.
    struct Piece: Sendable {
        var design = Design()
        var ends: [Int] = []
        var indexes: [NameTable] = []
        /// For a piece of one kind made by `firsts`: each file's declarations of it, and where the last of them ends.
        var counts: [Int] = []
        var reaches: [Int] = []

        /// Moves its ranges through `change` of `file` (the `group`th of the build's files), in place; false when one of
        /// them lies in the bytes it changed (the piece is then made again).
        mutating func move(through change: ByteChange, in file: FileID, group: Int?) -> Bool {
            let through = Through(change, in: file)
            design.move(through)
            if let g = group, reaches.indices.contains(g), reaches[g] > 0 {
                reaches[g] = through(SourceRange(file: file, start: reaches[g] - 1, end: reaches[g])).end
            }
            return !through.lost
        }

        /// What each piece (requirements, tasks, types with the navigation, screens) is made from: the kinds whose
        /// changes change it, and the kinds whose declarations hold every range it keeps.
        static let reads: [DeclarationKinds] = [.requirements, .tasks, [.models, .enums, .navigations], .modelScreens]
        static let declared: [DeclarationKinds] = [.requirements, .tasks, [.models, .enums, .navigations], .screens]
    }

    /// Each file's parts in `files` (`fileGroups`).
    typealias Groups = [Range<Int>]
    /// How many declarations of a kind all files hold.
    typealias Count = ((DesignFileSyntax) -> Int) -> Int

    /// Where the last build's piece `k` (made by `firsts`) can go on: the edit changed none of the other kinds the piece
    /// reads (the screens' models), it is in one file, after every declaration of the kind in it, the files after it
    /// declare none, and the file's declarations that end before the edit are the ones the piece was made from (as
    /// many, with the same bytes before them). The group and how many of its declarations the piece holds.
    static func continuation<Decl: Declared>(_ k: Int, _ list: (DesignFileSyntax) -> [Decl], _ files: [DesignFileSyntax],
                                             _ groups: Groups, _ ids: [FileID], _ earlier: Earlier?) -> Continuation? {
        guard let earlier, earlier.pieces.files == ids, earlier.changed.isDisjoint(with: Piece.reads[k].subtracting(Piece.declared[k])),
              earlier.firstChanged.count == 1, let (file, first) = earlier.firstChanged.first, let g = ids.firstIndex(of: file) else { return nil }
        let old = earlier.pieces.pieces[k]
        guard old.counts.count == groups.count, old.reaches[g] <= first,
              groups[(g + 1)...].allSatisfy({ files[$0].allSatisfy { list($0).isEmpty } }) else { return nil }
        // Declarations come in the order of the text, so those that end before the edit come first.
        var before = 0
        for part in files[groups[g]] {
            for decl in list(part) where decl.range.end <= first { before += 1 }
        }
        guard before == old.counts[g] else { return nil }
        return Continuation(piece: old, group: g, skip: before)
    }

    struct Continuation {
        var piece: Piece
        var group: Int
        var skip: Int
    }

    static func requirementsPiece(_ files: [DesignFileSyntax], _ groups: Groups, continuing: inout Continuation?) -> Piece {
        var held: (made: [Requirement], ranges: [SourceRange])?
        if continuing != nil { held = Self.held(\.requirements, &continuing!.piece.design) }
        var (piece, requirements) = firsts("requirement", of: files, groups, { $0.requirements }, id: { $0[$1].id },
                                           continuing: &continuing, held: &held) { decls, i, _ in requirement(decls, i) }
        swap(&piece.design.requirements, &requirements)
        return piece
    }

    static func requirement(_ decls: [RequirementDecl], _ i: Int) -> Requirement {
        Requirement(id: decls[i].id.name, title: decls[i].title?.value ?? decls[i].id.name, text: decls[i].text?.value,
                    priority: decls[i].priority.map { Priority(rawValue: $0.name) } ?? .must,
                    priorityRef: decls[i].priority, tags: decls[i].tags, idRange: decls[i].id.range, range: decls[i].range)
    }

    static func tasksPiece(_ files: [DesignFileSyntax], _ groups: Groups, continuing: inout Continuation?) -> Piece {
        var held: (made: [DesignTask], ranges: [SourceRange])?
        if continuing != nil { held = Self.held(\.tasks, &continuing!.piece.design) }
        var (piece, tasks) = firsts("task", of: files, groups, { $0.tasks }, id: { $0[$1].id },
                                    continuing: &continuing, held: &held) { decls, i, _ in task(decls, i) }
        swap(&piece.design.tasks, &tasks)
        return piece
    }

    /// How many declarations of one kind all the files hold.
    static func total<Decl>(_ files: [DesignFileSyntax], _ list: (DesignFileSyntax) -> [Decl]) -> Int {
        files.reduce(0) { $0 + list($1).count }
    }

    /// A continued piece's list of one kind, taken out of its design (held once), and where each of its first
    /// declarations' names is (`Seen`).
    static func held<Made: Named>(_ kind: WritableKeyPath<Design, [Made]>, _ design: inout Design) -> (made: [Made], ranges: [SourceRange]) {
        var made: [Made] = []
        swap(&made, &design[keyPath: kind])
        return (made, made.map(\.idRange))
    }

    static func task(_ decls: [TaskDecl], _ i: Int) -> DesignTask {
        DesignTask(id: decls[i].id.name, title: decls[i].title?.value ?? decls[i].id.name, satisfies: decls[i].satisfies,
                   parent: decls[i].parent, idRange: decls[i].id.range, range: decls[i].range)
    }

    /// The last build's piece `k` (requirements or tasks) with the declarations an edit replaced (`change`, in the
    /// `g`-th group) made again in it, in place: those before the edit as they were, those after it moved through it,
    /// and the index renumbered; where in the list. Nil (the piece then made afresh) when the piece holds a duplicate (a
    /// name's first declaration can change), the files no longer hold as many declarations on each side of the edit as
    /// it did (`split`, `was`), one after it is not where the piece's moved one is, or a declaration typed takes a name
    /// held; the piece is unchanged unless it got as far as comparing where the declarations after the edit lie.
    static func splicing(_ k: Int, _ piece: inout Piece, _ files: [DesignFileSyntax], _ groups: Groups, group g: Int, _ ids: [FileID],
                         _ change: (file: FileID, change: ByteChange), was: (Int, Int)) -> Splice? {
        k == 0 ? splicing(&piece, \.requirements, { $0.requirements }, make: requirement, files, groups, group: g, ids, change, was: was)
            : splicing(&piece, \.tasks, { $0.tasks }, make: task, files, groups, group: g, ids, change, was: was)
    }

    static func splicing<Decl: Declared, Made: Spliced>(_ piece: inout Piece, _ kind: WritableKeyPath<Design, [Made]>,
                                                        _ list: (DesignFileSyntax) -> [Decl], make: ([Decl], Int) -> Made,
                                                        _ files: [DesignFileSyntax], _ groups: Groups, group g: Int, _ ids: [FileID],
                                                        _ change: (file: FileID, change: ByteChange), was: (Int, Int)) -> Splice? {
        guard piece.design.duplicates.isEmpty, piece.indexes.count == 1 else { return nil }
        // With no duplicate, the declarations are the piece's, in the order of the files: the `i`-th is in the part whose
        // first is the last at or before `i` (a few looked up around the edit; those after it walked once, below).
        var firsts: [Int] = [], count = 0
        firsts.reserveCapacity(files.count)
        for part in files {
            firsts.append(count)
            count += list(part).count
        }
        func place(_ i: Int) -> (part: Int, index: Int) {
            var (low, high) = (0, files.count)
            while low < high {
                let mid = (low + high) / 2
                if firsts[mid] <= i { low = mid + 1 } else { high = mid }
            }
            // The last part starting at or before `i` holds it (an empty part starts where the next one does).
            return (low - 1, i - firsts[low - 1])
        }
        func range(_ i: Int) -> SourceRange {
            let (part, index) = place(i)
            return list(files[part])[index].range
        }
        let edit = change.change
        guard split(count, range, group: g, ids, from: edit.prefix, to: edit.newCount - edit.suffix) == was else { return nil }
        // Worked on out of the piece (one access of the list, not one per item), and put back.
        var items: [Made] = []
        swap(&items, &piece.design[keyPath: kind])
        defer { swap(&items, &piece.design[keyPath: kind]) }
        let (before, after) = was
        let (removed, inserted) = (items.count - before - after, count - before - after)
        guard removed >= 0, inserted >= 0 else { return nil }
        // The declarations after the edit, moved, must lie where the files' do: then each is read from the same bytes, at
        // the top level, and is the same declaration. The files' are walked part by part.
        let through = Through(edit, in: change.file)
        if after > 0 {
            var (part, index) = place(before + inserted)
            var decls = list(files[part])
            for i in (items.count - after)..<items.count {
                while index == decls.count { (part, index, decls) = (part + 1, 0, list(files[part + 1])) }
                items[i].moveWhole(through)
                guard !through.lost, items[i].range == decls[index].range else { return nil }
                index += 1
            }
        }
        let made = (before..<(before + inserted)).map { i in
            let (part, index) = place(i)
            return make(list(files[part]), index)
        }
        guard piece.indexes[0].splice(at: before, removed: removed, inserting: made.map(\.id)) else { return nil }
        items.replaceSubrange(before..<(before + removed), with: made)
        piece.ends = Array(repeating: 0, count: groups.count)
        piece.counts = groups.map { files[$0].reduce(0) { $0 + list($1).count } }
        piece.reaches = groups.map { files[$0].reduce(0) { max($0, list($1).last?.range.end ?? 0) } }
        return Splice(at: before, removed: removed, inserted: inserted)
    }

    /// The first declaration of each name of one kind, file by file, each made by `make`; later ones are the piece's
    /// duplicates. `id` and `make` read a declaration in place, by its index in its file's list: a loop's copy of each
    /// would retain all its parts; `make` may record duplicates of its own (a screen's members) in the piece's design.
    /// Continuing the last build's piece, the declarations it holds are not read again: its list (`held`: what it made,
    /// and where each first declaration's name is) and index are extended from its group on. Both are taken: the
    /// continuation is left with an empty piece, and `held` nil.
    static func firsts<Decl: Declared, Made>(_ kind: String, of files: [DesignFileSyntax], _ groups: Groups,
                                             _ list: (DesignFileSyntax) -> [Decl], id: ([Decl], Int) -> Identifier,
                                             continuing: inout Continuation?, held: inout (made: [Made], ranges: [SourceRange])?,
                                             make: ([Decl], Int, inout Design) -> Made) -> (Piece, [Made]) {
        var piece = Piece(), seen: Seen, made: [Made] = []
        if held == nil { continuing = nil }
        if let (group, skip) = continuing.map({ ($0.group, $0.skip) }) {
            // Taken, not copied: the list, its index and the piece are each held once, and grow where they lie.
            swap(&piece, &continuing!.piece)
            continuing = Continuation(piece: Piece(), group: group, skip: skip)
            swap(&made, &held!.made)
            var index = NameTable()
            swap(&index, &piece.indexes[0])
            seen = Seen(index: index, ranges: held!.ranges)
            held = nil
            piece.ends.removeSubrange(group...)
            piece.counts.removeSubrange(group...)
            piece.reaches.removeSubrange(group...)
        } else {
            let total = total(files, list)
            seen = Seen(expecting: total)
            // Declarations typed at the end are appended to this list where it lies (`continuation`).
            made.reserveCapacity(growingFrom: total)
        }
        var skip = continuing?.skip ?? 0
        for group in groups[(continuing?.group ?? 0)...] {
            var count = 0, reach = 0
            for file in files[group] {
                let decls = list(file)
                count += decls.count
                reach = max(reach, decls.last?.range.end ?? 0)
                let held = min(skip, decls.count)
                skip -= held
                for i in decls.indices.dropFirst(held) where seen.first(kind, id(decls, i), &piece.design) { made.append(make(decls, i, &piece.design)) }
            }
            piece.ends.append(piece.design.duplicates.count)
            piece.counts.append(count)
            piece.reaches.append(reach)
        }
        piece.indexes = [seen.index]
        return (piece, made)
    }

    static func typesAndNavigation(_ files: [DesignFileSyntax], _ groups: Groups, _ count: Count, _ types: TypeResolver) -> Piece {
        var design = Design(), ends: [Int] = []
        var models = Seen(expecting: count { $0.models.count }), enums = Seen(expecting: count { $0.enums.count })
        for group in groups {
            for m in files[group].lazy.flatMap({ $0.models }) where models.first("model", m.name, &design) {
                var propertyNames = Seen(), methodNames = Seen()
                let properties = m.properties.filter { propertyNames.first("property of \(m.name.name)", $0.name, &design) }
                let methods = m.methods.filter { methodNames.first("method of \(m.name.name)", $0.name, &design) }
                design.models.append(Model(
                    name: m.name.name, title: m.title?.value, properties: properties.map(types.field),
                    methods: methods.map { method in
                        Method(name: method.name.name, parameters: method.parameters.map(types.field),
                               returnType: method.returnType.map(types.resolve), returnSyntax: method.returnType,
                               range: method.range)
                    },
                    nameRange: m.name.range, range: m.range))
            }
            for e in files[group].lazy.flatMap({ $0.enums }) where enums.first("enum", e.name, &design) {
                var cases = Seen()
                let unique = e.cases.filter { cases.first("case of \(e.name.name)", $0, &design) }
                design.enums.append(EnumType(name: e.name.name, title: e.title?.value, cases: unique.map(\.name),
                                             caseRanges: unique.map(\.range), nameRange: e.name.range, range: e.range))
            }
            for nav in files[group].flatMap(\.navigations) {
                design.starts += nav.starts.map(\.screen)
                // A name passed twice is one value too many: the first is kept, the second reported (TD102).
                func unique(_ data: [TypedName], _ what: String) -> [Field] {
                    var names = Seen()
                    return data.filter { names.first(what, $0.name, &design) }.map(types.field)
                }
                design.entry += unique(nav.starts.flatMap(\.data), "data the app is entered with")
                if design.entryRange == nil { design.entryRange = nav.starts.lazy.compactMap(\.dataRange).first }
                for t in nav.transitions {
                    var transition = Transition(
                        style: TransitionStyle(rawValue: t.style.name) ?? .push,
                        source: t.source, target: t.target, action: t.action,
                        data: unique(t.data, "data of \(t.style.name) \(t.source.name) -> \(t.target.name)"),
                        clear: t.clear.map { StackClear(screen: $0.screen, inclusive: $0.isInclusive, range: $0.range) },
                        allows: t.allows.map { Allow(code: $0.code, reason: $0.reason?.value, range: $0.range) },
                        range: t.range, fromAnyScreen: t.isFromAnyScreen)
                    transition.scope = t.scope
                    transition.presentationRef = t.presentation
                    transition.presentation = t.presentation.flatMap { PresentationStyle(rawValue: $0.name) }
                    if t.isFromAnyScreen { design.globalTransitions.append(transition) } else { design.transitions.append(transition) }
                }
                for b in nav.backs {
                    design.backs.append(Back(kind: Back.Kind(rawValue: b.kind.name) ?? .pop, source: b.source,
                                             target: b.target, action: b.action, range: b.range))
                }
                for g in nav.groups {
                    design.groups.append(ScreenGroup(name: g.name, members: g.members, start: g.start, range: g.range))
                }
                for link in nav.deepLinks {
                    design.deepLinks.append(DeepLink(pattern: URLPattern(link.pattern.value), patternRange: link.pattern.range,
                                                     target: link.target, range: link.range))
                }
                for tabs in nav.tabs {
                    design.tabGroups.append(TabGroup(
                        style: tabs.style, container: tabs.container, children: tabs.children,
                        initial: tabs.initial, range: tabs.range))
                }
                for embed in nav.embeds {
                    design.embeddings.append(Embedding(parent: embed.parent, children: embed.children, range: embed.range, paged: embed.paged))
                }
            }
            ends.append(design.duplicates.count)
        }
        return Piece(design: design, ends: ends, indexes: [models.index, enums.index])
    }

    static func screenPiece(_ files: [DesignFileSyntax], _ groups: Groups, _ types: TypeResolver, continuing: inout Continuation?) -> Piece {
        var held: (made: [Screen], ranges: [SourceRange])?
        if continuing != nil { held = Self.held(\.screens, &continuing!.piece.design) }
        var (piece, screens) = firsts("screen", of: files, groups, { $0.screens }, id: { $0[$1].id },
                                      continuing: &continuing, held: &held) { decls, i, design in
            buildScreen(decls[i], types: types, design: &design)
        }
        swap(&piece.design.screens, &screens)
        return piece
    }

    /// Where each file's parts are in `files`: runs of one file id.
    static func fileGroups(_ files: [DesignFileSyntax]) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = 0
        for i in files.indices where i + 1 == files.count || files[i + 1].file != files[i].file {
            groups.append(start..<(i + 1))
            start = i + 1
        }
        return groups
    }

    static func buildScreen(_ s: ScreenDecl, types: TypeResolver, design: inout Design) -> Screen {
        var elementNames = Seen(), actionNames = Seen(), inputNames = Seen(), resultNames = Seen()
        let owner = s.id.name
        // Nearly every screen names each member once: then its lists are kept as they are, nothing recorded or copied.
        let elements = distinct(s.elements.count, { s.elements[$0].name.name }) ? s.elements
            : s.elements.filter { elementNames.first("element of screen \(owner)", $0.name, &design) }
        let actions = distinct(s.actions.count, { s.actions[$0].name.name }) ? s.actions
            : s.actions.filter { actionNames.first("action of screen \(owner)", $0.name, &design) }
        let inputs = distinct(s.inputs.count, { s.inputs[$0].name.name }) ? s.inputs
            : s.inputs.filter { inputNames.first("input of screen \(owner)", $0.name, &design) }
        let results = distinct(s.results.count, { s.results[$0].name.name }) ? s.results
            : s.results.filter { resultNames.first("result of screen \(owner)", $0.name, &design) }
        var platforms: [PlatformNotes] = []
        for p in s.platforms {
            // An unknown platform cannot be parsed (the parser only accepts ios and android).
            guard let platform = Platform(rawValue: p.platform.name) else { continue }
            if let index = platforms.firstIndex(where: { $0.platform == platform }) {
                platforms[index].notes += p.notes.map(\.value)
                if let name = p.className?.value { platforms[index].className = name }
            } else {
                platforms.append(PlatformNotes(platform: platform, className: p.className?.value,
                                               notes: p.notes.map(\.value), range: p.range))
            }
        }
        return Screen(
            id: s.id.name, title: s.title?.value ?? s.id.name, kindRef: s.kind,
            kind: s.kind.map { ScreenKind(rawValue: $0.name) } ?? .plain,
            iconRef: s.icon, icon: s.icon.flatMap { IconName(rawValue: $0.name) },
            tasks: s.tasks,
            elements: elements.map { e in
                Element(name: e.name.name, kindRef: e.kind, kind: ElementKind(rawValue: e.kind.name),
                        label: e.label?.value, action: e.action, binding: e.binding, range: e.range)
            },
            actions: actions.map { a in
                Action(name: a.name.name, parameters: a.parameters.map(types.field), nameRange: a.name.range, range: a.range)
            },
            inputs: inputs.map(types.field), results: results.map(types.field),
            observes: s.observes, lifecycleRefs: s.lifecycle,
            lifecycle: s.lifecycle.compactMap { LifecycleHook(rawValue: $0.name) },
            platformNotes: platforms, idRange: s.id.range, range: s.range)
    }

    /// Whether the `count` names `name(0)`, `name(1)`, … are all different: a few compared pair by pair (nothing
    /// allocated), more through a set.
    static func distinct(_ count: Int, _ name: (Int) -> String) -> Bool {
        guard count > 1 else { return true }
        if count > 16 {
            var seen = Set<String>(minimumCapacity: count)
            return (0..<count).allSatisfy { seen.insert(name($0)).inserted }
        }
        for i in 1..<count {
            let n = name(i)
            for j in 0..<i where name(j) == n { return false }
        }
        return true
    }

    /// Remembers the first declaration of each name of one kind (`requirement`, `element of screen Login`) and its
    /// number among them (its index in the design's list of that kind); the kind is spelled only for a duplicate.
    struct Seen {
        /// Few names (a screen's elements, an enum's cases) are compared one by one, cheaper than hashing each; past
        /// `few` they go into a `NameTable`.
        private static let few = 16
        private var names: [String] = []
        private var numbers: NameTable?
        /// Where the n-th first declaration is.
        private var ranges: [SourceRange] = []

        init(expecting count: Int = 0) {
            if count > Self.few { numbers = NameTable(minimumCapacity: count) }
            ranges.reserveCapacity(count)
        }

        /// Going on from names seen before: their index, and where each first declaration is, by its number.
        init(index: NameTable, ranges: [SourceRange]) {
            numbers = index
            self.ranges = ranges
        }

        /// Each name's number: the design's index of that kind, made as the names were seen.
        var index: NameTable { numbers ?? NameTable(names) }

        /// True for the first declaration of a name; later ones are recorded as duplicates.
        mutating func first(_ kind: @autoclosure () -> String, _ id: Identifier, _ design: inout Design) -> Bool {
            guard let earlier = earlier(id.name, else: id.range) else { return true }
            design.duplicates.append(DuplicateDeclaration(kind: kind(), name: id.name, first: earlier, duplicate: id.range))
            return false
        }

        mutating func first(_ kind: @autoclosure () -> String, _ field: TypedName, _ design: inout Design) -> Bool {
            first(kind(), field.name, &design)
        }
        mutating func first(_ kind: @autoclosure () -> String, _ element: ElementDecl, _ design: inout Design) -> Bool {
            first(kind(), element.name, &design)
        }
        mutating func first(_ kind: @autoclosure () -> String, _ action: ActionDecl, _ design: inout Design) -> Bool {
            first(kind(), action.name, &design)
        }
        mutating func first(_ kind: @autoclosure () -> String, _ method: MethodDecl, _ design: inout Design) -> Bool {
            first(kind(), method.name, &design)
        }

        /// The range of an earlier declaration of `name`; nil when this is the first (then it is remembered at `range`).
        private mutating func earlier(_ name: String, else range: SourceRange) -> SourceRange? {
            let number = ranges.count
            if numbers != nil {
                if let first = numbers!.insert(name, number) { return ranges[first] }
            } else {
                if let first = names.firstIndex(of: name) { return ranges[first] }
                names.append(name)
                if names.count > Self.few {
                    numbers = index
                    names = []
                }
            }
            ranges.append(range)
            return nil
        }
    }
}

/// Resolves written types against the primitives and the declared models.
public struct TypeResolver: Sendable {
    public let modelNames: Set<String>
    public var enumNames: Set<String> = []

    public func resolve(_ syntax: TypeSyntax) -> ValueType {
        switch syntax {
        case .named(let id):
            if let primitive = Primitive(rawValue: id.name) { return .primitive(primitive) }
            if modelNames.contains(id.name) { return .model(id.name) }
            return enumNames.contains(id.name) ? .enumeration(id.name) : .unknown(id.name)
        case .optional(let t, _): return .optional(resolve(t))
        case .list(let t, _): return .list(resolve(t))
        case .map(let k, let v, _): return .map(resolve(k), resolve(v))
        }
    }

    func field(_ syntax: TypedName) -> Field {
        var field = Field(name: syntax.name.name, nameRange: syntax.name.range, type: resolve(syntax.type), typeSyntax: syntax.type)
        if let literal = syntax.defaultValue {
            field.defaultRange = literal.range
            switch literal.kind {
            case .number: field.defaultValue = literal.text.contains(".") ? .decimal(literal.text) : .integer(literal.text)
            case .string: field.defaultValue = .string(literal.text)
            case .bool: field.defaultValue = .bool(literal.text == "true")
            case .null: field.defaultValue = .null
            case .identifier: field.defaultValue = .enumCase(literal.text)
            }
        }
        return field
    }
}

/// A model declaration whose name's range `DesignBuilder.held` lists.
protocol Named { var idRange: SourceRange { get } }
extension Requirement: Named {}
extension DesignTask: Named {}
extension Screen: Named {}

/// What `DesignBuilder.splicing` makes again and moves: a model declaration with its name and range.
protocol Spliced: ModelDeclaration {
    var id: String { get }
}
extension Requirement: Spliced {}
extension DesignTask: Spliced {}

/// A declaration with its range in the text (what `DesignBuilder.firsts` reads to continue a piece).
protocol Declared { var range: SourceRange { get } }
extension RequirementDecl: Declared {}
extension TaskDecl: Declared {}
extension ScreenDecl: Declared {}
