#include "Interner.h"

#include <bit>
#include <deque>
#include <map>
#include <mutex>
#include <unordered_map>

namespace liar::ir {
namespace {

std::mutex TableMutex;

struct NameTable {
  std::unordered_map<std::string, int32_t> Ids;
  std::deque<std::string> Names; // deque: references stay valid as it grows
};

NameTable& names() {
  static NameTable Table;
  return Table;
}

struct ConstantTable {
  std::map<std::pair<uint64_t, bool>, int32_t> Ids;
  std::deque<Constant> Values;
};

ConstantTable& constants() {
  static ConstantTable Table;
  return Table;
}

} // namespace

int32_t internName(std::string_view name) {
  std::lock_guard Lock(TableMutex);
  NameTable& T = names();
  auto [It, Inserted] = T.Ids.try_emplace(std::string(name), static_cast<int32_t>(T.Names.size()));
  if (Inserted) T.Names.emplace_back(name);
  return It->second;
}

const std::string& nameOf(int32_t id) {
  std::lock_guard Lock(TableMutex);
  return names().Names.at(id);
}

int32_t internConstant(Constant c) {
  if (c.Value == 0.0) c.Value = 0.0; // -0.0 and 0.0 are one constant
  std::lock_guard Lock(TableMutex);
  ConstantTable& T = constants();
  auto Key = std::make_pair(std::bit_cast<uint64_t>(c.Value), c.IsInt);
  auto [It, Inserted] = T.Ids.try_emplace(Key, static_cast<int32_t>(T.Values.size()));
  if (Inserted) T.Values.push_back(c);
  return It->second;
}

const Constant& constantOf(int32_t id) {
  std::lock_guard Lock(TableMutex);
  return constants().Values.at(id);
}

} // namespace liar::ir
