# ctest cases for `grundy --memory BYTES` (the solvers' budget in bytes): a computation
# that would pass it stops with one line on stderr and exit status 3; bad figures are
# usage errors (exit status 2). sg_grundy_cli_case comes from grundy_cli.cmake, included
# before this file.
if(TARGET grundy)
  sg_grundy_cli_case(memory.fits ARGS subtraction 1,3,4 --memory 64K --upto 8 OUT "0 1 0 1 2 3 2 0 1\n")
  sg_grundy_cli_case(memory.upto ARGS subtraction 1,3,4 --upto 10000000 --memory 1M --quiet STATUS 3
    ERR "grundy: stopped by --memory 1048576: the solver needed")
  sg_grundy_cli_case(memory.period ARGS --memory 256K subtraction all-but:100000 --period --quiet STATUS 3
    ERR "stopped by --memory 262144")
  sg_grundy_cli_case(memory.sum ARGS sum "subtraction 1,3,4 3000000" --memory 1M STATUS 3
    ERR "stopped by --memory 1048576")
  sg_grundy_cli_case(memory.sum_fits ARGS sum "subtraction 1,3,4 3000000" --memory 64M --count OUT "2\n")
  sg_grundy_cli_case(memory.play ARGS play "subtraction 1,3,4 3000000" --human second --memory 1M STATUS 3
    ERR "stopped by --memory 1048576")
  sg_grundy_cli_case(memory.misere ARGS misere 0.77 --quotient 8 --memory 4K STATUS 3
    ERR "stopped by --memory 4096")
  sg_grundy_cli_case(memory.misere_fits ARGS misere 0.77 --outcome 1 1 --memory 64M OUT "win\n")
  sg_grundy_cli_case(memory.suffix ARGS subtraction 1,2 --memory 1g --upto 3 OUT "0 1 2 0\n")
  sg_grundy_cli_case(memory.bad ARGS subtraction 1,3,4 --upto 5 --memory 12X STATUS 2
    ERR "--memory needs a number of bytes like 65536, 64M or 8G")
  sg_grundy_cli_case(memory.zero ARGS subtraction 1,3,4 --upto 5 --memory 0 STATUS 2
    ERR "--memory needs a number of bytes")
  sg_grundy_cli_case(memory.overflow ARGS subtraction 1,3,4 --upto 5 --memory 99999999999T STATUS 2
    ERR "--memory needs a number of bytes")
  sg_grundy_cli_case(memory.missing ARGS subtraction 1,3,4 --upto 5 --memory STATUS 2 ERR "--memory needs a number")
  sg_grundy_cli_case(memory.twice ARGS subtraction 1,3,4 --memory 1M --upto 5 --memory 2M STATUS 2
    ERR "option --memory given twice")
  sg_grundy_cli_case(memory.octal ARGS octal 0.6 --upto 3000000 --memory 1M --quiet STATUS 3
    ERR "grundy: stopped by --memory 1048576: the solver needed")
  sg_grundy_cli_case(memory.octal_fits ARGS octal 0.77 --upto 5 --memory 1M OUT "0 1 2 3 1 4\n")
endif()
