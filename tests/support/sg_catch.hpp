// Includes Catch2 3 or Catch2 2, whichever the build found.
#pragma once
#if defined(SG_CATCH2_V3)
#include <catch2/catch_all.hpp>
#else
#include <catch2/catch.hpp>
#endif
