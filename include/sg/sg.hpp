// sg/sg.hpp: umbrella header, includes every public header of sg.
#pragma once

#include "error.hpp"
#include "game.hpp"
#include "grundy.hpp"
#include "memo.hpp"
#include "mex.hpp"
#include "periodic.hpp"
#include "value.hpp"
