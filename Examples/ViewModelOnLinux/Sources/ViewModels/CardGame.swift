#if canImport(UIKit)
import Combine
import UIKit
#else
import DiffableCompat
#endif
import Foundation

/// A playing card: the item identifier of the hand's collection view.
public struct Card: Hashable, CustomStringConvertible {
    public enum Suit: String, CaseIterable { case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣" }
    public let rank: Int
    public let suit: Suit
    public init(rank: Int, suit: Suit) { self.rank = rank; self.suit = suit }
    public var description: String { "\(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][rank - 1])\(suit.rawValue)" }
}

/// The card game's view model: it deals cards from a shuffled deck into the hand and publishes it.
public final class CardGameViewModel: ObservableObject {
    @Published public private(set) var hand: [Card] = []
    private var deck: [Card]
    /// A bug to catch: the dealer hands out the top card twice.
    public var dealsTopCardTwice = false

    public init(seed: UInt64 = 1) {
        var generator = SeededGenerator(seed: seed)
        deck = Card.Suit.allCases.flatMap { suit in (1 ... 13).map { Card(rank: $0, suit: suit) } }.shuffled(using: &generator)
    }

    /// Deals `count` cards into the hand.
    public func deal(_ count: Int) {
        var dealt = Array(deck.prefix(count))
        deck.removeFirst(min(count, deck.count))
        if dealsTopCardTwice, let top = dealt.first { dealt.append(top) }
        hand += dealt
    }

    /// Plays the card at `index` out of the hand.
    public func play(at index: Int) { hand.remove(at: index) }

    /// Sorts the hand by suit, then rank.
    public func sortHand() { hand.sort { ($0.suit.rawValue, $0.rank) < ($1.suit.rawValue, $1.rank) } }
}

/// The hand on screen: a collection view fed by a diffable data source from the view model.
public final class HandViewController {
    public enum Section: Hashable { case hand }

    public let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Card>!
    /// Cards the cell provider configured a cell for, in order.
    public private(set) var configured: [Card] = []
    /// Cards this screen cannot draw (the cell provider returns no cell for them).
    public var undrawable: Set<Card> = []
    private var subscriptions = Set<AnyCancellable>()

    public init(viewModel: CardGameViewModel) {
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "card")
        dataSource = UICollectionViewDiffableDataSource<Section, Card>(collectionView: collectionView) { [unowned self] collectionView, indexPath, card in
            if self.undrawable.contains(card) { return nil }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = card.description
            cell.contentConfiguration = content
            self.configured.append(card)
            return cell
        }
        viewModel.$hand
            .map(Self.snapshot(of:))
            .receive(on: DispatchQueue.main)
            .sink { [weak self] snapshot in self?.dataSource.apply(snapshot, animatingDifferences: true) }
            .store(in: &subscriptions)
    }

    static func snapshot(of hand: [Card]) -> NSDiffableDataSourceSnapshot<Section, Card> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Card>()
        snapshot.appendSections([.hand])
        snapshot.appendItems(hand, toSection: .hand)
        return snapshot
    }
}

/// SplitMix64, so a game deals the same cards on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
