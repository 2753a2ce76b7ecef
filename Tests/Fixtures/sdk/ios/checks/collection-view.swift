// Collection views as in the iOS 18 SDK: UICollectionViewController implements the data source and delegate methods
// (subclasses must write `override`); UICollectionViewCompositionalLayout.list(using:) is main-actor isolated, while
// UICollectionLayoutListConfiguration and UICollectionView.CellRegistration (with its handler) are not, so a
// registration made outside the main actor cannot configure its cell; ScrollPosition is an option set without `.none`.
// expect-error: overriding declaration requires an 'override' keyword
// expect-error: call to main actor-isolated static method 'list(using:)' in a synchronous nonisolated context
// expect-error: main actor-isolated property 'contentConfiguration' can not be mutated from a nonisolated context
// expect-error: type 'UICollectionView.ScrollPosition' has no member 'none'
// expect-only-these
import UIKit

final class GridViewController: UICollectionViewController {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
}

func makeLayout() -> UICollectionViewLayout {
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)  // nonisolated: no error
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    UICollectionView.CellRegistration { cell, _, title in
        var content = UIListContentConfiguration.cell()
        content.text = title
        cell.contentConfiguration = content
    }
}

func makeQuietRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    UICollectionView.CellRegistration { _, _, _ in }  // creating a registration off the main actor is allowed
}

@MainActor func select(in collectionView: UICollectionView) {
    collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .none)
}
