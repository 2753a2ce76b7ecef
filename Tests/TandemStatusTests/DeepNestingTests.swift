import Foundation
import Testing
import TandemKit
@testable import TandemStatus

/// Hostile nesting in hand-written sources: refused with the line where it passes the limit, never a stack overflow or
/// an exponential parse, while ordinary code of any size is read.
@Suite struct DeepNestingTests {
    static let deep = 2_000

    func refused(_ text: String, swift: Bool = true) -> NestingTooDeep? {
        do {
            _ = swift ? try SwiftStructure.classes(in: text) : try KotlinStructure.classes(in: text)
            return nil
        } catch {
            return error
        }
    }

    /// Each kind of nesting the Swift parser recurses through, `deep` levels of it.
    static func swiftText(_ kind: String) -> String {
        let n = deep
        switch kind {
        case "generic arguments": return "let x: " + String(repeating: "A<", count: n) + "B" + String(repeating: ">", count: n)
        case "generic arguments with spaces": return "let x: " + String(repeating: "A <", count: n) + "B" + String(repeating: "> ", count: n)
        case "parentheses": return "let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        case "tuple types": return "let x: " + String(repeating: "(", count: n) + "Int" + String(repeating: ")", count: n)
        case "closures": return "let x = " + String(repeating: "{ a in\n", count: n) + String(repeating: "}\n", count: n)
        case "interpolations": return "let x = " + String(repeating: "\"\\(", count: n) + "1" + String(repeating: ")\"", count: n)
        case "else-if chain": return "func f() {\n  if a {}" + String(repeating: " else if a {}\n", count: n) + "}"
        case "function type chain": return "let x: " + String(repeating: "(Int) ->\n", count: n) + "Int"
        case "try run": return "let x = " + String(repeating: "try ", count: n) + "f()"
        case "#if": return String(repeating: "#if A\n", count: n) + String(repeating: "#endif\n", count: n)
        default: return "class A: B {\n  func f() {\n" + String(repeating: "g(", count: n)  // unclosed
        }
    }

    @Test(arguments: ["generic arguments", "generic arguments with spaces", "parentheses", "tuple types", "closures", "interpolations",
                      "else-if chain", "function type chain", "try run", "#if", "unclosed"])
    func swiftNestedDeeplyIsRefused(kind: String) throws {
        let text = Self.swiftText(kind)
        let error = try #require(refused(text), "\(kind) was read")
        #expect(error.reason.contains("nested more than \(SwiftNesting.limit) levels deep"), "\(kind): \(error)")
        #expect(error.line >= 1 && error.line <= text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// `[[[…]]]` doubles the parser's time per level (an inline-array type is tried first): refused past a few, with
    /// the reason, however the brackets are mixed with types.
    @Test(arguments: ["[", "A<[", "[("])
    func squareBracketRunsAreRefused(open: String) throws {
        let close = String(open.reversed()).replacingOccurrences(of: "[", with: "]").replacingOccurrences(of: "<", with: ">")
            .replacingOccurrences(of: "(", with: ")").replacingOccurrences(of: "A", with: "")
        let error = try #require(refused("let x = " + String(repeating: open, count: 30) + "B" + String(repeating: close, count: 30)))
        #expect(error.reason.contains("square brackets"), "\(error)")
    }

    @Test func ordinaryCodeIsRead() throws {
        // A class inside 100 levels (under the limit), strings and comments full of brackets, many comparisons and
        // `else if`s in sequence rather than nested, and square brackets that are data rather than types.
        let nested = String(repeating: "foo(", count: 100) + "1" + String(repeating: ")", count: 100)
        let text = """
        final class LoginViewController: LoginViewControllerBase<[[String: [Int]]]> {
            override func login() {
                let s = "((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((("
                // [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
                let r = #"\\(not interpolated) ((( \\#(1) "#
                let table = [[1, 2], [3, 4], [5, 6]]
                let json: [String: Any] = ["a": ["b": ["c": ["d": ["e": ["f": ["g": ["h": ["i": [1]]]]]]]]]]
                \(String(repeating: "if a < b && c<d { x() } else if e < f { y() }\n        ", count: 400))
                let y = \(nested)
                super.login()
            }
            override func setView() -> Int { if a { 1 } else if b { 2 } else { 3 } }
        }
        """
        let classes = try SwiftStructure.classes(in: text)
        #expect(classes.map(\.name) == ["LoginViewController"])
        #expect(classes.first?.methods.map(\.name) == ["login", "setView"])
        #expect(classes.first?.methods.first?.hasOwnBody == true)
        #expect(classes.first?.methods.first?.line == 2)

        // Nesting just under the limit parses all the way down: the class inside is found.
        // Four levels are the function, the class, its method and the call inside.
        let depth = SwiftNesting.limit - 4
        let deep = "func f() {\n" + String(repeating: "g {\n", count: depth - 1) + "class Inner: Base { override func go() { work() } }\n"
            + String(repeating: "}\n", count: depth)
        #expect(try SwiftStructure.classes(in: deep).map(\.name) == ["Inner"])
    }

    /// The parse runs on a stack of its own: a thread with 512 KB (macOS's secondary threads) reads code nested as
    /// deep as the limit allows, which a debug build's parser needs megabytes of stack for.
    @Test func theParseDoesNotUseTheCallersStack() throws {
        let depth = SwiftNesting.limit - 2
        let text = "let x = " + String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth) + "\nclass A: B {}"
        final class Outcome: @unchecked Sendable { var names: [String]? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.names = (try? SwiftStructure.classes(in: text))?.map(\.name)
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(outcome.names == ["A"])
    }

    @Test(arguments: ["templates", "braces", "parentheses", "classes"])
    func kotlinNestedDeeplyIsRefused(kind: String) throws {
        let n = 100_000
        let text = switch kind {
        case "templates": "val s = " + String(repeating: "\"${", count: n) + String(repeating: "}\"", count: n)
        case "braces": "class A : B() {\n" + String(repeating: "run {\n", count: n) + String(repeating: "}\n", count: n) + "}"
        case "parentheses": "class A : B() { fun f() = g" + String(repeating: "(", count: n) + String(repeating: ")", count: n) + " }"
        default: String(repeating: "class A : B() {\n", count: n)
        }
        let error = try #require(refused(text, swift: false), "\(kind) was read")
        #expect(error.reason.contains("nested more than"), "\(kind): \(error)")
    }

    @Test func kotlinWithinTheLimitIsRead() throws {
        let text = "class LoginActivity : LoginActivityBase() {\n    override fun login() {\n"
            + "        val s = \"" + String(repeating: "${ \"", count: 50) + String(repeating: "\" }", count: 50) + "\"\n"
            + "        " + String(repeating: "run { ", count: 100) + String(repeating: "} ", count: 100) + "\n"
            + "    }\n}\n"
            // Unclosed type parameters (comparisons read as `<`) do not make each class scan the rest of the file.
            + String(repeating: "class X<T\n", count: 20_000)
        let classes = try KotlinStructure.classes(in: text)
        #expect(classes.first?.name == "LoginActivity")
        #expect(classes.first?.methods.first?.hasOwnBody == true)
        #expect(classes.count == 20_001)
    }

    /// A file that is not read is named in the report with its reason; the other files count as before.
    @Test func theReportNamesAFileItDidNotRead() throws {
        let analysis = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": """
        requirement R1
        task T1 { satisfies R1 }
        screen A { tasks T1 }
        navigation { start A }
        """])).analysis
        let deep = "let x: " + String(repeating: "A<", count: Self.deep) + "B" + String(repeating: ">", count: Self.deep)
        let snapshot = AppSnapshot(targets: [
            AppSnapshot.Target(name: "ios", generated: [:], userSources: [
                ("ios/Deep.swift", deep),
                ("ios/Old.swift", "final class OldViewController: OldViewControllerBase {}"),
            ]),
            AppSnapshot.Target(name: "android", generated: [:], userSources: [
                ("android/Deep.kt", String(repeating: "class A : B() {\n", count: 1_000)),
            ]),
        ])
        let report = StatusReport(analysis: analysis, app: snapshot)
        #expect(Set(report.unread.map(\.path)) == ["android/Deep.kt", "ios/Deep.swift"])
        #expect(report.unread.allSatisfy { $0.reason.contains("nested more than") && $0.reason.contains("line ") }, "\(report.unread)")
        #expect(report.unexplained.map(\.place) == ["ios/Old.swift:1"], "the file beside it is still read")
    }
}
