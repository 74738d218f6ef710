#if canImport(UIKit)
import Combine
import UIKit
#else
import DiffableCompat
#endif

// A Combine view model from a tutorial's shape: it fetches the feed with a URLSession publisher,
// decodes it with JSONDecoder, and publishes a snapshot that the screen applies on the main queue.
// It refetches when the app posts `.feedNeedsRefresh` and, if asked, on a timer. A refresh asked
// for while a fetch is in flight waits for it and then fetches once (the in-flight fetch is never
// cancelled by a newer one: no request is wasted, and no reply arrives after a newer one).

extension Notification.Name {
    /// Posted when something outside the feed screen knows the feed is stale.
    public static let feedNeedsRefresh = Notification.Name("FeedNeedsRefresh")
}

/// What the feed endpoint returns.
public struct FeedResponse: Decodable {
    public let stories: [Story]
}

/// The feed's view model.
public final class FeedViewModel: ObservableObject {
    public enum Section: Hashable, Sendable { case main }

    @Published public private(set) var stories: [Story] = []
    @Published public private(set) var errorMessage: String?
    /// Whether a fetch is in flight (a spinner's state).
    @Published public private(set) var isLoading = false
    /// How many times the feed was fetched.
    public private(set) var fetchCount = 0
    /// A refresh was asked for while a fetch was in flight: fetch again when it ends.
    private var refreshWhenLoaded = false
    private var timer: AnyCancellable?

    private let url: URL
    private let session: URLSession
    private var fetch: AnyCancellable?
    private var subscriptions = Set<AnyCancellable>()

    public init(url: URL, session: URLSession = .shared, refreshEvery interval: TimeInterval? = nil, notificationCenter: NotificationCenter = .default) {
        self.url = url
        self.session = session
        notificationCenter.publisher(for: .feedNeedsRefresh)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.load() }
            .store(in: &subscriptions)
        if let interval {
            timer = Timer.publish(every: interval, on: .main, in: .common)
                .autoconnect()
                .sink { [weak self] _ in self?.load() }
        }
    }

    /// Stops the refresh timer, and any refresh waiting for the fetch in flight.
    public func stopRefreshing() {
        timer = nil
        refreshWhenLoaded = false
    }

    /// Fetches the feed; `stories` changes on the main queue when it arrives. Asked while a fetch is in
    /// flight, it fetches once more when that one ends.
    public func load() {
        guard !isLoading else {
            refreshWhenLoaded = true
            return
        }
        isLoading = true
        fetchCount += 1
        fetch = session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: FeedResponse.self, decoder: JSONDecoder())
            .map(\.stories)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                guard let self else { return }
                if case let .failure(error) = completion {
                    errorMessage = error.localizedDescription
                }
                isLoading = false
                if refreshWhenLoaded {
                    refreshWhenLoaded = false
                    load()
                }
            }, receiveValue: { [weak self] stories in
                self?.errorMessage = nil
                self?.stories = stories
            })
    }

    /// The stories as the screen's snapshot.
    public var snapshotPublisher: AnyPublisher<NSDiffableDataSourceSnapshot<Section, Story>, Never> {
        $stories
            .map { stories in
                var snapshot = NSDiffableDataSourceSnapshot<Section, Story>()
                snapshot.appendSections([.main])
                snapshot.appendItems(stories, toSection: .main)
                return snapshot
            }
            .eraseToAnyPublisher()
    }
}

/// The feed screen: a plain table fed by the view model.
public final class FeedViewController: UITableViewController {
    public let viewModel: FeedViewModel
    public private(set) var dataSource: UITableViewDiffableDataSource<FeedViewModel.Section, Story>!
    private var subscriptions = Set<AnyCancellable>()

    public init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "story")
        dataSource = UITableViewDiffableDataSource<FeedViewModel.Section, Story>(tableView: tableView) { tableView, indexPath, story in
            let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = story.title
            content.secondaryText = story.source
            cell.contentConfiguration = content
            return cell
        }
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.viewModel.load() }, for: .valueChanged)
        viewModel.snapshotPublisher
            .receive(on: DispatchQueue.main)
            .sink { [weak self] snapshot in
                self?.dataSource.apply(snapshot, animatingDifferences: true)
                self?.refreshControl?.endRefreshing()
            }
            .store(in: &subscriptions)
        viewModel.load()
    }
}
