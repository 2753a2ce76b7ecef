// expect-error: type 'Empty' does not conform to protocol 'View'
import SwiftUI

struct Empty: View {
}
