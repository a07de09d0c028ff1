/* Mistake: the numbers are kept as ints, so a / b truncates (8 / 3 == 2) and fractions such as 8 / (3 - 8 / 3) are lost. */
static bool reaches(int* numbers, int count) {
    if (count == 1) return numbers[0] == 24;
    for (int i = 0; i < count; i++) {
        for (int j = i + 1; j < count; j++) {
            int a = numbers[i], b = numbers[j];
            int next[4], size = 0;
            for (int k = 0; k < count; k++) {
                if (k != i && k != j) next[size++] = numbers[k];
            }
            int results[6] = {a + b, a - b, b - a, a * b}, options = 4;
            if (b != 0) results[options++] = a / b;
            if (a != 0) results[options++] = b / a;
            for (int o = 0; o < options; o++) {
                next[size] = results[o];
                if (reaches(next, size + 1)) return true;
            }
        }
    }
    return false;
}

bool judgePoint24(int* cards, int cardsSize) {
    return reaches(cards, cardsSize);
}
