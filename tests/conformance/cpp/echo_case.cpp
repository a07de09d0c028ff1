class Solution {
public:
    int echoCase(int n) {
        if (n % 3 != 0) {
            if (n % 6 == 4) {
                cout << "out " << n;
            } else {
                cout << "out " << n << '\n';
            }
            cerr << "err " << n << '\n';
        }
        return n + 1;
    }
};
