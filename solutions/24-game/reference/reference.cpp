/*
 * Reference solution for LeetCode 679, "24 Game", in C++.
 *
 * Idea: any expression over the cards ends with one operation on two values, so pick any two
 * of the numbers left, replace them by the result of + - * / in either order (division only
 * by a non-zero value), and recurse until one number remains. Division is real: fractions
 * like 8 / (3 - 8 / 3) matter, so values are doubles and 24 is reached within 1e-6.
 *
 * Cost: a constant for four cards (at most 6 * 6 * 3 * 6 * 2 * 6 leaves); O(1) space.
 */

class Solution {
public:
    bool judgePoint24(vector<int>& cards) {
        vector<double> numbers(cards.begin(), cards.end());
        return reaches(numbers);
    }

private:
    static constexpr double EPSILON = 1e-6;

    bool reaches(vector<double>& numbers) {
        if (numbers.size() == 1) return fabs(numbers[0] - 24) < EPSILON;
        for (size_t i = 0; i < numbers.size(); i++) {
            for (size_t j = i + 1; j < numbers.size(); j++) {
                double a = numbers[i], b = numbers[j];
                vector<double> next;
                for (size_t k = 0; k < numbers.size(); k++) {
                    if (k != i && k != j) next.push_back(numbers[k]);
                }
                vector<double> results = {a + b, a - b, b - a, a * b};
                if (fabs(b) > EPSILON) results.push_back(a / b);
                if (fabs(a) > EPSILON) results.push_back(b / a);
                for (double value : results) {
                    next.push_back(value);
                    if (reaches(next)) return true;
                    next.pop_back();
                }
            }
        }
        return false;
    }
};
