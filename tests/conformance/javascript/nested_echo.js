/**
 * @param {NestedInteger} value
 * @return {NestedInteger}
 */
var echo = function(value) {
    return value;
};
