/*
 * Below is LeetCode's Iterator, which the judge defines: next(), hasNext() const, and a copy
 * constructor.
 */

class PeekingIterator : public Iterator {
public:
    PeekingIterator(const vector<int>& nums) : Iterator(nums) {
        // Always hold the element next() will give, if there is one.
        step();
    }

    int peek() {
        return ahead;
    }

    int next() {
        int value = ahead;
        step();
        return value;
    }

    bool hasNext() const {
        return more;
    }

private:
    bool more = false;
    int ahead = 0;

    void step() {
        more = Iterator::hasNext();
        if (more) ahead = Iterator::next();
    }
};
