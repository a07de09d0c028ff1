/**
 * @param {string[]} words
 * @return {string[]}
 */
var reverseWords = function(words) {
    return words.reverse();
};
