/**
 * @param {boolean[]} flags
 * @return {boolean[]}
 */
var negateAll = function(flags) {
    return flags.map((flag) => !flag);
};
