#!/usr/bin/env python3
"""Self-test of scripts/check_tool_layout.py (ctest `tool.layout.selftest`): the function
lengths it measures, the ISL frees and the documented paths it reports, on small fixtures."""
import os
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import check_tool_layout as layout  # noqa: E402
from function_lengths import functions  # noqa: E402


def body(lines):
    """lines statements, one a line, indented as a method's body inside a class."""
    return "".join("      x += %d;\n" % i for i in range(lines))


def indented_method(length):
    """A namespace holding a class whose method, indented, is length lines long from its
    signature to its closing brace."""
    return ("namespace liar::fixture {\n"
            "namespace {\n"
            "struct Holder : Base<int> {\n"
            "  int Field{3};\n"
            "public:\n"
            "    int method(int x) const {\n" + body(length - 2) + "    }\n"
            "};\n"
            "} // namespace\n"
            "} // namespace liar::fixture\n")


def lengths(text):
    return {name: length for name, _, length in functions(text)}


class FunctionLengths(unittest.TestCase):
    def test_indented_method_over_the_limit_is_reported(self):
        problems = layout.lengths("lifting/Fixture.cpp", indented_method(101), 600, 100)
        self.assertEqual(problems, ["lifting/Fixture.cpp:6: function 'method' has 101 lines "
                                    "(over 100)"])

    def test_indented_method_at_the_limit_is_not(self):
        self.assertEqual(lengths(indented_method(100)), {"method": 100})
        self.assertEqual(layout.lengths("lifting/Fixture.cpp", indented_method(100), 600, 100),
                         [])

    def test_lambdas_and_local_classes_are_part_of_their_function(self):
        text = ("void outer() {\n"
                "  auto F = [&](int a) {\n"
                "    struct Local { int g() { return 1; } };\n"
                "    return a;\n"
                "  };\n"
                "  int V[] = {1, 2};\n"
                "}\n")
        self.assertEqual(functions(text), [("outer", 1, 7)])

    def test_constructor_initializers_and_default_arguments(self):
        text = ("class C {\n"
                "  C(int a, std::vector<int> v = {}) : A(a), B{a}, D<int>{} {\n"
                "    run();\n"
                "  }\n"
                "  template <typename T>\n"
                "  static T make(T t) noexcept { return t; }\n"
                "  ~C() override {}\n"
                "  int A, B;\n"
                "};\n"
                "C::C() : A{1} {\n"
                "}\n")
        self.assertEqual(functions(text), [("C", 2, 3), ("make", 5, 2), ("~C", 7, 1),
                                           ("C::C", 10, 2)])

    def test_operators_are_named_by_their_symbol(self):
        text = ("struct A {\n"
                "  explicit operator bool() const { return true; }\n"
                "  int operator()(int x) { return x; }\n"
                "};\n"
                "bool A::operator<(const A& o) const {\n"
                "  return false;\n"
                "}\n")
        self.assertEqual(functions(text), [("operator bool", 2, 1), ("operator()", 3, 1),
                                           ("A::operator<", 5, 3)])

    def test_lambdas_outside_functions_count_on_their_own(self):
        text = ("const Rule Rules[] = {\n"
                "    {\"a\", [](int x) {\n"
                "       return x;\n"
                "     }},\n"
                "    {\"b\", nullptr},\n"
                "};\n"
                "auto Twice = [](int x) { return 2 * x; };\n")
        self.assertEqual(functions(text), [("lambda", 2, 3), ("lambda", 7, 1)])

    def test_braces_in_comments_literals_and_directives_are_not_code(self):
        text = ("#define OPEN {\n"
                "// {\n"
                "/* } */\n"
                "std::string f() {\n"
                "  char c = '{';\n"
                "  const char* r = R\"x({ \"})\n}\")x\";\n"
                "  return std::string(\"}\") + 1'000;\n"
                "}\n"
                "extern \"C\" {\n"
                "struct S make_s(void) {\n"
                "  return (struct S){0};\n"
                "}\n"
                "}\n")
        self.assertEqual(functions(text), [("f", 4, 6), ("make_s", 11, 3)])

    def test_classes_enums_and_initializers_are_not_functions(self):
        text = ("enum class Kind : int { A, B };\n"
                "struct P { int x; } Origin = {0};\n"
                "std::map<int, int> M{{1, 2}};\n"
                "LLVM_YAML_IS_SEQUENCE_VECTOR(T)\n"
                "namespace n {\n"
                "int g();\n"
                "}\n")
        self.assertEqual(functions(text), [])


class IslFrees(unittest.TestCase):
    def test_a_hand_written_free_is_reported_outside_the_owners(self):
        text = "void f(isl_set* S) {\n  isl_set_free(S);\n}\n"
        self.assertEqual(len(layout.isl_frees("lifting/Fixture.cpp", text)), 1)
        self.assertEqual(layout.isl_frees(os.path.join("poly", "Isl.h"), text), [])

    def test_a_free_callback_is_a_hand_written_free(self):
        text = "return isl_id_set_free_user(Id, [](void* P) { delete P; });\n"
        self.assertEqual(len(layout.isl_frees("poly/omp/Fixture.cpp", text)), 1)

    def test_owners_are_not_frees(self):
        text = "isl::Set S(isl_set_copy(T));\nfree(Text);\n"
        self.assertEqual(layout.isl_frees("lifting/Fixture.cpp", text), [])


class DocumentedFiles(unittest.TestCase):
    def test_paths_and_section_tables(self):
        text = ("`tool/NameClash`, `lifting/Configuration.h` and `poly/omp/`.\n"
                "## saturation/\n"
                "| file | responsibility |\n"
                "| --- | --- |\n"
                "| `Parser`, `Rules.h` | the syntax |\n")
        self.assertEqual([p for _, p in layout.documented_files(text)],
                         ["tool/NameClash", "lifting/Configuration.h", "poly/omp/",
                          "saturation/", "saturation/Parser", "saturation/Rules.h"])

    def test_what_exists(self):
        for path in ("tool/NameClash", "poly/omp/", "saturation/Rules.h", "docs/usage.md."):
            self.assertTrue(layout.exists(path), path)
        for path in ("lifting/Nowhere.h", "saturation/IR.h", "poly/nothing/"):
            self.assertFalse(layout.exists(path), path)


if __name__ == "__main__":
    unittest.main()
