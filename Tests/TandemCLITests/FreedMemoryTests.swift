import Foundation
import Testing

/// The XML Tandem writes is built as FoundationXML trees, whose nodes point at their document: a node freed after its
/// document reads freed memory (FoundationXML frees a document before the nodes it holds). Such a read passes unseen
/// while the freed memory still holds what it held; here glibc fills what is freed with another byte at once
/// (`MALLOC_PERTURB_`, with no per-thread cache to keep it aside), so any such read crashes the run. Reading (the
/// importers, through `XMLParser`, which builds no tree) is run the same way.
@Suite struct FreedMemoryTests {
    static let perturbed = ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0", "MALLOC_PERTURB_": "165"]

    /// Every XML file each target writes (layouts, menus, the manifest, the strings, the navigation graph), for designs
    /// with tabs, a drawer and split views; and the graph `export android-nav` writes.
    @Test(arguments: ["news-reader", "nps-muster", "recipes"])
    func writingXMLReadsNothingFreed(example: String) throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let design = repositoryRoot.appendingPathComponent("examples/\(example)").path
        let generated = try runTandem(["generate", design, "--target", "all", "--out", out.path], timeout: 300, environment: Self.perturbed)
        #expect(generated.status == 0, "\(generated.stderr)")
        let exported = try runTandem(["export", "android-nav", design], environment: Self.perturbed)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("<navigation"))
    }

    /// Reading: the corpus's navigation graphs and storyboards imported, with every byte freed filled at once too.
    @Test func readingXMLReadsNothingFreed() throws {
        for (kind, folder) in [("android-nav", "android-nav"), ("storyboard", "ios-storyboard")] {
            let files = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/\(folder)").path)
                .filter { $0.hasSuffix(".xml") || $0.hasSuffix(".storyboard") }.sorted().prefix(6)
            #expect(!files.isEmpty)
            for file in files {
                let path = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/\(folder)/\(file)").path
                let imported = try runTandem(["import", kind, path], environment: Self.perturbed)
                #expect(imported.status == 0, "\(file): \(imported.stderr)")
            }
        }
    }
}
