#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`: the section for an index in an
/// environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's `UICollectionViewCompositionalLayout`. Shape only for layout: nothing is laid out.
/// Modelled for supplementary kinds: `supplementaryKinds(inSection:containerSize:)` calls the
/// section provider (or takes the one section) with a headless environment and reports the
/// section's boundary item kinds; a `.list(using:)` layout reports its header and footer modes'.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let section: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    private let listConfiguration: UICollectionLayoutListConfiguration?
    /// The configuration. Shape only: stored.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    private init(section: NSCollectionLayoutSection?, provider: UICollectionViewCompositionalLayoutSectionProvider?,
                 list: UICollectionLayoutListConfiguration?, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.section = section
        sectionProvider = provider
        listConfiguration = list
        self.configuration = configuration
        super.init()
    }

    /// A layout decoded from an archive. Shape only: nothing is decoded; no sections.
    public required init?(coder: NSCoder) {
        section = nil
        sectionProvider = nil
        listConfiguration = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`. Shape only.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, provider: nil, list: nil, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a configuration. Shape only.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(section: section, provider: nil, list: nil, configuration: configuration)
    }

    /// A layout whose sections `sectionProvider` makes. Modelled: the provider is kept and called by
    /// `supplementaryKinds(inSection:containerSize:)`.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(section: nil, provider: sectionProvider, list: nil, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with a configuration. Modelled as
    /// `init(sectionProvider:)`.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                            configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(section: nil, provider: sectionProvider, list: nil, configuration: configuration)
    }

    /// A list layout. Modelled for the configuration's header and footer modes.
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: nil, provider: nil, list: configuration,
                                            configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    override func supplementaryKinds(inSection index: Int, environment: any NSCollectionLayoutEnvironment) -> [String] {
        if let listConfiguration {
            return NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment).supplementaryKinds
        }
        return (section ?? sectionProvider?(index, environment))?.supplementaryKinds ?? []
    }

    override func listConfiguration(inSection index: Int, environment: any NSCollectionLayoutEnvironment) -> UICollectionLayoutListConfiguration? {
        listConfiguration ?? (section ?? sectionProvider?(index, environment))?.listConfiguration
    }
}
#endif
