import Dispatch
import TandemMustache
import TandemPlatform

extension Generator {
    /// Each screen's context hashed, as every file made for it or reading the list of screens is fingerprinted with;
    /// those `keeping` holds for a screen marked in `kept` are taken as they are.
    /// On every core: a large app has thousands.
    public static func screenPrints(of context: TemplateContext, keeping: [StableHasher]? = nil, kept: [Bool]? = nil) -> [StableHasher] {
        nonisolated(unsafe) var screens = [StableHasher](repeating: StableHasher(), count: context.screens.count)
        let keeping = keeping?.count == context.screens.count && kept?.count == context.screens.count ? keeping : nil
        DispatchQueue.concurrentPerform(iterations: context.screens.count) { i in
            if let keeping, kept![i] {
                screens[i] = keeping[i]
                return
            }
            var h = StableHasher()
            h.combine(context.screens[i])
            screens[i] = h
        }
        return screens
    }

    /// The fingerprint of each file a target makes (`Reuse`): what it is made from, as 32 hex digits.
    struct Inputs {
        let fingerprints: [String]
        /// What a file made for the app can read besides the screens: the seed, the target, its flags and the root's
        /// other values (`MustacheMemo.begin(context:)`).
        let allButScreens: String

        /// `jobs`: each file's entry in target.json, and the kind and place of the item it is made for.
        /// `screens`: each screen's fingerprint (`screenPrints`), when the caller has them.
        init(of jobs: [(spec: TargetDefinition.FileSpec, key: String, index: Int)], target: String, definition: TargetDefinition,
             library: MustacheLibrary, context: TemplateContext, seed: String, screens known: [StableHasher]? = nil) {
            let screens = known ?? Generator.screenPrints(of: context)
            func each<T: StableHashable>(_ values: [T]) -> [StableHasher] {
                values.map { var h = StableHasher(); h.combine($0); return h }
            }
            let models = each(context.models), enums = each(context.enums)
            func list(_ items: [StableHasher]) -> StableHasher {
                var h = StableHasher()
                h.combine(items.count)
                for item in items { h.combine(item) }
                return h
            }
            func one<T: StableHashable>(_ value: T) -> StableHasher { var h = StableHasher(); h.combine(value); return h }
            // The root's values by the names templates read them (`RenderRoot`); `target` is the flags, in the seed.
            let root: [String: StableHasher] = [
                "app": one(context.app), "tool": one(context.tool), "screens": list(screens), "models": list(models),
                "enums": list(enums), "hasModels": one(context.hasModels), "hasEnums": one(context.hasEnums),
            ]
            /// The root's values but those named `except`, and the classes screens share, after `start`.
            func rootHash(from start: StableHasher = StableHasher(), except: String? = nil) -> StableHasher {
                var h = start
                for name in root.keys.sorted() where name != except { h.combine(name); h.combine(root[name]!) }
                h.combine(context.sharingIOSClass)
                h.combine(context.sharingAndroidClass)
                return h
            }
            let whole = rootHash()
            let base = {
                var h = StableHasher()
                h.combine(seed)
                h.combine(target)
                h.combine(definition.language)
                h.combine(definition.flags.sorted())
                return h
            }()
            allButScreens = rootHash(from: base, except: "screens").hex
            let reads = Dictionary(uniqueKeysWithValues: Set(jobs.compactMap(\.spec.template)).map { ($0, library.rootNamesRead(by: $0)?.sorted()) })
            // What a file is made from but its item: the same for every file of an entry of target.json (whose files
            // are next to each other), so made once for each.
            var specs: [StableHasher] = [], specOf = [Int](repeating: 0, count: jobs.count)
            var last: TargetDefinition.FileSpec? = nil
            for (index, job) in jobs.enumerated() {
                if job.spec != last {
                    let spec = job.spec
                    var h = base
                    h.combine(spec.template)
                    h.combine(spec.builtin)
                    h.combine(spec.path)
                    h.combine(spec.each.rawValue)
                    h.combine(spec.owner.rawValue)
                    h.combine(spec.when)
                    if let template = spec.template {
                        if let names = reads[template]! {
                            for name in names where name != job.key {
                                if let value = root[name] { h.combine(name); h.combine(value) }
                            }
                        } else {
                            h.combine(whole)
                        }
                    } else if spec.each == .app {
                        // A builtin made for the app reads the whole context; one made for each item, that item.
                        h.combine(whole)
                    }
                    specs.append(h)
                    last = spec
                }
                specOf[index] = specs.count - 1
            }
            // Tens of thousands of files: on every core, in runs of a thousand.
            nonisolated(unsafe) var prints = [String](repeating: "", count: jobs.count)
            let chunk = 1024, made = specs, madeOf = specOf
            DispatchQueue.concurrentPerform(iterations: (jobs.count + chunk - 1) / chunk) { c in
                for index in (c * chunk)..<min(jobs.count, (c + 1) * chunk) {
                    let job = jobs[index]
                    var h = made[madeOf[index]]
                    let item: StableHasher = switch job.spec.each {
                    case .app: root["app"]!
                    case .screen: screens[job.index]
                    case .model: models[job.index]
                    case .enum: enums[job.index]
                    }
                    h.combine(item)
                    prints[index] = h.hex
                }
            }
            fingerprints = prints
        }
    }
}
