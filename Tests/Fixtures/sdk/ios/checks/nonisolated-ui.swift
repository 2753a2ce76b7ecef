// UIKit is @MainActor: creating views or presenting from a nonisolated context is an error in Swift 6 mode.
// expect-error: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context
// expect-error: call to main actor-isolated instance method 'present(_:animated:completion:)' in a synchronous nonisolated context
import UIKit

func makeBadge() -> UILabel {
    UILabel(frame: .zero)
}

func show(_ controller: UIViewController, from presenter: UIViewController) {
    presenter.present(controller, animated: true)
}
