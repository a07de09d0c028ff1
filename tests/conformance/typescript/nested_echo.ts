function echo(value: NestedInteger): NestedInteger {
    return value;
}
