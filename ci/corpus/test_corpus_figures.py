"""Tests of ci/corpus-run's figures for one compile of an app's target: what counts as compiling."""
import importlib.machinery
import importlib.util
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
loader = importlib.machinery.SourceFileLoader("corpus_run_figures", str(HERE.parent / "corpus-run"))
spec = importlib.util.spec_from_loader("corpus_run_figures", loader)
corpus_run = importlib.util.module_from_spec(spec)
loader.exec_module(corpus_run)


def error(file, *classes):
    return {"file": file, "names": [{"name": "X", "class": c} for c in classes]}


class UnitFigures(unittest.TestCase):
    def test_files_without_their_own_error_compile(self):
        figures = corpus_run.unit_figures(4, 4, 1, [error("a.swift", "platform"), error("a.swift", "app"), error("b.swift", "app")], [], [])
        self.assertEqual(figures["filesCompiling"], 2)
        self.assertEqual(figures["filesCompilingButForAppNames"], 3)
        self.assertFalse(figures["compilesFully"])

    def test_a_clean_build_compiles_fully(self):
        figures = corpus_run.unit_figures(3, 3, 0, [], [], [])
        self.assertEqual((figures["filesCompiling"], figures["compilesFully"], figures["compilesButForAppNames"]), (3, True, True))

    def test_a_build_failing_outside_the_app_counts_no_file(self):
        # DiffableCompat itself did not build: the compiler judged none of the app's files.
        unattributed = ["/repo/Sources/DiffableCompat/Nibs/UINib.swift:96: cannot find type 'PortedNibContents' in scope"]
        figures = corpus_run.unit_figures(14, 14, 1, [], [], unattributed)
        self.assertEqual((figures["filesCompiling"], figures["filesCompilingButForAppNames"]), (0, 0))
        self.assertFalse(figures["compilesFully"] or figures["compilesButForAppNames"])

    def test_a_failure_without_an_error_line_counts_no_file(self):
        figures = corpus_run.unit_figures(2, 2, 1, [], [], ["swift build failed without an error line: see logs/App.log"])
        self.assertEqual(figures["filesCompiling"], 0)


if __name__ == "__main__":
    unittest.main()
