#include "RegionValues.h"

#include <stdexcept>

namespace liar::lifttest {
namespace {

ir::Value shapeFrom(const std::vector<double>& flat, const std::vector<long>& dims, size_t at,
                    size_t& pos) {
  if (at == dims.size()) return ir::Value::num(pos < flat.size() ? flat[pos++] : 0.0);
  std::vector<ir::Value> Elems;
  for (long I = 0; I < dims[at]; ++I)
    Elems.push_back(shapeFrom(flat, dims, at + 1, pos));
  return ir::Value::array(std::move(Elems));
}

void flattenInto(const ir::Value& v, std::vector<double>& out) {
  if (v.isNum())
    out.push_back(v.Num);
  else
    for (size_t I = 0; I < v.size(); ++I)
      flattenInto(v[I], out);
}

long evaluated(const std::string& term, const ir::Environment& env) {
  auto Parsed = ir::parseTerm(term);
  if (!Parsed) throw std::runtime_error("IR term '" + term + "': " + Parsed.Error);
  return static_cast<long>(ir::evaluate(*Parsed.Value, env).Num);
}

/// Copies the box at offsets of the extents out of whole (row-major, declared extents),
/// dimension at and below, the box's first element at flat index base.
void copyBox(const std::vector<double>& whole, const std::vector<long>& declared,
             const std::vector<long>& offsets, const std::vector<long>& extents, size_t at,
             long base, std::vector<double>& out) {
  long Stride = 1;
  for (size_t D = at + 1; D < declared.size(); ++D)
    Stride *= declared[D];
  for (long I = 0; I < extents[at]; ++I) {
    long Index = base + (offsets[at] + I) * Stride;
    if (at + 1 == extents.size())
      out.push_back(whole.at(static_cast<size_t>(Index)));
    else
      copyBox(whole, declared, offsets, extents, at + 1, Index, out);
  }
}

} // namespace

ir::Value shape(const std::vector<double>& flat, const std::vector<long>& dims) {
  size_t Pos = 0;
  return shapeFrom(flat, dims, 0, Pos);
}

std::vector<double> flatten(const ir::Value& v) {
  std::vector<double> Out;
  flattenInto(v, Out);
  return Out;
}

std::vector<double> regionPart(const std::vector<double>& whole, const lifting::Binding& b,
                               const std::vector<long>& extents, const ir::Environment& env) {
  if (b.IrOffsets.empty()) return whole;
  std::vector<long> Offsets, Declared;
  for (const std::string& O : b.IrOffsets)
    Offsets.push_back(evaluated(O, env));
  for (const std::string& D : b.IrDeclaredDims)
    Declared.push_back(evaluated(D, env));
  std::vector<double> Out;
  if (!b.IrStep.empty()) { // a strided vector: from its first element, a step apart
    long First = 0;
    for (size_t K = 0; K < Offsets.size(); ++K) {
      long Stride = 1;
      for (size_t D = K + 1; D < Declared.size(); ++D)
        Stride *= Declared[D];
      First += Offsets[K] * Stride;
    }
    for (long I = 0; I < extents.at(0); ++I)
      Out.push_back(whole.at(static_cast<size_t>(First + I * evaluated(b.IrStep, env))));
    return Out;
  }
  copyBox(whole, Declared, Offsets, extents, 0, 0, Out);
  return Out;
}

std::vector<long> extentsOf(const ir::Program& p, const std::string& name,
                            const ir::Environment& env) {
  std::vector<long> Extents;
  for (const ir::VarDecl& V : p.Vars)
    if (V.Name == name)
      for (const ir::Term& D : V.Dims)
        Extents.push_back(static_cast<long>(ir::evaluate(D, env).Num));
  return Extents;
}

const lifting::Binding* bindingOf(const lifting::Region& r, const std::string& name) {
  for (const lifting::Binding& B : r.Bindings)
    if (B.IrName == name) return &B;
  return nullptr;
}

} // namespace liar::lifttest
