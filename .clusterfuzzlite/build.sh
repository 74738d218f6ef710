#!/bin/bash -eu
# Builds diffbench's libFuzzer targets for ClusterFuzzLite / OSS-Fuzz into $OUT, each with its seed
# corpus (Results/fuzz-corpus/<target> as $OUT/<Target>_seed_corpus.zip).
#   FuzzOperations:   snapshot operations against the reference model
#   FuzzBatchUpdates: batch updates of any shape against the headless view
# Inputs, as the engine sets them: $SRC (holds diffbench/), $OUT, $WORK, $SANITIZER (address,
# thread or coverage), $CFLAGS/$CXXFLAGS; precompile_swift (from the base-builder-swift image) turns
# them into $SWIFTFLAGS. ci/clusterfuzzlite-build runs this same script outside Docker with the same
# variables and a stand-in precompile_swift.
# A crash the engine reports reproduces with the target binary (`FuzzOperations CRASH_FILE`) or, as a
# crash seed, with `diffbench fuzz-artifact --target operations CRASH_FILE` then `diffbench reproduce`.
. precompile_swift
cd "$SRC/diffbench"

# -DLIBFUZZER: the targets' sources define LLVMFuzzerTestOneInput and no main (a plain build replays
# inputs instead). --sanitize=fuzzer: SwiftPM links each executable target as a libFuzzer binary.
# Each sanitizer builds in its own scratch path under $WORK.
for target in FuzzOperations FuzzBatchUpdates; do
  swift build -c release --product "$target" --scratch-path "$WORK/build-$SANITIZER" \
    $SWIFTFLAGS --sanitize=fuzzer -Xswiftc -DLIBFUZZER
done
bin="$(swift build -c release --scratch-path "$WORK/build-$SANITIZER" $SWIFTFLAGS --sanitize=fuzzer -Xswiftc -DLIBFUZZER --show-bin-path)"

zip_corpus() { # zip_corpus DIR ZIP: DIR's files at the archive's root
  if command -v zip >/dev/null; then
    (cd "$1" && zip -q -j "$2" ./*)
  else
    (cd "$1" && python3 -m zipfile -c "$2" ./*)
  fi
}
for pair in FuzzOperations:operations FuzzBatchUpdates:batch-updates; do
  target="${pair%%:*}" corpus="${pair#*:}"
  cp "$bin/$target" "$OUT/$target"
  rm -f "$OUT/${target}_seed_corpus.zip"
  zip_corpus "$SRC/diffbench/Results/fuzz-corpus/$corpus" "$OUT/${target}_seed_corpus.zip"
done
