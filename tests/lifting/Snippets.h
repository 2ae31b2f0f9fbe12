// What the lifting tests share: lifting a C snippet, its one region, and a text search.
#pragma once

#include "lifting/Frontend.h"

#include <gtest/gtest.h>

#include <string>

namespace liar::lifting::test {

inline FileResult lift(const std::string& Code) {
  return liftCode(Code, {"-std=c99"}, "snippet.c");
}

inline const Region& only(const FileResult& R) {
  EXPECT_FALSE(R.ParseFailed);
  EXPECT_EQ(R.Regions.size(), 1u);
  return R.Regions.front();
}

inline bool contains(const std::string& Haystack, const std::string& Needle) {
  return Haystack.find(Needle) != std::string::npos;
}

} // namespace liar::lifting::test
