// Intranet: your code. Tandem created this file once and never overwrites it.
import UIKit

final class IntranetViewController: IntranetViewControllerBase {
    override func reload() {
        super.reload()
    }

    override func setView() {
        // Fill the views from the models.
    }
}
