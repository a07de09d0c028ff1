// Appended after the user's class Solution (which comes after LeetCode's implicit headers and
// `using namespace std`): calls it for n = 1..9, a fresh Solution per case, in one process.
// Prints one JSON line per case: {"n": n, "result": value, "ms": milliseconds}.
int main(int argc, char** argv) {
    bool boards = std::string(argv[1]) == "solveNQueens";
    for (int n = 1; n <= 9; n++) {
        auto started = std::chrono::steady_clock::now();
        std::string json;
#ifdef DRIVER_51
        (void)boards;
        std::vector<std::vector<std::string>> result = Solution().solveNQueens(n);
        json = "[";
        for (size_t i = 0; i < result.size(); i++) {
            json += i ? ",[" : "[";
            for (size_t j = 0; j < result[i].size(); j++) {
                json += j ? ",\"" : "\"";
                json += result[i][j];
                json += "\"";
            }
            json += "]";
        }
        json += "]";
#else
        (void)boards;
        json = std::to_string(Solution().totalNQueens(n));
#endif
        double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        std::printf("{\"n\": %d, \"result\": %s, \"ms\": %.3f}\n", n, json.c_str(), ms);
        std::fflush(stdout);
    }
    return 0;
}
