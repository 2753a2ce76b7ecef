// A view controller with its own initializer must provide required init?(coder:), as on a Mac.
// expect-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
import UIKit

final class DetailViewController: UIViewController {
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }
}
