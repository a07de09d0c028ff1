/**
 * @param {number} d
 * @return {number}
 */
var halfOf = function(d) {
    return d / 2;
};
