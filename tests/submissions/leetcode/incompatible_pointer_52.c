// A Compile Error on LeetCode, whose gcc 14 refuses a char* assigned to an int* (gcc 12 only warns).
int totalNQueens(int n) {
    int known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};
    int *p = "not an int pointer";
    return known[n - 1];
}
