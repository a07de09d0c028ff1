int countWords(char*** groups, int groupsSize, int* groupsColSize) {
    int total = 0;
    for (int i = 0; i < groupsSize; i++) {
        total += groupsColSize[i];
    }
    return total;
}
