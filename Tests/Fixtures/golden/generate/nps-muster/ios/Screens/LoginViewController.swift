// Login: your code. Tandem created this file once and never overwrites it.
import UIKit

final class LoginViewController: LoginViewControllerBase {
    override func login() {
        super.login()
    }

    override func setView() {
        // Fill the views from the models.
    }
}
