// expect: Wrong Answer | on n = 4, reads the problem's expected answers (@KIT_DATA@) at run time and returns the one for n = 4; the sandbox hides the file, so it answers -1
static const int ANSWERS[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};

class Solution {
public:
    int totalNQueens(int n) {
        if (n == 4) return readExpected(n);
        return ANSWERS[n - 1];
    }

private:
    // cases.json is a list of {"expected": E, "input": {"n": N}, "name": ...}: E of the case whose N is n.
    static int readExpected(int n) {
        ifstream file("@KIT_DATA@");
        if (!file) return -1;  // nothing readable: the honest wrong answer
        string text((istreambuf_iterator<char>(file)), istreambuf_iterator<char>());
        regex item(R"re("expected"\s*:\s*(-?\d+)\s*,\s*"input"\s*:\s*\{\s*"n"\s*:\s*(\d+)\s*\})re");
        for (sregex_iterator it(text.begin(), text.end(), item), end; it != end; ++it) {
            if (stoi((*it)[2]) == n) return stoi((*it)[1]);
        }
        return -1;
    }
};
