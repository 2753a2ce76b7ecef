import Dispatch
import TandemDiagnostics

/// A file's syntax kept between edits (the language server reads a design again on every keystroke): the file in
/// parts of about `Parser.keptPartSize` bytes, each starting where a line starts with a top-level declaration (or, for
/// text typed after a part's last token, at the line after it: `Parser.parse(_:after:change:partSize:)`). A part
/// that read clean is what one pass over the file makes of those bytes, at any place in the file (`parseParts` rests
/// on the same), so an edit reads again only the parts it touched: those before it are kept, those after it are moved
/// by the bytes it added or removed. A part with findings is read on, in one pass, to its file's end (as `parseInParts`
/// does), unless read with the part after it, in one pass, it and that part are what each gave alone: one pass is back
/// at the top level where it ends, and the parts after it are kept. What comes out is always what one pass over the
/// whole file gives.
public struct ParsedFile: Sendable {
    public let file: FileID
    public let bytes: [UInt8]
    /// The parts' syntax in file order (the model builder reads them as one file).
    public internal(set) var parts: [DesignFileSyntax]
    /// Where each part starts, then the file's end.
    let bounds: [Int]
    /// How many parts, from the first, read clean; the part after them has findings, and reaches the file's end unless
    /// `recovered`.
    let clean: Int
    /// The part with findings ends where one pass over the file is back at the top level, and every part after it read
    /// clean.
    var recovered = false
    public let diagnostics: [Diagnostic]
    /// Bytes read (lexed and parsed) to make this from the previous one: what an edit cost.
    public let bytesRead: Int
    /// The kinds of declaration whose declarations differ from the previous read's, each moved through the edit
    /// (`ByteChange.moved`): the model made of the other kinds is the same, where the text now lies. Every kind when
    /// nothing was read before. Reads with findings too: their trees are what one pass gives, and so is what they are
    /// compared with (the findings are not declarations: the loader's `Edit.findings` says whether either read had any).
    /// None: the edit changed no declaration, and nothing moved but by the bytes it added or removed.
    public var changed: DeclarationKinds = .all
    /// The parts of the read before that this one let go (those the edit touched; on a read to the file's end, all after
    /// them), for the caller to free where a keystroke does not wait: a large file's trees are freed object by object.
    public var replaced: [DesignFileSyntax] = []
}

/// The kinds of top-level declaration, as a set: what an edit changed, and what a design rule reads.
public struct DeclarationKinds: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let imports = DeclarationKinds(rawValue: 1 << 0)
    public static let apps = DeclarationKinds(rawValue: 1 << 1)
    public static let requirements = DeclarationKinds(rawValue: 1 << 2)
    public static let tasks = DeclarationKinds(rawValue: 1 << 3)
    public static let models = DeclarationKinds(rawValue: 1 << 4)
    public static let enums = DeclarationKinds(rawValue: 1 << 5)
    public static let screens = DeclarationKinds(rawValue: 1 << 6)
    public static let navigations = DeclarationKinds(rawValue: 1 << 7)
    public static let all = DeclarationKinds(rawValue: 0xFF)
}

extension DeclarationKinds: CustomStringConvertible {
    /// The kinds by their keywords: "task, screen".
    public var description: String {
        let named = Parser.declarationKeywords.enumerated().filter { contains(DeclarationKinds(rawValue: 1 << $0.offset)) }
        return named.isEmpty ? "none" : named.map(\.element).joined(separator: ", ")
    }
}

extension Parser {
    /// Bytes per kept part: an edit reads about this much again (0.1–0.2 ms), and a file of 100,000 elements (8.8 MB)
    /// is 140 parts.
    public static let keptPartSize = 1 << 16

    /// `file` read, keeping from `previous` (the same file before an edit) every part the edit left alone.
    /// - Parameter change: what changed since `previous`, when known.
    /// `previous` is taken: its parts after the edit are moved in place when nothing else holds them (the language
    /// server's cache hands its only copy over), not copied.
    public static func parse(_ file: SourceFile, after previous: consuming ParsedFile?, change: ByteChange? = nil,
                             partSize: Int = keptPartSize) -> ParsedFile {
        let new = file.bytes
        guard var old = previous.take(), old.file == file.id else { return read(file, from: 0, partSize: partSize) }
        let o = old.bytes
        let change = change ?? ByteChange(from: o, to: new)
        let (prefix, suffix) = (change.prefix, change.suffix)
        if change.isNone {
            var same = ParsedFile(file: old.file, bytes: old.bytes, parts: old.parts, bounds: old.bounds, clean: old.clean,
                                  recovered: old.recovered, diagnostics: old.diagnostics, bytesRead: 0)
            same.changed = []
            return same
        }
        let delta = new.count - o.count
        // Parts wholly before the first changed byte, each followed by a place a part can still start: a line with a
        // declaration keyword, or the line after the last token of a clean part (below).
        func lineAfter(_ part: Int, before limit: Int) -> Int? {
            old.parts[part].tokensEnd.flatMap { lineStart(o, after: $0, before: limit) }
        }
        var head = 0
        while head < old.clean, old.bounds[head + 1] <= prefix,
              isSplit(new, at: old.bounds[head + 1]) || lineAfter(head, before: old.bounds[head + 1]) == old.bounds[head + 1] { head += 1 }
        // An edit after the last token of the part it falls in (typing at the end of a file that ends with a long
        // declaration, a navigation of thousands of transitions): that part is kept up to the line after its last
        // token, and the text after it is read from there. What follows a declaration can continue it (`requirement R1
        // "One"`, then `{ priority must }` on the next line), and then reads with findings from there: the text is read
        // again from the last part before that starts with a declaration.
        var start = old.bounds[head]
        if head < old.clean, let after = lineAfter(head, before: prefix), after > start { (head, start) = (head + 1, after) }
        // The first part wholly after the last changed byte, all clean from it on, that still starts a part once moved.
        var tail: Int?
        if old.clean == old.parts.count || old.recovered {
            let clean = old.clean == old.parts.count ? head : max(head, old.clean + 1)
            tail = (clean..<old.parts.count).first { old.bounds[$0] >= o.count - suffix && isSplit(new, at: old.bounds[$0] + delta) }
        }
        let end = tail.map { old.bounds[$0] + delta } ?? new.count
        // The first part kept, moved (a copy): what a part with findings read last is read with.
        func readMiddle() -> ParsedFile {
            read(file, from: start, to: end, partSize: partSize) {
                tail.map { tail in
                    var next = old.parts[tail]
                    next.shift(by: delta)
                    return (syntax: next, end: old.bounds[tail + 1] + delta)
                }
            }
        }
        var middle = readMiddle()
        if middle.clean == 0, start > 0, !isSplit(new, at: start) {
            head = (0..<head).last { $0 == 0 || isSplit(new, at: old.bounds[$0]) } ?? 0
            start = old.bounds[head]
            middle = readMiddle()
        }
        guard middle.clean == middle.parts.count || middle.recovered, let tail else {
            var parsed = ParsedFile(file: file.id, bytes: new, parts: Array(old.parts[..<head]) + middle.parts,
                                    bounds: Array(old.bounds[..<head]) + middle.bounds, clean: head + middle.clean,
                                    recovered: middle.recovered, diagnostics: middle.diagnostics, bytesRead: middle.bytesRead)
            parsed.changed = changedKinds(Array(old.parts[head...]), middle.parts, through: change)
            parsed.replaced = Array(old.parts[head...])
            return parsed
        }
        // The parts after the edit, moved; the rest of the file is unchanged, so they are clean. Taken out of `old` first,
        // so that each is held once and moved where it lies.
        var parts = old.parts
        old.parts = []
        let replaced = Array(parts[head..<tail])
        parts.replaceSubrange(head..<tail, with: middle.parts)
        let first = head + middle.parts.count
        parts.changeEach(from: first) { $0.shift(by: delta) }
        let bounds = Array(old.bounds[..<head]) + middle.bounds.dropLast() + old.bounds[tail...].map { $0 + delta }
        var parsed = ParsedFile(file: file.id, bytes: new, parts: parts, bounds: bounds,
                                clean: middle.recovered ? head + middle.clean : bounds.count - 1, recovered: middle.recovered,
                                diagnostics: middle.diagnostics, bytesRead: middle.bytesRead)
        parsed.changed = changedKinds(replaced, middle.parts, through: change)
        parsed.replaced = replaced
        return parsed
    }

    /// The kinds whose declarations in parts read before `change` (`old`), each moved through it, are not the
    /// declarations of the parts read after it (`new`). Trees equal with their ranges taken away are not enough: bytes
    /// outside the change can turn from code to comment (` R2 //` typed before `R2` moves the name), and a token can
    /// grow with the same value (`""` → `"""…"""`). Comments, and the keywords and skipped text an editor reads, are not
    /// declarations.
    static func changedKinds(_ old: [DesignFileSyntax], _ new: [DesignFileSyntax], through change: ByteChange) -> DeclarationKinds {
        let file = (old.first ?? new.first)?.file ?? FileID(0)
        let before = old.isEmpty ? DesignFileSyntax(file: file) : DesignFileSyntax.joined(old)
        let after = new.isEmpty ? DesignFileSyntax(file: file) : DesignFileSyntax.joined(new)
        /// Whether a kind's declarations, moved, differ: each one moved and compared in turn, to the first difference.
        func differ<D: MovableDeclaration>(_ a: [D], _ b: [D]) -> Bool {
            guard a.count == b.count else { return true }
            let through = Through(change)
            for i in a.indices {
                var moved = a[i]
                moved.move(through)
                if through.lost || moved != b[i] { return true }
            }
            return false
        }
        var changed: DeclarationKinds = []
        if differ(before.imports, after.imports) { changed.insert(.imports) }
        if differ(before.apps, after.apps) { changed.insert(.apps) }
        if differ(before.requirements, after.requirements) { changed.insert(.requirements) }
        if differ(before.tasks, after.tasks) { changed.insert(.tasks) }
        if differ(before.models, after.models) { changed.insert(.models) }
        if differ(before.enums, after.enums) { changed.insert(.enums) }
        if differ(before.screens, after.screens) { changed.insert(.screens) }
        if differ(before.navigations, after.navigations) { changed.insert(.navigations) }
        return changed
    }

    /// `file` from `start` to `end` (both where a part can start, or the file's ends) in parts of about `partSize`;
    /// from the first part with findings, read again in one pass to the file's end, unless that part recovers: every
    /// part after it read clean, and read with the next (`next`: the part that follows `end`, for the last), in one pass,
    /// the two are what each gave alone.
    static func read(_ file: SourceFile, from start: Int, to end: Int? = nil, partSize: Int,
                     before next: () -> (syntax: DesignFileSyntax, end: Int)? = { nil }) -> ParsedFile {
        let end = end ?? file.bytes.count
        // Nothing between two kept parts (an edit removed whole parts): no part. A file has at least one.
        if start == end, start > 0 {
            return ParsedFile(file: file.id, bytes: file.bytes, parts: [], bounds: [start], clean: 0, diagnostics: [], bytesRead: 0)
        }
        let bounds = [start] + splitPoints(file.bytes, from: start, to: end, every: partSize) + [end]
        let parts = onEveryCore(bounds.count - 1) { parse(file, from: bounds[$0], to: bounds[$0 + 1]) }
        guard let first = parts.firstIndex(where: { !$0.diagnostics.isEmpty }) else {
            return ParsedFile(file: file.id, bytes: file.bytes, parts: parts.map(\.syntax), bounds: bounds,
                              clean: parts.count, diagnostics: [], bytesRead: end - start)
        }
        // Bytes read with the next part to see whether this one recovers, when it did not.
        var tried = 0
        if parts[(first + 1)...].allSatisfy({ $0.diagnostics.isEmpty }),
           let following = first + 1 < parts.count ? (syntax: parts[first + 1].syntax, end: bounds[first + 2]) : next() {
            tried = following.end - bounds[first]
            let (both, diagnostics) = parse(file, from: bounds[first], to: following.end)
            if diagnostics == parts[first].diagnostics, both == DesignFileSyntax.joined([parts[first].syntax, following.syntax]) {
                return ParsedFile(file: file.id, bytes: file.bytes, parts: parts.map(\.syntax), bounds: bounds, clean: first,
                                  recovered: true, diagnostics: diagnostics, bytesRead: end - start + following.end - bounds[first])
            }
        }
        let (rest, diagnostics) = parse(file, from: bounds[first], to: file.bytes.count)
        return ParsedFile(file: file.id, bytes: file.bytes, parts: parts[..<first].map(\.syntax) + [rest],
                          bounds: Array(bounds[...first]) + [file.bytes.count], clean: first, diagnostics: diagnostics,
                          bytesRead: end - start + tried + file.bytes.count - bounds[first])
    }

    /// The start of the line after `offset` in `bytes`, when only blank space lies between them and it is at most `limit`.
    static func lineStart(_ bytes: [UInt8], after offset: Int, before limit: Int) -> Int? {
        var i = offset
        while i < limit, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < limit, bytes[i] == 0x0A || bytes[i] == 0x0D else { return nil }
        if bytes[i] == 0x0D, i + 1 < limit, bytes[i + 1] == 0x0A { i += 1 }
        return i + 1
    }

    /// Whether a part can start at `offset`: the file's start, or a line's start (after LF, CRLF or a lone CR, as the
    /// lexer ends lines) with a declaration keyword and a space.
    static func isSplit(_ bytes: [UInt8], at offset: Int) -> Bool {
        if offset == 0 { return true }
        guard offset > 0, offset < bytes.count, SourceFile.startsLine(bytes, at: offset) else { return false }
        return splitKeywords.contains { k in
            offset + k.count <= bytes.count && bytes[offset..<(offset + k.count)].elementsEqual(k)
        }
    }

    /// Each declaration keyword followed by a space.
    static let splitKeywords = declarationKeywords.map { Array($0.utf8) + [UInt8(ascii: " ")] }

    /// Places to cut `bytes[start..<end]`: after each `size` bytes, the first line start there that can start a part.
    static func splitPoints(_ bytes: [UInt8], from start: Int, to end: Int, every size: Int) -> [Int] {
        var splits: [Int] = []
        var i = start + size
        while i < end {
            if isSplit(bytes, at: i) {
                splits.append(i)
                i += size
            } else {
                i += 1
            }
        }
        return splits
    }
}

extension ParsedFile {
    /// The file's syntax with every list its own (`DesignFileSyntax.ownLists`), on every core: a language server does
    /// this after a design opens, while its user reads, rather than at the first keystroke.
    public mutating func ownLists() {
        parts.changeEach { $0.ownLists() }
    }
}

extension Array where Element == DesignFileSyntax {
    /// Each part from `first` on changed where it lies, each core taking parts of its own.
    mutating func changeEach(from first: Int = 0, _ change: @Sendable (inout DesignFileSyntax) -> Void) {
        withUnsafeMutableBufferPointer { parts in
            nonisolated(unsafe) let parts = parts
            DispatchQueue.concurrentPerform(iterations: parts.count - first) { change(&parts[first + $0]) }
        }
    }
}
