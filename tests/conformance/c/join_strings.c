char* joinStrings(char* board, char* hand) {
    size_t boardLength = strlen(board), handLength = strlen(hand);
    char* joined = malloc(boardLength + handLength + 1);
    memcpy(joined, board, boardLength);
    memcpy(joined + boardLength, hand, handLength + 1);
    return joined;
}
