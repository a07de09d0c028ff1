int firstBadVersion(int n) {
    // The bounds in 64 bits: their sum cannot overflow.
    long long low = 1, high = n, first = n;
    while (low <= high) {
        long long middle = (low + high) / 2;
        if (isBadVersion((int)middle)) {
            first = middle;
            high = middle - 1;
        } else {
            low = middle + 1;
        }
    }
    return (int)first;
}
