#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import DiffableTraceRecorder
import Foundation

/// What the feed shows: all posts, or only those with an even id ("following").
public enum FeedFilter: String, Codable, Hashable, CaseIterable, Sendable {
    case all, following
    func admits(_ id: Int) -> Bool { self == .all || id % 2 == 0 }
}

/// Four bugs of the kinds app developers ask about, each switchable, so the example's tests show
/// the fuzzer finding each one, and the fixed feed surviving the same campaign.
public struct FeedBugs: Hashable {
    /// A page is appended as it arrives, even when a retried request's first response for the same
    /// page arrives too: the page's ids are appended twice.
    public var appendsRacingPagesTwice = false
    /// An edited post is reloaded without checking that the filter still shows it.
    public var reloadsFilteredOutPosts = false
    /// The cache's callback applies on the database queue instead of the main queue.
    public var appliesCacheFromBackground = false
    /// A refresh works out which posts are new on the network queue, from the posts as they are
    /// then, and appends them on the main queue: a page the main queue appends in between is
    /// appended again. A race: on real threads the refresh's parsing takes long enough that the
    /// pages are nearly always in before it looks; the seeded scheduler runs the refresh first.
    public var refreshRacesPageAppends = false

    public init(
        appendsRacingPagesTwice: Bool = false, reloadsFilteredOutPosts: Bool = false, appliesCacheFromBackground: Bool = false,
        refreshRacesPageAppends: Bool = false
    ) {
        self.appendsRacingPagesTwice = appendsRacingPagesTwice
        self.reloadsFilteredOutPosts = reloadsFilteredOutPosts
        self.appliesCacheFromBackground = appliesCacheFromBackground
        self.refreshRacesPageAppends = refreshRacesPageAppends
    }
}

/// The feed's view model and screen in one, as many UIKit apps write it: a collection view fed by
/// a diffable data source from the posts the view model holds.
public final class FeedScreen {
    public enum Section: Hashable, Sendable { case posts }

    public let collectionView: UICollectionView
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    /// Every post loaded, in order, with the number of times it was edited.
    public private(set) var posts: [(id: Int, edits: Int)] = []
    public private(set) var filter = FeedFilter.all
    private var loadedPages = Set<Int>()
    /// What refreshes have sent to the main queue so far: touched on the network queue only.
    private var sentByRefreshes = Set<Int>()
    private let bugs: FeedBugs
    /// Where its applies are recorded (debug builds), for `diffbench replay`.
    public var trace: ApplyTraceRecorder?

    @MainActor public init(bugs: FeedBugs = FeedBugs()) {
        self.bugs = bugs
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "post")
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { [unowned self] view, indexPath, id in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "post \(id), edited \(self.posts.first { $0.id == id }?.edits ?? 0)×"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// The ids the feed should show.
    public var visibleIDs: [Int] { posts.map(\.id).filter(filter.admits) }

    /// A page's response, on the main queue (an `async` load resuming on the main actor). Two loads
    /// of one page race when a retry's response and the first one both arrive.
    public func pageLoaded(_ page: Int, ids: [Int]) {
        if !bugs.appendsRacingPagesTwice {
            guard loadedPages.insert(page).inserted else { return }
        }
        var known = Set(posts.map(\.id))
        for id in ids where bugs.appendsRacingPagesTwice || known.insert(id).inserted { posts.append((id, 0)) }
        show(snapshot())
    }

    /// The user picked a filter.
    public func filterChanged(_ newFilter: FeedFilter) {
        filter = newFilter
        show(snapshot())
    }

    /// A post was edited elsewhere (a push): its cell must show the new text.
    public func postEdited(_ id: Int) {
        guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
        posts[index].edits += 1
        var snapshot = dataSource.snapshot()
        if bugs.reloadsFilteredOutPosts || snapshot.indexOfItem(id) != nil { snapshot.reloadItems([id]) }
        show(snapshot)
    }

    /// The cache's callback, on the database queue: the cached posts replace the feed.
    public func cacheLoaded(_ ids: [Int]) {
        if bugs.appliesCacheFromBackground {
            let snapshot = DispatchQueue.main.sync { () -> NSDiffableDataSourceSnapshot<Section, Int> in
                self.replacePosts(ids)
                return self.snapshot()
            }
            show(snapshot)
        } else {
            DispatchQueue.main.async {
                self.replacePosts(ids)
                self.show(self.snapshot())
            }
        }
    }

    /// A refresh's response, on the network queue: its posts are parsed there, and those the feed
    /// does not hold yet are appended on the main queue.
    public func refreshed(_ ids: [Int]) {
        let parsed = Self.parse(ids)
        if bugs.refreshRacesPageAppends {
            // The race: the posts are read here, on the network queue, while the main queue may
            // append a page before the block below runs there.
            let known = Set(posts.map(\.id)).union(sentByRefreshes)
            let new = parsed.filter { !known.contains($0) }
            sentByRefreshes.formUnion(new)
            DispatchQueue.main.async {
                self.posts += new.map { ($0, 0) }
                self.show(self.snapshot())
            }
        } else {
            DispatchQueue.main.async {
                var known = Set(self.posts.map(\.id))
                for id in parsed where known.insert(id).inserted { self.posts.append((id, 0)) }
                self.show(self.snapshot())
            }
        }
    }

    /// The response's ids, once "parsed": ten milliseconds of work, as decoding a large page of
    /// JSON takes (long enough that, on real threads, the pages of a short sequence are all in
    /// before the refresh looks at the posts).
    static func parse(_ ids: [Int]) -> [Int] {
        let end = DispatchTime.now().uptimeNanoseconds + 10_000_000
        while DispatchTime.now().uptimeNanoseconds < end {}
        var seen = Set<Int>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// Applies `snapshot`, recording it first when a trace is on: the one line an app adds.
    private func show(_ snapshot: NSDiffableDataSourceSnapshot<Section, Int>) {
        trace?.record(snapshot)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func replacePosts(_ ids: [Int]) {
        var seen = Set<Int>()
        posts = ids.filter { seen.insert($0).inserted }.map { ($0, 0) }
        loadedPages = []
    }

    func snapshot() -> NSDiffableDataSourceSnapshot<Section, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.posts])
        snapshot.appendItems(visibleIDs, toSection: .posts)
        return snapshot
    }
}
