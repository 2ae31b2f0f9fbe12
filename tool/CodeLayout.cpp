#include "CodeLayout.h"

#include <optional>

namespace liar::tool {
namespace {

/// A call's argument list in a line: its `(`, its `)` and the commas between its arguments.
struct ArgumentList {
  size_t Open = 0, Close = 0;
  std::vector<size_t> Commas;
};

/// The first parenthesised group of `line`, in the order of the `(`s, that holds commas: the
/// outermost call, past the parentheses of an `if` or of a cast.
std::optional<ArgumentList> firstArgumentList(const std::string& line) {
  for (size_t Open = line.find('('); Open != std::string::npos; Open = line.find('(', Open + 1)) {
    ArgumentList L{Open, std::string::npos, {}};
    int Depth = 0;
    for (size_t I = Open; I < line.size() && L.Close == std::string::npos; ++I) {
      char C = line[I];
      Depth += C == '(' || C == '[' ? 1 : C == ')' || C == ']' ? -1 : 0;
      if (Depth == 0) L.Close = I;
      if (Depth == 1 && C == ',') L.Commas.push_back(I);
    }
    if (L.Close != std::string::npos && !L.Commas.empty()) return L;
  }
  return std::nullopt;
}

/// Whether a break in `line` could change its meaning or is not ours to make, or would split a
/// loop's header inside one of its expressions.
bool unbreakable(const std::string& line) {
  size_t First = line.find_first_not_of(" \t");
  return First == std::string::npos || line[First] == '#' || line.compare(First, 4, "for ") == 0 ||
         line.compare(First, 6, "while ") == 0 || line.find_first_of("\"'") != std::string::npos ||
         line.find("//") != std::string::npos || line.find("/*") != std::string::npos;
}

std::string joinedArguments(const std::vector<std::string>& args, size_t from, size_t to) {
  std::string Out;
  for (size_t I = from; I < to; ++I)
    Out += (I > from ? ", " : "") + args[I];
  return Out;
}

/// Where a call's arguments split in two for a reader: before the first address after the first
/// argument (the operands of a BLAS call after its sizes and scalars, the second array of an
/// overlap test), else between two halves of an even count; 0 for nowhere.
size_t splitPoint(const std::vector<std::string>& args) {
  for (size_t I = 1; I < args.size(); ++I)
    if (args[I].rfind('&', 0) == 0) return I;
  return args.size() % 2 == 0 ? args.size() / 2 : 0;
}

/// The lines of `head` + `args` + `tail`, broken after commas where a line would be too long,
/// continuation lines starting with `pad`.
std::vector<std::string> filledLines(const std::string& head, const std::vector<std::string>& args,
                                     const std::string& tail, const std::string& pad) {
  std::vector<std::string> Lines;
  std::string Line = head + args[0];
  for (size_t I = 1; I < args.size(); ++I) {
    if (columns(Line + ", " + args[I] + (I + 1 < args.size() ? "," : tail)) <= MaxColumns) {
      Line += ", " + args[I];
      continue;
    }
    Lines.push_back(Line + ",");
    Line = pad + args[I];
  }
  Lines.push_back(Line + tail);
  return Lines;
}

/// The lines of `head` + `args` + `tail`, continuation lines starting with `pad`: broken at
/// splitPoint, each part filling its lines.
std::vector<std::string> brokenArguments(const std::string& head,
                                         const std::vector<std::string>& args,
                                         const std::string& tail, const std::string& pad) {
  size_t Split = splitPoint(args);
  if (Split == 0) return filledLines(head, args, tail, pad);
  std::vector<std::string> Lines = filledLines(
                               head, std::vector<std::string>(args.begin(), args.begin() + Split),
                               ",", pad),
                           Rest = filledLines(
                               pad, std::vector<std::string>(args.begin() + Split, args.end()),
                               tail, pad);
  Lines.insert(Lines.end(), Rest.begin(), Rest.end());
  return Lines;
}

/// Whether `&&` binds tighter than an operator at the top level of `condition` (`||`, `?:`, an
/// assignment, a comma).
bool bindsLooserThanAnd(const std::string& condition) {
  int Depth = 0;
  for (size_t I = 0; I < condition.size(); ++I) {
    char C = condition[I];
    Depth += C == '(' || C == '[' ? 1 : C == ')' || C == ']' ? -1 : 0;
    if (Depth != 0) continue;
    bool Assignment = C == '=' &&
                      (I == 0 || std::string("=!<>").find(condition[I - 1]) == std::string::npos) &&
                      (I + 1 == condition.size() || condition[I + 1] != '=');
    if (C == '?' || C == ',' || Assignment || condition.compare(I, 2, "||") == 0) return true;
  }
  return false;
}

} // namespace

size_t columns(const std::string& line) {
  size_t Columns = 0;
  for (char C : line)
    Columns = C == '\t' ? (Columns / 8 + 1) * 8 : Columns + 1;
  return Columns;
}

std::string wrappedLine(const std::string& line) {
  std::optional<ArgumentList> List;
  if (columns(line) <= MaxColumns || unbreakable(line) || !(List = firstArgumentList(line)))
    return line + "\n";
  std::vector<std::string> Args;
  size_t From = List->Open + 1;
  for (size_t Comma : List->Commas) {
    Args.push_back(line.substr(From, Comma - From));
    From = Comma + 1;
  }
  Args.push_back(line.substr(From, List->Close - From));
  for (std::string& A : Args)
    A.erase(0, A.find_first_not_of(' '));
  std::string Head = line.substr(0, List->Open + 1),
              Indent = line.substr(0, line.find_first_not_of(" \t"));
  std::string Pad = Indent + std::string(columns(Head) - columns(Indent), ' ');
  std::string Out;
  // A line still too long is broken in turn (an argument that is itself a long call), when that
  // makes progress.
  for (const std::string& L : brokenArguments(Head, Args, line.substr(List->Close), Pad))
    Out += columns(L) < columns(line) ? wrappedLine(L) : L + "\n";
  return Out;
}

std::string conditionLines(const std::string& indent, const std::string& prefix,
                           const std::vector<std::string>& conditions, const std::string& suffix) {
  std::vector<std::string> Terms;
  for (const std::string& C : conditions)
    Terms.push_back(bindsLooserThanAnd(C) ? "(" + C + ")" : C);
  std::string One = indent + prefix;
  for (size_t I = 0; I < Terms.size(); ++I)
    One += (I ? " && " : "") + Terms[I];
  if (Terms.size() <= 2 && columns(One + suffix) <= MaxColumns) return One + suffix + "\n";
  std::string Out, Pad = indent + std::string(columns(prefix), ' ');
  for (size_t I = 0; I < Terms.size(); ++I)
    Out += wrappedLine((I ? Pad : indent + prefix) + Terms[I] +
                       (I + 1 < Terms.size() ? " &&" : suffix));
  return Out;
}

} // namespace liar::tool
