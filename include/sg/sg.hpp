// sg/sg.hpp: umbrella header, includes every public header of sg, layer by layer.
#pragma once

#include "detail/config.hpp"  // first: stops below C++20

// Core: errors, values, the game concept, memos, mex, periods, nimber arithmetic.
#include "error.hpp"
#include "game.hpp"
#include "memo.hpp"
#include "mex.hpp"
#include "nimber.hpp"
#include "periodic.hpp"
#include "threads.hpp"
#include "value.hpp"

// The query surface and sums of different games.
#include "queries.hpp"
#include "sum.hpp"

// Solvers.
#include "grundy.hpp"
#include "loopy.hpp"
#include "misere.hpp"
#include "misere_quotient.hpp"
#include "search.hpp"

// Game families.
#include "games/bitboard.hpp"
#include "games/chomp.hpp"
#include "games/coins.hpp"
#include "games/compound.hpp"
#include "games/cram.hpp"
#include "games/cutting.hpp"
#include "games/digraph.hpp"
#include "games/hackenbush.hpp"
#include "games/nim.hpp"
#include "games/node_kayles.hpp"
#include "games/octal.hpp"
#include "games/split.hpp"
#include "games/grundys_game.hpp"
#include "games/staircase.hpp"
#include "games/subtraction.hpp"
#include "games/subtraction_segments.hpp"
#include "games/treblecross.hpp"
#include "games/wythoff.hpp"

// Contest input and pictures.
#include "io/dot.hpp"
#include "io/input.hpp"
#include "io/token_graph.hpp"
