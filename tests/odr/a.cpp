#include "take12.hpp"

sg::nimber value_a(int n) { return sg::grundy<odr::take12>{}(n) ^ sg::mex({0, 1, 3}); }
