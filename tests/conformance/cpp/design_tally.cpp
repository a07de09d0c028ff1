class Tally {
    long long sum;
    vector<int> added;

public:
    Tally(int start) : sum(start) {}

    void add(int x) {
        sum += x;
        added.push_back(x);
    }

    int total() {
        return (int)sum;
    }

    bool has(int x) {
        return find(added.begin(), added.end(), x) != added.end();
    }

    string label(string s) {
        return s + ":" + to_string(sum);
    }

    vector<int> recent(int k) {
        vector<int> latest(added.rbegin(), added.rend());
        if ((int)latest.size() > k) latest.resize(k);
        return latest;
    }

    int take(int x) {
        if (x > sum) throw invalid_argument("not enough");
        sum -= x;
        return (int)sum;
    }
};

/**
 * Your Tally object will be instantiated and called as such:
 * Tally* obj = new Tally(start);
 * obj->add(x);
 * int param_2 = obj->total();
 */
