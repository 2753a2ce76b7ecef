import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `tandem export json`: every example's design validates against the published JSON Schema (with Python's
/// jsonschema, draft 2020-12), and holds what the design says.
@Suite struct ExportTests {
    @Test func designJSONValidatesAgainstItsSchema() throws {
        let python = repositoryRoot.appendingPathComponent(".tools/venv/bin/python").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "the JSON Schema validator is missing: run scripts/setup.sh")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for example in ["nps-muster", "beating-heart", "news-reader", "postcodes", "field-notes", "recipes", "broken/TD305-missing-input.tandem"] {
            let file = dir.appendingPathComponent(example.replacingOccurrences(of: "/", with: "_") + ".json")
            let r = try runTandem(["export", "json", "examples/" + example, "-o", file.path])
            #expect(r.status == (example.hasPrefix("broken") ? 1 : 0), "\(example): \(r.stderr)")
            files.append(file.path)
        }
        let schema = repositoryRoot.appendingPathComponent("docs/schema/tandem-design.schema.json").path
        let check = try runProcess(python, [repositoryRoot.appendingPathComponent("scripts/validate-json.py").path, schema] + files)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: files[0]))) as? [String: Any])
        #expect((json["app"] as? [String: Any])?["startScreen"] as? String == "LoginScreen")
        let screens = json["screens"] as? [[String: Any]] ?? []
        let detail = try #require(screens.first { $0["id"] as? String == "AnnouncementDetail" })
        #expect((detail["results"] as? [[String: Any]])?.first?["name"] as? String == "read")
        #expect(((detail["controller"] as? [String: Any])?["swiftui"] as? [String: Any])?["class"] as? String == "AnnouncementDetailModel")
        let transitions = (json["navigation"] as? [String: Any])?["transitions"] as? [[String: Any]] ?? []
        #expect(transitions.contains { $0["source"] as? String == "AnnouncementList" && $0["action"] as? String == "select" })
        let declared = (json["requirements"] as? [[String: Any]])?.first?["declared"] as? [String: Any]
        #expect((declared?["file"] as? String)?.hasSuffix("requirements.tandem") == true && declared?["line"] as? Int == 3)

        // A document the schema must reject: the validator is not a rubber stamp.
        let wrong = dir.appendingPathComponent("wrong.json")
        try "{\"$schema\": \"https://tandem.dev/schema/tandem-design-1.json\", \"version\": 2}".write(to: wrong, atomically: true, encoding: .utf8)
        #expect(try runProcess(python, [repositoryRoot.appendingPathComponent("scripts/validate-json.py").path, schema, wrong.path]).status == 1)
    }

    /// `tandem export android-nav` nests a group Navigation can reach only through its start (Field Notes' sign-up, with
    /// its action from any of its screens inside), keeps the other in the root graph and says why, and points an
    /// action from outside at the nested graph.
    @Test func groupsNestWhereNavigationCanReachThem() throws {
        let r = try runTandem(["export", "android-nav", "examples/field-notes"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("group Reading is written flat, its screens in the root graph: push Search -> NoteDetail enters it at NoteDetail, not at its start NoteList"), "\(r.stderr)")
        let xml = try XMLDocument(data: Data(r.stdout.utf8), options: [])
        func ids(_ path: String) throws -> [String] { try xml.nodes(forXPath: path).compactMap(\.stringValue) }
        let graph = "/*[local-name()='navigation']"
        #expect(try ids(graph + "/@*[local-name()='startDestination']") == ["@id/SignUpFlow"])
        let nested = graph + "/*[local-name()='navigation']"
        #expect(try ids(nested + "/@*[local-name()='id']") == ["@+id/SignUpFlow"])
        #expect(try ids(nested + "/*[local-name()='fragment']/@*[local-name()='id']") == ["@+id/Welcome", "@+id/Terms"])
        #expect(try ids(nested + "/*[local-name()='action']/@*[local-name()='destination']") == ["@id/Help"])
        #expect(try ids(graph + "/*[local-name()='fragment' and @*[local-name()='id']='@+id/NoteList']/*[local-name()='action' and @*[local-name()='id']='@+id/signOut']/@*[local-name()='destination']") == ["@id/SignUpFlow"])
        #expect(try ids(graph + "/*[local-name()='fragment']/@*[local-name()='id']").contains("@+id/NoteDetail"))
    }
}
