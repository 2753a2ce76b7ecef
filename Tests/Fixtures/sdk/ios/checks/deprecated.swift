// Deprecated UIKit API must warn as in Xcode (run-sample.sh type-checks this file and looks for each warning).
// expect-warning: 'textLabel' is deprecated: Use UIListContentConfiguration instead, this property will be deprecated in a future release.
// expect-warning: 'detailTextLabel' is deprecated: Use UIListContentConfiguration instead
// expect-warning: 'keyWindow' is deprecated: Should not be used for applications that support multiple scenes
// expect-warning: 'automaticallyAdjustsScrollViewInsets' is deprecated: Use UIScrollView's contentInsetAdjustmentBehavior instead
// expect-warning: 'titleEdgeInsets' is deprecated: This property is ignored when using UIButtonConfiguration
// expect-warning: 'main' is deprecated: Use a UIScreen instance found through context instead
// expect-warning: 'allVisible' is deprecated: renamed to 'UISplitViewController.DisplayMode.oneBesideSecondary'
import UIKit

@MainActor func useDeprecatedAPI(cell: UITableViewCell, controller: UIViewController, button: UIButton,
                                 split: UISplitViewController) {
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    _ = UIApplication.shared.keyWindow
    controller.automaticallyAdjustsScrollViewInsets = false
    button.titleEdgeInsets = .zero
    _ = UIScreen.main.bounds
    split.preferredDisplayMode = .allVisible
}
