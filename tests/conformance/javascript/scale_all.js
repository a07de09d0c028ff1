/**
 * @param {number[]} values
 * @param {number} factor
 * @return {number[]}
 */
var scaleAll = function(values, factor) {
    return values.map((value) => value * factor);
};
