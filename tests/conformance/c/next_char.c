char nextChar(char c, bool up) {
    return up ? c + 1 : c - 1;
}
