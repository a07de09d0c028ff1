// The tree's own JSON there and back: what comes back is plain objects with val, left and right.
var serialize = (root) => JSON.stringify(root);

var deserialize = (data) => JSON.parse(data);
