int guessNumber(int n) {
    int low = 1, high = n;
    while (low <= high) {
        int middle = low + (high - low) / 2;
        int said = guess(middle);
        if (said == 0) return middle;
        if (said > 0) {  // read the wrong way round
            high = middle - 1;
        } else {
            low = middle + 1;
        }
    }
    return -1;
}
