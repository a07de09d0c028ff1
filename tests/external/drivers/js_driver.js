// Appended to the user's script (loaded as a plain script, as LeetCode's Node does): calls the
// function for n = 1..9 in one process. Prints one JSON line per case: {"n", "result", "ms"}.
;(function () {
    const method = process.argv[2] === "solveNQueens" ? solveNQueens : totalNQueens;
    for (let n = 1; n <= 9; n++) {
        const started = process.hrtime.bigint();
        const result = method(n);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        console.log(JSON.stringify({ n: n, result: result === undefined ? null : result, ms: ms }));
    }
})();
