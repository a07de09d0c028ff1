long long pickLong(int i, long long l, bool b) {
    return b ? l : i;
}
