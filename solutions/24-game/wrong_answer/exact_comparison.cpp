// Mistake: the final value is compared with == 24, but real division leaves rounding errors (8 / (3 - 8 / 3) is 23.99999999999999).
class Solution {
public:
    bool judgePoint24(vector<int>& cards) {
        vector<double> numbers(cards.begin(), cards.end());
        return reaches(numbers);
    }

private:
    bool reaches(vector<double>& numbers) {
        if (numbers.size() == 1) return numbers[0] == 24;
        for (size_t i = 0; i < numbers.size(); i++) {
            for (size_t j = i + 1; j < numbers.size(); j++) {
                double a = numbers[i], b = numbers[j];
                vector<double> next;
                for (size_t k = 0; k < numbers.size(); k++) {
                    if (k != i && k != j) next.push_back(numbers[k]);
                }
                vector<double> results = {a + b, a - b, b - a, a * b};
                if (b != 0) results.push_back(a / b);
                if (a != 0) results.push_back(b / a);
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
