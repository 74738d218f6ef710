import DiffBenchCommand

// The diffbench executable: the command-line tool with the built-in differs only. A package that
// brings its own differ makes the same call with them: DiffBench.main(differs: [TheirDiffer()]).
DiffBench.main(differs: [])
