import Foundation
import Testing

/// `tandem diff --git REV DESIGN`: the design in the work tree against its committed version, read with git.
@Suite struct DiffAgainstGitTests {
    @Test func typeChangesAgainstACommit() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design/app.tandem")
        try FileManager.default.createDirectory(at: design.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = """
        requirement R1
        task T1 { satisfies R1 }
        model M { n: Int }
        screen A { tasks T1  input count: Int?  action save(item: M) }
        navigation { start A }
        """
        try text.write(to: design, atomically: true, encoding: .utf8)
        func sh(_ script: String) throws -> RunResult {
            try runProcess("/bin/sh", ["-c", "cd \"$1\" && " + script, "sh", dir.path])
        }
        let committed = try sh("git init -q && git add . && git -c user.name=t -c user.email=t@example.org commit -qm one")
        #expect(committed.status == 0, "\(committed.stderr)")
        let tandem = "\"" + tandemExecutable.path + "\""
        #expect(try sh(tandem + " diff --git HEAD design").status == 0, "unchanged")

        try text.replacingOccurrences(of: "count: Int?", with: "count: String?")
            .replacingOccurrences(of: "n: Int", with: "n: Double")
            .replacingOccurrences(of: "save(item: M)", with: "save(item: M, again: Bool)")
            .write(to: design, atomically: true, encoding: .utf8)
        let changed = try sh(tandem + " diff --git HEAD design")
        #expect(changed.status == 1)
        // A member on both sides with another type is a change, not a removal and an addition.
        #expect(changed.stdout.contains("input count: Int? → String?"), "\(changed.stdout)")
        #expect(changed.stdout.contains("property n: Int → Double"))
        #expect(changed.stdout.contains("action save: (item: M) → (item: M, again: Bool)"))
        #expect(!changed.stdout.contains("removed"))
        // From elsewhere, by absolute path, and the design file alone.
        #expect(try runTandem(["diff", "--git", "HEAD", design.deletingLastPathComponent().path]).status == 1)
        #expect(try runTandem(["diff", "--git", "HEAD", design.path]).status == 1)

        let bad = try sh(tandem + " diff --git no-such-rev design")
        #expect(bad.status == 2 && bad.stderr.contains("git ls-tree"), "\(bad.stderr)")
        #expect(try runTandem(["diff", "--git", "HEAD", "a", "b"]).status == 2)
    }
}
