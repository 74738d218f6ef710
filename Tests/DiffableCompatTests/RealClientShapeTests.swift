// Written as app code is written for UIKit (only the import differs): a cell subclass with its own
// subviews, Auto Layout, a layer, reuse and nib hooks; a view controller building a compositional
// layout and a navigation item. It must compile without warnings in Swift 6 mode; the Swift 5 copy is
// Examples/ViewModelOnLinux/Sources/ViewModels/ArticleCell.swift.
#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Testing

final class ArticleCell: UICollectionViewCell {
    static let reuseIdentifier = "ArticleCell"

    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    private let thumbnail = UIImageView()
    private let stack = UIStackView()
    private var thumbnailWidth: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureHierarchy()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        configureHierarchy()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        summaryLabel.text = nil
        thumbnail.image = nil
    }

    private func configureHierarchy() {
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        contentView.layer.masksToBounds = true
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 2)

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 2
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.tintColor = .systemOrange

        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(summaryLabel)
        [thumbnail, stack].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
        summaryLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)

        thumbnailWidth = thumbnail.widthAnchor.constraint(equalToConstant: 64)
        thumbnailWidth.priority = .required - 1
        let guide = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            thumbnail.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            thumbnail.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor),
            thumbnailWidth,
            stack.leadingAnchor.constraint(equalTo: thumbnail.trailingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
        ])
    }

    func configure(title: String, summary: String, symbol: String) {
        titleLabel.text = title
        summaryLabel.text = summary
        thumbnail.image = UIImage(systemName: symbol)?.withRenderingMode(.alwaysTemplate)
        accessibilityLabel = title
    }

    var shownTitle: String? { titleLabel.text }
    var shownImageName: String? { thumbnail.image?.name }
}

final class ArticlesViewController: UIViewController {
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.alwaysBounceVertical = true
        collectionView.register(ArticleCell.self, forCellWithReuseIdentifier: ArticleCell.reuseIdentifier)
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { (sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let columns = environment.container.effectiveContentSize.width > 600 ? 2 : 1
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .estimated(88)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            return section
        }
    }
}

/// Where app code passes a cell as a view.
@MainActor
func embed(_ view: UIView, in container: UIView) {
    container.addSubview(view)
}

@MainActor
@Suite("DiffableCompat: a cell and a controller written as for UIKit")
struct RealClientShapeTests {
    @Test("an app's cell subclass builds its hierarchy in init(frame:), configures, is a UIView, and resets on reuse")
    func appCell() throws {
        let cell = ArticleCell(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        cell.configure(title: "Diffable on Linux", summary: "Only the import changes.", symbol: "newspaper")
        #expect(cell.shownTitle == "Diffable on Linux")
        #expect(cell.shownImageName == "newspaper")
        #expect(cell.contentView.subviews.count == 2)
        #expect(cell.contentView.layer.cornerRadius == 10)
        let container = UIView()
        embed(cell, in: container)
        #expect(cell.superview === container)
        cell.prepareForReuse()
        #expect(cell.shownTitle == nil)
    }

    @Test("an app's controller builds its collection view in viewDidLoad when its view is first asked for")
    func appController() throws {
        let controller = ArticlesViewController()
        #expect(controller.collectionView == nil)
        let root = try #require(controller.view)
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.superview === root)
        #expect(controller.navigationItem.title == "Articles")
        #expect(controller.navigationItem.rightBarButtonItem?.primaryAction != nil)
    }
}
