// UIKit delegate and data-source protocols refine NSObjectProtocol: a plain Swift class cannot adopt them.
// expect-error: type 'RowSource' does not conform to protocol 'NSObjectProtocol'
import UIKit

@MainActor final class RowSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
