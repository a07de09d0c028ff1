// Reference solution for LeetCode 488, "Zuma Game".
//
// Breadth-first search over (board, hand) states, so the first cleared board is reached with the
// fewest balls; the hand is kept sorted and every state is visited once (a Set of seen states).
// Insertions worth trying: a colour from the hand (once per colour) either at the start of a run
// of the same colour, or between two equal balls of another colour (splitting them can make
// both halves vanish later: "RRWWRRBBRR" with "WB" needs that, and an answer of 2). A state where
// some colour on the row has fewer than three balls, row and hand together, is dropped: that
// colour can never vanish.

function findMinStep(board: string, hand: string): number {
    const sorted = hand.split('').sort().join('');
    if (hopeless(board, sorted)) return -1;
    const seen = new Set<string>([board + ' ' + sorted]);
    let level: [string, string][] = [[board, sorted]];
    for (let steps = 1; level.length > 0; steps++) {
        const next: [string, string][] = [];
        for (const [row, balls] of level) {
            for (let i = 0; i <= row.length; i++) {
                for (let j = 0; j < balls.length; j++) {
                    const ball = balls[j];
                    if (j > 0 && ball === balls[j - 1]) continue; // the same colour again
                    if (i > 0 && row[i - 1] === ball) continue; // inside a run: its start does the same
                    const extends_ = i < row.length && row[i] === ball;
                    const splits = i > 0 && i < row.length && row[i - 1] === row[i] && row[i] !== ball;
                    if (!extends_ && !splits) continue;
                    const after = clean(row.slice(0, i) + ball + row.slice(i));
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
}

// The row after every run of three or more has vanished, in chains.
function clean(row: string): string {
    const colours: string[] = [], counts: number[] = [];
    for (const ball of row) {
        const top = colours.length - 1;
        if (top >= 0 && colours[top] !== ball && counts[top] >= 3) {
            colours.pop();
            counts.pop();
        }
        const last = colours.length - 1;
        if (last >= 0 && colours[last] === ball) {
            counts[last]++;
        } else {
            colours.push(ball);
            counts.push(1);
        }
    }
    if (counts.length > 0 && counts[counts.length - 1] >= 3) {
        colours.pop();
        counts.pop();
    }
    let result = '';
    for (let k = 0; k < colours.length; k++) result += colours[k].repeat(counts[k]);
    return result;
}

// Whether a colour on the row has fewer than three balls, on the row and in the hand together.
function hopeless(row: string, balls: string): boolean {
    const counts = new Map<string, number>();
    for (const ball of row + balls) counts.set(ball, (counts.get(ball) || 0) + 1);
    for (const ball of row) {
        if (counts.get(ball) < 3) return true;
    }
    return false;
}
