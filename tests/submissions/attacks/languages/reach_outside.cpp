// expect: Accepted | on n = 4, reaches for the process outside the run that started it (getppid()): lowers its open-file limit to 4 (prlimit), renices it to 19, pins it to one core; the answer is wrong by the number of calls that went through, so every call must be refused. Under bubblewrap the parent is the PID namespace's init (pid 1 or 0): nothing outside is named, and the right answer is returned
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

static const int ANSWERS[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};

class Solution {
public:
    int totalNQueens(int n) {
        int answer = ANSWERS[n - 1];
        if (n == 4) {
            pid_t parent = getppid();
            if (parent <= 1) {  // bubblewrap's PID namespace: the parent is the namespace's init
                cout << "parent " << parent << ": the namespace's init, nothing tried" << endl;
                return answer;
            }
            struct rlimit four = {4, 4};
            if (prlimit(parent, RLIMIT_NOFILE, &four, nullptr) == 0) answer++;
            if (setpriority(PRIO_PROCESS, (id_t)parent, 19) == 0) answer++;
            cpu_set_t one_core;
            CPU_ZERO(&one_core);
            CPU_SET(0, &one_core);
            if (sched_setaffinity(parent, sizeof one_core, &one_core) == 0) answer++;
            cout << "parent " << parent << ": " << answer - ANSWERS[n - 1] << " of 3 calls went through" << endl;
        }
        return answer;
    }
};
