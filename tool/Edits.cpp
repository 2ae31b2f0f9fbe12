#include "Edits.h"

#include "GuardBuilder.h"
#include "HeaderShield.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace liar::tool {

std::string applyEdits(const std::string& content, std::vector<Edit> edits) {
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) {
    return a.Offset != b.Offset ? a.Offset > b.Offset : a.Length > b.Length;
  });
  std::string Out = content;
  for (const Edit& E : edits)
    Out.replace(E.Offset, E.Length, E.Text);
  return Out;
}

namespace {

std::vector<std::string> splitLines(const std::string& s) {
  std::vector<std::string> Lines;
  std::stringstream In(s);
  std::string L;
  while (std::getline(In, L))
    Lines.push_back(L);
  return Lines;
}

// Longest-common-subsequence diff of lines; files are small enough for the quadratic table.
std::vector<std::pair<char, std::string>> diffLines(const std::vector<std::string>& a,
                                                    const std::vector<std::string>& b) {
  size_t N = a.size(), M = b.size();
  // Strip the common head and tail first: edits are local, so the table stays small.
  size_t Head = 0;
  while (Head < N && Head < M && a[Head] == b[Head])
    ++Head;
  size_t Tail = 0;
  while (Tail < N - Head && Tail < M - Head && a[N - 1 - Tail] == b[M - 1 - Tail])
    ++Tail;
  size_t n = N - Head - Tail, m = M - Head - Tail;
  std::vector<std::vector<unsigned>> L(n + 1, std::vector<unsigned>(m + 1, 0));
  for (size_t I = n; I-- > 0;)
    for (size_t J = m; J-- > 0;)
      L[I][J] =
          a[Head + I] == b[Head + J] ? L[I + 1][J + 1] + 1 : std::max(L[I + 1][J], L[I][J + 1]);
  std::vector<std::pair<char, std::string>> Out;
  for (size_t I = 0; I < Head; ++I)
    Out.emplace_back(' ', a[I]);
  size_t I = 0, J = 0;
  while (I < n || J < m) {
    if (I < n && J < m && a[Head + I] == b[Head + J]) {
      Out.emplace_back(' ', a[Head + I]);
      ++I, ++J;
    } else if (J < m && (I == n || L[I][J + 1] >= L[I + 1][J])) {
      Out.emplace_back('+', b[Head + J++]);
    } else {
      Out.emplace_back('-', a[Head + I++]);
    }
  }
  for (size_t K = N - Tail; K < N; ++K)
    Out.emplace_back(' ', a[K]);
  return Out;
}

} // namespace

std::string unifiedDiff(const std::string& path, const std::string& before,
                        const std::string& after) {
  if (before == after) return "";
  std::vector<std::pair<char, std::string>> D = diffLines(splitLines(before), splitLines(after));
  const size_t Context = 3;
  std::string Out = "--- " + path + "\n+++ " + path + "\n";
  size_t K = 0;
  while (K < D.size()) {
    while (K < D.size() && D[K].first == ' ')
      ++K;
    if (K == D.size()) break;
    size_t Start = K >= Context ? K - Context : 0;
    size_t End = K;
    // Extend the hunk while changes are closer than twice the context.
    while (End < D.size()) {
      if (D[End].first != ' ') {
        ++End;
        continue;
      }
      size_t Run = End;
      while (Run < D.size() && D[Run].first == ' ')
        ++Run;
      if (Run == D.size() || Run - End > 2 * Context) {
        End = std::min(D.size(), End + Context);
        break;
      }
      End = Run;
    }
    size_t OldLine = 1, NewLine = 1;
    for (size_t I = 0; I < Start; ++I) {
      OldLine += D[I].first != '+';
      NewLine += D[I].first != '-';
    }
    size_t OldCount = 0, NewCount = 0;
    std::string Body;
    for (size_t I = Start; I < End; ++I) {
      OldCount += D[I].first != '+';
      NewCount += D[I].first != '-';
      Body += D[I].first + D[I].second + "\n";
    }
    Out += "@@ -" + std::to_string(OldCount ? OldLine : OldLine - 1) + "," +
           std::to_string(OldCount) + " +" + std::to_string(NewCount ? NewLine : NewLine - 1) +
           "," + std::to_string(NewCount) + " @@\n" + Body;
    K = End;
  }
  return Out;
}

namespace {

std::string yamlQuoted(const std::string& s) {
  std::string Out = "\"";
  for (char C : s) {
    switch (C) {
    case '\n':
      Out += "\\n";
      break;
    case '\t':
      Out += "\\t";
      break;
    case '"':
      Out += "\\\"";
      break;
    case '\\':
      Out += "\\\\";
      break;
    default:
      Out += C;
    }
  }
  return Out + "\"";
}

} // namespace

std::string exportFixesYaml(const std::string& mainFile, const std::string& buildDirectory,
                            const std::vector<std::pair<std::string, std::vector<Edit>>>& files) {
  std::string Out = "---\nMainSourceFile:  " + yamlQuoted(mainFile) + "\nDiagnostics:\n";
  bool Any = false;
  for (const auto& [Path, Edits] : files)
    for (const Edit& E : Edits) {
      Any = true;
      Out += "  - DiagnosticName:  " + yamlQuoted(std::string(checkName(E.Check))) + "\n";
      Out += "    DiagnosticMessage:\n";
      Out += "      Message:         " + yamlQuoted(E.Message) + "\n";
      Out += "      FilePath:        " + yamlQuoted(Path) + "\n";
      Out += "      FileOffset:      " + std::to_string(E.Offset) + "\n";
      Out += "      Replacements:\n";
      Out += "        - FilePath:        " + yamlQuoted(Path) + "\n";
      Out += "          Offset:          " + std::to_string(E.Offset) + "\n";
      Out += "          Length:          " + std::to_string(E.Length) + "\n";
      Out += "          ReplacementText: " + yamlQuoted(E.Text) + "\n";
      Out += "    Level:           Warning\n";
      Out += "    BuildDirectory:  " + yamlQuoted(buildDirectory) + "\n";
    }
  if (!Any) Out = "---\nMainSourceFile:  " + yamlQuoted(mainFile) + "\nDiagnostics:     []\n";
  return Out + "...\n";
}

namespace {

// How a preprocessor directive changes the nesting of conditional groups (#if ... #endif).
int conditionalDepthChange(const std::string& line, size_t nameStart) {
  size_t End = line.find_first_not_of("abcdefghijklmnopqrstuvwxyz", nameStart);
  std::string Name = line.substr(nameStart, End == std::string::npos ? End : End - nameStart);
  if (Name == "if" || Name == "ifdef" || Name == "ifndef") return 1;
  return Name == "endif" ? -1 : 0;
}

// The headers named by real #include directives outside conditional groups: comments, other
// text, and includes that some configurations skip do not count, since a header the rewrite
// needs must be there in every configuration the file is built in.
std::vector<std::string> includedHeaders(const std::string& content, size_t& firstDirective) {
  std::vector<std::string> Headers;
  firstDirective = std::string::npos;
  bool InComment = false;
  int Depth = 0;
  size_t Pos = 0;
  while (Pos < content.size()) {
    size_t Eol = content.find('\n', Pos);
    if (Eol == std::string::npos) Eol = content.size();
    std::string Line = content.substr(Pos, Eol - Pos);
    size_t K = 0;
    if (InComment) {
      size_t Close = Line.find("*/");
      InComment = Close == std::string::npos;
      K = InComment ? Line.size() : Close + 2;
    }
    while (K < Line.size() && (Line[K] == ' ' || Line[K] == '\t'))
      ++K;
    if (!InComment && Line.compare(K, 1, "#") == 0) {
      size_t W = Line.find_first_not_of(" \t", K + 1);
      if (W != std::string::npos) Depth = std::max(0, Depth + conditionalDepthChange(Line, W));
      if (W != std::string::npos && Depth == 0 && Line.compare(W, 7, "include") == 0) {
        size_t Open = Line.find_first_of("<\"", W + 7);
        size_t Close = Open == std::string::npos ? Open : Line.find_first_of(">\"", Open + 1);
        if (Close != std::string::npos)
          Headers.push_back("<" + Line.substr(Open + 1, Close - Open - 1) + ">");
        if (firstDirective == std::string::npos) firstDirective = Pos;
      }
    }
    // A block comment opened on this line (outside strings, which directives do not have).
    for (size_t C = K; C + 1 < Line.size(); ++C) {
      if (!InComment && Line.compare(C, 2, "//") == 0) break;
      if (!InComment && Line.compare(C, 2, "/*") == 0) {
        InComment = true;
        ++C;
      } else if (InComment && Line.compare(C, 2, "*/") == 0) {
        InComment = false;
        ++C;
      }
    }
    Pos = Eol + 1;
  }
  return Headers;
}

} // namespace

Edit includeEdit(const std::string& content, const std::vector<std::string>& headers,
                 const std::map<std::string, unsigned>& userMacros) {
  Edit E;
  E.Check = Check::Include;
  size_t First = 0;
  std::vector<std::string> Present = includedHeaders(content, First);
  // The user's macros the headers meet: those defined above the include (or from the start).
  unsigned At = First == std::string::npos ? 0 : static_cast<unsigned>(First);
  std::set<std::string> Defined;
  for (const auto& [Name, From] : userMacros)
    if (From <= At) Defined.insert(Name);
  for (const std::string& H : headers)
    if (H != GuardHelpers && std::find(Present.begin(), Present.end(), H) == Present.end()) {
      E.Text += shieldedInclude(H, Defined, content);
      E.Message += (E.Message.empty() ? "include " : ", ") + H;
    }
  // After the headers, so that their shields end before it; once per file, also over runs.
  if (std::find(headers.begin(), headers.end(), GuardHelpers) != headers.end() &&
      content.find(std::string("#define ") + GuardHelpersMacro) == std::string::npos) {
    E.Text += guardHelpers();
    E.Message += (E.Message.empty() ? "" : "; ") + std::string("define the guard helpers");
  }
  E.Offset = static_cast<unsigned>(First == std::string::npos ? 0 : First);
  return E;
}

std::string writeFileAtomically(const std::string& path, const std::string& text) {
  std::string Temp = path + ".liar-tmp." + std::to_string(getpid());
  {
    std::ofstream Out(Temp, std::ios::binary | std::ios::trunc);
    if (!Out) return "cannot create '" + Temp + "'";
    Out << text;
    Out.flush();
    if (!Out) {
      std::remove(Temp.c_str());
      return "cannot write '" + Temp + "'";
    }
  }
  struct stat Original;
  if (stat(path.c_str(), &Original) == 0) // keep the file's permissions
    chmod(Temp.c_str(), Original.st_mode & 07777);
  if (std::rename(Temp.c_str(), path.c_str()) != 0) {
    std::remove(Temp.c_str());
    return "cannot replace '" + path + "'";
  }
  return "";
}

} // namespace liar::tool
