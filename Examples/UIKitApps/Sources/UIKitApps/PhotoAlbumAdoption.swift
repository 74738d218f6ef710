#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

// An existing app adopting diffable data sources one screen at a time: its old data source keeps
// making the cells, and a UICollectionViewDiffableDataSourceReference, made by a convenience
// initializer over it, takes over the counts and the updates (the Objective-C-era reference types,
// as an app with Objective-C screens uses them from Swift).

/// A photo in the album; its `id` is the item identifier.
public struct Photo: Hashable, Sendable {
    public let id: String
    public var caption: String

    public init(id: String, caption: String) {
        self.id = id
        self.caption = caption
    }
}

/// The album's cell.
public final class PhotoCell: UICollectionViewCell {
    public let imageView = UIImageView()
    public let captionLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            captionLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 4),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        captionLabel.text = nil
    }
}

/// The album's data source from before diffable data sources: it owns the photos and makes the cells.
public final class PhotoAlbumDataSource: NSObject, UICollectionViewDataSource {
    public static let cellIdentifier = "PhotoCell"
    public var photos: [Photo]

    public init(photos: [Photo]) {
        self.photos = photos
        super.init()
    }

    public func photo(withID id: String) -> Photo? {
        photos.first { $0.id == id }
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath) as! PhotoCell
        let photo = photos[indexPath.item]
        cell.captionLabel.text = photo.caption
        cell.imageView.image = UIImage(systemName: "photo")
        return cell
    }
}

extension UICollectionViewDiffableDataSourceReference {
    /// Connects a diffable data source to `collectionView` whose cells come from an existing data source.
    public convenience init(collectionView: UICollectionView, cellsFrom existing: UICollectionViewDataSource) {
        self.init(collectionView: collectionView) { collectionView, indexPath, _ in
            existing.collectionView(collectionView, cellForItemAt: indexPath)
        }
    }
}

/// The album screen, now diffable.
public final class PhotoAlbumViewController: UIViewController {
    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSourceReference!
    public let album: PhotoAlbumDataSource

    public init(album: PhotoAlbumDataSource) {
        self.album = album
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 120)
        layout.minimumInteritemSpacing = 8
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoAlbumDataSource.cellIdentifier)
        view.addSubview(collectionView)
        dataSource = UICollectionViewDiffableDataSourceReference(collectionView: collectionView, cellsFrom: album)
        reload(animated: false)
    }

    /// Shows the album's photos as they are now.
    public func reload(animated: Bool = true) {
        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: ["album"])
        snapshot.appendItems(withIdentifiers: album.photos.map(\.id), intoSectionWithIdentifier: "album")
        dataSource.applySnapshot(snapshot, animatingDifferences: animated)
    }

    /// Changes a photo's caption and redraws only its cell.
    public func rename(photoID: String, to caption: String) {
        guard let index = album.photos.firstIndex(where: { $0.id == photoID }) else { return }
        album.photos[index].caption = caption
        let snapshot = dataSource.snapshot()
        snapshot.reloadItems(withIdentifiers: [photoID])
        dataSource.applySnapshot(snapshot, animatingDifferences: true)
    }

    /// The photo shown at `indexPath`.
    public func photo(at indexPath: IndexPath) -> Photo? {
        guard let id = dataSource.itemIdentifier(for: indexPath) as? String else { return nil }
        return album.photo(withID: id)
    }
}
