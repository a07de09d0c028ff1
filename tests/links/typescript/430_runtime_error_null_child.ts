function flatten(head: _Node | null): _Node | null {
    // Trusts the non-null assertion: the first node without a child is a TypeError.
    let sum = 0;
    for (let node = head; node !== null; node = node.next) sum += node.child!.val;
    return sum > 0 ? head : null;
};
