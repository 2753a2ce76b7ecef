import Foundation
import TandemCodegen
import TandemDiagnostics
import TandemKit
import TandemMustache
import TandemPlatform
import TandemTargets
import Testing

/// Two stages, as SwiftGen does it: design → context (a JSON snapshot template authors can read without the
/// parser), and context → files (golden sources of NPS Muster). TANDEM_RECORD=1 re-records both.
@Suite struct GoldenTests {
    let golden = repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/generate/nps-muster")

    @Test func contextSnapshot() throws {
        let json = CodeGeneration.contextJSON(for: analysis(of: "nps-muster"))
        try expectGolden(json, at: repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/generate/nps-muster.context.json"))
    }

    @Test func generatedSourcesMatchTheGoldenFiles() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(analysis(of: "nps-muster"), into: out, targets: ["ios", "android", "swiftui", "android-navigation", "compose"])
        // The lock is an empty file that only exists so runs can hold it.
        try FileManager.default.removeItem(at: out.appendingPathComponent(".tandem/lock"))
        try expectGoldenTree(out, at: golden)
    }

    /// A split view on Android (the cookbook): the SlidingPaneLayout, the split's screen placing its panes' Fragments,
    /// the list filling the detail pane, and the graph without destinations for the panes, on both Android targets.
    @Test func splitViewPanesMatchTheirGoldenFiles() throws {
        let code = "app/src/main/java/com/example/cookbook/tandem/screens/"
        try selectedFilesMatch("recipes", golden: "recipes-panes", [
            "android/tandem/src/main/res/layout/activity_cookbook.xml", "android/" + code + "CookbookActivityBase.kt",
            "android/" + code + "RecipeListFragmentBase.kt", "android/tandem/src/main/AndroidManifest.xml",
            "android-navigation/tandem/src/main/res/layout/fragment_cookbook.xml", "android-navigation/" + code + "CookbookFragmentBase.kt",
            "android-navigation/" + code + "RecipeListFragmentBase.kt", "android-navigation/tandem/src/main/res/navigation/nav_graph.xml",
        ])
    }

    /// A drawer on Android (the news reader): each item's screen with its own app bar inside its drawer layout, the
    /// theme overlay without the window's action bar, the single-activity host hiding its action bar meanwhile.
    @Test func drawerItemsMatchTheirGoldenFiles() throws {
        let code = "app/src/main/java/com/example/dailynews/tandem/"
        try selectedFilesMatch("news-reader", golden: "news-reader-drawer", [
            "android/tandem/src/main/res/layout/activity_article_list.xml", "android/" + code + "screens/ArticleListActivityBase.kt",
            "android/tandem/src/main/res/values/tandem_themes.xml",
            "android-navigation/tandem/src/main/res/layout/fragment_article_list.xml", "android-navigation/" + code + "screens/ArticleListFragmentBase.kt",
            "android-navigation/" + code + "MainActivityBase.kt",
        ])
    }

    /// Some files of an example's Android projects against Tests/Fixtures/golden/generate/`golden`.
    func selectedFilesMatch(_ example: String, golden: String, _ paths: [String]) throws {
        let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/generate/" + golden)
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(analysis(of: example), into: out, targets: ["android", "android-navigation"])
        for path in paths {
            let actual = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
            try expectGolden(actual, at: root.appendingPathComponent(path))
        }
    }

    @Test func generationIsDeterministic() throws {
        let a = try CodeGeneration.files(for: analysis(of: "postcodes"), targets: ["ios", "android"], templates: CodeGeneration.templateSet(overrides: nil))
        let b = try CodeGeneration.files(for: analysis(of: "postcodes"), targets: ["ios", "android"], templates: CodeGeneration.templateSet(overrides: nil))
        #expect(a == b)
    }
}

@Suite struct ContextDocumentationTests {
    /// Every field of the context as JSON (what `--dump-context` shows), with the value templates read for it.
    func walk(_ node: MustacheValue, _ json: Any, _ path: String, _ visit: (String, String, MustacheValue?) -> Void) {
        if let object = json as? [String: Any], case .object(let parent) = node {
            for (key, value) in object {
                let child = parent.value(forKey: key)
                visit(path + "." + key, key, child)
                if let child { walk(child, value, path + "." + key, visit) }
            }
        } else if let array = json as? [Any], case .list(let list) = node {
            for (index, value) in array.enumerated() where index < list.count { walk(list.element(at: index), value, path + "[]", visit) }
        }
    }

    func eachField(_ visit: (String, String, MustacheValue?) -> Void) throws {
        for example in examples {
            let analysis = analysis(of: example)
            // Each target's context: its names (`native`) are its adapter's.
            for adapter in Targets.bundled {
                let context = CodeGeneration.context(for: analysis, adapter: adapter)
                let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(context))
                walk(.object(context), json, example + "(" + adapter.name + ")", visit)
            }
        }
    }

    /// Every field a template can read is documented in docs/templates.md.
    @Test func everyContextFieldIsDocumented() throws {
        let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        var keys = Set<String>()
        try eachField { _, key, _ in keys.insert(key) }
        let missing = keys.filter { !docs.contains("`\($0)`") }.sorted()
        #expect(missing.isEmpty, "undocumented context fields: \(missing)")
    }

    /// Templates read the context through `value(forKey:)`, not reflection: every field the JSON shows must be
    /// reachable that way, or a template would silently render nothing for it.
    @Test func everyFieldIsReachableFromTemplates() throws {
        var unreachable = Set<String>()
        try eachField { path, _, child in if child == nil { unreachable.insert(path) } }
        #expect(unreachable.isEmpty, "fields templates cannot read: \(unreachable.sorted().prefix(20))")
    }
}
