/**
 * @param {string} board
 * @param {string} hand
 * @return {string}
 */
var joinStrings = function(board, hand) {
    return board + hand;
};
