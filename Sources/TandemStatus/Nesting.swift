import Foundation

/// Why a hand-written source is not read: it nests deeper than its parser can follow without running out of stack
/// (or, for square brackets in Swift, of time). `tandem status` lists the file as not read and reads the others.
public struct NestingTooDeep: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based: where the limit was passed.
    public var line: Int
    public var reason: String
    public var description: String { "\(reason) (line \(line))" }
}

/// The nesting swift-syntax's parser recurses through, read from the text in one linear pass before the parser sees
/// it. swift-syntax recurses once per level of brackets, braces, generic arguments and `#if`, and also once per `else
/// if` of a chain, per `->` of a function type and per `try` or `await` of a run; only some of those it bounds itself
/// (not generic arguments), and not within the stack of every thread. Each of them counts one level here, and a file
/// deeper than `limit` is refused as the design parser refuses a type nested too deep (TD013).
///
/// Square brackets cost time as well: deciding whether `[` starts an inline-array type (`[3 of Int]`), the parser tries
/// the type inside it twice, so `[[[…]]]` (or `[(`, `A<[` repeated) takes twice as long per level: 18 levels took 5 s
/// in a debug build. A run of `[` the parser could read as one type is bounded by `squareLimit`.
enum SwiftNesting {
    /// swift-syntax's own default in a release build, and more than hand-written code reaches (a SwiftUI body's
    /// closures, calls and generics add up to a few dozen).
    static let limit = 256
    /// `[[String: [Int]]]` is three; past eight the parser's time per occurrence is hundreds of times a flat one's.
    static let squareLimit = 8

    struct Frame {
        enum Kind: Equatable {
            case file, paren, square, brace, angle, poundIf
            /// `\(` in a string: its `)` goes back into the string, with that many `#` and one or three quotes.
            case interpolation(hashes: Int, multiline: Bool)
        }

        var kind: Kind
        /// Levels the parser recurses through in this frame without a bracket: the current `else if` chain, `->`
        /// chain and run of `try`/`await`.
        var elseIfs = 0, arrows = 0, prefixes = 0
        /// Every token since the opener could belong to a type, so the parser's look-ahead for a type reaches what
        /// opens next.
        var typeish = true
        /// Square brackets on the way here that one look-ahead for a type goes through.
        var squares = 0
        /// A block of this frame just closed: an `else` next continues an `if` chain.
        var afterBlock = false

        var chains: Int { elseIfs + arrows + prefixes }
    }

    enum Token: Equatable {
        case word(String), number, literal, arrow, typePunctuation, other
    }

    /// Words the parser reads as a prefix of the expression after them, recursing once for each.
    static let prefixWords: Set = ["try", "await", "unsafe", "consume", "copy", "each", "repeat"]
    /// Words that start a declaration or statement: a `->` chain does not carry over them.
    static let declarationWords: Set = ["func", "var", "let", "init", "deinit", "subscript", "case", "typealias",
                                        "associatedtype", "class", "struct", "enum", "protocol", "extension", "actor",
                                        "import", "return", "where", "static", "macro", "operator", "precedencegroup"]

    static func check(_ text: String) throws(NestingTooDeep) {
        var scanner = Scanner(bytes: Array(text.utf8))
        try scanner.run()
    }

    struct Scanner {
        let s: [UInt8]
        var i = 0
        var line = 1
        var stack = [Frame(kind: .file)]
        var depth = 0
        var previous: Token = .other

        init(bytes: [UInt8]) { s = bytes }

        func at(_ offset: Int) -> UInt8? { i + offset < s.count ? s[i + offset] : nil }

        static func isWordStart(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F || b == 0x24 || b >= 0x80 }
        static func isWordPart(_ b: UInt8) -> Bool { isWordStart(b) || (b >= 0x30 && b <= 0x39) }
        static let operatorCharacters: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)

        func tooDeep() -> NestingTooDeep {
            NestingTooDeep(line: line, reason: "nested more than \(SwiftNesting.limit) levels deep (brackets, closures, generic arguments, else-if or -> chains)")
        }

        mutating func run() throws(NestingTooDeep) {
            while i < s.count {
                let b = s[i]
                switch b {
                case 0x0A:
                    line += 1
                    i += 1
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                    i += 1
                case 0x2F where at(1) == 0x2F:  // `//` to the line's end
                    while i < s.count, s[i] != 0x0A { i += 1 }
                case 0x2F where at(1) == 0x2A:  // `/* */`, nested as Swift nests them
                    var comments = 0
                    repeat {
                        if s[i] == 0x2F, at(1) == 0x2A { comments += 1; i += 2; continue }
                        if s[i] == 0x2A, at(1) == 0x2F { comments -= 1; i += 2; continue }
                        if s[i] == 0x0A { line += 1 }
                        i += 1
                    } while comments > 0 && i < s.count
                case 0x22:  // "
                    token(.literal)
                    try string(hashes: 0, opening: true)
                case 0x23:  // #
                    var hashes = 0
                    while at(hashes) == 0x23 { hashes += 1 }
                    if at(hashes) == 0x22 {
                        token(.literal)
                        i += hashes
                        try string(hashes: hashes, opening: true)
                    } else if at(hashes) == 0x2F {
                        // `#/regex/#`: to its closing `/` and as many `#`.
                        token(.literal)
                        i += hashes + 1
                        while i < s.count, !(s[i] == 0x2F && (0..<hashes).allSatisfy { at(1 + $0) == 0x23 }) {
                            if s[i] == 0x0A { line += 1 }
                            i += 1
                        }
                        i += hashes + 1
                    } else {
                        i += 1
                        let start = i
                        while i < s.count, Self.isWordPart(s[i]) { i += 1 }
                        switch String(decoding: s[start..<i], as: UTF8.self) {
                        case "if": try open(.poundIf)
                        case "endif": try close(.poundIf)
                        case "elseif", "else": break
                        default: token(.word("#"))  // #selector, #available, …
                        }
                    }
                case 0x60:  // `name`
                    i += 1
                    while i < s.count, s[i] != 0x60, s[i] != 0x0A { i += 1 }
                    i += 1
                    token(.word("`"))
                case 0x28: i += 1; try open(.paren)
                case 0x5B: i += 1; try open(.square)
                case 0x7B: i += 1; try open(.brace)
                case 0x29: i += 1; try close(.paren)
                case 0x5D: i += 1; try close(.square)
                case 0x7D: i += 1; try close(.brace)
                case 0x2C, 0x3A, 0x40, 0x2E:  // , : @ .
                    while i < s.count, s[i] == 0x2E { i += 1 }
                    if b != 0x2E { i += 1 }
                    token(.typePunctuation)
                case 0x3B:
                    i += 1
                    token(.other)
                case 0x30...0x39:
                    while i < s.count, Self.isWordPart(s[i]) || (s[i] == 0x2E && at(1).map { $0 >= 0x30 && $0 <= 0x39 } == true) { i += 1 }
                    token(.number)
                default:
                    if Self.isWordStart(b) {
                        let start = i
                        while i < s.count, Self.isWordPart(s[i]) { i += 1 }
                        try word(String(decoding: s[start..<i], as: UTF8.self))
                    } else if Self.operatorCharacters.contains(b) {
                        let start = i
                        while i < s.count, Self.operatorCharacters.contains(s[i]),
                              !(s[i] == 0x2F && (at(1) == 0x2F || at(1) == 0x2A)) { i += 1 }
                        try operators(Array(s[start..<i]))
                    } else {
                        i += 1
                        token(.other)
                    }
                }
            }
        }

        // MARK: Frames

        mutating func push(_ frame: Frame) throws(NestingTooDeep) {
            stack.append(frame)
            depth += 1
            if depth > SwiftNesting.limit { throw tooDeep() }
        }

        mutating func open(_ kind: Frame.Kind) throws(NestingTooDeep) {
            // A brace is no part of a type; a bracket is, for the frame it opens in.
            token(kind == .brace || kind == .poundIf ? .other : .typePunctuation)
            let parent = stack[stack.count - 1]
            var frame = Frame(kind: kind)
            if kind != .brace {
                frame.squares = (parent.typeish ? parent.squares : 0) + (kind == .square ? 1 : 0)
            }
            if frame.squares > SwiftNesting.squareLimit {
                throw NestingTooDeep(line: line, reason: "more than \(SwiftNesting.squareLimit) square brackets nested in a row (the Swift parser's time doubles with each)")
            }
            try push(frame)
        }

        mutating func pop() {
            let frame = stack.removeLast()
            depth -= 1 + frame.chains
        }

        /// Generic argument lists still open were comparisons (`a < b`) when something no type holds comes.
        mutating func popAngles() {
            while stack.count > 1, stack[stack.count - 1].kind == .angle { pop() }
        }

        /// A closer pops the frame it closes; one that closes nothing open is left alone (malformed code keeps the
        /// deeper count, which errs on the side of refusing).
        mutating func close(_ kind: Frame.Kind) throws(NestingTooDeep) {
            popAngles()
            let top = stack[stack.count - 1].kind
            if kind == .paren, case .interpolation(let hashes, let multiline) = top {
                pop()
                try string(hashes: hashes, opening: false, multiline: multiline)
                return
            }
            guard top == kind, stack.count > 1 else { return }
            pop()
            if kind == .brace {
                token(.other)
                stack[stack.count - 1].afterBlock = true
            } else if kind != .poundIf {
                token(.typePunctuation)
            }
        }

        // MARK: Tokens

        /// What a token does to the frame it is in: ends the chains it does not continue, and says whether the frame
        /// still reads as a type.
        mutating func token(_ t: Token) {
            let typeish: Bool
            switch t {
            case .word, .number, .arrow, .typePunctuation: typeish = true
            case .literal, .other: typeish = false
            }
            if !typeish { popAngles() }
            var frame = stack[stack.count - 1]
            if frame.afterBlock {
                frame.afterBlock = false
                if t != .word("else") { depth -= frame.elseIfs; frame.elseIfs = 0 }
            }
            var continuesPrefixes = false, endsArrows = !typeish
            if case .word(let w) = t {
                continuesPrefixes = SwiftNesting.prefixWords.contains(w)
                endsArrows = SwiftNesting.declarationWords.contains(w)
            }
            if !continuesPrefixes { depth -= frame.prefixes; frame.prefixes = 0 }
            if endsArrows { depth -= frame.arrows; frame.arrows = 0 }
            if !typeish { frame.typeish = false }
            stack[stack.count - 1] = frame
            previous = t
        }

        mutating func word(_ w: String) throws(NestingTooDeep) {
            let afterElse = previous == .word("else")
            token(.word(w))
            if w == "if", afterElse {
                stack[stack.count - 1].elseIfs += 1
                depth += 1
            } else if SwiftNesting.prefixWords.contains(w) {
                stack[stack.count - 1].prefixes += 1
                depth += 1
            }
            if depth > SwiftNesting.limit { throw tooDeep() }
        }

        /// A run of operator characters: `->`, the `<` and `>` of generic arguments, `?` and `!` of optionals, or an
        /// operator.
        mutating func operators(_ run: [UInt8]) throws(NestingTooDeep) {
            if run == Array("->".utf8) {
                token(.arrow)
                stack[stack.count - 1].arrows += 1
                depth += 1
                if depth > SwiftNesting.limit { throw tooDeep() }
                return
            }
            if run == [0x3C] {
                switch previous {
                case .word, .typePunctuation:
                    try open(.angle)
                    return
                default:
                    token(.other)
                    return
                }
            }
            var rest = run[...]
            while rest.first == 0x3E, stack[stack.count - 1].kind == .angle {  // `>` closing generic arguments
                pop()
                rest = rest.dropFirst()
                token(.typePunctuation)
            }
            if rest.isEmpty { return }
            // `try?`, `T?`, `T!` keep a run of `try` and a type going; `&` joins a protocol composition.
            if rest.allSatisfy({ $0 == 0x3F || $0 == 0x21 }) {
                let frame = stack[stack.count - 1]
                if previous == .word("try"), frame.prefixes > 0 { previous = .word("try?"); return }
                token(.typePunctuation)
            } else if rest.elementsEqual([0x26]) {
                token(.typePunctuation)
            } else {
                token(.other)
            }
        }

        /// A string from its opening quote (or from the `)` that closed an interpolation) to its end, or to the next
        /// `\(`, which opens a frame of code.
        mutating func string(hashes: Int, opening: Bool, multiline: Bool = false) throws(NestingTooDeep) {
            var multiline = multiline
            if opening {
                multiline = at(1) == 0x22 && at(2) == 0x22
                i += multiline ? 3 : 1
            }
            func hashesFollow(_ offset: Int) -> Bool { (0..<hashes).allSatisfy { at(offset + $0) == 0x23 } }
            while i < s.count {
                let c = s[i]
                if c == 0x5C, hashesFollow(1) {  // `\`, with the string's `#`s
                    if at(1 + hashes) == 0x28 {
                        i += 2 + hashes
                        try push(Frame(kind: .interpolation(hashes: hashes, multiline: multiline)))
                        previous = .other
                        return
                    }
                    if at(1 + hashes) == 0x0A { line += 1 }
                    i += 2 + hashes
                    continue
                }
                if c == 0x22 {
                    if multiline {
                        if at(1) == 0x22, at(2) == 0x22, hashesFollow(3) { i += 3 + hashes; return }
                    } else if hashesFollow(1) {
                        i += 1 + hashes
                        return
                    }
                }
                if c == 0x0A {
                    line += 1
                    if !multiline { i += 1; return }  // unterminated: the line ends it, as the lexer recovers
                }
                i += 1
            }
        }
    }
}

/// Runs `body` on a thread of its own with a stack of `bytes`, and waits for it. The Swift parser recurses once per
/// level (19 KB a level of closures in a debug build), and the thread that asks may have as little as 512 KB (a
/// secondary thread on macOS, a task of Swift concurrency); this one does not depend on the caller.
func withStack<T>(of bytes: Int, _ body: @escaping () -> T) -> T {
    let box = ThreadResult(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = box.body()
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    return box.result!
}

/// Unchecked: the thread alone uses it until it signals, then the caller alone.
private final class ThreadResult<T>: @unchecked Sendable {
    var result: T?
    let body: () -> T
    init(_ body: @escaping () -> T) { self.body = body }
}
