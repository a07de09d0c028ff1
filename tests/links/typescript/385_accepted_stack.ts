function deserialize(s: string): NestedInteger {
    if (s[0] !== "[") return new NestedInteger(Number(s));
    const open: NestedInteger[] = [];
    let result: NestedInteger | null = null;
    let number = "";
    for (const char of s) {
        if (char === "[") {
            open.push(new NestedInteger());
        } else if (char === "," || char === "]") {
            if (number !== "") {
                open[open.length - 1].add(new NestedInteger(Number(number)));
                number = "";
            }
            if (char === "]") {
                result = open.pop();
                if (open.length > 0) open[open.length - 1].add(result);
            }
        } else {
            number += char;
        }
    }
    return result;
}
