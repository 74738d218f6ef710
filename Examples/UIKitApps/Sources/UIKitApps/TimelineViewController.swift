#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

// A news reader's timeline: a cell class built from subviews with Auto Layout, and a compositional
// layout whose sections differ (a horizontally scrolling band of headlines, then the story list).

/// A story on the timeline.
public struct Story: Hashable, Codable, Identifiable, Sendable {
    public let id: Int
    public var title: String
    public var source: String
    public var symbol: String

    public init(id: Int, title: String, source: String, symbol: String = "newspaper") {
        self.id = id
        self.title = title
        self.source = source
        self.symbol = symbol
    }
}

/// The timeline's cell: a thumbnail beside a title and a source line, on a rounded card.
public final class StoryCell: UICollectionViewCell {
    public static let reuseIdentifier = "StoryCell"

    public let thumbnailView = UIImageView()
    public let titleLabel = UILabel()
    public let sourceLabel = UILabel()
    private let textStack = UIStackView()
    /// How often this cell was made ready for another story.
    public private(set) var reuseCount = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureHierarchy()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureHierarchy()
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        configureHierarchy()
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        thumbnailView.image = nil
        titleLabel.text = nil
        sourceLabel.text = nil
    }

    public func configure(with story: Story) {
        titleLabel.text = story.title
        sourceLabel.text = story.source
        thumbnailView.image = UIImage(systemName: story.symbol)
    }

    private func configureHierarchy() {
        guard textStack.superview == nil else { return }
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.masksToBounds = true

        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.tintColor = .systemOrange
        thumbnailView.translatesAutoresizingMaskIntoConstraints = false

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 2
        sourceLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        sourceLabel.textColor = .secondaryLabel

        textStack.axis = .vertical
        textStack.spacing = 4
        textStack.addArrangedSubview(titleLabel)
        textStack.addArrangedSubview(sourceLabel)
        textStack.translatesAutoresizingMaskIntoConstraints = false

        contentView.addSubview(thumbnailView)
        contentView.addSubview(textStack)
        let inset: CGFloat = 10
        NSLayoutConstraint.activate([
            thumbnailView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            thumbnailView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            thumbnailView.widthAnchor.constraint(equalToConstant: 44),
            thumbnailView.heightAnchor.constraint(equalTo: thumbnailView.widthAnchor),
            textStack.leadingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: inset),
            textStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            textStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            textStack.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -inset),
        ])
    }
}

/// A section's title above it on the timeline.
public final class SectionTitleView: UICollectionReusableView {
    public static let reuseIdentifier = "SectionTitleView"
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.preferredFont(forTextStyle: .title2)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The timeline's data source: it also makes the section titles.
public final class TimelineDataSource: UICollectionViewDiffableDataSource<TimelineViewController.Section, Story> {
    public override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SectionTitleView.reuseIdentifier, for: indexPath)
        if let titleView = view as? SectionTitleView {
            let section = sectionIdentifier(for: indexPath.section)
            titleView.label.text = section == .headlines ? "Top Stories" : "Latest"
        }
        return view
    }
}

/// The timeline screen: headlines in a horizontal band above the latest stories.
public final class TimelineViewController: UIViewController {
    public enum Section: Int, CaseIterable, Hashable, Sendable { case headlines, latest }

    public var collectionView: UICollectionView!
    public var dataSource: TimelineDataSource!

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(StoryCell.self, forCellWithReuseIdentifier: StoryCell.reuseIdentifier)
        collectionView.register(SectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: SectionTitleView.reuseIdentifier)
        view.addSubview(collectionView)
        dataSource = TimelineDataSource(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, story: Story) -> UICollectionViewCell? in
            guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: StoryCell.reuseIdentifier, for: indexPath) as? StoryCell else {
                fatalError("Could not dequeue a StoryCell")
            }
            cell.configure(with: story)
            return cell
        }
    }

    /// Shows `headlines` in the band and `latest` below it.
    public func show(headlines: [Story], latest: [Story], animated: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Story>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(headlines, toSection: .headlines)
        snapshot.appendItems(latest, toSection: .latest)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func createLayout() -> UICollectionViewLayout {
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader,
                                                                 alignment: .top)
        return UICollectionViewCompositionalLayout { (sectionIndex: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let kind = Section(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .headlines:
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let width: CGFloat = environment.container.effectiveContentSize.width > 600 ? 0.45 : 0.85
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .absolute(180))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.boundarySupplementaryItems = [header]
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return section
            case .latest:
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(72))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
                let group = NSCollectionLayoutGroup.vertical(layoutSize: itemSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                section.boundarySupplementaryItems = [header]
                return section
            }
        }
    }
}
