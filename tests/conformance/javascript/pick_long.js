/**
 * @param {number} i
 * @param {number} l
 * @param {boolean} b
 * @return {number}
 */
var pickLong = function(i, l, b) {
    return b ? l : i;
};
