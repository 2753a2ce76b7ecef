import Foundation

/// Index of a file within a `SourceMap`; ranges carry it instead of a path to stay small.
public struct FileID: Hashable, Comparable, Sendable {
    public let index: Int
    @inlinable public init(_ index: Int) { self.index = index }
    public static func < (a: FileID, b: FileID) -> Bool { a.index < b.index }
}

/// A half-open range of UTF-8 byte offsets in one file. Stored zero-based; printed one-based.
public struct SourceRange: Hashable, Comparable, Sendable {
    // 32-bit fields keep a range at 12 bytes: every identifier, declaration and reference of a design holds one. A
    // design file of 4 GB (which would need tens of gigabytes of memory to check) would see its offsets clamped.
    // Inlinable accessors (the fields usable from them): other modules move and compare ranges by the million.
    @usableFromInline var fileIndex: UInt32
    @usableFromInline var startOffset: UInt32
    @usableFromInline var endOffset: UInt32

    @inlinable public var file: FileID {
        get { FileID(Int(fileIndex)) }
        set { fileIndex = UInt32(clamping: newValue.index) }
    }
    @inlinable public var start: Int {
        get { Int(startOffset) }
        set { startOffset = UInt32(clamping: newValue) }
    }
    @inlinable public var end: Int {
        get { Int(endOffset) }
        set { endOffset = UInt32(clamping: newValue) }
    }

    @inlinable public init(file: FileID, start: Int, end: Int) {
        fileIndex = UInt32(clamping: file.index)
        startOffset = UInt32(clamping: start)
        endOffset = UInt32(clamping: max(start, end))
    }

    /// The same range `delta` bytes later (earlier when negative): text inserted or removed before it.
    /// Each offset clamped on its own (which keeps the start at or before the end), without the initializer's checks:
    /// a middle edit of a large design shifts millions of ranges.
    @inlinable public func shifted(by delta: Int) -> SourceRange {
        var moved = self
        moved.startOffset = UInt32(clamping: Int(startOffset) &+ delta)
        moved.endOffset = UInt32(clamping: Int(endOffset) &+ delta)
        return moved
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        guard other.file == file else { return self }
        return SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (a: SourceRange, b: SourceRange) -> Bool {
        (a.file, a.start, a.end) < (b.file, b.start, b.end)
    }
}

/// A one-based line and column; the column counts Unicode scalars, so a tab is one column.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// What an edit changed in a file's bytes: all but the first `prefix` and the last `suffix` (as few as it may). Text
/// inserted or removed that could as well begin at the start of its line begins there: a line typed before
/// `task A …` reads `task ` as a common prefix, which would put the change inside A's declaration (A then read as
/// replaced); begun at the line's start, the change leaves A as it was, moved.
public struct ByteChange: Sendable {
    public private(set) var prefix: Int
    public private(set) var suffix: Int
    public let oldCount: Int
    public let newCount: Int

    /// Bytes compared at a time by the C library's `memcmp` (vector instructions) before word by word: an edit in the
    /// middle of a 9 MB design compares all 9 MB, on the path of every keystroke.
    static let block = 4096

    public init(from old: [UInt8], to new: [UInt8]) {
        oldCount = old.count
        newCount = new.count
        prefix = old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                let n = min(a.count, b.count)
                var i = 0
                while i + Self.block <= n, memcmp(a.baseAddress! + i, b.baseAddress! + i, Self.block) == 0 { i += Self.block }
                while i + 8 <= n, ByteWords.load(a, at: i) == ByteWords.load(b, at: i) { i += 8 }
                while i < n, a[i] == b[i] { i += 1 }
                return i
            }
        }
        let limit = min(old.count, new.count) - prefix
        suffix = old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                var k = 0
                while k + Self.block <= limit, memcmp(a.baseAddress! + a.count - k - Self.block, b.baseAddress! + b.count - k - Self.block, Self.block) == 0 {
                    k += Self.block
                }
                while k + 8 <= limit, ByteWords.load(a, at: a.count - k - 8) == ByteWords.load(b, at: b.count - k - 8) { k += 8 }
                while k < limit, a[a.count - k - 1] == b[b.count - k - 1] { k += 1 }
                return k
            }
        }
        // Only an insertion or a removal can move (a change with bytes on both sides ends with two bytes that differ):
        // `k` bytes earlier, when the k bytes before it are the last k of the text inserted or removed. To the nearest
        // line start, looked for within `lineReach` bytes (a long line of one repeated character is not walked). Not
        // one that begins a line already, nor one that begins with a line break or after the shorter text's last byte:
        // moved back, it would take in the end of the line before it (`}` of `task A {` … `}`, when `\ntask B {\n}` is
        // typed after it), and the declaration ending there with it.
        let (longer, end) = old.count - suffix == prefix ? (new, new.count - suffix) : (old, old.count - suffix)
        guard end > prefix, min(old.count - suffix, new.count - suffix) == prefix, prefix < min(old.count, new.count),
              longer[prefix] != 0x0A, longer[prefix] != 0x0D, !SourceFile.startsLine(longer, at: prefix) else { return }
        var k = 0
        while k < min(prefix, Self.lineReach), longer[prefix - 1 - k] == longer[end - 1 - k] {
            k += 1
            if SourceFile.startsLine(longer, at: prefix - k) {
                (prefix, suffix) = (prefix - k, suffix + k)
                return
            }
        }
    }

    /// How far back an insertion or removal is moved to begin its line.
    static let lineReach = 4096

    /// Nothing changed.
    public var isNone: Bool { prefix == oldCount && prefix == newCount }

    /// A range of the old bytes in the new ones, when the bytes it starts and ends at (for an empty range, those on
    /// both sides of it) are outside the change; nil when they are not, and where it lies now cannot be told.
    @inlinable public func moved(_ range: SourceRange) -> SourceRange? {
        let end = oldCount - suffix, delta = newCount - oldCount
        func start(_ s: Int) -> Int? { s < prefix ? s : s >= end ? s + delta : nil }
        if range.start == range.end {
            let s = range.start
            return s < prefix ? range : s > end ? range.shifted(by: delta) : nil
        }
        // The last byte of a non-empty range decides its end.
        guard let s = start(range.start), let last = start(range.end - 1) else { return nil }
        return SourceRange(file: range.file, start: s, end: last + 1)
    }
}

extension Array {
    /// Room for `count` elements and an eighth more: a list that grows where it lies (the language server's document and
    /// its line starts, a piece of the model that declarations typed at the end are appended to, a name table) is not
    /// copied whole to one twice its size, on fresh pages, for its first addition, a large design's first keystroke.
    public mutating func reserveCapacity(growingFrom count: Int) {
        reserveCapacity(count + count / 8)
    }
}

/// One design file's bytes and a line table for turning offsets into line:column.
public struct SourceFile: Sendable {
    public let id: FileID
    /// The path as the user should see it.
    public let path: String
    /// The file's bytes, a leading UTF-8 byte-order mark included (the lexer skips it).
    public let bytes: [UInt8]
    /// Offset of the first byte of each line.
    public let lineStarts: [Int]
    /// For a file with bytes beyond ASCII, the scalars before each block of `blockSize` bytes, so that a column is
    /// counted over at most one block (counting from the line's start made many findings on one long line take the
    /// square of its length); nil for an ASCII file, whose columns are byte offsets.
    let scalarsBeforeBlock: [Int]?
    static let blockShift = 12

    /// Whether a line starts at `offset`, before the end of `bytes`: after LF, CRLF or a lone CR, as `lineStarts` (and the
    /// lexer) end lines.
    public static func startsLine(_ bytes: [UInt8], at offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == 0x0A || bytes[offset - 1] == 0x0D && bytes[offset] != 0x0A
    }

    public init(id: FileID, path: String, bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        let high = Self.scanLines(bytes, from: 0, to: bytes.count, into: &starts)
        self.init(id: id, path: path, bytes: bytes, lineStarts: starts, ascii: high & 0x8080_8080_8080_8080 == 0)
    }

    /// `bytes`, the file `old` was after an edit: the line table is `old`'s outside the bytes that changed, and only
    /// those are scanned (the language server makes a file again on every keystroke).
    public init(id: FileID, path: String, bytes: [UInt8], after old: SourceFile, change: ByteChange) {
        let (starts, high) = Self.lineStarts(of: bytes, after: old.lineStarts, oldCount: old.bytes.count, prefix: change.prefix, suffix: change.suffix)
        // ASCII when it was and the changed bytes are; when it was not, only a look at every byte can tell.
        let ascii = old.scalarsBeforeBlock == nil ? high & 0x8080_8080_8080_8080 == 0 : !bytes.contains { $0 >= 0x80 }
        self.init(id: id, path: path, bytes: bytes, lineStarts: starts, ascii: ascii)
    }

    /// `bytes`, the file `old` was after an edit, with the line starts someone kept as the text changed (the language
    /// server's document): taken as they are, neither copied nor scanned for.
    public init(id: FileID, path: String, bytes: [UInt8], lineStarts: [Int], after old: SourceFile, change: ByteChange) {
        let ascii = old.scalarsBeforeBlock == nil ? !bytes[change.prefix..<(bytes.count - change.suffix)].contains { $0 >= 0x80 }
            : !bytes.contains { $0 >= 0x80 }
        self.init(id: id, path: path, bytes: bytes, lineStarts: lineStarts, ascii: ascii)
    }

    private init(id: FileID, path: String, bytes: [UInt8], lineStarts: [Int], ascii: Bool) {
        self.id = id
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
        if ascii {
            scalarsBeforeBlock = nil
        } else {
            var blocks: [Int] = [], count = 0
            blocks.reserveCapacity((bytes.count >> Self.blockShift) + 1)
            for (i, b) in bytes.enumerated() {
                if i & ((1 << Self.blockShift) - 1) == 0 { blocks.append(count) }
                if b & 0xC0 != 0x80 { count += 1 }
            }
            scalarsBeforeBlock = blocks
        }
    }

    /// Appends to `starts` the start of each line that begins after a line break at `from..<to` (a break's LF may lie
    /// at `to`); returns the bytes OR-ed together, to tell ASCII text. LF, CRLF and a lone CR each end a line.
    static func scanLines(_ bytes: [UInt8], from: Int, to: Int, into starts: inout [Int]) -> UInt64 {
        var high: UInt64 = 0
        bytes.withUnsafeBufferPointer { p in
            var i = from
            let n = p.count
            while i < to {
                // Eight bytes at a time past text with no line break (most of a line).
                if i + 8 <= to {
                    let word = ByteWords.load(p, at: i)
                    if !ByteWords.hasByte(0x0A, or: 0x0D, in: word) {
                        high |= word
                        i += 8
                        continue
                    }
                }
                let b = p[i]
                high |= UInt64(b)
                if b == 0x0A {
                    starts.append(i + 1)
                } else if b == 0x0D {
                    // A lone CR ends a line too; CRLF counts once.
                    if i + 1 < n, p[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        return high
    }

    /// The line starts of `bytes`, which were `oldCount` bytes with line starts `old` and differ from them only after
    /// their first `prefix` bytes and before their last `suffix` (`updateLineStarts`). Also the changed bytes OR-ed
    /// together.
    public static func lineStarts(of bytes: [UInt8], after old: [Int], oldCount: Int, prefix: Int, suffix: Int) -> ([Int], UInt64) {
        var starts = old
        let high = updateLineStarts(&starts, of: bytes, oldCount: oldCount, prefix: prefix, suffix: suffix)
        return (starts, high)
    }

    /// `starts`, the line starts of `oldCount` bytes that became `bytes` by a change after their first `prefix` bytes and
    /// before their last `suffix`, made the line starts of `bytes` where they lie: the starts before the change kept, the
    /// changed bytes scanned, the starts after it moved. A list held once is neither copied nor made again (the language
    /// server's document, on every keystroke). Returns the changed bytes OR-ed together.
    @discardableResult
    public static func updateLineStarts(_ starts: inout [Int], of bytes: [UInt8], oldCount: Int, prefix: Int, suffix: Int) -> UInt64 {
        /// The first old start at or after `offset`.
        func firstStart(from offset: Int) -> Int {
            var (low, high) = (0, starts.count)
            while low < high {
                let mid = (low + high) / 2
                if starts[mid] < offset { low = mid + 1 } else { high = mid }
            }
            return low
        }
        // A start depends on the byte before it and, after a CR, its own byte: those before `prefix` are unchanged.
        let keep = firstStart(from: prefix)
        var middle: [Int] = keep == 0 ? [0] : []
        let high = scanLines(bytes, from: max(prefix - 1, 0), to: bytes.count - suffix, into: &middle)
        // Starts whose byte before lies in the unchanged end, moved; the scan may have found the first of them.
        let delta = bytes.count - oldCount
        var first = firstStart(from: oldCount - suffix + 1)
        let last = middle.last ?? starts[keep - 1]
        while first < starts.count, starts[first] + delta <= last { first += 1 }
        starts.replaceSubrange(keep..<first, with: middle)
        if delta != 0 {
            starts.withUnsafeMutableBufferPointer { starts in
                for i in (keep + middle.count)..<starts.count { starts[i] += delta }
            }
        }
        return high
    }

    /// Scalars (UTF-8 lead bytes) before `offset`.
    func scalars(before offset: Int, _ blocks: [Int]) -> Int {
        var i = (offset >> Self.blockShift) << Self.blockShift
        var count = i >> Self.blockShift < blocks.count ? blocks[i >> Self.blockShift] : 0
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    public var lineCount: Int { lineStarts.count }

    /// Zero-based line index holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    public func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(0, offset), bytes.count)
        let line = lineIndex(of: clamped)
        // Columns count scalars.
        guard let blocks = scalarsBeforeBlock else { return SourceLocation(line: line + 1, column: clamped - lineStarts[line] + 1) }
        return SourceLocation(line: line + 1, column: scalars(before: clamped, blocks) - scalars(before: lineStarts[line], blocks) + 1)
    }

    /// Byte range of a zero-based line, without its line terminator.
    public func lineByteRange(_ line: Int) -> Range<Int> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }
}

/// Every file of one run, addressable by `FileID`.
public struct SourceMap: Sendable {
    public private(set) var files: [SourceFile] = []
    public init() {}

    @discardableResult
    public mutating func add(path: String, bytes: [UInt8]) -> FileID {
        add(SourceFile(id: nextID, path: path, bytes: bytes))
    }

    /// The id the next file added gets.
    public var nextID: FileID { FileID(files.count) }

    /// Adds a file made with `nextID`.
    @discardableResult
    public mutating func add(_ file: SourceFile) -> FileID {
        precondition(file.id == nextID, "a file is added with the id it was made for")
        files.append(file)
        return file.id
    }

    public subscript(id: FileID) -> SourceFile { files[id.index] }

    public func location(of range: SourceRange) -> (path: String, start: SourceLocation, end: SourceLocation) {
        let file = self[range.file]
        return (file.path, file.location(of: range.start), file.location(of: range.end))
    }
}

/// Eight bytes read as one word, to skip quickly over text with none of the bytes a scan looks for.
public enum ByteWords {
    @inline(__always) public static func load(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self)
    }

    /// Whether any byte of `word` is zero (the classic bit trick: exact, no false positives).
    @inline(__always) public static func hasZero(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    @inline(__always) public static func hasByte(_ a: UInt8, or b: UInt8, in word: UInt64) -> Bool {
        hasZero(word ^ (0x0101_0101_0101_0101 &* UInt64(a))) || hasZero(word ^ (0x0101_0101_0101_0101 &* UInt64(b)))
    }

    /// Whether every byte of `word` is ASCII.
    @inline(__always) public static func isASCII(_ word: UInt64) -> Bool { word & 0x8080_8080_8080_8080 == 0 }
}
