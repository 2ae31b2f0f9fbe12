#include "CommandLine.h"

#include "OptionTable.h"

#include "llvm/ADT/Statistic.h"

#include <memory>

namespace cl = llvm::cl;

namespace liar::tool {
namespace {

llvm::StringRef ref(std::string_view text) {
  return {text.data(), text.size()};
}

} // namespace

CommandLine::CommandLine(cl::OptionCategory& category) {
  for (const OptionSpec& O : optionTable()) {
    if (!(O.Places & OnCommandLine)) continue;
    if (O.Name == "stats") {
      if (cl::Option* Stats = cl::getRegisteredOptions().lookup("stats")) {
        Stats->setDescription(ref(O.Help));
        Stats->addCategory(category);
        Stats->setHiddenFlag(cl::NotHidden); // LLVM declares it hidden
      }
      continue;
    }
    cl::Option* Made = nullptr;
    switch (O.Kind) {
    case OptionKind::Flag:
      Made = &Flags.emplace_back(ref(O.Name), cl::desc(ref(O.Help)), cl::cat(category));
      break;
    case OptionKind::Value:
      Made = &Values.emplace_back(ref(O.Name), cl::desc(ref(O.Help)),
                                  cl::value_desc(ref(O.ValueName)), cl::cat(category));
      break;
    case OptionKind::OptionalValue:
      Made = &Values.emplace_back(ref(O.Name), cl::desc(ref(O.Help)), cl::ValueOptional,
                                  cl::value_desc(ref(O.ValueName)), cl::cat(category));
      break;
    case OptionKind::List:
      // cl::list's own operator& gives its storage, not the option.
      Made =
          std::addressof(Lists.emplace_back(ref(O.Name), cl::desc(ref(O.Help)), cl::CommaSeparated,
                                            cl::value_desc(ref(O.ValueName)), cl::cat(category)));
      break;
    case OptionKind::Repeated:
      Made = std::addressof(Lists.emplace_back(
          ref(O.Name), cl::desc(ref(O.Help)), cl::value_desc(ref(O.ValueName)), cl::cat(category)));
      break;
    }
    Registered.emplace_back(&O, Made);
  }
}

ProjectConfig CommandLine::given() const {
  ProjectConfig Given;
  for (const auto& [Spec, Option] : Registered) {
    if (!Option->getNumOccurrences()) continue;
    // LLVM is built without RTTI: the row's kind says which option type was made for it.
    switch (Spec->Kind) {
    case OptionKind::Flag:
      Given.Settings.push_back(
          {Spec, static_cast<const cl::opt<bool>*>(Option)->getValue() ? "true" : "false"});
      break;
    case OptionKind::Value:
    case OptionKind::OptionalValue:
      Given.Settings.push_back(
          {Spec, static_cast<const cl::opt<std::string>*>(Option)->getValue()});
      break;
    case OptionKind::List:
    case OptionKind::Repeated:
      for (const std::string& Element : *static_cast<const cl::list<std::string>*>(Option))
        Given.Settings.push_back({Spec, Element});
      break;
    }
  }
  if (llvm::AreStatisticsEnabled()) Given.Settings.push_back({findOption("stats"), "true"});
  return Given;
}

} // namespace liar::tool
