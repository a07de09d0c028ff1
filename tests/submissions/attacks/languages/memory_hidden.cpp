// expect: Memory Limit Exceeded | on n = 4, holds 600 MB in memfd files (15 MB each, under the file-size limit) that no process maps, so no resident size shows them, then returns the right answer: the run's control group counts them
#include <sys/mman.h>
#include <unistd.h>

static const int ANSWERS[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};
static const int MEGABYTES = 600;
static const int FILE_MB = 15;

class Solution {
public:
    int totalNQueens(int n) {
        if (n == 4) {
            vector<char> chunk(1 << 20, 1);
            for (int index = 0; index < MEGABYTES / FILE_MB; index++) {
                string name = "@MARKER@-" + to_string(index);
                int fd = memfd_create(name.c_str(), 0);  // kept open: the file lives on
                if (fd < 0) break;
                held.push_back(fd);
                for (int megabyte = 0; megabyte < FILE_MB; megabyte++)
                    if (write(fd, chunk.data(), chunk.size()) != (ssize_t)chunk.size()) break;
            }
        }
        return ANSWERS[n - 1];
    }

private:
    vector<int> held;
};
