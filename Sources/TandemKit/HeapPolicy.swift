import Foundation

/// How a process that checks the same design again and again (the language server, `tandem watch`) takes memory.
public enum HeapPolicy {
    /// Large blocks from the heap, not from mappings of their own. glibc maps each block of 128 KB or more anew and
    /// unmaps it when it is freed, raising that bound only as large blocks are freed: the first edits' lists (a large
    /// design's tasks, its trace links) land on fresh pages, each faulted in and zeroed, where later ones take what
    /// the check before freed. The bound is raised to its maximum on 64-bit glibc (32 MB) at the start instead.
    /// `mallopt` is looked up at run time: Swift's Glibc module does not import malloc.h. Whether it was set.
    @discardableResult
    public static func reuseFreedBlocks() -> Bool {
        #if os(Linux)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        // A null handle is RTLD_DEFAULT: the C library the process links.
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD, malloc.h
        return unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 32 << 20) == 1
        #else
        return false
        #endif
    }
}
