// UISplitViewController's designated initializers are init(style:), init(nibName:bundle:) and init?(coder:); init()
// is a convenience initializer it inherits from UIViewController, so a subclass's initializer cannot call super.init().
// expect-error: must call a designated initializer of the superclass 'UISplitViewController'
import UIKit

final class DrawerViewController: UISplitViewController {
    init() {
        super.init()
        setViewController(UIViewController(), for: .primary)
    }

    required init?(coder: NSCoder) {
        fatalError("DrawerViewController is built in code, not from a storyboard")
    }
}
