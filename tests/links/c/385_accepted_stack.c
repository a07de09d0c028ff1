// One pass with a stack of the lists still open; a number is added when its end is reached.
struct NestedInteger* deserialize(char* s) {
    if (s[0] != '[') {
        struct NestedInteger* single = NestedIntegerInit();
        NestedIntegerSetInteger(single, atoi(s));
        return single;
    }
    int length = strlen(s), depth = 0;
    struct NestedInteger** open = malloc((length + 1) * sizeof *open);
    struct NestedInteger* result = NULL;
    for (int i = 0; i < length; i++) {
        char c = s[i];
        if (c == '[') {
            struct NestedInteger* list = NestedIntegerInit();
            if (depth > 0) NestedIntegerAdd(open[depth - 1], list);
            open[depth++] = list;
        } else if (c == ']') {
            result = open[--depth];
        } else if (c == '-' || isdigit(c)) {
            int start = i;
            while (i + 1 < length && isdigit(s[i + 1])) i++;
            struct NestedInteger* number = NestedIntegerInit();
            NestedIntegerSetInteger(number, (int)strtol(s + start, NULL, 10));
            NestedIntegerAdd(open[depth - 1], number);
        }
    }
    free(open);
    return result;
}
