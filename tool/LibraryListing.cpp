// liar-library: prints the table of library functions (saturation/Library.cpp) for the files
// derived from it, to standard output or into FILE. --needs: what each routine links with, the
// list liar-cc reads (liar_routines.txt); --markdown: docs/ir.md's table.
#include "saturation/LibraryListing.h"

#include <fstream>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
  std::string Mode = argc >= 2 ? argv[1] : "";
  if ((Mode != "--needs" && Mode != "--markdown") || argc > 3) {
    std::cerr << "usage: liar-library --needs|--markdown [FILE]\n";
    return 2;
  }
  std::string Text =
      Mode == "--needs" ? liar::ir::routineNeeds() : liar::ir::libraryTableMarkdown();
  if (argc == 2) {
    std::cout << Text;
    return 0;
  }
  std::ofstream Out(argv[2]);
  Out << Text;
  return Out ? 0 : 1;
}
