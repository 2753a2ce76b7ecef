// Mirrors the iOS 15+ SDK's Foundation: String(localized:defaultValue:…), which swift-corelibs-foundation lacks.
//
// Compiled into the UIKit stand-in module (which re-exports Foundation, as UIKit does on iOS) and, for a build of
// generated code without the stand-ins (the SwiftUI screen models over real Observation), beside that code.

import Foundation

// swift-corelibs-foundation has no `String(localized:)`; iOS 15's Foundation does. Mirrors its Swift interface
// (`init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? =
// nil, locale: Locale = .current, comment: StaticString? = nil)`); it gives the default value, as iOS does for a key the
// String Catalog does not hold.
extension String {
    /// Mirrors `String.LocalizationValue` for literals and interpolations.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Equatable {
        let text: String
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
    }

    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }
}
