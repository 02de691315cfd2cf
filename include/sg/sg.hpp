// sg/sg.hpp: umbrella header, includes every public header of sg.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

#include "error.hpp"
#include "game.hpp"
#include "grundy.hpp"
#include "queries.hpp"
#include "sum.hpp"
#include "io/input.hpp"
#include "memo.hpp"
#include "mex.hpp"
#include "misere.hpp"
#include "nimber.hpp"
#include "periodic.hpp"
#include "value.hpp"
#include "io/dot.hpp"

#include "games/cutting.hpp"
#include "games/digraph.hpp"
#include "games/hackenbush.hpp"
#include "games/nim.hpp"
#include "loopy.hpp"
#include "games/octal.hpp"
#include "games/split.hpp"
#include "games/subtraction.hpp"
#include "games/treblecross.hpp"
#include "games/wythoff.hpp"
