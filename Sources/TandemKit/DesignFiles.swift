import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a design's files look like on disk, to notice a save: `tandem watch` and `tandem serve` compare snapshots.
public enum DesignFiles {
    /// Each design file (and `tandem.json`) under the paths, with its modification time and size; hidden folders
    /// (an output folder's `.tandem/` ledger) are left out, and links inside a folder are neither followed nor read.
    /// Taken at every look and every save: the folders are read with readdir(3), and only the design's files looked
    /// at (through Foundation's enumerator and attributes, a folder holding a generated app of 10,000 files took 55 ms
    /// a look, a tenth of a core while `watch` waited).
    public static func snapshot(_ paths: [String]) -> [String: [Double]] {
        var state: [String: [Double]] = [:]
        func record(_ file: String, following: Bool) {
            var info = stat()
            guard (following ? stat(file, &info) : lstat(file, &info)) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
            let modified = AtomicFile.times(info).modified
            state[file] = [Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9, Double(info.st_size)]
        }
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                record(path, following: true)
                continue
            }
            var folders = [path]
            while let folder = folders.popLast() {
                guard let listing = opendir(folder) else { continue }
                while let entry = readdir(listing) {
                    let name = directoryEntryName(entry)
                    guard !name.hasPrefix(".") else { continue }
                    let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                    var kind = Int32(entry.pointee.d_type)
                    if kind == Int32(DT_UNKNOWN) {
                        // A file system that does not say: asked, without following a link.
                        var entryInfo = stat()
                        let format = lstat(full, &entryInfo) == 0 ? entryInfo.st_mode & S_IFMT : 0
                        kind = format == S_IFDIR ? Int32(DT_DIR) : format == S_IFREG ? Int32(DT_REG) : Int32(DT_LNK)
                    }
                    if kind == Int32(DT_DIR) {
                        folders.append(full)
                    } else if kind == Int32(DT_REG), name.hasSuffix(".tandem") || name.hasSuffix("tandem.json") {
                        record(full, following: false)
                    }
                }
                closedir(listing)
            }
        }
        return state
    }

    /// Waits for a design's files to change. On Linux the kernel says so as soon as a folder that holds them changes
    /// (inotify), so a save is seen at once instead of at the next look, up to `--interval` later (half a second for
    /// `watch`, 0.3 s for `serve`, by default); elsewhere, or when the kernel cannot watch, it looks again after the interval. A wake-up is a hint:
    /// the caller compares snapshots either way.
    public final class Waiter {
        /// The folders watched: one removed or moved away loses its watch, and the folder by that name is watched
        /// again at the next change the look finds.
        private let events = FolderEvents()

        public init() {}

        /// Watches each folder `paths` names (for files added to it), the folder of each file it names, and the folders
        /// that hold `files`: a file saved in place, or written beside and renamed over it, added or removed.
        public func watch(_ paths: [String], files: some Sequence<String>) {
            #if os(Linux)
            guard events.isAvailable else { return }
            var folders = Set(files.map { PathText.directory(of: $0) })
            for path in paths { folders.insert(LocalFileSystem().kind(of: path) == .directory ? path : PathText.directory(of: path)) }
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_MOVE_SELF)
            let known = events.folders
            for folder in folders where !known.contains(folder) { events.watch(folder, mask: mask) }
            #endif
        }

        /// The design's files once they differ from `seen` (nil: never looked at, so at once), with the folders that
        /// hold them watched: a look, then a wait of up to `interval` until the next, as often as it takes.
        public func change(from seen: [String: [Double]]?, in paths: [String], interval: Double) -> [String: [Double]] {
            while true {
                let now = DesignFiles.snapshot(paths)
                if now != seen {
                    watch(paths, files: now.keys)
                    return now
                }
                wait(interval)
            }
        }

        /// Returns once something changed in a watched folder, or after `seconds`. A file being written (changed, not
        /// yet closed or renamed into place) is waited for a moment more, so a save made in several writes is read
        /// whole.
        public func wait(_ seconds: Double) {
            #if os(Linux)
            if events.isAvailable {
                // In whole milliseconds, rounded up: a timeout of 0 would not wait at all.
                guard events.poll(Int32((seconds * 1000).rounded(.up))) else { return }
                var settled = drain(), waited = 0
                // At most a tenth of a second: quiet for 20 ms, or a write finished, is enough.
                while !settled, waited < 100, events.poll(20) {
                    settled = drain()
                    waited += 20
                }
                return
            }
            #endif
            usleep(UInt32(seconds * 1_000_000))
        }

        #if os(Linux)
        /// Reads every event waiting; whether one of them ends a write (a file closed after writing, renamed into place
        /// or away, removed; a folder added or moved), rather than a file made or changed and still being written.
        private func drain() -> Bool {
            var finished = false
            events.drain { event, watch in
                // A watch follows its folder when it is renamed: the name is no longer the one watched.
                if event.has(IN_MOVE_SELF) { events.forget(watch) }
                if !event.has(IN_MODIFY | IN_ATTRIB | IN_CREATE) || event.has(IN_CREATE) && event.has(IN_ISDIR) { finished = true }
            }
            return finished
        }
        #endif
    }
}
