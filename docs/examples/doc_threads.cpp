// docs/threads.md: a thread team shares the computation of Officers' nim-sequence.
#include <sg/games/octal.hpp>
#include <sg/threads.hpp>

#include <cstdio>

int main() {
    sg::thread_team team(2);  // two threads in all: this one and one helper
    sg::octal_sequence officers("0.6"), alone("0.6");
    officers.set_team(&team);
    officers.extend(200000);
    alone.extend(200000);
    std::printf("G(200000) = %llu with %u threads, %llu alone; the same values: %s\n",
                static_cast<unsigned long long>(officers[200000]), team.size(),
                static_cast<unsigned long long>(alone[200000]), officers.values() == alone.values() ? "yes" : "no");
}
