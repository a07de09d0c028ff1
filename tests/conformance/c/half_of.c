double halfOf(double d) {
    return d / 2;
}
