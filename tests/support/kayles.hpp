// Kayles written out from its rules, for the tests that need a split game: knock down
// one pin or two adjacent pins of a row; the row falls apart into the rows either side
// (empty rows are left out; a split is listed in both orders, 1 + 3 and 3 + 1).
#pragma once

namespace sg_test {

struct kayles {
    using state = int;
    void moves(int n, auto&& emit) const {
        for (int take = 1; take <= 2; ++take)
            for (int left = 0; left + take <= n; ++left) {
                const int right = n - take - left;
                if (left == 0 && right == 0)
                    emit();
                else if (left == 0)
                    emit(right);
                else if (right == 0)
                    emit(left);
                else
                    emit(left, right);
            }
    }
};

}  // namespace sg_test
