/**
 * @param {string} word
 * @return {character[]}
 */
var letters = function(word) {
    return word.split('');
};
