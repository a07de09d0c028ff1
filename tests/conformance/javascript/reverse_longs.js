/**
 * @param {number[]} values
 * @return {number[]}
 */
var reverseLongs = function(values) {
    const reversed = [];
    for (let i = values.length - 1; i >= 0; i--) {
        reversed.push(values[i]);
    }
    return reversed;
};
