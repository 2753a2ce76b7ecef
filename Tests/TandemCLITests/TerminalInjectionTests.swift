import Foundation
import Testing

/// What a design, a file name or an app's XML says reaches a terminal or a CI log only as text: no escape sequence
/// that moves the cursor or recolours the terminal, and no line of its own that GitHub Actions would run as a
/// workflow command (`::error::`, `::add-mask::`).
@Suite struct TerminalInjectionTests {
    /// No escape character, and no line that starts with `::` (after the markers a renderer puts in front).
    func expectInert(_ text: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}") && !text.contains("\u{202E}"), "\(what): \(text)", sourceLocation: sourceLocation)
        for line in text.split(separator: "\n") {
            #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("::"), "\(what): \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func designStringsAndNamesPrintAsOneLineOfText() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design\u{1B}[2J")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try #"""
        requirement R1 "Req \u{1B}[31mRED\n::error::pwned"
        task T1 "Task \u{1B}]0;title\u{07} \u{202E}evil" { satisfies R1 }
        screen Home "Home\n::add-mask::x" { tasks T1 }
        screen Other "O\r::warning::w" { tasks T1 }
        navigation {
          start Home
          push Home -> Other on go
          deeplink "x://a/\n::error::deep" -> Other
        }
        """#.write(to: design.appendingPathComponent("app\n::error::file.tandem"), atomically: true, encoding: .utf8)
        let check = try runTandem(["check", design.path])
        #expect(check.status == 1 && check.stdout.contains("TD313"), "\(check.stdout)")
        #expect(check.stdout.contains(#"x://a/\n::error::deep"#) && check.stdout.contains(#"app\n::error::file.tandem"#), "\(check.stdout)")
        expectInert(check.stdout + check.stderr, "check")
        for arguments in [["trace", design.path], ["diff", design.path, design.path], ["status", design.path, "--app", dir.path],
                          ["fmt", design.path, "--check"], ["check", design.path, "--max-diagnostics", "1"]] {
            let run = try runTandem(arguments)
            #expect(!run.crashed, "\(arguments)")
            expectInert(run.stdout + run.stderr, "\(arguments)")
        }
    }

    @Test func importNotesAndArgumentErrorsPrintAsOneLineOfText() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = dir.appendingPathComponent("graph.xml")
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:name="a.Home">
            <action android:id="@+id/back" app:popUpTo="@id/zz&#10;::error::pop&#x202E;x" />
          </fragment>
          <include app:graph="@navigation/inc&#10;::add-mask::x" />
        </navigation>
        """.write(to: graph, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", graph.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains(#"zz\n::error::pop\u{202E}x"#), "\(run.stderr)")
        expectInert(run.stdout + run.stderr, "import")
        let usage = try runTandem(["check", "--format", "x\n::error::opt\u{1B}[2J"])
        #expect(usage.status == 2)
        expectInert(usage.stdout + usage.stderr, "usage error")
    }
}
