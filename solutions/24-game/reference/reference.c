/*
 * Reference solution for LeetCode 679, "24 Game", in C.
 *
 * Idea: any expression over the cards ends with one operation on two values, so pick any two
 * of the numbers left, replace them by the result of + - * / in either order (division only
 * by a non-zero value), and recurse until one number remains. Division is real: fractions
 * like 8 / (3 - 8 / 3) matter, so values are doubles and 24 is reached within 1e-6.
 *
 * Cost: a constant for four cards (at most 6 * 6 * 3 * 6 * 2 * 6 leaves); O(1) space.
 */

#define EPSILON 1e-6

static bool reaches(double *numbers, int count) {
    if (count == 1) return fabs(numbers[0] - 24) < EPSILON;
    for (int i = 0; i < count; i++) {
        for (int j = i + 1; j < count; j++) {
            double a = numbers[i], b = numbers[j];
            double next[4];
            int size = 0;
            for (int k = 0; k < count; k++) {
                if (k != i && k != j) next[size++] = numbers[k];
            }
            double results[6] = {a + b, a - b, b - a, a * b};
            int options = 4;
            if (fabs(b) > EPSILON) results[options++] = a / b;
            if (fabs(a) > EPSILON) results[options++] = b / a;
            for (int o = 0; o < options; o++) {
                next[size] = results[o];
                if (reaches(next, size + 1)) return true;
            }
        }
    }
    return false;
}

bool judgePoint24(int* cards, int cardsSize) {
    double numbers[4];
    for (int i = 0; i < cardsSize; i++) numbers[i] = cards[i];
    return reaches(numbers, cardsSize);
}
