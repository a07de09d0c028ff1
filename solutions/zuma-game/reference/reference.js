// Reference solution for LeetCode 488, "Zuma Game".
//
// Breadth-first search over (board, hand) states, so the first cleared board is reached with the
// fewest balls; the hand is kept sorted and every state is visited once (a Set of seen states).
// Insertions worth trying: a colour from the hand (once per colour) either at the start of a run
// of the same colour, or between two equal balls of another colour (splitting them can make
// both halves vanish later: "RRWWRRBBRR" with "WB" needs that, and an answer of 2). A state where
// some colour on the row has fewer than three balls, row and hand together, is dropped: that
// colour can never vanish; so is one whose last ball has no pair of its colour to make three.
// Removals are worked out around the new ball only (settle).

/**
 * @param {string} board
 * @param {string} hand
 * @return {number}
 */
var findMinStep = function(board, hand) {
    hand = hand.split('').sort().join('');
    if (hopeless(board, hand)) return -1;
    const seen = new Set([board + ' ' + hand]);
    let level = [[board, hand]];
    for (let steps = 1; level.length > 0; steps++) {
        const next = [];
        for (const [row, balls] of level) {
            for (let i = 0; i <= row.length; i++) {
                for (let j = 0; j < balls.length; j++) {
                    const ball = balls[j];
                    if (j > 0 && ball === balls[j - 1]) continue; // the same colour again
                    if (i > 0 && row[i - 1] === ball) continue; // inside a run: its start does the same
                    const extends_ = i < row.length && row[i] === ball;
                    const splits = i > 0 && i < row.length && row[i - 1] === row[i] && row[i] !== ball;
                    if (!extends_ && !splits) continue;
                    // The last ball can only empty the row by making a pair into three.
                    if (balls.length === 1 && !(extends_ && row[i + 1] === ball)) continue;
                    const after = settle(row.slice(0, i) + ball + row.slice(i), i);
                    if (after.length === 0) return steps;
                    const left = balls.slice(0, j) + balls.slice(j + 1);
                    const key = after + ' ' + left;
                    if (seen.has(key)) continue;
                    seen.add(key);
                    if (!hopeless(after, left)) next.push([after, left]);
                }
            }
        }
        level = next;
    }
    return -1;
};

/**
 * The row after the group through position `at` vanishes, then the group its two neighbours
 * form, and so on (before a move no group holds three, so nothing else can vanish).
 * @param {string} row
 * @param {number} at
 * @return {string}
 */
function settle(row, at) {
    while (row.length > 0) {
        let left = at, right = at;
        while (left > 0 && row[left - 1] === row[at]) left--;
        while (right + 1 < row.length && row[right + 1] === row[at]) right++;
        if (right - left < 2) break;
        row = row.slice(0, left) + row.slice(right + 1);
        if (left === 0 || left === row.length || row[left - 1] !== row[left]) break;
        at = left;
    }
    return row;
}

/**
 * Whether the row can never vanish: a colour on it short of three balls, on the row and in the
 * hand together, more balls missing over all colours than the hand holds, or one ball left and
 * no pair of its colour for it to make three.
 * @param {string} row
 * @param {string} balls
 * @return {boolean}
 */
function hopeless(row, balls) {
    if (balls.length === 1 && !row.includes(balls + balls)) return true;
    let missing = 0;
    for (const colour of 'RYBGW') {
        let count = 0, held = 0;
        for (const ball of row) if (ball === colour) count++;
        if (count === 0 || count >= 3) continue;
        for (const ball of balls) if (ball === colour) held++;
        if (held < 3 - count) return true;
        missing += 3 - count;
    }
    return missing > balls.length;
}
