import Foundation
import TandemAnalysis
import Testing
@_exported import TandemTestSupport
import TandemChecks
import TandemCodegen
import TandemKit
import TandemModel
import TandemSyntax

let examples = ["nps-muster", "beating-heart", "news-reader", "postcodes", "field-notes", "recipes"]
/// Designs the app tests build besides the examples, each for what no example has (in Tests/Fixtures/designs):
/// `donate`, an app entered with data, as a flow another app includes.
let fixtureDesigns = ["donate"]
/// What the app tests build and run on every target.
let appDesigns = examples + fixtureDesigns

func analysis(of example: String) -> Analysis {
    let folder = fixtureDesigns.contains(example) ? "Tests/Fixtures/designs" : "examples"
    return Pipeline.run([repositoryRoot.appendingPathComponent("\(folder)/\(example)").path]).analysis
}

func analysis(text: String) -> Pipeline.Outcome {
    Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text]))
}

/// Generates both targets of a design into a folder, as `tandem generate` does.
@discardableResult
func generate(_ analysis: Analysis, into directory: URL, targets: [String] = ["ios", "android"],
              templates: String? = nil, force: Bool = false) throws -> [OutputWriter.Entry] {
    try generateRun(analysis, into: directory, targets: targets, templates: templates, force: force).entries
}

func generateRun(_ analysis: Analysis, into directory: URL, targets: [String] = ["ios", "android"], templates: String? = nil,
                 force: Bool = false, prune: Bool = false) throws -> (entries: [OutputWriter.Entry], findings: GenerationFindings) {
    let files = try CodeGeneration.files(for: analysis, targets: targets, templates: CodeGeneration.templateSet(overrides: templates))
    return try CodeGeneration.run(files, into: directory.path, force: force, prune: prune, dryRun: false)
}

/// Puts the user's code a test writes (Tests/Fixtures/android/<example>/) over the files Tandem created for the user in
/// an Android project: a screen with rows to open, and a line printed where results arrive. The test must then see
/// that line: a fixture that no longer matches a generated file name fails its test that way.
func userCode(for example: String, in project: URL) throws {
    let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/android/\(example)")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: fixtures.path) else { return }
    let paths = FileManager.default.enumerator(atPath: project.path)?.allObjects as? [String] ?? []
    for name in names where name.hasSuffix(".kt") {
        let matches = paths.filter { $0.hasSuffix("/screens/" + name) }
        // A fixture for the other Android target (an Activity, a Fragment) is not this project's.
        guard !matches.isEmpty else { continue }
        guard matches.count == 1 else { throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: "user file \(name): \(matches)"]) }
        let target = project.appendingPathComponent(matches[0])
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: target)
    }
}

let frameworkRes = "/usr/share/android-framework-res/framework-res.apk"

/// A URL for each deep link of the design, its placeholders filled with a value of the input's type (percent-encoded; a
/// URL is a page on the link's host): what the runtime tests open, written here from the pattern and not by the
/// generator.
func sampleLinks(_ analysis: Analysis) -> [String] {
    analysis.design.deepLinks.compactMap { sampleLink(analysis.design, $0, pageHost: $0.pattern.host) }
}

/// The sample links that name an item of the start screen's tab bar or drawer with nothing to fill: link → the item's
/// index (the generated apps select the item instead of opening a copy of it).
func itemLinks(_ analysis: Analysis) -> [String: Int] {
    let design = analysis.design
    var items: [String: Int] = [:]
    for link in design.deepLinks where link.pattern.placeholders.isEmpty {
        guard let group = design.tabGroups.first(where: { $0.style.hasMenu && $0.container.name == design.startScreen?.id }),
              let index = group.children.firstIndex(where: { $0.name == link.target.name }),
              let sample = sampleLink(design, link, pageHost: link.pattern.host) else { continue }
        items[sample] = index
    }
    return items
}

/// The links an app must refuse: each deep link that carries a URL, with a page on another host than the link's, on
/// its host behind a user name, or on another port (a link anyone can send must not make the app load any page).
func refusedLinks(_ analysis: Analysis) -> [String] {
    let design = analysis.design
    return design.deepLinks.filter { link in
        design.screen(link.target.name)?.inputs.contains { $0.type.nonOptional == .primitive(.url) && link.pattern.placeholders.contains($0.name) } == true
    }.flatMap { link in
        ["elsewhere.example", "someone@" + link.pattern.host, link.pattern.host + ":8443"].compactMap { sampleLink(design, link, pageHost: $0) }
    }
}

func sampleLink(_ design: Design, _ link: DeepLink, pageHost: String) -> String? {
    guard let target = design.screen(link.target.name) else { return nil }
    var text = link.pattern.text
    for input in target.inputs {
        let value: String
        switch input.type.nonOptional {
        case .primitive(.int), .primitive(.long): value = "7"
        case .primitive(.double), .primitive(.float): value = "1.5"
        case .primitive(.bool): value = "true"
        case .primitive(.url): value = "https://" + pageHost + "/a?b=c"
        case .enumeration(let name): value = design.enumeration(name)?.cases.first ?? ""
        default: value = "A sample & more"
        }
        let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
        text = text.replacingOccurrences(of: "{\(input.name)}", with: encoded)
    }
    return text.contains("://") ? text : "https://" + text
}
