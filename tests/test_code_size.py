"""Small modules and small functions (issue #13): none over ~400 and ~60 lines.

The translation catalogs are data tables and exempt. A function is measured from its first
decorator to its last line, docstring and comments included.
"""

from __future__ import annotations

import ast
from pathlib import Path

import rondo_desktop

PACKAGE = Path(rondo_desktop.__file__).parent
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60


def _modules() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if "catalogs" not in p.parts]


def _functions(tree: ast.AST) -> list[tuple[str, int, int]]:
    """(qualified name, first line, number of lines) of every function, nested ones too."""
    found: list[tuple[str, int, int]] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                last = child.end_lineno or child.lineno
                found.append((prefix + child.name, child.lineno, last - first + 1))
                visit(child, f"{prefix}{child.name}.")
            elif isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")
            else:
                visit(child, prefix)

    visit(tree, "")
    return found


def test_the_measure_counts_decorators_and_nested_functions() -> None:
    source = "class A:\n    @staticmethod\n    def f():\n        def g():\n            pass\n"
    tree = ast.parse(source)
    assert _functions(tree) == [("A.f", 3, 4), ("A.f.g", 4, 2)]


def test_no_module_is_over_400_lines() -> None:
    assert _modules(), "the package's modules were not found"
    long = {
        str(path.relative_to(PACKAGE)): lines
        for path in _modules()
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not long, f"split these modules (lines): {long}"


def test_no_function_is_over_60_lines() -> None:
    long = [
        f"{path.relative_to(PACKAGE)}:{line} {name} ({size} lines)"
        for path in _modules()
        for name, line, size in _functions(ast.parse(path.read_text(encoding="utf-8")))
        if size > MAX_FUNCTION_LINES
    ]
    assert not long, "split these functions:\n" + "\n".join(long)
