import TandemAnalysis
import TandemDiagnostics
import TandemModel
import TandemSyntax

/// Flags a deep link that cannot open its screen the same way on every platform: a pattern that is not a URL
/// pattern, a placeholder that names no input of the screen or one whose type a URL cannot carry, the same pattern
/// twice. (A required input the link does not fill is TD305, as for any way in.)
enum DeepLinks: DesignRule {
    static let reads: DeclarationKinds = .modelNavigation
    static let rule = RuleDescriptor(
        code: "TD313", name: "invalid-deep-link", defaultSeverity: .error,
        summary: "A deep link's URL pattern does not fit the screen it opens.",
        explanation: "'deeplink \"example.com/plant/{plantId}\" -> PlantDetail' opens PlantDetail with the input plantId taken from the URL. The pattern is 'scheme://host/path?key={name}' (no scheme: http and https); each '{name}' is a whole path segment or query value and names an input of the screen whose type a URL can carry (String, Int, Long, Double, Float, Bool, URL or an enum, optional or not). A URL value only in an http(s) link: the apps accept it only when it is https on the link's host (or one under it), with no user name and no other port, so a link cannot make the app load any page. Each pattern opens one screen.")
    static let descriptors = [rule]

    static func check(_ analysis: Analysis, into diagnostics: inout [Diagnostic]) {
        let design = analysis.design
        var seen: [String: DeepLink] = [:]
        for link in design.deepLinks {
            for problem in link.pattern.problems {
                diagnostics.append(Diagnostic(rule, "'\(link.pattern.shown)' is not a link pattern: \(problem)", at: link.patternRange,
                                              hint: "write 'scheme://host/path/{input}', or 'host/path/{input}' for http and https"))
            }
            if let first = seen[link.pattern.text] {
                diagnostics.append(Diagnostic(rule, "the link '\(link.pattern.shown)' is declared twice", at: link.patternRange,
                                              notes: [DiagnosticNote("first declared here", at: first.range)],
                                              hint: "one pattern opens one screen"))
                continue
            }
            seen[link.pattern.text] = link
            guard let target = design.screen(link.target.name) else { continue }
            var named = Set<String>()
            for name in link.pattern.placeholders where named.insert(name).inserted {
                guard let input = target.inputs.first(where: { $0.name == name }) else {
                    diagnostics.append(Diagnostic(rule, "'{\(name)}' names no input of screen '\(target.id)'", at: link.patternRange,
                                                  notes: [DiagnosticNote("screen '\(target.id)' declared here", at: target.idRange)])
                        // The name is a part of the pattern's string: a hint, no fix-it.
                        .suggesting(closestTo: name, in: target.inputs.map(\.name), fixable: false, otherwise: "add 'input \(name): String' to screen '\(target.id)'"))
                    continue
                }
                if !input.type.isLinkable {
                    diagnostics.append(Diagnostic(rule, "input '\(name): \(input.type.description)' of screen '\(target.id)' cannot come from a URL",
                                                  at: link.patternRange, notes: [DiagnosticNote("input declared here", at: input.range)],
                                                  hint: "link an id (String, Int, Long) and load the \(input.type.nonOptional.description) in the screen"))
                } else if input.type.nonOptional == .primitive(.url), let scheme = link.pattern.scheme, scheme != "http", scheme != "https" {
                    // The generated apps accept a linked URL only on the link's own web host; a custom scheme has none.
                    diagnostics.append(Diagnostic(rule, "'{\(name)}' is a URL in a '\(scheme):' link: any app can open it, and no web host vouches for the page",
                                                  at: link.patternRange, notes: [DiagnosticNote("input declared here", at: input.range)],
                                                  hint: "link an https URL pattern ('\(link.pattern.host)/…'), whose pages the app accepts, or an id the screen turns into a URL"))
                }
            }
        }
    }
}
