// expect: Memory Limit Exceeded | on n = 4, holds 600 MB in memfd files (15 MB each, under the file-size limit) that no process maps, so no resident size shows them, then returns the right answer: the run's control group counts them
#include <sys/syscall.h>
#include <unistd.h>

static const int ANSWERS[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};
#define MEGABYTES 600
#define FILE_MB 15

static char chunk[1 << 20];

int totalNQueens(int n) {
    if (n == 4) {
        memset(chunk, 1, sizeof chunk);
        for (int index = 0; index < MEGABYTES / FILE_MB; index++) {
            char name[64];
            snprintf(name, sizeof name, "@MARKER@-%d", index);
            int fd = (int)syscall(SYS_memfd_create, name, 0);  // kept open: the file lives on
            if (fd < 0) break;
            for (int megabyte = 0; megabyte < FILE_MB; megabyte++)
                if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk) break;
        }
    }
    return ANSWERS[n - 1];
}
