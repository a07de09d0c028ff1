/* Appended after the user's functions (which come after LeetCode's implicit standard headers and
 * uthash.h): calls them for n = 1..9 in one process, as LeetCode does. For 51, board i has
 * (*returnColumnSizes)[i] rows, each a NUL-terminated string. Prints one JSON line per case:
 * {"n": n, "result": value, "ms": milliseconds}. */
#include <time.h>

int main(void) {
    for (int n = 1; n <= 9; n++) {
        struct timespec started, ended;
        clock_gettime(CLOCK_MONOTONIC, &started);
        printf("{\"n\": %d, \"result\": ", n);
#ifdef DRIVER_51
        int returnSize = 0;
        int* returnColumnSizes = NULL;
        char*** result = solveNQueens(n, &returnSize, &returnColumnSizes);
        printf("[");
        for (int i = 0; i < returnSize; i++) {
            printf(i ? ",[" : "[");
            for (int j = 0; j < returnColumnSizes[i]; j++) printf(j ? ",\"%s\"" : "\"%s\"", result[i][j]);
            printf("]");
        }
        printf("]");
#else
        printf("%d", totalNQueens(n));
#endif
        clock_gettime(CLOCK_MONOTONIC, &ended);
        double ms = (ended.tv_sec - started.tv_sec) * 1e3 + (ended.tv_nsec - started.tv_nsec) / 1e6;
        printf(", \"ms\": %.3f}\n", ms);
        fflush(stdout);
    }
    return 0;
}
