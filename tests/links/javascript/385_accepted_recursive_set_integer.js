// Recursive descent; an integer made by setInteger on an empty NestedInteger.
var deserialize = function(s) {
    let at = 0;
    const parse = () => {
        const made = new NestedInteger();
        if (s[at] !== "[") {
            let end = at;
            while (end < s.length && s[end] !== "," && s[end] !== "]") end++;
            made.setInteger(parseInt(s.slice(at, end), 10));
            at = end;
            return made;
        }
        at++; // [
        while (s[at] !== "]") {
            made.add(parse());
            if (s[at] === ",") at++;
        }
        at++; // ]
        return made;
    };
    return parse();
};
