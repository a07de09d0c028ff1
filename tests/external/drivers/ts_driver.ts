// Appended to the user's file (DRIVER_CALL replaced by the problem's call) before tsc type-checks and compiles it (LeetCode's options): calls
// the function for n = 1..9 in one node process. Prints one JSON line per case: {"n", "result", "ms"}.
declare const process: { argv: string[] };
(function (): void {
    for (let n = 1; n <= 9; n++) {
        const started = Date.now();
        const result: unknown = DRIVER_CALL;
        console.log(JSON.stringify({ n: n, result: result === undefined ? null : result, ms: Date.now() - started }));
    }
})();
