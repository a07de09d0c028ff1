// A list added to itself: LeetCode cannot write the answer.
struct NestedInteger* deserialize(char* s) {
    struct NestedInteger* result = NestedIntegerInit();
    NestedIntegerAdd(result, result);
    return result;
}
