import DiffBenchCommand
import FeedFuzzing
import ViewModelFuzzing

// Every diffbench subcommand, with the feed's five scenarios registered beside the built-ins:
//   feed-diffbench fuzz --scenario feed-duplicate-race --iterations 200
//   feed-diffbench reproduce Results/crashes/feed-duplicate-race-1-0.json
DiffBench.main(scenarios: [
    ViewModelScenario<FixedFeed>.self, ViewModelScenario<FeedWithRacingPages>.self,
    ViewModelScenario<FeedReloadingFilteredPosts>.self, ViewModelScenario<FeedApplyingFromBackground>.self,
    ViewModelScenario<FeedWithRefreshRace>.self,
])
