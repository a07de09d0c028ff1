struct NestedInteger* echo(struct NestedInteger* value) {
    return value;
}
