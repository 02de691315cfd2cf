# ctest cases for the grundy command line (tools/grundy): outputs, exit statuses and
# messages. Each case runs through cmake/run-example.cmake with files written here:
#   sg_grundy_cli_case(<name> ARGS <arg>... [OUT <stdout>] [STATUS <n>] [ERR <text>])
# OUT is compared exactly, ERR is a text the single line on stderr must contain.
if(TARGET grundy)
  set(sg_grundy_cli_dir ${CMAKE_CURRENT_BINARY_DIR}/grundy_cli)
  file(MAKE_DIRECTORY ${sg_grundy_cli_dir})

  function(sg_grundy_cli_case name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "OUT;STATUS;ERR" "ARGS")
    set(base ${sg_grundy_cli_dir}/${name})
    string(JOIN "\n" args_text ${arg_ARGS})
    file(WRITE ${base}.args "${args_text}\n")
    foreach(kind IN ITEMS out status err)
      string(TOUPPER ${kind} key)
      file(REMOVE ${base}.${kind})
      if(DEFINED arg_${key})
        file(WRITE ${base}.${kind} "${arg_${key}}")
      endif()
    endforeach()
    add_test(NAME grundy.${name}
      COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:grundy> -DCASE=${base}
              -P ${PROJECT_SOURCE_DIR}/cmake/run-example.cmake)
  endfunction()

  # --- subtraction: sequences (S = {1,3,4}: 0 1 0 1 2 3 2 repeated, Ferguson, Game
  # Theory I, 3.3; powers of two: n mod 3)
  sg_grundy_cli_case(subtraction.upto ARGS subtraction 1,3,4 --upto 20
    OUT "0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1 0 1 2 3 2\n")
  sg_grundy_cli_case(subtraction.upto_zero ARGS subtraction 1,3,4 --upto 0 OUT "0\n")
  sg_grundy_cli_case(subtraction.upto_quiet ARGS subtraction 2-3 --quiet --upto 6 OUT "0 0 1 1 2 0 0\n")
  sg_grundy_cli_case(subtraction.upto_all_but ARGS subtraction all-but:1 --upto 7 OUT "0 0 1 1 2 2 3 3\n")
  sg_grundy_cli_case(subtraction.upto_powers ARGS subtraction powers-of-two --upto 9 OUT "0 1 2 0 1 2 0 1 2 0\n")

  # --- periods
  sg_grundy_cli_case(subtraction.period ARGS subtraction 1,3,4 --period OUT "preperiod 0 period 7\n")
  sg_grundy_cli_case(subtraction.period_bash ARGS subtraction 1-5 --period OUT "preperiod 0 period 6\n")
  sg_grundy_cli_case(subtraction.period_max ARGS subtraction 1,3,4 --period --max 11 OUT "preperiod 0 period 7\n")
  sg_grundy_cli_case(subtraction.period_short ARGS subtraction 1,3,4 --period --max 10
    OUT "no period certified up to 10\n" STATUS 3)
  # all-but:1,2: the options of n are the heaps 0 .. n-3, so G(n) = floor(n/3).
  sg_grundy_cli_case(subtraction.period_all_but ARGS subtraction all-but:1,2 --period
    OUT "preperiod 0 period 3 saltus 1\n")
  sg_grundy_cli_case(subtraction.period_nim ARGS subtraction all-but: --period OUT "preperiod 0 period 1 saltus 1\n")
  sg_grundy_cli_case(subtraction.period_infinite ARGS subtraction squares --period STATUS 1
    ERR "no theorem certifies a period of the infinite set 'squares'")

  # --- values up to 2^64-1 (2^64-1 = 1 mod 7, = 3 mod 4)
  sg_grundy_cli_case(subtraction.value_max ARGS subtraction 1,3,4 --value 18446744073709551615 OUT "1\n")
  sg_grundy_cli_case(subtraction.value_max_bash ARGS subtraction 1,2,3 --value 18446744073709551615 OUT "3\n")
  sg_grundy_cli_case(subtraction.value_max_nim ARGS subtraction all-but: --value 18446744073709551615
    OUT "18446744073709551615\n")
  sg_grundy_cli_case(subtraction.value_max_half ARGS subtraction all-but:1 --value 18446744073709551615
    OUT "9223372036854775807\n")
  sg_grundy_cli_case(subtraction.value_max_half2 ARGS subtraction all-but:1 --value 18446744073709551614
    OUT "9223372036854775807\n")
  sg_grundy_cli_case(subtraction.value_small ARGS subtraction 1,3,4 --value 12 OUT "3\n")
  sg_grundy_cli_case(subtraction.value_infinite ARGS subtraction primes --value 100000000000 STATUS 1
    ERR "is not certified")
  # --- huge amounts (runs of segments, docs/subtraction.md): {1, 2, k} is n mod 3 when 3
  # does not divide k, else it has period k + 1 (Codeforces 1194D). k = 2^64 - 1: no period
  # below 2^64, yet G(2^64 - 1) = mex{G(2^64 - 2), G(2^64 - 3), G(0)} = mex{2, 1, 0} = 3.
  sg_grundy_cli_case(subtraction.value_huge_amount ARGS subtraction 1,2,1000000000000000000
    --value 1000000000000012345 OUT "1\n")
  sg_grundy_cli_case(subtraction.period_huge_amount ARGS subtraction 1,2,999999999999999999 --period
    OUT "preperiod 0 period 1000000000000000000\n")
  sg_grundy_cli_case(subtraction.value_huge_no_period ARGS subtraction 1,2,18446744073709551615
    --value 18446744073709551615 OUT "3\n")

  # --- bad SPECs and arguments: one line on stderr, exit status 2
  sg_grundy_cli_case(subtraction.spec_empty_amount ARGS subtraction 1,,3 --upto 3 STATUS 2
    ERR "bad SPEC '1,,3': expected an amount at character 3")
  sg_grundy_cli_case(subtraction.spec_zero ARGS subtraction 0,3 --upto 3 STATUS 2 ERR "amount 0 at character 1")
  sg_grundy_cli_case(subtraction.spec_range ARGS subtraction 5-3 --upto 3 STATUS 2 ERR "range ending below its start")
  sg_grundy_cli_case(subtraction.spec_junk ARGS subtraction 1,3x --upto 3 STATUS 2 ERR "unexpected 'x' at character 4")
  sg_grundy_cli_case(subtraction.spec_name ARGS subtraction prime --upto 3 STATUS 2 ERR "bad SPEC 'prime'")
  sg_grundy_cli_case(subtraction.spec_huge ARGS subtraction 18446744073709551616 --upto 3 STATUS 2
    ERR "amount too large")
  sg_grundy_cli_case(subtraction.spec_all_but ARGS subtraction all-but:1,-2 --period STATUS 2
    ERR "bad SPEC 'all-but:1,-2': expected an amount at character 11")
  sg_grundy_cli_case(subtraction.spec_missing ARGS subtraction --upto 3 STATUS 2 ERR "subtraction needs a SPEC")
  sg_grundy_cli_case(cli.no_family ARGS STATUS 2 ERR "missing FAMILY")
  sg_grundy_cli_case(cli.unknown_family ARGS subtract 1 --upto 3 STATUS 2 ERR "unknown family 'subtract'")
  sg_grundy_cli_case(cli.no_mode ARGS subtraction 1,2 STATUS 2 ERR "give one of --upto, --period, --value")
  sg_grundy_cli_case(cli.two_modes ARGS subtraction 1,2 --upto 3 --period STATUS 2 ERR "give one of")
  sg_grundy_cli_case(cli.upto_missing ARGS subtraction 1,2 --upto STATUS 2 ERR "--upto needs a number")
  sg_grundy_cli_case(cli.upto_negative ARGS subtraction 1,2 --upto -1 STATUS 2 ERR "not '-1'")
  sg_grundy_cli_case(cli.value_overflow ARGS subtraction 1,2 --value 18446744073709551616 STATUS 2
    ERR "--value needs a whole number from 0 to 18446744073709551615")
  sg_grundy_cli_case(cli.upto_too_many ARGS subtraction 1,2 --upto 100000001 STATUS 2 ERR "N is at most 100000000")
  sg_grundy_cli_case(cli.max_without_period ARGS subtraction 1,2 --upto 3 --max 5 STATUS 2
    ERR "--max goes with --period")
  sg_grundy_cli_case(cli.unknown_option ARGS subtraction 1,2 --upto 3 --fast STATUS 2
    ERR "subtraction: unknown argument '--fast'")

  # Each option once; --time-limit takes positive seconds.
  sg_grundy_cli_case(cli.twice_upto ARGS subtraction 1,2 --upto 3 --upto 4 STATUS 2 ERR "option --upto given twice")
  sg_grundy_cli_case(cli.twice_max ARGS subtraction 1,2 --period --max 5 --max 6 STATUS 2
    ERR "option --max given twice")
  sg_grundy_cli_case(cli.twice_quiet ARGS subtraction 1,2 --quiet --upto 3 --quiet STATUS 2
    ERR "option --quiet given twice")
  sg_grundy_cli_case(cli.twice_period ARGS octal 0.77 --period --period STATUS 2 ERR "option --period given twice")
  # Every subcommand reads its options one way (option_reader): the same messages.
  sg_grundy_cli_case(cli.twice_count ARGS sum "nim 3" --count --count STATUS 2 ERR "option --count given twice")
  sg_grundy_cli_case(cli.unknown_sum ARGS sum "nim 3" --fast STATUS 2 ERR "sum: unknown argument '--fast'")
  sg_grundy_cli_case(cli.twice_human ARGS play "nim 3" --human first --human second STATUS 2
    ERR "option --human given twice")
  sg_grundy_cli_case(cli.human_missing ARGS play "nim 3" --human STATUS 2 ERR "--human needs 'first' or 'second'")
  sg_grundy_cli_case(cli.human_wrong ARGS play "nim 3" --human third STATUS 2 ERR "--human needs 'first' or 'second'")
  sg_grundy_cli_case(cli.twice_max_order ARGS misere 0.77 --genus 5 --max-order 4 --max-order 4 STATUS 2
    ERR "option --max-order given twice")
  sg_grundy_cli_case(cli.twice_quotient ARGS misere 0.77 --quotient 5 --quotient 6 STATUS 2
    ERR "option --quotient given twice")
  sg_grundy_cli_case(cli.unknown_misere ARGS misere 0.77 --genus 5 --fast STATUS 2 ERR "misere: unknown argument '--fast'")
  sg_grundy_cli_case(cli.unknown_cram ARGS cram 3 --value 3 --fast STATUS 2 ERR "cram: unknown argument '--fast'")
  sg_grundy_cli_case(cli.twice_node_kayles_value ARGS node-kayles - --value --value STATUS 2
    ERR "option --value given twice")
  # A code whose values cost O(n) each (no split of its values helps) still stops soon
  # after the limit: the engine reports every 1024 values. Before, it reported every 65536
  # and this ran for minutes.
  sg_grundy_cli_case(cli.time_limit_slow_code ARGS octal 0.068 --value 1000000 --time-limit 1 --quiet STATUS 3
    ERR "grundy: stopped by --time-limit after")
  set_tests_properties(grundy.cli.time_limit_slow_code PROPERTIES TIMEOUT 30)
  sg_grundy_cli_case(cli.time_limit_zero ARGS subtraction 1,2 --period --time-limit 0 STATUS 2
    ERR "--time-limit needs a positive number of seconds, not '0'")
  sg_grundy_cli_case(cli.time_limit_junk ARGS subtraction 1,2 --period --time-limit 2s STATUS 2
    ERR "not '2s'")
  sg_grundy_cli_case(cli.time_limit_missing ARGS subtraction 1,2 --period --time-limit STATUS 2
    ERR "--time-limit needs a number")
  sg_grundy_cli_case(cli.time_limit_unused ARGS subtraction 1,3,4 --period --time-limit 600 OUT "preperiod 0 period 7\n")
  # Read as decimal, with a fraction or an exponent; no hexadecimal, no leading sign, nothing after.
  sg_grundy_cli_case(cli.time_limit_exponent ARGS subtraction 1,3,4 --period --time-limit 6e2 OUT "preperiod 0 period 7\n")
  sg_grundy_cli_case(cli.time_limit_hex ARGS subtraction 1,2 --period --time-limit 0x10 STATUS 2
    ERR "--time-limit needs a positive number of seconds, not '0x10'")
  sg_grundy_cli_case(cli.time_limit_plus ARGS subtraction 1,2 --period --time-limit +5 STATUS 2
    ERR "--time-limit needs a positive number of seconds, not '+5'")
  sg_grundy_cli_case(cli.time_limit_inf ARGS subtraction 1,2 --period --time-limit 1e999 STATUS 2
    ERR "--time-limit needs a positive number of seconds, not '1e999'")
  # 0.007 certifies nothing within 4194304 values (minutes of work): stopped after the
  # first block of values, one line on stderr, exit status 3.
  sg_grundy_cli_case(octal.time_limit ARGS octal 0.007 --period --time-limit 0.1 --quiet STATUS 3
    ERR "stopped by --time-limit after")

  sg_grundy_cli_case(cli.version ARGS --version OUT "grundy ${sg_VERSION}\n")
  sg_grundy_cli_case(cli.version_late ARGS octal 0.77 --version OUT "grundy ${sg_VERSION}\n")

  add_test(NAME grundy.cli.help COMMAND grundy --help)
  set_tests_properties(grundy.cli.help PROPERTIES
    PASS_REGULAR_EXPRESSION "usage: grundy FAMILY SPEC.*grundy sum PART.*--time-limit S.*exit status.*subtraction.*all-but:1,2")
endif()
