import Foundation
import Testing

/// The user's files are never lost or changed behind their back: an import never replaces a file, `fmt` leaves a file
/// that is not text as it is, and a rewritten design keeps its permissions and its other names.
@Suite struct UserDataTests {
    static let graph = """
        <?xml version="1.0" encoding="utf-8"?>
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:name="a.Home"><action android:id="@+id/go" app:destination="@id/other"/></fragment>
          <fragment android:id="@+id/other" android:name="a.Other"/>
        </navigation>
        """

    @Test func importNeverReplacesAFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = dir.appendingPathComponent("nav.xml")
        try Self.graph.write(to: graph, atomically: true, encoding: .utf8)
        let design = dir.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        let mine = "screen home { }\nnavigation { start home }\n"
        let app = design.appendingPathComponent("app.tandem")
        try mine.write(to: app, atomically: true, encoding: .utf8)
        // Into the design, written over the design's own file: refused, the file as it was.
        let run = try runTandem(["import", "android-nav", graph.path, "--into", design.path, "-o", app.path])
        #expect(run.status == 2 && run.stderr.contains("exists") && run.stderr.contains("never replaces"), "\(run.stderr)")
        #expect(try String(contentsOf: app, encoding: .utf8) == mine)
        // Beside it, a new file: written.
        let beside = design.appendingPathComponent("imported.tandem")
        let ok = try runTandem(["import", "android-nav", graph.path, "--into", design.path, "-o", beside.path])
        #expect(ok.status == 0 && FileManager.default.fileExists(atPath: beside.path), "\(ok.stderr)")
        // A link where the output would go is not followed.
        let target = dir.appendingPathComponent("target.txt")
        try "precious\n".write(to: target, atomically: true, encoding: .utf8)
        let link = dir.appendingPathComponent("link.tandem")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let linked = try runTandem(["import", "android-nav", graph.path, "-o", link.path])
        #expect(linked.status == 2 && !linked.crashed, "\(linked.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
    }

    @Test func fmtLeavesAFileThatIsNotTextAsItIs() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.tandem")
        let bytes: [UInt8] = Array("screen   A \"".utf8) + [0xFF, 0xFE] + Array(" bad\" {}\nnavigation { start A }\n".utf8)
        try Data(bytes).write(to: file)
        for arguments in [["fmt", file.path], ["fmt", file.path, "--check"]] {
            let run = try runTandem(arguments)
            #expect(run.status == 2 && run.stderr.contains("TD001") && run.stderr.contains("left as it is"), "\(arguments): \(run.stderr)")
            #expect(try Data(contentsOf: file) == Data(bytes))
        }
    }

    @Test func rewrittenFilesKeepTheirModeAndTheirOtherNames() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("app.tandem"), other = dir.appendingPathComponent("other-name.tandem")
        try "screen   A {}\nnavigation { start A }\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let run = try runTandem(["fmt", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "screen A {}\nnavigation { start A }\n")
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o600)
        // Another name for the same file (a hard link) still shows it after a rewrite.
        try "screen   B {}\nnavigation { start B }\n".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(at: file, to: other)
        #expect(try runTandem(["fmt", file.path]).status == 0)
        #expect(try String(contentsOf: other, encoding: .utf8) == "screen B {}\nnavigation { start B }\n")
        #expect((try FileManager.default.attributesOfItem(atPath: other.path)[.posixPermissions] as? Int) == 0o600)
    }
}
