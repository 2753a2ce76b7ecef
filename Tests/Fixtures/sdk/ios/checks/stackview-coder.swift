// UIStackView's init(coder:) is not failable (unlike UIView's), so a subclass copying UIView's signature fails.
// expect-error: failable initializer 'init(coder:)' cannot override a non-failable initializer
import UIKit

final class FormStack: UIStackView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}
