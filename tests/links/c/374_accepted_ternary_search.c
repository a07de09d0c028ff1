int guessNumber(int n) {
    // Two guesses split the range in three each round.
    long long low = 1, high = n;
    while (low <= high) {
        int first = (int)(low + (high - low) / 3);
        int second = (int)(high - (high - low) / 3);
        int said = guess(first);
        if (said == 0) return first;
        int other = guess(second);
        if (other == 0) return second;
        if (said < 0) {
            high = first - 1;
        } else if (other > 0) {
            low = (long long)second + 1;
        } else {
            low = (long long)first + 1;
            high = second - 1;
        }
    }
    return -1;
}
