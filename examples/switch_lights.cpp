// HDU 3404 "Switch lights": first line T (T <= 100); each case is a line n (n <= 1000)
// and n lines "x y" (1 <= x, y <= 10000, distinct): the lights that are on. A move
// picks a rectangle x1 <= x2, y1 <= y2 whose corner (x2, y2) is on and toggles its
// distinct corners (4, 2 or 1 of them); whoever turns the last light off wins. Print
// "Have a try, lxhgww." if the first player wins, else "Don't waste your time.".
//
// The game is the coin-turning product of Turning Turtles with itself (turning corners):
// by the Tartan theorem a light at (x, y) has value x * y in nim multiplication, and the
// board's value is the XOR over its lights (sg::coin_product).
// Memory budget (docs/problems.md): 16 MiB. At most 1000 lights a case, each valued by
// the nim product: no table.
#include <sg/games/coins.hpp>
#include <sg/io/input.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    try {
        sg::text_input in;  // stdin, read as needed; blank lines between cases are skipped
        sg::coin_product<sg::turning_turtles> corners;
        if (!in.more()) in.fail("missing the number of cases T");
        const auto t = in.line_numbers<std::size_t>(1, 0, 100, "the number of cases T")[0];
        std::string out;
        std::vector<sg::coin> lights;
        std::vector<std::size_t> lines;
        for (std::size_t c = 0; c < t; ++c) {
            if (!in.more()) in.fail("missing case " + std::to_string(c + 1) + " of " + std::to_string(t) + " (end of input)");
            const auto n = in.line_numbers<std::size_t>(1, 0, 1000, "the number of lights n")[0];
            lights.clear();
            lines.clear();
            for (std::size_t i = 0; i < n; ++i) {
                if (!in.more()) in.fail("missing light " + std::to_string(i + 1) + " of " + std::to_string(n) + " (end of input)");
                lines.push_back(in.line());
                const std::vector<std::uint64_t> xy = in.line_numbers(2, 1, 10000, "a light x y");
                lights.push_back({xy[0], xy[1]});
            }
            std::vector<std::size_t> order(n);
            for (std::size_t i = 0; i < n; ++i) order[i] = i;
            std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
                return lights[a] < lights[b] || (lights[a] == lights[b] && a < b);
            });
            for (std::size_t i = 1; i < n; ++i)
                if (lights[order[i]] == lights[order[i - 1]])
                    in.fail_at(lines[order[i]], "light " + std::to_string(lights[order[i]].x) + " " +
                                                    std::to_string(lights[order[i]].y) + " is listed twice");
            out += corners.wins(lights) ? "Have a try, lxhgww.\n" : "Don't waste your time.\n";
        }
        if (in.more()) in.fail("unexpected text after the last case");
        std::fwrite(out.data(), 1, out.size(), stdout);
    } catch (const sg::parse_error& e) {  // "line N: ..."
        std::fprintf(stderr, "switch_lights: %s\n", e.what());
        return 1;
    }
}
