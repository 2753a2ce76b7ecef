import UIKit

/// A login form: text fields, a switch with its label, buttons with UIActions (logging in, or browsing as a guest).
final class LoginViewController: UIViewController, UITextFieldDelegate {
    let userName = UITextField()
    let password = UITextField()
    let rememberLabel = UILabel()
    let remember = UISwitch()
    let login = UIButton(configuration: .filled())
    let guest = UIButton(configuration: .plain())
    let campus = UIButton(configuration: .plain())

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Log In"
    }

    required init?(coder: NSCoder) {
        fatalError("LoginViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Found by UI tests by name; the switch named by its caption.
        for (view, identifier) in [(userName, "userName"), (password, "password"), (rememberLabel, "rememberLabel"), (remember, "remember"),
                                   (login, "login"), (guest, "guest"), (campus, "campus")] as [(UIView, String)] {
            view.accessibilityIdentifier = identifier
        }
        remember.accessibilityLabel = "Remember me"
        view.backgroundColor = .systemBackground

        userName.placeholder = "User name"
        userName.borderStyle = .roundedRect
        userName.textContentType = .username
        userName.delegate = self
        password.placeholder = "Password"
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.delegate = self
        rememberLabel.text = "Remember me"
        rememberLabel.font = .preferredFont(forTextStyle: .body)
        login.configuration?.title = "Log in"
        login.isEnabled = false
        guest.configuration?.title = "Browse the library"
        campus.configuration?.title = "Campus guide"

        let rememberRow = UIStackView(arrangedSubviews: [rememberLabel, remember])
        rememberRow.axis = .horizontal
        rememberRow.spacing = 8
        let stack = UIStackView(arrangedSubviews: [userName, password, rememberRow, login, guest, campus])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        userName.addAction(UIAction { [unowned self] _ in self.updateLoginButton() }, for: .editingChanged)
        password.addAction(UIAction { [unowned self] _ in self.updateLoginButton() }, for: .editingChanged)
        remember.addAction(UIAction { [unowned self] _ in self.rememberChanged() }, for: .valueChanged)
        login.addAction(UIAction { [unowned self] _ in self.logIn() }, for: .touchUpInside)
        guest.addAction(UIAction { _ in AppNavigation.replaceRoot(with: LibrarySplitViewController()) }, for: .touchUpInside)
        campus.addAction(UIAction { _ in AppNavigation.replaceRoot(with: CampusSplitViewController()) }, for: .touchUpInside)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === userName { password.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return true
    }

    private func updateLoginButton() {
        login.isEnabled = !(userName.text ?? "").isEmpty && !(password.text ?? "").isEmpty
    }

    private func rememberChanged() {
        rememberLabel.text = remember.isOn ? "Remember me (on)" : "Remember me"
    }

    private func logIn() {
        let profile = Profile(userName: userName.text ?? "", rememberMe: remember.isOn)
        AppNavigation.replaceRoot(with: HomeTabBarController(profile: profile))
    }
}
