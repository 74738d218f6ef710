import DiffableCompat
import Foundation
import ViewModelFuzzing

/// A small list screen written as for UIKit, with switchable planted bugs, for the fuzzer's tests.
@MainActor
final class ListScreen {
    struct Bugs: Sendable {
        /// Appends a page without dropping ids already shown.
        var appendsDuplicates = false
        /// Applies background refreshes from the background queue.
        var appliesFromBackground = false
        /// Counts what it shows one too many once it holds five items (an invariant to break).
        var miscountsAtFive = false
        /// Replaces the list in its own main-queue hop with the refresh's first id repeated.
        var duplicatesInMainHop = false
    }

    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    /// Background queues apply to it too, as UIKit allows (its applies are nonisolated).
    nonisolated let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    private(set) var items: [Int] {
        get { unsafeItems }
        set { unsafeItems = newValue }
    }
    /// The items, readable off the main actor: what `RacingList`'s refresh reads, racing the pages.
    nonisolated(unsafe) var unsafeItems: [Int] = []
    let bugs: Bugs

    init(bugs: Bugs) {
        self.bugs = bugs
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
    }

    var visibleCount: Int { items.count + (bugs.miscountsAtFive && items.count >= 5 ? 1 : 0) }

    func received(page ids: [Int]) {
        items += bugs.appendsDuplicates ? ids : ids.filter { !items.contains($0) }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        dataSource.apply(snapshot(items))
    }

    func replace(with ids: [Int]) {
        items = ids
        dataSource.apply(snapshot(items))
    }

    func append(_ ids: [Int]) {
        items += ids
        dataSource.apply(snapshot(items))
    }

    func clear() {
        items = []
        dataSource.apply(snapshot(items))
    }

    nonisolated func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }
}

/// The events the list takes.
enum ListEvent: Codable, Hashable, Sendable {
    case page([Int])
    case backgroundRefresh([Int])
    case clear
}

/// The fuzz target over a `ListScreen` with `Bugs` planted (a protocol per configuration, as a
/// user writes one per screen).
protocol ListFuzzing: ViewModelFuzzTarget where Event == ListEvent, Subject == ListScreen {
    static var bugs: ListScreen.Bugs { get }
}

extension ListFuzzing {
    static var eventsPerSequence: ClosedRange<Int> { 1 ... 12 }

    @MainActor static func makeSubject() -> ListScreen { ListScreen(bugs: bugs) }

    static func randomEvent(using random: inout FuzzRandom) -> ListEvent {
        switch random.int(in: 0 ... 9) {
        case 0: .clear
        case 1, 2: .backgroundRefresh(random.ids(count: 0 ... 3, from: 1 ... 9, duplicateChance: 0))
        default: .page(random.ids(count: 1 ... 4, from: 1 ... 9, duplicateChance: 0))
        }
    }

    static func smaller(_ event: ListEvent) -> [ListEvent] {
        switch event {
        case let .page(ids) where ids.count > 1: ids.indices.map { i in .page(ids.enumerated().filter { $0.offset != i }.map(\.element)) }
        case let .backgroundRefresh(ids) where !ids.isEmpty: [.backgroundRefresh(Array(ids.dropLast()))]
        default: []
        }
    }

    static func delivery(of event: ListEvent) -> EventDelivery {
        if case .backgroundRefresh = event { return .background(lane: "network") }
        return .main
    }

    @MainActor static func deliver(_ event: ListEvent, to screen: ListScreen) {
        switch event {
        case let .page(ids), let .backgroundRefresh(ids): screen.received(page: ids)
        case .clear: screen.clear()
        }
    }

    static func deliverInBackground(_ event: ListEvent, to screen: ListScreen) {
        guard case let .backgroundRefresh(ids) = event else { return }
        // The bug: re-applying what is shown, from the network queue, before hopping to main.
        if bugs.appliesFromBackground { screen.dataSource.apply(screen.dataSource.snapshot()) }
        let box = UncheckedSendable(screen)
        // A hop of the user's own: what it raises is recorded too (a process-scoped recording).
        let replacement = bugs.duplicatesInMainHop ? ids + ids.prefix(1) : ids
        DispatchQueue.main.async { MainActor.assumeIsolated { box.value.replace(with: replacement) } }
    }

    @MainActor static func dataSources(of screen: ListScreen) -> [any SettlingDataSource] { [screen.dataSource] }

    @MainActor static func checkInvariants(of screen: ListScreen) throws {
        let shown = screen.dataSource.snapshot().numberOfItems
        try InvariantViolation.check(shown == screen.visibleCount, "the view shows \(shown) items, the model counts \(screen.visibleCount)")
    }
}

struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

enum CorrectList: ListFuzzing {
    static let name = "list-correct"
    static var bugs: ListScreen.Bugs { ListScreen.Bugs() }
}

enum DuplicatingList: ListFuzzing {
    static let name = "list-duplicates"
    static var bugs: ListScreen.Bugs { ListScreen.Bugs(appendsDuplicates: true) }
}

enum HopDuplicatingList: ListFuzzing {
    static let name = "list-hop-duplicates"
    static var bugs: ListScreen.Bugs { ListScreen.Bugs(duplicatesInMainHop: true) }
}

enum BackgroundApplyingList: ListFuzzing {
    static let name = "list-background"
    static var bugs: ListScreen.Bugs { ListScreen.Bugs(appliesFromBackground: true) }
}

enum MiscountingList: ListFuzzing {
    static let name = "list-miscount"
    static var bugs: ListScreen.Bugs { ListScreen.Bugs(miscountsAtFive: true) }
}

enum DuplicatingMiscountingList: ListFuzzing {
    static let name = "list-duplicates-miscount"
    static var bugs: ListScreen.Bugs { ListScreen.Bugs(appendsDuplicates: true, miscountsAtFive: true) }
}

/// A list whose background refresh races the main queue's pages: the refresh works out on the
/// network queue which ids are new, then appends them on the main queue, so a page appended in
/// between is appended twice. A planted race; under the seeded scheduler only (its reads off the
/// main queue are a data race on real threads, which ThreadSanitizer would rightly report).
enum RacingList: ListFuzzing {
    static let name = "list-racing-refresh"
    static var bugs: ListScreen.Bugs { ListScreen.Bugs() }

    static func randomEvent(using random: inout FuzzRandom) -> ListEvent {
        random.chance(0.3) ? .backgroundRefresh(random.ids(count: 1 ... 3, from: 1 ... 6, duplicateChance: 0, emptyChance: 0))
            : .page(random.ids(count: 1 ... 3, from: 1 ... 6, duplicateChance: 0, emptyChance: 0))
    }

    static func deliverInBackground(_ event: ListEvent, to screen: ListScreen) {
        guard case let .backgroundRefresh(ids) = event else { return }
        let known = Set(screen.unsafeItems)
        let new = ids.filter { !known.contains($0) }
        let box = UncheckedSendable(screen)
        DispatchQueue.main.async { MainActor.assumeIsolated { box.value.append(new) } }
    }
}

/// A list that traps (an index out of range) when a page holds 7 while it shows something.
enum TrappingList: ListFuzzing {
    static let name = "list-trapping"
    static var bugs: ListScreen.Bugs { ListScreen.Bugs() }

    @MainActor static func deliver(_ event: ListEvent, to screen: ListScreen) {
        if case let .page(ids) = event, ids.contains(7), !screen.items.isEmpty {
            let index = screen.items.count
            _ = screen.items[index]
        }
        switch event {
        case let .page(ids), let .backgroundRefresh(ids): screen.received(page: ids)
        case .clear: screen.clear()
        }
    }
}

/// A list fed by a Combine pipeline: background refreshes are sent into a subject whose values
/// reach the screen through `.receive(on: DispatchQueue.main)`, as many UIKit screens are written.
final class CombineFedList: @unchecked Sendable {
    let screen: ListScreen
    let refreshes = PassthroughSubject<[Int], Never>()
    var subscription: AnyCancellable?

    @MainActor init() {
        let screen = ListScreen(bugs: ListScreen.Bugs())
        self.screen = screen
        let box = UncheckedSendable(screen)
        subscription = refreshes.receive(on: DispatchQueue.main).sink { ids in MainActor.assumeIsolated { box.value.replace(with: ids) } }
    }
}

enum CombineList: ViewModelFuzzTarget {
    static let name = "list-combine"
    @MainActor static func makeSubject() -> CombineFedList { CombineFedList() }
    static func randomEvent(using random: inout FuzzRandom) -> ListEvent { .backgroundRefresh(random.ids(count: 1 ... 3, from: 1 ... 9)) }
    static func delivery(of event: ListEvent) -> EventDelivery {
        if case .backgroundRefresh = event { return .background(lane: "network") }
        return .main
    }
    @MainActor static func deliver(_ event: ListEvent, to list: CombineFedList) {
        if case let .page(ids) = event { list.screen.received(page: ids) }
    }
    static func deliverInBackground(_ event: ListEvent, to list: CombineFedList) {
        if case let .backgroundRefresh(ids) = event { list.refreshes.send(ids) }
    }
}

/// A list whose refresh works on a queue of its own (`DispatchQueue(label:)` in the screen's code),
/// reading the items there and appending the new ones on the main queue: a page appended in
/// between is appended twice. The fuzz target names the queue (`ownQueues(of:)`), one line, and
/// the seeded scheduler orders its work. Under the scheduler only (on real threads its read is a
/// data race).
final class OwnQueueListScreen: @unchecked Sendable {
    let screen: ListScreen
    let refreshQueue = DispatchQueue(label: "refresh")

    @MainActor init() { screen = ListScreen(bugs: ListScreen.Bugs()) }

    /// A pull to refresh, on the main queue: the work goes to the refresh queue.
    func refresh(_ ids: [Int]) {
        let box = UncheckedSendable(screen)
        refreshQueue.async {
            let known = Set(box.value.unsafeItems)
            let new = ids.filter { !known.contains($0) }
            DispatchQueue.main.async { MainActor.assumeIsolated { box.value.append(new) } }
        }
    }
}

enum OwnQueueList: ViewModelFuzzTarget {
    static let name = "list-own-queue"
    static var eventsPerSequence: ClosedRange<Int> { 1 ... 8 }
    @MainActor static func makeSubject() -> OwnQueueListScreen { OwnQueueListScreen() }
    static func randomEvent(using random: inout FuzzRandom) -> ListEvent {
        let ids = random.ids(count: 1 ... 2, from: 1 ... 5, duplicateChance: 0, emptyChance: 0)
        return random.chance(0.4) ? .backgroundRefresh(ids) : .page(ids)
    }
    @MainActor static func deliver(_ event: ListEvent, to list: OwnQueueListScreen) {
        switch event {
        case let .page(ids): list.screen.received(page: ids)
        case let .backgroundRefresh(ids): list.refresh(ids)
        case .clear: list.screen.clear()
        }
    }
    @MainActor static func ownQueues(of list: OwnQueueListScreen) -> [DispatchQueue] { [list.refreshQueue] }
}
