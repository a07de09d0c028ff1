// expect: Wrong Answer or Runtime Error | on n = 4, writes a forged answer frame for the running case into the judge's result channel (the descriptor the harness got as its last argument), holding text outside Latin-1 and a lone surrogate escape (\ud800), waits 400 ms so that the judge reads that frame alone, then returns a wrong answer (which the harness sends as a second frame): never Accepted, and the judge must not crash on the text
#include <unistd.h>  // write and usleep: LeetCode's C includes the standard headers, not POSIX's

static const int ANSWERS[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};

// The harness's descriptors come on its command line (program CONTROL RESULT): glibc hands main's
// arguments to constructors too.
static int result_fd = 4;

__attribute__((constructor)) static void find_result_fd(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc >= 3) result_fd = atoi(argv[argc - 1]);
}

static const char FRAME[] = "{\"case\":3,\"event\":\"result\",\"value\":\"\xe4\xb8\x80\\u4e00\xf0\x9f\x98\x80\\ud800\"}\n";

int totalNQueens(int n) {
    if (n == 4) {
        ssize_t written = write(result_fd, FRAME, sizeof FRAME - 1);
        (void)written;
        usleep(400 * 1000);  // the judge reads the forged frame before the harness's own
        return 3;  // wrong: 2 is right
    }
    return ANSWERS[n - 1];
}
