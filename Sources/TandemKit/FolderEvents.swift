import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The kernel's reports of what changes in some folders (inotify, on Linux): one reader for `watch`'s design files
/// (`DesignFiles.Waiter`) and for the output folder it generates into (`KeptOutput`). Elsewhere, or when the kernel
/// cannot watch, `isAvailable` is false and nothing is ever reported.
final class FolderEvents {
    struct Event {
        /// The folder as it was named when watched; nil when its watch is unknown (the queue overflowed: `mask` says).
        var folder: String?
        var mask: UInt32
        /// The name in the folder the event is about; empty for the folder itself.
        var name: String

        func has(_ flags: some BinaryInteger) -> Bool { mask & UInt32(flags) != 0 }
    }

    private(set) var descriptor: Int32 = -1
    /// The folders watched, by the kernel's watch descriptor.
    private(set) var watched: [Int32: String] = [:]

    init() {
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        #endif
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    var isAvailable: Bool { descriptor >= 0 }

    var folders: Set<String> { Set(watched.values) }

    /// Watches `folder` ("" is the current folder) for `mask`, its events named `name` (the folder, by default);
    /// false when the kernel refused (no such folder, a link, no watches left).
    @discardableResult
    func watch(_ folder: String, as name: String? = nil, mask: UInt32) -> Bool {
        #if os(Linux)
        guard descriptor >= 0 else { return false }
        let watch = inotify_add_watch(descriptor, folder.isEmpty ? "." : folder, mask)
        guard watch >= 0 else { return false }
        watched[watch] = name ?? folder
        return true
        #else
        return false
        #endif
    }

    /// Stops watching the folder a watch descriptor names.
    func forget(_ watch: Int32) {
        #if os(Linux)
        if watched.removeValue(forKey: watch) != nil { inotify_rm_watch(descriptor, watch) }
        #endif
    }

    /// Stops watching every folder (events already queued are still read, with no folder).
    func forgetAll() {
        for watch in Array(watched.keys) { forget(watch) }
    }

    /// Reads every event waiting, in order. A folder whose watch the kernel ended (removed, unmounted) is no longer
    /// watched after its last event.
    func drain(_ each: (Event, Int32) -> Void) {
        #if os(Linux)
        guard descriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            // Each event: watch descriptor, mask, cookie and the name's length (4 bytes each), then the name, padded
            // with NULs.
            var offset = 0
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self), bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let field = buffer[(offset + 16)..<min(count, offset + 16 + length)]
                let name = String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
                each(Event(folder: watched[watch], mask: mask, name: name), watch)
                if mask & UInt32(IN_IGNORED) != 0 { watched[watch] = nil }
                offset += 16 + length
            }
        }
        #endif
    }

    /// Waits up to `milliseconds` for an event; whether one is waiting.
    func poll(_ milliseconds: Int32) -> Bool {
        #if os(Linux)
        guard descriptor >= 0 else { return false }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&request, 1, milliseconds) > 0
        #else
        return false
        #endif
    }
}
