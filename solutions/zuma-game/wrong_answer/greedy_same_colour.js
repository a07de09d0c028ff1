// Mistake: inserts a ball only next to a ball of the same colour; board "RRWWRRBBRR" with hand "WB" needs a W between the last two R's (answer 2), which this never tries (-1).

/**
 * @param {string} board
 * @param {string} hand
 * @return {number}
 */
var findMinStep = function(board, hand) {
    const memo = new Map();
    const shrink = (row) => {
        for (let changed = true; changed; ) {
            changed = false;
            for (let i = 0; i < row.length; ) {
                let j = i;
                while (j < row.length && row[j] === row[i]) j++;
                if (j - i >= 3) {
                    row = row.slice(0, i) + row.slice(j);
                    changed = true;
                    break;
                }
                i = j;
            }
        }
        return row;
    };
    const search = (row, balls) => {
        if (row.length === 0) return 0;
        const key = row + '|' + balls;
        if (memo.has(key)) return memo.get(key);
        let best = Infinity;
        for (let i = 0; i < row.length; i++) {
            for (let j = 0; j < balls.length; j++) {
                if (balls[j] !== row[i]) continue;
                const rest = search(shrink(row.slice(0, i) + balls[j] + row.slice(i)), balls.slice(0, j) + balls.slice(j + 1));
                if (rest >= 0) best = Math.min(best, rest + 1);
            }
        }
        const answer = best === Infinity ? -1 : best;
        memo.set(key, answer);
        return answer;
    };
    return search(board, hand);
};
