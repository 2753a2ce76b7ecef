import Foundation
import Testing

/// The one golden-file check. TANDEM_RECORD=1 rewrites the file; otherwise a difference writes what the test got
/// beside it as `<file>.got` (gitignored) and shows the diff between them.
public func expectGolden(_ actual: String, at url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let got = URL(fileURLWithPath: url.path + ".got")
    if ProcessInfo.processInfo.environment["TANDEM_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: got)
        return
    }
    let expected = try? String(contentsOf: url, encoding: .utf8)
    guard expected != actual else {
        try? FileManager.default.removeItem(at: got)
        return
    }
    try actual.write(to: got, atomically: true, encoding: .utf8)
    let relative = url.path.hasPrefix(repositoryRoot.path + "/") ? String(url.path.dropFirst(repositoryRoot.path.count + 1)) : url.path
    guard expected != nil else {
        Issue.record("\(relative) does not exist; what the test got is in \(relative).got (TANDEM_RECORD=1 records it)",
                     sourceLocation: sourceLocation)
        return
    }
    let diff = try runProcess("/usr/bin/env", ["git", "diff", "--no-index", "--no-color", url.path, got.path], timeout: 60)
    Issue.record("\(relative) differs from what the test got (\(relative).got; TANDEM_RECORD=1 accepts it):\n\(diff.stdout)",
                 sourceLocation: sourceLocation)
}

/// A folder of generated files against a golden folder: the same file names, and each file through `expectGolden`.
/// TANDEM_RECORD=1 replaces the golden folder.
public func expectGoldenTree(_ actual: URL, at golden: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["TANDEM_RECORD"] == "1" {
        try? FileManager.default.removeItem(at: golden)
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: actual, to: golden)
        return
    }
    let expected = tree(golden).filter { !$0.hasSuffix(".got") }
    #expect(tree(actual) == expected, "the generated files differ from \(golden.lastPathComponent)'s", sourceLocation: sourceLocation)
    for path in tree(actual) {
        let data = try Data(contentsOf: actual.appendingPathComponent(path))
        guard let text = String(data: data, encoding: .utf8) else {
            // A binary file (an image): byte for byte.
            #expect(data == (try? Data(contentsOf: golden.appendingPathComponent(path))), "\(path) differs from its golden file", sourceLocation: sourceLocation)
            continue
        }
        try expectGolden(text, at: golden.appendingPathComponent(path), sourceLocation: sourceLocation)
    }
}
