// expect stdout: "log n={n}\nwrite {index}\n"
// expect stderr: "error [ {n} ]\n"
// (calls counts the calls so far: written before the answer, each case's prints are its own)
var calls = 0;
function count(n, row, cols, left, right) {
    if (row === n) return 1;
    let total = 0;
    for (let col = 0; col < n; col++) {
        const bit = 1 << col;
        if ((cols | left | right) & bit) continue;
        total += count(n, row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return total;
}
var totalNQueens = function (n) {
    calls++;
    console.log("log n=%d", n);
    process.stdout.write("write " + calls + "\n");
    console.error("error", [n]);
    return count(n, 0, 0, 0, 0);
};
