import Foundation

/// Every design the repository bundles, as files by name: each example as the folder it is (imports and all), each
/// broken example and each design fixture alone; then some again with CRLF line ends (the first 12) and some with a
/// byte-order mark (the next 6). For tests that edit designs at random.
public func bundledDesignFolders() throws -> [[String: [UInt8]]] {
    let fm = FileManager.default
    func tandemFiles(_ folder: URL) -> [String] {
        ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tandem") && !$0.hasPrefix(".") }.sorted()
    }
    func read(_ url: URL) throws -> [UInt8] { try [UInt8](Data(contentsOf: url)) }
    var designs: [[String: [UInt8]]] = []
    for name in ((try? fm.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("examples").path)) ?? []).sorted() {
        let folder = repositoryRoot.appendingPathComponent("examples/" + name)
        let files = tandemFiles(folder)
        if name == "broken" {
            for file in files { designs.append([file: try read(folder.appendingPathComponent(file))]) }
        } else if !files.isEmpty {
            designs.append(Dictionary(uniqueKeysWithValues: try files.map { ($0, try read(folder.appendingPathComponent($0))) }))
        }
    }
    let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/designs")
    for file in tandemFiles(fixtures) { designs.append([file: try read(fixtures.appendingPathComponent(file))]) }
    func crlf(_ bytes: [UInt8]) -> [UInt8] { bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] } }
    return designs + designs.prefix(12).map { $0.mapValues(crlf) } + designs.dropFirst(12).prefix(6).map { $0.mapValues { [0xEF, 0xBB, 0xBF] + $0 } }
}

/// A fixed sequence of pseudo-random numbers (a 64-bit linear congruential generator): a failing random test fails the
/// same way on every machine.
public struct SeededRandom {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    /// A number in 0..<n (0 when n is not positive).
    public mutating func callAsFunction(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return n <= 0 ? 0 : Int((state >> 33) % UInt64(n))
    }
}
