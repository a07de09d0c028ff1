// expect: Time Limit Exceeded | on n = 4, a helper process forks grandchildren that burn 1.5 s of CPU between them, reaps them and stays alive while the right answer is returned: their CPU shows in no live process's own time, yet every task of the run counts
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

static const int ANSWERS[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};
#define CPU_SECONDS 1.5
#define GRANDCHILDREN 3

static double cpu_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static void burn(double seconds) {
    volatile unsigned long sink = 0;
    double end = cpu_seconds() + seconds;
    while (cpu_seconds() < end)
        for (int i = 0; i < 10000; i++) sink += (unsigned long)i;
}

int totalNQueens(int n) {
    if (n == 4) {
        int done[2];
        if (pipe(done) != 0) return -1;
        if (fork() == 0) {  // the helper
            prctl(PR_SET_NAME, "@MARKER@", 0, 0, 0);
            pid_t grandchildren[GRANDCHILDREN];
            for (int i = 0; i < GRANDCHILDREN; i++) {
                grandchildren[i] = fork();
                if (grandchildren[i] == 0) {
                    prctl(PR_SET_NAME, "@MARKER@", 0, 0, 0);
                    burn(CPU_SECONDS / GRANDCHILDREN);
                    _exit(0);
                }
            }
            for (int i = 0; i < GRANDCHILDREN; i++)
                if (grandchildren[i] > 0) waitpid(grandchildren[i], NULL, 0);  // reaped: their time moves to the helper's children
            if (write(done[1], "1", 1) != 1) _exit(1);
            sleep(60);  // and the helper stays alive, so nobody waits for it
            _exit(0);
        }
        char byte;
        if (read(done[0], &byte, 1) != 1) return -1;
        close(done[0]);
        close(done[1]);
    }
    return ANSWERS[n - 1];
}
