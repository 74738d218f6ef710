import DiffBenchCommand
import NaiveDiffer

// Every diffbench subcommand — run, gate, report, fuzz, reproduce, … — with these two differs
// registered by name beside the built-ins.
DiffBench.main(differs: [NaiveDiffer(), NaiveDiffer(broken: true)])
