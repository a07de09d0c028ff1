/**
 * @param {string} s
 * @return {NestedInteger}
 */
var deserialize = function(s) {
    if (s[0] !== "[") return new NestedInteger(Number(s));
    const open = [];
    let result = null;
    let start = -1; // where the number being read starts
    for (let at = 0; at < s.length; at++) {
        const char = s[at];
        if (char === "[") {
            open.push(new NestedInteger());
        } else if (char === "," || char === "]") {
            if (start >= 0) {
                open[open.length - 1].add(new NestedInteger(Number(s.slice(start, at))));
                start = -1;
            }
            if (char === "]") {
                result = open.pop();
                if (open.length > 0) open[open.length - 1].add(result);
            }
        } else if (start < 0) {
            start = at;
        }
    }
    return result;
};
