// The minus sign is skipped as if it were a separator.
function deserialize(s: string): NestedInteger {
    const open: NestedInteger[] = [new NestedInteger()];
    let digits = "";
    const flush = (): void => {
        if (digits !== "") open[open.length - 1].add(new NestedInteger(Number(digits)));
        digits = "";
    };
    for (const char of s) {
        if (/[0-9]/.test(char)) {
            digits += char;
            continue;
        }
        flush();
        if (char === "[") open.push(new NestedInteger());
        if (char === "]") {
            const done = open.pop();
            open[open.length - 1].add(done);
        }
    }
    flush();
    return open[0].getList()[0];
}
