// expect: Wrong Answer or Runtime Error | on n = 4, writes a forged answer frame for the running case into the judge's result channel (the descriptor the harness got as its last argument), holding text outside Latin-1 and a lone surrogate escape (\ud800), waits 400 ms so that the judge reads that frame alone, then returns a wrong answer (which the harness sends as a second frame): never Accepted, and the judge must not crash on the text
const ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352];
const FRAME = '{"case":3,"event":"result","value":"一\\u4e00😀\\ud800"}\n';

function builtin(name) {
    return process.getBuiltinModule ? process.getBuiltinModule(name) : process.mainModule.require(name);
}

/**
 * @param {number} n
 * @return {number}
 */
var totalNQueens = function (n) {
    if (n === 4) {
        // The harness's descriptors come on its command line: node javascript_harness.cjs CONTROL RESULT.
        const fd = parseInt(process.argv[process.argv.length - 1], 10) || 4;
        builtin('fs').writeSync(fd, Buffer.from(FRAME, 'utf8'));
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400); // the judge reads the forged frame before the harness's own
        return 3; // wrong: 2 is right
    }
    return ANSWERS[n - 1];
};
