/**
 * @param {number} n
 * @return {number}
 */
function guessNumber(n) {
    let low = 1, high = n;
    for (;;) {
        const first = low + Math.floor((high - low) / 3);
        const second = high - Math.floor((high - low) / 3);
        const atFirst = guess(first);
        if (atFirst === 0) return first;
        const atSecond = guess(second);
        if (atSecond === 0) return second;
        if (atFirst < 0) high = first - 1;
        else if (atSecond > 0) low = second + 1;
        else {
            low = first + 1;
            high = second - 1;
        }
    }
}
