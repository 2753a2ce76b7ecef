import Foundation

/// What a design's files look like on disk, to notice a save: `tandem watch` and `tandem serve` compare snapshots.
public enum DesignFiles {
    /// Each design file (and `tandem.json`) under the paths, with its modification time and size; hidden folders
    /// (an output folder's `.tandem/` ledger) are left out.
    public static func snapshot(_ paths: [String]) -> [String: [Double]] {
        var state: [String: [Double]] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let files = isFolder.boolValue
                ? (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { ($0.hasSuffix(".tandem") || $0.hasSuffix("tandem.json")) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                    .map { path + "/" + $0 }
                : [path]
            for file in files {
                let attributes = try? FileManager.default.attributesOfItem(atPath: file)
                guard attributes?[.type] as? FileAttributeType == .typeRegular else { continue }
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let size = (attributes?[.size] as? NSNumber)?.doubleValue ?? 0
                state[file] = [modified, size]
            }
        }
        return state
    }
}
