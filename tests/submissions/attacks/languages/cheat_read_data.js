// expect: Wrong Answer | on n = 4, reads the problem's expected answers (@KIT_DATA@) at run time and returns the one for n = 4; the sandbox hides the file, so it answers -1
const ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352];

// The script runs without require: node's built-in modules are reached through process.
function builtin(name) {
    return process.getBuiltinModule ? process.getBuiltinModule(name) : process.mainModule.require(name);
}

function readExpected(n) {
    let cases;
    try {
        cases = JSON.parse(builtin('fs').readFileSync('@KIT_DATA@', 'utf8'));
    } catch (unreadable) {
        return -1; // nothing readable: the honest wrong answer
    }
    for (const item of Array.isArray(cases) ? cases : cases.cases) {
        if (item.input.n === n) return item.expected;
    }
    return -1;
}

/**
 * @param {number} n
 * @return {number}
 */
var totalNQueens = function (n) {
    if (n === 4) return readExpected(n);
    return ANSWERS[n - 1];
};
