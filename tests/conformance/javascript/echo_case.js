/**
 * @param {number} n
 * @return {number}
 */
var echoCase = function(n) {
    if (n % 3 !== 0) {
        if (n % 6 === 4) {
            process.stdout.write("out " + n);
        } else {
            console.log("out " + n);
        }
        console.error("err " + n);
    }
    return n + 1;
};
