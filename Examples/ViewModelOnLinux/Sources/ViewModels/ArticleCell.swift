// A cell and a view controller written as app code is written for UIKit, compiled in Swift 5 mode
// (this package's mode) against DiffableCompat with only the import differing: a cell subclass with
// init(frame:), init?(coder:) with fatalError, subviews in contentView, a layer, Auto Layout,
// prepareForReuse and awakeFromNib; a controller building a compositional layout in viewDidLoad.
// Its Swift 6 twin is Tests/DiffableCompatTests/RealClientShapeTests.swift in diffbench.
#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

public final class ArticleCell: UICollectionViewCell {
    public static let reuseIdentifier = "ArticleCell"

    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    private let thumbnail = UIImageView()
    private let stack = UIStackView()
    private var thumbnailWidth: NSLayoutConstraint!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureHierarchy()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        configureHierarchy()
    }

    public override func prepareForReuse() {
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

    public func configure(title: String, summary: String, symbol: String) {
        titleLabel.text = title
        summaryLabel.text = summary
        thumbnail.image = UIImage(systemName: symbol)?.withRenderingMode(.alwaysTemplate)
        accessibilityLabel = title
    }

    public var shownTitle: String? { titleLabel.text }
    public var shownImageName: String? { thumbnail.image?.name }
}

public final class ArticlesViewController: UIViewController {
    public private(set) var collectionView: UICollectionView!

    public override func viewDidLoad() {
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
