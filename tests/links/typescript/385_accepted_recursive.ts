// Recursive descent over the string, one position shared by every call.
function deserialize(s: string): NestedInteger {
    let at = 0;
    function parse(): NestedInteger {
        if (s[at] !== "[") {
            const start = at;
            while (at < s.length && s[at] !== "," && s[at] !== "]") at++;
            const single = new NestedInteger();
            single.setInteger(parseInt(s.slice(start, at), 10));
            return single;
        }
        at++;
        const list = new NestedInteger();
        while (s[at] !== "]") {
            list.add(parse());
            if (s[at] === ",") at++;
        }
        at++;
        return list;
    }
    return parse();
}
