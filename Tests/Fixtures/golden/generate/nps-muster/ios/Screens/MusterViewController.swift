// Muster: your code. Tandem created this file once and never overwrites it.
import UIKit

final class MusterViewController: MusterViewControllerBase {
    override func muster() {
        super.muster()
    }

    override func setView() {
        // Fill the views from the models.
    }
}
