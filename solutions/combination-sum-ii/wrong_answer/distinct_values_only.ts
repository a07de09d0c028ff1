// Combination Sum II (LeetCode 40), WRONG ANSWER: "each number once" read as each value once.
//
// Idea: drop the repeats first ([...new Set(candidates)]), then search the distinct values with a
// start index, each once. No combination can come out twice, but none can hold a number twice
// either, though the candidates may give it twice: example 1 loses [1,1,6] (there are two 1s),
// and example 2 loses [1,2,2]. The rule is about entries: a number given k times can be taken up
// to k times.

function combinationSum2(candidates: number[], target: number): number[][] {
    const values = [...new Set(candidates)].sort((a, b) => a - b);
    const result: number[][] = [];
    const path: number[] = [];
    const search = (start: number, remain: number): void => {
        if (remain === 0) {
            result.push([...path]);
            return;
        }
        for (let i = start; i < values.length && values[i] <= remain; i++) {
            path.push(values[i]);
            search(i + 1, remain - values[i]);
            path.pop();
        }
    };
    search(0, target);
    return result;
}
