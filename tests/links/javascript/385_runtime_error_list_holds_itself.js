// A list added to itself: no answer can be written.
var deserialize = function(s) {
    const result = new NestedInteger();
    result.add(result);
    return result;
};
