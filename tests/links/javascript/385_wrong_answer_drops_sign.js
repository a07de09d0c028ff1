// Reads digits only: the minus sign is lost.
var deserialize = function(s) {
    const open = [new NestedInteger()];
    let digits = "";
    for (const char of s) {
        if (char >= "0" && char <= "9") {
            digits += char;
            continue;
        }
        if (digits !== "") {
            open[open.length - 1].add(new NestedInteger(Number(digits)));
            digits = "";
        }
        if (char === "[") open.push(new NestedInteger());
        else if (char === "]") {
            const done = open.pop();
            open[open.length - 1].add(done);
        }
    }
    if (digits !== "") return new NestedInteger(Number(digits));
    return open[0].getList()[0];
};
