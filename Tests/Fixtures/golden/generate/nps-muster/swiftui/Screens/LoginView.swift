// Login: your view. Tandem created this file once and never overwrites it; it keeps
// LoginInterface (the design's elements, regenerated) and adds what you like around it.
import SwiftUI

struct LoginView: SwiftUI.View {
    @SwiftUI.State var model: LoginModel

    var body: some SwiftUI.View {
        LoginInterface(model: model)
    }
}
