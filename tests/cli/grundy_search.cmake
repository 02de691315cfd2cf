# ctest cases for `grundy cram`, `grundy chomp` and `grundy node-kayles`
# (tools/grundy/cli_search.cpp): bad arguments and bad graph files, one line on stderr and
# exit status 2. The values are checked against the exhaustive sg::grundy by
# test_cli_search (tests/cli/test_cli_search.cpp), which gets the program from SG_GRUNDY.
# sg_grundy_cli_case comes from grundy_cli.cmake, included before this file.
if(TARGET grundy)
  set(sg_graphs ${CMAKE_CURRENT_SOURCE_DIR}/cli/grundy_search)

  # The path on 5 vertices is Dawson's chess (0.137, OEIS A002187) with a heap of 5: 3.
  # The file has CRLF line ends, a blank line and no final newline.
  sg_grundy_cli_case(search.node_kayles_path ARGS node-kayles ${sg_graphs}/path5.txt --value --quiet OUT "3\n")
  # Grids, in one word, two and four: the 3 x 16 grid is OEIS A316632's a(16) = 3; the
  # 2 x n ladder is n mod 2 (Brown et al., J. Integer Sequences 23 (2020) 20.3.5).
  sg_grundy_cli_case(search.node_kayles_grid ARGS node-kayles --grid 3x16 --value --quiet OUT "3\n")
  sg_grundy_cli_case(search.node_kayles_grid_two_words ARGS node-kayles --grid 2x51 --value --quiet OUT "1\n")
  sg_grundy_cli_case(search.node_kayles_grid_four_words ARGS node-kayles --grid 2x65 --value --quiet OUT "1\n")
  sg_grundy_cli_case(search.node_kayles_grid_big ARGS node-kayles --grid 3x99 --value STATUS 2
    ERR "node-kayles: a 3x99 grid has more than 256 vertices")
  sg_grundy_cli_case(search.node_kayles_grid_junk ARGS node-kayles --grid 3y9 --value STATUS 2
    ERR "--grid needs RxC, rows x columns as 3x25, not '3y9'")
  sg_grundy_cli_case(search.node_kayles_grid_missing ARGS node-kayles --grid STATUS 2 ERR "--grid needs RxC")
  sg_grundy_cli_case(search.resume_upto ARGS cram 3 --upto 4 --resume t.tbl STATUS 2
    ERR "cram: --resume goes with --value W")
  sg_grundy_cli_case(search.resume_missing ARGS cram 3 --value 4 --resume STATUS 2 ERR "--resume needs a file")

  # Bad arguments.
  sg_grundy_cli_case(search.cram_no_rows ARGS cram --value 3 STATUS 2 ERR "cram needs H, the number of rows")
  sg_grundy_cli_case(search.cram_rows_junk ARGS cram 3x --value 3 STATUS 2 ERR "H needs a whole number")
  sg_grundy_cli_case(search.cram_no_mode ARGS cram 3 STATUS 2 ERR "give one of --upto W, --value W")
  sg_grundy_cli_case(search.cram_two_modes ARGS cram 3 --upto 4 --value 4 STATUS 2 ERR "give one of --upto W, --value W")
  sg_grundy_cli_case(search.cram_too_big ARGS cram 16 --value 17 STATUS 2 ERR "a 16x17 board has more than 256 cells")
  sg_grundy_cli_case(search.cram_width_big ARGS cram 2 --value 65 STATUS 2 ERR "W is at most 64, not 65")
  sg_grundy_cli_case(search.cram_rows_big ARGS cram 65 --upto 0 STATUS 2 ERR "H is at most 64")
  sg_grundy_cli_case(search.cram_width_missing ARGS cram 3 --value STATUS 2 ERR "--value needs a number")
  sg_grundy_cli_case(search.cram_twice ARGS cram 3 --value 3 --quiet --quiet STATUS 2 ERR "option --quiet given twice")
  sg_grundy_cli_case(search.cram_unknown ARGS cram 3 --value 3 --period STATUS 2 ERR "unknown argument '--period'")
  sg_grundy_cli_case(search.memory_junk ARGS cram 3 --value 3 --memory 8X STATUS 2 ERR "--memory needs")
  sg_grundy_cli_case(search.memory_missing ARGS cram 3 --value 3 --memory STATUS 2 ERR "--memory needs")
  sg_grundy_cli_case(search.time_limit_zero ARGS cram 3 --value 3 --time-limit 0 STATUS 2
    ERR "--time-limit needs a positive number of seconds, not '0'")
  sg_grundy_cli_case(search.memory_suffix ARGS cram 3 --value 8 --memory 64K OUT "3\n")
  sg_grundy_cli_case(search.chomp_no_rows ARGS chomp 0 --value 3 STATUS 2 ERR "chomp: H is at least 1")
  sg_grundy_cli_case(search.chomp_too_big ARGS chomp 16 --upto 17 STATUS 2 ERR "a 16x17 board has more than 256 cells")
  sg_grundy_cli_case(search.node_kayles_no_file ARGS node-kayles --value STATUS 2 ERR "node-kayles needs FILE")
  sg_grundy_cli_case(search.node_kayles_no_mode ARGS node-kayles ${sg_graphs}/path5.txt STATUS 2 ERR "give --value")
  sg_grundy_cli_case(search.node_kayles_number ARGS node-kayles ${sg_graphs}/path5.txt --value 3 STATUS 2
    ERR "unknown argument '3'")
  sg_grundy_cli_case(search.node_kayles_missing ARGS node-kayles ${sg_graphs}/none.txt --value STATUS 2
    ERR "node-kayles: cannot open")
  # 5x7 Cram takes many more than 8192 positions; a limit of a millisecond stops it.
  sg_grundy_cli_case(search.time_limit ARGS cram 5 --value 7 --time-limit 0.001 --quiet STATUS 3
    ERR "stopped by --time-limit after")

  # Bad graph files: the file, the line and the reason.
  foreach(sg_case IN ITEMS
      "empty|line 1: no graph: expected a line 'N M'"
      "word|line 1: expected the number of vertices N, got '#'"
      "big|line 1: the number of vertices N must be from 0 to 256, got 257"
      "many|line 1: the number of edges M (at most N(N-1)/2) must be from 0 to 3, got 4"
      "header|line 1: expected 'N M' alone on the line, found more"
      "cut|line 4: missing edge 3 of 3 (end of input)"
      "junk|line 3: expected the ends u v of an edge, got 'x'"
      "range|line 3: the ends u v of an edge must be from 0 to 2, got 4"
      "loop|line 3: a loop at vertex 2"
      "again|line 3: the edge 1 0 given twice"
      "extra|line 3: unexpected text after the edges (M = 1)")
    string(REPLACE "|" ";" sg_parts "${sg_case}")
    list(GET sg_parts 0 sg_name)
    list(GET sg_parts 1 sg_err)
    sg_grundy_cli_case(search.graph_${sg_name} ARGS node-kayles ${sg_graphs}/${sg_name}.txt --value STATUS 2
      ERR "${sg_name}.txt: ${sg_err}")
  endforeach()

  if(TARGET test_cli_search)
    add_dependencies(test_cli_search grundy)
    set_tests_properties(test_cli_search PROPERTIES ENVIRONMENT "SG_GRUNDY=$<TARGET_FILE:grundy>")
  endif()
endif()
