// Mistake: removes only the run the new ball completes, not the runs that close up behind it; "RRWWWRR" loses its W's and then its four R's in a chain.

function findMinStep(board: string, hand: string): number {
    // The row after inserting ball at i: only the run around i vanishes (the chain is forgotten).
    const insert = (row: string, i: number, ball: string): string => {
        const next = row.slice(0, i) + ball + row.slice(i);
        let start = i, end = i;
        while (start > 0 && next[start - 1] === ball) start--;
        while (end < next.length && next[end] === ball) end++;
        return end - start >= 3 ? next.slice(0, start) + next.slice(end) : next;
    };
    const sorted = hand.split('').sort().join('');
    const seen = new Set<string>([board + ' ' + sorted]);
    let level: [string, string][] = [[board, sorted]];
    for (let steps = 1; level.length > 0; steps++) {
        const next: [string, string][] = [];
        for (const [row, balls] of level) {
            for (let i = 0; i <= row.length; i++) {
                for (let j = 0; j < balls.length; j++) {
                    if (j > 0 && balls[j] === balls[j - 1]) continue;
                    const after = insert(row, i, balls[j]);
                    if (after.length === 0) return steps;
                    const left = balls.slice(0, j) + balls.slice(j + 1);
                    const key = after + ' ' + left;
                    if (!seen.has(key)) {
                        seen.add(key);
                        next.push([after, left]);
                    }
                }
            }
        }
        level = next;
    }
    return -1;
}
