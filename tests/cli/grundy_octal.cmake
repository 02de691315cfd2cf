# ctest cases for `grundy octal` (tools/grundy/cli_octal.cpp). The helper
# sg_grundy_cli_case(<name> ARGS ... [OUT ...] [STATUS n] [ERR text]) comes from
# grundy_cli.cmake, included before this file.
if(TARGET grundy)
  # Sequences: Dawson's chess 0.137 (OEIS A002187), Kayles 0.77 (A002186), Officers 0.6
  # (A046695).
  sg_grundy_cli_case(octal.upto_dawson ARGS octal 0.137 --upto 16 OUT "0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2\n")
  sg_grundy_cli_case(octal.upto_kayles ARGS octal .77 --quiet --upto 11 OUT "0 1 2 3 1 4 3 2 1 4 2 6\n")
  sg_grundy_cli_case(octal.upto_officers ARGS octal 0.6 --upto 12 OUT "0 0 1 2 0 1 2 3 1 2 3 4 0\n")
  sg_grundy_cli_case(octal.upto_zero ARGS octal 4.7 --upto 0 OUT "0\n")
  sg_grundy_cli_case(octal.upto_hex ARGS octal 0.F --upto 5 OUT "0 1 0 1 0 1\n")

  # Certified periods (Winning Ways ch. 4; A002187: exceptions up to n = 51; A002186:
  # last exception n = 70; 0.07 is 0.137 shifted by one).
  sg_grundy_cli_case(octal.period_dawson ARGS octal 0.137 --period OUT "preperiod 52 period 34\n")
  sg_grundy_cli_case(octal.period_dawsons_kayles ARGS octal 0.07 --period OUT "preperiod 53 period 34\n")
  sg_grundy_cli_case(octal.period_kayles ARGS octal 0.77 --period OUT "preperiod 71 period 12\n")
  # The exact check range: preperiod 71 and period 12 need G(n + 12) == G(n) for
  # 71 <= n < 2*71 + 12 + 2 = 156, that is 168 values; 167 do not prove it.
  sg_grundy_cli_case(octal.period_max ARGS octal 0.77 --period --max 168 OUT "preperiod 71 period 12\n")
  sg_grundy_cli_case(octal.period_short ARGS octal 0.77 --period --max 167
    OUT "no period certified up to 167\n" STATUS 3)

  # Values for any 64-bit heap through the certified period: 2^64-1 = 71 + 12 q + 8.
  sg_grundy_cli_case(octal.value_max ARGS octal 0.77 --value 18446744073709551615 OUT "8\n")
  sg_grundy_cli_case(octal.value_small ARGS octal 0.6 --value 11 OUT "4\n")

  # Bad codes: the character and the reason, exit status 2 (a bad SPEC).
  sg_grundy_cli_case(octal.bad_digit ARGS octal 0.1x7 --upto 3 STATUS 2
    ERR "'x' at position 4 is not an octal or hexadecimal digit")
  sg_grundy_cli_case(octal.bad_pass ARGS octal 2.7 --period STATUS 2 ERR "'2' at position 1")
  sg_grundy_cli_case(octal.bad_upto ARGS octal 0.6 --upto 268435457 STATUS 2 ERR "N is at most 268435456")

  # Grundy's game as a code with a modifier (OEIS A002188); no periodicity theorem for it.
  sg_grundy_cli_case(octal.upto_grundys_game ARGS octal 4!.0 --upto 20 OUT "0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0\n")
  sg_grundy_cli_case(octal.period_modifier ARGS octal 4!. --period STATUS 1 ERR "no periodicity theorem")
  sg_grundy_cli_case(octal.bad_modifier ARGS octal 0.3! --upto 3 STATUS 2 ERR "'!' at position 4 follows a digit without a split")
  sg_grundy_cli_case(octal.value_modifier ARGS octal 4!. --value 5000 OUT "14\n")
  sg_grundy_cli_case(octal.value_modifier_beyond ARGS octal 4!. --value 300000000 STATUS 1 ERR "beyond the 268435457 values --value computes")

  # --threads K: a common option for octal only (the values themselves are checked against
  # one thread in tests/test_threads.cpp).
  sg_grundy_cli_case(octal.threads ARGS --threads 2 octal 0.6 --upto 12 OUT "0 0 1 2 0 1 2 3 1 2 3 4 0\n")
  sg_grundy_cli_case(octal.threads_value ARGS octal 4!. --value 5000 --threads 3 OUT "14\n")
  sg_grundy_cli_case(octal.threads_zero ARGS octal 0.6 --upto 3 --threads 0 STATUS 2 ERR "1 to 256, not 0")
  sg_grundy_cli_case(octal.threads_twice ARGS octal 0.6 --upto 3 --threads 2 --threads 2 STATUS 2 ERR "given twice")
  sg_grundy_cli_case(octal.threads_missing ARGS octal 0.6 --upto 3 --threads STATUS 2 ERR "needs a number of threads")
  sg_grundy_cli_case(octal.threads_subtraction ARGS subtraction 1,2 --upto 3 --threads 2 STATUS 2
    ERR "subtraction runs on one thread")
  sg_grundy_cli_case(octal.threads_sum ARGS sum octal:0.6:5 --threads 2 STATUS 2 ERR "sum runs on one thread")
endif()
