function guessNumber(n: number): number {
    // Every number in turn: up to 2^31 - 1 guesses.
    for (let num = 1; num <= n; num++) {
        if (guess(num) === 0) return num;
    }
    return -1;
}
