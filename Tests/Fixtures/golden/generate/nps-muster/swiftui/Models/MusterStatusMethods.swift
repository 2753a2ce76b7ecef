// The behaviour of MusterStatus. Tandem created this file once and never overwrites it: it is yours.
// When the design adds a method, the compiler asks for it here.
import Foundation

@MainActor
enum MusterStatusMethods {
    static func canMuster(_ receiver: MusterStatus) -> Bool {
        // TODO: implement canMuster.
        return false
    }
    static func muster(_ receiver: MusterStatus, profile: Profile) {
        // TODO: implement muster.

    }
}
