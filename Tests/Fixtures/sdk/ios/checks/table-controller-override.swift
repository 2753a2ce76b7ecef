// UITableViewController implements the data source and delegate methods: subclasses must write `override`.
// expect-error: overriding declaration requires an 'override' keyword
import UIKit

final class ListViewController: UITableViewController {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
}
