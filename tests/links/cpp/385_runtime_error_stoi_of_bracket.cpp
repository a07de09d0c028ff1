// Splits on commas alone and reads every piece as a number: "[123" is no number, and stoi throws.
class Solution {
public:
    NestedInteger deserialize(string s) {
        NestedInteger result;
        stringstream pieces(s);
        string piece;
        while (getline(pieces, piece, ',')) result.add(NestedInteger(stoi(piece)));
        return result.getList().size() == 1 ? result.getList()[0] : result;
    }
};
