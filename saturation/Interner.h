// Process-wide tables that give names and constants small integer ids, so that IR nodes are
// fixed-size values that hash and compare cheaply.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace liar::ir {

/// Id of `name`, created on first use. Ids are stable for the life of the process.
int32_t internName(std::string_view name);
const std::string& nameOf(int32_t id);

struct Constant {
  double Value;
  bool IsInt; // written without '.' or exponent; integer arithmetic in sizes
};

int32_t internConstant(Constant c);
const Constant& constantOf(int32_t id);

} // namespace liar::ir
