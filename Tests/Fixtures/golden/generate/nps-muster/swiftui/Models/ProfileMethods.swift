// The behaviour of Profile. Tandem created this file once and never overwrites it: it is yours.
// When the design adds a method, the compiler asks for it here.
import Foundation

@MainActor
enum ProfileMethods {
    static func isMustered(_ receiver: Profile, on: Date) -> Bool {
        // TODO: implement isMustered.
        return false
    }
}
