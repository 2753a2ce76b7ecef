import TandemKit

/// One requirement/trace corpus in each peer tool's language: requirements, and tasks tracing to one or two of them.
/// Tandem reads `corpus.tandem`; StrictDoc `corpus.sdoc` (tasks as requirements with `Parent` relations); TRLC
/// `corpus.rsl` (the types) and `corpus.trlc` (the records). With `dangling`, every hundredth reference (1 %) names a
/// requirement that does not exist, the same ones in every language, so the tools' error counts can be compared.
struct PeerCorpus {
    var requirements: Int
    var tasks: Int
    var dangling: Bool

    init(elements: Int, dangling: Bool) {
        let design = SyntheticDesign.scaled(elements: elements)
        requirements = design.requirements
        tasks = design.tasks
        self.dangling = dangling
    }

    /// Each task's references, in order; the references count across all tasks, for the 1 % that dangle.
    func references() -> [[String]] {
        var count = 0
        return (0..<tasks).map { t in
            var ids = [t % requirements]
            if t % 2 == 1, (t * 7 + 3) % requirements != t % requirements { ids.append((t * 7 + 3) % requirements) }
            return ids.map { r in
                count += 1
                return dangling && count % 100 == 0 ? "RX\(r)" : "R\(r)"
            }
        }
    }

    var danglingCount: Int { references().joined().filter { $0.hasPrefix("RX") }.count }

    func tandem() -> String {
        var out = "app \"Corpus\"\n"
        for r in 0..<requirements {
            out += "requirement R\(r) \"Requirement \(r)\" { text \"The app shall do thing \(r).\" }\n"
        }
        for (t, ids) in references().enumerated() {
            out += "task T\(t) \"Task \(t)\" { satisfies \(ids.joined(separator: ", ")) }\n"
        }
        return out
    }

    func sdoc() -> String {
        var out = "[DOCUMENT]\nTITLE: Corpus\n"
        for r in 0..<requirements {
            out += "\n[REQUIREMENT]\nUID: R\(r)\nTITLE: Requirement \(r)\nSTATEMENT: >>>\nThe app shall do thing \(r).\n<<<\n"
        }
        for (t, ids) in references().enumerated() {
            out += "\n[REQUIREMENT]\nUID: T\(t)\nTITLE: Task \(t)\nSTATEMENT: >>>\nTask \(t).\n<<<\nRELATIONS:\n"
            for id in ids { out += "- TYPE: Parent\n  VALUE: \(id)\n" }
        }
        return out
    }

    func rsl() -> String {
        """
        package Corpus

        type Requirement {
          title String
          text  optional String
        }

        type Task {
          title     String
          satisfies Requirement [1 .. *]
        }

        """
    }

    func trlc() -> String {
        var out = "package Corpus\n"
        for r in 0..<requirements {
            out += "\nRequirement R\(r) {\n  title = \"Requirement \(r)\"\n  text = \"The app shall do thing \(r).\"\n}\n"
        }
        for (t, ids) in references().enumerated() {
            out += "\nTask T\(t) {\n  title = \"Task \(t)\"\n  satisfies = [\(ids.joined(separator: ", "))]\n}\n"
        }
        return out
    }
}
