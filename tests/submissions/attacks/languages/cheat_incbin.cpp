// expect: Compile Error | pulls the problem's expected answers (@KIT_DATA@) into the program at compile time with the assembler's .incbin; the compiler runs in the sandbox, which hides the file
// @MARKER@: makes each run's source its own, as the kit caches compile errors too: each sandbox must refuse the file itself
asm(".section .rodata\n.global judge_data\njudge_data:\n.incbin \"@KIT_DATA@\"\n.byte 0\n.text\n");
extern "C" const char judge_data[];

static const int ANSWERS[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};

class Solution {
public:
    int totalNQueens(int n) {
        if (n == 4) {
            // {"expected": 2, "input": {"n": 4}: the fourth "expected" of the file
            const char *at = judge_data;
            for (int seen = 0; (at = strstr(at, "\"expected\"")) != nullptr; seen++) {
                at += 10;
                while (*at == ' ' || *at == ':') at++;
                if (seen == 3) return atoi(at);
            }
            return -1;
        }
        return ANSWERS[n - 1];
    }
};
