/**
 * @param {character} c
 * @param {boolean} up
 * @return {character}
 */
var nextChar = function(c, up) {
    return String.fromCharCode(c.charCodeAt(0) + (up ? 1 : -1));
};
