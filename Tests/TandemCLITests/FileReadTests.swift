import Foundation
import Testing
@testable import TandemKit

/// Reading a design file: every byte, whatever the size; files that report no size (procfs) read to their end; a
/// failure is a reason a person can read.
@Suite struct FileReadTests {
    @Test(arguments: [0, 1, 4095, 65_536, 65_537, 300_001])
    func readsEveryByte(_ size: Int) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("d.tandem").path
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try LocalFileSystem().read(path) == bytes)
    }

    @Test func aFileWithoutASizeReadsToItsEnd() throws {
        // /proc files report a size of 0 and hold more than a chunk here.
        let read = try LocalFileSystem().read("/proc/self/maps")
        #expect(read.count > 0)
        #expect(String(decoding: read, as: UTF8.self).contains("\n"))
    }

    @Test func failuresSayWhy() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func reason(_ path: String) -> String? {
            do { _ = try LocalFileSystem().read(path); return nil } catch { return DesignLoader.reason(error) }
        }
        #expect(reason(dir.appendingPathComponent("missing").path) == "no such file")
        #expect(reason(dir.path) == "is a directory")
    }
}
