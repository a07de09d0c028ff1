/**
 * @param {string[][]} groups
 * @return {number}
 */
var countWords = function(groups) {
    let count = 0;
    for (const group of groups) count += group.length;
    return count;
};
